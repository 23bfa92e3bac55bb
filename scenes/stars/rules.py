"""The stars rules in short words, each page with a small (animated) diagram."""

from __future__ import annotations

import math

import pygame

import scenes.stars.space as space
from game.i18n import N_, tr
from game.stars import zone_cells
from scenes.framework import draw
from scenes.framework.rules_page import RulesPage


def _mini(area: pygame.Rect, size: int) -> space.Layout:
    return space.fit(size, area.inflate(-16, -16))


def _stars(canvas, lay: space.Layout, cells, t: float) -> None:
    for c in cells:
        space.draw_star(canvas, lay.centre(c), lay.cell // 2 - 3, t, space.cell_phase(c))


def _start(canvas: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _mini(area, 7)
    space.draw_space(canvas, lay, t)
    space.draw_nova(canvas, lay.centre((3, 3)), lay.cell // 2, t)
    _stars(canvas, lay, [(1, 3), (5, 1), (5, 5)], t)


def _zones(canvas: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _mini(area, 7)
    space.draw_space(canvas, lay, t)
    for centre, colour, label in (
        ((2, 3), draw.PALETTE["gold"], "5"),
        ((6, 3), draw.PALETTE["accent"], "4"),
        ((0, 0), draw.PALETTE["good"], "3"),
    ):
        cells = list(zone_cells(7, centre))
        space.draw_zone(canvas, lay, cells, colour, 60)
        draw.text(canvas, label, lay.centre(centre), "m", colour, "center")
    # TRANSLATORS: the three kinds of zone, as labels beside them on the rules page's diagram
    draw.text(canvas, tr("inner"), (lay.rect((2, 5)).left, lay.rect((2, 5)).top + 4), "s", draw.PALETTE["gold"])
    draw.text(canvas, tr("edge"), (lay.rect((5, 5)).left, lay.rect((5, 5)).top + 4), "s", draw.PALETTE["accent"])
    draw.text(canvas, tr("corner"), (lay.rect((1, 1)).left, lay.rect((1, 1)).top + 6), "s", draw.PALETTE["good"])


def _collapse(canvas: pygame.Surface, area: pygame.Rect, t: float) -> None:
    """An inner zone with four stars; the fifth arrives and the zone falls in (looping)."""
    lay = _mini(area, 5)
    space.draw_space(canvas, lay, t)
    zone = list(zone_cells(5, (2, 2)))
    cycle = t % 4.0
    radius = lay.cell // 2 - 3
    if cycle < 2.0:
        space.draw_zone(canvas, lay, zone, draw.PALETTE["gold"] if cycle > 1.0 else draw.PALETTE["dim"], 50)
        shown = zone if cycle > 1.0 else [c for c in zone if c != (1, 2)]
        _stars(canvas, lay, shown, t)
        space.draw_count(
            canvas,
            (lay.centre((1, 2))[0], lay.rect((1, 2)).top - 1),
            "5/5" if cycle > 1.0 else "4/5",
            draw.PALETTE["gold"] if cycle > 1.0 else draw.PALETTE["ink"],
        )
        if cycle <= 1.0:
            draw.cursor(canvas, lay.rect((1, 2)).inflate(-2, -2), t)
    else:
        p = min(1.0, (cycle - 2.0) / 0.8)
        for c in zone:
            space.draw_swallowed(canvas, lay.rect(c))
        cx, cy = lay.centre((2, 2))
        for c in zone:
            x, y = lay.centre(c)
            k = 1 - p * p
            if p < 1.0:
                space.draw_star(
                    canvas, (int(cx + (x - cx) * k), int(cy + (y - cy) * k)), radius, t, 0.2, scale=1 - 0.8 * p
                )
        space.draw_hole(canvas, (cx, cy), int((lay.cell // 2 + 4) * (0.3 + 0.7 * p)), t, draw.SEAT_COLOURS[0])
        draw.text(canvas, "+5", (cx + lay.cell, cy - lay.cell), "m", draw.SEAT_COLOURS[0], "center")


def _horizon(canvas: pygame.Surface, area: pygame.Rect, t: float) -> None:
    """Top: one star completes two zones, the cursor picks one. Bottom right: a corner
    black hole has swallowed two cells of the zone next to it, which can never collapse."""
    lay = _mini(area, 6)
    space.draw_space(canvas, lay, t)
    left, right = (1, 1), (1, 3)
    pick = right if int(t / 1.5) % 2 else left
    for z in (left, right):
        space.draw_zone(
            canvas,
            lay,
            list(zone_cells(6, z)),
            draw.PALETTE["gold"] if z == pick else draw.PALETTE["violet"],
            80 if z == pick else 40,
        )
    _stars(canvas, lay, [c for c in set(zone_cells(6, left)) | set(zone_cells(6, right)) if c != (1, 2)], t)
    space.draw_star(canvas, lay.centre((1, 2)), lay.cell // 2 - 3, t, 0.5, draw.SEAT_COLOURS[1])
    draw.cursor(canvas, lay.rect(pick).inflate(-2, -2), t)
    hole = list(zone_cells(6, (5, 5)))
    for c in hole:
        space.draw_swallowed(canvas, lay.rect(c))
    space.draw_horizon(canvas, lay, hole, t, draw.SEAT_COLOURS[0])
    space.draw_zone(canvas, lay, list(zone_cells(6, (4, 4))), draw.PALETTE["bad"], 30)
    _stars(canvas, lay, [(3, 4), (4, 3), (4, 4)], t)
    space.draw_hole(canvas, lay.centre((5, 5)), int(lay.cell * 0.6), t, draw.SEAT_COLOURS[0])
    x, y = lay.rect((4, 1)).topleft
    # TRANSLATORS: "never collapses" in two short lines under each other, beside a zone on a diagram
    draw.text(canvas, tr("never"), (x + 4, y + 8), "s", draw.PALETTE["bad"])
    draw.text(canvas, tr("collapses"), (x + 4, y + 18), "s", draw.PALETTE["bad"])


def _end(canvas: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _mini(area, 5)
    space.draw_space(canvas, lay, t)
    space.draw_zone(canvas, lay, list(zone_cells(5, (2, 2))), draw.PALETTE["bad"], 40 + int(30 * math.sin(t * 4)))
    space.draw_nova(canvas, lay.centre((2, 2)), lay.cell // 2, t)
    _stars(canvas, lay, [(1, 2), (2, 1), (2, 3)], t)
    draw.text(canvas, tr("NOVA = 5"), (area.centerx, area.bottom - 14), "m", draw.PALETTE["nova"], "center")


def _fault(canvas: pygame.Surface, area: pygame.Rect, t: float) -> None:
    lay = _mini(area, 5)
    space.draw_space(canvas, lay, t)
    zone = list(zone_cells(5, (2, 2)))
    space.draw_zone(canvas, lay, zone, draw.PALETTE["violet"], 50 + int(30 * math.sin(t * 5)))
    _stars(canvas, lay, zone, t)
    draw.text(canvas, tr("CLAIM!"), (area.centerx, area.bottom - 14), "m", draw.PALETTE["ink"], "center")


RULES_PAGES = [
    RulesPage(
        N_("SPACE"),
        N_(
            "The red NOVA sits in the middle of SPACE with three stars. The rest "
            "form the POOL: 29 stars in all (41 on the 9x9 board for 4-6 players). "
            "On your turn place one star on any empty cell."
        ),
        _start,
    ),
    RulesPage(
        N_("Zones"),
        N_(
            "A ZONE is a cell and its neighbours up, down, left and right. "
            "Inside it has 5 cells, on an edge 4, in a corner 3. The NOVA counts as a star."
        ),
        _zones,
    ),
    RulesPage(
        N_("Black holes"),
        N_(
            "Fill the last cell of a zone and it collapses: you capture every "
            "star in it and a BLACK HOLE sits on its centre. Its cells are swallowed: nothing "
            "may go there again. Never leave a zone one star short for the next player!"
        ),
        _collapse,
    ),
    RulesPage(
        N_("Event horizon"),
        N_(
            "A zone that contains a swallowed cell can never collapse (a zone just "
            "beside a black hole still can). If one star completes two zones, you choose "
            "which ONE collapses; the other stays full for good."
        ),
        _horizon,
    ),
    RulesPage(
        N_("The end"),
        N_(
            "When the pool is empty you place stars from your own captured ones. "
            "With none left at your turn you are OUT; the game ends when fewer than two "
            "players remain in. It also ends when SPACE is full, or at once when the NOVA is "
            "captured: it counts 5. Most stars held wins; a shared first place is a draw."
        ),
        _end,
    ),
    RulesPage(
        N_("Fault rule"),
        N_(
            "An option: black holes do not form by themselves. Press Claim as you "
            "place the star that completes a zone. If you miss it, the next player may claim "
            "it at the start of their turn and then plays as usual."
        ),
        _fault,
    ),
]
