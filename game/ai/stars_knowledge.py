"""What the search knows about Black Holes (stars).

The seed's advice is the heart of it: "never give your opponent a BLACK HOLE
chance". Every empty cell is one of
- a CAPTURE: the star completes a live zone (take the biggest);
- a GIFT: it completes nothing but leaves a live zone one star short, so the
  next player collapses it;
- SAFE: neither. Safe cells that touch no live zone at all are interchangeable
  "tempo" moves, so the search looks at only one of them.
The middle game is a parity fight over who runs out of safe moves first.

- `order` gives the search captures, then safe moves, then the cheapest gifts
  (declining a capture is kept as an option: it can flip the parity).
- Rollouts play that same policy on a mutable copy of the board (no states
  are built), so a playout costs well under a millisecond.
- Two-player endgames with few empty cells are solved exactly (memoised).
- Three or more seats: paranoid search (the root seat against the rest).
"""

from __future__ import annotations

import random
from typing import Iterable, Optional, Sequence

from game import Action
from game.ai.search import BaseKnowledge, Budget, Values, outcome_values
from game.stars import EMPTY, NOVA, NOVA_VALUE, STAR, SWALLOWED, StarsAction, StarsState, geometry

DEAD = 99  # "missing" count of a zone that can never collapse

Scored = tuple[StarsAction, int]  # an action and the stars it takes (a capture) or hands over (a gift)


def _missing_table(board: Sequence[int], zone_of: Iterable[Iterable[int]]) -> list[int]:
    miss = []
    for members in zone_of:
        n = 0
        for m in members:
            v = board[m]
            if v == SWALLOWED:
                n = DEAD
                break
            if v == EMPTY:
                n += 1
        miss.append(n)
    return miss


def classify(state: StarsState) -> tuple[list[Scored], list[StarsAction], list[StarsAction], list[Scored]]:
    """(captures, safe, tempo, gifts) of the player to move, as engine actions.

    captures: ((cell, centre), value) best first; safe: cells that touch a live
    zone but leave none one short; tempo: safe cells touching no live zone;
    gifts: ((cell, None), value handed over) cheapest first. All four are
    empty when the mover has nothing to place (pool empty, no stars held):
    then only a claim is legal, and every caller (slip, solver, ordering)
    must offer nothing else.
    """
    g = geometry(state.size)
    board = state.board
    captures: list[Scored] = []
    safe: list[StarsAction] = []
    tempo: list[StarsAction] = []
    gifts: list[Scored] = []
    if state.stars_to_place() == 0:
        return captures, safe, tempo, gifts
    miss = _missing_table(board, g.zone_of)
    for i, v in enumerate(board):
        if v != EMPTY:
            continue
        cell = g.cells[i]
        given = 0
        live = False
        took = False
        for z in g.zones_at[i]:
            mz = miss[z]
            if mz == 1:
                captures.append(((cell, g.cells[z]), _zone_value(board, g.zone_of[z])))
                took = True
            elif mz == 2:
                given += _zone_value(board, g.zone_of[z]) + 1
                live = True
            elif mz != DEAD:
                live = True
        if took:
            continue
        if given:
            gifts.append(((cell, None), given))
        elif live:
            safe.append((cell, None))
        else:
            tempo.append((cell, None))
    captures.sort(key=lambda cv: -cv[1])
    gifts.sort(key=lambda cv: cv[1])
    return captures, safe, tempo, gifts


def _zone_value(board: Sequence[int], members: Iterable[int]) -> int:
    return sum(NOVA_VALUE if board[m] == NOVA else 1 for m in members if board[m] != EMPTY)


def greedy_action(state: StarsState, rng: random.Random) -> StarsAction:
    """The benchmark's greedy player: the biggest capture if there is one,
    otherwise a random move that leaves no zone one short, otherwise any move."""
    if state.claims:
        return max(((None, c) for c in state.claims), key=lambda a: state.capture_value(a[1]))
    captures, safe, tempo, gifts = classify(state)
    if captures:
        top = captures[0][1]
        return rng.choice([a for a, v in captures if v == top])
    calm = safe + tempo
    if calm:
        return rng.choice(calm)
    return rng.choice([a for a, _ in gifts])


