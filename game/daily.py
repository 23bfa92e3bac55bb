"""The daily challenge: the same puzzles for everyone on the same date, and the record of them.

Everything is derived from the date alone, so two players on two machines
get the same puzzle without any server: a game's daily puzzle starts from

- seed(date, game) = the first 8 bytes (big-endian) of
  SHA-256("black-hole-arcade daily <YYYY-MM-DD> <game>"), as an unsigned int,

and each game with a daily says what it makes of that seed in its own
``game/<key>/daily.py`` (the deal, the box, the par).

One attempt counts per day and per game: the first daily game of that date
to end (won, stuck, or given up for another deal) is the day's result, kept
under its date; a daily game kept for later (quit to title) is not over yet
and counts when it ends. Playing the day's puzzle again is practice. A
streak is the number of consecutive days up to today (or yesterday, when
today is not played yet) with a counted attempt.

A day's result holds one part per game, the game's own struct (its ``kinds``
entry, a msgspec Struct with ``brief()`` and ``share()``), stored flat as
``<key>_<field>`` ({"patience_won": true, "patience_moves": 51, ...}), so a day
with one game stays one small entry and this module names no game.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass, field
from typing import Any, Mapping

import msgspec

from game.i18n import tr

Kinds = Mapping[str, type[msgspec.Struct]]  # a game key -> the struct of its part of a day, in daily order


def seed(date: dt.date, game: str) -> int:
    digest = hashlib.sha256(f"black-hole-arcade daily {date.isoformat()} {game}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class DayResult:
    """One day's counted attempts: each game's part by its key (a game not played has none)."""

    parts: Mapping[str, Any] = field(default_factory=dict)

    @property
    def played(self) -> bool:
        return bool(self.parts)

    def part(self, key: str) -> Any | None:
        """The part of the game ``key`` (its own struct), None when not played that day."""
        return self.parts.get(key)

    def with_part(self, key: str, part: Any) -> DayResult:
        return DayResult({**self.parts, key: part})

    def to_json(self) -> dict[str, Any]:
        """Each part's fields that are set, prefixed by its game's key."""
        out: dict[str, Any] = {}
        for key, part in self.parts.items():
            out.update({f"{key}_{name}": value for name, value in msgspec.to_builtins(part).items()})
        return out

    @classmethod
    def from_json(cls, raw: Any, kinds: Kinds) -> DayResult:
        """Lenient: a game's part that does not fit its struct reads as not played, never raises;
        keys of games not in ``kinds`` are left out."""
        if not isinstance(raw, dict):
            return cls()
        parts: dict[str, Any] = {}
        for key, kind in kinds.items():
            prefix = f"{key}_"
            fields = {k[len(prefix) :]: v for k, v in raw.items() if isinstance(k, str) and k.startswith(prefix)}
            if fields:
                try:
                    parts[key] = msgspec.convert(fields, kind)
                except msgspec.ValidationError:
                    pass
        return cls(parts)


def days_from_json(raw: Any, kinds: Kinds) -> dict[dt.date, DayResult]:
    """The daily record {"YYYY-MM-DD": {...}} as results by date; bad entries are skipped."""
    out: dict[dt.date, DayResult] = {}
    if isinstance(raw, dict):
        for key, value in raw.items():
            try:
                day = dt.date.fromisoformat(key) if isinstance(key, str) else None
            except ValueError:
                day = None
            result = DayResult.from_json(value, kinds)
            if day is not None and result.played:
                out[day] = result
    return out


def days_to_json(days: Mapping[dt.date, DayResult]) -> dict[str, dict[str, Any]]:
    return {day.isoformat(): days[day].to_json() for day in sorted(days)}


def calendar(today: dt.date, weeks: int = 5) -> list[list[dt.date]]:
    """The last ``weeks`` weeks as rows Monday..Sunday, the last row holding ``today``."""
    monday = today - dt.timedelta(days=today.weekday()) - dt.timedelta(weeks=weeks - 1)
    return [[monday + dt.timedelta(days=7 * w + d) for d in range(7)] for w in range(weeks)]


def streak(days: Mapping[dt.date, DayResult], today: dt.date) -> int:
    """Consecutive days with a counted attempt, ending today (or yesterday if today is open)."""
    day: dt.date | None = today if today in days and days[today].played else _day_before(today)
    count = 0
    while day is not None and day in days and days[day].played:
        count += 1
        day = _day_before(day)
    return count


def _day_before(day: dt.date) -> dt.date | None:
    """The day before, None before the first day Python knows (a kept daily of 0001-01-01)."""
    return None if day == dt.date.min else day - dt.timedelta(days=1)


def result_line(date: dt.date, r: DayResult) -> str:
    """The day's result as one line of text to share: each game's part says its own words."""
    body = ", ".join(part.share() for part in r.parts.values()) or tr("not played yet")
    # TRANSLATORS: the daily's result line a player shares: the program's name stays as it is
    return tr("Black Hole Arcade daily {date} \u2014 {result}").format(date=date.isoformat(), result=body)


__all__ = [
    "DayResult",
    "Kinds",
    "calendar",
    "days_from_json",
    "days_to_json",
    "result_line",
    "seed",
    "streak",
]
