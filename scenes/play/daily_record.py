"""The daily challenge's record: one result per date, kept in the stats store.

Stored under "daily" as {"YYYY-MM-DD": {"<key>_<field>": ..., ...}}
(game.daily.DayResult's JSON: each daily game's part, scenes/play/daily_game.py);
a damaged entry reads as not played. Only the first ended attempt of a date is written (see
game/daily.py for what counts); later games of that date are practice.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from game.daily import DayResult, days_from_json, days_to_json, streak
from game.i18n import tr
from scenes.play.daily_game import kinds

from .stats import DAILY_DAYS_MAX

DAILY_KEY = "daily"


def not_counted_words(store: Any, game: str) -> str:
    """Why a daily game that ended did not count (``game``: a message, "Black Box" or "attempt")."""
    if not getattr(store, "writable", True):
        return tr("Not counted: this copy of the arcade plays without saving.")
    # TRANSLATORS: {game} is "Black Box", or "attempt" for the patience (translated apart)
    return tr("Practice: today's {game} was already counted.").format(game=tr(game))


def read_days(store: Any) -> dict[dt.date, DayResult]:
    return days_from_json(store.get(DAILY_KEY, {}), kinds())


def day_result(store: Any, day: dt.date) -> DayResult:
    return read_days(store).get(day, DayResult())


class RecordView:
    """The daily record as a screen needs it every frame, worked out once each time it changes.

    Reading the record copies and parses every day (4,000 at most), and a streak walks back
    through them: done per frame, a long record made the daily screen's frames 60 ms. The
    view looks at the stored value by identity (``peek``: every change replaces it) and reads
    it again only when it is a new one; ``scans`` counts those reads (tests check it).
    """

    def __init__(self, store: Any) -> None:
        self.store = store
        self.scans = 0
        self._raw: Any = _UNSEEN
        self._days: dict[dt.date, DayResult] = {}
        self._streaks: dict[dt.date, int] = {}

    def days(self) -> dict[dt.date, DayResult]:
        """The record by date (the view's own: not to be changed)."""
        peek = getattr(self.store, "peek", None)
        raw = peek(DAILY_KEY) if callable(peek) else self.store.get(DAILY_KEY, {})
        if raw is not self._raw and (callable(peek) or raw != self._raw):
            self._raw = raw
            self._days = days_from_json(raw if raw is not None else {}, kinds())
            self._streaks = {}
            self.scans += 1
        return self._days

    def result(self, day: dt.date) -> DayResult:
        return self.days().get(day, DayResult())

    def streak(self, today: dt.date) -> int:
        days = self.days()
        if today not in self._streaks:
            self._streaks[today] = streak(days, today)
        return self._streaks[today]


_UNSEEN = object()  # a view that has not read the record yet


def record_day(store: Any, day: dt.date, key: str, part: Any, noun: str) -> bool:
    """Count the day's attempt at the game ``key`` (its ``part``, called ``noun`` in a notice);
    False (and nothing written) if one already counted, or when the record cannot be saved
    (another copy owns the data folder): never "counted" twice."""

    def counted(today: DayResult) -> DayResult | None:
        return None if today.part(key) is not None else today.with_part(key, part)

    return _count_once(store, day, counted, noun)


def _count_once(store: Any, day: dt.date, counted: Callable[[DayResult], DayResult | None], game: str) -> bool:
    """Put the day's attempt in the record unless one is there, deciding on the record as it is
    on disk under its lock (the store replays the change there), so two copies finishing at
    once count it once. When the lock was busy the answer is the latest view's, and a later
    replay that finds the other copy's attempt first says so."""
    if not getattr(store, "writable", True):
        return False
    said: list[DayResult | None] = []  # what each replay put in, the last one on disk
    answered: list[bool] = []  # the player has been told (a replay after that takes it back out loud)

    def change(raw: Any) -> Any:
        days = days_from_json(raw if isinstance(raw, dict) else {}, kinds())
        new = counted(days.get(day, DayResult()))
        if answered and said[-1] is not None and new is None and callable(getattr(store, "on_notice", None)):
            store.on_notice(f"Practice after all: the other copy counted today's {game} first.")
        said.append(new)
        if new is None:
            return raw
        days[day] = new
        while len(days) > DAILY_DAYS_MAX:  # a full record: the oldest day gives way, today counts
            del days[min(days)]
        return days_to_json(days)

    store.update(DAILY_KEY, change)
    # counted when the last replay put it in and the record kept it (the schema may refuse it)
    answered.append(bool(said) and said[-1] is not None and read_days(store).get(day) == said[-1])
    return answered[0]
