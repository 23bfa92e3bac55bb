"""Drawing a numbers frame from its snapshot (snapshot.py): the header, the board and the
side panel, and where each sits on the canvas.

The functions never see the scene, so the view cannot change the game; the
circles themselves (layout and sprites) are circles.py's.
"""

from __future__ import annotations

import math

import pygame

import scenes.numbers.circles as circles
from game.i18n import N_, tr
from game.numbers import Cell
from scenes.framework import draw
from scenes.framework.bindings import Hint
from scenes.numbers.config import INFO
from scenes.numbers.snapshot import Collapse, Snapshot

# the end's last line per scoring (whole sentences: the word for "most" agrees with its noun)
WINS_AROUND = {"most": N_("Most points around it wins"), "least": N_("Fewest points around it wins")}
AROUND = {"most": N_("most points around the hole"), "least": N_("fewest points around the hole")}

BOARD_AREA = pygame.Rect(12, 30, 420, 322)
PANEL = pygame.Rect(444, 28, 188, 324)
PLACE_BUTTON = pygame.Rect(PANEL.x + 14, 232, PANEL.w - 28, 22)
RESULT_AREA = pygame.Rect(PANEL.x + 10, 250, PANEL.w - 20, 72)
MESSAGE_AREA = pygame.Rect(PANEL.x + 10, PLACE_BUTTON.bottom + 4, PANEL.w - 20, 40)
REVIEW_AREA = pygame.Rect(PANEL.x + 6, 226, PANEL.w - 12, 120)
LESSON_AREA = pygame.Rect(PANEL.x + 3, 118, PANEL.w - 6, 232)  # two seats above it; covers the next disc and hints


def draw_board(canvas: pygame.Surface, s: Snapshot) -> None:
    lay, state = s.layout, s.state
    r = lay.radius
    for cell in state.board.cells:  # faint honeycomb links between touching circles
        x, y = lay.centres[cell]
        for other in state.touching(cell):
            if other > cell:
                pygame.draw.line(canvas, (40, 42, 88), (x, y), lay.centres[other], 1)
    c = s.collapse
    for cell in state.board.cells:
        mark = state.mark_at(cell)
        centre = lay.centres[cell]
        if mark is None:
            if c is None or cell != c.hole:
                circles.draw_free(canvas, centre, r)
            continue
        seat = s.seats[mark[0]]
        sign = draw.seat_of(seat.colour, mark[0])
        circles.draw_mark(canvas, centre, r, seat.colour, mark[1], s.pop.get(cell, 1.0), sign)
    if c is not None:
        _draw_collapse(canvas, s, c)
    elif s.show_cursor and s.focus is not None:
        _draw_focus(canvas, s, s.focus)


def _draw_focus(canvas: pygame.Surface, s: Snapshot, focus: Cell) -> None:
    state, lay = s.state, s.layout
    colour = s.seats[state.current_player].colour
    if state.mark_at(focus) is None:
        for other in state.touching(focus):
            circles.draw_touch_hint(canvas, lay.centres[other], lay.radius, circles.shade(colour, 0.8))
        circles.draw_ghost(canvas, lay.centres[focus], lay.radius, colour, state.next_number, s.clock)
    draw.cursor(canvas, lay.rect(focus).inflate(4, 4), s.clock, colour)


def _draw_collapse(canvas: pygame.Surface, s: Snapshot, c: Collapse) -> None:
    """The hole swirls; each scoring circle keeps its number, ringed once counted,
    while a copy of it is pulled into the hole — so the final board still shows what scored."""
    lay = s.layout
    hx, hy = lay.centres[c.hole]
    radius = int(lay.radius * (0.4 + 0.9 * c.grow))
    draw.swirl(canvas, (hx, hy), radius, s.clock, speed=1.5)
    for cell, p in zip(c.pulls, c.progress, strict=True):
        seat, number = s.state.mark_at(cell)  # type: ignore[misc]
        x, y = lay.centres[cell]
        colour = s.seats[seat].colour
        ring = draw.PALETTE["violet"] if p < 1.0 else colour
        pygame.draw.circle(canvas, ring, (x, y + 1), lay.radius + 3, 2 if p >= 1.0 else 1)
        if 0.0 < p < 1.0:
            ease = p * p
            cx, cy = int(x + (hx - x) * ease), int(y + (hy - y) * ease)
            circles.draw_mark(
                canvas, (cx, cy), lay.radius, colour, number, 1.0 - 0.85 * ease, draw.seat_of(colour, seat)
            )


def draw_header(canvas: pygame.Surface, s: Snapshot) -> None:
    title = tr(INFO.name).upper()
    draw.text(canvas, title, (14, 6), "m", draw.PALETTE["gold"])
    x = max(112, 14 + draw.text_size(title, "m")[0] + 12)
    draw.text(canvas, s.title, (x, 10), "s", draw.PALETTE["dim"])
    if s.demo:
        draw.text(
            canvas, tr("DEMO"), (PANEL.right, 6), "m", draw.PALETTE["violet"], "topright"
        )  # over the panel: the name is long


def tallies(s: Snapshot) -> list[int]:
    """Each seat's sum so far, counting only circles already pulled in."""
    sums = [0] * s.state.players
    if s.collapse is not None:
        for cell, p in zip(s.collapse.pulls, s.collapse.progress, strict=True):
            if p >= 1.0:
                seat, number = s.state.mark_at(cell)  # type: ignore[misc]
                sums[seat] += number
    return sums


