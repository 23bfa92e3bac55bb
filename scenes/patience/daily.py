"""The daily challenge's patience deal: its session and how a session says it is one.

A daily game is an ordinary patience session whose options carry the date
(``daily``); it counts once in the daily record (stats.py ``count_game``), and the
daily screen opens it through daily_challenge.py.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from game.daily_start import AttemptStart
from game.midend import Session
from game.patience import BACKEND, Position, deal_options
from game.patience.daily import KEY, PatienceDay
from scenes.play.daily_record import record_day

NOUN = "patience"  # "today's patience was already counted"


def daily_session(day: dt.date, seed: int, start: AttemptStart | None = None) -> Session[Position]:
    """The daily challenge deal of ``day`` (``seed`` from game.patience.daily.daily_patience), begun at
    ``start`` (kept with it, so a later clock or zone still knows whose day it is)."""
    begun = start.to_json() if start is not None else None
    return Session.new(BACKEND, deal_options(daily=day.isoformat(), daily_start=begun), seed)


def daily_date(session: Session[Position]) -> dt.date | None:
    """The date of a daily challenge session, None for any other game."""
    day = session.options.get("daily")
    return dt.date.fromisoformat(day) if day else None


def record_patience(store: Any, day: dt.date, *, won: bool, moves: int, helped: bool) -> bool:
    """Count the day's patience attempt; False (and nothing written) if one already counted,
    or when the record cannot be saved (scenes/play/daily_record.py ``record_day``)."""
    return record_day(store, day, KEY, PatienceDay(won, moves, won and helped), NOUN)
