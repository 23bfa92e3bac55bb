"""The one input layer: the only code that reads the event queue.

Keyboard, mouse, game controllers (SDL GameController API) and plain joysticks
all become the same semantic :class:`Action` values, each tagged with the
device it came from. Keys and buttons come from the binding table
(:mod:`bindings`). Held directions repeat per device after a delay; the left
stick passes a radial dead zone with hysteresis and gives only the dominant
axis (no accidental diagonals); a device's d-pad and stick pushed the same way
step once. Controllers may come and go at any time (tracked by SDL instance
id, reported with their GUID and SDL player slot; the JOY* twins of controller
events are ignored). Rumble, player lamps and light bars go out through here too.

Before SDL's controller module starts, the shipped SDL_GameControllerDB and
the player's own mapping file are loaded, so any pad either knows arrives as
a game controller. A device that is still a plain joystick plays with
defaults (buttons 0-3 faces, 4/5 undo/redo, 6/8 select, 7/9 pause) until the
mapping screen gives it a mapping line (``map_joystick``): it is then
reopened as a controller at once, under the same device id. A mapping or
remap screen reads raw presses through ``capture`` (a captured button's
release too, and how long a captured button has been held: ``capture_held``,
so a screen can tell a tap from a hold). The player's remaps live
in ``table`` (a :class:`bindings.BindingTable`); each pad's own A/B swap and
stick dead zone, by GUID, in ``pad_prefs``.
"""

from __future__ import annotations

import enum
import math
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from . import bindings, mapping_file, sdl_native
from .mapping_file import write_mapping_line

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
    # a control with no meaning of its own (trigger, right stick, stick click, Guide):
    # it still counts as someone being there (attract mode, idle timers)
    TOUCH = "touch"


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
    info: str = ""  # DEVICE_ADDED / REMOVED: the device's name, or "Sky's controller" once named
    guid: str = ""  # DEVICE_ADDED / REMOVED: the SDL GUID (same model, same GUID)
    slot: int = -1  # DEVICE_ADDED / REMOVED: the SDL player slot (-1 unknown)


KEYMAP: dict[int, Kind] = {code: Kind(a) for code, a in bindings.key_map().items()}
CTRL_KEYMAP: dict[int, Kind] = {code: Kind(a) for code, a in bindings.key_map("ctrl").items()}
ALT_KEYMAP: dict[int, Kind] = {code: Kind(a) for code, a in bindings.key_map("alt").items()}
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
UNRECOGNISED = "Unrecognised controller - press Select to set its buttons"
# the SDL mapping names of the positions a mapping screen asks for
SDL_BUTTON_NAMES = {
    "south": "a",
    "east": "b",
    "west": "x",
    "north": "y",
    "back": "back",
    "start": "start",
    "lb": "leftshoulder",
    "rb": "rightshoulder",
    "dpad_up": "dpup",
    "dpad_down": "dpdown",
    "dpad_left": "dpleft",
    "dpad_right": "dpright",
}
BUTTON_POSITIONS = {v: k for k, v in bindings.POSITION_BUTTONS.items()}
PAD_INPUT_EVENTS = (
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
    pygame.JOYBUTTONDOWN,
    pygame.JOYBUTTONUP,
    pygame.JOYHATMOTION,
    pygame.JOYAXISMOTION,
)

STICK_PRESS = 0.55  # radial deflection (fraction of full) that counts as a push
STICK_RELEASE = 0.35  # and the radius where it lets go again (hysteresis)
AXIS_SWITCH = 1.3  # a held push turns to the other axis only once that axis leads by this factor
TRIGGER_PRESS = 0.5
DOUBLE_CLICK_S = 0.40
KEYBOARD = "kb"  # the keyboard and the mouse, as one seat's device


