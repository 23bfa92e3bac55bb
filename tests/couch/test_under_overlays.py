"""Seating stays in sync under every overlay (issue 25, item 5): a seat owner whose pad is
pulled and plugged back in while the pause menu (or Settings over it) is up is that seat's
player again at once, not a spare pad."""

import pygame
import pytest

from tests.couch.table import Couch, dev
from tools.harness.helpers import pad_press, press_key, settle


@pytest.fixture
def couch():
    c = Couch(("xbox", "playstation"))
    yield c
    c.close()


def _quit_with(c, pad):
    pause = c.app.stack.top
    assert pause.name == "pause"
    for _ in range(6):  # Resume, Rules, Controls, Settings, Restart, Quit to title: the pad moves to the last
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
    assert c.play.couch.seating.seats[1].device == dev(sky)  # followed at once, nobody asking
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


@pytest.mark.parametrize(
    "how", ["start", "esc", *(pytest.param(h, marks=pytest.mark.slow) for h in ("b", "back", "p"))]
)
def test_the_reconnect_screen_leads_to_the_pause_menu(couch, how):
    """Issue 25, item 7: while a seat's pad is missing a player can still pause, and quit."""
    c = couch
    gold, sky = c.pads
    sky.unplug()
    c.app.step(3)
    overlay = c.overlay
    assert overlay is not None
    if how in ("esc", "p"):
        press_key(c.app, pygame.K_ESCAPE if how == "esc" else pygame.K_p)
    else:
        pad_press(c.app, gold, how)
    settle(c.app)
    pause = c.app.stack.top
    assert pause.name == "pause" and c.app.stack.scenes[-2] is overlay
    assert "disconnected" in pause.subtitle  # it says why the game stopped
    if how in ("esc", "p"):
        return
    assert pause.title == "Paused by Gold"
    pad_press(c.app, gold, "start")  # Resume: the reconnect screen again, still waiting
    settle(c.app)
    assert c.app.stack.top is overlay and overlay.missing_names() == ["Sky"]


def test_quit_to_title_from_the_reconnect_screen(couch):
    c = couch
    gold, sky = c.pads
    sky.unplug()
    c.app.step(3)
    pad_press(c.app, gold, "start")
    settle(c.app)
    pause = _quit_with(c, gold)
    assert not pause.refusal and c.app.stack.top.name == "title"


def test_a_seat_back_under_the_pause_menu_over_the_reconnect_screen(couch):
    c = couch
    gold, sky = c.pads
    gold.unplug()
    sky.unplug()
    c.app.step(3)
    overlay = c.overlay
    press_key(c.app, pygame.K_RIGHT)  # the keyboard picks Sky's seat to ask about ...
    press_key(c.app, pygame.K_p)  # ... and pauses
    settle(c.app)
    assert c.app.stack.top.name == "pause" and overlay.focus == 1
    sky.plug()  # back while the pause menu is drawn over the screen
    c.app.step(3)
    assert overlay.missing_names() == ["Gold"] and overlay.focus == 0
    press_key(c.app, pygame.K_p)
    settle(c.app)
    assert c.app.stack.top is overlay


def test_the_reconnect_screen_says_how_to_pause(couch):
    from scenes.framework import draw

    c = couch
    c.pads[1].unplug()
    c.app.step(3)
    with draw.recording_layout() as rec:
        c.overlay.draw(pygame.Surface((640, 360)))
    words = " ".join(t.text for t in rec.texts)
    assert "P  /   pause menu" in words  # the keyboard's key and, as a glyph, each pad's own button
