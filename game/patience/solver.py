"""An exact Black Hole solver: depth-first search with a dead-position cache.

A position is the foundation's top rank plus how many cards are left in each
pile. Everything not on the winning line is a proven dead end, so the visited
set doubles as the cache of dead positions. What keeps the search small:

* Symmetry: piles whose remaining cards have the same ranks in the same order
  are interchangeable, so the key is the *multiset* of remaining pile contents
  (each distinct rank sequence gets an id; the key packs how many piles hold
  each id). Suits never matter, so equal-rank cards are merged as well.
* Rank reachability: ignoring pile order, the foundation must be able to walk
  the King-Ace cycle one rank at a time through exactly the cards left
  (`walk_feasible`, an Euler-trail test, cached by the packed rank counts).
  This covers a rank running out between two groups of remaining cards and
  the parity knots that strand a last card.
* Move ordering with restarts: the time to find a win is heavy-tailed, so a
  run that uses up its budget of positions is abandoned and the next run
  tries another of seven move orders (most follow-up plays first, tallest
  pile first, a shuffled pile order, ...); budgets double after each round.
  Completed subtrees stay in the dead-position cache, so a restart repeats
  almost nothing, and an unwinnable deal costs about what one run would.

Measured on PySolFC deals (positions visited): the symmetric key halves them
(deals 1-200: 9.56 M -> 5.19 M); walk feasibility instead of a plain
connectivity test cuts them 3.4x (deals 1-100: 23.5 M -> 6.8 M); restarts
over seven orders cut another 30% (every 9th deal from 6: 7.23 M -> 4.95 M).
Measured and dropped (no gain): a "stranded card" test (a buried card all of
whose neighbours lie above it in its own pile) and requiring the walk to end
on a pile's bottom card; both cut under 0.1% of positions.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable, Sequence

from .cards import N_RANKS, rank_of

FOUNDATION_BITS = 4  # foundation rank 0..12 in the low bits of a key
SUFFIX_BITS = 3  # in one deck at most 4 piles share a rank sequence
ANY = N_RANKS  # foundation "rank" of an empty foundation


def _arc_table() -> bytes:
    """ARC[mask] = 1 when the set bits of the 13-bit mask form one arc of the cycle."""
    full = (1 << N_RANKS) - 1
    table = bytearray(1 << N_RANKS)
    for mask in range(1 << N_RANKS):
        if mask == 0 or mask == full:
            table[mask] = 1
            continue
        # count boundaries where a set bit is followed (cyclically) by a clear one
        rot = (mask >> 1) | ((mask & 1) << (N_RANKS - 1))
        ends = bin(mask & ~rot & full).count("1")
        table[mask] = 1 if ends == 1 else 0
    return bytes(table)


ARC = _arc_table()


def walk_feasible(cnt: Sequence[int], f: int) -> bool:
    """Can the foundation, now at rank f, walk +-1 steps on the rank cycle
    playing exactly cnt[r] cards of each rank r? (Pile order ignored.)

    An Euler-trail argument on the 13-cycle: for each possible last rank t,
    the degree of every rank fixes how often each edge r..r+1 is walked (the
    cycle is odd, so uniquely); a walk exists when those numbers are whole,
    non-negative, and the walked edges form one arc.
    """
    if not any(cnt):
        return True
    for t in range(N_RANKS):
        if not cnt[t]:
            continue
        a = 0
        alt = []
        for v in range(N_RANKS):
            deg = 2 * cnt[v] + (v == f) - (v == t)
            a = deg - a
            alt.append(a)
        if a & 1 or a < 0:
            continue
        x = a >> 1
        ok = True
        edges = 0
        for v in range(N_RANKS):
            e = alt[v] + (x if v & 1 else -x) if v < N_RANKS - 1 else x
            if e < 0:
                ok = False
                break
            if e:
                edges |= 1 << v
        if ok and ARC[edges]:
            return True
    return False


class SolverStats:
    """Counters a benchmark reads: positions entered and the largest cache."""

    __slots__ = ("positions", "pruned")

    def __init__(self) -> None:
        self.positions = 0
        self.pruned = 0


def _ranks(piles: Sequence[Sequence[str]]) -> list[tuple[int, ...]]:
    return [tuple(rank_of(c) for c in p) for p in piles]


def solve(
    piles: Sequence[Sequence[str]], foundation: Sequence[str] | str | None, stats: SolverStats | None = None
) -> list[int] | None:
    """The pile index of each move of a win, or None once no win is proven.

    `foundation` is the Black Hole pile (top last), a single card, or empty /
    None for All in a Row, where any top card may start.
    """
    if isinstance(foundation, str):
        foundation = [foundation]
    rank_piles = _ranks(piles)
    start = rank_of(foundation[-1]) if foundation else ANY
    return solve_ranks(rank_piles, start, stats)


def solve_ranks(
    rank_piles: Sequence[Sequence[int]], start: int, stats: SolverStats | None = None, restart_base: int | None = None
) -> list[int] | None:
    """`solve` on ranks 0..12; `start` is the foundation rank or ANY.

    `restart_base` is the first runs' budget of positions (tests make it tiny
    to force many restarts).
    """
    base = RESTART_BASE if restart_base is None else max(1, restart_base)
    R = [tuple(p) for p in rank_piles]
    n = len(R)
    total = sum(len(p) for p in R)
    if total == 0:
        return []
    if start != ANY and not 0 <= start < N_RANKS:
        raise ValueError(f"bad foundation rank {start}")
    if n > 2 * HALF_BITS:
        raise ValueError(f"at most {2 * HALF_BITS} piles")
    board = _Board(R, stats if stats is not None else SolverStats())
    return _restarts(board, start, total, base)


class _Board:
    """The search's tables and its mutable position (see solve_ranks), shared by its runs."""

    def __init__(self, R: list[tuple[int, ...]], st: SolverStats) -> None:
        n = len(R)
        self.H = [len(p) for p in R]
        self.T = [p[-1] if p else -1 for p in R]
        W = _suffix_weights(R)
        self.S0 = sum(row[-1] for row in W)
        # D[i][h]: change of the key when pile i goes from h to h-1 cards
        self.D = [[0] + [row[h - 1] - row[h] for h in range(1, len(row))] for row in W]
        # below[i][h]: the rank uncovered when pile i goes from h to h-1 cards
        self.below = [[-1] + [p[h - 2] if h >= 2 else -1 for h in range(1, len(p) + 1)] for p in R]
        NB = [((r + 1) % N_RANKS, (r - 1) % N_RANKS) for r in range(N_RANKS)]
        NB.append((ANY, ANY))
        self.NB = NB
        # chain[i][h]: 1 when that play uncovers a neighbour of the card played
        self.chain = [[0] + [int(h >= 2 and p[h - 2] in NB[p[h - 1]]) for h in range(1, len(p) + 1)] for p in R]
        self.cnt = [0] * N_RANKS
        for p in R:
            for r in p:
                self.cnt[r] += 1
        self.packed0 = sum(self.cnt[r] << (3 * r) for r in range(N_RANKS))
        # topmask[r]: bit i set when pile i shows rank r; topmask[ANY]: non-empty piles
        self.topmask = [0] * (N_RANKS + 2)
        self.tops = [0] * (N_RANKS + 2)
        for i, t in enumerate(self.T):
            if t >= 0:
                self.topmask[t] |= 1 << i
                self.topmask[ANY] |= 1 << i
                self.tops[t] += 1
        self.low_bits = _bit_tables(0)
        self.high_bits = _bit_tables(HALF_BITS)
        self.n = n
        self.seen: set[int] = set()
        self.feas: dict[int, bool] = {}  # walk feasibility by packed counts + rank
        self.path: list[int] = []
        self.st = st
        self.trail: list[int] = []  # keys of the positions being expanded now


