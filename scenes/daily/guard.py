"""Keeping the daily honest: a kept daily must be its date's own deal, and abandoning
one still counts it.

One attempt counts per date (game/daily.py). A kept daily game carries its
date (decided when it started), so whatever way it leaves (finished,
abandoned from the title or the daily screen, or left for another deal) it
is that date's attempt. Abandoning counts it with its result so far: patience
as lost after the moves made, Black Box as given up (its markers so far plus
every atom missed). A kept daily whose seed or box is not its date's was
edited: it is set aside, never played or counted.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.blackbox.board import cells
from game.blackbox.scoring import WRONG_STONE_PENALTY  # a missed atom costs what a wrong stone does
from game.daily import DAILY_ATOMS, DAILY_RADIUS, MAX_TRIES, daily_box, seed
from game.daily_start import AttemptStart
from scenes.framework.clock import BROKEN, local_offset, today_or_none, wall_time
from scenes.play import entries
from scenes.play.daily_record import record_blackbox, record_patience

if TYPE_CHECKING:
    from scenes.framework.app import App


def kept_daily_date(key: str, data: Any) -> dt.date | None:
    """The date a kept daily game is of (None: not a daily game); ValueError for a damaged date."""
    if not isinstance(data, dict):
        return None
    options = data.get("options")
    raw = options.get("daily") if key == "patience" and isinstance(options, dict) else data.get("daily")
    if key not in ("patience", "blackbox") or raw is None:
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
    options = data.get("options")
    raw = options.get("daily_start") if key == "patience" and isinstance(options, dict) else data.get("daily_start")
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
    if key == "patience":
        first = seed(day, "patience")
        kept_seed = data.get("seed")
        if type(kept_seed) is not int or not 0 <= kept_seed - first < MAX_TRIES:
            raise ValueError(f"its deal is not the daily deal of {day.isoformat()}")
        return data
    round_ = _blackbox_round(data)
    if round_.radius != DAILY_RADIUS or round_.atoms is None:
        raise ValueError(f"its box is not the daily box of {day.isoformat()}")
    if frozenset(round_.atoms) != daily_box(day, list(cells(DAILY_RADIUS))):
        raise ValueError(f"its box is not the daily box of {day.isoformat()}")
    return data


def _blackbox_round(data: Any) -> Any:
    session = entries.entry("blackbox").read_session(data)
    rounds = session.state.rounds
    if len(rounds) != 1:
        raise ValueError("a daily round is one solo round")
    return rounds[0]


def count_abandoned_daily(app: App, key: str) -> bool:
    """Before a kept game of ``key`` is thrown away: if it is a daily, count it for its date
    with its result so far (True when it was counted now). Damaged files count nothing."""
    data = app.kept.load(key)
    try:
        day = kept_daily_date(key, data)
        if day is None or not isinstance(data, dict):
            return False
        check_kept_daily(key, data)
        if key == "patience":
            moves = data.get("moves")
            return record_patience(
                app.stats, day, won=False, moves=len(moves) if isinstance(moves, list) else 0, helped=False
            )
        round_ = _blackbox_round(data)
        given_up = round_.markers_used + WRONG_STONE_PENALTY * DAILY_ATOMS
        return record_blackbox(app.stats, day, penalty=given_up, par=None)
    except (ValueError, KeyError, TypeError):
        return False
