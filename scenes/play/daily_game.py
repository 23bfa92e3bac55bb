"""What a game's daily challenge is, as the daily screen, the guard and the record ask it.

A game with a daily names the module holding it on its entry (``GameEntry.daily``,
its ``DAILY``), so the daily screen (scenes/daily/), the daily record, the
calendar and the Records page iterate the games that declare one and name
none: each game's ``DailyGame`` says how today's seeded puzzle is made (in the
worker) and opened, where a kept daily carries its date and how it is checked
against that date, what an abandoned one counts as, and how a day's result of
it (its part, a struct of game/<key>/daily.py) reads on the screen, in the
calendar and on the Records page.
"""

from __future__ import annotations

import datetime as dt
import importlib
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import msgspec

from game.daily_start import AttemptStart
from scenes.play import entries

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene

MARKS = ("tick", "ring", "cross", "dot")  # the calendar's marks (scenes/play/daily_calendar.py draws them)


@dataclass(frozen=True)
class DailyLabels:
    """The daily screen's row for the game, as it stands (N_-marked; the screen translates)."""

    play: str  # the day's puzzle not played yet
    resume: str  # a kept attempt of today
    practise: str  # today's attempt counted: another go is practice
    retry: str  # making the puzzle failed
    help: str  # the row's help line


@dataclass(frozen=True)
class CellKind:
    """One kind of calendar cell a game's day can be: the legend's words, its colour and mark."""

    kind: str
    words: str  # marked English (N_), translated where the legend draws it
    colour: str  # a draw.PALETTE name
    mark: str  # one of MARKS


class DailyGame(ABC):
    """A game's daily challenge (one per game that has one, its package's ``DAILY``)."""

    key: str  # the game's catalogue key (its part of a day is stored as ``<key>_<field>``)
    order: int  # its row on the daily screen, and whose result a calendar cell shows first (lower first)
    part: type[msgspec.Struct]  # a day's result of the game (game/<key>/daily.py), with brief() and share()
    noun: str  # what one attempt is called: "today's <noun> was already counted"
    labels: DailyLabels
    cells: tuple[CellKind, ...]  # the calendar's kinds of the game's days, for the legend
    make_puzzle: Callable[
        [dt.date], Any
    ]  # the day's puzzle from its date (a module-level function: the worker runs it)

    def ready(self, found: Any) -> Any:
        """The worker's answer as the puzzle ``start`` opens (the answer itself by default)."""
        return found

    @abstractmethod
    def start(self, app: App, day: dt.date, puzzle: Any, began: AttemptStart | None) -> Scene:
        """The play scene of the day's puzzle, begun at ``began`` (kept with it)."""

    @abstractmethod
    def kept_fields(self, data: dict[str, Any]) -> tuple[Any, Any]:
        """The raw date and attempt start a kept save of the game carries (None, None: not a daily)."""

    @abstractmethod
    def check_kept(self, day: dt.date, data: dict[str, Any]) -> None:
        """ValueError with why when a kept daily is not ``day``'s own puzzle (an edited file)."""

    @abstractmethod
    def abandoned(self, data: dict[str, Any]) -> msgspec.Struct:
        """What a kept daily thrown away counts as: its result so far."""

    @abstractmethod
    def status(self, part: Any | None, kept: bool) -> str:
        """The panel's first line for the game: the day's result, or kept, or not played (translated)."""

    @abstractmethod
    def puzzle_status(self, puzzle: Any | None, failed: str, clock: float) -> str:
        """The panel's second line: the puzzle being made, ready, or why it failed (translated)."""

    @abstractmethod
    def cell(self, part: Any) -> str:
        """The calendar kind (one of ``cells``) of a day the game was played."""

    @abstractmethod
    def record_lines(self, parts: list[Any]) -> list[tuple[str, str]]:
        """The game's rows on the Records page's daily page, from its counted days."""


def daily_of(entry: entries.GameEntry) -> DailyGame | None:
    """The daily of a game (its module imported on first use), None when it has none."""
    if not entry.daily:
        return None
    daily = importlib.import_module(entry.daily).DAILY
    if not isinstance(daily, DailyGame) or daily.key != entry.key:
        raise TypeError(f"{entry.daily}.DAILY is not the daily of {entry.key}")
    return daily


def dailies() -> list[DailyGame]:
    """Every game's daily, in daily order (the screen's rows, the calendar's precedence)."""
    found = [daily for daily in map(daily_of, entries.games()) if daily is not None]
    return sorted(found, key=lambda daily: daily.order)


def find_daily(key: str) -> DailyGame | None:
    """The daily of the game ``key`` (None: no such game, or it has no daily)."""
    return next((daily for daily in dailies() if daily.key == key), None)


def kinds() -> dict[str, type[msgspec.Struct]]:
    """Each daily game's part struct by key, in daily order: how a day of the record reads."""
    return {daily.key: daily.part for daily in dailies()}
