"""Seating stays in sync under every overlay (issue 25, item 5): a seat owner whose pad is
pulled and plugged back in while the pause menu (or Settings over it) is up is that seat's
player again at once, not a spare pad."""

import pytest

from tests.couch.table import Couch, dev
from tools.harness.helpers import pad_press, settle


@pytest.fixture
def couch():
    c = Couch(("xbox", "playstation"))
    yield c
    c.close()


def _quit_with(c, pad):
    pause = c.app.stack.top
    assert pause.name == "pause"
    for _ in range(4):  # Resume, Rules, Settings, Quit to title: the pad moves to the last
        if pause.focused_help().startswith("the game is kept"):
            break
        pad_press(c.app, pad, "down")
    pad_press(c.app, pad, "a")
    settle(c.app)
    return pause


def test_replugged_under_the_pause_menu_may_quit(couch):
    c = couch
    gold, sky = c.pads
    pad_press(c.app, gold, "start")
    settle(c.app)
    sky.unplug()
    c.app.step(3)
    sky.plug()
    c.app.step(3)
    assert c.play.couch.seats_of(dev(sky)) == [1]
    pause = _quit_with(c, sky)
    assert not pause.refusal and c.app.stack.top.name == "title"


def test_replugged_under_settings_over_the_pause_menu_may_quit(couch):
    c = couch
    gold, sky = c.pads
    pad_press(c.app, gold, "start")
    settle(c.app)
    for _ in range(2):
        pad_press(c.app, gold, "down")
    pad_press(c.app, gold, "a")  # Settings, over the pause menu
    settle(c.app)
    assert c.app.stack.top.name != "pause"
    sky.unplug()
    c.app.step(3)
    sky.plug()
    c.app.step(3)
    pad_press(c.app, gold, "b")  # back to the pause menu
    settle(c.app)
    assert c.play.couch.seats_of(dev(sky)) == [1]
    pause = _quit_with(c, sky)
    assert not pause.refusal and c.app.stack.top.name == "title"
