"""Drawing the patience table from a read-only snapshot.

The play scene builds a `TableView` each frame (the position, what is
focused, what the buttons and the result say, the running animations) and
`draw_table` paints it; the view never sees the scene.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.i18n import N_, tr, tr_n
from game.patience import Position, rank_of
from game.patience.cards import rank_words
from scenes.framework import draw
from scenes.framework.bindings import Glyph, Hint
from scenes.patience.cards import CARD_H, CARD_W, draw_card, draw_slot
from scenes.patience.layout import HOLE, PileGeometry
from scenes.patience.motion import Motion

HOLE_RADIUS = 56
MESSAGE_GAP = 4
COUNT_GAP = 2  # the "N in the hole" line, this far under the hole
THINKING = {
    "demo": N_("the computer is thinking..."),
    "hint": N_("thinking... Back cancels"),
    "solve": N_("thinking... Back cancels"),
}
LINE_H = 15  # "m" text steps; its box is taller than its letters


@dataclass(frozen=True)
class ButtonView:
    label: str
    rect: pygame.Rect
    enabled: bool = True
    hot: bool = False
    key: str = ""  # the keyboard / pad key shown at the right edge, if any


@dataclass(frozen=True)
class ResultView:
    """What the end of a game says: a headline and a line under the hole."""

    title: str
    line: str
    colour: tuple[int, int, int]
    since: float


@dataclass(frozen=True)
class TableView:
    position: Position
    geoms: list[PileGeometry]
    clock: float
    motion: Motion
    starfield: draw.Starfield
    header: tuple[str, str]
    status: str  # "needs King or 2" above the hole; "" to hide
    thinking: str  # spinner label; "" when the computer is not thinking
    focus: object  # the pile the cursor is on, None when hidden
    hint_pile: int | None
    teaching: bool
    buttons: tuple[ButtonView, ...]
    keys_line: Hint | None
    result: ResultView | None
    message: str = ""
    message_colour: tuple[int, int, int] = (255, 255, 255)


def play_buttons(
    rects: dict[str, pygame.Rect], hover: str | None, can_undo: bool, can_redo: bool
) -> tuple[ButtonView, ...]:
    """The buttons beside the hole during play; Undo and Redo grey out when there is nothing to do."""
    off = {"Undo": not can_undo, "Redo": not can_redo}
    return tuple(ButtonView(label, rect, not off.get(label, False), label == hover) for label, rect in rects.items())


def needs_text(foundation: tuple[str, ...]) -> str:
    """What the hole takes next, for the line above it."""
    if not foundation:
        return tr("any card may start")
    r = rank_of(foundation[-1])
    # TRANSLATORS: the two ranks the hole takes next ("needs King or 2")
    return tr("needs {lower} or {higher}").format(
        lower=rank_words((r - 1) % 13).said(), higher=rank_words((r + 1) % 13).said()
    )


def message_rect(geoms: list[PileGeometry]) -> pygame.Rect:
    """Where messages go: under the hole, above the bottom row of cards, never over them."""
    bottom_row = [g.fan for g in geoms if g.upward]
    bottom = min((r.top for r in bottom_row), default=344) - MESSAGE_GAP
    # under the "N in the hole" line with a few clear rows, whose letters sit lower in Large text
    count_foot = HOLE[1] + HOLE_RADIUS + COUNT_GAP + draw.caps_ink("s")[1]
    top = max(HOLE[1] + HOLE_RADIUS + 11, count_foot + 3 - draw.caps_ink("m")[0])
    return pygame.Rect(44, top, 552, max(12, bottom - top))


def title_centre(geoms: list[PileGeometry]) -> tuple[tuple[int, int], str]:
    """Where the result's headline goes (between the top row and the hole) and how big."""
    top_row = max((g.fan.bottom for g in geoms if g.fan.top <= 30), default=88)
    gap = HOLE[1] - HOLE_RADIUS - top_row
    return (HOLE[0], top_row + gap // 2), ("l" if gap >= 26 else "m")


def draw_lines(canvas: pygame.Surface, text: str, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """``text`` wrapped and centred in ``rect``; lines that do not fit are left out, never drawn over cards."""
    y = rect.y
    for line in draw.even_wrap(text, rect.w, "m", most=max(1, rect.h // LINE_H)):
        if y + LINE_H > rect.bottom:
            break
        draw.text(canvas, line, (rect.centerx, y), "m", colour, "midtop")
        y += LINE_H


def draw_table(canvas: pygame.Surface, v: TableView) -> None:
    v.starfield.draw(canvas, v.clock)
    _draw_hole(canvas, v)
    _draw_piles(canvas, v)
    _draw_header(canvas, v)
    _draw_buttons(canvas, v.buttons)
    if v.keys_line is not None:
        draw.hint_line(canvas, v.keys_line, (320, 359), "s", draw.PALETTE["faint"])
    _draw_status(canvas, v)
    for f in v.motion.flights:  # a card in flight passes over the words, never under them
        (x, y), scale = f.place(v.clock)
        draw_card(canvas, f.card, (x, y), scale=scale, resting=False)
    for s in v.motion.sparks:
        size = 2 if s.life > 0.6 else 1
        canvas.fill(s.colour, (int(s.x), int(s.y), size, size))


def shown_foundation(v: TableView) -> tuple[str, ...]:
    found = v.position.foundation
    incoming = v.motion.incoming()
    return found[: len(found) - incoming] if incoming else found


def _draw_hole(canvas: pygame.Surface, v: TableView) -> None:
    speed = 2.5 if v.motion.won_at is not None else 1.0
    draw.swirl(canvas, HOLE, HOLE_RADIUS, v.clock, speed)
    found = shown_foundation(v)
    if found:
        rect = pygame.Rect(0, 0, CARD_W, CARD_H)
        rect.center = HOLE
        draw_card(canvas, found[-1], rect.topleft, scale=v.motion.pop_scale(v.clock))
    draw.text(
        canvas,
        tr_n("{n} in the hole", "{n} in the hole", len(found)).format(n=len(found)),
        (HOLE[0], HOLE[1] + HOLE_RADIUS + COUNT_GAP),
        "s",
        draw.PALETTE["dim"],
        "midtop",
    )


def _draw_piles(canvas: pygame.Surface, v: TableView) -> None:
    pos = v.position
    for i, geom in enumerate(v.geoms):
        cards = pos.piles[i]
        shown = cards[: len(cards) - v.motion.outgoing(i)]
        if not shown:
            draw_slot(canvas, geom.slots[0])
            continue
        for k, card in enumerate(shown):
            x, y = geom.slots[k].topleft
            if k == len(shown) - 1:
                x += v.motion.shake_dx(i, v.clock)
            draw_card(canvas, card, (x, y))
        top = geom.slots[len(shown) - 1]
        if v.teaching and pos.can_play(i):
            pygame.draw.rect(canvas, draw.PALETTE["good"], top.inflate(2, 2), 1)
        if v.hint_pile == i:
            pulse = 0.5 + 0.5 * math.sin(v.clock * 8)
            col = tuple(int(c * (0.6 + 0.4 * pulse)) for c in draw.PALETTE["accent"])
            pygame.draw.rect(canvas, col, top.inflate(4, 4), 2)
        if v.focus == i:
            draw.cursor(canvas, top, v.clock)


def _draw_header(canvas: pygame.Surface, v: TableView) -> None:
    left, right = v.header
    draw.text(canvas, left, (6, 2), "m", draw.PALETTE["gold"])
    draw.text(canvas, right, (634, 2), "m", draw.PALETTE["ink"], "topright")


def _draw_buttons(canvas: pygame.Surface, buttons: tuple[ButtonView, ...]) -> None:
    for b in buttons:
        draw.panel(
            canvas,
            b.rect,
            fill=(40, 36, 90) if b.hot else draw.PALETTE["bg2"],
            edge=draw.PALETTE["panel_edge"] if b.enabled else draw.PALETTE["faint"],
        )
        colour = draw.PALETTE["accent"] if b.enabled else draw.PALETTE["faint"]
        if b.key:
            draw.text(canvas, tr(b.label), (b.rect.x + 6, b.rect.centery), "s", draw.PALETTE["ink"], "midleft")
            draw.hint_line(
                canvas, key_caps(b.key), (b.rect.right - 4, b.rect.centery), "s", draw.PALETTE["dim"], "midright"
            )
        else:
            label = tr(b.label)
            # a name longer than any the catalogues hold today steps down a size rather than leave its button
            draw.text(canvas, label, b.rect.center, draw.size_to_fit(label, b.rect.w - 8), colour, "center")


def _draw_status(canvas: pygame.Surface, v: TableView) -> None:
    above = HOLE[1] - HOLE_RADIUS - 18
    if v.result is not None:
        t = v.clock - v.result.since
        bounce = int(2 * math.sin(t * 6)) if v.motion.won_at is not None and not v.motion.calm else 0
        (x, y), size = title_centre(v.geoms)
        draw.text(canvas, v.result.title, (x, y + bounce), size, v.result.colour, "center")
        draw_lines(canvas, v.result.line, message_rect(v.geoms), v.result.colour)
        return
    if v.message:
        draw_lines(canvas, v.message, message_rect(v.geoms), v.message_colour)
    if v.status:
        draw.text(canvas, v.status, (HOLE[0], above), "m", draw.PALETTE["accent"], "midtop")
    elif v.thinking:
        rect = message_rect(v.geoms)
        _draw_spinner(canvas, (rect.x + 8, rect.y + 8), v.clock)
        draw.text(canvas, v.thinking, (rect.x + 20, rect.y), "m", draw.PALETTE["dim"])


def _draw_spinner(canvas: pygame.Surface, centre: tuple[int, int], clock: float) -> None:
    for k in range(8):
        a = clock * 6 + k * math.pi / 4
        x = centre[0] + int(6 * math.cos(a))
        y = centre[1] + int(6 * math.sin(a))
        shade = 80 + k * 22
        canvas.fill((shade, shade, min(255, shade + 40)), (x - 1, y - 1, 2, 2))


def key_caps(keys: str) -> Hint:
    """ "H/Y" as key caps, not dim words: each name a cap, side by side."""
    names = [k for k in keys.split("/") if k]
    return Hint(keys, tuple(Glyph(name, None, "key") for name in names))
