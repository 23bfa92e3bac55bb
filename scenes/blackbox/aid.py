"""The Black Box deduction aid: how many layouts still fit, a hint, and "another layout fits".

An option of the setup, off unless the player turns it on; an aided session is
marked assisted (the result says "with aid" and the best scores ignore it).
While a person finds the atoms the board's top-left corner counts the hidden
layouts that fit every marker, and offers a Hint: the ray the computer getter
would fire, fired for the player at the usual cost. After a wrong announcement
the corner explains the miss: a layout that fits every marker but is not the
hidden one (ringed on the board; the player's own stones when they fit), and
the ray that tells the two apart, drawn for both. All the work is done in the
scene's job slot (game/blackbox/deduce.py, game/blackbox/getter.py), which it
takes ahead of the solo comparison try; nothing is computed on the frame loop.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

import scenes.blackbox.board as board
from game.blackbox import Round, Shot, ports
from game.blackbox.deduce import Alternative, Count, count_layouts
from game.blackbox.deduce import alternative as find_alternative
from game.blackbox.getter import getter_move
from game.i18n import N_, babel_locale, tr, tr_n
from scenes.blackbox.config import BoxConfig
from scenes.framework import draw
from scenes.framework.cursor import Cursor, Target
from scenes.framework.worker import JobSlot

HINT = "hint"  # the cursor's key for the Hint button
CORNER_W = 124  # the widest the aid's corner gets: where the box's arrows leave room
HINT_H = 18
NOTE = pygame.Rect(10, 10, 104, 340)  # the left-hand corners, above and below the box
GHOST = (90, 220, 255)  # the other layout's rings and its ray
TELL = (255, 214, 90)  # the telling ray in the hidden box
MISFIT = (255, 90, 90)
JOB_DEADLINE_S = 60.0


def markers_only(shots: dict) -> dict:
    """The shots as the getter sees them: kind and exit, never a path."""
    return {p: Shot(s.kind, s.exit, ()) for p, s in shots.items()}


def _grouped(n: int) -> str:
    """``n`` with the language's digit grouping (12,345 / 12.345 / 12 345)."""
    from babel.numbers import format_decimal  # deferred: CLDR's number data loads on first use

    return format_decimal(n, locale=babel_locale())


