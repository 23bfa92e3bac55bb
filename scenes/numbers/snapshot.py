"""The frame's picture as plain data: what the numbers views draw from.

The play scene builds a Snapshot each frame (what is on the board, where the
cursor is, how far the collapse has gone) from its state and UI state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.numbers import Cell, NumbersState
from scenes.numbers.circles import Layout


@dataclass(frozen=True)
class Collapse:
    """The end: the hole grows, then each touching circle is counted in turn."""

    hole: Cell
    grow: float  # 0..1
    pulls: tuple[Cell, ...]  # the circles touching the hole, in counting order
    progress: tuple[float, ...]  # 0..1 per pull (1: counted)


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str  # "Person", "Computer (strong)", ...
    colour: tuple
    person: bool
    icon: str = ""  # the device icon family of who plays it ("" none)


@dataclass(frozen=True)
class Snapshot:
    state: NumbersState
    layout: Layout
    seats: tuple[Seat, ...]
    clock: float
    focus: Optional[Cell]
    show_cursor: bool  # a person's turn, or the computer's chosen circle
    person_to_move: bool
    pop: dict  # cell -> scale of a number just written
    collapse: Optional[Collapse]
    over: bool
    demo: bool
    reviewing: bool  # a finished game stepped through, move by move
    title: str  # "Quick board - most points around the hole wins"
    result: str  # "Gold wins!" / "Draw!" at the end
    scoring: str  # "most" or "least": which sums win, said in whole sentences by the view
