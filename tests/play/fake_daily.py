"""A daily challenge for the template game, as a fifth game would declare one: only its own
module and the path on its entry (tests/play/test_daily_game.py registers it)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec

from game.daily import seed
from scenes.play.daily_game import CellKind, DailyGame, DailyLabels


class TakeDay(msgspec.Struct, frozen=True):
    """A day's counted game: the stars taken."""

    taken: int

    def brief(self) -> str:
        return f"took {self.taken}"

    def share(self) -> str:
        return f"Last Star took {self.taken}"


def todays_heap(date: dt.date) -> int:
    return 10 + seed(date, "template") % 10


class TemplateDaily(DailyGame):
    key = "template"
    order = 9
    part = TakeDay
    noun = "heap"
    labels = DailyLabels("Play today's heap", "Continue today's heap", "Practise today's heap", "Retry heap", "a heap")
    cells = (CellKind("took", "took stars", "violet", "ring"),)
    make_puzzle = staticmethod(todays_heap)

    def start(self, app: Any, day: dt.date, puzzle: Any, began: Any) -> Any:
        raise AssertionError("not opened in these tests")

    def kept_fields(self, data: dict[str, Any]) -> tuple[Any, Any]:
        return data.get("daily"), None

    def check_kept(self, day: dt.date, data: dict[str, Any]) -> None:
        if data.get("seed") != todays_heap(day):
            raise ValueError("not the day's heap")

    def abandoned(self, data: dict[str, Any]) -> TakeDay:
        return TakeDay(0)

    def status(self, part: Any, kept: bool) -> str:
        return f"Heap: took {part.taken}" if part is not None else "Heap: not played yet"

    def puzzle_status(self, puzzle: Any, failed: str, clock: float) -> str:
        return f"heap of {puzzle}" if puzzle is not None else "piling today's heap"

    def cell(self, part: TakeDay) -> str:
        return "took"

    def record_lines(self, parts: list[TakeDay]) -> list[tuple[str, str]]:
        return [("Heaps taken", str(len(parts)))]


DAILY = TemplateDaily()
