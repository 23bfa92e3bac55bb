"""Drawing the Black Box frame from its snapshot: the cover of a two-player hand-over, else the
starfield, the box, the deduction aid's corner and the side panel.

While a round is open only markers show, never a ray's inside path; at the
reveal every fired ray grows from the rim to where it ended, one after
another, drawn under the markers so their numbers stay readable. The box's
geometry and drawing primitives are board.py's; the panel's words panel.py's.
"""

from __future__ import annotations

from typing import Any

import pygame

import scenes.blackbox.board as board
from game.blackbox import Round, ports
from scenes.blackbox.aid import draw_aid
from scenes.blackbox.panel import draw_cover, draw_panel
from scenes.blackbox.snapshot import BoardSnapshot, Flash, Frame
from scenes.framework import draw

PANEL = pygame.Rect(440, 8, 192, 344)
# five key lines fit under it in Large text: the four, one of them broken in two in a longer language
BUTTON = pygame.Rect(PANEL.x + 14, PANEL.bottom - 116, PANEL.w - 28, 22)
FLASH_S = 0.7  # a ray's flash at its port
RAY_S = 0.55  # each ray's path at the reveal


IN_S = 0.32  # a fired ray is inside the box this long before it comes out (or is absorbed)
EMERGE_S = 0.12  # then its head takes this long from the rim to the marker's place


def ray_flashes(port: Any, kind: str, exit_port: Any, colour: tuple, now: float) -> list[Flash]:
    """A fired ray as the player sees it: a beam goes in; then it is absorbed (a flash at its
    port), bounces back out of it (a reflection), or comes out at the exit (a detour); each
    marker and its number show only when the ray reaches them."""
    out_at = now + IN_S
    if kind == "hit":
        return [Flash(port, now, True, colour, out_at), Flash(port, out_at, False, colour, out_at, "hit")]
    shown = out_at + EMERGE_S
    where = port if kind == "reflect" or exit_port is None else exit_port
    return [Flash(port, now, True, colour, shown), Flash(where, out_at, False, colour, shown)]


def markers_shown(snap: BoardSnapshot) -> set:
    """The ports whose markers are drawn now: not those a fired ray has yet to reach."""
    if snap.reveal_elapsed is not None:  # the reveal shows every ray at once
        return {m.port for m in snap.round.markers()}
    waiting = {f.port for f in snap.flashes if f.marker_at > snap.clock}
    return {m.port for m in snap.round.markers()} - waiting


def reveal_length(r: Round) -> float:
    return RAY_S * len(r.fired) + 1.2


def shot_colour(kind: str, number: int) -> tuple:
    if kind == "detour":
        return board.pair_colour(number)
    return board.RAY_HIT if kind == "hit" else board.RAY_REFLECT


def draw_board(canvas: pygame.Surface, lay: board.BoxLayout, snap: BoardSnapshot, t: float) -> None:
    board.draw_box(canvas, lay, t)
    r = snap.round
    for cell in snap.setter_atoms:
        board.draw_atom(canvas, lay, cell, t)
    if snap.faint_atoms and r.atoms is not None:
        for cell in r.atoms:
            board.draw_cell_glow(canvas, lay, cell, (110, 70, 190), 1)
            pygame.draw.circle(canvas, (70, 40, 130), lay.centre(cell), max(3, int(lay.size * 0.25)))
    if snap.reveal_elapsed is not None and r.atoms is not None:
        _draw_reveal(canvas, lay, r, snap.reveal_elapsed, t)
    else:
        for cell, kind in r.stones:
            board.draw_stone(canvas, lay, cell, kind)
    _draw_ports(canvas, lay, snap)
    for f in snap.flashes:
        k = (snap.clock - f.start) / FLASH_S
        if 0 <= k < 1 and f.kind == "hit":
            if snap.flashes_on:  # off: the marker's letter alone says the ray was absorbed
                board.draw_hit_flash(canvas, lay, f.port, k)
        elif 0 <= k < 1:
            board.draw_beam(canvas, lay, f.port, k, f.inward, f.colour)
    if snap.focus_rect is not None:
        draw.cursor(canvas, snap.focus_rect, t)


def _draw_ports(canvas: pygame.Surface, lay: board.BoxLayout, snap: BoardSnapshot) -> None:
    shown = markers_shown(snap)
    marks = {m.port: m for m in snap.round.markers() if m.port in shown}
    for p in ports(snap.round.radius):
        m = marks.get(p)
        if m is None:
            hot = snap.getting and snap.focus == p
            board.draw_arrow(canvas, lay, p, board.ARROW_HOT if hot else board.ARROW, 1.25 if hot else 1.0)
        else:
            lit = [1 - (snap.clock - f.marker_at) / FLASH_S for f in snap.flashes if f.port == p]
            glow = max((g for g in lit if g <= 1), default=0.0) if snap.flashes_on else 0.0
            board.draw_marker(canvas, lay, p, m.kind, m.number, max(0.0, glow))


def _draw_reveal(canvas: pygame.Surface, lay: board.BoxLayout, r: Round, elapsed: float, t: float) -> None:
    assert r.atoms is not None
    for cell in r.atoms:
        board.draw_atom(canvas, lay, cell, t)
    number = 0
    for i, (port, shot) in enumerate(r.fired):
        number += shot.kind == "detour"
        pts = board.ray_points(lay, port, shot.kind, shot.exit, shot.path)
        board.draw_polyline_part(canvas, pts, (elapsed - i * RAY_S) / RAY_S, shot_colour(shot.kind, number), 2)
    if elapsed < RAY_S * len(r.fired):
        return
    announced = r.announced or frozenset()
    for cell in announced:
        if cell in r.atoms:
            board.draw_cell_glow(canvas, lay, cell, draw.PALETTE["good"], 2)
            board.draw_check(canvas, lay, cell, draw.PALETTE["good"])
        else:
            board.draw_stone(canvas, lay, cell, "sure")
            board.draw_cross(canvas, lay, cell, draw.PALETTE["bad"])
    for cell in r.atoms - announced:
        board.draw_cell_glow(canvas, lay, cell, draw.PALETTE["bad"], 1)
        board.draw_missed(canvas, lay, cell, draw.PALETTE["bad"])


def draw_frame(canvas: pygame.Surface, lay: board.BoxLayout, frame: Frame, starfield: draw.Starfield, t: float) -> None:
    """The whole frame (the result keys are the play scene's, drawn over it)."""
    if frame.cover_lines:
        draw_cover(canvas, frame.cover_lines, t, frame.cover_hint)
        return
    starfield.draw(canvas, t, drift=2.0)
    if frame.board is not None:
        draw_board(canvas, lay, frame.board, t)
    if frame.aid is not None:
        draw_aid(canvas, lay, frame.aid)
    if frame.panel is not None:
        draw_panel(canvas, PANEL, BUTTON, frame.panel, t)
