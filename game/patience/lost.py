"""Where a lost game of patience was lost: the last position from which a win still existed.

Along one game, winnable positions come first and lost ones after: a
position reached from a lost one is lost too (a win from it would be a win
from the earlier one). So a binary search over the game's positions needs
only about log2(51) solver calls.
"""

from __future__ import annotations

from typing import Sequence

from .position import Position
from .solver import solve


def winnable(pos: Position) -> bool:
    return pos.is_won() or solve(*pos.deal()) is not None


def last_winnable(start: Position, moves: Sequence[int]) -> int | None:
    """How many of ``moves`` can be played from ``start`` with a win still possible after them
    (None when ``start`` itself could not be won)."""
    positions = [start]
    for move in moves:
        positions.append(positions[-1].apply(move))
    if not winnable(positions[0]):
        return None
    lo, hi = 0, len(positions) - 1  # positions[lo] is winnable
    if winnable(positions[hi]):
        return hi
    while hi - lo > 1:  # invariant: positions[hi] is lost
        mid = (lo + hi) // 2
        if winnable(positions[mid]):
            lo = mid
        else:
            hi = mid
    return lo


__all__ = ["last_winnable", "winnable"]
