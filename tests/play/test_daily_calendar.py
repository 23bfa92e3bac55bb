"""The daily calendar tells results apart without colour, and its weekday letters stand
clear of the cells (in Large text the cells' top line cut the letters' feet)."""

from __future__ import annotations

import datetime as dt

import pygame
import pytest

from game.blackbox.daily import BoxDay
from game.daily import DayResult
from game.patience.daily import PatienceDay
from scenes.framework import draw
from scenes.play.daily_calendar import CELL, GAP, draw_calendar, legend

TODAY = dt.date(2026, 12, 1)  # a Tuesday
RESULTS = {
    "won": DayResult({"patience": PatienceDay(won=True, moves=51)}),
    "helped": DayResult({"patience": PatienceDay(won=True, helped=True)}),
    "lost": DayResult({"patience": PatienceDay(won=False, moves=20)}),
    "box": DayResult({"blackbox": BoxDay(penalty=14, par=12)}),
}


def _cells_drawn(large: bool) -> tuple[pygame.Surface, object, dict[str, pygame.Rect]]:
    """Monday to Thursday of last week, one result each; the canvas, the recorder, each cell."""
    monday = TODAY - dt.timedelta(days=TODAY.weekday() + 7)
    days = {monday + dt.timedelta(days=k): RESULTS[kind] for k, kind in enumerate(RESULTS)}
    canvas = pygame.Surface((640, 360))
    canvas.fill((20, 20, 40))
    draw.TEXT.large = large
    try:
        with draw.recording_layout() as rec:
            area = draw_calendar(canvas, (100, 100), days, TODAY)
        head = area.h - 5 * (CELL + GAP) + GAP  # the rows start under the weekday letters
    finally:
        draw.TEXT.large = False
    row = 3  # TODAY's week is the last of five: last week is the fourth row
    cells = {
        kind: pygame.Rect(100 + k * (CELL + GAP), 100 + head + row * (CELL + GAP), CELL, CELL)
        for k, kind in enumerate(RESULTS)
    }
    return canvas, rec, cells


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
def test_every_result_has_its_own_mark_not_only_its_colour(large):
    canvas, _, cells = _cells_drawn(large)
    masks = {}
    for kind, rect in cells.items():
        ink = draw.ink_on(draw.PALETTE[legend()[kind].colour])
        inner = rect.inflate(-2, -2)
        masks[kind] = frozenset(
            (x - inner.x, y - inner.y)
            for x in range(inner.left, inner.right)
            for y in range(inner.top, inner.bottom)
            if tuple(canvas.get_at((x, y)))[:3] == tuple(ink)
        )
    assert all(masks.values()), {k: len(v) for k, v in masks.items()}
    assert len(set(masks.values())) == len(masks), "two results share a mark"


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
def test_the_weekday_letters_stand_clear_of_the_cells(large):
    canvas, rec, _ = _cells_drawn(large)
    letters = [t for t in rec.texts if t.text in "MTWTFSS"]
    assert len(letters) == 7
    line = tuple(draw.PALETTE["faint"])
    for t in letters:
        crossed = [
            (x, y)
            for x in range(t.box.left, t.box.right)
            for y in range(t.box.top, t.box.bottom)
            if tuple(canvas.get_at((x, y)))[:3] == line
        ]
        assert not crossed, f"{t.text} {tuple(t.box)}: the cells' line at {crossed[:3]}"
