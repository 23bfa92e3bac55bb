"""The in-game rules of the numbers game: short words and small diagrams."""

from __future__ import annotations

import pygame

import scenes.numbers.circles as circles
from game.i18n import N_, tr
from game.numbers import BOARDS
from scenes.framework import draw
from scenes.framework.rules_page import RulesPage

# A finished quick game used by the diagrams: (row, i) -> (seat, number); (2, 1) is the hole.
_EXAMPLE = {
    (0, 0): (0, 1),
    (1, 0): (1, 1),
    (1, 1): (0, 4),
    (2, 0): (1, 3),
    (2, 2): (0, 2),
    (3, 0): (1, 4),
    (3, 1): (0, 3),
    (4, 0): (1, 2),
}
_HOLE = (2, 1)
_SHOWN_TURNS = [(0, 0), (1, 0), (2, 2), (4, 0)]  # the first four moves of the example


def _diamond(area: pygame.Rect):
    return circles.fit(BOARDS["quick2"], area.inflate(-20, -20), max_pitch=44)


def _links(surface: pygame.Surface, lay) -> None:
    board = BOARDS["quick2"]
    for cell in board.cells:
        for other in board.touching(cell):
            if other > cell:
                pygame.draw.line(surface, (40, 42, 88), lay.centres[cell], lay.centres[other])


def _board_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _diamond(area)
    _links(surface, lay)
    cells = BOARDS["quick2"].cells
    focus = cells[int(t / 1.5) % len(cells)]
    touching = BOARDS["quick2"].touching(focus)
    for cell in cells:
        if cell in touching:
            img = circles.disc(lay.radius, (70, 120, 170))
            surface.blit(img, img.get_rect(center=(lay.centres[cell][0], lay.centres[cell][1] + 1)))
        else:
            circles.draw_free(surface, lay.centres[cell], lay.radius)
    draw.cursor(surface, lay.rect(focus).inflate(4, 4), t, draw.PALETTE["gold"])


def _turns_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _diamond(area)
    _links(surface, lay)
    shown = int(t / 1.0) % (len(_SHOWN_TURNS) + 2)
    for cell in BOARDS["quick2"].cells:
        circles.draw_free(surface, lay.centres[cell], lay.radius)
    for cell in _SHOWN_TURNS[:shown]:
        seat, number = _EXAMPLE[cell]
        circles.draw_mark(surface, lay.centres[cell], lay.radius, draw.SEAT_COLOURS[seat], number, seat=seat)


def _hole_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _diamond(area.inflate(0, -24).move(0, -10))
    _links(surface, lay)
    touching = set(BOARDS["quick2"].touching(_HOLE))
    for cell, (seat, number) in _EXAMPLE.items():
        circles.draw_mark(surface, lay.centres[cell], lay.radius, draw.SEAT_COLOURS[seat], number, seat=seat)
        if cell in touching:
            pygame.draw.circle(surface, draw.PALETTE["violet"], lay.centres[cell], lay.radius + 3, 1)
    draw.swirl(surface, lay.centres[_HOLE], lay.radius + 2, t)
    sums = [0, 0]
    for cell in touching:
        seat, number = _EXAMPLE[cell]
        sums[seat] += number
    y = area.bottom - 18
    for seat, anchor, x in ((0, "topright", area.centerx - 8), (1, "topleft", area.centerx + 8)):
        # TRANSLATORS: a seat's name and its sum on the diagram ("Gold 9")
        words = tr("{seat} {sum}").format(seat=tr(draw.SEAT_NAMES[seat]), sum=sums[seat])
        draw.text(surface, words, (x, y), "s", draw.SEAT_COLOURS[seat], anchor)


RULES_PAGES = [
    RulesPage(
        N_("The board"),
        N_(
            "Circles are packed like a honeycomb. A circle touches its neighbours left and "
            "right, and the two circles it sits between above and below (lit blue).\n"
            "Normal game: a triangle of 21 circles (2 players) or 28 (3 players). "
            "Quick game: a diamond of 9 or 16."
        ),
        _board_diagram,
    ),
    RulesPage(
        N_("Taking turns"),
        N_(
            "Everyone writes their numbers in order: first player's 1, second player's 1, "
            "(third player's 1,) then everyone's 2, and so on, each into any free circle.\n"
            "Numbers: 1-10 (normal, 2 players), 1-9 (normal, 3), 1-4 (quick, 2), 1-5 (quick, 3)."
        ),
        _turns_diagram,
    ),
    RulesPage(
        N_("The black hole"),
        N_(
            "When all numbers are written, exactly one circle is left free: the BLACK HOLE. "
            "Each player adds up their own numbers in the circles touching it.\n"
            "Most points wins (or, with the 'least' scoring, fewest points wins). "
            "Equal best sums are a draw. Here Gold wins 9 to 8."
        ),
        _hole_diagram,
    ),
    RulesPage(
        N_("Controls"),
        N_(
            "Move the cursor over the circles with the arrows, the stick or the mouse. "
            "The circle shows a preview of your next number, and dotted rings mark the "
            "circles that would count if it became the black hole.\n"
            "Place with {confirm} or the Place button, or click the circle. "
            "{undo} takes your last move back. {pause} pauses."
        ),
    ),
]
