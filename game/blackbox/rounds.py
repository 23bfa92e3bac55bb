"""A round (setter hides, getter fires and announces) and a match of rounds.

Both are frozen, slotted dataclasses following the engine contract's ``State``
vocabulary (game/__init__.py): ``current_player`` is the setter while the atoms
are not hidden and the getter after, ``apply`` takes the small move tuples of
moves.py, and an illegal move raises IllegalMove, leaving the old object as it was.

``legal_actions`` lists what is practical: while getting, firing each port whose
answer is not known yet, every other stone on every cell, and announcing once as
many stones as atoms are down. While hiding it lists nothing: the layouts are
too many to list (55 million for six atoms in the normal box), so the setter's
one move ``("hide", atoms)`` is built by a person or the computer setter and
checked by ``apply``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Optional

from game import Action, IllegalMove
from game.i18n import N_, Message

from .board import MAX_ATOMS, MIN_ATOMS, Cell, Port, cells, check_atoms, check_radius, geometry, in_box
from .moves import STONE_KINDS, SURE, TRIAL, as_cell, as_cells, as_port, parse_move
from .rays import DETOUR, Shot, fire
from .scoring import equivalent, markers_used, penalty, wrong_stones

__all__ = ["SURE", "TRIAL", "STONE_CYCLE", "SETTER", "GETTER", "Marker", "Round", "Match"]
STONE_CYCLE: dict[Optional[str], Optional[str]] = {None: TRIAL, TRIAL: SURE, SURE: None}
SETTER, GETTER = 0, 1  # a lone round's players


@dataclass(frozen=True, slots=True)
class Marker:
    """What the getter sees at a port: 'hit' (black), 'reflect' (white) or a numbered
    'detour' pair (the same number sits at entry and exit)."""

    port: Port
    kind: str
    number: int = 0


@dataclass(frozen=True, slots=True)
class Round:
    radius: int = 4
    n_atoms: int = 6
    atoms: Optional[frozenset[Cell]] = None
    fired: tuple[tuple[Port, Shot], ...] = ()  # (port, Shot) in firing order
    stones: tuple[tuple[Cell, str], ...] = ()  # sorted (cell, TRIAL|SURE)
    announced: Optional[frozenset[Cell]] = None

    def __post_init__(self) -> None:
        check_radius(self.radius)
        if not MIN_ATOMS <= self.n_atoms <= MAX_ATOMS:
            raise IllegalMove(
                N_("A box holds {low} to {high} atoms, not {n}."), low=MIN_ATOMS, high=MAX_ATOMS, n=self.n_atoms
            )

    # --- the State vocabulary ---------------------------------------------
    @property
    def current_player(self) -> int:
        """The setter (0) until the atoms are hidden, then the getter (1)."""
        return SETTER if self.atoms is None else GETTER

    def legal_actions(self) -> list[Action]:
        """Firing each port not answered yet, each other stone on each cell, and the
        announcement when as many stones as atoms are down; nothing while hiding
        (the layouts are too many to list) or once announced."""
        if not self.is_open:
            return []
        out: list[Action] = [("fire", p) for p in geometry(self.radius).ports if self.result_at(p) is None]
        for cell in cells(self.radius):
            now = self.stone_at(cell)
            out += [("stone", cell, kind) for kind in STONE_KINDS if kind != now]
        if len(self.stones) == self.n_atoms:
            out.append(("announce",))
        return out

    def apply(self, action: Any) -> "Round":
        """The round after one move (see moves.py); a known port's answer is not a move."""
        move = parse_move(action)
        kind = move[0]
        if kind == "hide":
            return self.hide(move[1])
        if kind == "fire":
            self._require_open()
            known = self.result_at(move[1])
            if known is not None:
                raise IllegalMove(N_("That port's answer is known already: {answer}."), answer=_name(known.kind))
            return self.fire(move[1])
        if kind == "stone":
            return self.set_stone(move[1], move[2])
        return self.announce(move[1] if len(move) == 2 else None)

    def is_terminal(self) -> bool:
        return self.announced is not None

    def scores(self) -> tuple[float, float]:
        """(setter, getter): the getter's penalty is the setter's gain."""
        if self.announced is None:
            return (0.0, 0.0)
        return (float(self.penalty), -float(self.penalty))

    def winners(self) -> list[int]:
        """Alone, a round is won by the getter when the announced layout is fully correct."""
        if self.announced is None:
            return []
        return [GETTER] if self.fully_correct else [SETTER]

    # --- setter -----------------------------------------------------------
    def hide(self, atoms: Iterable[Cell]) -> "Round":
        if self.atoms is not None:
            raise IllegalMove(N_("The atoms are already hidden."))
        atoms = as_cells(atoms)
        check_atoms(self.radius, atoms, self.n_atoms)
        return replace(self, atoms=atoms)

    # --- getter -----------------------------------------------------------
    @property
    def hidden(self) -> frozenset[Cell]:
        """The hidden atoms (none before hiding)."""
        return self.atoms if self.atoms is not None else frozenset()

    @property
    def shots(self) -> dict[Port, Shot]:
        """Fired port -> Shot, what the getter AI is given."""
        return dict(self.fired)

    @property
    def is_open(self) -> bool:
        return self.atoms is not None and self.announced is None

    def _require_open(self) -> None:
        if self.atoms is None:
            raise IllegalMove(N_("The setter has not hidden the atoms yet."))
        if self.announced is not None:
            raise IllegalMove(N_("The round is over: the layout was announced."))

    def fire(self, port: Port) -> "Round":
        """Fire at a port.  A port whose result is known (fired before, or the exit
        of a detour, since rays are reversible) costs nothing and changes nothing."""
        self._require_open()
        port = as_port(port)
        if port not in geometry(self.radius).port_index:
            raise IllegalMove(N_("{port} is not a port of this box."), port=port)
        if self.result_at(port) is not None:
            return self
        return replace(self, fired=self.fired + ((port, fire(self.radius, self.hidden, port)),))

    def result_at(self, port: Port) -> Optional[Shot]:
        """The known result at a port, as entry or as the exit of a detour."""
        for p, s in self.fired:
            if p == port:
                return s
            if s.kind == DETOUR and s.exit == port:
                return fire(self.radius, self.hidden, port)
        return None

    def markers(self) -> list[Marker]:
        out: list[Marker] = []
        number = 0
        for p, s in self.fired:
            if s.kind == DETOUR and s.exit is not None:
                number += 1
                out += [Marker(p, DETOUR, number), Marker(s.exit, DETOUR, number)]
            else:
                out.append(Marker(p, s.kind))
        return out

    def stone_at(self, cell: Cell) -> Optional[str]:
        return dict(self.stones).get(cell)

    def set_stone(self, cell: Cell, kind: Optional[str]) -> "Round":
        self._require_open()
        cell = as_cell(cell)
        if not in_box(self.radius, cell):
            raise IllegalMove(N_("Cell {cell} is outside the box."), cell=cell)
        if kind not in STONE_CYCLE:
            raise IllegalMove(N_("Unknown stone {stone}."), stone=repr(kind))
        stones = dict(self.stones)
        stones.pop(cell, None)
        if kind is not None:
            stones[cell] = kind
        return replace(self, stones=tuple(sorted(stones.items())))

    def cycle_stone(self, cell: Cell) -> "Round":
        """No stone -> trial (black) -> sure (white) -> no stone."""
        return self.set_stone(cell, STONE_CYCLE[self.stone_at(as_cell(cell))])

    def announce(self, cells: Optional[Iterable[Cell]] = None) -> "Round":
        """Announce the stones on the board (or the given cells) as the layout."""
        self._require_open()
        layout = as_cells(cells) if cells is not None else frozenset(c for c, _ in self.stones)
        for c in layout:
            if not in_box(self.radius, c):
                raise IllegalMove(N_("Cell {cell} is outside the box."), cell=c)
        if len(layout) != self.n_atoms:
            raise IllegalMove(
                N_("Announce exactly {n} stones (there are {placed})."), n=self.n_atoms, placed=len(layout)
            )
        return replace(self, announced=layout, stones=tuple(sorted((c, SURE) for c in layout)))

    # --- result -----------------------------------------------------------
    @property
    def markers_used(self) -> int:
        return markers_used(s for _, s in self.fired)

    @property
    def wrong_stones(self) -> int:
        self._require_done()
        return wrong_stones(self.hidden, self.announced or ())

    @property
    def fully_correct(self) -> bool:
        self._require_done()
        return equivalent(self.radius, self.hidden, self.announced or ())

    @property
    def penalty(self) -> int:
        self._require_done()
        return penalty(self.radius, self.hidden, [s for _, s in self.fired], self.announced or ())

    def _require_done(self) -> None:
        if self.announced is None:
            raise IllegalMove(N_("The round is still open."))