def draw_panel(canvas: pygame.Surface, s: Snapshot, hints: list[Hint], hints_below: int = 0) -> None:
    """The seats, what comes next (or the count, or the result) and the keys' lines at the foot,
    each broken to the panel's width; the lines that would climb above ``hints_below`` (a message
    showing) are left out from the top, the first-learnt keys (move, place) first."""
    draw.panel(canvas, PANEL)
    state = s.state
    x, y = PANEL.x + 10, PANEL.y + 8
    counting = s.collapse is not None
    sums = tallies(s)
    top, bottom = draw.caps_ink("s")  # the head's letters start 4 px lower and stand taller in Large
    draw.text(
        canvas, tr("SUM") if counting else tr("NEXT"), (PANEL.right - 10, y - top), "s", draw.PALETTE["dim"], "topright"
    )
    y += bottom - top + 4  # clear of the lit row's frame, drawn 1 px above the row
    for p, seat in enumerate(s.seats):
        row_h = 32 if draw.TEXT.large else 28  # the name and, under it, the Large small font
        row = pygame.Rect(PANEL.x + 4, y - 1, PANEL.w - 8, row_h)
        if not s.over and not counting and p == state.current_player:
            pygame.draw.rect(canvas, draw.ROW_LIT, row)
            pygame.draw.rect(canvas, seat.colour, row, 1)
        draw.seat_shape(canvas, draw.seat_of(seat.colour, p), (x + 6, y + 11), 13, seat.colour)
        draw.text(canvas, seat.name, (x + 18, y - 4), "m", seat.colour)
        if seat.icon:
            draw.device_icon(canvas, seat.icon, (PANEL.right - 48, y + 9), seat.colour)
        kind_y = y + 15 if draw.TEXT.large else y + 17  # the Large small font starts its letters 4 px down
        draw.text(canvas, seat.kind, (x + 18, kind_y), "s", draw.PALETTE["dim"])
        if counting:
            value = str(sums[p])
        else:
            written = sum(1 for m in state.marks if m is not None and m[0] == p)
            value = str(written + 1) if written < state.board.numbers_each else "-"
        draw.text(canvas, value, (PANEL.right - 12, y + 1), "m", draw.PALETTE["ink"], "topright")
        y += row_h + 2
    y += 2
    pygame.draw.line(canvas, draw.PALETTE["faint"], (PANEL.x + 8, y), (PANEL.right - 9, y))
    y += 8
    if not counting or (s.reviewing and not s.state.is_terminal()):
        _draw_next(canvas, s, y)
    elif s.over:
        _draw_result(canvas, s, y + 4)
    else:
        for k, (line, colour) in enumerate(
            (
                # TRANSLATORS: one sentence in two short lines
                (tr("The last free circle"), "dim"),
                (tr("became the BLACK HOLE"), "violet"),
                (tr(WINS_AROUND[s.scoring]), "dim"),
            )
        ):
            draw.text(canvas, line, (PANEL.centerx, y + 4 + 12 * k), "s", draw.PALETTE[colour], "midtop")
    lines = draw.fit_hints(hints, PANEL.w - 20)
    while lines and PANEL.bottom - draw.glyph_h() * len(lines) - 4 < hints_below:
        lines = lines[1:]
    hy = PANEL.bottom - draw.glyph_h() * len(lines) - 4
    for hint in lines:
        draw.hint_line(canvas, hint, (PANEL.x + 10, hy), "s", draw.PALETTE["dim"], "topleft")
        hy += draw.glyph_h()


def _draw_next(canvas: pygame.Surface, s: Snapshot, y: int) -> None:
    state = s.state
    seat = s.seats[state.current_player]
    circles.draw_mark(
        canvas,
        (PANEL.centerx, y + 24),
        20,
        seat.colour,
        state.next_number,
        seat=draw.seat_of(seat.colour, state.current_player),
    )
    # TRANSLATORS: whose turn it is and the number that seat writes next ("Sky to write 3")
    turn = tr("{seat} to write {number}") if s.person_to_move or seat.person else tr("{seat} writes {number}")
    said = turn.format(seat=seat.name, number=state.next_number)
    # a long name in a long language ("Turno de WWWWWWWW: el 9") steps down a size inside the panel
    draw.text(canvas, said, (PANEL.centerx, y + 50), draw.size_to_fit(said, PANEL.w - 12), seat.colour, "midtop")
    if s.reviewing:
        return
    if s.person_to_move:
        ok = s.focus is not None and state.mark_at(s.focus) is None
        pygame.draw.rect(canvas, (50, 46, 110) if ok else (26, 28, 56), PLACE_BUTTON)
        pygame.draw.rect(canvas, seat.colour if ok else draw.PALETTE["faint"], PLACE_BUTTON, 1)
        draw.text(
            canvas,
            tr("Place"),
            PLACE_BUTTON.center,
            "m",
            draw.PALETTE["ink"] if ok else draw.PALETTE["faint"],
            "center",
        )
    elif not seat.person and not state.is_terminal():  # a person's seat never "thinks" (the end collapse)
        dots = "." * (1 + int(s.clock * 3) % 3)
        draw.text(canvas, tr("thinking") + dots, (PLACE_BUTTON.x + 30, PLACE_BUTTON.y + 3), "m", draw.PALETTE["dim"])


def _draw_result(canvas: pygame.Surface, s: Snapshot, y: int) -> None:
    winners = s.state.winners()
    colour = s.seats[winners[0]].colour if len(winners) == 1 else draw.PALETTE["ink"]
    glow = circles.shade(colour, 1.0 + 0.25 * (0.5 + 0.5 * math.sin(s.clock * 4)))
    size = "l" if draw.text_size(s.result, "l")[0] <= PANEL.w - 12 else "m"  # a player's long name: smaller
    draw.text(canvas, s.result, (PANEL.centerx, y), size, glow, "midtop")
    draw.text(
        canvas,
        tr(AROUND[s.scoring]),
        (PANEL.centerx, y + 46),
        "s",
        draw.PALETTE["dim"],
        "midtop",
    )
