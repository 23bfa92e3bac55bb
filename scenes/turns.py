"""What the turn-based games (numbers, stars) share about their seats and computer turns.

`SeatTable` answers "who sits where" for a frozen config dataclass with a
`levels` tuple; `ComputerTurns` plays a computer seat's turn frame by frame:
the search runs in the worker process while the board keeps animating, the
choice appears no sooner than a readable pause, the cursor rests on it, then
the scene plays it. One driver serves every game that speaks the shared state
vocabulary, and so every demo.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Hashable

from game.ai import choose
from scenes.framework import draw

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.cursor import Cursor

PERSON = 0        # a seat's level 0 is a person; 1..3 a computer of that level
DEMO_LEVEL = 2    # a demo plays a person's seat at this level


class SeatTable:
    """Seat names, colours and levels for a config holding `levels` per table seat.

    Engine seats are table seats unless `table_seat` is overridden (a game
    whose engine always starts with seat 0 maps them round the table).
    """

    levels: tuple[int, ...]

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
        return draw.SEAT_NAMES[self.table_seat(engine_seat) % len(draw.SEAT_NAMES)]

    def who(self, engine_seat: int) -> str:
        level = self.level_of(engine_seat)
        return "Player" if level == PERSON else f"CPU {level}"

    def result_text(self, winners: list[int]) -> str:
        return f"{self.name(winners[0])} wins!" if len(winners) == 1 else "Draw!"


def announce_result(app: "App", config: SeatTable, winners: list[int], players: int, demo: bool,
                    recorded: bool, stats_key: str, bucket: str) -> bool:
    """The end of a match: a win or lose jingle, and a lone person's win/draw/loss record.

    The record goes under ``stats_key`` -> ``bucket`` (e.g. the board); returns
    whether it has been recorded, so a scene records each match once.
    """
    people = [p for p in range(players) if config.level_of(p) == PERSON]
    if demo or not people or any(p in winners for p in people):
        app.sound.play("win")
    else:
        app.sound.play("lose")
    if demo or len(people) != 1 or recorded:
        return recorded
    me = people[0]
    record = app.stats.get(stats_key, {})
    row = record.setdefault(bucket, {"win": 0, "draw": 0, "loss": 0})
    outcome = "loss" if me not in winners else ("win" if len(winners) == 1 else "draw")
    row[outcome] = row.get(outcome, 0) + 1
    app.stats.set(stats_key, record)
    return True


class ComputerTurns:
    """The computer's side of a turn-based scene; call `drive` every frame of play.

    `decode` turns the worker's answer (which may have crossed the process
    boundary as lists) into the game's action; `focus_of` names the cursor
    target an action points at. If the worker fails, a random legal move is
    played with a toast rather than hanging the game.
    """

    def __init__(self, app: "App", rng: random.Random, think_min_s: float, glide_s: float,
                 decode: Callable[[Any], Any] = tuple,
                 focus_of: Callable[[Any], Hashable] = lambda action: action) -> None:
        self.app = app
        self.rng = rng
        self.think_min_s = think_min_s
        self.glide_s = glide_s
        self.decode = decode
        self.focus_of = focus_of
        self.job = None
        self.started = 0.0
        self.choice: Any = None        # chosen and shown, not yet played
        self.place_at = 0.0

    def cancel(self) -> None:
        """Forget the turn in progress (undo, leaving the scene)."""
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.choice = None

    def drive(self, state: Any, level: int, demo: bool, clock: float, cursor: "Cursor",
              play: Callable[[Any], object], hold: bool = False) -> None:
        """One frame of the turn of the seat of `level` to move in `state`.

        A person's seat is left alone unless `demo`; `hold` keeps a finished search
        from showing its choice while the board is still busy (an animation).
        """
        if level == PERSON and not demo:
            return
        level = level or DEMO_LEVEL
        if self.job is None and self.choice is None:
            self.job = self.app.worker.submit(choose, state, level, self.rng.randrange(1 << 30))
            self.started = clock
            return
        if self.choice is None and self.job is not None and self.job.done():
            if clock - self.started < self.think_min_s or hold:
                return
            try:
                action = self.decode(self.job.result())
            except Exception as exc:   # the worker failed: play on rather than hang
                self.app.toast(f"Computer player error: {exc}")
                action = self.rng.choice(state.legal_actions())
            self.job = None
            self.choice = action
            self.place_at = clock + self.glide_s
            cursor.focus_on(self.focus_of(action))
            self.app.sound.play("move")
            return
        if self.choice is not None and clock >= self.place_at:
            choice, self.choice = self.choice, None
            play(choice)
