"""What the markers still allow: the deduction aid's counting and its "another layout fits".

Both walk the same depth-first search as the getter's exact set
(layouts.Search): a leaf fixes every cell a ray looks at and stands for every
way of putting the other atoms in the cells no ray examined, so summing the
leaves' weights counts layouts exactly, and any completion of a leaf fits every
marker. Budgets count search nodes, never seconds. Nothing here is used by the
getter, so the getter is no slower for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Optional

from .board import Cell, Geometry, Port, geometry
from .layouts import ATOM, UNKNOWN, Leaf, Search, TooManyLayouts, observed_codes
from .rays import Shot, fire, signature

COUNT_BUDGET = 300_000  # search nodes for a count (about a second of CPU on the biggest box)
HEAVY_FIRST = 1e-300  # any min_ratio > 0 walks empty cells first (heavy leaves early); this one drops nothing
LEAF_TRIES = 3  # completions tried per leaf when looking for a layout the rays tell apart
LEAF_LOOKS = 200  # leaves looked at for a closer one once one is found (each try traces every port)
LEAF_LIMIT = 1500  # leaves looked at in all


@dataclass(frozen=True, slots=True)
class Count:
    """How many hidden layouts fit the markers: exactly, or at least ``layouts``."""

    layouts: int
    exact: bool


def _leaves(
    radius: int,
    n_atoms: int,
    shots: Mapping[Port, Shot],
    node_budget: int,
    on_leaf: Optional[Callable[[Leaf], bool]] = None,
) -> tuple[list[Leaf], bool]:
    """The leaves found within the budget, and whether that is all of them."""
    geo = geometry(radius)
    search = Search(geo, n_atoms, observed_codes(geo, shots))
    found: list[Leaf] = []

    def keep(leaf: Leaf) -> bool:
        found.append(leaf)
        return bool(on_leaf and on_leaf(leaf))

    try:
        search.run(keep, node_budget, min_ratio=HEAVY_FIRST)
    except TooManyLayouts:
        return found, False
    return found, True


def count_layouts(radius: int, n_atoms: int, shots: Mapping[Port, Shot], node_budget: int = COUNT_BUDGET) -> Count:
    """The layouts that fit every marker: exact when the search finishes within
    ``node_budget`` nodes, else a lower bound (the leaves found so far)."""
    leaves, exact = _leaves(radius, n_atoms, shots, node_budget)
    return Count(sum(leaf.weight for leaf in leaves), exact)


def fits(radius: int, atoms: Iterable[Cell], shots: Mapping[Port, Shot]) -> Optional[Port]:
    """None when ``atoms`` would give every marker seen; else the first port whose marker they contradict."""
    atoms = frozenset(atoms)
    for port, shot in shots.items():
        if fire(radius, atoms, port).outcome() != shot.outcome():
            return port
    return None


@dataclass(frozen=True, slots=True)
class Alternative:
    """After a wrong announcement: a layout that fits every marker yet is not the
    hidden one, and the ray that would have told the two apart.

    ``layout`` is the player's own stones when they fit every marker (``yours``);
    else the fitting layout closest to them, or None when only the hidden layout
    (or ones no ray tells apart) fits, and then ``misfit`` is a fired port whose
    marker the player's stones contradict."""

    layout: Optional[frozenset[Cell]]
    yours: bool
    port: Optional[Port] = None  # an unfired port whose ray tells layout and truth apart
    in_truth: Optional[Shot] = None  # that ray in the hidden box
    in_layout: Optional[Shot] = None  # that ray with ``layout``'s atoms
    misfit: Optional[Port] = None


def telling_port(radius: int, truth: frozenset[Cell], other: frozenset[Cell]) -> Optional[Port]:
    """A port whose ray differs between the two layouts: one that costs a single
    marker in the hidden box first (a hit or a reflection), then the first."""
    geo = geometry(radius)
    a, b = signature(radius, truth), signature(radius, other)
    differ = [i for i in range(len(geo.ports)) if a[i] != b[i]]
    if not differ:
        return None
    cheap = [i for i in differ if a[i][0] != "detour"]
    return geo.ports[(cheap or differ)[0]]


def alternative(
    radius: int,
    n_atoms: int,
    shots: Mapping[Port, Shot],
    truth: Iterable[Cell],
    announced: Iterable[Cell],
    node_budget: int = COUNT_BUDGET,
    seed: int = 0,
) -> Alternative:
    """A layout that fits every marker but that some ray tells from ``truth``, as
    close to ``announced`` as the search finds, with the port that tells them apart."""
    truth, announced = frozenset(truth), frozenset(announced)
    misfit = fits(radius, announced, shots)
    if misfit is None and signature(radius, announced) != signature(radius, truth):
        return _explained(radius, truth, announced, yours=True)
    geo = geometry(radius)
    want = signature(radius, truth)
    mine = {geo.index[c] for c in announced if c in geo.index}
    rng = random.Random(seed)
    best: list[tuple[int, frozenset[Cell]]] = []
    looked = [0]

    def consider(leaf: Leaf) -> bool:
        looked[0] += 1
        for layout in _completions(geo, n_atoms, leaf, mine, rng):
            if signature(radius, layout) != want:
                overlap = len(layout & announced)
                if not best or overlap > best[0][0]:
                    best[:] = [(overlap, layout)]
                break
        if best and best[0][0] >= n_atoms - 1:  # one stone off is as close as it gets
            return True
        return looked[0] >= (LEAF_LOOKS if best else LEAF_LIMIT)

    _leaves(radius, n_atoms, shots, node_budget, consider)
    if not best:
        return Alternative(None, False, misfit=misfit)
    found = _explained(radius, truth, best[0][1], yours=False)
    return Alternative(found.layout, False, found.port, found.in_truth, found.in_layout, misfit)


def _explained(radius: int, truth: frozenset[Cell], layout: frozenset[Cell], yours: bool) -> Alternative:
    port = telling_port(radius, truth, layout)
    if port is None:
        return Alternative(layout, yours)
    return Alternative(layout, yours, port, fire(radius, truth, port), fire(radius, layout, port))


def _completions(geo: Geometry, n_atoms: int, leaf: Leaf, mine: set[int], rng: random.Random) -> list[frozenset[Cell]]:
    """Ways to finish a leaf: the player's stones among its free cells first, then a few at random."""
    fixed = [i for i in range(geo.outside) if leaf.state[i] == ATOM]
    free = [i for i in range(geo.outside) if leaf.state[i] == UNKNOWN]
    left = n_atoms - leaf.atoms
    preferred = [i for i in free if i in mine] + [i for i in free if i not in mine]
    picks = [preferred[:left]] + [rng.sample(free, left) for _ in range(LEAF_TRIES - 1) if len(free) > left]
    return [frozenset(geo.cells[i] for i in fixed + extra) for extra in picks]
