"""The daily challenge's small calendar: the last five weeks, a cell per day
coloured and marked by that day's result, today outlined. Drawn by the daily
screen and by patience statistics from the record alone (no scene).

Each result has a mark as well as a colour (a tick, a ring, a cross, a dot):
won and lost were green and red only, the pair a deuteranope tells apart least.
"""

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
# a day's result kind -> (the legend's words, the palette colour); the mark is drawn by kind
LEGEND = {
    "won": ("won", "good"),
    "helped": ("with help", "gold"),
    "lost": ("lost", "bad"),
    "box": ("Black Box only", "accent"),
}


def day_kind(result: DayResult | None) -> str | None:
    """A day's result: patience decides when it was played, else a Black Box round, else None."""
    if result is None or not result.played:
        return None
    if result.patience_won is None:
        return "box"
    if not result.patience_won:
        return "lost"
    return "helped" if result.patience_helped else "won"


def kind_colour(kind: str | None) -> tuple[int, int, int]:
    """A result kind's cell colour (an unplayed day: the empty cell's)."""
    return draw.PALETTE[LEGEND[kind][1]] if kind is not None else draw.PALETTE["bg2"]


def day_mark(canvas: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
    """The kind's mark in ``rect``, in the ink that stands out on its colour."""
    ink = draw.ink_on(kind_colour(kind))
    r = rect.inflate(-max(4, rect.w // 3), -max(4, rect.h // 3))
    if kind == "won":  # a tick
        knee = (r.x + r.w // 3, r.bottom - 1)
        pygame.draw.line(canvas, ink, (r.x, r.centery), knee, 2)
        pygame.draw.line(canvas, ink, knee, (r.right - 1, r.y), 2)
    elif kind == "helped":  # a ring: solved with the computer's help, not won
        pygame.draw.circle(canvas, ink, r.center, max(2, r.w // 2), 1)
    elif kind == "lost":  # a cross
        pygame.draw.line(canvas, ink, r.topleft, (r.right - 1, r.bottom - 1), 2)
        pygame.draw.line(canvas, ink, (r.right - 1, r.y), (r.x, r.bottom - 1), 2)
    else:  # a Black Box round only: a dot
        pygame.draw.circle(canvas, ink, r.center, max(1, r.w // 3))


def _head_h() -> int:
    """The weekday letters' height with a clear row under them (taller in Large text)."""
    top, bottom = draw.caps_ink("s")
    return bottom - top + 3


def calendar_size() -> tuple[int, int]:
    return 7 * (CELL + GAP) - GAP, _head_h() + WEEKS * (CELL + GAP) - GAP


def draw_calendar(
    canvas: pygame.Surface, topleft: tuple[int, int], days: Mapping[dt.date, DayResult], today: dt.date, t: float = 0.0
) -> pygame.Rect:
    """Five rows Monday..Sunday ending with today's week; returns the area drawn."""
    x0, y0 = topleft
    ink_top = draw.caps_ink("s")[0]
    for d, letter in enumerate(DAY_LETTERS):  # letters from y0 down, clear of the cells' top line
        draw.text(canvas, letter, (x0 + d * (CELL + GAP) + CELL // 2, y0 - ink_top), "s", draw.PALETTE["dim"], "midtop")
    top = y0 + _head_h()
    for w, week in enumerate(calendar(today, WEEKS)):
        for d, day in enumerate(week):
            rect = pygame.Rect(x0 + d * (CELL + GAP), top + w * (CELL + GAP), CELL, CELL)
            if day > today:
                pygame.draw.rect(canvas, draw.PALETTE["faint"], rect, 1)
                continue
            kind = day_kind(days.get(day))
            pygame.draw.rect(canvas, kind_colour(kind), rect)
            if kind is not None:
                day_mark(canvas, kind, rect)
            pygame.draw.rect(canvas, draw.PALETTE["faint"], rect, 1)
            if day == today:
                pygame.draw.rect(canvas, draw.PALETTE["ink"], rect.inflate(2, 2), 1)
    w, h = calendar_size()
    return pygame.Rect(x0, y0, w, h)


def draw_legend(canvas: pygame.Surface, topleft: tuple[int, int]) -> None:
    """What the colours and marks mean, one per line."""
    x, y = topleft
    step = max(14, draw.line_h("s") + 3)
    for kind, (label, colour) in LEGEND.items():
        swatch = pygame.Rect(x, y, 11, 11)
        pygame.draw.rect(canvas, draw.PALETTE[colour], swatch)
        day_mark(canvas, kind, swatch)
        draw.text(canvas, label, (x + 15, y), "s", draw.PALETTE["dim"])
        y += step
