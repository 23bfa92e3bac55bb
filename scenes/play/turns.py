"""What the turn-based games (numbers, stars) share about their seats and computer turns.

`SeatTable` answers "who sits where" for a frozen config dataclass with a
`levels` tuple; `TurnSeats` is the component a turn-based play scene owns for
its person and computer seats (who is a person, who is to move, where undo
stops, the end's jingle and its `RecordBook`); `PeopleOnly` is every other
game's (every seat a person's); `ComputerTurns` plays a computer seat's turn frame by frame:
the search runs in the worker process while the board keeps animating, the
choice appears no sooner than a readable pause, the cursor rests on it, then
the scene plays it. One driver serves every game that speaks the shared state
vocabulary, and so every demo.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Hashable, Protocol, Sequence

from game import COMPUTER_LEVELS, LEVEL_NAMES
from game.ai import choose
from game.i18n import N_, tr
from scenes.framework import draw
from scenes.framework.worker import JobSlot

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.cursor import Cursor

PERSON = 0  # a seat's level 0 is a person; 1..3 a computer of that level
# One naming everywhere (setup screens, panels, messages): a seat is a person or a computer of a level.
# a seat's kind, by level (0 a person), marked whole for the catalogue: "Computer ({level})" as
# one message per level, since a language may inflect the level's word
SEAT_KINDS = (N_("Person"), N_("Computer (easy)"), N_("Computer (fair)"), N_("Computer (strong)"))
if SEAT_KINDS[1:] != tuple(f"Computer ({LEVEL_NAMES[level]})" for level in COMPUTER_LEVELS):
    raise ImportError("SEAT_KINDS must name game.LEVEL_NAMES' levels")
DEMO_LEVEL = 2  # a demo plays a person's seat at this level
AI_DEADLINE_S = 12.0  # the search keeps to about 1 s; past this the worker is assumed stuck


class SeatTable:
    """Seat names, colours and levels for a config holding `levels` per table seat.

    Engine seats are table seats unless `table_seat` is overridden (a game
    whose engine always starts with seat 0 maps them round the table).
    """

    levels: tuple[int, ...]
    # the players' names per table seat ("": the colour name; none given: every seat its colour),
    # kept by scenes/couch/seat_names.py
    names: tuple[str, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.levels)

    @property
    def people(self) -> int:
        return sum(1 for lv in self.levels if lv == PERSON)

    def table_seat(self, engine_seat: int) -> int:
        return engine_seat

    def level_of(self, engine_seat: int) -> int:
        return self.levels[self.table_seat(engine_seat)]

    def colour(self, engine_seat: int) -> tuple:
        return draw.SEAT_COLOURS[self.table_seat(engine_seat) % len(draw.SEAT_COLOURS)]

    def name(self, engine_seat: int) -> str:
        """The one place a seat is named: its player's name when one was given, else its colour."""
        seat = self.table_seat(engine_seat)
        own = self.names[seat] if seat < len(self.names) else ""
        return own or tr(draw.SEAT_NAMES[seat % len(draw.SEAT_NAMES)])  # its colour, in the language spoken

    def who(self, engine_seat: int) -> str:
        level = self.level_of(engine_seat)
        return SEAT_KINDS[level]

    def result_text(self, winners: list[int]) -> str:
        return f"{self.name(winners[0])} wins!" if len(winners) == 1 else "Draw!"


def level_bucket(level: int) -> str:
    """The bucket of a record against the computer at ``level`` ("level_2"): the strongest at the table."""
    return f"level_{level}"


