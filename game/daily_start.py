"""When and in which time zone a daily attempt began: what decides whose day it is.

A kept daily game carries its date, and a date "after today" looked forged. But a
genuine attempt can be dated after the clock's date: the clock stepped back a
minute over midnight (a time sync), or the player flew west across time zones
(a game begun on the 2nd in Tokyo is kept on the 1st in Honolulu). So a daily
attempt keeps the instant it began (UTC seconds) and the UTC offset of the zone
it began in. It is that day's attempt when its own date (the instant in its own
zone) is its date, and it began no later than now, give or take a clock step.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

MAX_UTC_OFFSET_S = 14 * 3600  # the zones of the world run from UTC-12 to UTC+14
CLOCK_STEP_S = 600  # a clock set back (a time sync) by up to ten minutes is still the same clock


@dataclass(frozen=True, slots=True)
class AttemptStart:
    """The instant a daily attempt began and its zone's offset east of UTC, in seconds."""

    at: int
    utc_offset: int

    def own_date(self) -> dt.date:
        """The attempt's date where it began; ValueError when the instant is not a date Python knows."""
        zone = dt.timezone(dt.timedelta(seconds=self.utc_offset))
        try:
            return dt.datetime.fromtimestamp(self.at, zone).date()
        except (OverflowError, OSError, ValueError):
            raise ValueError(f"its start {self.at} is not a time") from None

    def began_by(self, now: float) -> bool:
        """It began before ``now`` (within a clock step): a start in the future was forged."""
        return self.at <= now + CLOCK_STEP_S

    def to_json(self) -> dict[str, int]:
        return {"at": self.at, "utc_offset": self.utc_offset}

    @classmethod
    def from_json(cls, raw: Any) -> AttemptStart:
        """ValueError with why when ``raw`` is not a start (a damaged or edited file)."""
        if not isinstance(raw, dict) or set(raw) != {"at", "utc_offset"}:
            raise ValueError("its start is not a time and a zone")
        at, offset = raw["at"], raw["utc_offset"]
        if type(at) is not int or type(offset) is not int or abs(offset) > MAX_UTC_OFFSET_S:
            raise ValueError("its start is not a time and a zone")
        return cls(at, offset)


__all__ = ["CLOCK_STEP_S", "MAX_UTC_OFFSET_S", "AttemptStart"]
