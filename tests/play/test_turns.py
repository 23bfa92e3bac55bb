"""The shared computer-turn driver and seat table, on a tiny fake game and a fake worker."""

import random
from dataclasses import dataclass

import pytest

from game.ai import choose
from scenes.framework import draw
from scenes.framework.worker import JobError, JobSlot
from scenes.play.turns import DEMO_LEVEL, PERSON, ComputerTurns, SeatTable


class FakeJob:
    def __init__(self):
        self.finished = False
        self.answer = None
        self.error = None
        self.cancelled = False

    @property
    def state(self):
        return "cancelled" if self.cancelled else ("done" if self.finished else "running")

    def done(self):
        return self.finished

    def result(self):
        if self.error is not None:
            raise self.error
        return self.answer

    def cancel(self):
        self.cancelled = True


class FakeWorker:
    def __init__(self):
        self.calls = []

    def submit(self, fn, *args, **kwargs):
        self.calls.append((fn, args))
        job = FakeJob()
        self.job = job
        return job


class FakeSound:
    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)


class FakeApp:
    def __init__(self):
        self.worker = FakeWorker()
        self.sound = FakeSound()
        self.toasts = []

    def toast(self, text):
        self.toasts.append(text)


class FakeCursor:
    def __init__(self):
        self.focus = None

    def focus_on(self, key):
        self.focus = key


@dataclass(frozen=True)
class TinyState:
    """Pick one of three numbered piles; enough vocabulary for the driver (equal when ``n`` is)."""

    n: int = 0

    def legal_actions(self):
        return [(0, 1), (0, 2), (0, 3)]


def driver(**kw):
    app = FakeApp()
    turns = ComputerTurns(app, JobSlot(app.worker), random.Random(7), think_min_s=0.5, glide_s=0.25, **kw)
    return app, turns


def test_a_persons_seat_is_left_alone_unless_in_a_demo():
    app, turns = driver()
    played = []
    turns.drive(TinyState(), PERSON, False, 0.0, FakeCursor(), played.append)
    assert app.worker.calls == [] and turns.slot.job is None
    turns.drive(TinyState(), PERSON, True, 0.0, FakeCursor(), played.append)
    fn, (state, level, seed) = app.worker.calls[0]
    assert fn is choose and level == DEMO_LEVEL and isinstance(state, TinyState)
    assert seed == random.Random(7).randrange(1 << 30)  # drawn from the scene's rng


def test_the_choice_waits_shows_glides_then_is_played_once():
    app, turns = driver(focus_of=lambda action: action[1])
    state, cursor, played = TinyState(), FakeCursor(), []

    def frame(clock, hold=False):
        turns.drive(state, 3, False, clock, cursor, played.append, hold=hold)

    frame(1.0)
    assert len(app.worker.calls) == 1 and app.worker.calls[0][1][1] == 3
    frame(1.1)  # still thinking: nothing new
    assert len(app.worker.calls) == 1 and turns.choice is None
    app.worker.job.finished, app.worker.job.answer = True, [0, 2]  # lists over the boundary
    frame(1.2)  # too soon to show
    assert turns.choice is None and cursor.focus is None
    frame(1.6, hold=True)  # the board is still busy
    assert turns.choice is None
    frame(1.6)
    assert turns.choice == (0, 2) and cursor.focus == 2 and app.sound.played == ["move"]
    assert turns.slot.job is None and played == []
    frame(1.8)  # the cursor rests on it
    assert played == []
    frame(1.85)
    assert played == [(0, 2)] and turns.choice is None
    frame(1.9)  # the next turn starts a new search
    assert played == [(0, 2)] and len(app.worker.calls) == 2


def test_a_failing_worker_plays_a_random_legal_move_with_a_toast():
    app, turns = driver()
    state, cursor, played = TinyState(), FakeCursor(), []
    turns.drive(state, 1, False, 0.0, cursor, played.append)
    app.worker.job.finished, app.worker.job.error = True, JobError("search crashed")
    rng = random.Random(7)
    rng.randrange(1 << 30)
    expected = rng.choice(state.legal_actions())
    turns.drive(state, 1, False, 0.6, cursor, played.append)
    assert len(app.toasts) == 1 and "search crashed" in app.toasts[0]
    assert turns.choice == expected and cursor.focus == expected
    turns.drive(state, 1, False, 0.9, cursor, played.append)
    assert played == [expected]


