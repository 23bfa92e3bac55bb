"""Couch play: seats bound to controllers. Only the seat on turn plays; the others point."""

import pytest

from scenes.couch.seating import Seat, Seating
from scenes.numbers.config import PERSON, MatchConfig
from scenes.play.entries import entry
from tools.harness.helpers import make_app, pad_press, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def couch():
    app = make_app()
    pads = [VirtualPad("xbox").plug(), VirtualPad("playstation").plug()]
    app.step(3)
    seating = Seating((Seat(f"pad:{pads[0].instance_id}"), Seat(f"pad:{pads[1].instance_id}")))
    scene = entry("numbers").new_game(app, MatchConfig("quick", (PERSON, PERSON)), seed=1, seating=seating)
    app.stack.push(scene)
    settle(app)
    yield app, scene, pads
    for pad in pads:
        pad.unplug()
    app.close()


def test_only_the_seat_on_turn_plays_and_the_other_points(couch):
    app, scene, (gold, sky) = couch
    assert scene.state.current_player == 0
    pad_press(app, sky, "a")  # Sky's A on Gold's turn
    assert app.game_state().moves == 0 and "Gold's turn" in scene.message_text
    focus = scene.cursor.focus
    pad_press(app, sky, "right")  # Sky points elsewhere: a ghost moves
    assert scene.cursor.focus == focus and scene.ghosts[1].focus != focus
    pad_press(app, gold, "a")  # Gold plays
    assert app.game_state().moves == 1 and app.game_state().mark_at(focus) == (0, 1)


def test_undo_is_each_seats_own(couch):
    app, scene, (gold, sky) = couch
    pad_press(app, gold, "a")
    pad_press(app, sky, "lb")  # Sky cannot take back Gold's move
    assert app.game_state().moves == 1 and "Only Gold" in scene.message_text
    pad_press(app, gold, "lb")  # Gold can
    assert app.game_state().moves == 0
    pad_press(app, gold, "a")
    pad_press(app, sky, "right")
    pad_press(app, sky, "a")
    assert app.game_state().moves == 2
    pad_press(app, gold, "lb")  # Sky has moved since: refused
    assert app.game_state().moves == 2 and "Only Sky" in scene.message_text


# a pulled seated pad: tests/couch/test_play.py (reconnect screen, countdown, take-over)


def test_a_ghost_cursor_carries_its_seats_shape(couch, monkeypatch):
    """Ghosts were corner frames in the seat colour only: the same for every seat."""
    from scenes.framework import draw

    app, scene, (gold, sky) = couch
    pad_press(app, sky, "right")  # Sky points elsewhere: its ghost shows
    drawn = []
    real = draw.seat_shape
    monkeypatch.setattr(
        draw, "seat_shape", lambda canvas, seat, *a, **k: drawn.append(seat) or real(canvas, seat, *a, **k)
    )
    app.step(1)
    assert 1 in drawn  # Sky's ring at its ghost (besides its panel row)
    assert drawn.count(1) >= 2
