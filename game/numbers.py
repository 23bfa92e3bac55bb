"""Black Hole (numbers), docs/RULES.md section 2: the rules engine, no pygame.

Seats take turns writing their numbers 1, 2, 3 ... into free circles (every
seat's 1, then every seat's 2, ...). When all numbers are written exactly one
circle is free: the black hole. Each seat adds up its own numbers in the
circles touching it; by default the highest sum wins (`scoring="most"`), with
`scoring="least"` the lowest. A tie for the win is a draw.

States are immutable, hashable and picklable (the search runs them in a worker
process). An action is a circle `(row, i)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Mapping, Optional

from game import IllegalMove
from game.i18n import N_
from game.midend import Backend
from game.options import Options, SeatLevel, as_options, checked

Cell = tuple[int, int]
Mark = Optional[tuple[int, int]]  # (seat, number) or None for a free circle

SCORINGS = ("most", "least")


@dataclass(frozen=True)
class Board:
    """The circles of one board and which of them touch.

    `cells` lists circles row by row, left to right; everything else is
    indexed by a circle's position in that list, so the search can work on
    small integers.
    """

    name: str
    row_lengths: tuple[int, ...]
    players: int
    numbers_each: int
    cells: tuple[Cell, ...]
    index: Mapping[Cell, int]
    neighbours: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        return len(self.cells)

    def touching(self, cell: Cell) -> tuple[Cell, ...]:
        """The circles that touch `cell`, in board order."""
        return tuple(self.cells[j] for j in self.neighbours[self.index[cell]])


def _touching(rows: tuple[int, ...], r: int, i: int) -> list[Cell]:
    """Honeycomb packing: left/right in the row, two above, two below.

    Where the next row is longer the two below are (r+1, i) and (r+1, i+1);
    where it is shorter, (r+1, i-1) and (r+1, i); the rows above mirror this.
    """
    out: list[Cell] = [(r, i - 1), (r, i + 1)]
    for other in (r - 1, r + 1):
        if 0 <= other < len(rows):
            if rows[other] > rows[r]:
                out += [(other, i), (other, i + 1)]
            else:
                out += [(other, i - 1), (other, i)]
    return [(rr, ii) for rr, ii in out if 0 <= rr < len(rows) and 0 <= ii < rows[rr]]


def _make_board(name: str, rows: tuple[int, ...], players: int, numbers: int) -> Board:
    cells = tuple((r, i) for r, n in enumerate(rows) for i in range(n))
    index = {c: k for k, c in enumerate(cells)}
    neighbours = tuple(tuple(sorted(index[c] for c in _touching(rows, r, i))) for r, i in cells)
    assert len(cells) == players * numbers + 1, name
    return Board(name, rows, players, numbers, cells, MappingProxyType(index), neighbours)


BOARDS: Mapping[str, Board] = MappingProxyType(
    {
        "normal2": _make_board("normal2", (1, 2, 3, 4, 5, 6), 2, 10),
        "normal3": _make_board("normal3", (1, 2, 3, 4, 5, 6, 7), 3, 9),
        "quick2": _make_board("quick2", (1, 2, 3, 2, 1), 2, 4),
        "quick3": _make_board("quick3", (1, 2, 3, 4, 3, 2, 1), 3, 5),
    }
)


@dataclass(frozen=True, slots=True, eq=False)
class NumbersState:
    """One position: which seat wrote which number in which circle.

    `first` is the seat that writes the first 1 (the setup's "who starts");
    seats are table seats throughout, so a seat keeps its colour and name.
    """

    board: Board
    scoring: str
    marks: tuple[Mark, ...]
    first: int = 0
    moves: int = field(init=False)
    _hash: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "moves", sum(m is not None for m in self.marks))
        object.__setattr__(self, "_hash", hash((self.board.name, self.scoring, self.marks, self.first)))

    # -- identity -----------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, NumbersState)
            and self.board.name == other.board.name
            and self.scoring == other.scoring
            and self.marks == other.marks
            and self.first == other.first
        )

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.board.name, self.scoring, self.marks, self.first))

    def __repr__(self) -> str:
        return f"NumbersState({self.board.name!r}, {self.scoring!r}, moves={self.moves}, first={self.first})"

    # -- the shared vocabulary ----------------------------------------------
    @property
    def players(self) -> int:
        return self.board.players

    @property
    def current_player(self) -> int:
        return (self.first + self.moves) % self.board.players

    @property
    def next_number(self) -> int:
        """The number the current seat writes now (1-based)."""
        return self.moves // self.board.players + 1

    def is_terminal(self) -> bool:
        return self.moves == self.board.size - 1

    def legal_actions(self) -> list[Cell]:
        if self.is_terminal():
            return []
        cells = self.board.cells
        return [cells[k] for k, m in enumerate(self.marks) if m is None]

    def apply(self, action: Cell) -> "NumbersState":
        if self.is_terminal():
            raise IllegalMove(N_("The game is over: every number has been written."))
        k = self.board.index.get(action) if _is_cell(action) else None
        if k is None:
            raise IllegalMove(N_("That is not a circle on this board."))
        mark = self.marks[k]
        if mark is not None:
            raise IllegalMove(N_("That circle already holds a {number}; pick a free one."), number=mark[1])
        marks = list(self.marks)
        marks[k] = (self.current_player, self.next_number)
        return NumbersState(self.board, self.scoring, tuple(marks), self.first)

    def scores(self) -> list[int]:
        """Each seat's sum around the black hole; all 0 before the game ends."""
        sums = [0] * self.board.players
        hole = self.hole()
        if hole is None:
            return sums
        for j in self.board.neighbours[self.board.index[hole]]:
            mark = self.marks[j]
            assert mark is not None
            sums[mark[0]] += mark[1]
        return sums

    def winners(self) -> list[int]:
        """Seats sharing the best sum (more than one is a draw); [] before the end."""
        if not self.is_terminal():
            return []
        sums = self.scores()
        best = max(sums) if self.scoring == "most" else min(sums)
        return [s for s, v in enumerate(sums) if v == best]

    # -- conveniences for scenes and tests -----------------------------------
    def mark_at(self, cell: Cell) -> Mark:
        """`(seat, number)` written in `cell`, or None when it is free."""
        return self.marks[self.board.index[cell]]

    def free_cells(self) -> list[Cell]:
        cells = self.board.cells
        return [cells[k] for k, m in enumerate(self.marks) if m is None]

    def hole(self) -> Optional[Cell]:
        """The black hole: the last free circle, once the game is over."""
        if not self.is_terminal():
            return None
        return self.free_cells()[0]

    def touching(self, cell: Cell) -> tuple[Cell, ...]:
        return self.board.touching(cell)


def _is_cell(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(type(v) is int for v in value)


def _restore(board: str, scoring: str, marks: tuple[Mark, ...], first: int = 0) -> NumbersState:
    return NumbersState(BOARDS[board], scoring, marks, first)


def new_game(board: str = "normal2", scoring: str = "most", first: int = 0) -> NumbersState:
    """The empty board; `board` in BOARDS, `scoring` "most" or "least", `first` the seat that starts."""
    if board not in BOARDS:
        raise ValueError(f"Unknown board {board!r}; choose one of {', '.join(BOARDS)}.")
    if scoring not in SCORINGS:
        raise ValueError(f"Unknown scoring {scoring!r}; choose 'most' or 'least'.")
    if type(first) is not int or not 0 <= first < BOARDS[board].players:
        raise ValueError(f"Seat {first!r} cannot start on a {BOARDS[board].players}-seat board.")
    return NumbersState(BOARDS[board], scoring, (None,) * BOARDS[board].size, first)


class NumbersBackend(Backend[NumbersState]):
    """The mid-end's view of numbers: options are the board, scoring and who starts.

    Options: {"board": "normal2"|..., "scoring": "most"|"least", "first": seat,
    "levels": [0 person | 1-3 computer level per seat]}; moves are circles.
    """

    key = "numbers"
    version = 2

    def new_state(self, options: Mapping[str, Any], seed: int) -> NumbersState:
        return new_game(options["board"], options["scoring"], options["first"])

    def check_options(self, raw: Any) -> dict[str, Any]:
        """Strict, by the one schema of the options (``NumbersOptions``)."""
        return as_options(checked(NumbersOptions, raw, "the table settings"))

    def decode_move(self, raw: Any) -> Cell:
        if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
            raise ValueError("a move is a row and a circle")
        return (raw[0], raw[1])


Scoring = Literal["most", "least"]  # the options' and the setup memory's one spelling of SCORINGS


class NumbersOptions(Options, frozen=True):
    """The session's options, declared once (game/options.py): the board (its size and seats),
    the scoring, the seat that writes first and one level per seat (0 a person, 1-3 a computer)."""

    board: str
    scoring: Scoring
    first: int
    levels: list[SeatLevel]

    def __post_init__(self) -> None:
        if self.board not in BOARDS:
            raise ValueError(f"the board is one of {', '.join(BOARDS)}, not {self.board!r}")
        seats = BOARDS[self.board].players
        if not 0 <= self.first < seats:
            raise ValueError(f"seat {self.first} cannot start: there are {seats} seats")
        if len(self.levels) != seats:
            raise ValueError(f"seat levels {self.levels} should be {seats}, one a seat")


BACKEND = NumbersBackend()

__all__ = [
    "BACKEND",
    "BOARDS",
    "Board",
    "Cell",
    "NumbersBackend",
    "NumbersOptions",
    "NumbersState",
    "SCORINGS",
    "Scoring",
    "new_game",
]
