"""Attract mode wakes on every control and on a pad being plugged in; Quit asks; toasts name seats."""

import pytest

from scenes.shell.attract import PLUG_GRACE_S, AttractScene
from tools.harness.helpers import make_app, pad_press, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = make_app("--seed", "3")
    yield a
    a.close()


def start_demo(app):
    app.stack.push(AttractScene(app), transition="fade")
    settle(app)
    app.step(int(PLUG_GRACE_S * 60) + 2)
    assert app.stack.top.name == "attract"


@pytest.mark.parametrize("how", ["rt", "lt", "rightx", "righty", "guide", "leftstick", "rightstick", "plug"])
def test_attract_wakes_on_every_control_and_on_plugging_a_pad(app, how):
    pad = VirtualPad("xbox").plug()
    app.step(2)
    start_demo(app)
    if how == "plug":
        other = VirtualPad("playstation").plug()
        app.step(2)
        other.unplug()
    elif how in ("rt", "lt", "rightx", "righty"):
        pad.set_axis(how, 30000)
        app.step(2)
        pad.set_axis(how, 0)
    else:
        pad_press(app, pad, how)
    settle(app)
    assert app.scene_names() == ["title"]
    pad.unplug()
    app.step(1)


def test_pads_present_when_the_demo_starts_do_not_wake_it(app):
    app.stack.push(AttractScene(app))
    pad = VirtualPad("xbox").plug()
    app.step(2)
    settle(app)
    assert app.stack.top.name == "attract"
    pad.unplug()
    app.step(1)


def test_quit_asks_first_and_no_keeps_playing(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        pad_press(app, pad, "up")  # wraps to Quit
        pad_press(app, pad, "a")
        settle(app)
        assert app.stack.top.name == "confirm" and app.running
        pad_press(app, pad, "a")  # "No, keep playing" has the focus
        settle(app)
        assert app.scene_names() == ["title"] and app.running
        pad_press(app, pad, "a")
        settle(app)
        pad_press(app, pad, "down")
        pad_press(app, pad, "a")  # "Yes, quit"
        assert not app.running


def test_reconnect_toast_names_the_seat(app):
    pad = VirtualPad("nintendo").plug()
    app.step(2)
    app.input.name_seat(f"pad:{pad.instance_id}", "Sky")
    pad.unplug()
    app.step(2)
    pad.plug()
    app.step(2)
    texts = [t.text for t in app.toasts]
    assert "Disconnected: Sky's controller" in texts and "Connected: Sky's controller" in texts
    pad.unplug()
    app.step(1)
