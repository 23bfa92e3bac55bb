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
* Both directions: a win read backwards is a win of the deal played
  upside down (piles reversed, any first card, the last card next to the
  foundation's rank). Runs alternate between the two; a lost deal that
  fills millions of positions one way often dies within thousands the other.
* Dominance: a pile's last card is never a better play than another card of
  its rank that has cards under it (`_without_last_cards`), so it is not tried.
* Move ordering with restarts: the time to find a win is heavy-tailed, so a
  run that uses up its budget of positions is abandoned and the next run
  tries another of seven move orders (most follow-up plays first, tallest
  pile first, ...; ties broken by a shuffled pile order per run); budgets
  double after each round. Completed subtrees stay in the dead-position
  cache, so a restart repeats almost nothing.

Measured on PySolFC deals (positions visited): the symmetric key halves them
(deals 1-200: 9.56 M -> 5.19 M); walk feasibility instead of a plain
connectivity test cuts them 3.4x (deals 1-100: 23.5 M -> 6.8 M); restarts
over seven orders cut another 30% (every 9th deal from 6: 7.23 M -> 4.95 M).
Both directions, then the dominance rule, then shuffled tie-breaks: deals
1-2000 48.5 M -> 39.6 M -> 14.4 M -> 13.8 M positions (deal 1704: 2.56 M ->
86 k). Measured and dropped (no gain): a "stranded card" test (a buried card
all of whose neighbours lie above it in its own pile), requiring the walk to
end on a pile's bottom card (both cut under 0.1% of positions), other
restart schedules (Luby, faster doubling: within noise) and meeting in the
middle (both directions fill the same middle layers).
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


def _parity_masks() -> tuple[list[list[int]], list[list[int]]]:
    """PLUS[f][t] / MINUS[f][t]: the edges v..v+1 that a walk from rank f to
    rank t walks once more / once less than `base` says (see walk_feasible)."""
    sign = [[1 - 2 * ((v - x) % N_RANKS % 2) for v in range(N_RANKS)] for x in range(N_RANKS)]
    plus = [[0] * N_RANKS for _ in range(N_RANKS)]
    minus = [[0] * N_RANKS for _ in range(N_RANKS)]
    for f in range(N_RANKS):
        for t in range(N_RANKS):
            for v in range(N_RANKS):
                step = sign[f][v] - sign[t][v]
                if step > 0:
                    plus[f][t] |= 1 << v
                elif step < 0:
                    minus[f][t] |= 1 << v
    return plus, minus


PLUS, MINUS = _parity_masks()


def walk_feasible(cnt: Sequence[int], f: int, last: int | None = None) -> bool:
    """Can the foundation, now at rank f, walk +-1 steps on the rank cycle
    playing exactly cnt[r] cards of each rank r (ending on rank `last` when
    given)? (Pile order ignored.)

    An Euler-trail argument on the 13-cycle: a walk from f to t uses edge
    v..v+1 e[v] times with e[v-1] + e[v] = 2*cnt[v] + [v == f] - [v == t].
    The cycle is odd, so e is unique: e[v] = base[v] + (s_f[v] - s_t[v]) / 2
    with base[v] = sum_k (-1)^k cnt[v-k] and s_x[v] = (-1)^(v-x), and a walk
    exists when every e[v] >= 0 and the walked edges form one arc. `base` is
    shared by every t, so each candidate last rank costs a few mask tests.
    """
    # base[0], then base[v] = 2*cnt[v] - base[v-1]; each v sorted into a mask
    # by its base: -1, 0, 1 or 2+ (below -1 no t can lift it to 0)
    b = sum(cnt[-k % N_RANKS] * (1 - 2 * (k % 2)) for k in range(N_RANKS))
    by_base = [0, 0, 0, 0]
    ends = 0
    for v in range(N_RANKS):
        if v:
            b = 2 * cnt[v] - b
        if b < -1:
            return False
        by_base[min(b, 2) + 1] |= 1 << v
        if cnt[v]:
            ends |= 1 << v
    neg, zero, one, pos = by_base
    if not ends:
        return True
    if last is not None:
        ends &= 1 << last
    plus_f, minus_f = PLUS[f], MINUS[f]
    t = 0
    while ends:
        if ends & 1:
            up, down = plus_f[t], minus_f[t]
            if not zero & down and not neg & ~up and ARC[pos | (one & ~down) | (zero & up)]:
                return True
        ends >>= 1
        t += 1
    return False


class _Feasibility(dict[int, bool]):
    """walk_feasible by (packed counts << 4 | foundation rank), computed on first use."""

    def __init__(self, end: int | None) -> None:
        super().__init__()
        self.end = end

    def __missing__(self, key: int) -> bool:
        P = key >> 4
        ok = self[key] = walk_feasible([P >> s & COUNT_MASK for s in SHIFTS], key & 15, self.end)
        return ok


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
    if not any(R):
        return []
    if start != ANY and not 0 <= start < N_RANKS:
        raise ValueError(f"bad foundation rank {start}")
    if n > 2 * HALF_BITS:
        raise ValueError(f"at most {2 * HALF_BITS} piles")
    st = stats if stats is not None else SolverStats()
    # the same deal played backwards: piles upside down, any first card, and
    # the last card must fit the real foundation (see _restarts)
    backwards = [p[::-1] for p in R]
    boards = [_Board(R, st, start, None), _Board(backwards, st, ANY, None if start == ANY else start, backwards=True)]
    return _restarts(boards, base)


class _Board:
    """The search's tables and its mutable position (see solve_ranks), shared by its runs."""

    def __init__(
        self, R: list[tuple[int, ...]], st: SolverStats, start: int, end: int | None, backwards: bool = False
    ) -> None:
        n = len(R)
        self.start = start
        self.end = end
        self.backwards = backwards  # R is the deal upside down: a win is read last play first
        # fits_end[c]: a last card of rank c may end the game
        self.fits_end = [end is None or (c - end) % N_RANKS in (1, N_RANKS - 1) for c in range(N_RANKS)]
        self.H = [len(p) for p in R]
        self.T = [p[-1] if p else -1 for p in R]
        W = _suffix_weights(R)
        self.S0 = sum(row[-1] for row in W)
        # D[i][h]: change of the key when pile i goes from h to h-1 cards
        D = [[0] + [row[h - 1] - row[h] for h in range(1, len(row))] for row in W]
        # below[i][h]: the rank uncovered when pile i goes from h to h-1 cards
        below = [[-1] + [p[h - 2] if h >= 2 else -1 for h in range(1, len(p) + 1)] for p in R]
        NB = [((r + 1) % N_RANKS, (r - 1) % N_RANKS) for r in range(N_RANKS)]
        NB.append((ANY, ANY))
        self.NB = NB
        # chain[i][h]: 1 when that play uncovers a neighbour of the card played
        self.chain = [[0] + [int(h >= 2 and p[h - 2] in NB[p[h - 1]]) for h in range(1, len(p) + 1)] for p in R]
        # info[i][h]: pile i at h cards, played from: (rank played, key change,
        # rank uncovered or -1, 1 if that is a neighbour, the played rank's
        # two neighbours, its unit in the packed counts, the pile's bit if the
        # play leaves it with one card or none: flips it in the `ones` mask)
        self.info = [
            [(-1, 0, -1, 0, 0, 0, 0, 0)]
            + [
                (
                    p[h - 1],
                    D[i][h],
                    below[i][h],
                    self.chain[i][h],
                    *NB[p[h - 1]],
                    1 << (COUNT_BITS * p[h - 1]),
                    1 << i if h <= 2 else 0,
                )
                for h in range(1, len(p) + 1)
            ]
            for i, p in enumerate(R)
        ]
        cnt = [0] * N_RANKS
        for p in R:
            for r in p:
                cnt[r] += 1
        if end is not None:  # the walk ends by stepping onto `end`: count it as a last card
            cnt[end] += 1
        if max(cnt) > COUNT_MASK:
            raise ValueError(f"at most {COUNT_MASK - 1} cards of a rank")
        # cards left per rank, COUNT_BITS a rank
        self.packed0 = sum(cnt[r] << (COUNT_BITS * r) for r in range(N_RANKS))
        # topmask[r]: bit i set when pile i shows rank r; topmask[ANY]: the piles
        # that may start (f is ANY only at the start); the last slot: empty piles
        self.topmask = [0] * (N_RANKS + 2)
        for i, t in enumerate(self.T):
            if t >= 0:
                self.topmask[t] |= 1 << i
                self.topmask[ANY] |= 1 << i
        self.low_bits = _bit_tables(0)
        self.high_bits = _bit_tables(HALF_BITS)
        self.n = n
        self.ones = sum(1 << i for i, p in enumerate(R) if len(p) == 1)  # piles down to one card
        self.total = sum(len(p) for p in R)
        self.seen: set[int] = set()
        self.feas = _Feasibility(end)
        self.path: list[int] = []
        self.st = st
        self.saved = (list(self.H), list(self.T), list(self.topmask))
        self.runs = 0

    def reset(self) -> None:
        """Back to the start after an abandoned run. `seen` keeps what the run
        proved dead: a position enters it only once its subtree is done."""
        self.path.clear()
        for now, then in zip((self.H, self.T, self.topmask), self.saved, strict=True):
            now[:] = then


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


def _restarts(boards: list[_Board], base: int) -> list[int] | None:
    """Restarts: a run that exceeds its budget is abandoned and the next run
    tries another move order with a larger budget. Whatever a run explored
    completely stays in its board's `seen` as proven dead.

    Runs alternate between the deal and the deal played backwards (a win read
    from its last card to its first: piles upside down, any first card, the
    last card next to the foundation's). Both answer the same question, and a
    lost deal that takes millions of positions one way often dies within
    thousands the other (PySolFC deal 400: 2.3 M forwards, 1.1 k backwards)."""
    st = boards[0].st
    run = 0
    while True:
        b = boards[run % len(boards)]
        order = b.runs % N_ORDERS
        prio = list(range(b.n))
        random.Random(b.runs).shuffle(prio)
        # every order gets a turn, then the budgets double: some run finishes
        budget = st.positions + (base << (b.runs // N_ORDERS))
        dfs = _search(b, order, budget, prio)
        try:
            won = dfs(b.start, b.S0, b.packed0, b.total, b.ones)
            break
        except _OutOfBudget:
            b.reset()
            b.runs += 1
            run += 1
    if not won:
        return None
    if not b.backwards:
        b.path.reverse()  # collected last play first
    return b.path


def _search(b: _Board, order: int, budget: int, prio: list[int]) -> Callable[[int, int, int, int, int], bool]:
    """One run's depth-first search (move order `order`, at most `budget` positions
    in all), as a closure over the board's tables for speed: dfs(foundation rank,
    key, packed rank counts, cards left, piles down to one card) is True when it
    found a win (the piles played are then in `path`, last first)."""
    NB, topmask, T, H = b.NB, b.topmask, b.T, b.H
    low_bits, high_bits, info = b.low_bits, b.high_bits, b.info
    best_first = _best_first(b, order, prio)
    deep = b.total - ORDERED_PLIES  # from here on piles go in index order
    seen, feas, path, st = b.seen, b.feas, b.path, b.st
    low = (1 << HALF_BITS) - 1

    def dfs(f: int, S: int, P: int, left: int, ones: int) -> bool:
        up, down = NB[f]
        m = topmask[up] | topmask[down]
        last = m & ones  # plays that empty a pile
        if last:
            m = _without_last_cards(m, last, topmask, FITTING[f])
        moves: Sequence[int] = low_bits[m & low] + high_bits[m >> HALF_BITS]
        if len(moves) > 1 and left > deep:  # (the start, f == ANY, is never deep)
            moves = best_first(moves, f, P)
        if left == 1:
            return _last_play(b, moves)
        for i in moves:
            h = H[i]
            c, d, below, ch, na, nb, pc, ob = info[i][h]
            S2 = S + d
            k = S2 | c
            if k in seen:
                continue
            if st.positions >= budget:
                raise _OutOfBudget
            st.positions += 1
            P2 = P - pc
            if not (topmask[na] | topmask[nb] | ch) or not feas[(P2 << 4) | c]:
                seen.add(k)  # no play after this one, or the walk cannot be done
                continue
            bit = 1 << i
            H[i] = h - 1
            T[i] = below
            topmask[c] ^= bit
            topmask[below] |= bit  # an emptied pile (below == -1) goes to the spare last slot
            won = dfs(c, S2, P2, left - 1, ones ^ ob)
            topmask[below] ^= bit
            topmask[c] |= bit
            T[i] = c
            H[i] = h
            if won:
                path.append(i)
                return True
            # proven dead only now: a run abandoned inside leaves nothing unproven in `seen`
            seen.add(k)
        return False

    return dfs


def _last_play(b: _Board, moves: Sequence[int]) -> bool:
    """With one card left: it wins when it can be played and fits the end."""
    for i in moves:
        if b.fits_end[b.T[i]]:
            b.path.append(i)
            return True
    return False


def _best_first(b: _Board, order: int, prio: list[int]) -> Callable[[Sequence[int], int, int], Sequence[int]]:
    """This run's move sorter: (moves, foundation rank, packed counts) -> moves
    best first (see _move_order)."""
    NB, topmask, T, H = b.NB, b.topmask, b.T, b.H
    mob_w, cnt_w, SK = _move_order(order, prio, b.chain)

    def best_first(moves: Sequence[int], f: int, P: int) -> Sequence[int]:
        if f == ANY:
            return _ordered(moves, ANY, 0, 0, T, H, SK)
        up, down = NB[f]
        nu, nd = NB[up], NB[down]
        k_up = mob_w * (topmask[nu[0]] | topmask[nu[1]]).bit_count() + cnt_w * (P >> SHIFTS[up] & COUNT_MASK)
        k_down = mob_w * (topmask[nd[0]] | topmask[nd[1]]).bit_count() + cnt_w * (P >> SHIFTS[down] & COUNT_MASK)
        return _ordered(moves, up, k_up, k_down, T, H, SK)

    return best_first


def _without_last_cards(m: int, last: int, topmask: list[int], ranks: Sequence[int]) -> int:
    """The piles to play from (mask m) less the dominated ones: `last` marks
    the plays that would empty a pile, `ranks` the ranks that fit the hole.

    A pile's last card is never a better play than another card of its rank
    that has cards under it: swap the two in any win (the emptied pile is
    never played from again, and the other pile's next card only shows
    earlier), so it is left out."""
    tall = m ^ last
    for r in ranks:
        shown = topmask[r]
        if tall & shown:
            m ^= last & shown
    return m


def _ordered(
    moves: Sequence[int], up: int, k_up: int, k_down: int, T: list[int], H: list[int], SK: list[list[int]]
) -> Sequence[int]:
    """`moves`, best first: pile i's sort key is SK[i][H[i]] plus k_up or
    k_down, by whether its top card (T[i]) is one up or one down."""
    keyed = [((k_up if T[i] == up else k_down) + SK[i][H[i]], i) for i in moves]
    if len(keyed) == 2:
        (ka, a), (kb, b) = keyed
        return (a, b) if ka < kb else (b, a)
    keyed.sort()
    return [i for _, i in keyed]


# The move orders, as weights of a pile's sort key (lower first): follow-up
# plays after it, cards left of its rank, 1 if it uncovers a neighbour of the
# card played, its height. Ties go by each run's shuffled pile order.
ORDERS = (
    (-256, 0, -256, -32),  # most follow-ups (an uncovered one counts), then tallest
    (-256, 0, 0, -32),  # most follow-ups, then tallest
    (-2048, -256, -2048, -32),  # ... then the rank with most cards left
    (-256, 0, -256, 32),  # ... then the shortest pile
    (-32, 0, -32, -512),  # tallest pile first, then most follow-ups
    (256, 0, 0, -32),  # fewest follow-ups first
    (-64, 0, 0, 0),  # most follow-ups, then the shuffled pile order
)


def _move_order(order: int, prio: list[int], chain: list[list[int]]) -> tuple[int, int, list[list[int]]]:
    """Move order `order` as (weight of follow-up plays, weight of cards left
    of the rank, SK[i][h]: the rest of pile i's sort key at height h)."""
    mob_w, cnt_w, chain_w, height_w = ORDERS[order]
    SK = [[chain_w * ch + height_w * h + prio[i] for h, ch in enumerate(row)] for i, row in enumerate(chain)]
    return mob_w, cnt_w, SK


class _OutOfBudget(Exception):
    """A run of the search used up its budget of positions."""


COUNT_BITS = 5  # packed counts of cards left: 5 bits a rank (tests deal more than 4 a rank)
COUNT_MASK = (1 << COUNT_BITS) - 1
SHIFTS = tuple(COUNT_BITS * r for r in range(N_RANKS))  # rank r's count in packed counts
N_ORDERS = len(ORDERS)
# Moves are sorted only in a run's first plies. Deeper, the order hardly
# changes what a run visits (dead regions are searched to the end whatever
# the order; the 34 hardest deals of 1-2000: 3.52 M positions sorted at every
# ply, 3.46 M sorted in the first 10) and sorting cost a third of the time.
ORDERED_PLIES = 10
RESTART_BASE = 5_000


HALF_BITS = 9
# FITTING[f]: the ranks that fit a hole showing f (any rank fits an empty hole)
FITTING = [((f + 1) % N_RANKS, (f - 1) % N_RANKS) for f in range(N_RANKS)] + [tuple(range(N_RANKS))]


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
