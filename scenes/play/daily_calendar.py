"""The daily challenge's small calendar: the last five weeks, a cell per day
coloured and marked by that day's result, today outlined. Drawn by the daily
screen and by a game's statistics from the record alone (no scene); each daily
game declares its kinds of day (scenes/play/daily_game.py ``cells``).

Each result has a mark as well as a colour (a tick, a ring, a cross, a dot):
won and lost were green and red only, the pair a deuteranope tells apart least.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

import pygame

from game.daily import DayResult, calendar
from game.i18n import tr, weekday_letters
from scenes.framework import draw
from scenes.play.daily_game import CellKind, DailyGame, dailies

CELL = 15
GAP = 2
WEEKS = 5


def legend() -> dict[str, CellKind]:
    """Every kind of cell the daily games' days can be, by kind, in daily order (the legend's lines)."""
    return {cell.kind: cell for daily in dailies() for cell in daily.cells}


def day_kind(result: DayResult | None, games: list[DailyGame] | None = None) -> str | None:
    """A day's kind: the first daily game (in daily order) played that day decides, None when none was."""
    if result is None or not result.played:
        return None
    for daily in dailies() if games is None else games:
        part = result.part(daily.key)
        if part is not None:
            return daily.cell(part)
    return None


def kind_colour(kind: str | None, kinds: Mapping[str, CellKind]) -> tuple[int, int, int]:
    """A result kind's cell colour (an unplayed day: the empty cell's)."""
    return draw.PALETTE[kinds[kind].colour] if kind is not None else draw.PALETTE["bg2"]


def day_mark(canvas: pygame.Surface, cell: CellKind, rect: pygame.Rect) -> None:
    """The kind's mark in ``rect``, in the ink that stands out on its colour."""
    ink = draw.ink_on(draw.PALETTE[cell.colour])
    r = rect.inflate(-max(4, rect.w // 3), -max(4, rect.h // 3))
    if cell.mark == "tick":
        knee = (r.x + r.w // 3, r.bottom - 1)
        pygame.draw.line(canvas, ink, (r.x, r.centery), knee, 2)
        pygame.draw.line(canvas, ink, knee, (r.right - 1, r.y), 2)
    elif cell.mark == "ring":
        pygame.draw.circle(canvas, ink, r.center, max(2, r.w // 2), 1)
    elif cell.mark == "cross":
        pygame.draw.line(canvas, ink, r.topleft, (r.right - 1, r.bottom - 1), 2)
        pygame.draw.line(canvas, ink, (r.right - 1, r.y), (r.x, r.bottom - 1), 2)
    else:  # a dot
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
    games = dailies()
    kinds = legend()
    x0, y0 = topleft
    ink_top = draw.caps_ink("s")[0]
    for d, letter in enumerate(weekday_letters()):  # letters from y0 down, clear of the cells' top line
        draw.text(canvas, letter, (x0 + d * (CELL + GAP) + CELL // 2, y0 - ink_top), "s", draw.PALETTE["dim"], "midtop")
    top = y0 + _head_h()
    for w, week in enumerate(calendar(today, WEEKS)):
        for d, day in enumerate(week):
            rect = pygame.Rect(x0 + d * (CELL + GAP), top + w * (CELL + GAP), CELL, CELL)
            if day > today:
                pygame.draw.rect(canvas, draw.PALETTE["faint"], rect, 1)
                continue
            kind = day_kind(days.get(day), games)
            pygame.draw.rect(canvas, kind_colour(kind, kinds), rect)
            if kind is not None:
                day_mark(canvas, kinds[kind], rect)
            pygame.draw.rect(canvas, draw.PALETTE["faint"], rect, 1)
            if day == today:
                pygame.draw.rect(canvas, draw.PALETTE["ink"], rect.inflate(2, 2), 1)
    w, h = calendar_size()
    return pygame.Rect(x0, y0, w, h)


def draw_legend(canvas: pygame.Surface, topleft: tuple[int, int]) -> None:
    """What the colours and marks mean, one per line."""
    x, y = topleft
    step = max(14, draw.line_h("s") + 3)
    for cell in legend().values():
        swatch = pygame.Rect(x, y, 11, 11)
        pygame.draw.rect(canvas, draw.PALETTE[cell.colour], swatch)
        day_mark(canvas, cell, swatch)
        draw.text(canvas, tr(cell.words), (x + 15, y), "s", draw.PALETTE["dim"])
        y += step
