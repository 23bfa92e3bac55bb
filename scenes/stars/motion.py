"""What moves on SPACE between positions: stars popping in, zones collapsing, captured
stars flying to a tally. Kept apart from the position itself (the session owns that);
undo, redo and a resumed game simply start with nothing in motion."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.stars import NOVA, NOVA_VALUE

Cell = tuple[int, int]

POP_S = 0.25  # a new star pops in
IMPLODE_S = 0.75  # a zone falls into its black hole
FLY_GAP_S = 0.08  # captured stars leave the hole one after another ...
FLY_S = 0.55  # ... and take this long to reach the tally


@dataclass
class Collapse:
    """One zone collapsing: the animation's facts, fixed when it starts."""

    centre: Cell
    cells: list[tuple[Cell, int]]  # (cell, STAR or NOVA) swallowed, in zone order
    seat: int
    start: float
    pace: float = 1.0  # the share of the full times it takes (reduced motion: scenes/framework/effects.py)

    @property
    def implode(self) -> float:
        return IMPLODE_S * self.pace

    @property
    def fly(self) -> float:
        return FLY_S * self.pace

    def fly_start(self, k: int) -> float:
        return self.start + self.implode + k * FLY_GAP_S * self.pace

    def end(self) -> float:
        return self.fly_start(len(self.cells) - 1) + self.fly

    def arrived(self, now: float) -> int:
        """Points already counted in the tally (the NOVA counts as 5)."""
        return sum(
            NOVA_VALUE if what == NOVA else 1
            for k, (_, what) in enumerate(self.cells)
            if now >= self.fly_start(k) + self.fly
        )

    def value(self) -> int:
        return sum(NOVA_VALUE if what == NOVA else 1 for _, what in self.cells)


@dataclass
class Motion:
    """The animations in flight, timed on the scene's clock."""

    placed_at: dict[Cell, float] = field(default_factory=dict)
    collapses: list[Collapse] = field(default_factory=list)

    def placed(self, cell: Cell, now: float) -> None:
        self.placed_at[cell] = now

    def collapse(self, centre: Cell, cells: list[tuple[Cell, int]], seat: int, start: float, pace: float = 1.0) -> None:
        self.collapses.append(Collapse(centre, cells, seat, start, pace))

    def busy(self, now: float) -> bool:
        """True while anything is still moving (the end of a game waits for it)."""
        return any(now < c.end() for c in self.collapses) or any(now - t < POP_S for t in self.placed_at.values())

    def skip(self, now: float) -> None:
        """Jump every animation to its end."""
        for c in self.collapses:
            c.start = now - 30.0
        for cell in self.placed_at:
            self.placed_at[cell] = min(self.placed_at[cell], now - 10.0)

    def prune(self, now: float) -> None:
        self.collapses = [c for c in self.collapses if now < c.end() + 0.05]

    def clear(self) -> None:
        self.placed_at.clear()
        self.collapses.clear()

    def pending(self, seat: int, now: float) -> int:
        """Points of ``seat`` still flying (the tally shows them when they land)."""
        return sum(c.value() - c.arrived(now) for c in self.collapses if c.seat == seat)

    def flying_nova(self, seat: int, now: float) -> bool:
        return any(c.seat == seat and now < c.end() for c in self.collapses)

    def pop_scale(self, cell: Cell, now: float) -> float:
        age = now - self.placed_at.get(cell, -10.0)
        if age >= POP_S:
            return 1.0
        p = max(0.0, age / POP_S)
        return 0.3 + 0.7 * p + 0.3 * math.sin(p * math.pi)
