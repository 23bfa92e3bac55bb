"""Every hidden layout consistent with the rays seen so far, kept exactly.

A depth-first search walks the observed rays over a partial box (each cell
unknown, empty or atom) and branches only on a cell a ray actually looks at.
A leaf fixes the examined cells; it stands for every way of putting the
remaining atoms into the cells no ray looked at, so the number of layouts and a
uniform sample of them are exact.  (Random-walk sampling fails here: after a
few rays consistent layouts are isolated from one another.)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from math import comb
from typing import Iterable, Mapping, Optional

from .board import Cell, Port, geometry
from .rays import HIT, Shot

UNKNOWN, EMPTY, ATOM = 0, 1, 2
HIT_CODE = -1  # outcome codes: -1 for a hit, else the exit port index (== entry for a reflection)


class TooManyLayouts(Exception):
    """The search passed its node budget (only the weakest callers accept this)."""


@dataclass(frozen=True)
class Leaf:
    state: bytes  # per cell UNKNOWN / EMPTY / ATOM, plus the outside slot (EMPTY)
    atoms: int  # atoms fixed in examined cells
    free: int  # cells no ray looked at
    weight: int  # layouts this leaf stands for: comb(free, n_atoms - atoms)


def outcome_code(geo, port: Port, shot: Shot) -> int:
    if shot.kind == HIT:
        return HIT_CODE
    return geo.port_index[shot.exit] if shot.exit is not None else geo.port_index[port]


DONE, NEED_AHEAD, NEED_EDGE, NEED_SIDE = 0, 1, 2, 3


def trace_partial(geo, st, p: int) -> tuple[int, int]:
    """Trace port p over a partial box.  Returns (DONE, outcome code), or
    (NEED_*, cell) when the ray must know an unknown cell to go on: NEED_AHEAD
    for the cell it would enter (an atom there means a hit), NEED_EDGE for a
    cell beside the entry (an atom there means an edge reflection), NEED_SIDE
    for a cell beside the ray deeper in."""
    nb = geo.nb
    e, d = geo.port_cd[p]
    s = st[e]
    if s == UNKNOWN:
        return NEED_AHEAD, e
    if s == ATOM:
        return DONE, HIT_CODE
    ne = nb[e]
    a, b = ne[(d + 2) % 6], ne[(d - 2) % 6]
    if st[a] == UNKNOWN:
        return NEED_EDGE, a
    if st[b] == UNKNOWN:
        return NEED_EDGE, b
    if st[a] == ATOM or st[b] == ATOM:
        return DONE, p
    out = geo.outside
    c = e
    while True:
        nc = nb[c]
        n = nc[d]
        s = st[n]
        if s == UNKNOWN:
            return NEED_AHEAD, n
        if s == ATOM:
            return DONE, HIT_CODE
        lc, rc = nc[(d + 1) % 6], nc[(d - 1) % 6]
        ls, rs = st[lc], st[rc]
        if ls == UNKNOWN:
            return NEED_SIDE, lc
        if rs == UNKNOWN:
            return NEED_SIDE, rc
        if ls == ATOM or rs == ATOM:
            if ls == ATOM and rs == ATOM:
                d = (d + 3) % 6
            elif ls == ATOM:
                d = (d - 1) % 6
            else:
                d = (d + 1) % 6
            continue
        if n == out:
            return DONE, geo.port_index[(geo.cells[c], (d + 3) % 6)]
        c = n


def propagate(geo, n: int, st: bytearray, pending: list, k: int, examined: int):
    """Trace every pending ray, fill in forced cells until nothing changes.

    Forced: a ray that did not hit cannot have an atom straight ahead; one that
    was not reflected at its port cannot have an atom beside its entry; with all
    atoms placed every other cell is empty.  Forced cells need no branch, so dead
    ends die early instead of after a long wander.  Returns (consistent,
    still-pending rays, examined count, cells set here (to undo), a cell to
    branch on or -1)."""
    trail: list[int] = []
    N = geo.outside
    while True:
        still = []
        branch = -1
        forced = False
        for item in pending:
            p, want = item
            status, val = trace_partial(geo, st, p)
            if status == DONE:
                if val != want:
                    return False, pending, examined, trail, -1
                continue
            if k >= n or (status == NEED_AHEAD and want != HIT_CODE) or (status == NEED_EDGE and want != p):
                st[val] = EMPTY
                trail.append(val)
                examined += 1
                forced = True
            elif branch < 0:
                branch = val
            still.append(item)
        pending = still
        if not forced:
            break
    if N - examined < n - k:
        return False, pending, examined, trail, -1
    return True, pending, examined, trail, branch


def random_leaves(radius: int, n_atoms: int, shots: Mapping[Port, Shot], rng: random.Random, count: int,
                  max_tries: int = 20000) -> list[Leaf]:
    """Consistent leaves drawn by random descents (atom with the prior chance of
    atoms left / cells left), restarting at dead ends.  Only roughly uniform: the
    getter uses it to choose a ray when the exact set is too large to list, never
    to decide that it knows the layout."""
    geo = geometry(radius)
    N = geo.outside
    observed = observed_codes(geo, shots)
    obs = _order(geo, list(observed.items()))
    out: list[Leaf] = []
    for _ in range(max_tries):
        if len(out) >= count:
            break
        st = bytearray(N + 1)
        st[N] = EMPTY
        pending, k, examined = list(obs), 0, 0
        while True:
            ok, pending, examined, _, x = propagate(geo, n_atoms, st, pending, k, examined)
            if not ok:
                break
            if not pending:
                free = N - examined
                out.append(Leaf(bytes(st), k, free, comb(free, n_atoms - k)))
                break
            if rng.random() * (N - examined) < n_atoms - k:
                st[x] = ATOM
                k += 1
            else:
                st[x] = EMPTY
            examined += 1
    return out


def observed_codes(geo, shots: Mapping[Port, Shot]) -> dict[int, int]:
    """Port index -> outcome code for every port whose result is known, counting
    the exit of each detour (rays are reversible)."""
    observed = {geo.port_index[p]: outcome_code(geo, p, s) for p, s in shots.items()}
    for p, code in list(observed.items()):
        if code not in (HIT_CODE, p):
            observed.setdefault(code, p)
    return observed


def _order(geo, obs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Most constraining rays first: straight-through rays fix many empty cells
    and branch little, hits branch most, so they go last."""
    def key(item):
        p, code = item
        return (code == HIT_CODE, 0 if code == p else 1)
    return sorted(obs, key=key)


