"""Keeping the daily honest: a kept daily must be its date's own deal, and abandoning
one still counts it.

One attempt counts per date (game/daily.py). A kept daily game carries its
date (decided when it started), so whatever way it leaves (finished,
abandoned from the title or the daily screen, or left for another deal) it
is that date's attempt. Abandoning counts it with its result so far (each
game's daily says what that is, scenes/play/daily_game.py ``abandoned``). A
kept daily whose puzzle is not its date's (the game's ``check_kept``) was
edited: it is set aside, never played or counted.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.daily_start import AttemptStart
from scenes.framework.clock import BROKEN, local_offset, today_or_none, wall_time
from scenes.play.daily_game import DailyGame, find_daily
from scenes.play.daily_record import record_day

if TYPE_CHECKING:
    from scenes.framework.app import App


def _kept_fields(key: str, data: Any) -> tuple[DailyGame | None, Any, Any]:
    """The game's daily and the raw date and start its kept save carries (no daily: None, None, None)."""
    daily = find_daily(key) if isinstance(data, dict) else None
    if daily is None:
        return None, None, None
    raw_day, raw_start = daily.kept_fields(data)
    return daily, raw_day, raw_start


def _has_daily(key: str) -> DailyGame:
    """The daily of a game whose kept save has a date (only a daily game's has one)."""
    daily = find_daily(key)
    if daily is None:
        raise KeyError(f"{key} has no daily")
    return daily


def kept_daily_date(key: str, data: Any) -> dt.date | None:
    """The date a kept daily game is of (None: not a daily game); ValueError for a damaged date."""
    _daily, raw, _start = _kept_fields(key, data)
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise ValueError("its date is not a date")
    try:
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise ValueError(f"its date {raw[:12]!r} is not a date") from None


def kept_daily_start(key: str, data: dict) -> AttemptStart | None:
    """When and in which zone a kept daily began (None: kept before starts were kept);
    ValueError for a damaged one."""
    _daily, _day, raw = _kept_fields(key, data)
    return None if raw is None else AttemptStart.from_json(raw)


def attempt_start(
    now: Callable[[], float | None] = wall_time, offset: Callable[[float], int] = local_offset
) -> AttemptStart | None:
    """This instant and the local zone, for a daily attempt beginning now (None: no clock)."""
    at = now()
    if at is None:
        return None
    try:
        return AttemptStart(int(at), offset(at))
    except BROKEN:
        return None


# A kept daily of before starts were kept: a genuine one can be dated a day after today's
# date (the clock stepped back over midnight, or the player flew west since it began).
AHEAD_TOLERANCE = dt.timedelta(days=1)


def check_kept_daily(key: str, data: Any, today: dt.date | None = None, now: float | None = None) -> Any:
    """``data`` unchanged when it is not a daily or is its date's own game; else ValueError with why.

    Whose day it is comes from the attempt itself: its date must be the date where and when it
    began, and it must have begun by ``now`` (the clock's by default), give or take a clock
    step, so a move west or a clock set back keeps it and a start in the future is forged.
    A kept daily without its start may be dated no later than the day after ``today``."""
    day = kept_daily_date(key, data)
    if day is None:
        return data
    start = kept_daily_start(key, data)
    if start is not None:
        if start.own_date() != day:
            raise ValueError(f"it is dated {day.isoformat()}, not the day it began")
        now = wall_time() if now is None else now
        if now is not None and not start.began_by(now):
            raise ValueError(f"it is dated {day.isoformat()}, after today")
    else:
        today = today or today_or_none()
        if today is not None and day > today + AHEAD_TOLERANCE:
            raise ValueError(f"it is dated {day.isoformat()}, after today")
    _has_daily(key).check_kept(day, data)
    return data


def count_abandoned_daily(app: App, key: str) -> bool:
    """Before a kept game of ``key`` is thrown away: if it is a daily, count it for its date
    with its result so far (True when it was counted now). Damaged files count nothing."""
    data = app.kept.load(key)
    try:
        day = kept_daily_date(key, data)
        if day is None or not isinstance(data, dict):
            return False
        check_kept_daily(key, data)
        daily = _has_daily(key)
        return record_day(app.stats, day, key, daily.abandoned(data), daily.noun)
    except (ValueError, KeyError, TypeError):
        return False
