"""What the search knows about Black Hole (numbers).

- Exact endgames: the result only depends on which circles are still free and,
  for each free circle, every seat's sum of the numbers already touching it
  (one of the free circles becomes the hole). Positions are memoised on
  exactly that, so transpositions of far-away moves collapse into one entry.
  The 9-circle quick board is solved from the first move.
- Rollouts: a random finish is a random order of the free circles, so a
  playout is one shuffle and one sum (no states are built).
- Slips for level 1: a person's typical mistakes — writing a big number next
  to a circle that may well end up as the hole for an opponent's benefit, or
  just a random free circle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Optional, cast

from game.ai.search import BaseKnowledge, Budget, Values
from game.numbers import Board, Cell, NumbersState

# Size limits (free circles) up to which each level solves exactly. Quick
# boards fit whole; the bigger boards are solved once the end is near.
# Each entry: level -> (limit for the root's children, limit inside the tree).
# With two seats the exact values are the truth (a zero-sum game). With three
# they assume every seat plays perfect max-n, which real opponents do not:
# measured against two flat Monte-Carlo players on the 16-circle board, trusting
# the solver from 9 free circles won 33 % of games, from 5 free circles 43 %,
# so three-seat boards only solve the very end.
_EXACT_LIMIT = {
    "quick2": ((4, 3), (8, 5), (8, 8)),
    "quick3": ((4, 3), (4, 3), (4, 3)),
    "normal2": ((4, 3), (7, 5), (11, 8)),
    "normal3": ((4, 3), (4, 3), (4, 3)),
}
_TABLE_CAP = 400_000


def _pack(sums: list[int], seats: int) -> int:
    v = 0
    for s in sums:
        v = v * 64 + s
    return v


def _better(v: tuple[float, ...], than: tuple[float, ...], player: int) -> bool:
    """Max-n preference with a fixed tie-break, so the value is unique: the
    mover's own value first; on a tie the one worse for the next seat, then
    the seat after (a spiteful but deterministic opponent model)."""
    if v[player] != than[player]:
        return v[player] > than[player]
    n = len(v)
    for step in range(1, n):
        s = (player + step) % n
        if v[s] != than[s]:
            return v[s] < than[s]
    return False


@dataclass
class _Solver:
    """Exact values for one board and scoring, with its memo table."""

    board: Board
    scoring: str
    table: dict[Any, Any] = field(default_factory=dict)

    def values_of_sums(self, sums: list[int]) -> tuple[float, ...]:
        best = max(sums) if self.scoring == "most" else min(sums)
        win = [s for s, v in enumerate(sums) if v == best]
        return tuple(1.0 / len(win) if s in win else 0.0 for s in range(len(sums)))

    def solve(self, state: NumbersState) -> tuple[float, ...]:
        b = self.board
        seats = b.players
        sums = [[0] * seats for _ in range(b.size)]
        free = 0
        first = state.first  # the memo works in seats counted from the one who started
        for k, m in enumerate(state.marks):
            if m is None:
                free |= 1 << k
            else:
                for j in b.neighbours[k]:
                    sums[j][(m[0] - first) % seats] += m[1]
        if len(self.table) > _TABLE_CAP:
            self.table.clear()
        if seats == 2:
            rel = self._two_seat_value(free, sums, state.moves)
        else:
            rel = self._value(free, sums, state.moves)
        return tuple(rel[(s - first) % seats] for s in range(seats))

    def _two_seat_value(self, free: int, sums: list[list[int]], moves: int) -> tuple[float, ...]:
        """Two seats: win / draw / loss from two yes-no searches, which stop
        at the first move that does it and so prune far more than max-n.

        With two seats only the difference of the sums around the hole
        matters, so each free circle carries one number (seat 0's sum minus
        seat 1's): positions that differ only by equal amounts merge.
        """
        me = moves % 2
        diff = [row[0] - row[1] for row in sums]
        frees = [k for k in range(self.board.size) if free >> k & 1]
        if self._can(free, frees, diff, moves, 1):
            v = 1.0
        elif self._can(free, frees, diff, moves, 0):
            v = 0.5
        else:
            v = 0.0
        return (v, 1.0 - v) if me == 0 else (1.0 - v, v)

    def _can(self, free: int, frees: list[int], diff: list[int], moves: int, goal: int) -> bool:
        """Can the seat to move force a win (goal 1) or at least a draw (goal 0)?"""
        player = moves & 1
        # > 0: the seat to move is ahead around circle k
        sign = (1 if player == 0 else -1) * (1 if self.scoring == "most" else -1)
        if len(frees) == 1:
            lead = sign * diff[frees[0]]
            return lead > 0 if goal else lead >= 0
        packed = tuple([diff[k] for k in frees])
        table = self.table
        key = (goal, free, packed)
        hit = table.get(key)
        if hit is not None:
            return bool(hit)
        if goal == 0 and table.get((1, free, packed)):
            return True
        if goal == 1 and table.get((0, free, packed)) is False:
            return False
        step = (moves // 2 + 1) * (1 if player == 0 else -1)
        neighbours = self.board.neighbours
        result = False
        # try first the circles where I lead least: filling them keeps them
        # from becoming the hole
        for k in sorted(frees, key=lambda c: sign * diff[c]):
            bit = 1 << k
            rest = free & ~bit
            touched = [j for j in neighbours[k] if rest >> j & 1]
            for j in touched:
                diff[j] += step
            ok = not self._can(rest, [c for c in frees if c != k], diff, moves + 1, 0 if goal else 1)
            for j in touched:
                diff[j] -= step
            if ok:
                result = True
                break
        table[key] = result
        return result

    def _value(self, free: int, sums: list[list[int]], moves: int) -> tuple[float, ...]:
        b = self.board
        seats = b.players
        frees = [k for k in range(b.size) if free >> k & 1]
        if len(frees) == 1:
            return self.values_of_sums(sums[frees[0]])
        key = (free, tuple(_pack(sums[k], seats) for k in frees))
        hit = self.table.get(key)
        if hit is not None:
            return cast(tuple[float, ...], hit)
        player = moves % seats
        number = moves // seats + 1
        neighbours = b.neighbours
        best: Optional[tuple[float, ...]] = None
        for k in self._ordered(frees, sums, player):
            touched = [j for j in neighbours[k] if free >> j & 1]
            for j in touched:
                sums[j][player] += number
            v = self._value(free & ~(1 << k), sums, moves + 1)
            for j in touched:
                sums[j][player] -= number
            if best is None or _better(v, best, player):
                best = v
                if v[player] >= 1.0:
                    break
        assert best is not None  # at least two circles were free
        self.table[key] = best
        return best

    def _ordered(self, frees: list[int], sums: list[list[int]], player: int) -> list[int]:
        """Likely-best first: where my own number helps me least elsewhere.

        A cheap rule of thumb for cut-offs: under `most`, write next to free
        circles where I already lead least (so the hole is unlikely there);
        ties keep board order.
        """

        def lead(k: int) -> int:
            row = sums[k]
            mine = row[player]
            other = max(row[s] for s in range(len(row)) if s != player)
            return mine - other if self.scoring == "most" else other - mine

        return sorted(frees, key=lead)


class NumbersKnowledge(BaseKnowledge[NumbersState]):
    """Knowledge of the numbers game for `game.ai.search`."""

    def __init__(self) -> None:
        self._solvers: dict[tuple[str, str], _Solver] = {}

    def _solver(self, state: NumbersState) -> _Solver:
        key = (state.board.name, state.scoring)
        if key not in self._solvers:
            self._solvers[key] = _Solver(state.board, state.scoring)
        return self._solvers[key]

    def values(self, state: NumbersState) -> Values:
        return list(self._solver(state).values_of_sums(state.scores()))

    def exact(self, state: NumbersState, budget: int) -> Optional[Values]:
        free = state.board.size - state.moves
        if free > budget:
            return None
        return list(self._solver(state).solve(state))

    def rollout(self, state: NumbersState, rng: random.Random) -> Values:
        return list(random_finish(state, rng))

    def budget(self, state: NumbersState, level: int) -> Budget:
        root, tree = _EXACT_LIMIT[state.board.name][level - 1]
        if level == 1:
            return Budget(200, 0.3, root, tree, explore=1.0)
        if level == 2:
            return Budget(2000, 0.6, root, tree)
        return Budget(60_000, 0.9, root, tree)

    def slip_rate(self, level: int) -> float:
        return {1: 0.35, 2: 0.05, 3: 0.0}[level]

    def slip(self, state: NumbersState, rng: random.Random) -> Cell:
        """A person's slip: put the number somewhere that merely looks free
        and open, ignoring what the opponents could do with it."""
        free = state.free_cells()
        if rng.random() < 0.5:
            # "far from everything": the circle with the most free neighbours
            openness = {c: sum(state.mark_at(t) is None for t in state.touching(c)) for c in free}
            top = max(openness.values())
            return rng.choice([c for c in free if openness[c] == top])
        return rng.choice(free)


def random_finish(state: NumbersState, rng: random.Random) -> tuple[float, ...]:
    """Per-seat values of a uniformly random finish (one shuffle, one sum)."""
    b = state.board
    seats = b.players
    free = [k for k, m in enumerate(state.marks) if m is None]
    rng.shuffle(free)
    moves = state.moves
    hole = free[-1]
    placed = {}
    for step, k in enumerate(free[:-1]):
        m = moves + step
        placed[k] = ((m + state.first) % seats, m // seats + 1)
    sums = [0] * seats
    marks = state.marks
    for j in b.neighbours[hole]:
        mark = marks[j]
        seat, number = mark if mark is not None else placed[j]
        sums[seat] += number
    best = max(sums) if state.scoring == "most" else min(sums)
    n_win = sums.count(best)
    return tuple(1.0 / n_win if v == best else 0.0 for v in sums)


KNOWLEDGE = NumbersKnowledge()

__all__ = ["KNOWLEDGE", "NumbersKnowledge", "random_finish"]
