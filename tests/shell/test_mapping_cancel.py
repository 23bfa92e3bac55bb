"""A player holding nothing but a pad can back out of the mapping screens on the pad itself:
holding any button two seconds cancels (a bar fills while it is held), a tap is still the
answer, and a hold is never taken as one. The keyboard's Esc still cancels too."""

import pygame

from scenes.framework import draw
from scenes.shell.controls import ControlsScene
from scenes.shell.mapping import PadSetupScene, RemapScene
from tools.harness.helpers import pad_press, press_key, settle, step_until
from tools.harness.tour import capture, layout_problems, set_text_size
from tools.harness.vpad import VirtualPad

FPS = 60
HOLD_CANCEL_S = 2.0  # the screens' hold, as the player is told it
HOLD_HINT = "Hold any button 2 s to cancel"


def tap(app, joy, number):
    joy.set_raw_button(number, True)
    app.step(1)
    joy.set_raw_button(number, False)
    app.step(2)


def open_pad_setup(app, joy):
    app.step(2)
    base = app.stack.top
    tap(app, joy, 8)  # a plain joystick's Select opens its set-up screen
    settle(app)
    screen = app.stack.top
    assert isinstance(screen, PadSetupScene)
    return base, screen


def open_remap(app, family, label="Undo", controls=None):
    """The Controls page (a new one unless given) on ``family``'s tab, remapping ``label``."""
    if controls is None:
        controls = ControlsScene(app)
        app.stack.push(controls)
        settle(app)
    controls.family_index = controls.families.index(family)
    controls.selected = next(i for i, r in enumerate(controls.rows) if r.label == label and not r.heading)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.stack.top, RemapScene)
    return controls, app.stack.top


def test_holding_a_plain_joysticks_button_cancels_pad_setup_and_a_tap_is_still_the_answer(app):
    with VirtualPad("generic", controller=False, buttons=12, name="Gamepad 2000") as joy:
        base, screen = open_pad_setup(app, joy)
        tap(app, joy, 1)  # a tap: this pad's confirm is button 2
        assert screen.model.elements == {"a": "b1"} and screen.model.index == 1
        joy.set_raw_button(2, True)  # held down: it is not the answer for back ...
        app.step(int(1.5 * FPS))
        assert app.stack.top is screen and screen.model.index == 1 and "b" not in screen.model.elements
        assert 0.0 < screen.hold_progress() < 1.0
        frames = step_until(app, lambda: app.stack.top is not screen, FPS)  # ... and at two seconds it cancels
        assert 1.5 * FPS + frames >= (HOLD_CANCEL_S - 0.05) * FPS
        settle(app)
        assert app.stack.top is base
        assert screen.model.elements == {"a": "b1"}  # the hold was never taken as an answer
        assert not (app.paths.config / "controllers.txt").exists()
        device = f"joy:{joy.instance_id}"
        assert not app.input.recognised(device)
        assert any("not set up" in t.text and "cancelled" in t.text for t in app.toasts)
        joy.set_raw_button(2, False)  # letting go afterwards does nothing to the screen below
        app.step(2)
        assert app.stack.top is base and app.input.captured == []


def test_a_press_held_past_a_tap_but_let_go_early_is_neither_answer_nor_cancel(app):
    with VirtualPad("generic", controller=False, buttons=12) as joy:
        _, screen = open_pad_setup(app, joy)
        joy.set_raw_button(0, True)
        app.step(int(1.2 * FPS))
        joy.set_raw_button(0, False)
        app.step(2)
        assert app.stack.top is screen and screen.model.index == 0 and screen.model.elements == {}
        assert "cancel" in screen.message.lower()
        assert screen.hold_progress() == 0.0
        tap(app, joy, 0)
        assert screen.model.elements == {"a": "b0"}


def test_pulling_the_pad_mid_hold_leaves_the_setup_screen_without_a_crash(app):
    with VirtualPad("generic", controller=False, buttons=12, name="Gamepad 2000") as joy:
        base, screen = open_pad_setup(app, joy)
        joy.set_raw_button(3, True)
        app.step(FPS)
        joy.unplug()
        app.step(3)
        settle(app)
        app.step(int(1.5 * FPS))  # past the hold's two seconds: nothing left to time
        assert app.stack.top is base
        assert any("unplugged" in t.text for t in app.toasts)
        assert app.input.capture_held(app.time) == {}


