"""Black Holes (stars): the rules of docs/RULES.md section 1 as a pure, immutable engine.

A state is a value: `apply` returns a new state and never touches the old one,
so the search can branch freely and states can be pickled to a worker process.
Cells are `(row, col)`; an action is `(cell, zone_centre_or_None)` to place a
star, or `(None, zone_centre)` to claim a zone the previous player missed
(fault rule only).

Points docs/RULES.md leaves open, decided here:
- A missed zone (fault rule) can be claimed only by the next player in, and
  only before they place; once they place, it stays full and never collapses.
  A claim takes one zone even when several were missed (the choice rule).
- A seat with a claim open is not OUT even with no stars: it claims first.
- When SPACE fills up with a missed zone on it, the game ends at once.
- OUT is checked when the turn reaches a seat and is final.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any

import msgspec

from game import Action, IllegalMove
from game.i18n import N_, Message
from game.midend import Backend
from game.options import Options, SeatLevel, as_options, checked

Cell = tuple[int, int]
StarsAction = tuple[Cell | None, Cell | None]

EMPTY, STAR, NOVA, SWALLOWED = 0, 1, 2, 3
NOVA_VALUE = 5

_SETUPS = {
    # size: (nova, first stars, stars in all)
    7: ((3, 3), ((1, 3), (5, 1), (5, 5)), 29),
    9: ((4, 4), ((2, 4), (6, 2), (6, 6)), 41),
}


@dataclass(frozen=True)
class Geometry:
    """Everything about one board size that never changes during a game."""

    size: int
    cells: tuple[Cell, ...]  # index -> (row, col)
    zone_of: tuple[tuple[int, ...], ...]  # zone centre index -> member indices
    zones_at: tuple[tuple[int, ...], ...]  # cell index -> centres of zones holding it

    def index(self, cell: Cell) -> int:
        return cell[0] * self.size + cell[1]

    def on_board(self, cell: object) -> bool:
        return (
            isinstance(cell, tuple)
            and len(cell) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in cell)
            and 0 <= cell[0] < self.size
            and 0 <= cell[1] < self.size
        )


@cache
def geometry(size: int) -> Geometry:
    """The zone tables of a size x size board (shared by every state of that size)."""
    cells = tuple((r, c) for r in range(size) for c in range(size))
    zone_of = []
    for r, c in cells:
        members = [r * size + c]
        for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < size and 0 <= cc < size:
                members.append(rr * size + cc)
        zone_of.append(tuple(sorted(members)))
    zones_at = tuple(tuple(z for z in range(size * size) if i in zone_of[z]) for i in range(size * size))
    return Geometry(size, cells, tuple(zone_of), zones_at)


def zone_cells(size: int, centre: Cell) -> tuple[Cell, ...]:
    """The cells of the zone centred on `centre`: 5 inside, 4 on an edge, 3 in a corner."""
    g = geometry(size)
    if not g.on_board(centre):
        raise IllegalMove(N_("That spot is not in SPACE."))
    return tuple(g.cells[i] for i in g.zone_of[g.index(centre)])


def zone_kind(size: int, centre: Cell) -> str:
    """'inner', 'edge' or 'corner', by the zone's number of cells."""
    return {5: "inner", 4: "edge", 3: "corner"}[len(zone_cells(size, centre))]