def count_words(count: Count | None) -> str:
    if count is None:
        return tr("Counting...")
    n = count.layouts
    if count.exact:
        return tr_n("{n} layout fits", "{n} layouts fit", n).format(n=_grouped(n))
    digits = max(0, len(str(n)) - 2)  # a lower bound, rounded down to two figures
    # TRANSLATORS: at least this many layouts of atoms fit the markers
    return tr("over {n} fit").format(n=_grouped(n // 10**digits * 10**digits))


SHOT_WORDS = {"hit": N_("a hit"), "reflect": N_("a reflection"), "detour": N_("a detour")}


def shot_words(shot: Shot | None) -> str:
    """What a ray did, as a noun phrase for the aid's sentences, in the words on screen."""
    kind = shot.kind if shot else ""
    return tr(SHOT_WORDS[kind]) if kind in SHOT_WORDS else "?"


@dataclass(frozen=True, slots=True)
class AidView:
    """What the aid shows this frame."""

    mode: str  # "count" while finding, "note" after a wrong announcement, "" nothing
    count: str = ""
    hint_ready: bool = False
    hint_focus: bool = False
    alternative: Alternative | None = None
    explaining: bool = False  # the alternative is still being looked for
    failed: bool = False  # the look-up failed (a stuck or dead worker): not "none was found"


class AidTable(Protocol):
    """What the aid reads of the play scene it serves (its host), and the moves it may make there."""

    config: BoxConfig
    jobs: JobSlot
    rng: random.Random
    cursor: Cursor
    shown: int  # the round on screen

    @property
    def session(self) -> Any: ...  # the aid marks it assisted when it fires a hint
    @property
    def round(self) -> Round: ...
    @property
    def phase(self) -> str: ...
    def person_gets(self) -> bool: ...
    def play(self, move: Any) -> bool: ...
    def say(self, text: str, error: bool = False) -> None: ...
    def refuse(self, reason: str) -> None: ...


class DeductionAid:
    """The aid's state in one scene: the last count, a pending hint, each round's alternative."""

    def __init__(self) -> None:
        self.count: Count | None = None
        self.counted: tuple | None = None  # (round, rays fired) the count is for
        self.hinting = False
        self.alternatives: dict[int, Alternative | None] = {}  # round -> its alternative (None: none found)
        self.explain_failed: set[int] = set()  # rounds whose look-up failed or ran out of time: said, not "none"

    # -- the jobs ---------------------------------------------------------------------------
    def work(self, scene: AidTable, phase: str) -> None:
        """Count or explain when due, ahead of the solo try (never ahead of a hint or the computer's move)."""
        jobs, r = scene.jobs, scene.round
        if jobs.busy and jobs.kind != "par":
            return
        key = (scene.shown, len(r.fired))
        if phase == "get" and scene.person_gets() and key != self.counted:
            self.counted, self.count = key, None
            jobs.submit(
                "count",
                count_layouts,
                r.radius,
                r.n_atoms,
                markers_only(r.shots),
                on_done=lambda count: self._counted(key, count),
                on_error=lambda why: None,
                deadline_s=JOB_DEADLINE_S,
            )
        elif self.wants_note(scene, phase) and scene.shown not in self.alternatives:
            shown = scene.shown
            self.alternatives[shown] = None
            jobs.submit(
                "explain",
                find_alternative,
                r.radius,
                r.n_atoms,
                markers_only(r.shots),
                r.hidden,
                r.announced,
                seed=scene.rng.randrange(1 << 30),
                on_done=lambda alt: self.alternatives.__setitem__(shown, alt),
                on_error=lambda why: self.explain_failed.add(shown),
                deadline_s=JOB_DEADLINE_S,
            )

    def _counted(self, key: tuple, count: Count) -> None:
        if key == self.counted:
            self.count = count

    def wants_note(self, scene: AidTable, phase: str) -> bool:
        """After a person's wrong announcement (the round on screen is finished)."""
        r = scene.round
        return (
            phase in ("reveal", "scored", "over")
            and r.announced is not None
            and scene.person_gets()
            and not r.fully_correct
        )

    def ask_hint(self, scene: AidTable) -> bool:
        """Fire the ray the computer getter would fire, at the usual cost; False when not now."""
        if scene.phase != "get" or not scene.person_gets() or self.hinting:
            return False
        r, c = scene.round, scene.config
        self.hinting = True
        if scene.jobs.busy and scene.jobs.kind == "count":
            self.counted = None  # the hint takes the slot: count again afterwards
        scene.say(tr("Hint: the computer is choosing a ray..."))
        asked = (scene.shown, len(r.fired))

        def still() -> bool:
            """The markers the hint was chosen for are still the box's (no ray fired, none undone)."""
            stands = scene.phase == "get" and (scene.shown, len(scene.round.fired)) == asked
            self.hinting = self.hinting and stands
            return stands

        scene.jobs.submit(
            "hint",
            getter_move,
            r.radius,
            r.n_atoms,
            markers_only(r.shots),
            c.level,
            scene.rng.randrange(1 << 30),
            on_done=lambda move: self._hinted(scene, move),
            on_error=lambda why: self._no_hint(scene),
            deadline_s=JOB_DEADLINE_S,
            still=still,
        )
        return True

    def _hinted(self, scene: AidTable, move: tuple) -> None:
        self.hinting = False
        if scene.phase != "get":
            return
        scene.session.assisted = True
        if move[0] == "announce":
            scene.say(tr("Hint: the computer would fire no more rays. The markers pin the atoms down: announce."))
        elif scene.play(("fire", move[1])):
            shot = scene.round.result_at(move[1])
            # TRANSLATORS: {shot} is what the ray did: "a hit", "a reflection" or "a detour"
            scene.say(tr("Hint: the computer fired the lit ray: {shot}.").format(shot=shot_words(shot)))

    def _no_hint(self, scene: AidTable) -> None:
        self.hinting = False
        scene.refuse(tr("No hint this time: the computer could not choose a ray."))

    # -- what shows -----------------------------------------------------------------------------
    def targets(self, lay: board.BoxLayout) -> list[Target]:
        return [Target(HINT, hint_button(lay))]

    def view(self, scene: AidTable, phase: str) -> AidView:
        if phase == "get" and scene.person_gets():
            return AidView("count", count_words(self.count), not self.hinting, scene.cursor.focus == HINT)
        if phase in ("scored", "over") and self.wants_note(scene, phase):
            alt = self.alternatives.get(scene.shown)
            return AidView(
                "note",
                alternative=alt,
                explaining=scene.shown not in self.alternatives
                or (alt is None and scene.jobs.kind == "explain" and scene.jobs.busy),
                failed=alt is None and scene.shown in self.explain_failed,
            )
        return AidView("")


def draw_aid(canvas: pygame.Surface, lay: board.BoxLayout, av: AidView) -> None:
    if av.mode == "count":
        _draw_count(canvas, lay, av)
    elif av.mode == "note":
        _draw_note(canvas, lay, av)


def _free_width(lay: board.BoxLayout, top: int, bottom: int) -> int:
    """How wide a corner panel at the canvas' left edge may be between ``top`` and ``bottom``
    and still leave every arrow of the box in sight (and under the mouse)."""
    lefts = [r.left for r in map(lay.port_rect, ports(lay.radius)) if r.top < bottom and r.bottom > top]
    return min([CORNER_W, *(x - 3 - 10 for x in lefts)])


def corner(lay: board.BoxLayout) -> pygame.Rect:
    """The top-left corner's panel: the aid's heading and its count, clear of the arrows."""
    h = 6 + 2 * draw.line_h() + 2
    return pygame.Rect(10, 10, _free_width(lay, 10, 10 + h), h)


def hint_button(lay: board.BoxLayout) -> pygame.Rect:
    """The Hint button, in the bottom-left corner, clear of the arrows."""
    top = 350 - HINT_H
    return pygame.Rect(10, top, min(100, _free_width(lay, top, 350)), HINT_H)


def _draw_count(canvas: pygame.Surface, lay: board.BoxLayout, av: AidView) -> None:
    P = draw.PALETTE
    box = corner(lay)
    draw.panel(canvas, box)
    draw.text(canvas, tr("DEDUCTION AID"), (box.x + 6, box.y + 4), "s", P["dim"])
    counted = bool(av.count) and av.count[:1] in "0123456789"
    draw.text(canvas, av.count, (box.x + 6, box.y + 4 + draw.line_h()), "s", P["gold"] if counted else P["ink"])
    edge = P["gold"] if av.hint_focus else (P["panel_edge"] if av.hint_ready else P["faint"])
    button = hint_button(lay)
    draw.panel(canvas, button, fill=(30, 30, 70) if av.hint_ready else (20, 20, 40), edge=edge)
    draw.text(
        canvas,
        tr("Hint (H)") if av.hint_ready else tr("Thinking..."),
        button.center,
        "s",
        P["ink"] if av.hint_ready else P["dim"],
        "center",
    )


def note_lines(
    alt: Alternative | None, explaining: bool, failed: bool = False
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The words after a wrong announcement, with palette colours: (top corner, bottom corner).

    The look-up may take up to a minute on a busy or stuck worker, so the wait says it
    can be skipped; a look-up that failed says so instead of "none was found"."""
    if alt is None:
        if failed:
            return [(tr("The computer could not look for another layout this time."), "dim")], []
        if explaining:
            return [(tr("Looking for another layout... (up to a minute; play on any time)"), "dim")], []
        return [(tr("No other layout was found."), "dim")], []
    top: list[tuple[str, str]] = []
    if alt.layout is None:
        top.append((tr("Only the hidden atoms fit every marker."), "ink"))
    elif alt.yours:
        top.append((tr("Your stones fit every marker too."), "ink"))
    else:
        top.append((tr("Blue rings fit every marker too."), "ink"))
    if alt.misfit is not None:
        top.append((tr("Red ring: your stones miss this marker."), "bad"))
    bottom: list[tuple[str, str]] = []
    if alt.port is not None:
        # TRANSLATORS: {truth} and {other} are what the ray does: "a hit", "a reflection" or "a detour"
        apart = (
            tr("The gold ray tells them apart: {truth} in the box, {other} (dashed) with your stones.")
            if alt.yours
            else tr("The gold ray tells them apart: {truth} in the box, {other} (dashed) with the rings.")
        )
        bottom.append((apart.format(truth=shot_words(alt.in_truth), other=shot_words(alt.in_layout)), "gold"))
    return top, bottom


def _draw_note(canvas: pygame.Surface, lay: board.BoxLayout, av: AidView) -> None:
    alt = av.alternative
    if alt is not None:
        for cell in alt.layout or ():
            pygame.draw.circle(canvas, GHOST, lay.centre(cell), max(6, int(lay.size * 0.55)), 2)
        if alt.port is not None and alt.in_truth is not None and alt.in_layout is not None:
            ghost = board.ray_points(lay, alt.port, alt.in_layout.kind, alt.in_layout.exit, alt.in_layout.path)
            _dashed(canvas, ghost, GHOST)
            truth = board.ray_points(lay, alt.port, alt.in_truth.kind, alt.in_truth.exit, alt.in_truth.path)
            board.draw_polyline_part(canvas, truth, 1.0, TELL, 3)
            pygame.draw.circle(canvas, TELL, lay.marker_pos(alt.port), max(7, int(lay.size * 0.5)), 2)
        if alt.misfit is not None:
            pygame.draw.circle(canvas, MISFIT, lay.marker_pos(alt.misfit), max(7, int(lay.size * 0.5)), 2)
    top, bottom = note_lines(alt, av.explaining, av.failed)
    _draw_words(canvas, top, NOTE.top, above=False)
    _draw_words(canvas, bottom, NOTE.bottom, above=True)


def _dashed(canvas: pygame.Surface, pts: list[tuple[int, int]], colour: tuple, dash: float = 5.0) -> None:
    """A dashed polyline: the other layout's ray, told from the revealed rays' solid lines."""
    on, left = True, dash
    for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
        length = math.dist((ax, ay), (bx, by))
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if on:
                k0, k1 = done / length, (done + step) / length
                pygame.draw.line(
                    canvas,
                    colour,
                    (ax + (bx - ax) * k0, ay + (by - ay) * k0),
                    (ax + (bx - ax) * k1, ay + (by - ay) * k1),
                    3,
                )
            done += step
            left -= step
            if left <= 0:
                on, left = not on, dash


def _draw_words(canvas: pygame.Surface, words: list[tuple[str, str]], y: int, above: bool) -> None:
    """A small panel of wrapped words in a corner of the board, hanging from ``y`` or standing on it."""
    lines = [(line, colour) for text, colour in words for line in draw.even_wrap(text, NOTE.w - 10, "s")]
    if not lines:
        return
    step = draw.line_h("s")  # Large text's lines are taller: a fixed 10 px ran them into each other and the frame
    box = pygame.Rect(NOTE.x, y, NOTE.w, 8 + step * len(lines))
    if above:
        box.bottom = y
    draw.panel(canvas, box)
    for i, (line, colour) in enumerate(lines):
        draw.text(canvas, line, (box.x + 5, box.y + 4 + step * i), "s", draw.PALETTE[colour])
