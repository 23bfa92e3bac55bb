"""The side panel of the Black Box scene: its words from the scene's facts (``panel_view``), and drawing them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game import catalogue
from game.blackbox import Match
from game.i18n import N_, tr, tr_n
from scenes.blackbox.config import SOLO, BoxConfig
from scenes.blackbox.tally import TallyLine, tally_lines
from scenes.framework import bindings, draw
from scenes.framework.bindings import Hint

Prompt = Callable[[str], Hint]  # a hint template in the acting device's glyphs (PlayScene.prompt)


COVER_HINT = N_("Press {confirm} or click when ready")


def keyboard_prompt(template: str) -> Hint:
    """The keyboard's glyphs: for a panel drawn with no scene (tests, tools)."""
    return bindings.render_hint(template, "keyboard")


@dataclass(frozen=True, slots=True)
class PanelView:
    """Everything the panel says this frame."""

    head: str
    sub: str
    rows: tuple[tuple[str, str], ...]
    status: str = ""
    button: tuple[str, bool] | None = None  # (label, ready)
    helps: tuple[Hint, ...] = ()  # the keys, in the acting device's glyphs
    message: str = ""
    message_is_error: bool = False
    busy: bool = False  # the computer is thinking
    tally: tuple[TallyLine, ...] = ()  # a finished round's result lines
    hint: Hint | None = None  # under the tally (e.g. "[Enter] next round")
    button_key: Hint | None = None  # the key that presses the button, drawn on it


@dataclass(frozen=True, slots=True)
class PanelFacts:
    """What the scene knows that the panel tells (a read-only snapshot)."""

    config: BoxConfig
    match: Match
    shown: int  # the round on screen
    phase: str
    live: bool  # a person acts now (the button shows)
    person_gets: bool
    placed: int  # a person setter's atoms so far
    message: str
    message_is_error: bool
    busy: bool
    par: tuple | None
    par_failed: bool
    demo: bool
    daily: str = ""  # the daily challenge's head ("Daily 1 Dec 2026"), when the round is the daily
    daily_par: str = ""  # its par, the computer's penalty on the day's box
    lesson: bool = False  # a lesson's card holds the panel under the rows: no button, its keys on the card


def panel_view(f: PanelFacts, prompt: Prompt = keyboard_prompt) -> PanelView:
    c, r, phase = f.config, f.match.rounds[f.shown], f.phase
    if c.rounds == 2:
        head = tr("Round {round} of 2").format(round=f.shown + 1)
    else:
        head = tr("Solo box") if c.mode == SOLO else tr("The computer plays")
    sub = tr_n("box radius {radius}, {n} atom", "box radius {radius}, {n} atoms", r.n_atoms).format(
        radius=r.radius, n=r.n_atoms
    )
    rows = [(tr("Hides"), c.name(f.match.setter(f.shown))), (tr("Finds"), c.name(f.match.getter(f.shown)))]
    if f.daily:  # the daily says so, and shows the par to beat while it is played
        head, rows = f.daily, [(tr("Par"), f.daily_par)]
    if phase in ("setting", "hiding"):
        rows.append((tr("Atoms"), f"{f.placed} / {r.n_atoms}" if phase == "setting" else "?"))
    else:
        rows += [(tr("Markers"), str(r.markers_used)), (tr("Stones"), f"{len(r.stones)} / {r.n_atoms}")]
    if c.rounds == 2:
        pen = f.match.penalties()
        for p in (0, 1):
            done = any(f.match.getter(i) == p and f.match.rounds[i].announced for i in range(2))
            rows.append((c.name(p), str(pen[p]) if done else "-"))
    if phase in ("scored", "over"):
        hint = None if f.demo or phase == "over" else prompt(tr("{confirm} next round"))
        tally = tuple(tally_lines(c, f.match, f.shown, f.par, f.par_failed))
        return PanelView(head, sub, tuple(rows), tally=tally, hint=hint)
    status = {
        "hiding": tr("The computer is hiding its atoms..."),
        "setting": tr("Hide {atoms} atoms: {placed} placed.").format(atoms=c.n_atoms, placed=f.placed),
        "reveal": tr("The reveal: every ray's path."),
    }.get(phase, "")
    if phase == "get":
        status = (
            tr("Fire rays from the arrows, mark atoms with stones.")
            if f.person_gets
            else (tr("The computer fires rays...") if f.busy else tr("The computer looks at the markers."))
        )
    button: tuple[str, bool] | None = None
    helps: tuple[str, ...] = ()
    if f.lesson:  # the lesson's card lies where the status, the button and its keys were
        status = ""  # and says what to do, with the keys
    elif f.live and phase == "setting":
        button = (tr("Hide atoms"), f.placed == r.n_atoms)
        helps = (tr("{confirm} place / take an atom"), tr("{pause} pause"))
    elif f.live:
        button = (tr("Announce"), len(r.stones) == r.n_atoms)
        helps = (
            tr("{confirm} on an arrow: fire a ray"),
            tr("{confirm} on a cell: stone"),
            tr("{undo} {redo} undo, redo"),
            tr("{pause} pause and rules"),
        )
    key = prompt("{alt}") if button is not None else None
    return PanelView(
        head,
        sub,
        tuple(rows),
        status,
        button,
        tuple(prompt(h) for h in helps),
        f.message,
        f.message_is_error,
        f.busy,
        button_key=key,
    )


def busy_spot(rect: pygame.Rect) -> tuple[int, int]:
    """Where the thinking swirl turns: in the head's row, right of the game's name, so it
    never sits on a row's words (it was drawn over the Hides row's value)."""
    return rect.right - 20, rect.y + 17


