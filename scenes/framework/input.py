"""The one input layer: the only code that reads the event queue.

Keyboard, mouse, game controllers (SDL GameController API) and plain joysticks
all become the same semantic :class:`Action` values, each tagged with the
device it came from. :class:`InputLayer` is the one facade the app and the
scenes use; each concern behind it has its own module:

- ``input_actions``: the vocabulary (``Kind``, ``Action``, device ids);
- ``input_devices``: hot-plug (devices opened and closed as SDL reports them,
  the SDL-only fallback, mapping files, ``map_joystick``), and the seam any
  other kind of device plugs into;
- ``input_events``: event translation, repeats, sticks, the joystick chord;
- ``input_capture``: raw presses for the mapping screens (``capture``);
- ``input_prefs``: each pad's own A/B swap and dead zone (``pref_key``);
- ``input_feedback``: rumble, player lamps, light bars.
- ``input_phones``: phones (the phone server's queue, drained in ``poll``) as
  devices ``phone:<n>``, with their buzz and seat going back the same way.

The player's remaps live in ``table`` (a :class:`bindings.BindingTable`); each
pad's own preferences in ``pad_prefs``, by the pad, not its model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pygame

from game.i18n import N_, tr

from . import bindings, input_feedback
from .input_actions import DEVICE_EVENTS, DIR_VECTORS, DIRECTIONS, KEYBOARD, PHONE, Action, Kind, seat_device
from .input_capture import Capture, Captured
from .input_devices import Devices, Pad, controller_family, family_from_guid, sdl_controller, write_mapping_line
from .input_events import (
    BUTTON_POSITIONS,
    CHORD_S,
    JOY_BUTTONS,
    KEYMAP,
    PAD_BUTTONS,
    STICK_PRESS,
    Held,
    Translator,
    stick_direction,
)
from .input_phones import Link, PhoneHandle, Phones
from .input_prefs import Prefs, own_pref, pref_key

__all__ = [
    "BUTTON_POSITIONS",
    "CHORD_S",
    "DIRECTIONS",
    "DIR_VECTORS",
    "JOY_BUTTONS",
    "KEYBOARD",
    "KEYMAP",
    "PAD_BUTTONS",
    "PHONE",
    "STICK_PRESS",
    "UNRECOGNISED",
    "unrecognised",
    "Action",
    "Captured",
    "InputLayer",
    "Kind",
    "Pad",
    "controller_family",
    "family_from_guid",
    "sdl_controller",
    "seat_device",
    "stick_direction",
    "write_mapping_line",
]

UNRECOGNISED = N_("Unknown controller - press Select or hold two buttons {seconds} s to set it up")


def unrecognised() -> str:
    """The toast for a pad SDL cannot map, in the language spoken."""
    return tr(UNRECOGNISED).format(seconds=f"{CHORD_S:g}")


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
        self.swap_ab = swap_ab
        self.rumble_enabled = rumble
        self.pointing = False  # the latest input moved the mouse (see hover_pos)
        self.last_activity = 0.0
        self.last_device = KEYBOARD  # who touched a control last ("kb" or "pad:3")
        self.pad_prefs: Prefs = {k: dict(p) for k, p in (pad_prefs or {}).items()}
        self._capture = Capture()
        self._table = bindings.DEFAULT
        self._devices = Devices(self._bind, mapping_files)  # opens nothing until SDL reports pads
        self._events = Translator(self._devices.pads, to_canvas, self.swap_for, self.dead_zone, repeat)
        self.table = table or bindings.DEFAULT
        self._phones = Phones(self._devices, self._events)
        self._phones_gone: list[Action] = []  # a phone server stopped: its phones leave in the next poll

    def _bind(self, pad: Pad) -> None:
        """A pad just opened gets its buttons from the binding table."""
        self._events.bind(pad)

    # -- the parts' state, as the app and the scenes read it ----------------------------------
    @property
    def pads(self) -> dict[int, Pad]:
        return self._devices.pads

    @property
    def phones(self) -> dict[int, Pad]:
        """The seated phones (phone number -> its pad), beside the SDL pads."""
        return self._devices.phones

    @property
    def seat_names(self) -> dict[str, str]:
        return self._devices.seat_names

    @property
    def unplugged(self) -> dict[str, tuple[int, int]]:
        """Per pulled device: (removal number, the newest instance id before it), for seat identity."""
        return self._devices.unplugged

    @property
    def newest_id(self) -> int:
        return self._devices.newest_id

    @property
    def held(self) -> dict[tuple[str, str], Held]:
        return self._events.held

    @property
    def ui_events(self) -> list[pygame.event.Event]:
        return self._events.ui_events

    @property
    def mouse_pos(self) -> tuple[int, int] | None:
        return self._events.mouse_pos

    @property
    def repeat_delay(self) -> float:
        return self._events.repeat_delay

    @repeat_delay.setter
    def repeat_delay(self, seconds: float) -> None:
        self._events.repeat_delay = seconds

    @property
    def repeat_interval(self) -> float:
        return self._events.repeat_interval

    @repeat_interval.setter
    def repeat_interval(self, seconds: float) -> None:
        self._events.repeat_interval = seconds

    @property
    def captured(self) -> list[Captured]:
        return self._capture.captured

    @property
    def user_mappings(self) -> Path | None:
        return self._devices.user_mappings

    @property
    def mappings_loaded(self) -> int:
        return self._devices.mappings_loaded

    @property
    def mapping_notices(self) -> list[str]:
        """A mapping file cut to its cap at start, said once on screen."""
        return self._devices.mapping_notices

    @property
    def mapping_saved(self) -> bool:
        """Whether the last ``map_joystick`` line reached the mapping file."""
        return self._devices.mapping_saved

    @property
    def _native(self) -> dict[int, object]:
        return dict(self._devices.native)

    # -- remaps and per-pad preferences ---------------------------------------------------
    @property
    def table(self) -> bindings.BindingTable:
        """The binding table with the player's remaps; setting it applies them at once."""
        return self._table

    @table.setter
    def table(self, table: bindings.BindingTable) -> None:
        self._table = table
        self._events.set_table(table)

    def pref_key(self, device: str) -> str | None:
        """Where one pad's own preferences are kept (``input_prefs.pref_key``); None for the
        keyboard or a gone pad."""
        pad = self.pad(device)
        return pref_key(pad, self.seat_names.get(pad.device, "")) if pad is not None else None

    def pad_pref(self, device: str, key: str) -> object:
        """One pad's own preference ("swap_ab", "dead_zone"), else its model's; None when neither."""
        pad = self.pad(device)
        return own_pref(self.pad_prefs, pad, self.seat_names.get(pad.device, ""), key) if pad is not None else None

    def set_pad_pref(self, device: str, key: str, value: object) -> str | None:
        """Remember a preference for this pad (the join screen and Controls call this).

        Returns the key it was stored under (None for the keyboard or a gone pad);
        the caller saves ``pad_prefs`` to the settings file.
        """
        where = self.pref_key(device)
        if where is not None:
            self.pad_prefs.setdefault(where, {})[key] = value
        return where

    def forget_pad_prefs(self, device: str) -> None:
        """This pad's own preferences back to the defaults (Controls' reset)."""
        where = self.pref_key(device)
        if where is not None:
            self.pad_prefs.pop(where, None)

    def swap_for(self, device: str | None) -> bool:
        """Whether ``device`` has A/B swapped: its own choice, else the global setting."""
        if device is not None and device.startswith(f"{PHONE}:"):
            return False  # a phone's page names its buttons by what they do: nothing to swap
        own = self.pad_pref(device, "swap_ab") if device is not None else None
        return self.swap_ab if own is None else bool(own)

    def dead_zone(self, device: str) -> float:
        own = self.pad_pref(device, "dead_zone")
        return float(own) if isinstance(own, (int, float)) else STICK_PRESS

    # -- mapping a plain joystick ---------------------------------------------------------
    def recognised(self, device: str) -> bool:
        """False for a connected plain joystick SDL has no mapping for (it needs the mapping screen)."""
        return self._devices.recognised(device)

    def map_joystick(self, device: str, line: str, remember: bool = True) -> bool:
        """Give a plain joystick (and its twins) an SDL mapping line, reopened as controllers now;
        ``remember`` writes it to the player's mapping file too (``input_devices``)."""
        return self._devices.map_joystick(device, line, remember)

    def capture(self, device: str | None) -> None:
        """Send raw presses of ``device`` ("kb", "pad:3", "joy:5", or "pads" for any
        controller) to ``captured`` instead of making actions; None stops."""
        self._capture.start(device)
        if device is not None:  # what it holds now is let go (its releases are swallowed)
            self._events.forget(None if device == "pads" else device)
        for pad in self.pads.values():  # a capture swallows releases: held chords start again
            pad.down.clear()
            pad.chord_since = None

    def take_captured(self) -> list[Captured]:
        return self._capture.take()

    def capture_held(self, now: float) -> dict[Captured, float]:
        """The captured buttons down now (their press records), each with the seconds it has
        been held: a mapping screen's hold-to-cancel. A pulled pad's buttons are dropped."""
        return self._capture.held(now)

    # -- per frame ---------------------------------------------------------------
    def poll(self, now: float) -> list[Action]:
        actions: list[Action] = []
        self._events.ui_events = []
        self._devices.begin_poll()
        for event in pygame.event.get():
            if self._capture.device is not None and self._capture.consume(event, now, self.pads):
                continue
            if event.type in _DEVICE_EVENT_TYPES:
                actions += self._device_event(event)
            else:
                actions += self._events.translate(event, now)
        actions += self._phones_gone + self._phones.drain(now)
        self._phones_gone = []
        actions += self._events.after_events(now)
        actions += self._devices.missed(now)
        if any(a.kind in DEVICE_EVENTS for a in actions):
            self._devices.tell_watchers()
        for a in actions:
            if a.device != "app" and a.kind not in DEVICE_EVENTS:
                self.last_activity = now
                self.last_device = seat_device(a.device)
                self.pointing = a.kind == Kind.POINT
        return actions

    def _device_event(self, event: pygame.event.Event) -> list[Action]:
        out = self._devices.device_event(event)
        for gone in (a.device for a in out if a.kind == Kind.DEVICE_REMOVED):
            self._events.forget(gone)
            self._capture.forget(gone)
        return out

    def attach_phones(self, link: Link | None) -> None:
        """Take phones from this phone server from the next poll on (None: no more phones; the
        ones seated leave as pulled pads)."""
        self._phones_gone += self._phones.attach(link)

    def observe_phones(self, probe: Callable[[object, float], None] | None) -> None:
        """Call ``probe(item, now)`` for every item drained from the phone server (the benchmark)."""
        self._phones.observe = probe

    def watch_devices(self, method: Callable[[], None]) -> None:
        """Call ``method`` (a bound method, held weakly) after every poll in which a device came
        or went, whatever screen is on top: the couch's seating follows its pads under overlays."""
        self._devices.watch(method)

    @property
    def hover_pos(self) -> tuple[int, int] | None:
        """The mouse position for hover highlights: only while the mouse is what
        moved last. A key, a pad, the wheel or a click can move the focus away
        from the item under a resting mouse (or open a menu beneath it), and a
        hover shown there would be a second highlight beside the cursor's."""
        return self.mouse_pos if self.pointing else None

    # -- queries ---------------------------------------------------------------------
    def pad(self, device: str) -> Pad | None:
        """The connected pad behind a device id ("pad:3", "joy:5"), if still there."""
        return self._devices.pad(device)

    def devices(self) -> list[str]:
        """Every device a person could hold: the keyboard+mouse, then the pads in plug order."""
        return self._devices.devices()

    def family(self, device: str) -> str:
        """Glyph family of a device: keyboard, xbox, playstation, nintendo or generic."""
        return self._devices.family(device)

    def last_family(self) -> str:
        """The family of the last device used (menus show its glyphs)."""
        return self.family(self.last_device)

    def controller_family(self) -> str | None:
        """Button-prompt family of the most recently connected controller."""
        return self._devices.controller_family()

    def name_seat(self, device: str, seat_name: str | None) -> None:
        """Let messages about this device name its seat ("Sky's controller"); None forgets."""
        self._devices.name_seat(device, seat_name)
        phone = self.pad(device)
        if phone is not None and isinstance(phone.handle, PhoneHandle):
            phone.handle.set_name(seat_name or "")

    def tell_turn(self, device: str, on: bool) -> None:
        """Tell a phone whether the game waits for its seat now ("Your turn" on its page)."""
        phone = self.pad(device)
        if phone is not None and isinstance(phone.handle, PhoneHandle):
            phone.handle.set_turn(on)

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

    # -- feedback: rumble, player lamps, light bar -------------------------------------
    def rumble(self, device: str, low: float, high: float, ms: int) -> bool:
        """Rumble a pad (motor strengths 0..1); False when off in settings or unsupported."""
        pad = self.pad(device)
        return pad is not None and self.rumble_enabled and input_feedback.rumble(pad, low, high, ms)

    def set_player_index(self, device: str, index: int) -> bool:
        """Show player ``index`` (0-based; -1 clears) on a pad's lamps; False when unsupported."""
        pad = self.pad(device)
        return pad is not None and input_feedback.set_player_index(pad, index)

    def set_led(self, device: str, rgb: tuple[int, int, int]) -> bool:
        """Colour a pad's light bar; False when it has none."""
        pad = self.pad(device)
        return pad is not None and input_feedback.set_led(pad, rgb)


_DEVICE_EVENT_TYPES = (
    pygame.CONTROLLERDEVICEADDED,
    pygame.JOYDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.JOYDEVICEREMOVED,
)
