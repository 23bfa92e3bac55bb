"""The computer setter: hides layouts that are hard to find."""

from __future__ import annotations

import random
import time
from typing import Optional

from game import IllegalMove

from .board import Cell, Port, cells, check_radius
from .getter import getter_move
from .rays import Shot, fire
from .scoring import penalty

CANDIDATES = {1: 1, 2: 2, 3: 4}  # random layouts tried per level; the hardest is kept


def random_layout(radius: int, n_atoms: int, rng: random.Random) -> frozenset[Cell]:
    return frozenset(rng.sample(cells(radius), n_atoms))


def getter_cost(radius: int, atoms: frozenset[Cell], seed: int, level: int = 1, limit: int = 80) -> int:
    """Markers a quick getter spends on `atoms` (plus 10 per wrong stone): how hard the layout is."""
    shots: dict[Port, Shot] = {}
    for i in range(limit):
        move = getter_move(radius, len(atoms), shots, level, seed=seed + i)
        if move[0] == "announce":
            return penalty(radius, atoms, shots, move[1])
        shots[move[1]] = fire(radius, atoms, move[1])
    return 999


def setter_layout(
    radius: int, n_atoms: int, level: int = 3, seed: Optional[int] = None, time_limit: float = 3.0
) -> frozenset[Cell]:
    """A layout for the computer setter.  Level 1 hides at random; higher levels
    try several random layouts and keep the one a quick getter pays most for
    (within about `time_limit` seconds, so the big box does not keep a player waiting)."""
    check_radius(radius)
    if level not in CANDIDATES:
        raise IllegalMove(f"Setter level must be 1, 2 or 3, not {level}.")
    rng = random.Random(seed)
    options = [random_layout(radius, n_atoms, rng) for _ in range(CANDIDATES[level])]
    if len(options) == 1:
        return options[0]
    seeds = [rng.randrange(1 << 30) for _ in options]
    stop = time.perf_counter() + time_limit
    best, best_cost = options[0], -1
    for atoms, s in zip(options, seeds, strict=True):
        cost = getter_cost(radius, atoms, s)
        if cost > best_cost:
            best, best_cost = atoms, cost
        if time.perf_counter() > stop:  # the player is waiting: keep the hardest tried so far
            break
    return best
