"""Drawing the hexagonal box: cells, port arrows, markers, stones, atoms and rays.

Pure drawing from a layout (pixel positions for cells and ports) onto a
surface; no game logic and no input.  Shared by the play scene and the small
diagrams of the rules pages.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import pygame

from game.blackbox import DIRS, cells, ports
from scenes.framework import draw

SQ3 = math.sqrt(3.0)
CELL_FILL = (22, 24, 56)
CELL_FILL_2 = (28, 30, 68)
CELL_EDGE = (64, 70, 140)
RIM = (120, 110, 220)
ARROW = (150, 160, 220)
ARROW_HOT = (255, 214, 90)
HIT_COLOUR = (10, 10, 14)
REFLECT_COLOUR = (245, 245, 255)
# detour pairs cycle through these bright colours (numbers drawn on top in dark ink)
PAIR_COLOURS = [
    (255, 170, 60),
    (110, 210, 255),
    (255, 120, 170),
    (140, 235, 140),
    (200, 150, 255),
    (255, 230, 110),
    (90, 230, 210),
    (255, 140, 110),
    (170, 190, 255),
    (220, 255, 120),
]
DIGIT_DISC = 6  # the smallest disc radius a pair's number fits on
RAY_HIT = (255, 90, 90)
RAY_REFLECT = (255, 255, 255)
RIM_OUT = 0.5  # a port's spot on the rim itself (half a step out from its cell), where reveal lines end


def pair_colour(number: int) -> tuple:
    return PAIR_COLOURS[(number - 1) % len(PAIR_COLOURS)]


@dataclass(frozen=True)
class BoxLayout:
    """Pixel geometry of a box of `radius` with hex `size` centred at `origin`."""

    radius: int
    size: float
    origin: tuple[float, float]

    @staticmethod
    def fit(radius: int, area: pygame.Rect) -> "BoxLayout":
        """The largest box (ports included) that fits `area`."""
        s = min(area.w / 2 / ((radius + 1.2) * SQ3), area.h / 2 / (1.5 * radius + 2.0))
        return BoxLayout(radius, float(int(s)), (float(area.centerx), float(area.centery)))

    def centre(self, cell: tuple[int, int]) -> tuple[int, int]:
        q, r = cell
        x = self.origin[0] + self.size * SQ3 * (q + r / 2)
        y = self.origin[1] + self.size * 1.5 * r
        return (round(x), round(y))

    def vector(self, d: int) -> tuple[float, float]:
        """Pixel offset of one step in direction d."""
        q, r = DIRS[d]
        return (self.size * SQ3 * (q + r / 2), self.size * 1.5 * r)

    def corners(self, cell, shrink: float = 0.0) -> list[tuple[int, int]]:
        cx, cy = self.centre(cell)
        s = self.size - shrink
        return [
            (round(cx + s * math.cos(math.radians(30 + 60 * k))), round(cy + s * math.sin(math.radians(30 + 60 * k))))
            for k in range(6)
        ]

    def port_pos(self, port, out: float = 0.68) -> tuple[int, int]:
        """Where a port's arrow sits: just outside the cell edge the ray enters by."""
        (cell, d) = port
        cx, cy = self.centre(cell)
        vx, vy = self.vector(d)
        return (round(cx - vx * out), round(cy - vy * out))

    def cell_rect(self, cell) -> pygame.Rect:
        r = pygame.Rect(0, 0, int(self.size * 1.3), int(self.size * 1.3))
        r.center = self.centre(cell)
        return r

    def marker_radius(self) -> int:
        return max(5, int(self.size * 0.34))

    def marker_pos(self, port) -> tuple[int, int]:
        """Where a port's marker disc sits: on its arrow, nudged along the rim
        where two ports' discs would touch (the two edges that meet in a notch
        of the rim face each other)."""
        return marker_positions(self)[port]

    def port_rect(self, port) -> pygame.Rect:
        k = max(10, int(self.size * 0.75))
        r = pygame.Rect(0, 0, k, k)
        r.center = self.port_pos(port)
        return r


