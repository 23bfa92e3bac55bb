"""The input layer: keyboard, mouse and SDL virtual controllers become the same actions."""

import pygame
import pytest

from scenes.framework.input import Kind, family_from_guid
from tools.harness.helpers import click, make_app, move_mouse, press_key, recording, to_window
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = recording(make_app("--size", "1280x720"))
    yield a
    a.close()


def kinds(app, device_prefix=""):
    return [
        a.kind
        for a in app.recorded
        if a.device.startswith(device_prefix)
        and not a.repeat
        and a.kind not in (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED)
    ]


def test_keyboard_bindings(app):
    for key in (
        pygame.K_UP,
        pygame.K_s,
        pygame.K_a,
        pygame.K_RIGHT,
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_TAB,
        pygame.K_h,
        pygame.K_p,
    ):
        press_key(app, key)
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    press_key(app, pygame.K_y, mod=pygame.KMOD_LCTRL)
    press_key(app, pygame.K_7, unicode="7")
    assert kinds(app, "kb") == [
        Kind.UP,
        Kind.DOWN,
        Kind.LEFT,
        Kind.RIGHT,
        Kind.CONFIRM,
        Kind.CONFIRM,
        Kind.ALT,
        Kind.ALT2,
        Kind.PAUSE,
        Kind.UNDO,
        Kind.REDO,
        Kind.KEY,
    ]
    assert app.recorded[-1].text == "7"


def test_held_key_repeats_after_delay(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    app.step(20)  # 0.33 s: still inside the 0.35 s delay
    downs = [a for a in app.recorded if a.kind == Kind.DOWN]
    assert len(downs) == 1
    app.step(20)  # then repeats every 0.08 s
    downs = [a for a in app.recorded if a.kind == Kind.DOWN]
    assert 3 <= len(downs) <= 5 and all(a.repeat for a in downs[1:])
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    app.step(1)
    n = len([a for a in app.recorded if a.kind == Kind.DOWN])
    app.step(30)
    assert len([a for a in app.recorded if a.kind == Kind.DOWN]) == n


def test_mouse_in_canvas_coordinates_and_double_click(app):
    move_mouse(app, (100, 50))
    point = [a for a in app.recorded if a.kind == Kind.POINT][-1]
    assert point.pos == (100, 50) and point.device == "mouse"
    click(app, (200, 100))
    click(app, (200, 100))
    clicks = [a for a in app.recorded if a.kind == Kind.CLICK]
    assert [c.pos for c in clicks] == [(200, 100), (200, 100)]
    assert [c.double for c in clicks] == [False, True]
    click(app, (300, 300), button=3)
    assert app.recorded[-1].kind == Kind.RCLICK
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False)
    )
    app.step(1)
    assert app.recorded[-1].kind == Kind.WHEEL and app.recorded[-1].amount == -1
    assert to_window(app, (0, 0)) == (1, 1)


def test_virtual_controller_buttons_stick_and_unplug(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        added = [a for a in app.recorded if a.kind == Kind.DEVICE_ADDED]
        assert added and added[0].device == f"pad:{pad.instance_id}"
        for button in ("a", "b", "x", "y", "start", "back", "lb", "rb", "down", "up"):
            pad.set_button(button, True)
            app.step(1)
            pad.set_button(button, False)
            app.step(1)
        got = kinds(app, "pad:")
        assert got == [
            Kind.CONFIRM,
            Kind.BACK,
            Kind.ALT,
            Kind.ALT2,
            Kind.PAUSE,
            Kind.SELECT,
            Kind.UNDO,
            Kind.REDO,
            Kind.DOWN,
            Kind.UP,
        ]
        # no JOY* twins: nothing arrived from a "joy:" device
        assert not [a for a in app.recorded if a.device.startswith("joy:")]
        before = len(app.recorded)
        pad.set_axis("leftx", 9000)  # inside the dead zone
        app.step(2)
        assert len([a for a in app.recorded[before:] if a.kind in (Kind.LEFT, Kind.RIGHT)]) == 0
        pad.set_axis("leftx", -30000)
        app.step(2)
        assert [a.kind for a in app.recorded[before:] if not a.repeat] == [Kind.LEFT]
        pad.set_axis("leftx", 0)
        app.step(1)
    app.step(2)
    assert app.recorded[-1].kind == Kind.DEVICE_REMOVED
    assert app.input.pads == {}


def test_ab_swap_setting(app):
    app.input.swap_ab = True
    with VirtualPad("nintendo") as pad:
        app.step(2)
        pad.set_button("a", True)
        app.step(1)
        pad.set_button("a", False)
        app.step(1)
    assert Kind.BACK in kinds(app, "pad:")


def test_plain_joystick_hat_and_buttons(app):
    with VirtualPad("generic", controller=False) as joy:
        app.step(2)
        assert any(a.kind == Kind.DEVICE_ADDED and a.device.startswith("joy:") for a in app.recorded)
        joy.set_hat(4)  # down
        app.step(1)
        joy.set_hat(0)
        joy.set_button("a", True)
        app.step(1)
        joy.set_button("a", False)
        joy.set_axis("leftx", 32000)
        app.step(1)
    assert kinds(app, "joy:") == [Kind.DOWN, Kind.CONFIRM, Kind.RIGHT]


def test_families_from_vendor_ids(app):
    for family in ("xbox", "playstation", "nintendo"):
        with VirtualPad(family):
            app.step(2)
            assert app.input.controller_family() == family
        app.step(2)
    # a maker the vendor id does not tell (Valve: Steam Input's id for every pad) is generic, not "Xbox";
    # SDL's controller type decides first (tests/framework/test_input_mapping.py)
    assert family_from_guid("03000000de2800000112000000000000", "Steam Deck") == "generic"
    assert family_from_guid("03000000790000000600000010010000", "USB Gamepad") == "generic"


def test_replug_mid_scene_keeps_working(app):
    pad = VirtualPad("xbox").plug()
    app.step(2)
    pad.unplug()
    app.step(2)
    pad.plug()
    app.step(2)
    pad.set_button("down", True)
    app.step(1)
    pad.set_button("down", False)
    app.step(1)
    pad.unplug()
    app.step(1)
    removed = [a for a in app.recorded if a.kind == Kind.DEVICE_REMOVED]
    downs = [a for a in app.recorded if a.kind == Kind.DOWN]
    assert len(removed) == 2 and len(downs) == 1
    assert downs[0].device == f"pad:{pad.instance_id}"