@dataclass(frozen=True, slots=True)
class StarsState:
    """One position of Black Holes; immutable, hashable and picklable."""

    size: int
    players: int
    fault_rule: bool
    board: tuple[int, ...]  # per cell index: EMPTY, STAR, NOVA or SWALLOWED
    pool: int
    held: tuple[int, ...]  # captured stars each seat still holds
    nova_owner: int | None  # seat that captured the NOVA, or None
    out: tuple[bool, ...]  # seats found OUT at their turn
    current_player: int
    claims: tuple[Cell, ...]  # missed zones the current player may claim
    holes: tuple[tuple[Cell, int], ...]  # (black hole centre, seat that made it), in order
    terminal: bool

    def __repr__(self) -> str:
        return (
            f"<StarsState {self.size}x{self.size} players={self.players} "
            f"turn={self.current_player} pool={self.pool} held={list(self.held)}"
            f"{' over' if self.terminal else ''}>"
        )

    # -- the shared vocabulary -------------------------------------------
    @property
    def geometry(self) -> Geometry:
        return geometry(self.size)

    def is_terminal(self) -> bool:
        return self.terminal

    def scores(self) -> list[int]:
        return [h + (NOVA_VALUE if self.nova_owner == p else 0) for p, h in enumerate(self.held)]

    def winners(self) -> list[int]:
        s = self.scores()
        best = max(s)
        return [p for p, v in enumerate(s) if v == best]

    def legal_actions(self) -> list[Action]:
        """Every legal action: claims first (fault rule), then placements in cell order."""
        if self.terminal:
            return []
        g = geometry(self.size)
        board = self.board
        actions: list[Action] = [(None, c) for c in self.claims]
        if self.pool == 0 and self.held[self.current_player] == 0:
            return actions  # only a claim can give this seat stars to place
        for i, v in enumerate(board):
            if v != EMPTY:
                continue
            cell = g.cells[i]
            done = self._completed_by(i)
            if not done:
                actions.append((cell, None))
                continue
            if self.fault_rule:
                actions.append((cell, None))
            for z in done:
                actions.append((cell, g.cells[z]))
        return actions

    def apply(self, action: Action) -> StarsState:
        """The state after `action`; raises IllegalMove (and changes nothing) if it is not legal."""
        if self.terminal:
            raise IllegalMove(N_("The game is over: no more moves."))
        if not (isinstance(action, (tuple, list)) and len(action) == 2):
            raise IllegalMove(N_("A move is a spot and the zone it collapses (or None), e.g. ((2, 3), None)."))
        cell, centre = action
        g = geometry(self.size)
        if cell is None:
            return self._claim(centre)
        i = self._empty_spot(g, cell)
        if self.pool == 0 and self.held[self.current_player] == 0:
            raise IllegalMove(N_("The pool is empty and you hold no stars: claim the missed black hole first."))
        done = self._completed_by(i)
        zone = self._chosen_zone(g, centre, done)
        board = list(self.board)
        board[i] = STAR
        pool, held = self.pool, list(self.held)
        me = self.current_player
        if pool > 0:
            pool -= 1
        else:
            held[me] -= 1
        nova_owner = self.nova_owner
        holes = self.holes
        if zone is not None:
            nova_owner = self._collapse(board, held, zone, me)
            holes = holes + ((g.cells[zone], me),)
            missed: tuple[Cell, ...] = ()
        else:
            missed = tuple(g.cells[z] for z in done)  # fault rule: left for the next player
        return self._next_turn(tuple(board), pool, tuple(held), nova_owner, holes, missed)

    def _empty_spot(self, g: Geometry, cell: Cell) -> int:
        """The index of `cell` for a new star; IllegalMove unless it is an empty spot on the board."""
        if not g.on_board(cell):
            raise IllegalMove(N_("That spot is not in SPACE."))
        i = g.index(cell)
        what = self.board[i]
        if what == SWALLOWED:
            raise IllegalMove(N_("That spot was swallowed by a black hole: nothing can go there."))
        if what == NOVA:
            raise IllegalMove(N_("The NOVA is there: place your star on an empty spot."))
        if what == STAR:
            raise IllegalMove(N_("That spot already holds a star."))
        return i

    def _chosen_zone(self, g: Geometry, centre: Cell | None, done: list[int]) -> int | None:
        """The zone (index) a star that completes `done` collapses, as `centre` names it;
        IllegalMove when the choice does not fit (None is allowed only with the fault rule)."""
        if centre is None:
            if done and not self.fault_rule:
                raise IllegalMove(
                    Message.counted(
                        "This star completes a zone: choose whether it collapses into a black hole.",
                        "This star completes {n} zones: choose which one collapses into a black hole.",
                        len(done),
                    )
                )
            return None
        if not g.on_board(centre):
            raise IllegalMove(N_("That zone is not in SPACE."))
        zone = g.index(centre)
        if zone not in done:
            if not done:
                raise IllegalMove(N_("This star completes no zone, so no black hole forms."))
            raise IllegalMove(
                Message.counted(
                    "This star does not complete that zone; it completes another.",
                    "This star does not complete that zone; it completes {n} others.",
                    len(done),
                )
            )
        return zone

    # -- helpers the scene and the AI use ----------------------------------
    def cell(self, cell: Cell) -> int:
        """What a cell holds: EMPTY, STAR, NOVA or SWALLOWED."""
        return self.board[geometry(self.size).index(cell)]

    def empty_cells(self) -> list[Cell]:
        """Cells where a star may go (empty and not swallowed)."""
        g = geometry(self.size)
        return [g.cells[i] for i, v in enumerate(self.board) if v == EMPTY]

    def star_cells(self) -> list[Cell]:
        g = geometry(self.size)
        return [g.cells[i] for i, v in enumerate(self.board) if v == STAR]

    def swallowed_cells(self) -> list[Cell]:
        g = geometry(self.size)
        return [g.cells[i] for i, v in enumerate(self.board) if v == SWALLOWED]

    def nova_cell(self) -> Cell | None:
        g = geometry(self.size)
        for i, v in enumerate(self.board):
            if v == NOVA:
                return g.cells[i]
        return None

    def hole_centres(self) -> list[Cell]:
        return [c for c, _ in self.holes]

    def stars_on_board(self) -> int:
        return sum(1 for v in self.board if v == STAR)

    def zone_count(self, centre: Cell) -> tuple[int, int]:
        """(stars in the zone, cells in the zone): the "4/5" of the cursor. NOVA counts."""
        g = geometry(self.size)
        members = g.zone_of[g.index(centre)]
        return sum(1 for m in members if self.board[m] in (STAR, NOVA)), len(members)

    def zone_alive(self, centre: Cell) -> bool:
        """False once the zone touches a swallowed cell (it lies on an event horizon)."""
        g = geometry(self.size)
        return all(self.board[m] != SWALLOWED for m in g.zone_of[g.index(centre)])

    def completing_zones(self, cell: Cell) -> list[Cell]:
        """Centres of the zones a star on `cell` would complete (empty list if none)."""
        g = geometry(self.size)
        if not g.on_board(cell) or self.board[g.index(cell)] != EMPTY:
            return []
        return [g.cells[z] for z in self._completed_by(g.index(cell))]

    def capture_value(self, centre: Cell) -> int:
        """Points the zone is worth when it collapses now (NOVA = 5)."""
        g = geometry(self.size)
        return sum(
            NOVA_VALUE if self.board[m] == NOVA else 1 for m in g.zone_of[g.index(centre)] if self.board[m] != EMPTY
        )

    def short_zones(self) -> list[Cell]:
        """Live zones one star short of full: the black hole chances open right now."""
        g = geometry(self.size)
        return [g.cells[z] for z in range(len(self.board)) if self._missing(z) == 1]

    def gives_black_hole(self, cell: Cell) -> bool:
        """True if a star on `cell` completes nothing and leaves a zone one star short.

        These are the cells the teaching marks show: placing there hands the next
        player a black hole the board did not offer before.
        """
        g = geometry(self.size)
        if not g.on_board(cell):
            return False
        i = g.index(cell)
        if self.board[i] != EMPTY or self._completed_by(i):
            return False
        return any(self._missing(z) == 2 for z in g.zones_at[i])

    def gift_cells(self) -> list[Cell]:
        """Every empty cell for which gives_black_hole is true."""
        return [c for c in self.empty_cells() if self.gives_black_hole(c)]

    def stars_to_place(self, seat: int | None = None) -> int:
        """How many stars `seat` could still place: the pool, else the stars it holds."""
        seat = self.current_player if seat is None else seat
        return self.pool if self.pool > 0 else self.held[seat]

    def total_stars(self) -> int:
        """Pool + stars on the board + stars held: constant for a whole game."""
        return self.pool + self.stars_on_board() + sum(self.held)

    def collapse_of(self, action: StarsAction) -> tuple[Cell, tuple[Cell, ...]] | None:
        """(centre, captured cells) if `action` collapses a zone, else None. For animations."""
        cell, centre = action
        if centre is None:
            return None
        g = geometry(self.size)
        members = g.zone_of[g.index(centre)]
        return centre, tuple(g.cells[m] for m in members if self.board[m] != EMPTY or g.cells[m] == cell)

    # -- internals ---------------------------------------------------------
    def _missing(self, z: int) -> int:
        """Empty cells of zone z, or 99 if the zone can never collapse (swallowed cell)."""
        n = 0
        for m in geometry(self.size).zone_of[z]:
            v = self.board[m]
            if v == SWALLOWED:
                return 99
            if v == EMPTY:
                n += 1
        return n

    def _completed_by(self, i: int) -> list[int]:
        """Zone centres (indices) a star on empty cell index i would complete."""
        g = geometry(self.size)
        board = self.board
        done = []
        for z in g.zones_at[i]:
            for m in g.zone_of[z]:
                if m != i and board[m] != STAR and board[m] != NOVA:
                    break
            else:
                done.append(z)
        return done

    def _collapse(self, board: list[int], held: list[int], zone: int, seat: int) -> int | None:
        """Swallow zone into board, credit its stars to seat; return the NOVA's owner."""
        nova_owner = self.nova_owner
        for m in geometry(self.size).zone_of[zone]:
            if board[m] == NOVA:
                nova_owner = seat
            else:
                held[seat] += 1
            board[m] = SWALLOWED
        return nova_owner

    def _claim(self, centre: object) -> StarsState:
        g = geometry(self.size)
        if not self.fault_rule:
            raise IllegalMove(N_("Claims only exist with the fault rule: black holes form by themselves."))
        if not self.claims:
            raise IllegalMove(N_("There is no missed black hole to claim."))
        if centre not in self.claims:
            raise IllegalMove(
                Message.counted(
                    "That zone is not a missed black hole; you may claim the lit zone.",
                    "That zone is not a missed black hole; you may claim one of the {n} lit zones.",
                    len(self.claims),
                )
            )
        board, held = list(self.board), list(self.held)
        me = self.current_player
        nova_owner = self._collapse(board, held, g.index(centre), me)
        holes = self.holes + ((centre, me),)
        terminal = nova_owner is not None
        return StarsState(
            self.size,
            self.players,
            True,
            tuple(board),
            self.pool,
            tuple(held),
            nova_owner,
            self.out,
            me,
            (),
            holes,
            terminal,
        )

    def _next_turn(
        self,
        board: tuple[int, ...],
        pool: int,
        held: tuple[int, ...],
        nova_owner: int | None,
        holes: tuple[tuple[Cell, int], ...],
        missed: tuple[Cell, ...],
    ) -> StarsState:
        """Pass the turn on, marking OUT players; decide whether the game is over."""
        me = self.current_player

        def mk(out: tuple[bool, ...], seat: int, claims: tuple[Cell, ...], terminal: bool) -> StarsState:
            return StarsState(
                self.size,
                self.players,
                self.fault_rule,
                board,
                pool,
                held,
                nova_owner,
                out,
                seat,
                claims,
                holes,
                terminal,
            )

        if nova_owner is not None or EMPTY not in board:
            return mk(self.out, me, (), True)
        out = list(self.out)
        seat = me
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if out[seat]:
                continue
            if pool == 0 and held[seat] == 0 and not missed:
                out[seat] = True  # found OUT at their turn
                if out.count(False) < 2:
                    return mk(tuple(out), seat, (), True)
                continue
            return mk(tuple(out), seat, missed, False)
        return mk(tuple(out), me, (), True)


