"""A round (setter hides, getter fires and announces) and a match of two rounds.

Both are immutable: every move returns a new object and an illegal move raises
IllegalMove, leaving the old one as it was.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Optional

from game import IllegalMove

from .board import Cell, Port, check_atoms, check_radius, geometry, in_box, MIN_ATOMS, MAX_ATOMS
from .rays import DETOUR, Shot, fire
from .scoring import equivalent, markers_used, penalty, wrong_stones

TRIAL, SURE = "trial", "sure"
STONE_CYCLE = {None: TRIAL, TRIAL: SURE, SURE: None}


def _as_port(port: object) -> Port:
    """`port` as a (cell, direction) tuple (lists from JSON too), or IllegalMove."""
    def whole(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)
    if (isinstance(port, (tuple, list)) and len(port) == 2 and whole(port[1])
            and isinstance(port[0], (tuple, list)) and len(port[0]) == 2 and all(map(whole, port[0]))):
        return (tuple(port[0]), port[1])  # type: ignore[return-value]
    raise IllegalMove(f"{port!r} is not a port: a port is (rim cell, direction), e.g. ((-3, 0), 0).")


@dataclass(frozen=True)
class Marker:
    """What the getter sees at a port: 'hit' (black), 'reflect' (white) or a numbered
    'detour' pair (the same number sits at entry and exit)."""

    port: Port
    kind: str
    number: int = 0


@dataclass(frozen=True)
class Round:
    radius: int = 4
    n_atoms: int = 6
    atoms: Optional[frozenset] = None
    fired: tuple = ()  # (port, Shot) in firing order
    stones: tuple = ()  # sorted (cell, TRIAL|SURE)
    announced: Optional[frozenset] = None

    def __post_init__(self) -> None:
        check_radius(self.radius)
        if not MIN_ATOMS <= self.n_atoms <= MAX_ATOMS:
            raise IllegalMove(f"A box holds {MIN_ATOMS} to {MAX_ATOMS} atoms, not {self.n_atoms}.")

    # --- setter -----------------------------------------------------------
    def hide(self, atoms: Iterable[Cell]) -> "Round":
        if self.atoms is not None:
            raise IllegalMove("The atoms are already hidden.")
        atoms = frozenset(atoms)
        check_atoms(self.radius, atoms, self.n_atoms)
        return replace(self, atoms=atoms)

    # --- getter -----------------------------------------------------------
    @property
    def shots(self) -> dict:
        """Fired port -> Shot, what the getter AI is given."""
        return dict(self.fired)

    @property
    def is_open(self) -> bool:
        return self.atoms is not None and self.announced is None

    def _require_open(self) -> None:
        if self.atoms is None:
            raise IllegalMove("The setter has not hidden the atoms yet.")
        if self.announced is not None:
            raise IllegalMove("The round is over: the layout was announced.")

    def fire(self, port: Port) -> "Round":
        """Fire at a port.  A port whose result is known (fired before, or the exit
        of a detour, since rays are reversible) costs nothing and changes nothing."""
        self._require_open()
        port = _as_port(port)
        if port not in geometry(self.radius).port_index:
            raise IllegalMove(f"{port} is not a port of this box.")
        if self.result_at(port) is not None:
            return self
        return replace(self, fired=self.fired + ((port, fire(self.radius, self.atoms, port)),))

    def result_at(self, port: Port) -> Optional[Shot]:
        """The known result at a port, as entry or as the exit of a detour."""
        for p, s in self.fired:
            if p == port:
                return s
            if s.kind == DETOUR and s.exit == port:
                return fire(self.radius, self.atoms, port)
        return None

    def markers(self) -> list[Marker]:
        out: list[Marker] = []
        number = 0
        for p, s in self.fired:
            if s.kind == DETOUR:
                number += 1
                out += [Marker(p, DETOUR, number), Marker(s.exit, DETOUR, number)]
            else:
                out.append(Marker(p, s.kind))
        return out

    def stone_at(self, cell: Cell) -> Optional[str]:
        return dict(self.stones).get(cell)

    def set_stone(self, cell: Cell, kind: Optional[str]) -> "Round":
        self._require_open()
        cell = tuple(cell)
        if not in_box(self.radius, cell):
            raise IllegalMove(f"Cell {cell} is outside the box.")
        if kind not in STONE_CYCLE:
            raise IllegalMove(f"Unknown stone {kind!r}.")
        stones = dict(self.stones)
        stones.pop(cell, None)
        if kind is not None:
            stones[cell] = kind
        return replace(self, stones=tuple(sorted(stones.items())))

    def cycle_stone(self, cell: Cell) -> "Round":
        """No stone -> trial (black) -> sure (white) -> no stone."""
        return self.set_stone(cell, STONE_CYCLE[self.stone_at(tuple(cell))])

    def announce(self, cells: Optional[Iterable[Cell]] = None) -> "Round":
        """Announce the stones on the board (or the given cells) as the layout."""
        self._require_open()
        layout = frozenset(tuple(c) for c in cells) if cells is not None else frozenset(c for c, _ in self.stones)
        for c in layout:
            if not in_box(self.radius, c):
                raise IllegalMove(f"Cell {c} is outside the box.")
        if len(layout) != self.n_atoms:
            raise IllegalMove(f"Announce exactly {self.n_atoms} stones (there are {len(layout)}).")
        return replace(self, announced=layout, stones=tuple(sorted((c, SURE) for c in layout)))

    # --- result -----------------------------------------------------------
    @property
    def markers_used(self) -> int:
        return markers_used(s for _, s in self.fired)

    @property
    def wrong_stones(self) -> int:
        self._require_done()
        return wrong_stones(self.atoms, self.announced)

    @property
    def fully_correct(self) -> bool:
        self._require_done()
        return equivalent(self.radius, self.atoms, self.announced)

    @property
    def penalty(self) -> int:
        self._require_done()
        return penalty(self.radius, self.atoms, [s for _, s in self.fired], self.announced)

    def _require_done(self) -> None:
        if self.announced is None:
            raise IllegalMove("The round is still open.")


@dataclass(frozen=True)
class Match:
    """Two rounds with roles swapped: player 0 sets in round 0, player 1 in round 1.
    The lower total penalty wins."""

    radius: int = 4
    n_atoms: int = 6
    rounds: tuple = field(default=())

    def __post_init__(self) -> None:
        if not self.rounds:
            object.__setattr__(self, "rounds", (Round(self.radius, self.n_atoms), Round(self.radius, self.n_atoms)))

    @property
    def round_index(self) -> int:
        """The round being played; 2 once both are over."""
        for i, r in enumerate(self.rounds):
            if r.announced is None:
                return i
        return 2

    @property
    def round(self) -> Round:
        if self.is_over():
            raise IllegalMove("The match is over.")
        return self.rounds[self.round_index]

    def setter(self, index: Optional[int] = None) -> int:
        return 0 if (self.round_index if index is None else index) == 0 else 1

    def getter(self, index: Optional[int] = None) -> int:
        return 1 - self.setter(index)

    def with_round(self, new: Round) -> "Match":
        """The match with the current round replaced by `new` (a move made on it)."""
        i = self.round_index
        if i >= 2:
            raise IllegalMove("The match is over.")
        return replace(self, rounds=self.rounds[:i] + (new,) + self.rounds[i + 1:])

    def is_over(self) -> bool:
        return self.round_index == 2

    def penalties(self) -> list[int]:
        """Each player's penalty as getter so far (0 for a round not finished)."""
        out = [0, 0]
        for i, r in enumerate(self.rounds):
            if r.announced is not None:
                out[self.getter(i)] = r.penalty
        return out

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        p = self.penalties()
        best = min(p)
        return [i for i in (0, 1) if p[i] == best]