class _Sim:
    """A mutable copy of a position for fast rollouts (never leaves this module)."""

    __slots__ = (
        "board",
        "miss",
        "pool",
        "held",
        "nova_owner",
        "out",
        "cur",
        "players",
        "empties",
        "over",
        "zone_of",
        "zones_at",
    )

    def __init__(self, state: StarsState):
        g = geometry(state.size)
        self.zone_of = g.zone_of
        self.zones_at = g.zones_at
        self.board = list(state.board)
        self.miss = _missing_table(self.board, g.zone_of)
        self.pool = state.pool
        self.held = list(state.held)
        self.nova_owner = state.nova_owner
        self.out = list(state.out)
        self.cur = state.current_player
        self.players = state.players
        self.empties = self.board.count(EMPTY)
        self.over = state.is_terminal()
        if state.claims and not self.over:
            best = max(state.claims, key=state.capture_value)
            self._collapse(g.index(best))

    def _collapse(self, z: int) -> None:
        board, miss, zones_at = self.board, self.miss, self.zones_at
        for m in self.zone_of[z]:
            if board[m] == NOVA:
                self.nova_owner = self.cur
            else:
                self.held[self.cur] += 1
            board[m] = SWALLOWED
            for zz in zones_at[m]:
                miss[zz] = DEAD
        if self.nova_owner is not None:
            self.over = True

    def place(self, i: int, z: Optional[int]) -> None:
        self.board[i] = STAR
        self.empties -= 1
        if self.pool:
            self.pool -= 1
        else:
            self.held[self.cur] -= 1
        miss = self.miss
        for zz in self.zones_at[i]:
            if miss[zz] != DEAD:
                miss[zz] -= 1
        if z is not None:
            self._collapse(z)
        if self.over or not self.empties:
            self.over = True
            return
        out, held, n = self.out, self.held, self.players
        seat = self.cur
        for _ in range(n):
            seat = (seat + 1) % n
            if out[seat]:
                continue
            if self.pool == 0 and held[seat] == 0:
                out[seat] = True
                if out.count(False) < 2:
                    self.over = True
                    return
                continue
            self.cur = seat
            return
        self.over = True

    def policy(self, rng: random.Random) -> tuple[int, Optional[int]]:
        """Capture the biggest; else a random safe cell; else the cheapest gift."""
        board, miss, zone_of, zones_at = self.board, self.miss, self.zone_of, self.zones_at
        best_z, best_v, best_i = None, -1, -1
        for z, mz in enumerate(miss):
            if mz == 1:
                v = 0
                hole = -1
                for m in zone_of[z]:
                    b = board[m]
                    if b == EMPTY:
                        hole = m
                    else:
                        v += NOVA_VALUE if b == NOVA else 1
                if v > best_v:
                    best_z, best_v, best_i = z, v, hole
        if best_z is not None:
            return best_i, best_z
        empties = [i for i, b in enumerate(board) if b == EMPTY]
        rng.shuffle(empties)
        cheapest, cheapest_cost = empties[0], 1 << 30
        for i in empties:
            cost = 0
            for z in zones_at[i]:
                if miss[z] == 2:
                    cost += 1 + sum(NOVA_VALUE if board[m] == NOVA else 1 for m in zone_of[z] if board[m] != EMPTY)
            if cost == 0:
                return i, None
            if cost < cheapest_cost:
                cheapest, cheapest_cost = i, cost
        return cheapest, None

    def scores(self) -> list[int]:
        return [h + (NOVA_VALUE if self.nova_owner == p else 0) for p, h in enumerate(self.held)]


def _values_of_scores(scores: list[int]) -> Values:
    top = max(scores)
    n = scores.count(top)
    return [1.0 / n if s == top else 0.0 for s in scores]


def rollout_scores(state: StarsState, rng: random.Random) -> list[int]:
    """Final scores of a playout with the rollout policy for every seat."""
    sim = _Sim(state)
    while not sim.over:
        i, z = sim.policy(rng)
        sim.place(i, z)
    return sim.scores()