def _suffix_weights(R: list[tuple[int, ...]]) -> list[list[int]]:
    """The symmetric key: each distinct remaining rank sequence (a pile's bottom h
    cards) gets an id; the key counts piles per id in SUFFIX_BITS each.  W[i][h]
    is what pile i with h cards left adds to the key."""
    ids: dict[tuple[int, ...], int] = {}
    W: list[list[int]] = []
    width = max(SUFFIX_BITS, len(R).bit_length())
    for p in R:
        row = [0]
        for h in range(1, len(p) + 1):
            seq = p[:h]
            if seq not in ids:
                ids[seq] = len(ids)
            row.append(1 << (FOUNDATION_BITS + width * ids[seq]))
        W.append(row)
    return W


def _restarts(board: _Board, start: int, total: int, base: int) -> list[int] | None:
    """Restarts: a run that exceeds its budget is abandoned and the next run
    tries another move order with a larger budget. Whatever a run explored
    completely stays in `seen` as proven dead (the search space is acyclic,
    so only the positions still being expanded - the trail - are unproven)."""
    b = board
    H, T, cnt, topmask, tops = b.H, b.T, b.cnt, b.topmask, b.tops
    st, path, trail, seen = b.st, b.path, b.trail, b.seen
    saved = (list(H), list(T), list(cnt), list(topmask), list(tops))
    run = 0
    while True:
        order = run % N_ORDERS
        prio = list(range(b.n))
        random.Random(run).shuffle(prio)
        # every order gets a turn, then the budgets double: some run finishes
        budget = st.positions + (base << (run // N_ORDERS))
        dfs = _search(b, order, budget, prio)
        try:
            won = dfs(start, b.S0, b.packed0, total)
            break
        except _OutOfBudget:
            for k in trail:
                seen.discard(k)
            trail.clear()
            path.clear()
            for now, then in zip((H, T, cnt, topmask, tops), saved, strict=True):
                now[:] = then
            run += 1
    if won:
        path.reverse()
        return path
    return None


def _search(b: _Board, order: int, budget: int, prio: list[int]) -> Callable[[int, int, int, int], bool]:
    """One run's depth-first search (move order `order`, at most `budget` positions
    in all), as a closure over the board's tables for speed: dfs(foundation rank,
    key, packed rank counts, cards left) is True when it found a win (the piles
    played are then in `path`, last first)."""
    NB, topmask, tops, T, H, chain, cnt = b.NB, b.topmask, b.tops, b.T, b.H, b.chain, b.cnt
    low_bits, high_bits, D, below = b.low_bits, b.high_bits, b.D, b.below
    seen, feas, path, trail, st = b.seen, b.feas, b.path, b.trail, b.st
    low = (1 << HALF_BITS) - 1
    empty = -1

    def dfs(f: int, S: int, P: int, left: int) -> bool:
        up, down = NB[f]
        m = topmask[up] | topmask[down]
        moves: Sequence[int] = low_bits[m & low] + high_bits[m >> HALF_BITS]
        if len(moves) > 1:
            mob = [0] * (N_RANKS + 1)
            mob[up] = tops[NB[up][0]] + tops[NB[up][1]]
            mob[down] = tops[NB[down][0]] + tops[NB[down][1]]
            moves = _ordered(moves, order, mob, T, H, chain, cnt, prio)
        for i in moves:
            h = H[i]
            c = T[i]
            S2 = S + D[i][h]
            k = S2 | c
            if k in seen:
                continue
            if st.positions >= budget:
                raise _OutOfBudget
            seen.add(k)
            st.positions += 1
            if left == 1:
                path.append(i)
                return True
            P2 = P - (1 << (3 * c))
            fk = (P2 << 4) | c
            ok = feas.get(fk)
            if ok is None:
                cnt[c] -= 1
                ok = feas[fk] = walk_feasible(cnt, c)
                cnt[c] += 1
            if not ok:
                continue
            bit = 1 << i
            b = below[i][h]
            H[i] = h - 1
            T[i] = b
            topmask[c] ^= bit
            tops[c] -= 1
            if b == empty:
                topmask[ANY] ^= bit
            else:
                topmask[b] |= bit
                tops[b] += 1
            cnt[c] -= 1
            trail.append(k)
            won = dfs(c, S2, P2, left - 1)
            trail.pop()
            cnt[c] += 1
            if b == empty:
                topmask[ANY] |= bit
            else:
                topmask[b] ^= bit
                tops[b] -= 1
            topmask[c] |= bit
            tops[c] += 1
            T[i] = c
            H[i] = h
            if won:
                path.append(i)
                return True
        return False

    return dfs


def _ordered(
    moves: Sequence[int],
    order: int,
    mob: list[int],
    T: list[int],
    H: list[int],
    chain: list[list[int]],
    cnt: list[int],
    prio: list[int],
) -> list[int]:
    """The piles to play from, sorted by the move order of this run (mob: follow-ups
    per rank, T/H: top rank and height per pile, chain: uncovers a neighbour)."""
    if order == 0:  # most follow-ups (an uncovered one counts), then tallest
        return sorted(moves, key=lambda i: -8 * (mob[T[i]] + chain[i][H[i]]) - H[i])
    if order == 1:  # most follow-ups, then tallest
        return sorted(moves, key=lambda i: -8 * mob[T[i]] - H[i])
    if order == 2:  # ... then the rank with most cards left
        return sorted(moves, key=lambda i: -64 * (mob[T[i]] + chain[i][H[i]]) - 8 * cnt[T[i]] - H[i])
    if order == 3:  # ... then the shortest pile
        return sorted(moves, key=lambda i: -8 * (mob[T[i]] + chain[i][H[i]]) + H[i])
    if order == 4:  # tallest pile first, then most follow-ups
        return sorted(moves, key=lambda i: -16 * H[i] - mob[T[i]] - chain[i][H[i]])
    if order == 5:  # fewest follow-ups first
        return sorted(moves, key=lambda i: 8 * mob[T[i]] - H[i])
    # most follow-ups, piles in this run's shuffled order
    return sorted(moves, key=lambda i: -64 * mob[T[i]] + prio[i])


class _OutOfBudget(Exception):
    """A run of the search used up its budget of positions."""


N_ORDERS = 7
RESTART_BASE = 5_000


HALF_BITS = 9


@lru_cache(maxsize=4)
def _bit_tables(shift: int) -> tuple[tuple[int, ...], ...]:
    """For every 9-bit mask, the indices of its set bits plus ``shift``."""
    table: list[tuple[int, ...]] = [()]
    for i in range(HALF_BITS):
        table += [t + (i + shift,) for t in table]
    return tuple(table)


def exhaustive(rank_piles: Sequence[Sequence[int]], start: int) -> bool:
    """Plain search over every move sequence, no cache, no pruning (tests)."""
    piles = [list(p) for p in rank_piles]

    def go(f: int) -> bool:
        if not any(piles):
            return True
        for p in piles:
            if p and (f == ANY or (p[-1] - f) % N_RANKS in (1, N_RANKS - 1)):
                c = p.pop()
                won = go(c)
                p.append(c)
                if won:
                    return True
        return False

    return go(start)


def replay_wins(rank_piles: Sequence[Sequence[int]], start: int, line: Sequence[int]) -> bool:
    """True when `line` is a legal sequence of plays that empties every pile."""
    piles = [list(p) for p in rank_piles]
    f = start
    for i in line:
        if not (0 <= i < len(piles)) or not piles[i]:
            return False
        c = piles[i][-1]
        if f != ANY and (c - f) % N_RANKS not in (1, N_RANKS - 1):
            return False
        f = piles[i].pop()
    return not any(piles)


def greedy_line(piles: Sequence[Sequence[str]], foundation: Sequence[str] | str | None) -> list[int]:
    """A plausible line for deals with no win: always the play that leaves the
    most follow-up plays (the attract mode shows it on unwinnable deals)."""
    if isinstance(foundation, str):
        foundation = [foundation]
    R = [list(p) for p in _ranks(piles)]
    f = rank_of(foundation[-1]) if foundation else ANY
    line: list[int] = []
    while True:
        moves = [i for i, p in enumerate(R) if p and (f == ANY or (p[-1] - f) % N_RANKS in (1, N_RANKS - 1))]
        if not moves:
            return line

        def follow_ups(i: int) -> tuple[int, int]:
            c = R[i][-1]
            n = sum(1 for j, p in enumerate(R) if j != i and p and (p[-1] - c) % N_RANKS in (1, N_RANKS - 1))
            if len(R[i]) > 1 and (R[i][-2] - c) % N_RANKS in (1, N_RANKS - 1):
                n += 1
            return n, len(R[i])

        best = max(moves, key=follow_ups)
        f = R[best].pop()
        line.append(best)