def test_holding_a_pads_button_cancels_a_remap_and_a_tap_still_remaps(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        controls, remap = open_remap(app, "xbox")
        pad.set_button("y", True)
        step_until(app, lambda: app.stack.top is not remap, int((HOLD_CANCEL_S + 0.2) * FPS))
        settle(app)
        assert app.stack.top is controls
        assert app.input.table.pad_positions("undo", ("xbox",)) == ("lb",)  # the hold moved nothing
        assert any(t.text == "Undo unchanged (cancelled)" for t in app.toasts)
        pad.set_button("y", False)
        app.step(2)
        assert app.stack.top is controls
        open_remap(app, "xbox", controls=controls)
        pad_press(app, pad, "y")  # a tap is the new button, as ever
        settle(app)
        assert app.stack.top is controls and app.input.table.pad_positions("undo", ("xbox",)) == ("north",)


def test_a_pad_outside_the_remaps_scope_can_still_hold_to_cancel_it(app):
    with VirtualPad("xbox"), VirtualPad("playstation") as ps:
        app.step(2)
        controls, remap = open_remap(app, "xbox")
        pad_press(app, ps, "a")
        assert app.stack.top is remap and "Xbox" in remap.message  # a tap there is not taken ...
        ps.set_button("a", True)  # ... but its hold backs out
        step_until(app, lambda: app.stack.top is not remap, int((HOLD_CANCEL_S + 0.2) * FPS))
        settle(app)
        assert app.stack.top is controls and app.input.table.pad_positions("undo", ("xbox",)) == ("lb",)
        ps.set_button("a", False)
        app.step(2)


def test_a_keyboard_remap_is_cancelled_by_a_pads_back_button_and_still_by_esc(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        controls, _ = open_remap(app, "keyboard")
        pad_press(app, pad, "b")
        settle(app)
        assert app.stack.top is controls
        open_remap(app, "keyboard", controls=controls)
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        assert app.stack.top is controls and app.input.table.key_names("undo") == ("Ctrl+Z",)


def test_the_hold_to_cancel_hint_is_drawn_on_both_screens(app):
    with VirtualPad("generic", controller=False, buttons=12) as joy:
        _, screen = open_pad_setup(app, joy)
        with draw.recording_layout() as rec:
            app.step(1)
        assert HOLD_HINT in [t.text for t in rec.texts]
        app.stack.pop()
        settle(app)
    with VirtualPad("playstation"):
        app.step(2)
        open_remap(app, "playstation")
        with draw.recording_layout() as rec:
            app.step(1)
        assert HOLD_HINT in [t.text for t in rec.texts]


def test_the_button_that_opened_the_screen_neither_cancels_nor_answers_when_held_on(app):
    with VirtualPad("generic", controller=False, buttons=12) as joy:
        app.step(2)
        joy.set_raw_button(8, True)  # Select opens the screen and stays down
        app.step(1)
        settle(app)
        screen = app.stack.top
        assert isinstance(screen, PadSetupScene)
        app.step(int((HOLD_CANCEL_S + 0.5) * FPS))
        assert app.stack.top is screen and screen.hold_progress() == 0.0
        joy.set_raw_button(8, False)
        app.step(2)
        assert app.stack.top is screen and screen.model.index == 0 and screen.message == ""
        tap(app, joy, 4)
        assert screen.model.elements == {"a": "b4"}


def test_the_input_layer_keeps_a_captured_buttons_press_then_its_release_with_how_long(app):
    with VirtualPad("generic", controller=False, buttons=12) as joy:
        app.step(2)
        device = f"joy:{joy.instance_id}"
        app.input.capture(device)  # no screen: the records stay for the test to read
        joy.set_raw_button(4, True)
        app.input.poll(1.0)
        held = app.input.capture_held(1.75)
        assert [(c.kind, c.code, c.up) for c in held] == [("button", 4, False)] and held[next(iter(held))] == 0.75
        joy.set_raw_button(4, False)
        app.input.poll(1.5)
        got = app.input.take_captured()
        assert [(c.code, c.up) for c in got] == [(4, False), (4, True)] and got[1].held == 0.5
        assert app.input.capture_held(2.0) == {}
        app.input.capture(None)


def test_the_hold_line_and_its_message_fit_both_screens_in_both_text_sizes(app):
    for size in ("normal", "large"):
        set_text_size(app, size)
        app.toasts.clear()
        with VirtualPad("generic", controller=False, buttons=12) as joy:
            _, screen = open_pad_setup(app, joy)
            app.toasts.clear()
            joy.set_raw_button(0, True)
            app.step(FPS)
            assert layout_problems(app, capture(app)) == [], size
            joy.set_raw_button(0, False)
            app.step(2)
            assert screen.message and layout_problems(app, capture(app)) == [], size
            app.stack.pop()
            settle(app)
        with VirtualPad("playstation") as ps:
            app.step(2)
            controls, remap = open_remap(app, "playstation")
            app.toasts.clear()
            ps.set_button("a", True)
            app.step(FPS)
            assert layout_problems(app, capture(app)) == [], size
            ps.set_button("a", False)
            app.step(2)
            assert remap.message and layout_problems(app, capture(app)) == [], size
            app.stack.pop()
            settle(app)
            app.stack.pop()
            settle(app)