class Layouts:
    """The exact set of layouts of `n_atoms` atoms consistent with `shots`."""

    def __init__(self, radius: int, n_atoms: int, shots: Mapping[Port, Shot], node_budget: Optional[int] = None):
        self.geo = geo = geometry(radius)
        self.radius, self.n_atoms = radius, n_atoms
        self.observed = observed_codes(geo, shots)
        self.leaves: list[Leaf] = self._search(_order(geo, list(self.observed.items())), node_budget)
        self.total = sum(l.weight for l in self.leaves)

    def _search(self, obs, node_budget) -> list[Leaf]:
        geo, n = self.geo, self.n_atoms
        N = geo.outside
        st = bytearray(N + 1)
        st[N] = EMPTY
        leaves: list[Leaf] = []
        nodes = [0]

        def dfs(pending: list, k: int, examined: int) -> None:
            nodes[0] += 1
            if node_budget is not None and nodes[0] > node_budget:
                raise TooManyLayouts
            ok, pending, examined, trail, x = propagate(geo, n, st, pending, k, examined)
            try:
                if not ok:
                    return
                if not pending:
                    free = N - examined
                    leaves.append(Leaf(bytes(st), k, free, comb(free, n - k)))
                    return
                st[x] = ATOM
                dfs(pending, k + 1, examined + 1)
                st[x] = EMPTY
                dfs(pending, k, examined + 1)
                st[x] = UNKNOWN
            finally:
                for c in trail:
                    st[c] = UNKNOWN

        dfs(list(obs), 0, 0)
        return leaves

    def __len__(self) -> int:
        return len(self.leaves)

    def sample(self, rng: random.Random, count: int) -> list[bytearray]:
        """`count` layouts drawn uniformly (with replacement) as occupancy lists."""
        return fill_leaves(self.geo, self.n_atoms, self.leaves, rng, count)

    def outcomes(self, p: int, stop_at_two: bool = False) -> dict[int, int]:
        """Exact outcome code -> number of consistent layouts giving it, for port p.
        With stop_at_two, returns as soon as two different outcomes are seen."""
        geo, n = self.geo, self.n_atoms
        N = geo.outside
        counts: dict[int, int] = {}
        for leaf in self.leaves:
            st = bytearray(leaf.state)

            def dfs(k: int, free: int) -> bool:
                status, val = trace_partial(geo, st, p)
                if status == DONE:
                    counts[val] = counts.get(val, 0) + comb(free, n - k)
                    return stop_at_two and len(counts) > 1
                stop = False
                if k < n:
                    st[val] = ATOM
                    stop = dfs(k + 1, free - 1)
                if not stop and free - 1 >= n - k:
                    st[val] = EMPTY
                    stop = dfs(k, free - 1)
                st[val] = UNKNOWN
                return stop

            if dfs(leaf.atoms, leaf.free):
                break
        return counts

    def any_layout(self) -> frozenset[Cell]:
        """One consistent layout (examined atoms plus the first free cells)."""
        leaf = self.leaves[0]
        cells = [i for i in range(self.geo.outside) if leaf.state[i] == ATOM]
        free = [i for i in range(self.geo.outside) if leaf.state[i] == UNKNOWN]
        cells += free[: self.n_atoms - leaf.atoms]
        return frozenset(self.geo.cells[i] for i in cells)


def shots_items(geo, shots: Mapping[Port, Shot]) -> Iterable[tuple[int, int]]:
    for port, shot in shots.items():
        yield geo.port_index[port], outcome_code(geo, port, shot)


def fill_leaves(geo, n_atoms: int, leaves: list[Leaf], rng: random.Random, count: int) -> list[bytearray]:
    """Draw `count` layouts (occupancy lists) from leaves in proportion to their
    weights, placing each leaf's remaining atoms uniformly in its free cells."""
    picks = rng.choices(leaves, weights=[l.weight for l in leaves], k=count)
    N = geo.outside
    out = []
    for leaf in picks:
        occ = bytearray(N + 1)
        unknown = []
        for i in range(N):
            s = leaf.state[i]
            if s == ATOM:
                occ[i] = 1
            elif s == UNKNOWN:
                unknown.append(i)
        for i in rng.sample(unknown, n_atoms - leaf.atoms):
            occ[i] = 1
        out.append(occ)
    return out
