"""A pad pygame-ce answers for with its object of a pad that is gone is still seen, plays and
rumbles. CI failed on it: four pads plugged, SDL listed all four, the input layer knew three,
for 70 frames. pygame-ce finds its objects by SDL's pointers, and a freed pad's memory is
reused; its joystick object was asked next and was as stale, so the pad was never opened."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import scenes.framework.input as input_layer
from tools.harness.helpers import make_app, pad_press
from tools.harness.vpad import VirtualPad


class _Stale:
    """What pygame-ce hands back for a pad long gone: another instance id, another name."""

    name = "Old pad"

    def as_joystick(self):
        return SimpleNamespace(get_instance_id=lambda: 9999, get_guid=lambda: "0" * 32, get_name=lambda: "Old pad")


class _Closed(_Stale):
    """A stale object whose pad SDL has closed: pygame-ce raises on it (CI, the next run)."""

    def as_joystick(self):
        raise input_layer.pygame.error("Controller is not initialized")


@pytest.fixture(params=[_Stale, _Closed], ids=["another pad", "closed"])
def stale_pygame(monkeypatch, request):
    monkeypatch.setattr(input_layer.sdl_controller, "Controller", lambda index: request.param())
    monkeypatch.setattr(input_layer.pygame.joystick, "Joystick", lambda index: _Stale().as_joystick())


def test_a_pad_pygame_answers_for_with_a_stale_object_is_opened_and_plays(stale_pygame):
    app = make_app()
    try:
        with VirtualPad("playstation") as pad:
            app.step(3)
            device = f"pad:{pad.instance_id}"
            found = app.input.pad(device)
            assert found is not None, sorted(app.input.pads)
            assert found.family == "playstation" and found.guid and found.guid != "0" * 32
            app.input.last_device = None
            pad_press(app, pad, "down")
            assert app.input.last_device == device  # its presses arrive
            before = len(pad.rumbles)
            assert app.input.rumble(device, 0.5, 0.5, 100) and len(pad.rumbles) > before
            assert app.input.set_led(device, (255, 0, 0)) and pad.leds[-1] == (255, 0, 0)
        app.step(3)
        assert app.input.pad(device) is None  # pulled: gone, and SDL's handle closed
    finally:
        app.close()