def seat_device(device: str) -> str:
    """The device a person holds: the mouse belongs with the keyboard ("kb")."""
    return KEYBOARD if device in ("kb", "mouse") else device


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
class Pad:
    """A connected device SDL reports: a game controller or a plain joystick."""

    instance_id: int
    name: str
    guid: str
    is_controller: bool
    handle: object
    family: str = "generic"
    slot: int = -1  # SDL player index
    stick: list[float] = field(default_factory=lambda: [0.0, 0.0])
    stick_dir: Kind | None = None
    extras: dict[int, bool] = field(default_factory=dict)  # right stick / trigger pushed
    joined_as_joystick: bool = False  # arrived unmapped: keeps its "joy:" id once mapped
    buttons: dict[int, Kind] = field(default_factory=dict)  # SDL button -> action, remaps applied

    @property
    def device(self) -> str:
        plain = self.joined_as_joystick or not self.is_controller
        return f"{'joy' if plain else 'pad'}:{self.instance_id}"


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

    def __init__(
        self,
        to_canvas: Callable[[tuple[int, int]], tuple[int, int] | None],
        repeat: tuple[float, float] = (0.35, 0.08),
        swap_ab: bool = False,
        rumble: bool = True,
        mapping_files: Sequence[Path] = (),
        table: bindings.BindingTable | None = None,
        pad_prefs: Mapping[str, Mapping[str, object]] | None = None,
    ) -> None:
        self.to_canvas = to_canvas
        self.repeat_delay, self.repeat_interval = repeat
        self.swap_ab = swap_ab
        self.rumble_enabled = rumble
        self.pads: dict[int, Pad] = {}
        self.held: dict[tuple[str, str], _Held] = {}  # (device, source) -> held direction
        self.ui_events: list[pygame.event.Event] = []
        self.mouse_pos: tuple[int, int] | None = None
        self.pointing = False  # the latest input moved the mouse (see hover_pos)
        self.last_activity = 0.0
        self.last_device = KEYBOARD  # who touched a control last ("kb" or "pad:3")
        self.seat_names: dict[str, str] = {}  # device -> seat name, for messages
        self._lost_seats: dict[str, str] = {}  # GUID of a pulled named pad -> seat name
        # the couch's seat identity (scenes/couch/seating.py): SDL instance ids only grow, so a pad
        # with a higher id than the newest at a removal was plugged in after it
        self.newest_id = -1
        self.unplugged: dict[str, tuple[int, int]] = {}  # device -> (removal number, newest id then)
        self._removals = 0
        self._next_look = 0.0  # when to look for pads no event told of (``_missed_pads``)
        self._native: dict[int, sdl_native.NativeController] = {}  # instance id -> opened through SDL alone
        self._families: dict[str, str] = {KEYBOARD: "keyboard"}
        self._last_click: tuple[float, tuple[int, int]] | None = None
        self._moved_sticks: set[int] = set()
        self.pad_prefs: dict[str, dict[str, object]] = {g: dict(p) for g, p in (pad_prefs or {}).items()}
        self._capturing: str | None = None  # a device id, "kb", or "pads" (any controller)
        self.captured: list[Captured] = []
        self._capture_down: dict[tuple[str, int], tuple[Captured, float]] = {}  # button -> (press, when)
        self._table = bindings.DEFAULT
        self._keymaps: dict[str, dict[int, Kind]] = {}
        self.table = table or bindings.DEFAULT
        self.user_mappings = mapping_files[-1] if mapping_files else None  # the file map_joystick writes
        self.mappings_loaded = 0
        self.mapping_saved = False  # whether the last map_joystick line reached the mapping file
        self.mapping_notices: list[str] = []  # a mapping file cut to its cap, for the screen
        pygame.joystick.init()
        for path in mapping_files:  # before the controller module starts, so pads arrive mapped
            if _is_file(Path(path)):
                taken, notice = mapping_file.load(Path(path))
                self.mappings_loaded += taken
                self.mapping_notices += [notice] if notice else []
        sdl_controller.init()

    # -- remaps and per-pad preferences ---------------------------------------------------
    @property
    def table(self) -> bindings.BindingTable:
        """The binding table with the player's remaps; setting it applies them at once."""
        return self._table

    @table.setter
    def table(self, table: bindings.BindingTable) -> None:
        self._table = table
        self._keymaps = {mod: {c: Kind(a) for c, a in table.key_map(mod).items()} for mod in ("", "ctrl", "alt")}
        for pad in self.pads.values():
            self._rebind(pad)

    def _rebind(self, pad: Pad) -> None:
        scopes = bindings.scopes_for(pad.family, pad.guid)
        pad.buttons = {b: Kind(a) for b, a in self._table.pad_button_map(scopes).items()}

    def pad_pref(self, device: str, key: str) -> object:
        """One pad's own preference ("swap_ab", "dead_zone"), None when it has none."""
        pad = self.pad(device)
        return self.pad_prefs.get(pad.guid, {}).get(key) if pad is not None else None

    def set_pad_pref(self, device: str, key: str, value: object) -> str | None:
        """Remember a preference for this pad's GUID (the join screen and Controls call this).

        Returns the GUID it was stored under (None for the keyboard or a gone pad);
        the caller saves ``pad_prefs`` to the settings file.
        """
        pad = self.pad(device)
        if pad is None:
            return None
        self.pad_prefs.setdefault(pad.guid, {})[key] = value
        return pad.guid

    def swap_for(self, device: str | None) -> bool:
        """Whether ``device`` has A/B swapped: its own choice, else the global setting."""
        own = self.pad_pref(device, "swap_ab") if device is not None else None
        return self.swap_ab if own is None else bool(own)

    def dead_zone(self, device: str) -> float:
        own = self.pad_pref(device, "dead_zone")
        return float(own) if isinstance(own, (int, float)) else STICK_PRESS

    # -- mapping a plain joystick ---------------------------------------------------------
    def recognised(self, device: str) -> bool:
        """False for a connected plain joystick SDL has no mapping for (it needs the mapping screen)."""
        pad = self.pad(device)
        return pad is None or pad.is_controller

    def capture(self, device: str | None) -> None:
        """Send raw presses of ``device`` ("kb", "pad:3", "joy:5", or "pads" for any
        controller) to ``captured`` instead of making actions; None stops."""
        self._capturing = device
        self.captured = []
        self._capture_down = {}
        for key in [k for k in self.held if device in (k[0], "pads") or (device == KEYBOARD and k[0] == "kb")]:
            del self.held[key]

    def take_captured(self) -> list[Captured]:
        out, self.captured = self.captured, []
        return out

    def capture_held(self, now: float) -> dict[Captured, float]:
        """The captured buttons down now (their press records), each with the seconds it has
        been held: a mapping screen's hold-to-cancel. A pulled pad's buttons are dropped."""
        return {press: now - since for press, since in self._capture_down.values()}

    def _capture_button(self, device: str, button: int, down: bool, now: float) -> None:
        key = (device, button)
        if down:
            press = Captured(device, "button", button)
            self._capture_down[key] = (press, now)
            self.captured.append(press)
            return
        pressed = self._capture_down.pop(key, None)
        if pressed is not None:
            self.captured.append(Captured(device, "button", button, up=True, held=now - pressed[1]))

    def _captures(self, device: str) -> bool:
        c = self._capturing
        return c is not None and (c == device or (c == "pads" and device.startswith("pad:")))

    def map_joystick(self, device: str, line: str, remember: bool = True) -> bool:
        """Give a plain joystick an SDL mapping line and reopen it as a game controller now.

        ``remember`` also writes the line to the player's mapping file (replacing
        any line for the same GUID), so the pad is known on the next start too.
        """
        pad = self.pad(device)
        if pad is None or not sdl_native.add_mapping(line):
            return False
        self.mapping_saved = bool(
            remember and self.user_mappings is not None and write_mapping_line(self.user_mappings, pad.guid, line)
        )
        if pad.is_controller:
            return True
        index = sdl_native.device_index(pad.instance_id)
        try:
            handle = sdl_controller.Controller(index)
        except pygame.error:
            return False
        try:
            pad.handle.quit()  # type: ignore[attr-defined]  # the controller holds its own reference
        except (pygame.error, AttributeError):
            pass
        pad.handle, pad.is_controller, pad.joined_as_joystick = handle, True, True
        pad.family = controller_family(pad.instance_id, pad.guid, pad.name)
        self._families[pad.device] = pad.family
        self._rebind(pad)
        return True

    # -- per frame ---------------------------------------------------------------
    def poll(self, now: float) -> list[Action]:
        actions: list[Action] = []
        self.ui_events = []
        for event in pygame.event.get():
            if self._capturing is not None and self._capture(event, now):
                continue
            actions.extend(self._translate(event, now))
        actions.extend(self._judge_sticks(now))
        actions.extend(self._repeats(now))
        actions.extend(self._missed_pads(now))
        for a in actions:
            if a.device != "app" and a.kind not in (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED):
                self.last_activity = now
                self.last_device = seat_device(a.device)
                self.pointing = a.kind == Kind.POINT
        return actions

    def _capture(self, event: pygame.event.Event, now: float) -> bool:
        """Keep a raw press for the mapping screen; True when the event is used up."""
        t = event.type
        if t in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT) and self._captures(KEYBOARD):
            if t == pygame.KEYDOWN:
                mods = event.mod
                mod = "ctrl" if mods & pygame.KMOD_CTRL else "alt" if mods & pygame.KMOD_ALT else ""
                if event.key not in (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT):
                    self.captured.append(Captured(KEYBOARD, "key", event.key, mod=mod))
            return True
        if t not in PAD_INPUT_EVENTS:
            return False  # devices coming and going are never swallowed
        pad = self.pads.get(event.instance_id)
        if pad is None or not self._captures(pad.device):
            return False
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP) and pad.is_controller:
            self._capture_button(pad.device, event.button, t == pygame.CONTROLLERBUTTONDOWN, now)
        elif pad.is_controller:
            pass  # the rest of a controller's input (and its JOY* twins) is swallowed
        elif t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            self._capture_button(pad.device, event.button, t == pygame.JOYBUTTONDOWN, now)
        elif t == pygame.JOYHATMOTION and event.value != (0, 0):
            hx, hy = event.value
            bit = 1 if hy > 0 else 4 if hy < 0 else 2 if hx > 0 else 8
            self.captured.append(Captured(pad.device, "hat", event.hat, bit))
        elif t == pygame.JOYAXISMOTION:
            pushed = abs(event.value) >= STICK_PRESS
            was = pad.extras.get(100 + event.axis, False)
            pad.extras[100 + event.axis] = pushed
            if pushed and not was:
                self.captured.append(Captured(pad.device, "axis", event.axis, -1 if event.value < 0 else 1))
        return True

    @property
    def hover_pos(self) -> tuple[int, int] | None:
        """The mouse position for hover highlights: only while the mouse is what
        moved last. A key, a pad, the wheel or a click can move the focus away
        from the item under a resting mouse (or open a menu beneath it), and a
        hover shown there would be a second highlight beside the cursor's."""
        return self.mouse_pos if self.pointing else None

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
            self.held[(device, source)] = _Held(kind, now, twin.next_at if twin else now + self.repeat_delay)
            if twin is not None:
                return None
        return Action(kind, device, **extra)  # type: ignore[arg-type]

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
        if t in (
            pygame.CONTROLLERDEVICEADDED,
            pygame.JOYDEVICEADDED,
            pygame.CONTROLLERDEVICEREMOVED,
            pygame.JOYDEVICEREMOVED,
        ):
            return self._device_event(event)
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._pad_button(event, now)
        if t == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event, now, controller=True)
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
            return self._joystick(event, now)
        return []

    def _joystick(self, event: pygame.event.Event, now: float) -> list[Action]:
        """A plain joystick's button, hat or axis (SDL has no controller mapping for it)."""
        pad = self.pads.get(event.instance_id)
        if pad is None or pad.is_controller:
            return []  # the JOY* twin of a controller event, or an unknown device
        if event.type == pygame.JOYAXISMOTION:
            return self._pad_axis(event, now, controller=False)
        if event.type == pygame.JOYHATMOTION:
            return self._hat(pad, event, now)
        return self._joy_button(pad, event, now)

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

    # -- devices -----------------------------------------------------------------------
    def _device_event(self, event: pygame.event.Event) -> list[Action]:
        t = event.type
        if t in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            scanned = self._scan_added()
            if scanned is not None:
                return scanned
        if t == pygame.CONTROLLERDEVICEADDED:
            return self._controller_added(event.device_index)
        if t == pygame.JOYDEVICEADDED:
            return self._joystick_added(event.device_index)
        return self._removed(event.instance_id, t == pygame.CONTROLLERDEVICEREMOVED) + (self._scan_added() or [])

    def _missed_pads(self, now: float) -> list[Action]:
        """Pads SDL lists that no event brought in (an event lost in a plug storm): looked for
        once a second, cheaply (only SDL's count is asked unless it is above the pads known)."""
        if now < self._next_look:
            return []
        self._next_look = now + 1.0
        if pygame.joystick.get_count() <= len(self.pads):
            return []
        return self._scan_added() or []

    def _scan_added(self) -> list[Action] | None:
        """Every device SDL lists that is not open yet (None when SDL cannot say without opening).
        In a plug storm an added event's device index is stale once another pad went in the same
        frame (trusting it opened the wrong pad), or the event is lost altogether (a pad plugged
        in just before another was pulled): so every plug and pull event looks for new pads."""
        out: list[Action] = []
        for index in range(pygame.joystick.get_count()):
            iid = sdl_native.device_instance_id(index)
            if iid is None:
                return None
            if iid < 0 or iid in self.pads:
                continue
            out += self._controller_added(index) if sdl_controller.is_controller(index) else self._joystick_added(index)
        return out

    def _controller_added(self, index: int) -> list[Action]:
        want = sdl_native.device_instance_id(index)
        opened = self._pygame_controller(index, want)
        if opened is None:
            # pygame-ce answered with its object of a pad that is gone, or failed on it (seen in
            # plug storms, and now and then in a long test run: it finds its objects by SDL's
            # pointers, and a freed pad's memory is reused). Its joystick object can be as stale,
            # so the pad is opened through SDL alone, which then sends its events and rumbles it.
            if want is None or want < 0 or want in self.pads:
                return []
            pointer = sdl_native.open_controller(index)
            if pointer is None:
                return []
            native = sdl_native.NativeController(pointer)
            self._native[want] = native
            name = sdl_native.controller_name(index) or "Controller"
            opened = (want, sdl_native.device_guid(index), name, native)
        iid, guid, name, handle = opened
        if iid in self.pads:
            return []
        return [self._added(Pad(iid, name, guid, True, handle, controller_family(iid, guid, name)))]

    def _pygame_controller(self, index: int, want: int | None) -> tuple[int, str, str, object] | None:
        """pygame-ce's controller at ``index`` as (instance id, GUID, name, handle), if it is the
        pad SDL has there (None when pygame hands back another pad's object or fails)."""
        try:
            pad = sdl_controller.Controller(index)
            joy = pad.as_joystick()
            iid = joy.get_instance_id()
            if want is not None and want >= 0 and iid != want:
                return None
            return iid, joy.get_guid(), pad.name or "Controller", pad
        except pygame.error:
            return None

    def _joystick_added(self, index: int) -> list[Action]:
        if sdl_controller.is_controller(index):
            return []  # it arrives as a controller too
        try:
            joy = pygame.joystick.Joystick(index)
            iid = joy.get_instance_id()
        except pygame.error:
            return []
        if iid in self.pads:
            return []
        return [self._added(Pad(iid, joy.get_name() or "Joystick", joy.get_guid(), False, joy))]

    def _added(self, pad: Pad) -> Action:
        pad.slot = sdl_native.player_index(pad.instance_id, pad.is_controller)
        self._rebind(pad)
        self.pads[pad.instance_id] = pad
        self.newest_id = max(self.newest_id, pad.instance_id)
        self._families[pad.device] = pad.family
        seat = self._lost_seats.pop(pad.guid, None)
        info = f"{seat}'s controller" if seat else pad.name
        return Action(Kind.DEVICE_ADDED, pad.device, info=info, guid=pad.guid, slot=pad.slot)

    def _removed(self, iid: int, as_controller: bool) -> list[Action]:
        pad = self.pads.get(iid)
        if pad is None or pad.is_controller != as_controller:
            return []
        del self.pads[iid]
        native = self._native.pop(iid, None)
        if native is not None:
            native.quit()
        self._removals += 1
        self.unplugged[pad.device] = (self._removals, self.newest_id)
        if len(self.unplugged) > 256:  # a plug storm: the oldest removals no longer matter
            del self.unplugged[next(iter(self.unplugged))]
        for key in [k for k in self.held if k[0] == pad.device]:
            del self.held[key]
        for button in [b for b in self._capture_down if b[0] == pad.device]:
            del self._capture_down[button]
        seat = self.seat_names.pop(pad.device, None)
        if seat:
            self._lost_seats[pad.guid] = seat
        info = f"{seat}'s controller" if seat else pad.name
        return [Action(Kind.DEVICE_REMOVED, pad.device, info=info, guid=pad.guid, slot=pad.slot)]

    def _pad_button(self, event: pygame.event.Event, now: float) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        kind = pad.buttons.get(event.button)
        down = event.type == pygame.CONTROLLERBUTTONDOWN
        if kind is None:
            return [Action(Kind.TOUCH, pad.device)] if down else []
        if self.swap_for(pad.device) and kind in (Kind.CONFIRM, Kind.BACK):
            kind = Kind.BACK if kind == Kind.CONFIRM else Kind.CONFIRM
        src = f"btn{event.button}"
        if not down:
            self._release(pad.device, src)
            return []
        action = self._press(pad.device, src, kind, now)
        return [action] if action is not None else []

    def _joy_button(self, pad: Pad, event: pygame.event.Event, now: float) -> list[Action]:
        if event.type == pygame.JOYBUTTONUP:
            return []
        kind = JOY_BUTTONS.get(event.button)
        if kind is None:
            return [Action(Kind.TOUCH, pad.device)]
        if self.swap_for(pad.device) and kind in (Kind.CONFIRM, Kind.BACK):
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
                    action = self._press(pad.device, src, kind, now)
                    if action is not None:
                        out.append(action)
        return out

    def _pad_axis(self, event: pygame.event.Event, now: float, controller: bool) -> list[Action]:
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

    def _judge_sticks(self, now: float) -> list[Action]:
        out: list[Action] = []
        for iid in self._moved_sticks:
            pad = self.pads.get(iid)
            if pad is not None:
                out += self._stick(pad, now)
        self._moved_sticks.clear()
        return out

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

    # -- queries ---------------------------------------------------------------------
    def pad(self, device: str) -> Pad | None:
        """The connected pad behind a device id ("pad:3", "joy:5"), if still there."""
        for pad in self.pads.values():
            if pad.device == device:
                return pad
        return None

    def devices(self) -> list[str]:
        """Every device a person could hold: the keyboard+mouse, then the pads in plug order."""
        return [KEYBOARD] + [p.device for p in self.pads.values()]

    def family(self, device: str) -> str:
        """Glyph family of a device: keyboard, xbox, playstation, nintendo or generic."""
        return self._families.get(seat_device(device), "generic")

    def last_family(self) -> str:
        """The family of the last device used (menus show its glyphs)."""
        return self.family(self.last_device)

    def hint(self, template: str, device: str | None = None) -> bindings.Hint:
        """A hint written as actions ("{confirm} place") in the glyphs of ``device``
        (default: the last device used), with the A/B swap applied."""
        device = device if device is not None else self.last_device
        pad = self.pad(device)
        return self._table.render_hint(template, self.family(device), self.swap_for(device), pad.guid if pad else "")

    def glyphs(self, action: str, device: str | None = None, every: bool = False) -> list[bindings.Glyph]:
        """The prompts of one action for ``device`` (default: the last one used), remaps and swap applied."""
        device = device if device is not None else self.last_device
        pad = self.pad(device)
        return self._table.glyphs(action, self.family(device), self.swap_for(device), every, pad.guid if pad else "")

    def controller_family(self) -> str | None:
        """Button-prompt family of the most recently connected controller."""
        for pad in reversed(list(self.pads.values())):
            if pad.is_controller:
                return pad.family
        return None

    def name_seat(self, device: str, seat_name: str | None) -> None:
        """Let messages about this device name its seat ("Sky's controller"); None forgets."""
        if seat_name:
            self.seat_names[device] = seat_name
        else:
            self.seat_names.pop(device, None)

    # -- feedback: rumble, player lamps, light bar -------------------------------------
    def rumble(self, device: str, low: float, high: float, ms: int) -> bool:
        """Rumble a pad (motor strengths 0..1); False when off in settings or unsupported."""
        pad = self.pad(device)
        if pad is None or not self.rumble_enabled:
            return False
        try:
            return bool(pad.handle.rumble(max(0.0, min(1.0, low)), max(0.0, min(1.0, high)), int(ms)))  # type: ignore[attr-defined]
        except (pygame.error, AttributeError):
            return False

    def set_player_index(self, device: str, index: int) -> bool:
        """Show player ``index`` (0-based; -1 clears) on a pad's lamps; False when unsupported."""
        pad = self.pad(device)
        if pad is None or not sdl_native.set_player_index(pad.instance_id, pad.is_controller, index):
            return False
        pad.slot = index
        return True

    def set_led(self, device: str, rgb: tuple[int, int, int]) -> bool:
        """Colour a pad's light bar; False when it has none."""
        pad = self.pad(device)
        if pad is None:
            return False
        try:
            return bool(pad.handle.set_led(pygame.Color(*rgb)))  # type: ignore[attr-defined]
        except (pygame.error, AttributeError):
            return False


VENDOR_FAMILIES = {0x045E: "xbox", 0x054C: "playstation", 0x057E: "nintendo"}
VALVE = 0x28DE  # Steam Input's virtual pads all carry Valve's id, whatever pad is behind them


def controller_family(instance_id: int, guid: str, name: str = "") -> str:
    """The prompt family of an open controller: SDL's controller type first (right
    under Steam Input too), then the vendor id and the name; unknown makers are generic."""
    found = sdl_native.CONTROLLER_TYPES.get(sdl_native.controller_type(instance_id))
    return found or family_from_guid(guid, name)


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:  # a name too long for the file system, a folder we may not read
        return False


def family_from_guid(guid: str, name: str = "") -> str:
    """Xbox, PlayStation or Nintendo from the USB vendor id inside an SDL GUID; else generic.

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
    if any(w in lowered for w in ("xbox", "x-box", "xinput")):
        return "xbox"
    return "generic"