def test_cancel_stops_the_search_and_forgets_the_choice():
    app, turns = driver()
    cursor, played = FakeCursor(), []
    turns.drive(TinyState(), 2, False, 0.0, cursor, played.append)
    job = app.worker.job
    turns.cancel()
    assert job.cancelled and turns.slot.job is None and turns.choice is None
    turns.drive(TinyState(), 2, False, 0.1, cursor, played.append)
    job = app.worker.job
    job.finished, job.answer = True, (0, 3)
    turns.drive(TinyState(), 2, False, 0.7, cursor, played.append)
    assert turns.choice == (0, 3)
    turns.cancel()
    assert turns.choice is None
    turns.drive(TinyState(), 2, False, 5.0, cursor, played.append)  # a fresh search, no stale move
    assert played == [] and len(app.worker.calls) == 3


@dataclass(frozen=True)
class Round(SeatTable):
    levels: tuple = (PERSON, 3, PERSON)
    starter: int = 1

    def table_seat(self, engine_seat):
        return (self.starter + engine_seat) % len(self.levels)


@dataclass(frozen=True)
class Straight(SeatTable):
    levels: tuple = (2, PERSON)


def test_seat_table_maps_engine_seats_to_table_seats():
    t = Round()
    assert t.seats == 3 and t.people == 2
    assert [t.level_of(s) for s in range(3)] == [3, PERSON, PERSON]
    assert [t.who(s) for s in range(3)] == ["Computer (strong)", "Person", "Person"]
    assert t.colour(0) == draw.SEAT_COLOURS[1] and t.name(2) == draw.SEAT_NAMES[0]
    s = Straight()
    assert s.seats == 2 and s.people == 1 and s.who(0) == "Computer (fair)" and s.who(1) == "Person"
    assert s.name(1) == draw.SEAT_NAMES[1]
    with pytest.raises(IndexError):
        s.level_of(2)


def test_the_record_book_counts_a_lone_persons_matches_and_the_seats_play_the_jingle():
    from types import SimpleNamespace

    from scenes.play.turns import PERSON, RecordBook, SeatTable, TurnSeats

    class Table(SeatTable):
        def __init__(self, levels):
            self.levels = levels

    class Stats:
        def __init__(self):
            self.data = {}

        def get(self, key, default=None):
            import copy

            return copy.deepcopy(self.data.get(key, default))

        def set(self, key, value):
            self.data[key] = value

        def update(self, key, change):  # the stores' way to change a record (JsonStore.update)
            self.set(key, change(self.get(key)))

    played = []
    app = SimpleNamespace(stats=Stats(), sound=SimpleNamespace(play=played.append))
    solo = Table((PERSON, 3))
    book = RecordBook("g.record", lambda config: f"{config.seats}p", "g.by_level")
    assert book.write(app, solo, [1], 2) is True
    assert book.write(app, solo, [0, 1], 2) is True
    assert book.write(app, solo, [0], 2) is True
    assert app.stats.data["g.record"] == {"2p": {"win": 1, "draw": 1, "loss": 1}}
    assert app.stats.data["g.by_level"] == {"level_3": {"win": 1, "draw": 1, "loss": 1}}
    assert book.write(app, Table((PERSON, PERSON)), [0], 2) is False  # a table of people: nobody's record
    assert book.write(app, Table((2, 3)), [0], 2) is False  # only computers
    assert app.stats.data["g.record"]["2p"] == {"win": 1, "draw": 1, "loss": 1}
    assert solo.result_text([1]) == "Sky wins!" and solo.result_text([0, 1]) == "Draw!"

    # the seats at the end: the jingle is the person's, the record the book's
    host = SimpleNamespace(config=solo, session=SimpleNamespace(state=SimpleNamespace(players=2)))
    seats = TurnSeats(host, RecordBook("h.record", lambda config: "b"), computer=None)  # type: ignore[arg-type]
    seats.finished(app, [1])
    seats.finished(app, [0])
    assert played == ["lose", "win"]
    assert app.stats.data["h.record"] == {"b": {"win": 1, "draw": 0, "loss": 1}}


def test_a_choice_for_a_position_that_changed_is_dropped_and_asked_again():
    """Issue 25 item 2: the search answered for a board that is no longer on show."""
    app, turns = driver()
    first, second, cursor, played = TinyState(1), TinyState(2), FakeCursor(), []
    turns.drive(first, 3, False, 1.0, cursor, played.append)
    old = app.worker.job
    old.finished, old.answer = True, [0, 1]
    turns.drive(second, 3, False, 2.0, cursor, played.append)  # another position, the same turn's seat
    assert turns.choice is None and played == [] and cursor.focus is None
    assert len(app.worker.calls) == 2 and app.worker.calls[1][1][0] is second  # searched again, for this board
