"""A hint or solve asked for just as the position changes: the answer is for a position no
longer on the table, or for a table with nothing left to play; it never crashes the app."""

import time

import pygame
import pytest

from game.patience import solve
from tools.harness.helpers import make_app, press_key, settle


def wait_for(app, predicate, seconds=60.0):
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, "condition not met in time"
        app.step(1)
        time.sleep(0.002)


@pytest.mark.slow  # plays a whole deal and waits for the worker
def test_h_at_once_after_the_last_card_does_not_crash():
    """Issue 25 item 2: --seed 7, the last card played with Enter, then H before the result shows."""
    app = make_app("--game", "patience", "--seed", "7")
    try:
        wait_for(app, lambda: app.scene_names()[-1] == "patience")
        settle(app)
        scene = app.stack.top
        line = solve(*scene.position.deal())
        assert line
        for pile in line[:-1]:
            assert scene.play_pile(pile)
        scene.cursor.focus_on(line[-1])
        press_key(app, pygame.K_RETURN)
        assert scene.position.is_won() and not scene.in_result  # the last card is still flying
        press_key(app, pygame.K_h)
        end = time.monotonic() + 5.0
        while time.monotonic() < end:  # the worker's answer comes back and is read
            app.step(1)
            time.sleep(0.002)
        assert app.running and scene.in_result
        assert not scene.message_is_error
    finally:
        app.close()
