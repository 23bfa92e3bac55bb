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

One attempt counts per day; a streak is the number of consecutive days up to
today (or yesterday, when today is not played yet) with a counted attempt.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import random
from dataclasses import dataclass
from typing import Callable, Mapping, Optional

DAILY_RADIUS = 4
DAILY_ATOMS = 6
MAX_TRIES = 200          # winnable deals are 87 %: 200 tries never run out in practice


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


def daily_box(date: dt.date, cells: list[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """The day's hidden atoms: DAILY_ATOMS of ``cells`` (the box's cells, in board order)."""
    rng = random.Random(seed(date, "blackbox"))
    return frozenset(rng.sample(sorted(cells), DAILY_ATOMS))


@dataclass(frozen=True, slots=True)
class DayResult:
    """One day's counted attempts (either may be missing)."""

    patience_won: Optional[bool] = None
    patience_moves: int = 0
    blackbox_penalty: Optional[int] = None
    blackbox_par: Optional[int] = None

    @property
    def played(self) -> bool:
        return self.patience_won is not None or self.blackbox_penalty is not None


def streak(days: Mapping[dt.date, DayResult], today: dt.date) -> int:
    """Consecutive days with a counted attempt, ending today (or yesterday if today is open)."""
    day = today if today in days and days[today].played else today - dt.timedelta(days=1)
    count = 0
    while day in days and days[day].played:
        count += 1
        day -= dt.timedelta(days=1)
    return count


def result_line(date: dt.date, r: DayResult) -> str:
    """The day's result as one line of text to share."""
    parts = []
    if r.patience_won is not None:
        parts.append(f"patience won in {r.patience_moves} moves" if r.patience_won
                     else f"patience lost after {r.patience_moves} moves")
    if r.blackbox_penalty is not None:
        par = f" (par {r.blackbox_par})" if r.blackbox_par is not None else ""
        parts.append(f"Black Box {r.blackbox_penalty}{par}")
    body = ", ".join(parts) if parts else "not played yet"
    return f"Black Hole Arcade daily {date.isoformat()} \u2014 {body}"


__all__ = ["DAILY_ATOMS", "DAILY_RADIUS", "DayResult", "daily_box", "result_line", "seed", "streak",
           "winnable_daily_deal"]