@lru_cache(maxsize=8)
def marker_positions(layout: BoxLayout) -> dict:
    """Every port's marker centre: its arrow's spot, then neighbours on the
    rim (ports() goes round it) closer than two radii plus a pixel pushed
    apart along their line, a few rounds so a push never crowds the next."""
    ring = ports(layout.radius)
    pos = {p: [float(v) for v in layout.port_pos(p)] for p in ring}
    gap = 2 * (layout.marker_radius() + 1) + 1.5
    for _ in range(24):
        for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
            (ax, ay), (bx, by) = pos[a], pos[b]
            dist = math.hypot(bx - ax, by - ay)
            if 0 < dist < gap:
                push = (gap - dist) / 2 / dist
                pos[a] = [ax - (bx - ax) * push, ay - (by - ay) * push]
                pos[b] = [bx + (bx - ax) * push, by + (by - ay) * push]
    return {p: (round(x), round(y)) for p, (x, y) in pos.items()}


@lru_cache(maxsize=8)
def box_surface(layout: BoxLayout) -> pygame.Surface:
    """The still part of the box: cells with a two-tone pixel bevel, and the rim."""
    surf = pygame.Surface((640, 360), pygame.SRCALPHA)
    for cell in cells(layout.radius):
        q, r = cell
        fill = CELL_FILL if (q - r) % 3 else CELL_FILL_2
        pts = layout.corners(cell)
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, CELL_EDGE, pts, 1)
        inner = layout.corners(cell, shrink=3)
        pygame.draw.lines(surf, (40, 44, 92), False, inner[3:6] + inner[0:1], 1)
    # the rim: every outer edge of the border drawn bright
    for cell, d in ports(layout.radius):
        pts = layout.corners(cell)
        # corner k sits at angle 30+60k; the edge facing direction vector v lies between
        # the two corners nearest to -v (the side the ray comes from)
        vx, vy = layout.vector(d)
        ang = math.degrees(math.atan2(-vy, -vx)) % 360
        k = int(((ang - 30) % 360) // 60)
        a, b = pts[k], pts[(k + 1) % 6]
        pygame.draw.line(surf, RIM, a, b, 2)
    return surf


def draw_box(canvas: pygame.Surface, layout: BoxLayout, t: float) -> None:
    """The box, with a spark of light running round its rim so it never sits still."""
    canvas.blit(box_surface(layout), (0, 0))
    ring = ports(layout.radius)
    head = t * 9.0
    for k in range(6):
        i = int(head - k) % len(ring)
        x, y = layout.port_pos(ring[i], out=0.5)
        fade = 1.0 - k / 6
        col = (int(120 + 135 * fade), int(110 + 110 * fade), 255)
        pygame.draw.circle(canvas, col, (x, y), 2 if k == 0 else 1)


def draw_arrow(canvas: pygame.Surface, layout: BoxLayout, port, colour=ARROW, scale: float = 1.0) -> None:
    """A small pixel triangle pointing into the box."""
    x, y = layout.port_pos(port)
    vx, vy = layout.vector(port[1])
    n = math.hypot(vx, vy)
    ux, uy = vx / n, vy / n
    k = max(3.0, layout.size * 0.26) * scale
    tip = (round(x + ux * k), round(y + uy * k))
    left = (round(x - ux * k * 0.6 - uy * k * 0.8), round(y - uy * k * 0.6 + ux * k * 0.8))
    right = (round(x - ux * k * 0.6 + uy * k * 0.8), round(y - uy * k * 0.6 - ux * k * 0.8))
    pygame.draw.polygon(canvas, colour, (tip, left, right))


def draw_marker(canvas: pygame.Surface, layout: BoxLayout, port, kind: str, number: int = 0, glow: float = 0.0) -> None:
    """Black (hit), white (reflection) or a numbered coloured disc (detour pair)."""
    x, y = layout.marker_pos(port)
    r = layout.marker_radius()
    if glow > 0:
        pygame.draw.circle(canvas, draw.PALETTE["gold"], (x, y), r + 1 + int(3 * glow), 1)
    if kind == "hit":
        pygame.draw.circle(canvas, (150, 150, 180), (x, y), r + 1)
        pygame.draw.circle(canvas, HIT_COLOUR, (x, y), r)
        pygame.draw.circle(canvas, (60, 60, 80), (x - r // 3, y - r // 3), max(1, r // 4))
    elif kind == "reflect":
        pygame.draw.circle(canvas, (40, 40, 60), (x, y), r + 1)
        pygame.draw.circle(canvas, REFLECT_COLOUR, (x, y), r)
        pygame.draw.circle(canvas, (190, 190, 215), (x + r // 3, y + r // 3), max(1, r // 3))
    else:
        col = pair_colour(number)
        r = max(r, draw.cap_height("s") // 2 + DIGIT_DISC - 3)  # the number sits wholly on its disc
        pygame.draw.circle(canvas, (20, 20, 30), (x, y), r + 1)
        pygame.draw.circle(canvas, col, (x, y), r)
        draw.text(canvas, str(number), (x + 1, y + 1), "s", draw.ink_on(col), "center", shadow=False)


def draw_stone(canvas: pygame.Surface, layout: BoxLayout, cell, kind: str) -> None:
    """A Go stone: black = trial, white = sure."""
    x, y = layout.centre(cell)
    r = max(5, int(layout.size * 0.5))
    if kind == "trial":
        pygame.draw.circle(canvas, (120, 120, 150), (x, y), r + 1)
        pygame.draw.circle(canvas, (14, 14, 20), (x, y), r)
        pygame.draw.circle(canvas, (70, 70, 95), (x - r // 3, y - r // 3), max(1, r // 4))
    else:
        pygame.draw.circle(canvas, (30, 30, 50), (x, y), r + 1)
        pygame.draw.circle(canvas, (240, 240, 250), (x, y), r)
        pygame.draw.circle(canvas, (255, 255, 255), (x - r // 3, y - r // 3), max(1, r // 4))
        pygame.draw.circle(canvas, (180, 180, 205), (x + r // 3, y + r // 3), max(1, r // 4))


def draw_atom(canvas: pygame.Surface, layout: BoxLayout, cell, t: float) -> None:
    """An atom is a tiny black hole."""
    draw.swirl(canvas, layout.centre(cell), max(5, int(layout.size * 0.62)), t + hash(cell) % 7 * 0.1)


def ray_points(layout: BoxLayout, port, kind: str, exit_port, path: Sequence) -> list[tuple[int, int]]:
    """The polyline of a ray for the reveal: from its port through the cells it
    stood in to where it ended (the atom, its own port, or the exit port).  It starts
    and ends on the rim, never out past it where the markers and their numbers sit."""
    pts = [layout.port_pos(port, out=RIM_OUT)]
    pts += [layout.centre(c) for c in path]
    if kind == "reflect":
        pts.append(layout.port_pos(port, out=RIM_OUT))
    elif kind == "detour" and exit_port is not None:
        pts.append(layout.port_pos(exit_port, out=RIM_OUT))
    return pts


def draw_polyline_part(canvas: pygame.Surface, pts: Sequence, frac: float, colour, width: int = 2) -> None:
    """The first `frac` (0..1) of a polyline, by length; a bright head while it grows."""
    if len(pts) < 2 or frac <= 0:
        return
    lengths = [math.dist(a, b) for a, b in zip(pts, pts[1:], strict=False)]
    total = sum(lengths) or 1.0
    left = total * min(1.0, frac)
    head = pts[0]
    for (a, b), seg in zip(zip(pts, pts[1:], strict=False), lengths, strict=True):
        if left <= 0:
            break
        if seg <= left:
            pygame.draw.line(canvas, colour, a, b, width)
            head = b
            left -= seg
        else:
            k = left / seg
            head = (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k))
            pygame.draw.line(canvas, colour, a, head, width)
            left = 0
    if frac < 1.0:
        pygame.draw.circle(canvas, (255, 255, 255), head, width + 1)


def draw_beam(canvas: pygame.Surface, layout: BoxLayout, port, t: float, inward: bool, colour) -> None:
    """A ray at a port over t in 0..1: going in (``inward``) or coming out, a bright head
    with a glow and a short fading trail behind it."""
    if t >= 1.0:
        return
    if inward:
        start, end = layout.port_pos(port, out=1.6), layout.centre(port[0])
    else:
        start, end = layout.port_pos(port, out=0.7), layout.port_pos(port, out=2.6)
    k = min(1.0, t * 3.0)
    fade = 1.0 - max(0.0, (t - 0.35) / 0.65)

    def at(u: float) -> tuple[int, int]:
        return round(start[0] + (end[0] - start[0]) * u), round(start[1] + (end[1] - start[1]) * u)

    for step in range(TRAIL):  # the trail: fainter the further behind the head
        a, b = max(0.0, k - (step + 1) * 0.12), max(0.0, k - step * 0.12)
        if b <= 0:
            break
        keep = fade * (1 - step / TRAIL)
        col = tuple(int(c * keep + 8 * (1 - keep)) for c in colour)
        pygame.draw.line(canvas, col, at(a), at(b), 3 if step == 0 else 2)
    if fade > 0.05:
        glow(canvas, at(k), colour, fade)


TRAIL = 3  # segments of a ray's trail


def glow(canvas: pygame.Surface, centre: tuple[int, int], colour, strength: float = 1.0) -> None:
    """A soft pixel glow: rings of the colour, fading out, and a white-hot core."""
    halo = pygame.Surface((15, 15), pygame.SRCALPHA)
    for r, a in ((7, 50), (5, 90), (3, 170)):
        pygame.draw.circle(halo, (*colour[:3], int(a * strength)), (7, 7), r)
    canvas.blit(halo, (centre[0] - 7, centre[1] - 7))
    pygame.draw.circle(canvas, (255, 255, 255), centre, 2)


def draw_hit_flash(canvas: pygame.Surface, layout: BoxLayout, port, t: float) -> None:
    """An absorbed ray: a burst at its port's marker, a ring that widens and fades."""
    if t >= 1.0:
        return
    x, y = layout.marker_pos(port)
    r = layout.marker_radius() + 2 + int(10 * t)
    fade = 1.0 - t
    col = tuple(int(c * fade + 8 * (1 - fade)) for c in RAY_HIT)
    pygame.draw.circle(canvas, col, (x, y), r, 2)
    if t < 0.4:
        glow(canvas, (x, y), RAY_HIT, 1.0 - t / 0.4)


def draw_cell_glow(canvas: pygame.Surface, layout: BoxLayout, cell, colour, width: int = 2) -> None:
    pygame.draw.polygon(canvas, colour, layout.corners(cell, shrink=1.5), width)


def draw_check(canvas: pygame.Surface, layout: BoxLayout, cell, colour) -> None:
    """A found atom's tick: found and missed atoms differ by shape, not only green and red."""
    x, y = layout.centre(cell)
    k = max(4, int(layout.size * 0.4))
    points = [(x - k, y), (x - k // 3, y + k * 2 // 3), (x + k, y - k * 2 // 3)]
    for w, col in ((5, (0, 0, 0)), (3, colour)):
        pygame.draw.lines(canvas, col, False, points, w)


def draw_missed(canvas: pygame.Surface, layout: BoxLayout, cell, colour) -> None:
    """A missed atom: a broken ring around it (four arcs), the shape of "not found"."""
    x, y = layout.centre(cell)
    r = max(5, int(layout.size * 0.62))
    box = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)
    for k in range(4):
        start = k * math.pi / 2 + 0.25
        pygame.draw.arc(canvas, (0, 0, 0), box.inflate(2, 2), start, start + 1.0, 4)
        pygame.draw.arc(canvas, colour, box, start, start + 1.0, 2)


def draw_cross(canvas: pygame.Surface, layout: BoxLayout, cell, colour) -> None:
    x, y = layout.centre(cell)
    k = max(4, int(layout.size * 0.45))
    for w, col in ((4, (0, 0, 0)), (2, colour)):
        pygame.draw.line(canvas, col, (x - k, y - k), (x + k, y + k), w)
        pygame.draw.line(canvas, col, (x - k, y + k), (x + k, y - k), w)
