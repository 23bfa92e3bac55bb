"""What moves on the patience table: cards spiralling into (or out of) the
hole, the shake of a refused card, the hole's pop, the sparks of a win.

Pure timing and geometry on the scene's clock; the view reads a `Motion`
and never changes it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.patience import Position
from scenes.framework import draw
from scenes.patience.cards import CARD_H, CARD_W
from scenes.patience.layout import HOLE, PileGeometry

FLIGHT_S = 0.5  # a card's spiral into (or out of) the hole
SHAKE_S = 0.35
POP_S = 0.18
SPARKS_S = 2.0


@dataclass(frozen=True)
class Flight:
    """A card on its way into the hole ("in") or back out to its pile ("out")."""

    card: str
    pile: int
    start: tuple[int, int]  # the pile end of the path (top-left of the card)
    t0: float
    kind: str = "in"

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.t0) / FLIGHT_S))

    def place(self, now: float) -> tuple[tuple[int, int], float]:
        """Top-left and scale along the spiral at time ``now``."""
        s = self.progress(now)
        if self.kind == "out":
            s = 1.0 - s
        e = s * s * (3 - 2 * s)  # smoothstep
        sx = self.start[0] + CARD_W / 2 - HOLE[0]
        sy = self.start[1] + CARD_H / 2 - HOLE[1]
        r0, a0 = math.hypot(sx, sy), math.atan2(sy, sx)
        r = r0 * (1 - e)
        a = a0 + 1.7 * math.pi * e
        cx, cy = HOLE[0] + r * math.cos(a), HOLE[1] + r * math.sin(a)
        scale = 1.0 - 0.45 * math.sin(math.pi * e) * 0.6 - 0.25 * e
        return (int(cx - CARD_W / 2), int(cy - CARD_H / 2)), max(0.3, scale)


@dataclass
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    colour: tuple[int, int, int]
    life: float


@dataclass
class Motion:
    """Every animation on the table, advanced by ``update`` once a frame."""

    geoms: list[PileGeometry]
    flights: list[Flight] = field(default_factory=list)
    sparks: list[Spark] = field(default_factory=list)
    shake: tuple[int, float] | None = None  # (pile, since)
    pop_at: float = -10.0
    won_at: float | None = None
    calm: bool = False  # reduced motion: no shake, no sparks, no bounce (scenes/framework/effects.py)

    def played(self, pile: int, before: Position, after: Position, now: float) -> None:
        """The top card of ``pile`` spirals from where it lay into the hole."""
        start = self.geoms[pile].top_rect(len(before.piles[pile])).topleft
        self.flights.append(Flight(str(after.top), pile, start, now))

    def rewound(self, old: Position, new: Position, now: float) -> None:
        """Undo, redo or restart: flights stop; one card taken back flies out to its pile."""
        self.flights.clear()
        grown = [i for i, p in enumerate(new.piles) if len(p) == len(old.piles[i]) + 1]
        if len(old.foundation) == len(new.foundation) + 1 and len(grown) == 1:
            dest = self.geoms[grown[0]].top_rect(len(new.piles[grown[0]])).topleft
            self.flights.append(Flight(str(old.top), grown[0], dest, now, "out"))

    def refuse(self, pile: int, now: float) -> None:
        self.shake = None if self.calm else (pile, now)  # the refusal is still said in words

    def celebrate(self, now: float) -> None:
        self.won_at = now

    def clear(self) -> None:
        self.flights.clear()
        self.sparks.clear()
        self.won_at = None

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def update(self, now: float, dt: float, rng: random.Random) -> None:
        landed = [f for f in self.flights if f.progress(now) >= 1.0]
        if landed:
            self.flights = [f for f in self.flights if f.progress(now) < 1.0]
            if any(f.kind == "in" for f in landed):
                self.pop_at = now
        if self.won_at is not None and not self.calm:
            self._spark(now, dt, rng)
        elif self.calm:
            self.sparks.clear()

    def _spark(self, now: float, dt: float, rng: random.Random) -> None:
        t = now - (self.won_at or now)
        if t < SPARKS_S and int(t * 30) != int((t - dt) * 30):
            for _ in range(6):
                a = rng.uniform(0, 2 * math.pi)
                v = rng.uniform(60, 190)
                colour = rng.choice(
                    [draw.PALETTE["gold"], draw.PALETTE["accent"], draw.PALETTE["violet"], (255, 255, 255)]
                )
                self.sparks.append(
                    Spark(HOLE[0], HOLE[1], v * math.cos(a), v * math.sin(a), colour, rng.uniform(0.8, 1.6))
                )
        for s in self.sparks:
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy += 40 * dt
            s.life -= dt
        self.sparks = [s for s in self.sparks if s.life > 0]

    # -- what the view asks ---------------------------------------------------------
    def incoming(self) -> int:
        """Cards still flying into the hole (the hole shows the card under them)."""
        return sum(1 for f in self.flights if f.kind == "in")

    def outgoing(self, pile: int) -> int:
        """Cards still flying back to ``pile`` (the pile hides them until they land)."""
        return sum(1 for f in self.flights if f.kind == "out" and f.pile == pile)

    def shake_dx(self, pile: int, now: float) -> int:
        if self.shake is None or self.shake[0] != pile:
            return 0
        s = (now - self.shake[1]) / SHAKE_S
        return round(math.sin(s * 30) * 4 * (1 - s)) if s < 1 else 0

    def pop_scale(self, now: float) -> float:
        t = now - self.pop_at
        return 1.0 + 0.25 * max(0.0, 1.0 - t / POP_S) if t < POP_S else 1.0