def new_game(players: int = 2, size: int | None = None, fault_rule: bool = False, first: int = 0) -> StarsState:
    """The opening position: NOVA in the middle, three stars, the rest in the POOL.

    `first` is the seat that moves first (the setup screen's "who starts").
    """
    if not isinstance(players, int) or not 2 <= players <= 6:
        raise ValueError("Black Holes is for 2 to 6 players.")
    if size is None:
        size = 7 if players <= 3 else 9
    if size not in _SETUPS:
        raise ValueError("SPACE is 7x7 or 9x9.")
    if not 0 <= first < players:
        raise ValueError(f"Seat {first} is not at the table.")
    nova, stars, total = _SETUPS[size]
    g = geometry(size)
    board = [EMPTY] * (size * size)
    board[g.index(nova)] = NOVA
    for s in stars:
        board[g.index(s)] = STAR
    return StarsState(
        size,
        players,
        bool(fault_rule),
        tuple(board),
        total - len(stars),
        (0,) * players,
        None,
        (False,) * players,
        first,
        (),
        (),
        False,
    )


def total_stars(size: int) -> int:
    """Stars in a game of this size (the NOVA not counted): 29 on 7x7, 41 on 9x9."""
    return _SETUPS[size][2]


def from_picture(
    rows: Sequence[str],
    players: int = 2,
    pool: int = 0,
    held: Sequence[int] | None = None,
    current_player: int = 0,
    fault_rule: bool = False,
    claims: Sequence[Cell] = (),
    out: Sequence[bool] | None = None,
    nova_owner: int | None = None,
) -> StarsState:
    """A position drawn as text: '.' empty, '*' star, 'N' NOVA, '#' swallowed.

    For tests, puzzles and the rules page's diagrams. 'O' is a swallowed cell
    that holds a black hole (recorded as made by seat 0).
    """
    size = len(rows)
    if any(len(r.replace(" ", "")) != size for r in rows):
        raise ValueError("a picture must be square")
    code = {".": EMPTY, "*": STAR, "N": NOVA, "#": SWALLOWED, "O": SWALLOWED}
    board, holes = [], []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row.replace(" ", "")):
            board.append(code[ch])
            if ch == "O":
                holes.append(((r, c), 0))
    held_t = tuple(held) if held is not None else (0,) * players
    out_t = tuple(out) if out is not None else (False,) * players
    return StarsState(
        size,
        players,
        fault_rule,
        tuple(board),
        pool,
        held_t,
        nova_owner,
        out_t,
        current_player,
        tuple(claims),
        tuple(holes),
        False,
    )


