"""Fair samples of the consistent layouts while the exact set is too big to list.

A hit says little about where the ray went, so listing the layouts that fit a
hit means listing every path the ray might have wandered: a single hit on the
biggest box has over a hundred thousand leaves.  The rays that came out again
(reflections and detours) pin their paths down, and their exact set stays
small.  So the set is kept exactly for those rays only ("the relaxed set"), and
the hits are applied by rejection: draw a layout uniformly from the relaxed
set, keep it when every hit ray hits.  What is kept is a uniform sample of the
layouts that fit every marker, and the share kept estimates how many there are.

The relaxed set changes only when a ray comes out, and then it is grown from
the previous one (Layouts.extend), so hit after hit costs no search at all.
Everything is bounded by node and draw counts, never by the clock, so a seed
gives the same move on any machine.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Optional, Protocol

from .board import Geometry, Port, geometry
from .layouts import HIT_CODE, Layouts, TooManyLayouts, observed_codes
from .rays import Shot, trace_code

SLACK = 2  # atoms beyond the fewest that fit, kept in a capped relaxed set

Key = tuple[object, ...]


class Memo(Protocol):
    """Where sets are remembered between moves (getter.LayoutMemo)."""

    def get(self, key: Key) -> object: ...

    def put(self, key: Key, value: object) -> None: ...


@dataclass
class Posterior:
    """Uniform samples of the layouts that fit every marker, and their estimated number."""

    samples: list[bytearray]
    estimate: float  # consistent layouts, estimated from the share of draws kept
    relaxed: Layouts  # the exact set for the rays that came out
    hits: list[int]  # port indices whose rays hit


def split_shots(geo: Geometry, shots: Mapping[Port, Shot]) -> tuple[Key, dict[int, int], list[int]]:
    """(key of the rays that came out in firing order, their observed codes, hit port indices)."""
    out = {p: s for p, s in shots.items() if s.kind != "hit"}
    key = tuple((geo.port_index[p], s.kind, s.exit) for p, s in out.items())
    hits = [geo.port_index[p] for p, s in shots.items() if s.kind == "hit"]
    return key, observed_codes(geo, out), hits


def relaxed_layouts(
    radius: int, n_atoms: int, shots: Mapping[Port, Shot], memo: Memo, node_budget: int
) -> Optional[Layouts]:
    """The set for the rays that came out (hits ignored), from `memo` when known,
    else grown from the set one such ray earlier when that is remembered, else
    searched afresh, within `node_budget` nodes; None when even the cheapest
    search passes it.

    Exact when it fits; else by iterative deepening on the atoms the paths may
    use: the fewest atoms that fit any leaf, plus up to SLACK more (each extra
    atom makes a path about ten times rarer, so the rest weighs well under 1%)."""
    geo = geometry(radius)
    key, observed, _ = split_shots(geo, shots)
    full = ("relaxed", radius, n_atoms, key)
    known = memo.get(full)
    if isinstance(known, Layouts):
        return known
    lay: Optional[Layouts] = None
    prev = memo.get(("relaxed", radius, n_atoms, key[:-1])) if key else None
    if isinstance(prev, Layouts):
        start = min((leaf.atoms for leaf in prev.leaves), default=0)
        lay = _deepen(
            lambda cap, budget: prev.extend(None, node_budget=budget, observed=observed, max_atoms=cap),
            start,
            n_atoms,
            node_budget,
        )
    if lay is None or not lay.leaves:
        lay = _deepen(
            lambda cap, budget: Layouts(radius, n_atoms, {}, node_budget=budget, observed=observed, max_atoms=cap),
            0,
            n_atoms,
            node_budget,
        )
    if lay is None or not lay.leaves:
        return None
    memo.put(full, lay)
    return lay


def _deepen(build: Callable[[int, int], Layouts], start: int, n_atoms: int, node_budget: int) -> Optional[Layouts]:
    """build(cap, budget) for caps start, start+1, ... until one finds leaves, then
    up to SLACK caps more while the budget lasts (or until the set is exact);
    then, if budget is left, the uncapped exact set."""
    spent = 0
    best = None
    fewest = None
    for cap in range(start, n_atoms + 1):
        if fewest is not None and cap > fewest + SLACK:
            break
        try:
            found = build(cap, node_budget - spent)
        except TooManyLayouts:
            break
        spent += found.nodes
        if found.leaves:
            fewest = cap if fewest is None else fewest
            best = found
        if found.exact:
            return found
    if best is not None and spent < node_budget:
        try:  # the rest of the budget may list the exact set after all
            return build(n_atoms, node_budget - spent)
        except TooManyLayouts:
            pass
    return best


class LeafDrawer:
    """Draws layouts uniformly from a Layouts set (leaf by weight, then the
    leaf's remaining atoms uniformly over its free cells)."""

    def __init__(self, lay: Layouts):
        self.geo, self.n = lay.geo, lay.n_atoms
        self.parts = []
        cum, total = [], 0
        for leaf in lay.leaves:
            base, free = leaf.split(self.geo.outside)
            self.parts.append((base, free, self.n - leaf.atoms))
            total += leaf.weight
            cum.append(total)
        self.cum = cum

    def draw(self, rng: random.Random, count: int) -> list[bytearray]:
        out = []
        for base, free, left in (self.parts[i] for i in self._pick(rng, count)):
            occ = bytearray(base)
            for i in rng.sample(free, left):
                occ[i] = 1
            out.append(occ)
        return out

    def _pick(self, rng: random.Random, count: int) -> list[int]:
        total = self.cum[-1]
        return [bisect_right(self.cum, rng.random() * total) for _ in range(count)]


def posterior(
    radius: int,
    n_atoms: int,
    shots: Mapping[Port, Shot],
    rng: random.Random,
    count: int,
    memo: Memo,
    node_budget: int,
    max_draws: int,
) -> Optional[Posterior]:
    """Up to `count` uniform samples of the layouts that fit `shots`, drawing at
    most `max_draws` layouts from the relaxed set; None when the relaxed set is
    too big for `node_budget` or no draw fitted."""
    geo = geometry(radius)
    relaxed = relaxed_layouts(radius, n_atoms, shots, memo, node_budget)
    if relaxed is None or not relaxed.leaves:
        return None
    _, _, hits = split_shots(geo, shots)
    drawer = LeafDrawer(relaxed)
    kept: list[bytearray] = []
    drawn = 0
    batch = max(count, 64)
    while len(kept) < count and drawn < max_draws:
        for occ in drawer.draw(rng, min(batch, max_draws - drawn)):
            drawn += 1
            if all(trace_code(geo, occ, q) == HIT_CODE for q in hits):
                kept.append(occ)
                if len(kept) == count:
                    break
    if not kept:
        return None
    return Posterior(kept, relaxed.total * len(kept) / drawn, relaxed, hits)


def exact_from(post: Posterior, shots: Mapping[Port, Shot], node_budget: int) -> Optional[Layouts]:
    """The exact set for every ray, grown from the relaxed set by the hits; None past the budget."""
    geo = post.relaxed.geo
    try:
        return post.relaxed.extend(None, node_budget=node_budget, observed=observed_codes(geo, shots))
    except TooManyLayouts:
        return None
