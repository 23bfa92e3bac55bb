"""The daily challenge's deal, and what a day's patience attempt came to.

The day's deal is the random deal of the day's seed (game/daily.py ``seed``;
classic, 17 fans of 3) if the solver proves it winnable, else the deal of
seed + 1, seed + 2, ... (the first winnable one; ``winnable_daily_deal`` does
the search). A win with the computer's help (a hint, "solve from here")
counts as "solved with help", not as a win.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Callable

import msgspec

from game.daily import seed
from game.i18n import tr, tr_n

from .deals import random_deal
from .solver import solve

KEY = "patience"  # the seed's game word (game/daily.py), the catalogue key
MAX_TRIES = 200  # winnable deals are 87 %: 200 tries never run out in practice


def winnable_daily_deal(date: dt.date, is_winnable: Callable[[int], bool]) -> int:
    """The seed of the day's patience deal: the first of seed, seed+1, ... that is winnable.

    ``is_winnable(seed)`` deals the random deal of ``seed`` and asks the solver.
    """
    first = seed(date, KEY)
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


def is_daily_seed(date: dt.date, kept_seed: object) -> bool:
    """Whether ``kept_seed`` can be the day's deal (one of the seeds the search tries)."""
    return type(kept_seed) is int and 0 <= kept_seed - seed(date, KEY) < MAX_TRIES


class PatienceDay(msgspec.Struct, frozen=True, omit_defaults=True):
    """A day's counted patience attempt (stored as patience_won, patience_moves, patience_helped)."""

    won: bool
    moves: Annotated[int, msgspec.Meta(ge=0, le=1000)] = 0
    helped: bool = False  # won with the computer's help: solved, not won

    def __post_init__(self) -> None:
        if self.helped and not self.won:  # help counts only in a win (a lost day is lost)
            msgspec.structs.force_setattr(self, "helped", False)

    def brief(self) -> str:
        """The day in a few words (the Records page), in the language on screen."""
        if not self.won:
            # TRANSLATORS: a day's patience on the Records page (short: the day's other games follow)
            return tr("patience lost")
        if self.helped:
            return tr("patience solved with help in {moves}").format(moves=self.moves)
        return tr("patience won in {moves}").format(moves=self.moves)

    def share(self) -> str:
        """The day in the result line to share."""
        if self.helped:
            return tr_n(
                "patience solved with help in {moves} move", "patience solved with help in {moves} moves", self.moves
            ).format(moves=self.moves)
        if self.won:
            return tr_n("patience won in {moves} move", "patience won in {moves} moves", self.moves).format(
                moves=self.moves
            )
        return tr_n("patience lost after {moves} move", "patience lost after {moves} moves", self.moves).format(
            moves=self.moves
        )
