"""Where the piles sit: a frame of fans around the Black Hole in the middle.

Piles run clockwise from the top-left: the top row left to right, the right
column downwards, the bottom row right to left, the left column upwards. Top
row and side fans cascade downwards; bottom-row fans cascade upwards so every
playable card faces the hole.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_
from scenes.patience.cards import CARD_H, CARD_W

CANVAS_W = 640
HOLE = (320, 174)
TOP_Y = 22
BOTTOM_LIMIT = 342


@dataclass(frozen=True)
class PileGeometry:
    """The card slots of one pile: slot k holds the k-th card from the bottom."""

    slots: tuple[pygame.Rect, ...]
    upward: bool

    @property
    def fan(self) -> pygame.Rect:
        return self.slots[0].unionall(list(self.slots[1:]))

    def top_rect(self, height: int) -> pygame.Rect:
        return self.slots[max(0, height - 1)]


# top row, right column, bottom row, left column
ARRANGEMENTS = {17: (7, 2, 6, 2), 13: (6, 1, 5, 1)}


def layout(n_piles: int, depth: int) -> list[PileGeometry]:
    """Geometry of ``n_piles`` fans deep enough for ``depth`` cards each."""
    top_n, right_n, bottom_n, left_n = ARRANGEMENTS.get(n_piles, _split(n_piles))
    step = 13  # a buried card shows a 13-px strip: rank and pip
    fan_h = CARD_H + step * (depth - 1)
    pitch = 84

    def down(x: int, y: int) -> PileGeometry:
        return PileGeometry(tuple(pygame.Rect(x, y + k * step, CARD_W, CARD_H) for k in range(depth)), False)

    def up(x: int, y_top: int) -> PileGeometry:
        return PileGeometry(
            tuple(pygame.Rect(x, y_top + (depth - 1 - k) * step, CARD_W, CARD_H) for k in range(depth)), True
        )

    def row_xs(count: int) -> list[int]:
        return [CANVAS_W // 2 + int((k - (count - 1) / 2) * pitch) - CARD_W // 2 for k in range(count)]

    out: list[PileGeometry] = []
    for x in row_xs(top_n):
        out.append(down(x, TOP_Y))
    bottom_y = BOTTOM_LIMIT - fan_h
    side_top, side_bottom = TOP_Y + fan_h + 8, bottom_y - 8

    def col_ys(count: int) -> list[int]:
        span = side_bottom - side_top
        if count == 1:
            return [side_top + (span - fan_h) // 2]
        gap = (span - count * fan_h) // (count - 1)
        return [side_top + k * (fan_h + gap) for k in range(count)]

    for y in col_ys(right_n):
        out.append(down(CANVAS_W - 8 - CARD_W, y))
    for x in reversed(row_xs(bottom_n)):
        out.append(up(x, bottom_y))
    for y in reversed(col_ys(left_n)):
        out.append(down(8, y))
    return out


def _split(n: int) -> tuple[int, int, int, int]:
    """A frame for an unusual pile count: rows take most, sides the rest."""
    sides = 2 if n >= 10 else 0
    top = (n - sides + 1) // 2
    return top, sides // 2, n - sides - top, sides - sides // 2


# the buttons' English names find them; the view says them in the language on screen
# TRANSLATORS: patience's buttons beside the hole (short: about 8 letters)
LEFT_BUTTONS = (N_("Undo"), N_("Redo"), N_("Restart"))
RIGHT_BUTTONS = (N_("Hint"), N_("Solve"), N_("Menu"))


# wide enough for the longest name of the four languages ("Wiederholen", "Recommencer": 88 px)
# with its clear margin; the hole's rim (x 264..376) stays clear of both columns
BUTTON_W = 100


def button_rects() -> dict[str, pygame.Rect]:
    """The on-screen buttons beside the hole (for the mouse)."""
    out = {}
    for k, label in enumerate(LEFT_BUTTONS):
        out[label] = pygame.Rect(60, 118 + k * 26, BUTTON_W, 20)
    for k, label in enumerate(RIGHT_BUTTONS):
        out[label] = pygame.Rect(CANVAS_W - 60 - BUTTON_W, 118 + k * 26, BUTTON_W, 20)
    return out


def label_at(buttons: dict[str, pygame.Rect], pos: tuple[int, int] | None) -> str | None:
    """The button under ``pos``, if any."""
    if pos is None:
        return None
    return next((label for label, rect in buttons.items() if rect.collidepoint(pos)), None)
