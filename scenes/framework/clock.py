"""The wall clock, read so that a wrong one never crashes the arcade.

Past 2262-04-11 Python's ``time.time()`` overflows (nanoseconds no longer fit
64 bits) and ``date.today()`` with it; a clock before 1970 or after the year
9999 is as wrong. Nothing here raises: file stamps fall back to a fixed word,
and the daily challenge gets :class:`ClockWrong` with a message to show
instead of a date. The monotonic clock (frame timing) is not affected.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable

from game.i18n import tr

EARLIEST = dt.date(1970, 1, 1)  # a computer's clock before the Unix epoch is wrong
LATEST = dt.date(2262, 4, 11)  # the last day time stamps can hold
BROKEN = (OverflowError, OSError, ValueError)


class ClockWrong(Exception):
    """Today's date cannot be trusted; ``str()`` says so in the players' words."""


def clock_wrong_message(shown: str) -> str:
    return tr("The system clock looks wrong ({why}): set it to play the daily challenge.").format(why=shown)


def checked_today(today: Callable[[], dt.date] = dt.date.today) -> dt.date:
    """Today from ``today`` (injected by tests), or ClockWrong when it is out of range or fails."""
    try:
        day = today()
    except BROKEN:
        raise ClockWrong(clock_wrong_message(tr("it is past the year 2262 or before 1970"))) from None
    if not EARLIEST <= day <= LATEST:
        raise ClockWrong(clock_wrong_message(tr("it says {date}").format(date=day.isoformat())))
    return day


def today_or_none(today: Callable[[], dt.date] = dt.date.today) -> dt.date | None:
    try:
        return checked_today(today)
    except ClockWrong:
        return None


def wall_time() -> float | None:
    """Seconds since the epoch, or None when the clock cannot be read."""
    try:
        return time.time()
    except BROKEN:
        return None


def file_stamp() -> str:
    """A stamp for a file name (e.g. a set-aside file), "undated" when the clock is broken."""
    try:
        return time.strftime("%Y%m%d-%H%M%S")
    except BROKEN:
        return "undated"


def local_offset(at: float) -> int:
    """The local zone's offset east of UTC at the instant ``at``, in seconds."""
    offset = dt.datetime.fromtimestamp(at).astimezone().utcoffset()
    return int(offset.total_seconds()) if offset is not None else 0
