"""The one input layer: the only code that reads the event queue.

Keyboard, mouse, game controllers (SDL GameController API) and plain joysticks
all become the same semantic :class:`Action` values, each tagged with the
device it came from. Held directions repeat after a delay, stick deflection
passes a dead zone with hysteresis, and controllers may come and go at any
time (tracked by SDL instance id; the JOY* twins of controller events are
ignored).
"""
from __future__ import annotations

import enum
import os
from dataclasses import dataclass, field
from typing import Callable, Iterable

import pygame

# Position-based face buttons: "A" is the bottom button on every pad.
os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")

from pygame._sdl2 import controller as sdl_controller  # noqa: E402


class Kind(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    ALT = "alt"
    ALT2 = "alt2"
    PAUSE = "pause"
    SELECT = "select"
    UNDO = "undo"
    REDO = "redo"
    POINT = "point"
    CLICK = "click"
    RCLICK = "rclick"
    WHEEL = "wheel"
    KEY = "key"
    # app-level: handled by the app before any scene sees them
    FULLSCREEN = "fullscreen"
    SCREENSHOT = "screenshot"
    QUIT = "quit"
    RESIZED = "resized"
    DEVICE_ADDED = "device_added"
    DEVICE_REMOVED = "device_removed"


DIRECTIONS = (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT)
DIR_VECTORS = {Kind.UP: (0, -1), Kind.DOWN: (0, 1), Kind.LEFT: (-1, 0), Kind.RIGHT: (1, 0)}


@dataclass(frozen=True)
class Action:
    kind: Kind
    device: str = "kb"
    pos: tuple[int, int] | None = None
    key: int | None = None
    text: str = ""
    amount: int = 0
    double: bool = False
    repeat: bool = False
    info: str = ""   # device name for DEVICE_ADDED / REMOVED


KEYMAP: dict[int, Kind] = {
    pygame.K_UP: Kind.UP, pygame.K_w: Kind.UP,
    pygame.K_DOWN: Kind.DOWN, pygame.K_s: Kind.DOWN,
    pygame.K_LEFT: Kind.LEFT, pygame.K_a: Kind.LEFT,
    pygame.K_RIGHT: Kind.RIGHT, pygame.K_d: Kind.RIGHT,
    pygame.K_RETURN: Kind.CONFIRM, pygame.K_KP_ENTER: Kind.CONFIRM, pygame.K_SPACE: Kind.CONFIRM,
    pygame.K_ESCAPE: Kind.BACK, pygame.K_BACKSPACE: Kind.BACK,
    pygame.K_TAB: Kind.ALT, pygame.K_x: Kind.ALT,
    pygame.K_h: Kind.ALT2,
    pygame.K_p: Kind.PAUSE,
    pygame.K_F11: Kind.FULLSCREEN, pygame.K_F12: Kind.SCREENSHOT,
}
CTRL_KEYMAP: dict[int, Kind] = {pygame.K_z: Kind.UNDO, pygame.K_y: Kind.REDO}

PAD_BUTTONS: dict[int, Kind] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Kind.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Kind.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Kind.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Kind.RIGHT,
    pygame.CONTROLLER_BUTTON_A: Kind.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Kind.BACK,
    pygame.CONTROLLER_BUTTON_X: Kind.ALT,
    pygame.CONTROLLER_BUTTON_Y: Kind.ALT2,
    pygame.CONTROLLER_BUTTON_START: Kind.PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: Kind.SELECT,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Kind.UNDO,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Kind.REDO,
}
JOY_BUTTONS: dict[int, Kind] = {0: Kind.CONFIRM, 1: Kind.BACK, 2: Kind.ALT, 3: Kind.ALT2,
                                7: Kind.PAUSE, 9: Kind.PAUSE, 6: Kind.SELECT}

STICK_PRESS = 0.55    # fraction of full deflection that counts as a press
STICK_RELEASE = 0.35  # and the point where it lets go again (hysteresis)
DOUBLE_CLICK_S = 0.40


@dataclass
class Pad:
    """A connected device SDL reports: a game controller or a plain joystick."""

    instance_id: int
    name: str
    guid: str
    is_controller: bool
    handle: object
    axes: dict[int, int] = field(default_factory=dict)  # axis -> -1/0/+1 pressed state

    @property
    def device(self) -> str:
        return f"{'pad' if self.is_controller else 'joy'}:{self.instance_id}"


@dataclass
class _Held:
    kind: Kind
    since: float
    next_at: float


