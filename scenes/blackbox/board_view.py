"""The box on screen, drawn from a read-only snapshot of the round and the scene's view state.

While a round is open only markers show, never a ray's inside path; at the
reveal every fired ray grows from the rim to where it ended, one after
another, drawn under the markers so their numbers stay readable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.blackbox import Round, ports
from scenes.blackbox import view
from scenes.framework import draw

FLASH_S = 0.7  # a ray's flash at its port
RAY_S = 0.55  # each ray's path at the reveal


@dataclass(frozen=True, slots=True)
class Flash:
    """A ray's beam at a port: going in (``inward``) or coming out, from ``start``."""

    port: Any
    start: float
    inward: bool
    colour: tuple


@dataclass(frozen=True, slots=True)
class BoardSnapshot:
    """What the box shows this frame."""

    round: Round
    clock: float
    setter_atoms: frozenset = frozenset()  # a person setter's atoms while hiding
    flashes: tuple = ()
    focus: Any = None  # the cursor's key (a cell or a port)
    focus_rect: pygame.Rect | None = None  # drawn when the cursor is live
    getting: bool = False  # the port arrows under the cursor light up
    faint_atoms: bool = False  # a person watching the computer find them
    reveal_elapsed: float | None = None  # seconds into the reveal (None: not revealing)


def reveal_length(r: Round) -> float:
    return RAY_S * len(r.fired) + 1.2


def shot_colour(kind: str, number: int) -> tuple:
    if kind == "detour":
        return view.pair_colour(number)
    return view.RAY_HIT if kind == "hit" else view.RAY_REFLECT


def draw_board(canvas: pygame.Surface, lay: view.BoxLayout, snap: BoardSnapshot, t: float) -> None:
    view.draw_box(canvas, lay, t)
    r = snap.round
    for cell in snap.setter_atoms:
        view.draw_atom(canvas, lay, cell, t)
    if snap.faint_atoms and r.atoms is not None:
        for cell in r.atoms:
            view.draw_cell_glow(canvas, lay, cell, (110, 70, 190), 1)
            pygame.draw.circle(canvas, (70, 40, 130), lay.centre(cell), max(3, int(lay.size * 0.25)))
    if snap.reveal_elapsed is not None and r.atoms is not None:
        _draw_reveal(canvas, lay, r, snap.reveal_elapsed, t)
    else:
        for cell, kind in r.stones:
            view.draw_stone(canvas, lay, cell, kind)
    _draw_ports(canvas, lay, snap)
    for f in snap.flashes:
        k = (snap.clock - f.start) / FLASH_S
        if 0 <= k < 1:
            view.draw_beam(canvas, lay, f.port, k, f.inward, f.colour)
    if snap.focus_rect is not None:
        draw.cursor(canvas, snap.focus_rect, t)


def _draw_ports(canvas: pygame.Surface, lay: view.BoxLayout, snap: BoardSnapshot) -> None:
    marks = {m.port: m for m in snap.round.markers()}
    for p in ports(snap.round.radius):
        m = marks.get(p)
        if m is None:
            hot = snap.getting and snap.focus == p
            view.draw_arrow(canvas, lay, p, view.ARROW_HOT if hot else view.ARROW, 1.25 if hot else 1.0)
        else:
            glow = max((1 - (snap.clock - f.start) / FLASH_S for f in snap.flashes if f.port == p), default=0.0)
            view.draw_marker(canvas, lay, p, m.kind, m.number, max(0.0, glow))


def _draw_reveal(canvas: pygame.Surface, lay: view.BoxLayout, r: Round, elapsed: float, t: float) -> None:
    assert r.atoms is not None
    for cell in r.atoms:
        view.draw_atom(canvas, lay, cell, t)
    number = 0
    for i, (port, shot) in enumerate(r.fired):
        number += shot.kind == "detour"
        pts = view.ray_points(lay, port, shot.kind, shot.exit, shot.path)
        view.draw_polyline_part(canvas, pts, (elapsed - i * RAY_S) / RAY_S, shot_colour(shot.kind, number), 2)
    if elapsed < RAY_S * len(r.fired):
        return
    announced = r.announced or frozenset()
    for cell in announced:
        if cell in r.atoms:
            view.draw_cell_glow(canvas, lay, cell, draw.PALETTE["good"], 2)
        else:
            view.draw_stone(canvas, lay, cell, "sure")
            view.draw_cross(canvas, lay, cell, draw.PALETTE["bad"])
    for cell in r.atoms - announced:
        view.draw_cell_glow(canvas, lay, cell, draw.PALETTE["bad"], 1)
