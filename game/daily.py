"""The daily challenge: the same two puzzles for everyone on the same date.

Everything is derived from the date alone, so two players on two machines
get the same deal and the same box without any server:

- seed(date, game) = the first 8 bytes (big-endian) of
  SHA-256("black-hole-arcade daily <YYYY-MM-DD> <game>"), as an unsigned int;
- patience: the random deal of that seed (classic, 17 fans of 3) if the
  solver proves it winnable, else the deal of seed + 1, seed + 2, ... (the
  first winnable one; ``winnable_daily_deal`` below does the search);
- Black Box: radius 4, 6 atoms, placed uniformly at random by
  ``random.Random(seed)``; the computer getter's penalty on the same box is
  the par.

One attempt counts per day and per game: the first daily game of that date
to end (won, stuck, or given up for another deal) is the day's result, kept
under its date; a daily game kept for later (quit to title) is not over yet
and counts when it ends. Playing the day's deal again is practice. A win with
the computer's help (a hint, "solve from here") counts as "solved with help",
not as a win. A streak is the number of consecutive days up to today (or
yesterday, when today is not played yet) with a counted attempt.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional

from game.blackbox.board import cells
from game.blackbox.computer import play_round
from game.blackbox.rays import fire
from game.blackbox.scoring import penalty
from game.patience import random_deal, solve

DAILY_RADIUS = 4
DAILY_ATOMS = 6
MAX_TRIES = 200  # winnable deals are 87 %: 200 tries never run out in practice


def seed(date: dt.date, game: str) -> int:
    digest = hashlib.sha256(f"black-hole-arcade daily {date.isoformat()} {game}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def winnable_daily_deal(date: dt.date, is_winnable: Callable[[int], bool]) -> int:
    """The seed of the day's patience deal: the first of seed, seed+1, ... that is winnable.

    ``is_winnable(seed)`` deals the random deal of ``seed`` and asks the solver.
    """
    first = seed(date, "patience")
    for k in range(MAX_TRIES):
        if is_winnable(first + k):
            return first + k
    raise RuntimeError(f"no winnable deal in {MAX_TRIES} tries from {first}")


def daily_patience(date: dt.date) -> tuple[int, list[int]]:
    """The day's patience seed and a winning line (run in the worker: it solves deals)."""
    lines: dict[int, list[int]] = {}

    def is_winnable(s: int) -> bool:
        line = solve(*random_deal(s, "classic"))
        if line is not None:
            lines[s] = line
        return line is not None

    found = winnable_daily_deal(date, is_winnable)
    return found, lines[found]


def daily_box(date: dt.date, cells: list[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """The day's hidden atoms: DAILY_ATOMS of ``cells`` (the box's cells, in board order)."""
    rng = random.Random(seed(date, "blackbox"))
    return frozenset(rng.sample(sorted(cells), DAILY_ATOMS))


def daily_blackbox(
    date: dt.date, level: int = 3
) -> tuple[frozenset[tuple[int, int]], list[Any], frozenset[tuple[int, int]], int]:
    """The day's box and the computer getter's (strong) try on it: its ports, its
    announced layout and its penalty, the par. The getter's moves are seeded by the
    day's seed, so the par is the same everywhere for one version of the getter
    (run in the worker: the getter thinks for a while)."""
    atoms = daily_box(date, list(cells(DAILY_RADIUS)))
    fired, announced = play_round(DAILY_RADIUS, DAILY_ATOMS, atoms, level, seed=seed(date, "blackbox") % 1_000_000)
    shots = {port: fire(DAILY_RADIUS, atoms, port) for port in fired}
    return atoms, list(fired), frozenset(announced), penalty(DAILY_RADIUS, atoms, shots, announced)


@dataclass(frozen=True, slots=True)
class DayResult:
    """One day's counted attempts (either may be missing)."""

    patience_won: Optional[bool] = None
    patience_moves: int = 0
    blackbox_penalty: Optional[int] = None
    blackbox_par: Optional[int] = None
    patience_helped: bool = False  # won with the computer's help: solved, not won

    @property
    def played(self) -> bool:
        return self.patience_won is not None or self.blackbox_penalty is not None

    def to_json(self) -> dict[str, Any]:
        """Only the fields that are set, so a day with one game stays one small entry."""
        out: dict[str, Any] = {}
        if self.patience_won is not None:
            out.update(patience_won=self.patience_won, patience_moves=self.patience_moves)
            if self.patience_helped:
                out["patience_helped"] = True
        if self.blackbox_penalty is not None:
            out["blackbox_penalty"] = self.blackbox_penalty
            if self.blackbox_par is not None:
                out["blackbox_par"] = self.blackbox_par
        return out

    @classmethod
    def from_json(cls, raw: Any) -> DayResult:
        """Lenient: a field of the wrong type reads as not played, never raises."""
        if not isinstance(raw, dict):
            return cls()

        def count(key: str) -> Optional[int]:
            v = raw.get(key)
            return v if type(v) is int and v >= 0 else None

        won = raw.get("patience_won")
        won = won if type(won) is bool else None
        return cls(
            patience_won=won,
            patience_moves=count("patience_moves") or 0,
            blackbox_penalty=count("blackbox_penalty"),
            blackbox_par=count("blackbox_par"),
            patience_helped=won is True and raw.get("patience_helped") is True,
        )


def days_from_json(raw: Any) -> dict[dt.date, DayResult]:
    """The daily record {"YYYY-MM-DD": {...}} as results by date; bad entries are skipped."""
    out: dict[dt.date, DayResult] = {}
    if isinstance(raw, dict):
        for key, value in raw.items():
            try:
                day = dt.date.fromisoformat(key) if isinstance(key, str) else None
            except ValueError:
                day = None
            result = DayResult.from_json(value)
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
    """The day's result as one line of text to share."""
    parts = []
    if r.patience_won is not None:
        if r.patience_helped:
            parts.append(f"patience solved with help in {r.patience_moves} moves")
        else:
            parts.append(
                f"patience won in {r.patience_moves} moves"
                if r.patience_won
                else f"patience lost after {r.patience_moves} moves"
            )
    if r.blackbox_penalty is not None:
        par = f" (par {r.blackbox_par})" if r.blackbox_par is not None else ""
        parts.append(f"Black Box {r.blackbox_penalty}{par}")
    body = ", ".join(parts) if parts else "not played yet"
    return f"Black Hole Arcade daily {date.isoformat()} \u2014 {body}"


__all__ = [
    "DAILY_ATOMS",
    "DAILY_RADIUS",
    "DayResult",
    "calendar",
    "daily_box",
    "daily_patience",
    "days_from_json",
    "days_to_json",
    "daily_blackbox",
    "result_line",
    "seed",
    "streak",
    "winnable_daily_deal",
]
