"""Where the circles of a numbers board sit on the canvas, and how they look.

Circles are packed like a honeycomb: each row is centred, rows are
sqrt(3)/2 of a pitch apart, so the circles that touch in the rules touch on
screen too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.numbers import Board, Cell
from scenes.framework import draw

INK_ON_SEAT = (22, 16, 42)


@dataclass(frozen=True)
class Layout:
    """Circle centres and radius for one board fitted into one rectangle."""

    centres: dict
    radius: int
    pitch: int

    def rect(self, cell: Cell) -> pygame.Rect:
        x, y = self.centres[cell]
        r = self.radius
        return pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)


def fit(board: Board, area: pygame.Rect, max_pitch: int = 62) -> Layout:
    """The largest honeycomb of `board` that fits in `area`, centred in it."""
    rows = board.row_lengths
    widest = max(rows)
    by_width = area.w / widest
    by_height = area.h / ((len(rows) - 1) * math.sqrt(3) / 2 + 1)
    pitch = int(min(by_width, by_height, max_pitch))
    radius = max(6, (pitch - 6) // 2)
    row_h = pitch * math.sqrt(3) / 2
    total_h = (len(rows) - 1) * row_h + 2 * radius
    top = area.top + (area.h - total_h) / 2 + radius
    centres = {}
    for r, n in enumerate(rows):
        for i in range(n):
            x = area.centerx + (i - (n - 1) / 2) * pitch
            centres[(r, i)] = (int(round(x)), int(round(top + r * row_h)))
    return Layout(centres, radius, pitch)


def shade(color: tuple, k: float) -> tuple:
    """Darker (k < 1) or lighter (k > 1) version of a colour."""
    if k <= 1:
        return tuple(int(c * k) for c in color)
    return tuple(int(c + (255 - c) * (k - 1)) for c in color)


@lru_cache(maxsize=64)
def disc(radius: int, color: tuple | None) -> pygame.Surface:
    """A pixel-art circle: drop shadow, rim, body and a highlight; None = free."""
    size = 2 * radius + 5
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (radius + 2, radius + 2)
    pygame.draw.circle(surf, (0, 0, 0, 150), (c[0], c[1] + 2), radius)
    if color is None:
        pygame.draw.circle(surf, draw.PALETTE["bg2"], c, radius)
        pygame.draw.circle(surf, draw.PALETTE["faint"], c, radius, 2)
        pygame.draw.circle(surf, (30, 32, 70), c, radius - 4, 1)
        return surf
    pygame.draw.circle(surf, shade(color, 0.55), c, radius)
    pygame.draw.circle(surf, color, (c[0], c[1] - 1), radius - 2)
    pygame.draw.circle(surf, shade(color, 1.35), (c[0] - radius // 3, c[1] - radius // 3), max(2, radius // 5))
    return surf


def number_size(radius: int) -> str:
    return "l" if radius >= 17 else "m"


def draw_mark(
    canvas: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    color: tuple,
    number: int,
    scale: float = 1.0,
    seat: int | None = None,
) -> None:
    """A written number: the seat-coloured disc with the number on it and, given the
    seat, its shape small at the disc's upper left (colour is not the only cue)."""
    if scale <= 0.05:
        return
    r = max(2, int(radius * scale))
    img = disc(r, color)
    canvas.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
    if scale > 0.6:
        size = number_size(r)
        draw.text(canvas, str(number), (centre[0], centre[1] - 1), size, INK_ON_SEAT, "center", shadow=False)
        if seat is not None and r >= 20:  # the boards' and the panel's discs (a shrinking copy loses it)
            draw_seat_sign(canvas, seat, centre, r, color)


def seat_sign_size(radius: int) -> int:
    """The seat shape on a disc: 11 px across at least (33 px at 1080p)."""
    return max(11, (radius - 2) * 11 // 20)


def seat_sign_centre(centre: tuple[int, int], radius: int) -> tuple[int, int]:
    """On the disc's rim at its lower right, clear of the number and the highlight."""
    k = radius * 3 // 4 + 1
    return (centre[0] + k, centre[1] + k + 1)


def draw_seat_sign(canvas: pygame.Surface, seat: int, centre: tuple[int, int], radius: int, color: tuple) -> None:
    """The seat's shape as a badge on the disc's rim: bright on a dark round backing, so it
    reads on the disc, on the rim and on the space around it."""
    at, size = seat_sign_centre(centre, radius), seat_sign_size(radius)
    pygame.draw.circle(canvas, INK_ON_SEAT, at, size // 2 + 2)
    draw.seat_shape(canvas, seat, at, size, color, None)


def draw_free(canvas: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    img = disc(radius, None)
    canvas.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))


def draw_ghost(
    canvas: pygame.Surface, centre: tuple[int, int], radius: int, color: tuple, number: int, t: float
) -> None:
    """The preview of the number about to be written: a pulsing outline."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    ring = pygame.Surface((2 * radius + 3, 2 * radius + 3), pygame.SRCALPHA)
    c = (radius + 1, radius + 1)
    pygame.draw.circle(ring, (*color, int(30 + 26 * pulse)), c, radius - 2)  # faint: its number stays 4.5:1
    pygame.draw.circle(ring, (*color, 255), c, radius - 1, 2)
    canvas.blit(ring, ring.get_rect(center=centre))
    draw.text(canvas, str(number), (centre[0], centre[1] - 1), number_size(radius), shade(color, 1.2), "center")


def draw_touch_hint(canvas: pygame.Surface, centre: tuple[int, int], radius: int, color: tuple) -> None:
    """A thin dotted ring: this circle would count if the focused one became the hole."""
    for k in range(16):
        a = k * math.pi / 8
        x = centre[0] + int(round((radius + 3) * math.cos(a)))
        y = centre[1] + 1 + int(round((radius + 3) * math.sin(a)))
        canvas.fill(color, (x, y, 1, 1))