@dataclass(frozen=True)
class RecordBook:
    """Where a turn-based game writes a lone person's wins, draws and losses against the computer.

    ``record`` holds them per bucket (``bucket`` of the config: the board, the table size);
    ``by_level``, when given, per the strongest computer at the table (the Records screen's
    "against the computer")."""

    record: str
    bucket: Callable[[Any], str]
    by_level: str = ""

    def write(self, app: "App", config: SeatTable, winners: Sequence[int], players: int) -> bool:
        """Count one finished match of ``config``; False when it is not a lone person's (nothing is
        written: a table of people, or only computers)."""
        people = [p for p in range(players) if config.level_of(p) == PERSON]
        if len(people) != 1:
            return False
        me = people[0]
        outcome = "loss" if me not in winners else ("win" if len(winners) == 1 else "draw")

        def one_more(row_key: str) -> Callable[[Any], Any]:  # made on the record as it is on disk
            def change(record: Any) -> Any:
                record = record if isinstance(record, dict) else {}
                row = record.setdefault(row_key, {"win": 0, "draw": 0, "loss": 0})
                row[outcome] = row.get(outcome, 0) + 1
                return record

            return change

        app.stats.update(self.record, one_more(self.bucket(config)))
        computers = [config.level_of(p) for p in range(players) if config.level_of(p) != PERSON]
        if self.by_level and computers:
            app.stats.update(self.by_level, one_more(level_bucket(max(computers))))
        return True


class TurnHost(Protocol):
    """What ``TurnSeats`` reads of its play scene."""

    app: "App"
    config: Any  # a SeatTable
    demo: bool
    clock: float
    cursor: "Cursor"
    review: Any  # a review running (nobody plays then), or None

    @property
    def session(self) -> Any: ...
    @property
    def state(self) -> Any: ...
    def play(self, move: Any) -> bool: ...


class PeopleOnly:
    """The seats of a game with no computer seat: every seat a person's, undo stops anywhere,
    nothing to drive or to record. The play scene's default ``turn_seats``."""

    def person_seat(self, seat: int) -> bool:
        return True

    def undo_stop(self, state: Any) -> bool:
        return True

    def name(self, seat: int) -> str:
        return tr("Player {number}").format(number=seat + 1)

    def colour(self, seat: int) -> tuple[int, int, int]:
        return draw.SEAT_COLOURS[seat % len(draw.SEAT_COLOURS)]

    def finished(self, app: "App", winners: Sequence[int]) -> None:
        """Nothing is counted here (a game without a record book counts in its own ``record``)."""


class TurnSeats:
    """Person and computer seats of a turn-based game, a component its play scene owns.

    The scene's ``config`` is a ``SeatTable`` (a level per seat): this says which
    seats are people's (``person_seat``), whether a person is to move now
    (``person_to_move``), where undo stops (a person's turn: computers replay their
    own), drives the computer's turns (``drive``, through ``computer``, a
    ``ComputerTurns``), names and colours the seats, and at the end plays the
    jingle and writes a lone person's result into the ``book``.
    """

    def __init__(self, host: TurnHost, book: RecordBook, computer: "ComputerTurns") -> None:
        self.host = host
        self.book = book
        self.computer = computer

    def level(self, seat: int) -> int:
        return int(self.host.config.level_of(seat))

    def person_seat(self, seat: int) -> bool:
        return self.level(seat) == PERSON

    def person_to_move(self) -> bool:
        """A person is to move in the game itself (not a demo, a review or a game that is over)."""
        h = self.host
        over = h.session.is_over()
        return not h.demo and h.review is None and not over and self.person_seat(h.session.state.current_player)

    def undo_stop(self, state: Any) -> bool:
        """Undo and redo stop where a person is to move (all the way back when every seat is a computer's)."""
        return self.host.config.people == 0 or self.person_seat(state.current_player)

    def name(self, seat: int) -> str:
        return str(self.host.config.name(seat))

    def colour(self, seat: int) -> tuple[int, int, int]:
        return self.host.config.colour(seat)  # type: ignore[no-any-return]

    def drive(self, hold: bool = False) -> None:
        """One frame of play: the computer's turn when a computer seat (or the demo) is to move."""
        h = self.host
        state = h.state
        self.computer.drive(state, self.level(state.current_player), h.demo, h.clock, h.cursor, h.play, hold=hold)

    def finished(self, app: "App", winners: Sequence[int]) -> None:
        """The end of a match (never a demo's): a win or lose jingle, and a lone person's record."""
        config, players = self.host.config, self.host.session.state.players
        people = [p for p in range(players) if self.person_seat(p)]
        app.sound.play("win" if not people or any(p in winners for p in people) else "lose")
        self.book.write(app, config, winners, players)


