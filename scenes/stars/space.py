"""SPACE as pixels: the Layout of a board on the canvas and the sprites of its grid, stars,
the NOVA, swallowed cells and black holes.

Sprites are small pixel-art surfaces made once per size and frame (cached), so
a frame is a handful of blits. Used by the board and panel views and the rules diagrams.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.framework import draw

Cell = tuple[int, int]
GRID = (46, 50, 110)
GRID_DOT = (84, 90, 170)
SPACE_FILL = (6, 6, 20)
SWALLOWED_FILL = (2, 1, 6)
STAR_WHITE = (236, 240, 255)
STAR_FRAMES = 8


@dataclass(frozen=True)
class Layout:
    """Where each cell of a size x size board sits on the canvas."""

    size: int
    x: int
    y: int
    cell: int

    @property
    def rect_all(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.size * self.cell, self.size * self.cell)

    def rect(self, c: Cell) -> pygame.Rect:
        return pygame.Rect(self.x + c[1] * self.cell, self.y + c[0] * self.cell, self.cell, self.cell)

    def centre(self, c: Cell) -> tuple[int, int]:
        return (self.x + c[1] * self.cell + self.cell // 2, self.y + c[0] * self.cell + self.cell // 2)

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.size) for c in range(self.size)]


def fit(size: int, area: pygame.Rect) -> Layout:
    """The biggest whole-pixel grid of size x size cells centred in `area`."""
    cell = min(area.w, area.h) // size
    if cell % 2:
        cell -= 1
    w = cell * size
    return Layout(size, area.x + (area.w - w) // 2, area.y + (area.h - w) // 2, cell)


def shade(colour: tuple, k: float) -> tuple:
    return tuple(max(0, min(255, int(v * k))) for v in colour)


def mix(a: tuple, b: tuple, k: float) -> tuple:
    return tuple(int(x + (y - x) * k) for x, y in zip(a, b, strict=True))


# -- sprites ------------------------------------------------------------------------
@lru_cache(maxsize=256)
def star_sprite(radius: int, frame: int, colour: tuple = STAR_WHITE) -> pygame.Surface:
    """A four-pointed pixel star; its arms grow and shrink over STAR_FRAMES frames."""
    size = radius * 2 + 1
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = radius
    k = 0.5 + 0.5 * math.sin(2 * math.pi * frame / STAR_FRAMES)
    arm = max(2, int(radius * (0.55 + 0.45 * k)))
    core = max(1, radius // 4)
    glow = (*shade(colour, 0.45), 110)
    pygame.draw.circle(surf, glow, (c, c), core + 2)
    for d in range(1, arm + 1):
        fade = 1.0 - d / (arm + 1)
        col = (*mix(shade(colour, 0.35), colour, fade), int(90 + 165 * fade))
        for dx, dy in ((d, 0), (-d, 0), (0, d), (0, -d)):
            surf.set_at((c + dx, c + dy), col)
    diag = max(1, arm // 3)
    for d in range(1, diag + 1):
        col = (*shade(colour, 0.7), 150)
        for dx, dy in ((d, d), (-d, d), (d, -d), (-d, -d)):
            surf.set_at((c + dx, c + dy), col)
    pygame.draw.rect(surf, colour, (c - core + 1, c - core + 1, core * 2 - 1, core * 2 - 1))
    surf.set_at((c, c), (255, 255, 255))
    return surf


@lru_cache(maxsize=64)
def nova_sprite(radius: int, frame: int) -> pygame.Surface:
    """The red NOVA: a hot core in rings that pulse outwards."""
    size = radius * 2 + 1
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = radius
    k = 0.5 + 0.5 * math.sin(2 * math.pi * frame / STAR_FRAMES)
    outer = int(radius * (0.75 + 0.25 * k))
    for rr, col in (
        (outer, (120, 10, 30, 90)),
        (int(outer * 0.8), (190, 30, 40, 150)),
        (int(radius * 0.55), (255, 70, 70, 255)),
        (int(radius * 0.35), (255, 150, 110, 255)),
        (max(1, int(radius * 0.16)), (255, 235, 200, 255)),
    ):
        pygame.draw.circle(surf, col, (c, c), max(1, rr))
    for d in range(int(radius * 0.55), outer + 1):
        a = int(200 * (1 - (d - radius * 0.55) / max(1, outer - radius * 0.55 + 1)))
        for dx, dy in ((d, 0), (-d, 0), (0, d), (0, -d)):
            surf.set_at((c + dx, c + dy), (255, 120, 90, max(0, min(255, a))))
    return surf


def star_frame(t: float, phase: float, speed: float = 1.0) -> int:
    return int(t * 6 * speed + phase * STAR_FRAMES) % STAR_FRAMES


def cell_phase(c: Cell) -> float:
    """A fixed pseudo-random phase per cell so stars twinkle out of step."""
    return ((c[0] * 7919 + c[1] * 104729) % 997) / 997.0


# -- board pieces ---------------------------------------------------------------------
def draw_space(canvas: pygame.Surface, lay: Layout, t: float) -> None:
    """The board: a darker square of space, its grid and bright dots where lines cross."""
    area = lay.rect_all
    shadow = pygame.Surface((area.w + 8, area.h + 8), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 90))
    canvas.blit(shadow, (area.x - 4, area.y - 2))
    body = pygame.Surface(area.size, pygame.SRCALPHA)
    body.fill((*SPACE_FILL, 200))
    canvas.blit(body, area)
    for k in range(lay.size + 1):
        x = lay.x + k * lay.cell
        y = lay.y + k * lay.cell
        pygame.draw.line(canvas, GRID, (x, area.top), (x, area.bottom))
        pygame.draw.line(canvas, GRID, (area.left, y), (area.right, y))
    for r in range(lay.size + 1):
        for c in range(lay.size + 1):
            canvas.set_at((lay.x + c * lay.cell, lay.y + r * lay.cell), GRID_DOT)
    pygame.draw.rect(canvas, draw.PALETTE["panel_edge"], area.inflate(2, 2), 1)


def draw_star(
    canvas: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    t: float,
    phase: float,
    colour: tuple = STAR_WHITE,
    scale: float = 1.0,
) -> None:
    r = max(2, int(radius * scale))
    img = star_sprite(r, star_frame(t, phase), colour)
    canvas.blit(img, (centre[0] - r, centre[1] - r))


def draw_nova(canvas: pygame.Surface, centre: tuple[int, int], radius: int, t: float, scale: float = 1.0) -> None:
    r = max(3, int(radius * scale))
    img = nova_sprite(r, int(t * 5) % STAR_FRAMES)
    canvas.blit(img, (centre[0] - r, centre[1] - r))


def draw_swallowed(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A cell lost beyond an event horizon: black, with a faint dither."""
    pygame.draw.rect(canvas, SWALLOWED_FILL, rect)
    for y in range(rect.top + 2, rect.bottom - 1, 4):
        for x in range(rect.left + 2 + (y // 4) % 2 * 2, rect.right - 1, 4):
            canvas.set_at((x, y), (16, 10, 34))


def draw_horizon(canvas: pygame.Surface, lay: Layout, cells: list[Cell], t: float, colour: tuple) -> None:
    """The event horizon: a dim, slowly pulsing outline around a black hole's zone."""
    k = 0.45 + 0.15 * math.sin(t * 2.0)
    draw_zone(canvas, lay, cells, shade(colour, k), 0)


def draw_hole(canvas: pygame.Surface, centre: tuple[int, int], radius: int, t: float, colour: tuple) -> None:
    """A black hole on its zone's centre, ringed in the colour of whoever made it."""
    pygame.draw.circle(canvas, shade(colour, 0.55), centre, radius + 1, 1)
    draw.swirl(canvas, centre, radius, t)


def draw_zone(
    canvas: pygame.Surface, lay: Layout, cells: list[Cell], colour: tuple, alpha: int = 70, outline: bool = True
) -> None:
    """Light a zone: a translucent wash over its cells and a border around the shape."""
    members = set(cells)
    if alpha:
        wash = pygame.Surface((lay.cell, lay.cell), pygame.SRCALPHA)
        wash.fill((*colour, alpha))
        for c in cells:
            canvas.blit(wash, lay.rect(c))
    if not outline:
        return
    for c in cells:
        r = lay.rect(c)
        if (c[0] - 1, c[1]) not in members:
            pygame.draw.line(canvas, colour, r.topleft, (r.right - 1, r.top))
        if (c[0] + 1, c[1]) not in members:
            pygame.draw.line(canvas, colour, (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
        if (c[0], c[1] - 1) not in members:
            pygame.draw.line(canvas, colour, r.topleft, (r.left, r.bottom - 1))
        if (c[0], c[1] + 1) not in members:
            pygame.draw.line(canvas, colour, (r.right - 1, r.top), (r.right - 1, r.bottom - 1))


def draw_gift_mark(canvas: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Teaching mark: a small red cross in the corner of a cell that hands over a black hole."""
    col = draw.PALETTE["bad"] if int(t * 2) % 2 == 0 else shade(draw.PALETTE["bad"], 0.75)
    k = max(6, rect.w // 5) if draw.TEXT.large else 3  # scales with Large text, to read from the sofa
    width = 2 if draw.TEXT.large else 1
    x, y = rect.right - 4 - k, rect.top + 3
    pygame.draw.line(canvas, col, (x, y), (x + k, y + k), width)
    pygame.draw.line(canvas, col, (x + k, y), (x, y + k), width)


def draw_count(canvas: pygame.Surface, pos: tuple[int, int], text: str, colour: tuple) -> None:
    """A little tag like "4/5" with a dark back, kept on the canvas."""
    w, h = draw.text_size(text, "m")
    box = pygame.Rect(0, 0, w + 6, h)
    box.midbottom = pos
    box.clamp_ip(canvas.get_rect())
    pygame.draw.rect(canvas, (10, 10, 30), box)
    pygame.draw.rect(canvas, colour, box, 1)
    draw.text(canvas, text, box.center, "m", colour, "center")
