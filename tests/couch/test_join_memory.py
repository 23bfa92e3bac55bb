"""The join screen remembers the last table across "Change setup" and "Play again", and an
added computer starts at the last level chosen (issue 20: it forgot the seats, always EASY)."""

from __future__ import annotations

import pygame
import pytest

from scenes.couch.join import JoinScene
from tools.harness.helpers import press_key, settle, step_until
from tools.harness.vpad import VirtualPad


def _open_setup(app, key):
    from scenes.play import entries

    app.stack.push(entries.entry(key).start(app))
    settle(app)
    return app.stack.top


def _start(app):
    """The setup's Start: the join screen on top."""
    app.stack.top.start()
    settle(app)
    join = app.stack.top
    assert isinstance(join, JoinScene)
    return join


def _table(join):
    return [(s.device, s.level) for s in join.seats]


@pytest.mark.parametrize("key", ["stars", "numbers"])
def test_change_setup_and_play_again_keep_the_table_and_the_computer_level(app, key):
    _open_setup(app, key)
    join = _start(app)
    assert _table(join) == []  # a first visit starts empty
    press_key(app, pygame.K_RETURN)  # the keyboard joins as the host
    press_key(app, pygame.K_TAB)  # the host adds a computer in the next seat...
    while join.seats[1].level < 3:
        press_key(app, pygame.K_RETURN)  # ...and makes it strong
    assert _table(join) == [("kb", 0), (None, 3)]
    press_key(app, pygame.K_p)  # start
    settle(app)
    play = app.stack.top
    assert play.game_key == key and play.seating is not None

    play.play_again()  # the same table
    step_until(app, lambda: app.stack.top is not play and not app.stack.fading, 240)
    again = app.stack.top
    assert again is not play and again.seating == play.seating
    again.change_setup()
    step_until(app, lambda: app.stack.top.name == f"{key}_setup" and not app.stack.fading, 240)
    assert app.stack.top.name == f"{key}_setup"
    join = _start(app)
    assert _table(join) == [("kb", 0), (None, 3)]  # the table as it was
    assert join.focus == join.max_seats  # the host's cursor on Start: one press plays
    press_key(app, pygame.K_ESCAPE)  # B on Start: the host leaves, and the computer does not sit alone
    assert _table(join) == []
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_TAB)  # a computer added now starts at the level chosen last
    assert _table(join) == [("kb", 0), (None, 3)]


def test_a_fresh_setup_adds_the_computer_at_the_last_level_of_the_saved_setup(app):
    from scenes.stars.stats import STATS_KEY

    app.stats.set(STATS_KEY, {"levels": [0, 2], "fault_rule": False, "starter": 0, "first": 0})
    _open_setup(app, "stars")
    join = _start(app)
    assert _table(join) == []  # no seats from another session's devices
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_TAB)
    assert _table(join) == [("kb", 0), (None, 2)]


def test_with_no_level_ever_chosen_an_added_computer_is_easy(app):
    _open_setup(app, "stars")
    join = _start(app)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_TAB)
    assert _table(join) == [("kb", 0), (None, 1)]


def test_a_pad_that_left_since_the_last_match_leaves_its_seat(app):
    with VirtualPad():
        app.step(3)
        device = next(d for d in app.input.devices() if d != "kb")
        from scenes.couch.join_memory import bindings_of, seat_again
        from scenes.couch.seating import Seat, Seating

        seating = Seating((Seat("kb"), Seat(device)))
        remembered = bindings_of((0, 0, 1), seating)
        assert [(b.device, b.level) for b in remembered] == [("kb", 0), (device, 0), (None, 1)]
    app.step(3)  # the pad is gone
    _open_setup(app, "stars")
    join = JoinScene(app, "t", 2, 6, ["a"] * 6, [(1, 2, 3)] * 6, lambda seats: None)
    app.stack.push(seat_again(join, remembered, 2))
    settle(app)
    assert _table(join) == [("kb", 0), (None, 1)]


def test_black_box_two_seat_match_keeps_its_seats(app):
    from scenes.blackbox.config import TWO, BoxConfig
    from scenes.blackbox.setup import BlackBoxSetup
    from scenes.couch.seating import Seat, Seating

    seating = Seating((Seat("kb"), Seat("kb")))
    app.stack.push(BlackBoxSetup(app, BoxConfig(TWO, 4, 4, 2), seating=seating))
    settle(app)
    join = _start(app)
    assert _table(join) == [("kb", 0), ("kb", 0)]