def _name(kind: str) -> Message:
    words = {"hit": N_("a hit"), "reflect": N_("a reflection"), "detour": N_("a detour")}
    return Message(words.get(kind, kind))


@dataclass(frozen=True, slots=True)
class Match:
    """Rounds with roles swapped: player 0 sets in round 0, player 1 in round 1.
    The lower total penalty wins.  A one-round match (solo, the demo) is one box:
    player 0 sets, player 1 gets, and the getter wins when fully correct."""

    radius: int = 4
    n_atoms: int = 6
    rounds: tuple[Round, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.rounds:
            object.__setattr__(self, "rounds", (Round(self.radius, self.n_atoms), Round(self.radius, self.n_atoms)))
        if not 1 <= len(self.rounds) <= 2:
            raise IllegalMove(N_("A match has one or two rounds, not {n}."), n=len(self.rounds))

    @classmethod
    def new(cls, radius: int, n_atoms: int, n_rounds: int = 2) -> "Match":
        """A match of ``n_rounds`` empty rounds (1: a single box, 2: roles swapped)."""
        if n_rounds not in (1, 2):
            raise IllegalMove(N_("A match has one or two rounds, not {n}."), n=n_rounds)
        return cls(radius, n_atoms, tuple(Round(radius, n_atoms) for _ in range(n_rounds)))

    @property
    def round_index(self) -> int:
        """The round being played; the number of rounds once all are over."""
        for i, r in enumerate(self.rounds):
            if r.announced is None:
                return i
        return len(self.rounds)

    @property
    def round(self) -> Round:
        if self.is_over():
            raise IllegalMove(N_("The match is over."))
        return self.rounds[self.round_index]

    def setter(self, index: Optional[int] = None) -> int:
        return 0 if (self.round_index if index is None else index) == 0 else 1

    def getter(self, index: Optional[int] = None) -> int:
        return 1 - self.setter(index)

    def with_round(self, new: Round) -> "Match":
        """The match with the current round replaced by `new` (a move made on it)."""
        i = self.round_index
        if i >= len(self.rounds):
            raise IllegalMove(N_("The match is over."))
        return replace(self, rounds=self.rounds[:i] + (new,) + self.rounds[i + 1 :])

    def is_over(self) -> bool:
        return self.round_index == len(self.rounds)

    def penalties(self) -> list[int]:
        """Each player's penalty as getter so far (0 for a round not finished)."""
        out = [0, 0]
        for i, r in enumerate(self.rounds):
            if r.announced is not None:
                out[self.getter(i)] = r.penalty
        return out

    # --- the State vocabulary ---------------------------------------------
    @property
    def current_player(self) -> int:
        """The setter of the round in play while it hides, then its getter."""
        if self.is_over():
            return self.getter(len(self.rounds) - 1)
        return self.setter() if self.round.atoms is None else self.getter()

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over() else self.round.legal_actions()

    def apply(self, action: Any) -> "Match":
        """The match after one move on the round in play (see moves.py)."""
        if self.is_over():
            raise IllegalMove(N_("The match is over."))
        return self.with_round(self.round.apply(action))

    def is_terminal(self) -> bool:
        return self.is_over()

    def scores(self) -> tuple[float, ...]:
        """Minus each player's penalty (higher is better); a single box scores as its round."""
        if len(self.rounds) == 1:
            return self.rounds[0].scores()
        return tuple(-float(p) for p in self.penalties())

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        if len(self.rounds) == 1:
            return self.rounds[0].winners()
        p = self.penalties()
        best = min(p)
        return [i for i in (0, 1) if p[i] == best]
