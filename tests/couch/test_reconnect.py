"""The reconnect overlay: it reads the seats from the seating model, counts 3-2-1 once every
seat is held again, and lets another device take a seat over in two steps."""

import pygame
import pytest

from scenes.couch.reconnect import CONFIRM_AFTER_S, COUNT_FROM, COUNT_STEP_S
from tests.couch.table import Couch, dev
from tools.harness.helpers import pad_press, press_key, settle, step_until


@pytest.fixture
def couch():
    c = Couch(("xbox", "playstation"))
    yield c
    c.close()


def test_same_pad_back_gets_its_seat_after_a_countdown(couch):
    c = couch
    app, sky = c.app, c.pads[1]
    before = app.game_state()
    sky.unplug()
    app.step(2)
    overlay = c.overlay
    assert not any(t.text.startswith("Disconnected") for t in app.toasts)  # the screen says it
    assert overlay.message == "Sky's controller is disconnected"
    app.step(120)  # stays until resolved; the game does not move on
    assert app.stack.top is overlay and app.game_state() is before
    sky.plug()
    app.step(2)
    assert not overlay.missing and overlay.count == COUNT_FROM and overlay.message == "Sky's controller is back"
    assert sky.player_indices[-1] == 1
    step_until(app, lambda: app.stack.top is c.play, int(COUNT_FROM * COUNT_STEP_S * 60) + 30)
    assert app.game_state() is before and c.holders()[1] == dev(sky)
    assert app.input.seat_names[dev(sky)] == "Sky"


def test_the_keyboard_takes_over_in_two_steps(couch):
    c = couch
    c.pads[0].unplug()
    c.app.step(2)
    press_key(c.app, pygame.K_RETURN)
    assert c.overlay.question() == ("kb", 0) and c.holders()[0] != "kb"
    c.app.step(int(CONFIRM_AFTER_S * 60) + 1)
    press_key(c.app, pygame.K_RETURN)
    assert c.holders()[0] == "kb" and c.play.seating.seats[0].borrowed
    step_until(c.app, lambda: c.app.stack.top is c.play, 300)


def test_back_says_no_and_another_pads_back_is_no_take_over(couch):
    c = couch
    c.pads[0].unplug()
    c.app.step(2)
    pad_press(c.app, c.pads[1], "a")
    pad_press(c.app, c.pads[1], "b")
    assert c.overlay.question() is None and c.overlay.missing_names() == ["Gold"]


def test_pulled_again_during_the_countdown_waits_again(couch):
    c = couch
    sky = c.pads[1]
    sky.unplug()
    c.app.step(2)
    overlay = c.overlay
    sky.plug()
    c.app.step(3)
    assert not overlay.missing
    sky.unplug()
    c.app.step(3)
    assert overlay.missing_names() == ["Sky"]
    c.app.step(COUNT_FROM * 40)
    assert c.app.stack.top is overlay and overlay.count == COUNT_FROM


def test_a_second_pad_pulled_joins_the_open_screen(couch):
    c = couch
    c.pads[1].unplug()
    c.app.step(2)
    overlay = c.overlay
    c.pads[0].unplug()
    c.app.step(2)
    assert c.overlay is overlay and overlay.message == "2 controllers are disconnected"
    assert [s.name for s in c.app.stack.scenes].count("reconnect") == 1
    c.pads[0].plug()
    c.app.step(2)
    assert overlay.missing_names() == ["Sky"] and overlay.row_text(0) == "Gold: back"


def test_the_screen_draws_its_list_and_the_question(couch):
    c = couch
    c.pads[1].unplug()
    c.app.step(2)
    canvas = pygame.Surface((640, 360))
    c.overlay.draw(canvas)
    pad_press(c.app, c.pads[0], "a")
    c.overlay.draw(canvas)
    assert c.overlay.question() == (dev(c.pads[0]), 1)
    settle(c.app)


def test_the_question_of_a_pad_pulled_goes_with_it():
    """Issue 25, item 11: a pulled pad's take-over question no longer hides the instructions."""
    c = Couch(("xbox", "playstation", "nintendo"))
    try:
        gold, _, rose = c.pads
        rose.unplug()
        c.app.step(2)
        overlay = c.overlay
        pad_press(c.app, gold, "a")
        assert overlay.question() == (dev(gold), 2)
        gold.unplug()
        c.app.step(2)
        assert overlay.question() is None and dev(gold) not in overlay.asking
        canvas = pygame.Surface((640, 360))
        overlay.draw(canvas)
    finally:
        c.close()
