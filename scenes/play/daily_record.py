"""The daily challenge's record: one result per date, kept in the stats store.

Stored under "daily" as {"YYYY-MM-DD": {"patience_won": true,
"patience_moves": 51, ...}} (game.daily.DayResult's JSON); a damaged entry
reads as not played. Only the first ended attempt of a date is written (see
game/daily.py for what counts); later games of that date are practice.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any

from game.daily import DayResult, days_from_json, days_to_json

DAILY_KEY = "daily"


def not_counted_words(store: Any, game: str) -> str:
    """Why a daily game that ended did not count."""
    if not getattr(store, "writable", True):
        return "Not counted: this copy of the arcade plays without saving."
    return f"Practice: today's {game} was already counted."


def read_days(store: Any) -> dict[dt.date, DayResult]:
    return days_from_json(store.get(DAILY_KEY, {}))


def day_result(store: Any, day: dt.date) -> DayResult:
    return read_days(store).get(day, DayResult())


def record_patience(store: Any, day: dt.date, *, won: bool, moves: int, helped: bool) -> bool:
    """Count the day's patience attempt; False (and nothing written) if one already counted,
    or when the record cannot be saved (another copy owns the data folder): never "counted" twice."""
    if not getattr(store, "writable", True):
        return False
    days = read_days(store)
    today = days.get(day, DayResult())
    if today.patience_won is not None:
        return False
    days[day] = dataclasses.replace(today, patience_won=won, patience_moves=moves, patience_helped=won and helped)
    store.set(DAILY_KEY, days_to_json(days))
    return True


def record_blackbox(store: Any, day: dt.date, *, penalty: int, par: int | None) -> bool:
    """Count the day's Black Box round; False (and nothing written) if one already counted or
    the record cannot be saved."""
    if not getattr(store, "writable", True):
        return False
    days = read_days(store)
    today = days.get(day, DayResult())
    if today.blackbox_penalty is not None:
        return False
    days[day] = dataclasses.replace(today, blackbox_penalty=penalty, blackbox_par=par)
    store.set(DAILY_KEY, days_to_json(days))
    return True