class _Solver:
    """Exact two-player endgames: negamax with a memo on the whole position."""

    def __init__(self) -> None:
        self.table: dict[tuple[object, ...], float] = {}

    def value(self, state: StarsState) -> float:
        """Value for seat 0 (1 win, 0.5 draw, 0 loss) under perfect play."""
        if len(self.table) > 300_000:
            self.table.clear()
        return self._v(state)

    def _v(self, s: StarsState) -> float:
        if s.is_terminal():
            return _values_of_scores(s.scores())[0]
        key = (s.board, s.pool, s.held, s.current_player, s.claims, s.nova_owner)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        me = s.current_player
        target = 1.0 if me == 0 else 0.0
        best: Optional[float] = None
        for a in _solver_moves(s):
            v = self._v(s.apply(a))
            if best is None or (v > best if me == 0 else v < best):
                best = v
                if v == target:
                    break
        assert best is not None, "a position that is not over has a move"
        self.table[key] = best
        return best


def _solver_moves(s: StarsState) -> list[StarsAction]:
    """All moves that could matter, likely best first; tempo cells count once."""
    claims: list[StarsAction] = [(None, c) for c in s.claims]
    captures, safe, tempo, gifts = classify(s)
    # With the fault rule a deliberate miss is legal too; it is never better
    # than collapsing, so the solver leaves it out.
    return claims + [a for a, _ in captures] + safe + tempo[:1] + [a for a, _ in gifts]


class StarsKnowledge(BaseKnowledge[StarsState]):
    """Knowledge of Black Holes (stars) for `game.ai.search`."""

    def __init__(self) -> None:
        self._solver = _Solver()

    def exact(self, state: StarsState, budget: int) -> Optional[Values]:
        if state.players != 2 or state.board.count(EMPTY) > budget:
            return None
        v = self._solver.value(state)
        return [v, 1.0 - v]

    def order(self, state: StarsState, actions: list[Action]) -> list[Action]:
        """Candidates for the search, most promising first (dominated moves left out).

        Claims and captures first, then safe moves (one tempo cell stands for
        all of them), then gifts from the cheapest. A capture may be declined
        for a safe move (a parity trick), but a gift is only considered when no
        safe move is left.
        """
        claims: list[Action] = [(None, c) for c in state.claims]
        captures, safe, tempo, gifts = classify(state)
        calm = safe + tempo[:1]
        moves: list[Action] = claims + [a for a, _ in captures] + calm
        if not calm:
            moves += [a for a, _ in gifts[:8]]
        legal = set(actions)
        out = [a for a in moves if a in legal]
        return out or actions

    def rollout(self, state: StarsState, rng: random.Random) -> Values:
        return _values_of_scores(rollout_scores(state, rng))

    def values(self, state: StarsState) -> Values:
        return outcome_values(state)

    def budget(self, state: StarsState, level: int) -> Budget:
        paranoid = state.players > 2
        if level == 1:
            return Budget(120, 0.3, 0, 0, explore=1.0, paranoid=paranoid)
        if level == 2:
            return Budget(800, 0.5, 8, 0, paranoid=paranoid)
        # With many safe moves left the parity fight is still far off and
        # rollouts barely tell the moves apart: think less there.
        wide = len(self.order(state, state.legal_actions())) > 20
        return Budget(400 if wide else 1500, 0.9, 11, 7, paranoid=paranoid)

    def slip_rate(self, level: int) -> float:
        return {1: 0.3, 2: 0.05, 3: 0.0}[level]

    def slip(self, state: StarsState, rng: random.Random) -> Optional[StarsAction]:
        """A person's slip: a star that looks harmless but leaves a zone one short
        (or, now and then, missing a capture)."""
        captures, safe, tempo, gifts = classify(state)
        if gifts and rng.random() < 0.7:
            return rng.choice(gifts)[0]
        calm = safe + tempo
        if calm:
            return rng.choice(calm)
        return None


KNOWLEDGE = StarsKnowledge()

__all__ = ["KNOWLEDGE", "StarsKnowledge", "classify", "greedy_action", "rollout_scores"]