class InputLayer:
    """Pumps the event queue once a frame and yields actions.

    ``to_canvas`` maps window pixels to canvas pixels (None in the bars).
    ``ui_events`` keeps this frame's raw events, mouse positions already in
    canvas coordinates, for the top scene's pygame_gui manager.
    """

    def __init__(self, to_canvas: Callable[[tuple[int, int]], tuple[int, int] | None],
                 repeat: tuple[float, float] = (0.35, 0.08), swap_ab: bool = False) -> None:
        self.to_canvas = to_canvas
        self.repeat_delay, self.repeat_interval = repeat
        self.swap_ab = swap_ab
        self.pads: dict[int, Pad] = {}
        self.held: dict[tuple[str, str], _Held] = {}   # (device, source) -> held direction
        self.ui_events: list[pygame.event.Event] = []
        self.mouse_pos: tuple[int, int] | None = None
        self.last_activity = 0.0
        self._last_click: tuple[float, tuple[int, int]] | None = None
        pygame.joystick.init()
        sdl_controller.init()

    # -- per frame ---------------------------------------------------------------
    def poll(self, now: float) -> list[Action]:
        actions: list[Action] = []
        self.ui_events = []
        for event in pygame.event.get():
            actions.extend(self._translate(event, now))
        actions.extend(self._repeats(now))
        if any(a.kind not in (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED) for a in actions):
            self.last_activity = now
        return actions

    def _repeats(self, now: float) -> Iterable[Action]:
        for (device, _src), held in self.held.items():
            if now >= held.next_at:
                held.next_at = max(held.next_at + self.repeat_interval, now)
                yield Action(held.kind, device, repeat=True)

    def _press(self, device: str, source: str, kind: Kind, now: float) -> Action:
        if kind in DIRECTIONS:
            self.held[(device, source)] = _Held(kind, now, now + self.repeat_delay)
        return Action(kind, device)

    def _release(self, device: str, source: str) -> None:
        self.held.pop((device, source), None)

    # -- translation ---------------------------------------------------------------
    def _translate(self, event: pygame.event.Event, now: float) -> list[Action]:
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
        if t == pygame.CONTROLLERDEVICEADDED:
            return self._controller_added(event.device_index)
        if t == pygame.JOYDEVICEADDED:
            return self._joystick_added(event.device_index)
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._removed(event.instance_id, t == pygame.CONTROLLERDEVICEREMOVED)
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._pad_button(event, now)
        if t == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event, now, controller=True)
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
            pad = self.pads.get(event.instance_id)
            if pad is None or pad.is_controller:
                return []   # the JOY* twin of a controller event, or an unknown device
            if t == pygame.JOYAXISMOTION:
                return self._pad_axis(event, now, controller=False)
            if t == pygame.JOYHATMOTION:
                return self._hat(pad, event, now)
            return self._joy_button(pad, event, now)
        return []

    def _keyboard(self, event: pygame.event.Event, now: float) -> list[Action]:
        key = event.key
        if event.type == pygame.KEYUP:
            self._release("kb", f"key{key}")
            return []
        mods = event.mod
        if key == pygame.K_RETURN and mods & pygame.KMOD_ALT:
            return [Action(Kind.FULLSCREEN, "kb", key=key)]
        if mods & pygame.KMOD_CTRL and key in CTRL_KEYMAP:
            return [Action(CTRL_KEYMAP[key], "kb", key=key)]
        kind = KEYMAP.get(key)
        if kind is None:
            return [Action(Kind.KEY, "kb", key=key, text=getattr(event, "unicode", "") or "")]
        if kind in DIRECTIONS:
            self.held[("kb", f"key{key}")] = _Held(kind, now, now + self.repeat_delay)
        return [Action(kind, "kb", key=key, text=getattr(event, "unicode", "") or "")]

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
            double = (self._last_click is not None and now - self._last_click[0] <= DOUBLE_CLICK_S
                      and abs(self._last_click[1][0] - pos[0]) <= 3
                      and abs(self._last_click[1][1] - pos[1]) <= 3)
            self._last_click = None if double else (now, pos)
            return [Action(Kind.CLICK, "mouse", pos=pos, double=double)]
        if event.button == 3:
            return [Action(Kind.RCLICK, "mouse", pos=pos)]
        return []

    # -- devices -----------------------------------------------------------------------
    def _controller_added(self, index: int) -> list[Action]:
        try:
            pad = sdl_controller.Controller(index)
            joy = pad.as_joystick()
            iid = joy.get_instance_id()
            guid = joy.get_guid()
        except pygame.error:
            return []
        if iid in self.pads:
            return []
        self.pads[iid] = Pad(iid, pad.name or "Controller", guid, True, pad)
        return [Action(Kind.DEVICE_ADDED, f"pad:{iid}", info=pad.name or "Controller")]

    def _joystick_added(self, index: int) -> list[Action]:
        if sdl_controller.is_controller(index):
            return []   # it arrives as a controller too
        try:
            joy = pygame.joystick.Joystick(index)
            iid = joy.get_instance_id()
        except pygame.error:
            return []
        if iid in self.pads:
            return []
        self.pads[iid] = Pad(iid, joy.get_name() or "Joystick", joy.get_guid(), False, joy)
        return [Action(Kind.DEVICE_ADDED, f"joy:{iid}", info=joy.get_name() or "Joystick")]

    def _removed(self, iid: int, as_controller: bool) -> list[Action]:
        pad = self.pads.get(iid)
        if pad is None or pad.is_controller != as_controller:
            return []
        del self.pads[iid]
        for key in [k for k in self.held if k[0] == pad.device]:
            del self.held[key]
        return [Action(Kind.DEVICE_REMOVED, pad.device, info=pad.name)]

    def _pad_button(self, event: pygame.event.Event, now: float) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        kind = PAD_BUTTONS.get(event.button)
        if kind is None:
            return []
        if self.swap_ab and kind in (Kind.CONFIRM, Kind.BACK):
            kind = Kind.BACK if kind == Kind.CONFIRM else Kind.CONFIRM
        src = f"btn{event.button}"
        if event.type == pygame.CONTROLLERBUTTONUP:
            self._release(pad.device, src)
            return []
        return [self._press(pad.device, src, kind, now)]

    def _joy_button(self, pad: Pad, event: pygame.event.Event, now: float) -> list[Action]:
        kind = JOY_BUTTONS.get(event.button)
        if kind is None or event.type == pygame.JOYBUTTONUP:
            return []
        if self.swap_ab and kind in (Kind.CONFIRM, Kind.BACK):
            kind = Kind.BACK if kind == Kind.CONFIRM else Kind.CONFIRM
        return [Action(kind, pad.device)]

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
                    out.append(self._press(pad.device, src, kind, now))
        return out

    def _pad_axis(self, event: pygame.event.Event, now: float, controller: bool) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        if controller:
            if event.axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
                return []
            value = event.value / 32767.0
            horizontal = event.axis == pygame.CONTROLLER_AXIS_LEFTX
        else:
            if event.axis not in (0, 1):
                return []
            value = float(event.value)
            horizontal = event.axis == 0
        state = pad.axes.get(event.axis, 0)
        if state == 0 and abs(value) >= STICK_PRESS:
            new = 1 if value > 0 else -1
        elif state != 0 and (abs(value) < STICK_RELEASE or (value > 0) != (state > 0)):
            new = 0 if abs(value) < STICK_PRESS else (1 if value > 0 else -1)
        else:
            return []
        pad.axes[event.axis] = new
        src = f"axis{event.axis}"
        if new == 0:
            self._release(pad.device, src)
            return []
        if horizontal:
            kind = Kind.RIGHT if new > 0 else Kind.LEFT
        else:
            kind = Kind.DOWN if new > 0 else Kind.UP
        return [self._press(pad.device, src, kind, now)]

    # -- queries ---------------------------------------------------------------------
    def controller_family(self) -> str | None:
        """Button-prompt family of the most recently connected controller."""
        for pad in reversed(list(self.pads.values())):
            if pad.is_controller:
                return family_from_guid(pad.guid, pad.name)
        return None


VENDOR_FAMILIES = {0x045E: "xbox", 0x054C: "playstation", 0x057E: "nintendo"}


def family_from_guid(guid: str, name: str = "") -> str:
    """Xbox, PlayStation or Nintendo from the USB vendor id inside an SDL GUID.

    SDL 2 GUIDs are 16 bytes, hex-encoded; for USB/Bluetooth devices bytes 4-5
    hold the little-endian vendor id.
    """
    try:
        vendor = int(guid[10:12] + guid[8:10], 16)
    except (ValueError, IndexError):
        vendor = 0
    if vendor in VENDOR_FAMILIES:
        return VENDOR_FAMILIES[vendor]
    lowered = name.lower()
    if any(w in lowered for w in ("playstation", "dualshock", "dualsense", "ps4", "ps5")):
        return "playstation"
    if any(w in lowered for w in ("nintendo", "switch", "joy-con")):
        return "nintendo"
    return "xbox"
