"""Raw presses for the mapping screens: while a device is captured its input makes no actions.

A mapping or remap screen asks for one device ("kb", "pad:3", "joy:5", or
"pads" for any controller) and reads what it pressed as :class:`Captured`
records: keys, buttons (a press, then its release with how long it was held,
so a screen tells a tap from a hold), hat pushes and stick pushes. Pads coming
and going are never swallowed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from .input_actions import KEYBOARD
from .input_devices import Pad
from .input_events import STICK_PRESS

PAD_INPUT_EVENTS = (
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
    pygame.JOYBUTTONDOWN,
    pygame.JOYBUTTONUP,
    pygame.JOYHATMOTION,
    pygame.JOYAXISMOTION,
)
MODIFIER_KEYS = (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT)


@dataclass(frozen=True)
class Captured:
    """One raw press a mapping screen asked for (``InputLayer.capture``).

    ``kind`` is "key" (``code`` a pygame key, ``mod`` "", "ctrl" or "alt"),
    "button" (a controller's SDL button, or a plain joystick's button number),
    "hat" (``code`` the hat, ``value`` SDL's bit) or "axis" (``value`` -1 or 1).
    A button gives two records: its press, then (``up``) its release, with ``held``
    the seconds between them; a release comes only after a captured press, so the
    button that opened a mapping screen is never let go "into" it.
    """

    device: str
    kind: str
    code: int
    value: int = 0
    mod: str = ""
    up: bool = False
    held: float = 0.0

    def sdl(self) -> str:
        """The SDL mapping element of a plain joystick's press: "b4", "h0.1", "-a1"."""
        if self.kind == "hat":
            return f"h{self.code}.{self.value}"
        if self.kind == "axis":
            return f"{'-' if self.value < 0 else '+'}a{self.code}"
        return f"b{self.code}"


class Capture:
    """Which device is captured, and what it pressed since the screen last took it."""

    def __init__(self) -> None:
        self.device: str | None = None  # a device id, "kb", or "pads" (any controller)
        self.captured: list[Captured] = []
        self._down: dict[tuple[str, int], tuple[Captured, float]] = {}  # button -> (its press, when)
        self._pushed: dict[tuple[str, int], bool] = {}  # a plain joystick's axis pushed

    def start(self, device: str | None) -> None:
        """Capture ``device`` from now (None stops), forgetting what an earlier capture kept."""
        self.device = device
        self.captured = []
        self._down = {}
        self._pushed = {}

    def wants(self, device: str) -> bool:
        c = self.device
        return c is not None and (c == device or (c == "pads" and device.startswith("pad:")))

    def take(self) -> list[Captured]:
        out, self.captured = self.captured, []
        return out

    def held(self, now: float) -> dict[Captured, float]:
        """The captured buttons down now (their press records), each with the seconds it has been held."""
        return {press: now - since for press, since in self._down.values()}

    def forget(self, device: str) -> None:
        """A pulled pad's buttons are no longer held."""
        for button in [b for b in self._down if b[0] == device]:
            del self._down[button]

    def consume(self, event: pygame.event.Event, now: float, pads: Mapping[int, Pad]) -> bool:
        """Keep a raw press of the captured device; True when the event is used up."""
        t = event.type
        if t in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT) and self.wants(KEYBOARD):
            if t == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
                mods = event.mod
                mod = "ctrl" if mods & pygame.KMOD_CTRL else "alt" if mods & pygame.KMOD_ALT else ""
                self.captured.append(Captured(KEYBOARD, "key", event.key, mod=mod))
            return True
        if t not in PAD_INPUT_EVENTS:
            return False  # devices coming and going are never swallowed
        pad = pads.get(event.instance_id)
        if pad is None or not self.wants(pad.device):
            return False
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP) and pad.is_controller:
            self._button(pad.device, event.button, t == pygame.CONTROLLERBUTTONDOWN, now)
        elif pad.is_controller:
            pass  # the rest of a controller's input (and its JOY* twins) is swallowed
        elif t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            self._button(pad.device, event.button, t == pygame.JOYBUTTONDOWN, now)
        elif t == pygame.JOYHATMOTION and event.value != (0, 0):
            hx, hy = event.value
            bit = 1 if hy > 0 else 4 if hy < 0 else 2 if hx > 0 else 8
            self.captured.append(Captured(pad.device, "hat", event.hat, bit))
        elif t == pygame.JOYAXISMOTION:
            pushed = abs(event.value) >= STICK_PRESS
            was = self._pushed.get((pad.device, event.axis), False)
            self._pushed[(pad.device, event.axis)] = pushed
            if pushed and not was:
                self.captured.append(Captured(pad.device, "axis", event.axis, -1 if event.value < 0 else 1))
        return True

    def _button(self, device: str, button: int, down: bool, now: float) -> None:
        key = (device, button)
        if down:
            press = Captured(device, "button", button)
            self._down[key] = (press, now)
            self.captured.append(press)
            return
        pressed = self._down.pop(key, None)
        if pressed is not None:
            self.captured.append(Captured(device, "button", button, up=True, held=now - pressed[1]))
