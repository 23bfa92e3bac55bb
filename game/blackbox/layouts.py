"""Every hidden layout consistent with the rays seen so far, kept exactly.

A depth-first search walks the observed rays over a partial box (each cell
unknown, empty or atom) and branches only on a cell a ray actually looks at.
A leaf fixes the examined cells; it stands for every way of putting the
remaining atoms into the cells no ray looked at, so the number of layouts and a
uniform sample of them are exact.  (Random-walk sampling fails here: after a
few rays consistent layouts are isolated from one another.)
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Callable, Generator, Iterator, Mapping, Optional

from .board import Cell, Geometry, Port, geometry
from .rays import HIT, Shot

UNKNOWN, EMPTY, ATOM = 0, 1, 2
HIT_CODE = -1  # outcome codes: -1 for a hit, else the exit port index (== entry for a reflection)
DONE, NEED_AHEAD, NEED_EDGE, NEED_SIDE = 0, 1, 2, 3

# a ray still being traced: (port, wanted outcome, cell, heading, NEED_* status, the cell it waits on)
Pending = tuple[int, int, int, int, int, int]


TICK = 256  # search nodes between the pauses a budget is checked at
TAIL_RATIO = 1e-3  # an approximate set leaves out layouts this much rarer than its likeliest


class TooManyLayouts(Exception):
    """The search passed its node budget."""


@dataclass(frozen=True)
class Leaf:
    state: bytes  # per cell UNKNOWN / EMPTY / ATOM, plus the outside slot (EMPTY)
    atoms: int  # atoms fixed in examined cells
    free: int  # cells no ray looked at
    weight: int  # layouts this leaf stands for: comb(free, n_atoms - atoms)

    def split(self, size: int) -> tuple[bytearray, list[int]]:
        """The atoms fixed so far as an occupancy list (`size` cells plus the
        outside slot), and the cells still unknown, where the rest may go."""
        occ = bytearray(size + 1)
        unknown = []
        for i in range(size):
            s = self.state[i]
            if s == ATOM:
                occ[i] = 1
            elif s == UNKNOWN:
                unknown.append(i)
        return occ, unknown


def outcome_code(geo: Geometry, port: Port, shot: Shot) -> int:
    if shot.kind == HIT:
        return HIT_CODE
    return geo.port_index[shot.exit] if shot.exit is not None else geo.port_index[port]


def observed_codes(geo: Geometry, shots: Mapping[Port, Shot]) -> dict[int, int]:
    """Port index -> outcome code for every port whose result is known, counting
    the exit of each detour (rays are reversible)."""
    observed = {geo.port_index[p]: outcome_code(geo, p, s) for p, s in shots.items()}
    for p, code in list(observed.items()):
        if code not in (HIT_CODE, p):
            observed.setdefault(code, p)
    return observed


def resume(geo: Geometry, st: bytes | bytearray, p: int, c: int, d: int) -> tuple[int, int, int, int]:
    """Trace port p over a partial box, from the start (c < 0) or from standing
    in cell c heading d.  Returns (DONE, outcome code, c, d), or (NEED_*, cell,
    c, d) when the ray must know an unknown cell to go on: NEED_AHEAD for the
    cell it would enter (an atom there means a hit), NEED_EDGE for a cell beside
    the entry (an atom there means an edge reflection), NEED_SIDE for a cell
    beside the ray deeper in.  Resuming later from the returned (c, d) gives the
    same result as tracing afresh, since only known cells were read."""
    nb = geo.nb
    if c < 0:
        status, val, d = _enter(geo, st, p)
        if status != _INSIDE:
            return status, val, -1, d
        c = val
    out = geo.outside
    while True:
        nc = nb[c]
        n = nc[d]
        s = st[n]
        if s == UNKNOWN:
            return NEED_AHEAD, n, c, d
        if s == ATOM:
            return DONE, HIT_CODE, c, d
        lc, rc = nc[(d + 1) % 6], nc[(d - 1) % 6]
        ls, rs = st[lc], st[rc]
        if ls == UNKNOWN:
            return NEED_SIDE, lc, c, d
        if rs == UNKNOWN:
            return NEED_SIDE, rc, c, d
        if ls == ATOM or rs == ATOM:
            if ls == ATOM and rs == ATOM:
                d = (d + 3) % 6
            elif ls == ATOM:
                d = (d - 1) % 6
            else:
                d = (d + 1) % 6
            continue
        if n == out:
            return DONE, geo.exit_port[c][d], c, d
        c = n


_INSIDE = -1  # the status of _enter when the ray is inside the box and goes on


def _enter(geo: Geometry, st: bytes | bytearray, p: int) -> tuple[int, int, int]:
    """The first step of `resume` from port p: (status, value, heading) as resume
    gives them when the ray ends or waits at the rim, else (_INSIDE, entry cell, heading)."""
    e, d = geo.port_cd[p]
    s = st[e]
    if s == UNKNOWN:
        return NEED_AHEAD, e, d
    if s == ATOM:
        return DONE, HIT_CODE, d
    ne = geo.nb[e]
    a, b = ne[(d + 2) % 6], ne[(d - 2) % 6]
    sa, sb = st[a], st[b]
    if sa == UNKNOWN:
        return NEED_EDGE, a, d
    if sb == UNKNOWN:
        return NEED_EDGE, b, d
    if sa == ATOM or sb == ATOM:
        return DONE, p, d
    return _INSIDE, e, d


def trace_partial(geo: Geometry, st: bytes | bytearray, p: int) -> tuple[int, int]:
    """(DONE, outcome) or (NEED_*, cell) for port p traced from its start."""
    status, val, _, _ = resume(geo, st, p, -1, 0)
    return status, val


class Search:
    """The depth-first search over partial boxes, with forced moves.

    Forced: a ray that did not hit cannot have an atom straight ahead; one that
    was not reflected at its port cannot have an atom beside its entry; with all
    atoms placed every other cell is empty.  Forced cells need no branch, so dead
    ends die early.  Each pending ray waits on one unknown cell and is traced on
    only when that cell becomes known.
    """

    def __init__(self, geo: Geometry, n_atoms: int, observed: Mapping[int, int]) -> None:
        self.geo, self.n = geo, n_atoms
        self.N = geo.outside
        self.st = bytearray(self.N + 1)
        self.st[self.N] = EMPTY
        ports = len(geo.ports)

        def order(item: tuple[int, int]) -> tuple[bool, bool, int]:
            """Detours first, the shortest way round the rim first, then reflections,
            then hits: detours pin their paths down hardest, hits least (about
            twice fewer nodes than reflections first on the biggest box)."""
            p, code = item
            gap = abs(p - code) if code >= 0 else 0
            return (code == HIT_CODE, code == p, min(gap, ports - gap))

        self.obs = sorted(observed.items(), key=order)
        self.nodes = 0
        self.capped = False  # True once a leaf was left out for needing too many atoms

    def _settle(
        self, pending: list[Pending], changed: list[int], k: int, examined: int, trail: list[int]
    ) -> tuple[bool, list[Pending], int]:
        """Trace on the rays waiting on `changed` cells and apply forced cells.
        Returns (consistent, pending, examined)."""
        geo, st, n = self.geo, self.st, self.n
        if k >= n:
            for item in pending:
                if st[item[5]] == UNKNOWN:
                    st[item[5]] = EMPTY
                    trail.append(item[5])
                    examined += 1
                    changed.append(item[5])
        while changed:
            hot = set(changed)
            changed = []
            new = []
            for item in pending:
                if item[5] not in hot:
                    new.append(item)
                    continue
                p, want = item[0], item[1]
                status, val, c, d = resume(geo, st, p, item[2], item[3])
                if status == DONE:
                    if val != want:
                        return False, pending, examined
                    continue
                if st[val] == UNKNOWN and (
                    k >= n or (status == NEED_AHEAD and want != HIT_CODE) or (status == NEED_EDGE and want != p)
                ):
                    st[val] = EMPTY
                    trail.append(val)
                    examined += 1
                    changed.append(val)
                new.append((p, want, c, d, status, val))
            pending = new
        if self.N - examined < n - k:
            return False, pending, examined
        return True, pending, examined

    def initial(self) -> list[Pending]:
        """Pending rays before any cell is known; each waits on its entry cell."""
        return [(p, want, -1, 0, NEED_AHEAD, self.geo.port_cd[p][0]) for p, want in self.obs]

    def run(
        self,
        on_leaf: Callable[[Leaf], bool],
        node_budget: Optional[int] = None,
        rng: Optional[random.Random] = None,
        min_ratio: float = 0.0,
        start: Optional[Leaf] = None,
        max_atoms: Optional[int] = None,
    ) -> None:
        """Visit leaves depth first; stop when on_leaf returns True.  With an rng the
        branch tried first is atom with the prior chance (atoms left / cells left).

        With min_ratio > 0 the search skips every subtree whose leaves must weigh
        less than min_ratio times the heaviest leaf found so far (each extra atom a
        ray needs makes its layouts about ten times rarer), so only the negligible
        tail of long wandering paths is dropped.  With max_atoms the search places
        at most that many atoms in examined cells (sets `capped` when that left
        something out): each atom a path needs makes it about ten times rarer, so
        capping a little above the fewest atoms that fit keeps nearly all the
        weight at a small share of the cost."""
        gen = self.walk(start, max_atoms, min_ratio, rng)
        try:
            for leaf in gen:
                if leaf is None:
                    if node_budget is not None and self.nodes > node_budget:
                        raise TooManyLayouts
                elif on_leaf(leaf):
                    return
        finally:
            gen.close()

    def walk(
        self,
        start: Optional[Leaf] = None,
        max_atoms: Optional[int] = None,
        min_ratio: float = 0.0,
        rng: Optional[random.Random] = None,
    ) -> Generator[Optional[Leaf], None, None]:
        """The depth-first search of `run` as a generator: yields each leaf, and
        None every TICK nodes so that a caller can pause it (and go on later, as
        the getter does with a long exact search spread over several moves)."""
        st, n, N = self.st, self.n, self.N
        cap = n if max_atoms is None else min(n, max_atoms)
        heaviest = [0]

        def dfs(pending: list[Pending], changed: list[int], k: int, examined: int) -> Iterator[Optional[Leaf]]:
            self.nodes += 1
            if not self.nodes % TICK:
                yield None
            trail: list[int] = []
            try:
                ok, pending, examined = self._settle(pending, changed, k, examined, trail)
                if not ok:
                    return
                if min_ratio and comb(N - examined, n - k) < heaviest[0] * min_ratio:
                    return
                if not pending:
                    free = N - examined
                    weight = comb(free, n - k)
                    heaviest[0] = max(heaviest[0], weight)
                    yield Leaf(bytes(st), k, free, weight)
                    return
                x = pending[0][5]
                order = (EMPTY, ATOM) if min_ratio else (ATOM, EMPTY)
                if rng is not None and rng.random() * (N - examined) >= n - k:
                    order = (EMPTY, ATOM)
                try:
                    for value in order:
                        if value == ATOM and k >= cap:
                            if k < n:
                                self.capped = True
                            continue
                        st[x] = value
                        yield from dfs(pending, [x], k + (value == ATOM), examined + 1)
                finally:
                    st[x] = UNKNOWN
            finally:
                for c in trail:
                    st[c] = UNKNOWN

        pending = self.initial()
        if start is None:
            yield from dfs(pending, [item[5] for item in pending], 0, 0)
            return
        # go on from a leaf of a smaller set: its cells are known, its rays all fit
        st[:] = start.state
        try:
            yield from dfs(pending, [item[5] for item in pending], start.atoms, N - start.free)
        finally:
            st[:] = bytes(N) + bytes([EMPTY])


def _collect_into(leaves: list[Leaf]) -> Callable[[Leaf], bool]:
    """An on_leaf for Search.run that keeps every leaf and never stops the search."""

    def keep(leaf: Leaf) -> bool:
        leaves.append(leaf)
        return False

    return keep


class Layouts:
    """The exact set of layouts of `n_atoms` atoms consistent with `shots`."""

    def __init__(
        self,
        radius: int,
        n_atoms: int,
        shots: Mapping[Port, Shot],
        node_budget: Optional[int] = None,
        min_ratio: float = 0.0,
        observed: Optional[dict[int, int]] = None,
        leaves: Optional[list[Leaf]] = None,
        max_atoms: Optional[int] = None,
    ) -> None:
        """Exact unless min_ratio > 0 or max_atoms left something out: then layouts
        far rarer than the likeliest are left out (see Search.run) and `exact` is False.  (`observed` and `leaves`
        are for `extend`, which builds a set from a smaller one.)"""
        self.geo = geo = geometry(radius)
        self.radius, self.n_atoms = radius, n_atoms
        self.exact = not min_ratio
        self.observed = observed_codes(geo, shots) if observed is None else observed
        self.nodes = 0
        if leaves is None:
            found: list[Leaf] = []
            search = Search(geo, n_atoms, self.observed)
            search.run(_collect_into(found), node_budget, min_ratio=min_ratio, max_atoms=max_atoms)
            self.nodes = search.nodes
            self.exact = self.exact and not search.capped
            leaves = found
        if min_ratio and leaves:
            floor = max(leaf.weight for leaf in leaves) * min_ratio
            leaves = [leaf for leaf in leaves if leaf.weight >= floor]
        self.leaves: list[Leaf] = leaves
        self.total = sum(leaf.weight for leaf in self.leaves)

    def extend(
        self,
        shots: Optional[Mapping[Port, Shot]],
        node_budget: Optional[int] = None,
        observed: Optional[Mapping[int, int]] = None,
        max_atoms: Optional[int] = None,
    ) -> "Layouts":
        """The set for `shots` (these shots plus more), grown from this one: each leaf
        only has to be searched further for the new rays, so the next ray costs
        little.  Stays approximate if this set was.  `observed` (port index ->
        outcome code) may stand in for `shots`; max_atoms caps the atoms a leaf
        may fix (see Search.run), making the result approximate if it bites."""
        geo = self.geo
        observed = dict(observed) if observed is not None else observed_codes(geo, shots or {})
        new = {p: c for p, c in observed.items() if p not in self.observed}
        if any(self.observed.get(p) != c for p, c in observed.items() if p in self.observed):
            raise ValueError("extend needs the shots of this set and more")
        search = Search(geo, self.n_atoms, new)
        leaves: list[Leaf] = []
        for leaf in self.leaves:
            search.run(_collect_into(leaves), node_budget, start=leaf, max_atoms=max_atoms)
        out = Layouts(
            self.radius, self.n_atoms, {}, observed=observed, leaves=leaves, min_ratio=0.0 if self.exact else TAIL_RATIO
        )
        out.exact = self.exact and not search.capped
        out.nodes = search.nodes
        return out

    def __len__(self) -> int:
        return len(self.leaves)

    def sample(self, rng: random.Random, count: int) -> list[bytearray]:
        """`count` layouts drawn uniformly (with replacement) as occupancy lists."""
        return fill_leaves(self.geo, self.n_atoms, self.leaves, rng, count)

    def outcomes(self, p: int, stop_at_two: bool = False) -> dict[int, int]:
        """Exact outcome code -> number of consistent layouts giving it, for port p.
        With stop_at_two, returns as soon as two different outcomes are seen."""
        geo, n = self.geo, self.n_atoms
        counts: dict[int, int] = {}

        def dfs(st: bytearray, k: int, free: int) -> bool:
            status, val = trace_partial(geo, st, p)
            if status == DONE:
                counts[val] = counts.get(val, 0) + comb(free, n - k)
                return stop_at_two and len(counts) > 1
            stop = False
            if k < n:
                st[val] = ATOM
                stop = dfs(st, k + 1, free - 1)
            if not stop and free - 1 >= n - k:
                st[val] = EMPTY
                stop = dfs(st, k, free - 1)
            st[val] = UNKNOWN
            return stop

        for leaf in self.leaves:
            if dfs(bytearray(leaf.state), leaf.atoms, leaf.free):
                break
        return counts

    def every_layout(self) -> Iterator[bytearray]:
        """Every consistent layout as an occupancy list (only for small sets)."""
        N = self.geo.outside
        for leaf in self.leaves:
            base = bytearray(N + 1)
            free = []
            for i in range(N):
                if leaf.state[i] == ATOM:
                    base[i] = 1
                elif leaf.state[i] == UNKNOWN:
                    free.append(i)
            for extra in combinations(free, self.n_atoms - leaf.atoms):
                occ = bytearray(base)
                for i in extra:
                    occ[i] = 1
                yield occ

    def any_layout(self) -> frozenset[Cell]:
        """One consistent layout (examined atoms plus the first free cells)."""
        leaf = self.leaves[0]
        cells = [i for i in range(self.geo.outside) if leaf.state[i] == ATOM]
        free = [i for i in range(self.geo.outside) if leaf.state[i] == UNKNOWN]
        cells += free[: self.n_atoms - leaf.atoms]
        return frozenset(self.geo.cells[i] for i in cells)


def random_leaves(
    radius: int, n_atoms: int, shots: Mapping[Port, Shot], rng: random.Random, count: int, node_budget: int = 40000
) -> list[Leaf]:
    """Leaves drawn for sampling when the layout set is too big to list.

    Each attempt walks down once, choosing atom or empty for each needed cell
    with the prior chance (atoms left / cells left), and starts again at a dead
    end: that is sampling the hidden layout from the prior and keeping it only
    if it fits.  Forced cells skip draws whose other branch was a dead end, so
    every kept leaf carries the weight those skipped draws had; resampling by
    weight makes the result a fair sample of the consistent layouts (exact in
    the limit; only the budget limits it)."""
    geo = geometry(radius)
    search = Search(geo, n_atoms, observed_codes(geo, shots))
    n, N = n_atoms, search.N
    fresh = bytes(search.st)
    found: list[tuple[Leaf, float]] = []
    nodes = 0
    while nodes < node_budget and len(found) < count * 4:
        search.st[:] = fresh
        pending = search.initial()
        changed = [item[5] for item in pending]
        k = examined = 0
        logw = 0.0
        while True:
            nodes += 1
            before = examined
            ok, pending, examined = search._settle(pending, changed, k, examined, [])
            for e in range(before, examined):
                left = N - e
                logw += math.log1p(-(n - k) / left) if n - k < left else -math.inf
            if not ok or logw == -math.inf:
                break
            if not pending:
                free = N - examined
                found.append((Leaf(bytes(search.st), k, free, comb(free, n - k)), logw))
                break
            x = pending[0][5]
            if rng.random() * (N - examined) < n - k:
                search.st[x] = ATOM
                k += 1
            else:
                search.st[x] = EMPTY
            examined += 1
            changed = [x]
    if len(found) < max(4, count // 20):
        # Rays this unlikely under the prior make fair draws too rare: fall back to
        # randomised depth-first descents, which always land on a consistent leaf
        # but favour leaves that are easy to reach.
        return found_or_rough([leaf for leaf, _ in found], search, rng, count, node_budget)
    top = max(w for _, w in found)
    leaves = [leaf for leaf, _ in found]
    return rng.choices(leaves, weights=[math.exp(w - top) for _, w in found], k=count)


def found_or_rough(
    found: list[Leaf], search: "Search", rng: random.Random, count: int, node_budget: int, descent_budget: int = 2500
) -> list[Leaf]:
    out = list(found)

    def keep(leaf: Leaf) -> bool:
        out.append(leaf)
        return True

    spent = 0
    fresh = bytearray(search.N + 1)
    fresh[search.N] = EMPTY
    while len(out) < count // 3 and spent < node_budget // 2:
        search.st[:] = fresh
        search.nodes = 0
        try:
            search.run(keep, descent_budget, rng)
        except TooManyLayouts:
            pass
        spent += search.nodes
    if not out:
        return []
    return rng.choices(out, k=count)


def _fill_one(geo: Geometry, n_atoms: int, leaf: Leaf, rng: random.Random) -> bytearray:
    occ = bytearray(geo.outside + 1)
    unknown = []
    for i in range(geo.outside):
        s = leaf.state[i]
        if s == ATOM:
            occ[i] = 1
        elif s == UNKNOWN:
            unknown.append(i)
    for i in rng.sample(unknown, n_atoms - leaf.atoms):
        occ[i] = 1
    return occ


def sample_leaves(geo: Geometry, n_atoms: int, leaves: list[Leaf], rng: random.Random) -> list[bytearray]:
    """One layout per leaf given (leaves already drawn fairly), atoms left placed at random."""
    return [_fill_one(geo, n_atoms, leaf, rng) for leaf in leaves]


def fill_leaves(geo: Geometry, n_atoms: int, leaves: list[Leaf], rng: random.Random, count: int) -> list[bytearray]:
    """Draw `count` layouts (occupancy lists) from leaves in proportion to their
    weights, placing each leaf's remaining atoms uniformly in its free cells."""
    picks = rng.choices(leaves, weights=[leaf.weight for leaf in leaves], k=count)
    out = []
    for leaf in picks:
        occ, unknown = leaf.split(geo.outside)
        for i in rng.sample(unknown, n_atoms - leaf.atoms):
            occ[i] = 1
        out.append(occ)
    return out
