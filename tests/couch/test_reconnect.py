"""The reconnect overlay: the same pad gets its seat back, another device can take it over."""

import pygame
import pytest

from scenes.couch.reconnect import COUNT_FROM, COUNT_STEP_S, ReconnectScene
from scenes.framework import draw
from scenes.framework.input import Kind
from scenes.framework.scene import Scene
from tools.harness.helpers import make_app, pad_press, press_key, settle, step_until
from tools.harness.vpad import VirtualPad

GOLD = draw.SEAT_COLOURS[0]


class Table(Scene):
    """Stands in for a play scene: records what reaches it."""

    name = "table"

    def __init__(self, app):
        super().__init__(app)
        self.seen = []
        self.updates = 0

    def handle(self, action):
        if action.kind not in (Kind.DEVICE_ADDED, Kind.POINT):
            self.seen.append(action.kind)
        return True

    def update(self, dt):
        self.updates += 1


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def pull(app, pad, **kw):
    """Seat a pad as Gold, pull it, and put up the overlay as a play scene would."""
    table = Table(app)
    app.stack.push(table)
    settle(app)
    device = f"pad:{pad.instance_id}"
    app.input.name_seat(device, "Gold")
    guid, slot = app.input.pad(device).guid, app.input.pad(device).slot
    pad.unplug()
    app.step(2)
    resolved = []
    overlay = ReconnectScene(
        app, "Gold", GOLD, kw.pop("guid", guid), resolved.append, lost_slot=kw.pop("slot", slot), seat_index=0
    )
    app.stack.push(overlay)
    settle(app)
    table.seen.clear()
    return table, overlay, resolved


def finish_countdown(app, overlay):
    step_until(app, lambda: overlay.resolved, int(COUNT_FROM * COUNT_STEP_S * 60) + 30)
    settle(app)


def test_same_pad_back_gets_its_seat_after_a_countdown(app):
    pad = VirtualPad("playstation").plug()
    app.step(2)
    table, overlay, resolved = pull(app, pad)
    assert any(t.text == "Disconnected: Gold's controller" for t in app.toasts)
    assert overlay.message == "Gold's controller is disconnected"
    updates = table.updates
    app.step(120)  # stays until resolved; the game does not move on
    assert app.stack.top is overlay and table.updates == updates
    pad.plug()
    app.step(2)
    assert overlay.device == f"pad:{pad.instance_id}" and overlay.returned
    assert overlay.count == 3
    assert pad.player_indices[-1] == 0 and pad.leds[-1] == GOLD
    finish_countdown(app, overlay)
    assert resolved == [f"pad:{pad.instance_id}"]
    assert app.stack.top is table and table.seen == []
    assert app.input.seat_names[f"pad:{pad.instance_id}"] == "Gold"
    pad.unplug()
    app.step(1)


def test_another_pad_takes_over_with_its_confirm_button(app):
    lost = VirtualPad("xbox").plug()
    with VirtualPad("nintendo") as other:
        app.step(2)
        table, overlay, resolved = pull(app, lost)
        pad_press(app, other, "b")  # back on Nintendo's right button: not a takeover
        assert overlay.device is None
        pad_press(app, other, "a")  # bottom button, confirm by position
        assert overlay.device == f"pad:{other.instance_id}" and not overlay.returned
        finish_countdown(app, overlay)
        assert resolved == [f"pad:{other.instance_id}"] and table.seen == []


def test_keyboard_takes_over(app):
    lost = VirtualPad("xbox").plug()
    app.step(2)
    _, overlay, resolved = pull(app, lost)
    press_key(app, pygame.K_RETURN)
    finish_countdown(app, overlay)
    assert resolved == ["kb"]


def test_same_player_slot_is_recognised_without_the_guid(app):
    pad = VirtualPad("xbox").plug()
    app.step(2)
    _, overlay, resolved = pull(app, pad, guid="")
    assert overlay.lost_slot >= 0
    pad.plug()  # SDL gives the free slot back to the returning pad
    app.step(2)
    finish_countdown(app, overlay)
    assert resolved == [f"pad:{pad.instance_id}"]
    pad.unplug()
    app.step(1)


def test_pulled_again_during_the_countdown_waits_again(app):
    pad = VirtualPad("xbox").plug()
    app.step(2)
    _, overlay, resolved = pull(app, pad)
    pad.plug()
    app.step(3)
    assert overlay.device is not None
    pad.unplug()
    app.step(3)
    assert overlay.device is None and not resolved
    app.step(COUNT_FROM * 40)
    assert app.stack.top is overlay