# -- the mid-end's view of Black Holes ---------------------------------------------------------
MIN_SEATS, MAX_SEATS = 2, 6  # a table of 2 to 6 (SPACE is 7x7 for 2-3, 9x9 for 4-6)


class StarsOptions(Options, frozen=True):
    """The session's options, declared once (game/options.py): one level per seat (0 a person,
    1-3 a computer), the fault rule, and the seat that moves first. The setup's memory
    (scenes/stars/stats.py) extends this schema with defaults."""

    levels: Annotated[list[SeatLevel], msgspec.Meta(min_length=MIN_SEATS, max_length=MAX_SEATS)]
    fault_rule: bool
    starter: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEATS - 1)]

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError(f"seat {self.starter} cannot start: there are {len(self.levels)} seats")


def _whole(value: Any, what: str) -> int:
    if type(value) is not int:
        raise ValueError(f"{what} should be a whole number, not {value!r}")
    return value


def _spot(value: Any, what: str) -> Cell | None:
    if value is None:
        return None
    if not (isinstance(value, (list, tuple)) and len(value) == 2):
        raise ValueError(f"{what} should be a row and a column, not {value!r}")
    return (_whole(value[0], f"{what}'s row"), _whole(value[1], f"{what}'s column"))


class StarsBackend(Backend[StarsState]):
    """Options: ``levels`` (one per seat: 0 a person, 1-3 a computer), ``fault_rule``,
    ``starter`` (the seat that moves first). The size of SPACE follows the seats."""

    key = "stars"
    version = 1

    def new_state(self, options: Mapping[str, Any], seed: int) -> StarsState:
        return new_game(len(options["levels"]), fault_rule=options["fault_rule"], first=options["starter"])

    def check_options(self, raw: Any) -> dict[str, Any]:
        """Strict, by the one schema of the options (``StarsOptions``)."""
        return as_options(checked(StarsOptions, raw, "the table settings"))

    def encode_move(self, move: Any) -> Any:
        cell, centre = move
        return [None if cell is None else list(cell), None if centre is None else list(centre)]

    def decode_move(self, raw: Any) -> StarsAction:
        if not (isinstance(raw, list) and len(raw) == 2):
            raise ValueError("a move is a spot and a zone centre (either may be null)")
        cell, centre = _spot(raw[0], "the spot"), _spot(raw[1], "the zone")
        if cell is None and centre is None:
            raise ValueError("a move places a star or claims a zone")
        return cell, centre


BACKEND = StarsBackend()