def draw_panel(canvas: pygame.Surface, rect: pygame.Rect, button: pygame.Rect, pv: PanelView, t: float) -> None:
    P = draw.PALETTE
    draw.panel(canvas, rect)
    x, y = rect.x + 12, rect.y + 8
    draw.text(canvas, tr(catalogue.info("blackbox").name), (rect.centerx, y), "m", P["gold"], "midtop")
    y += 22
    draw.text(canvas, pv.head, (rect.centerx, y), "s", P["dim"], "midtop")
    y += 14
    draw.text(canvas, pv.sub, (rect.centerx, y), "s", P["dim"], "midtop")
    y += 18
    y = _draw_rows(canvas, rect, pv.rows, x, y)
    y += 4
    if pv.busy:
        draw.swirl(canvas, busy_spot(rect), 9, t, speed=2.0)
    if pv.tally:
        for said in pv.tally:
            y = _draw_tally_line(canvas, rect, said, x, y) + 2
        if pv.hint is not None:
            draw.hint_line(canvas, pv.hint, (rect.centerx, rect.bottom - 4), "s", P["dim"])
        return
    step = draw.line_h() + 1
    for line in draw.even_wrap(pv.status, rect.w - 24, "s"):
        draw.text(canvas, line, (x, y), "s", P["accent"])
        y += step
    if pv.message:
        lines = draw.even_wrap(pv.message, rect.w - 24, "s")
        my = button.top - 8 - step * len(lines)
        for line in lines:
            draw.text(canvas, line, (x, my), "s", P["bad"] if pv.message_is_error else P["gold"])
            my += step
    if pv.button is None:
        return
    helps = draw.fit_hints(list(pv.helps), rect.right - 10 - x)
    _draw_button(canvas, button, pv.button, pv.button_key, helps, x)


TALLY_STEP = 17  # a tally line's advance in the medium size


def _draw_tally_line(canvas: pygame.Surface, rect: pygame.Rect, line: TallyLine, x: int, y: int) -> int:
    """A tally line from `y` down: its words wrapped evenly, its figure right-aligned on the
    first row as the rows above have theirs; returns the y below it."""
    room = rect.w - 24
    if line.value:
        value_w = draw.text_size(line.value, "m")[0]
        draw.text(canvas, line.value, (rect.right - 12, y), "m", line.colour, "topright")
        room -= value_w + 8
    for words in draw.even_wrap(line.label, room, "m"):
        draw.text(canvas, words, (x, y), "m", line.colour)
        y += TALLY_STEP
    return y


def _draw_rows(canvas: pygame.Surface, rect: pygame.Rect, rows: Sequence[tuple[str, str]], x: int, y: int) -> int:
    """The label / value rows from `y` down; returns the y below them. A value too long for its
    row (a long seat name, a longer language) steps down a size, then its label with it, and
    only then takes a line of its own under the label."""
    P = draw.PALETTE
    right = rect.right - 12
    for label, value in rows:
        label_size, value_size = draw.pair_sizes(label, value, right - x, ROW_GAPS) or ("m", None)
        draw.text(canvas, label, (x, draw.top_on_line(y, label_size)), label_size, P["dim"])
        if value_size == "m":
            draw.text(canvas, value, (right, y), "m", P["ink"], "topright")
        elif value_size == "s":
            draw.text(canvas, value, (right, y + 5), "s", P["ink"], "topright")
        else:
            (_, label_foot), (value_top, value_foot) = draw.caps_ink("m"), draw.caps_ink("s")
            vy = y + label_foot + 1 - value_top
            draw.text(canvas, value, (right, vy), "s", P["ink"], "topright")
            y = max(y + 18, vy + value_foot + 2 - draw.caps_ink("m")[0])
            continue
        y += 18
    return y


# the gap between a row's label and value at each of draw.PAIR_SIZES
ROW_GAPS = (12, 8, 8)


def _draw_button(
    canvas: pygame.Surface,
    button: pygame.Rect,
    face: tuple[str, bool],
    key: Hint | None,
    helps: Sequence[Hint],
    x: int,
) -> None:
    """The action button (lit when ready) with its key's glyph, and the key lines under it."""
    P = draw.PALETTE
    label, ready = face
    draw.panel(canvas, button, fill=(30, 30, 70) if ready else (20, 20, 40), edge=P["gold"] if ready else P["faint"])
    w = draw.text_size(label, "m")[0]
    key_w = 0 if key is None else draw.hint_size(key, "s")[0]
    left = button.centerx - (w + key_w + 6) // 2
    draw.text(canvas, label, (left, button.centery), "m", P["ink"] if ready else P["dim"], "midleft")
    if key is not None:
        draw.hint_line(canvas, key, (left + w + 6, button.centery), "s", P["dim"], "midleft")
    help_y = button.bottom + 5
    for line in helps:
        draw.hint_line(canvas, line, (x, help_y), "s", P["dim"], "topleft")
        help_y += draw.glyph_h() + 1


def draw_cover(canvas: pygame.Surface, lines: tuple[str, ...], t: float, hint: Hint | None = None) -> None:
    """The look-away / pass screen between a two-player match's turns."""
    canvas.fill((6, 6, 18))
    draw.swirl(canvas, (320, 120), 56, t)
    y = 200
    for i, line in enumerate(lines):
        draw.text(
            canvas,
            line,
            (320, y),
            "l" if i == 0 else "m",
            draw.PALETTE["gold"] if i == 0 else draw.PALETTE["ink"],
            "midtop",
        )
        y += 40 if i == 0 else 20
    hint = hint or keyboard_prompt(tr(COVER_HINT))
    draw.hint_line(canvas, hint, (320, 336), "m", draw.PALETTE["dim"])
