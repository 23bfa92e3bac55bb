"""SPACE as the play scene shows it, drawn from a StarsView snapshot: the grid, stars,
the NOVA, black holes, lit zones, the cursor with its count, teaching marks, and the
captured stars flying to a tally."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

import scenes.stars.space as space
from game.stars import EMPTY, NOVA, STAR, SWALLOWED, zone_cells
from scenes.framework import draw
from scenes.stars.advice import focus_info
from scenes.stars.motion import Collapse
from scenes.stars.snapshot import StarsView

Cell = tuple[int, int]


def draw_board(canvas: pygame.Surface, v: StarsView) -> None:
    lay, state, t = v.layout, v.state, v.clock
    space.draw_space(canvas, lay, t)
    radius = lay.cell // 2 - 4
    playing = v.phase == "play"
    if playing and v.choosing is None and v.person_to_move:
        _draw_focus_zone(canvas, v)
    if playing and state.claims:
        for z in state.claims:  # missed zones stay lit for the next player
            space.draw_zone(
                canvas, lay, list(zone_cells(state.size, z)), draw.PALETTE["violet"], 50 + int(30 * math.sin(t * 5))
            )
    if v.choosing is not None:
        _draw_choosing(canvas, v)
    _draw_cells(canvas, v, radius)
    _draw_holes(canvas, v)
    for c in v.motion.collapses:
        if t < c.start + c.implode:
            for cell, _ in c.cells:
                _draw_falling(canvas, v, c, cell, radius)
    if playing and v.person_to_move and v.teaching and v.choosing is None:
        for cell in state.gift_cells():
            space.draw_gift_mark(canvas, lay.rect(cell), t)
    if v.last_star is not None and playing:  # the last star wears its placer's colour
        cell, seat = v.last_star
        frame = lay.rect(cell).inflate(-4, -4)
        pygame.draw.rect(canvas, space.shade(v.colour(seat), 0.8), frame, 1)
        seat_badge(canvas, v, seat, (frame.left + 1, frame.bottom - 1), lay.cell)
    if playing:
        _draw_cursor(canvas, v)
    _draw_reviewed(canvas, v)


def _draw_reviewed(canvas: pygame.Surface, v: StarsView) -> None:
    """The move on show in a review, on the position before it: the star as played, framed in
    its mover's colour with their shape, and the computer's better move (if it had one) in gold."""
    if v.phase != "review":
        return
    lay, t, seat = v.layout, v.clock, v.state.current_player
    better = v.ai_choice if v.ai_choice != v.reviewed else None
    for move, colour in ((better, draw.PALETTE["gold"]), (v.reviewed, v.colour(seat))):
        if move is None:
            continue
        cell, centre = move
        if cell is None and centre is not None:  # a claim: the zone claimed
            space.draw_zone(canvas, lay, list(zone_cells(v.state.size, centre)), colour, 70 + int(25 * math.sin(t * 5)))
            continue
        if cell is None:
            continue
        rect = lay.rect(cell).inflate(-2, -2)
        pygame.draw.rect(canvas, colour, rect, 2)
        if move == v.reviewed:
            ghost = space.star_sprite(max(5, lay.cell // 3), 2, colour).copy()
            ghost.set_alpha(170 + int(60 * math.sin(t * 6)))
            canvas.blit(ghost, ghost.get_rect(center=rect.center))
            seat_badge(canvas, v, seat, (rect.left + 6, rect.bottom - 6), lay.cell)


def _draw_cells(canvas: pygame.Surface, v: StarsView, radius: int) -> None:
    """Swallowed spots, stars (popping in when new) and the NOVA."""
    lay, t = v.layout, v.clock
    for cell in lay.cells():
        what = v.state.cell(cell)
        if what == SWALLOWED:
            space.draw_swallowed(canvas, lay.rect(cell))
        elif what == STAR:
            space.draw_star(
                canvas, lay.centre(cell), radius, t, space.cell_phase(cell), scale=v.motion.pop_scale(cell, t)
            )
        elif what == NOVA:
            space.draw_nova(canvas, lay.centre(cell), radius + 3, t)


def _draw_holes(canvas: pygame.Surface, v: StarsView) -> None:
    """Black holes and their horizons, kept inside SPACE (a hole at the rim must not spill)."""
    lay, t = v.layout, v.clock
    old_clip = canvas.get_clip()
    canvas.set_clip(lay.rect_all.clip(old_clip))
    for centre, seat in v.state.holes:
        anim = next((c for c in v.motion.collapses if c.centre == centre), None)
        if anim is not None and t < anim.start:
            continue
        grow = 1.0 if anim is None else max(0.0, min(1.0, (t - anim.start) / anim.implode))
        space.draw_horizon(canvas, lay, list(zone_cells(v.state.size, centre)), t, v.colour(seat))
        r = int(lay.cell * 0.62 * (0.3 + 0.7 * grow))
        space.draw_hole(canvas, lay.centre(centre), r, t, v.colour(seat))
        if grow >= 1.0:  # whose hole it is, by shape as well as colour
            cx, cy = lay.centre(centre)
            seat_badge(canvas, v, seat, (cx + r - 2, cy + r - 2), lay.cell)
    canvas.set_clip(old_clip)


def seat_badge(canvas: pygame.Surface, v: StarsView, seat: int, centre: tuple[int, int], cell: int) -> None:
    """The seat's shape, small, where its colour marks something on the board."""
    size = max(7, cell // 4) + (3 if draw.TEXT.large else 0)
    draw.seat_shape(canvas, draw.seat_of(v.colour(seat), seat), centre, size, v.colour(seat))


def _draw_falling(canvas: pygame.Surface, v: StarsView, c: Collapse, cell: Cell, radius: int) -> None:
    """A captured star spiralling into the new black hole."""
    t = v.clock
    p = max(0.0, min(1.0, (t - c.start) / c.implode))
    what = dict(c.cells)[cell]
    cx, cy = v.layout.centre(c.centre)
    x, y = v.layout.centre(cell)
    ang = math.atan2(y - cy, x - cx) + p * p * 2.5
    dist = math.hypot(x - cx, y - cy) * (1 - p * p)
    px, py = (cx, cy) if cell == c.centre else (int(cx + math.cos(ang) * dist), int(cy + math.sin(ang) * dist))
    scale = 1.0 - 0.8 * p
    if what == NOVA:
        space.draw_nova(canvas, (px, py), radius + 3, t, scale)
    else:
        space.draw_star(canvas, (px, py), radius, t, space.cell_phase(cell), scale=scale)


def draw_flyers(canvas: pygame.Surface, v: StarsView, tally_pos: Callable[[int, int], tuple[int, int]]) -> None:
    """Captured stars on their way from the hole to the capturer's tally."""
    t = v.clock
    for c in v.motion.collapses:
        hx, hy = v.layout.centre(c.centre)
        tx, ty = tally_pos(c.seat, v.state.players)
        for k, (_, what) in enumerate(c.cells):
            p = (t - c.fly_start(k)) / c.fly
            if not 0.0 <= p < 1.0:
                continue
            e = 1 - (1 - p) ** 2
            x = hx + (tx - hx) * e
            y = hy + (ty - hy) * e - math.sin(p * math.pi) * 40
            if what == NOVA:
                space.draw_nova(canvas, (int(x), int(y)), 8, t)
            else:
                space.draw_star(canvas, (int(x), int(y)), 6, t, k / 7, v.colour(c.seat))
            seat_badge(canvas, v, c.seat, (int(x) + 7, int(y) + 7), v.layout.cell)  # whose capture it is


def _draw_focus_zone(canvas: pygame.Surface, v: StarsView) -> None:
    cell = v.focus_cell
    info = focus_info(v.state, cell)
    if info is None or cell is None:
        return
    z, _, _, kind = info
    size = v.state.size
    if kind == "complete":
        for zz in v.state.completing_zones(cell):
            space.draw_zone(
                canvas, v.layout, list(zone_cells(size, zz)), draw.PALETTE["gold"], 60 + int(25 * math.sin(v.clock * 8))
            )
    else:
        seat = v.state.current_player
        col = draw.PALETTE["bad"] if kind == "gift" and v.teaching else v.colour(seat)
        cells = list(zone_cells(size, z))
        space.draw_zone(canvas, v.layout, cells, col, 34)
        spare = sorted(c for c in cells if c != cell)  # the cursor and its count hold the focus cell
        if col == v.colour(seat) and spare:  # the tint is the mover's: whose, by shape too
            corner = v.layout.rect(spare[0])
            seat_badge(canvas, v, seat, (corner.left + 7, corner.top + 7), v.layout.cell)


def _draw_choosing(canvas: pygame.Surface, v: StarsView) -> None:
    assert v.choosing is not None
    cell, zones = v.choosing
    for z in zones:
        lit = v.focus == ("zone", z)
        col = draw.PALETTE["gold"] if lit else draw.PALETTE["violet"]
        space.draw_zone(canvas, v.layout, list(zone_cells(v.state.size, z)), col, 90 if lit else 45)
    if cell is not None:
        space.draw_star(
            canvas, v.layout.centre(cell), v.layout.cell // 2 - 4, v.clock, 0.3, v.colour(v.state.current_player)
        )
        rect = v.layout.rect(cell)
        seat_badge(canvas, v, v.state.current_player, (rect.left + 6, rect.bottom - 6), v.layout.cell)


def _draw_cursor(canvas: pygame.Surface, v: StarsView) -> None:
    if not v.person_to_move and v.ai_choice is None:
        return  # thinking: no cursor on SPACE
    rect = v.focus_rect
    if rect is None:
        return
    state = v.state
    seat_col = v.colour(state.current_player)
    draw.cursor(canvas, rect.inflate(-2, -2), v.clock, seat_col)
    if v.choosing is not None and isinstance(v.focus, tuple) and v.focus[0] == "zone":
        value = state.capture_value(v.focus[1]) + (1 if v.choosing[0] is not None else 0)
        space.draw_count(canvas, (rect.centerx, rect.bottom - 3), f"+{value}", draw.PALETTE["gold"])
        return
    cell = v.focus_cell
    if not v.person_to_move or cell is None or state.cell(cell) != EMPTY:
        return
    ghost = space.star_sprite(max(5, v.layout.cell // 3), 2, seat_col).copy()
    ghost.set_alpha(150 + int(60 * math.sin(v.clock * 6)))
    canvas.blit(ghost, ghost.get_rect(center=(rect.centerx, rect.top + rect.h * 3 // 10)))
    info = focus_info(state, cell)
    if info is not None:
        _, have, n, kind = info
        col = {"complete": draw.PALETTE["gold"], "gift": draw.PALETTE["bad"], "fill": draw.PALETTE["ink"]}[kind]
        if kind == "gift" and not v.teaching:
            col = draw.PALETTE["ink"]
        space.draw_count(canvas, (rect.centerx, rect.bottom - 3), f"{have}/{n}", col)
