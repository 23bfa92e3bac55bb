"""Event translation: SDL's keyboard, mouse, controller and joystick events become actions.

Keys and buttons come from the binding table (:mod:`bindings`) with the
player's remaps. Held directions repeat per device after a delay; the left
stick passes a radial dead zone with hysteresis and gives only the dominant
axis (no accidental diagonals); a device's d-pad and stick pushed the same way
step once. The JOY* twins of controller events are ignored. A plain joystick
(no mapping) plays with the common cheap-pad layout, and two of its buttons
held ``CHORD_S`` make its Select (a pad with four buttons has none).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import pygame

from . import bindings
from .input_actions import DIR_VECTORS, DIRECTIONS, KEYBOARD, Action, Kind
from .input_devices import Pad

KEYMAP: dict[int, Kind] = {code: Kind(a) for code, a in bindings.key_map().items()}
PAD_BUTTONS: dict[int, Kind] = {b: Kind(a) for b, a in bindings.pad_button_map().items()}
JOY_BUTTONS: dict[int, Kind] = {  # a plain joystick (no mapping): the common cheap-pad layout
    0: Kind.CONFIRM,
    1: Kind.BACK,
    2: Kind.ALT,
    3: Kind.ALT2,
    4: Kind.UNDO,  # the shoulders on most cheap pads
    5: Kind.REDO,
    7: Kind.PAUSE,
    9: Kind.PAUSE,
    6: Kind.SELECT,
    8: Kind.SELECT,
}
BUTTON_POSITIONS = {v: k for k, v in bindings.POSITION_BUTTONS.items()}

STICK_PRESS = 0.55  # radial deflection (fraction of full) that counts as a push
STICK_RELEASE = 0.35  # and the radius where it lets go again (hysteresis)
AXIS_SWITCH = 1.3  # a held push turns to the other axis only once that axis leads by this factor
TRIGGER_PRESS = 0.5
DOUBLE_CLICK_S = 0.40
CHORD_S = 2.0  # two buttons of a plain joystick held this long: its Select (a pad may have none)


def stick_direction(x: float, y: float, current: Kind | None, press: float = STICK_PRESS) -> Kind | None:
    """The direction a stick at (x, y) (each -1..1, y down) is pushing, or None.

    Radial dead zone with hysteresis: a push starts beyond STICK_PRESS and ends
    inside STICK_RELEASE. Only the dominant axis counts, and a held push keeps
    its direction until the other axis clearly leads (AXIS_SWITCH), so a sloppy
    diagonal neither steps twice nor flickers between two directions.
    """
    r = math.hypot(x, y)
    release = press * (STICK_RELEASE / STICK_PRESS)  # a pad's own dead zone keeps the same hysteresis
    if r < (press if current is None else release):
        return None
    if abs(x) >= abs(y):
        dominant = Kind.RIGHT if x > 0 else Kind.LEFT
    else:
        dominant = Kind.DOWN if y > 0 else Kind.UP
    if current is not None and dominant != current:
        cx, cy = DIR_VECTORS[current]
        along = x * cx + y * cy
        if along > 0 and max(abs(x), abs(y)) < along * AXIS_SWITCH:
            return current
    return dominant


@dataclass
class Held:
    kind: Kind
    since: float
    next_at: float


class Translator:
    """Turns one frame's events into actions, keeping what is held between frames.

    ``pads`` is the hot-plug registry's live dict (instance id -> pad); ``swap_for``
    and ``dead_zone`` answer per device with its own preferences.
    """

    def __init__(
        self,
        pads: Mapping[int, Pad],
        to_canvas: Callable[[tuple[int, int]], tuple[int, int] | None],
        swap_for: Callable[[str], bool],
        dead_zone: Callable[[str], float],
        repeat: tuple[float, float],
    ) -> None:
        self.pads = pads
        self.to_canvas = to_canvas
        self.swap_for = swap_for
        self.dead_zone = dead_zone
        self.repeat_delay, self.repeat_interval = repeat
        self.held: dict[tuple[str, str], Held] = {}  # (device, source) -> held direction
        self.ui_events: list[pygame.event.Event] = []
        self.mouse_pos: tuple[int, int] | None = None
        self._keymaps: dict[str, dict[int, Kind]] = {}
        self._table = bindings.DEFAULT
        self._last_click: tuple[float, tuple[int, int]] | None = None
        self._moved_sticks: set[int] = set()

    # -- the binding table -------------------------------------------------------------
    def set_table(self, table: bindings.BindingTable) -> None:
        """Keys and every open pad's buttons from ``table`` (the player's remaps applied)."""
        self._table = table
        self._keymaps = {mod: {c: Kind(a) for c, a in table.key_map(mod).items()} for mod in ("", "ctrl", "alt")}
        for pad in self.pads.values():
            self.bind(pad)

    def bind(self, pad: Pad) -> None:
        """``pad``'s buttons from the table: its family's and its model's remaps."""
        scopes = bindings.scopes_for(pad.family, pad.guid)
        pad.buttons = {b: Kind(a) for b, a in self._table.pad_button_map(scopes).items()}

    # -- held state -----------------------------------------------------------------------
    def forget(self, device: str | None) -> None:
        """Nothing of ``device`` is held any more (pulled, or captured: None is every pad's)."""
        for key in [k for k in self.held if device is None or k[0] == device]:
            del self.held[key]
        for pad in self.pads.values():
            if device is None or pad.device == device:
                pad.down.clear()
                pad.chord_since = None

    # -- one frame --------------------------------------------------------------------
    def translate(self, event: pygame.event.Event, now: float) -> list[Action]:
        """The actions of one event that is not a device coming or going."""
        t = event.type
        if t == pygame.QUIT:
            return [Action(Kind.QUIT, "app")]
        if t == pygame.WINDOWSIZECHANGED:
            return [Action(Kind.RESIZED, "app")]
        if t in (pygame.KEYDOWN, pygame.KEYUP):
            self.ui_events.append(event)
            return self._keyboard(event, now)
        if t == pygame.TEXTINPUT:
            self.ui_events.append(event)
            return []
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self._mouse(event, now)
        if t == pygame.MOUSEWHEEL:
            self.ui_events.append(event)
            return [Action(Kind.WHEEL, "mouse", pos=self.mouse_pos, amount=int(event.y))]
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._pad_button(event, now)
        if t == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event, controller=True)
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
            return self._joystick(event, now)
        return []

    def after_events(self, now: float) -> list[Action]:
        """What the frame's events add up to: sticks judged on both axes, repeats, held chords."""
        out: list[Action] = []
        for iid in self._moved_sticks:
            pad = self.pads.get(iid)
            if pad is not None:
                out += self._stick(pad, now)
        self._moved_sticks.clear()
        out += self._repeats(now)
        out += self._chords(now)
        return out

    # -- presses and repeats ---------------------------------------------------------------
    def _repeats(self, now: float) -> Iterable[Action]:
        seen: set[tuple[str, Kind]] = set()
        for (device, _src), held in self.held.items():
            if now >= held.next_at:
                held.next_at = max(held.next_at + self.repeat_interval, now)
                if (device, held.kind) not in seen:  # d-pad and stick held the same way: one step
                    seen.add((device, held.kind))
                    yield Action(held.kind, device, repeat=True)

    def _press(self, device: str, source: str, kind: Kind, now: float, **extra: object) -> Action | None:
        """A press from one source; None when another source of the device already holds it."""
        if kind in DIRECTIONS:
            twin = next((h for (d, s), h in self.held.items() if d == device and s != source and h.kind == kind), None)
            self.held[(device, source)] = Held(kind, now, twin.next_at if twin else now + self.repeat_delay)
            if twin is not None:
                return None
        return Action(kind, device, **extra)  # type: ignore[arg-type]

    def _release(self, device: str, source: str) -> None:
        self.held.pop((device, source), None)

    def press(self, device: str, source: str, kind: Kind, now: float) -> Action | None:
        """A press of another kind of device (a phone's button): held directions repeat as a pad's do."""
        return self._press(device, source, kind, now)

    def release(self, device: str, source: str) -> None:
        self._release(device, source)

    def _swapped(self, device: str, kind: Kind) -> Kind:
        if kind in (Kind.CONFIRM, Kind.BACK) and self.swap_for(device):
            return Kind.BACK if kind == Kind.CONFIRM else Kind.CONFIRM
        return kind

    # -- keyboard and mouse --------------------------------------------------------------
    def _keyboard(self, event: pygame.event.Event, now: float) -> list[Action]:
        key = event.key
        if event.type == pygame.KEYUP:
            self._release(KEYBOARD, f"key{key}")
            return []
        mods = event.mod
        if mods & pygame.KMOD_ALT and key in self._keymaps["alt"]:
            return [Action(self._keymaps["alt"][key], KEYBOARD, key=key)]
        if mods & pygame.KMOD_CTRL and key in self._keymaps["ctrl"]:
            return [Action(self._keymaps["ctrl"][key], KEYBOARD, key=key)]
        text = getattr(event, "unicode", "") or ""
        kind = self._keymaps[""].get(key)
        if kind is None:
            return [Action(Kind.KEY, KEYBOARD, key=key, text=text)]
        action = self._press(KEYBOARD, f"key{key}", kind, now, key=key, text=text)
        return [action] if action is not None else []

    def _mouse(self, event: pygame.event.Event, now: float) -> list[Action]:
        pos = self.to_canvas(event.pos)
        if pos is None:
            return []
        self.mouse_pos = pos
        attrs = {k: v for k, v in event.dict.items() if k not in ("pos", "window")}
        attrs["pos"] = pos
        if "rel" in attrs:
            attrs["rel"] = tuple(attrs["rel"])
        self.ui_events.append(pygame.event.Event(event.type, attrs))
        if event.type == pygame.MOUSEMOTION:
            return [Action(Kind.POINT, "mouse", pos=pos)]
        if event.type == pygame.MOUSEBUTTONUP:
            return []
        if event.button == 1:
            double = (
                self._last_click is not None
                and now - self._last_click[0] <= DOUBLE_CLICK_S
                and abs(self._last_click[1][0] - pos[0]) <= 3
                and abs(self._last_click[1][1] - pos[1]) <= 3
            )
            self._last_click = None if double else (now, pos)
            return [Action(Kind.CLICK, "mouse", pos=pos, double=double)]
        if event.button == 3:
            return [Action(Kind.RCLICK, "mouse", pos=pos)]
        return [Action(Kind.TOUCH, "mouse", pos=pos)]

    # -- controllers and plain joysticks ---------------------------------------------------
    def _pad_button(self, event: pygame.event.Event, now: float) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        kind = pad.buttons.get(event.button)
        down = event.type == pygame.CONTROLLERBUTTONDOWN
        if kind is None:
            return [Action(Kind.TOUCH, pad.device)] if down else []
        kind = self._swapped(pad.device, kind)
        src = f"btn{event.button}"
        if not down:
            self._release(pad.device, src)
            return []
        action = self._press(pad.device, src, kind, now)
        return [action] if action is not None else []

    def _joystick(self, event: pygame.event.Event, now: float) -> list[Action]:
        """A plain joystick's button, hat or axis (SDL has no controller mapping for it)."""
        pad = self.pads.get(event.instance_id)
        if pad is None or pad.is_controller:
            return []  # the JOY* twin of a controller event, or an unknown device
        if event.type == pygame.JOYAXISMOTION:
            return self._pad_axis(event, controller=False)
        if event.type == pygame.JOYHATMOTION:
            return self._hat(pad, event, now)
        return self._joy_button(pad, event, now)

    def _joy_button(self, pad: Pad, event: pygame.event.Event, now: float) -> list[Action]:
        if event.type == pygame.JOYBUTTONUP:
            pad.down.discard(event.button)
            if len(pad.down) < 2:
                pad.chord_since = None
            return []
        pad.down.add(event.button)
        if len(pad.down) >= 2 and pad.chord_since is None:
            pad.chord_since = now
        kind = JOY_BUTTONS.get(event.button)
        if kind is None:
            return [Action(Kind.TOUCH, pad.device)]
        return [Action(self._swapped(pad.device, kind), pad.device)]

    def _chords(self, now: float) -> list[Action]:
        """Two buttons of a plain joystick held ``CHORD_S``: its Select, once per hold."""
        out: list[Action] = []
        for pad in self.pads.values():
            if pad.is_controller or pad.chord_since is None or now - pad.chord_since < CHORD_S:
                continue
            pad.chord_since = math.inf  # fired: again only after a release
            out.append(Action(Kind.SELECT, pad.device))
        return out

    def _hat(self, pad: Pad, event: pygame.event.Event, now: float) -> list[Action]:
        out: list[Action] = []
        hx, hy = event.value
        for axis, value, neg, pos in ((0, hx, Kind.LEFT, Kind.RIGHT), (1, -hy, Kind.UP, Kind.DOWN)):
            src = f"hat{event.hat}.{axis}"
            if value == 0:
                self._release(pad.device, src)
            else:
                kind = pos if value > 0 else neg
                held = self.held.get((pad.device, src))
                if held is None or held.kind != kind:
                    action = self._press(pad.device, src, kind, now)
                    if action is not None:
                        out.append(action)
        return out

    def _pad_axis(self, event: pygame.event.Event, controller: bool) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        value = event.value / 32767.0 if controller else float(event.value)
        value = max(-1.0, min(1.0, value))
        if event.axis not in (0, 1):
            return self._extra_axis(pad, event.axis, value, controller)
        pad.stick[event.axis] = value
        self._moved_sticks.add(pad.instance_id)  # judged once both axes of the frame are in
        return []

    def _stick(self, pad: Pad, now: float) -> list[Action]:
        new = stick_direction(pad.stick[0], pad.stick[1], pad.stick_dir, self.dead_zone(pad.device))
        if new == pad.stick_dir:
            return []
        pad.stick_dir = new
        self._release(pad.device, "stick")
        if new is None:
            return []
        action = self._press(pad.device, "stick", new, now)
        return [action] if action is not None else []

    def _extra_axis(self, pad: Pad, axis: int, value: float, controller: bool) -> list[Action]:
        """Right stick and triggers mean nothing to the games, but they do wake the arcade."""
        if controller and axis in (pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT):
            pushed = value >= TRIGGER_PRESS
        else:
            pushed = abs(value) >= STICK_PRESS
        was = pad.extras.get(axis, False)
        pad.extras[axis] = pushed
        return [Action(Kind.TOUCH, pad.device)] if pushed and not was else []
