"""Markers, penalty and the 'fully correct' equivalence of docs/RULES.md §3."""

from __future__ import annotations

from typing import Iterable, Mapping

from .board import Cell, Port
from .rays import Shot, signature

WRONG_STONE_PENALTY = 10


def markers_used(shots: Mapping[Port, Shot] | Iterable[Shot]) -> int:
    """One marker per hit or reflection, two per detour (each port fired once)."""
    values = shots.values() if isinstance(shots, Mapping) else shots
    return sum(s.markers for s in values)


def equivalent(radius: int, a: Iterable[Cell], b: Iterable[Cell]) -> bool:
    """True when no ray could tell the two layouts apart."""
    return signature(radius, a) == signature(radius, b)


def wrong_stones(atoms: Iterable[Cell], announced: Iterable[Cell]) -> int:
    """Announced stones that are not on an atom."""
    atoms = frozenset(atoms)
    return sum(1 for c in announced if c not in atoms)


def penalty(
    radius: int, atoms: Iterable[Cell], shots: Mapping[Port, Shot] | Iterable[Shot], announced: Iterable[Cell]
) -> int:
    """Markers used plus 10 per announced stone off an atom, unless the announced
    layout is indistinguishable from the hidden one (then it is fully correct)."""
    atoms, announced = frozenset(atoms), frozenset(announced)
    if equivalent(radius, atoms, announced):
        return markers_used(shots)
    return markers_used(shots) + WRONG_STONE_PENALTY * wrong_stones(atoms, announced)
