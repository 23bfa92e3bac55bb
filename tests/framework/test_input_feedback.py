"""Rumble, player lamps and light bars on their own (scenes/framework/input_feedback.py)."""

from scenes.framework import input_feedback
from scenes.framework.input_devices import Pad
from tools.harness.vpad import VirtualPad


def test_feedback_reaches_a_virtual_pad(app):
    with VirtualPad("playstation") as vp:
        app.step(2)
        pad = app.input.pad(f"pad:{vp.instance_id}")
        assert input_feedback.rumble(pad, 2.0, 0.5, 100) and vp.rumbles[-1][0] == 65535  # clamped to full
        assert input_feedback.set_led(pad, (1, 2, 3)) and vp.leds[-1] == (1, 2, 3)
        assert input_feedback.set_player_index(pad, 2) and vp.player_indices[-1] == 2 and pad.slot == 2


def test_a_pad_without_feedback_says_no_instead_of_failing():
    pad = Pad(99, "Plain", "0" * 32, False, object())
    assert not input_feedback.rumble(pad, 1, 1, 10)
    assert not input_feedback.set_led(pad, (0, 0, 0))
    assert not input_feedback.set_player_index(pad, 1)
