"""Setting up an unknown joystick on a full couch (issue 25, items 8, 9 and 12).

Only the pad being set up, and the keyboard its footer names, operate its set-up screen; it
opens through the stack's first-change-wins rule, so two Selects in one frame open one screen;
a mapping made on one of two identical joysticks serves its twin too."""

from scenes.framework import draw
from scenes.framework.input import unrecognised
from scenes.shell.mapping import PAD_STEPS, PadSetupScene
from tools.harness.helpers import pad_press, settle
from tools.harness.vpad import VirtualPad


def tap(app, joy, number):
    joy.set_raw_button(number, True)
    app.step(1)
    joy.set_raw_button(number, False)
    app.step(2)


def dev(pad):
    return f"joy:{pad.instance_id}" if not pad.controller else f"pad:{pad.instance_id}"


def test_another_players_x_and_b_leave_the_set_up_alone(app):
    with VirtualPad("generic", controller=False, buttons=12) as joy, VirtualPad("xbox") as other:
        app.step(3)
        tap(app, joy, 8)  # its Select: the set-up screen
        settle(app)
        screen = app.stack.top
        assert isinstance(screen, PadSetupScene)
        pad_press(app, other, "x")  # another player's X: no skip
        pad_press(app, other, "b")  # and B: no cancel
        settle(app)
        assert app.stack.top is screen and screen.model.index == 0
        tap(app, joy, 0)  # the pad being set up still answers
        assert screen.model.index == 1


def test_two_selects_in_one_frame_open_one_set_up_screen(app):
    with (
        VirtualPad("generic", controller=False, buttons=12, name="Pad One") as one,
        VirtualPad("generic", controller=False, buttons=12, name="Pad Two", product=0x0012) as two,
    ):
        app.step(3)
        base = app.stack.top
        one.set_raw_button(8, True)
        two.set_raw_button(6, True)
        app.step(1)
        one.set_raw_button(8, False)
        two.set_raw_button(6, False)
        settle(app)
        screens = [s for s in app.stack.scenes if isinstance(s, PadSetupScene)]
        assert len(screens) == 1 and app.stack.scenes[-2] is base


def test_the_mapping_of_one_of_two_identical_joysticks_serves_its_twin(app):
    with (
        VirtualPad("generic", controller=False, buttons=12) as joy,
        VirtualPad("generic", controller=False, buttons=12) as twin,
    ):
        app.step(3)
        assert not app.input.recognised(dev(joy)) and not app.input.recognised(dev(twin))
        tap(app, joy, 8)
        settle(app)
        screen = app.stack.top
        for n in range(len(PAD_STEPS) - 4):  # eight buttons, then the hat for the d-pad
            tap(app, joy, n)
        joy.set_hat(1)
        app.step(2)
        joy.set_hat(0)
        settle(app)
        assert screen.saved and app.stack.top is not screen
        assert app.input.recognised(dev(joy)) and app.input.recognised(dev(twin))
        twin.set_raw_button(0, True)  # the twin's bottom button is its confirm now, as mapped
        actions = app.input.poll(app.time + 1)
        twin.set_raw_button(0, False)
        assert [(a.kind.value, a.device) for a in actions if a.kind.value != "touch"] == [("confirm", dev(twin))]


def test_a_four_button_joystick_gets_in_by_holding_two_buttons(app):
    """Issue 25, item 12: a joystick with no Select is told another way in, and it works."""
    with VirtualPad("generic", controller=False, buttons=4, name="Four Buttons") as joy:
        app.step(3)
        told = [t.text for t in app.toasts if t.text == unrecognised()]
        assert told and "hold two buttons" in told[-1] and draw.text_size(told[-1], "m")[0] <= 612  # fits its toast
        joy.set_raw_button(0, True)
        joy.set_raw_button(3, True)
        app.step(60)  # one second: not yet
        assert not isinstance(app.stack.top, PadSetupScene)
        app.step(70)
        settle(app)
        screen = app.stack.top
        assert isinstance(screen, PadSetupScene) and screen.setup_device == dev(joy)
        joy.set_raw_button(0, False)
        joy.set_raw_button(3, False)
        app.step(3)
        assert screen.model.index == 0  # letting go of the chord is no answer
        tap(app, joy, 2)
        assert screen.model.elements == {"a": "b2"}
