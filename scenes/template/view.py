"""Drawing the template's snapshot: the pile of stars, the three take buttons and the panel.

Only drawing lives here: a function of the snapshot and the canvas, so the
same picture comes out of a game, a demo, a lesson or a review. The areas the
play scene hands to the skeleton (result keys, lesson card, message line) are
named here too, so the layout is in one file.
"""

from __future__ import annotations

import math

import pygame

from game.template import TAKES
from scenes.framework import draw
from scenes.framework.bindings import Hint
from scenes.template.snapshot import Snapshot

PILE_AREA = pygame.Rect(20, 40, 400, 220)
PANEL = pygame.Rect(440, 40, 188, 300)
RESULT_AREA = pygame.Rect(PANEL.x + 6, PANEL.bottom - 96, PANEL.w - 12, 90)
LESSON_AREA = pygame.Rect(PANEL.x + 2, PANEL.y + 150, PANEL.w - 4, PANEL.h - 152)
MESSAGE_AREA = pygame.Rect(24, 318, 400, 24)


def take_rect(take: int) -> pygame.Rect:
    """The button that takes ``take`` stars (also the cursor's target and the mouse's)."""
    return pygame.Rect(40 + (take - 1) * 130, 274, 110, 34)


def draw_pile(canvas: pygame.Surface, area: pygame.Rect, left: int, start: int) -> None:
    """``left`` gold stars in rows of four, the taken ones as faint rings."""
    cols = 4
    rows = math.ceil(start / cols)
    pitch = min(area.w // cols, area.h // max(1, rows), 48)
    x0 = area.centerx - (cols - 1) * pitch // 2
    y0 = area.centery - (rows - 1) * pitch // 2
    for k in range(start):
        centre = (x0 + (k % cols) * pitch, y0 + (k // cols) * pitch)
        if k < left:
            pygame.draw.circle(canvas, draw.PALETTE["gold"], centre, pitch // 3)
        else:
            pygame.draw.circle(canvas, draw.PALETTE["faint"], centre, pitch // 3, 1)


# FIXME: the game's picture: everything it draws comes from the snapshot
def draw_frame(canvas: pygame.Surface, s: Snapshot, hints: list[Hint]) -> None:
    """Everything of the game on the canvas, but the skeleton's message and result keys."""
    draw.text(canvas, "TAKE THE LAST STAR", (14, 8), "m", draw.PALETTE["gold"])
    if s.demo:
        draw.text(canvas, "DEMO", (432, 8), "m", draw.PALETTE["violet"], "topright")
    draw_pile(canvas, PILE_AREA, s.pile, s.start)
    for take in TAKES:
        rect = take_rect(take)
        allowed = take in s.takes and not s.over
        pygame.draw.rect(canvas, (50, 46, 110) if allowed else (26, 28, 56), rect)
        colour = draw.PALETTE["ink"] if allowed else draw.PALETTE["faint"]
        draw.text(canvas, f"Take {take}", rect.center, "m", colour, "center")
        if take == s.choice and not s.over and not s.demo:
            draw.cursor(canvas, rect.inflate(6, 6), s.clock, s.seats[s.to_move].colour)
    draw.panel(canvas, PANEL)
    seat = s.seats[s.to_move]
    draw.text(canvas, f"{s.pile} left", (PANEL.centerx, PANEL.y + 10), "l", draw.PALETTE["ink"], "midtop")
    words = s.result if s.over else f"{seat.name} to take"
    draw.text(canvas, words, (PANEL.centerx, PANEL.y + 44), "m", seat.colour, "midtop")
    y = PANEL.y + 70
    for hint in hints:
        draw.hint_line(canvas, hint, (PANEL.x + 10, y), "s", draw.PALETTE["dim"], "topleft")
        y += 12