class ComputerTurns:
    """The computer's side of a turn-based scene; call `drive` every frame of play.

    The search runs in the scene's job slot. `decode` turns the worker's answer
    (which may have crossed the process boundary as lists) into the game's
    action; `focus_of` names the cursor target an action points at. If the
    worker fails or passes its deadline, a random legal move is played with a
    notice rather than hanging the game.
    """

    def __init__(
        self,
        app: "App",
        slot: JobSlot,
        rng: random.Random,
        think_min_s: float,
        glide_s: float,
        decode: Callable[[Any], Any] = tuple,
        focus_of: Callable[[Any], Hashable] = lambda action: action,
        deadline_s: float = AI_DEADLINE_S,
    ) -> None:
        self.app = app
        self.slot = slot
        self.rng = rng
        self.think_min_s = think_min_s
        self.glide_s = glide_s
        self.decode = decode
        self.focus_of = focus_of
        self.deadline_s = deadline_s
        self.asked_for: Any = None  # the state a search was asked for
        self.answer: Any = None  # found, waiting for the readable pause
        self.started = 0.0
        self.choice: Any = None  # chosen and shown, not yet played
        self.place_at = 0.0

    def cancel(self) -> None:
        """Forget the turn in progress (undo, leaving the scene)."""
        if self.slot.kind == "move":
            self.slot.cancel()
        self.asked_for = self.answer = self.choice = None

    @property
    def thinking(self) -> bool:
        return self.asked_for is not None and self.choice is None

    def drive(
        self,
        state: Any,
        level: int,
        demo: bool,
        clock: float,
        cursor: "Cursor",
        play: Callable[[Any], object],
        hold: bool = False,
    ) -> None:
        """One frame of the turn of the seat of `level` to move in `state`.

        A person's seat is left alone unless `demo`; `hold` keeps a finished search
        from showing its choice while the board is still busy (an animation).
        """
        if level == PERSON and not demo:
            return
        level = level or DEMO_LEVEL
        if self.asked_for is not None and self.asked_for != state:
            self.cancel()  # the position changed under the search: its choice is for a board gone
        self.slot.poll()
        if self.asked_for is None:
            self.asked_for, self.started = state, clock
            self.slot.submit(
                "move",
                choose,
                state,
                level,
                self.rng.randrange(1 << 30),
                on_done=self._found,
                on_error=lambda msg: self._failed(state, msg),
                deadline_s=self.deadline_s,
            )
            return
        if self.answer is not None and self.choice is None:
            if clock - self.started < self.think_min_s or hold:
                return
            action, self.answer = self.answer, None
            self.choice = action
            self.place_at = clock + self.glide_s
            cursor.focus_on(self.focus_of(action))
            self.app.sound.play("move")
            return
        if self.choice is not None and clock >= self.place_at:
            choice, self.choice = self.choice, None
            self.asked_for = None
            play(choice)

    def _found(self, value: Any) -> None:
        try:
            self.answer = self.decode(value)
        except (TypeError, ValueError) as exc:
            self._failed(self.asked_for, tr("unreadable answer ({reason})").format(reason=exc))

    def _failed(self, state: Any, message: str) -> None:
        """The worker failed or ran out of time: play a quick legal move rather than hang."""
        if state is None or state is not self.asked_for or self.answer is not None:
            return
        self.app.toast(tr("The computer stumbled ({reason}); it plays a quick move.").format(reason=message))
        self.answer = self.rng.choice(state.legal_actions())
