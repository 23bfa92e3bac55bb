"""The daily challenge's small calendar: the last five weeks, a cell per day
coloured by that day's result, today outlined. Drawn by the daily screen and
by patience statistics from the record alone (no scene)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

import pygame

from game.daily import DayResult, calendar
from scenes.framework import draw

CELL = 15
GAP = 2
WEEKS = 5
DAY_LETTERS = "MTWTFSS"
LEGEND = (("won", "good"), ("with help", "gold"), ("lost", "bad"), ("Black Box only", "accent"))


def cell_colour(result: DayResult | None) -> tuple[int, int, int]:
    """A day's colour: patience decides when it was played, else a Black Box round, else empty."""
    p = draw.PALETTE
    if result is None or not result.played:
        return p["bg2"]
    if result.patience_won is None:
        return p["accent"]
    if not result.patience_won:
        return p["bad"]
    return p["gold"] if result.patience_helped else p["good"]


def calendar_size() -> tuple[int, int]:
    return 7 * (CELL + GAP) - GAP, 12 + WEEKS * (CELL + GAP) - GAP


def draw_calendar(
    canvas: pygame.Surface, topleft: tuple[int, int], days: Mapping[dt.date, DayResult], today: dt.date, t: float = 0.0
) -> pygame.Rect:
    """Five rows Monday..Sunday ending with today's week; returns the area drawn."""
    x0, y0 = topleft
    for d, letter in enumerate(DAY_LETTERS):
        draw.text(canvas, letter, (x0 + d * (CELL + GAP) + CELL // 2, y0), "s", draw.PALETTE["dim"], "midtop")
    top = y0 + 12
    for w, week in enumerate(calendar(today, WEEKS)):
        for d, day in enumerate(week):
            rect = pygame.Rect(x0 + d * (CELL + GAP), top + w * (CELL + GAP), CELL, CELL)
            if day > today:
                pygame.draw.rect(canvas, draw.PALETTE["faint"], rect, 1)
                continue
            pygame.draw.rect(canvas, cell_colour(days.get(day)), rect)
            pygame.draw.rect(canvas, draw.PALETTE["faint"], rect, 1)
            if day == today:
                pygame.draw.rect(canvas, draw.PALETTE["ink"], rect.inflate(2, 2), 1)
    w, h = calendar_size()
    return pygame.Rect(x0, y0, w, h)


def draw_legend(canvas: pygame.Surface, topleft: tuple[int, int]) -> None:
    """What the colours mean, one per line."""
    x, y = topleft
    for label, colour in LEGEND:
        pygame.draw.rect(canvas, draw.PALETTE[colour], pygame.Rect(x, y + 2, 9, 9))
        draw.text(canvas, label, (x + 14, y), "s", draw.PALETTE["dim"])
        y += 14
