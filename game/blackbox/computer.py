"""Whole computer turns for the worker process: module-level, picklable in and out."""

from __future__ import annotations

from typing import Optional

from .board import Cell, Port
from .getter import getter_move
from .rays import Shot, fire
from .setter import setter_layout


def hide(radius: int, n_atoms: int, level: int, seed: Optional[int] = None) -> frozenset[Cell]:
    """The computer setter's layout."""
    return setter_layout(radius, n_atoms, level, seed)


def play_round(
    radius: int, n_atoms: int, atoms: frozenset[Cell], level: int, seed: Optional[int] = None, limit: int = 200
) -> tuple[list[Port], frozenset[Cell]]:
    """The computer getter plays a whole round on a known box (the setter answers
    each ray; the getter only sees the answers).  Returns the ports fired, in
    order, and the announced layout."""
    shots: dict[Port, Shot] = {}
    base = 0 if seed is None else seed
    for i in range(limit):
        move = getter_move(radius, n_atoms, shots, level, seed=base * 1000 + i)
        if move[0] == "announce":
            return list(shots), move[1]
        shots[move[1]] = fire(radius, atoms, move[1])
    raise RuntimeError("the getter did not finish")
