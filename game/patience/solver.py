"""An exact Black Hole solver: depth-first search with a dead-position cache.

A position is the foundation's top rank plus how many cards are left in each
pile. Everything not on the winning line is a proven dead end, so the visited
set doubles as the cache of dead positions. What keeps the search small:

* Symmetry: piles whose remaining cards have the same ranks in the same order
  are interchangeable, so the key is the *multiset* of remaining pile contents
  (each distinct rank sequence gets an id; the key packs how many piles hold
  each id). Suits never matter, so equal-rank cards are merged as well.
* Rank reachability: the ranks still to be played, together with the
  foundation's rank, must form one unbroken arc of the King-Ace cycle, since
  the foundation can only walk one rank at a time.
* Move ordering: a card whose removal uncovers a neighbour of itself (the
  rank to be playable next) is tried first.
"""
from __future__ import annotations

from typing import Callable, Sequence

from .cards import N_RANKS, rank_of

FOUNDATION_BITS = 4          # foundation rank 0..12 in the low bits of a key
SUFFIX_BITS = 3              # at most 4 piles can share one rank sequence
ANY = N_RANKS                # foundation "rank" of an empty foundation


def _arc_table() -> bytes:
    """CONN[mask] = 1 when the set bits of the 13-bit mask form one arc."""
    full = (1 << N_RANKS) - 1
    table = bytearray(1 << N_RANKS)
    for mask in range(1 << N_RANKS):
        if mask == 0 or mask == full:
            table[mask] = 1
            continue
        # count boundaries where a set bit is followed (cyclically) by a clear one
        rot = ((mask >> 1) | ((mask & 1) << (N_RANKS - 1)))
        ends = bin(mask & ~rot & full).count("1")
        table[mask] = 1 if ends == 1 else 0
    return bytes(table)


ARC = _arc_table()


class SolverStats:
    """Counters a benchmark reads: positions entered and the largest cache."""

    __slots__ = ("positions", "pruned")

    def __init__(self) -> None:
        self.positions = 0
        self.pruned = 0


def _ranks(piles: Sequence[Sequence[str]]) -> list[tuple[int, ...]]:
    return [tuple(rank_of(c) for c in p) for p in piles]


def solve(piles: Sequence[Sequence[str]], foundation: Sequence[str] | str | None,
          stats: SolverStats | None = None) -> list[int] | None:
    """The pile index of each move of a win, or None once no win is proven.

    `foundation` is the Black Hole pile (top last), a single card, or empty /
    None for All in a Row, where any top card may start.
    """
    if isinstance(foundation, str):
        foundation = [foundation]
    rank_piles = _ranks(piles)
    start = rank_of(foundation[-1]) if foundation else ANY
    return solve_ranks(rank_piles, start, stats)


def solve_ranks(rank_piles: Sequence[Sequence[int]], start: int,
                stats: SolverStats | None = None) -> list[int] | None:
    """`solve` on ranks 0..12; `start` is the foundation rank or ANY."""
    R = [tuple(p) for p in rank_piles]
    n = len(R)
    H = [len(p) for p in R]
    T = [p[-1] if p else -1 for p in R]
    total = sum(H)
    if total == 0:
        return []
    ids: dict[tuple[int, ...], int] = {}
    W: list[list[int]] = []
    for p in R:
        row = [0]
        for h in range(1, len(p) + 1):
            seq = p[:h]
            if seq not in ids:
                ids[seq] = len(ids)
            row.append(1 << (FOUNDATION_BITS + SUFFIX_BITS * ids[seq]))
        W.append(row)
    # D[i][h]: change of the key's pile part when pile i goes from h to h-1 cards
    D = [[0] + [row[h - 1] - row[h] for h in range(1, len(row))] for row in W]
    # below[i][h]: the rank uncovered when pile i goes from h to h-1 cards
    below = [[-1] + [p[h - 2] if h >= 2 else -1 for h in range(1, len(p) + 1)]
             for p in R]
    cnt = [0] * N_RANKS
    for p in R:
        for r in p:
            cnt[r] += 1
    mask = 0
    for r in range(N_RANKS):
        if cnt[r]:
            mask |= 1 << r
    NB = [((r + 1) % N_RANKS, (r - 1) % N_RANKS) for r in range(N_RANKS)]
    seen: set[int] = set()
    path: list[int] = []
    S0 = sum(row[-1] for row in W)
    st = stats if stats is not None else SolverStats()
    piles_idx = range(n)
    arc = ARC

    def dfs(f: int, S: int, left: int) -> bool:
        up, down = NB[f]
        moves = [i for i in piles_idx if T[i] == up or T[i] == down]
        if len(moves) > 1:
            # uncovering a neighbour of the played card keeps the chain going
            moves.sort(key=lambda i: (below[i][H[i]] - T[i]) % N_RANKS not in (1, 12))
        nonlocal mask
        for i in moves:
            h = H[i]
            c = T[i]
            S2 = S + D[i][h]
            k = S2 | c
            if k in seen:
                continue
            seen.add(k)
            st.positions += 1
            if left == 1:
                path.append(i)
                return True
            H[i] = h - 1
            T[i] = below[i][h]
            cnt[c] -= 1
            m = mask
            if not cnt[c]:
                mask = m ^ (1 << c)
            if arc[mask | (1 << c)]:
                if dfs(c, S2, left - 1):
                    path.append(i)
                    return True
            else:
                st.pruned += 1
            mask = m
            cnt[c] += 1
            T[i] = c
            H[i] = h
        return False

    if start == ANY:
        tried: set[int] = set()
        for i in piles_idx:
            if not H[i] or T[i] in tried:
                continue
            tried.add(T[i])
            # playing the first card: any top may start the foundation
            h, c = H[i], T[i]
            H[i], T[i] = h - 1, below[i][h]
            cnt[c] -= 1
            m = mask
            if not cnt[c]:
                mask = m ^ (1 << c)
            ok = total == 1 or (arc[mask | (1 << c)] and dfs(c, S0 + D[i][h], total - 1))
            if ok:
                path.append(i)
                path.reverse()
                return path
            mask = m
            cnt[c] += 1
            H[i], T[i] = h, c
        return None
    if dfs(start, S0, total):
        path.reverse()
        return path
    return None


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


def replay_wins(rank_piles: Sequence[Sequence[int]], start: int,
                line: Sequence[int]) -> bool:
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


SolveFn = Callable[[Sequence[Sequence[str]], Sequence[str]], "list[int] | None"]
