"""Hot-plug: which devices are connected, opened and closed as SDL reports them.

Controllers may come and go at any time. Each is tracked by SDL instance id
(ids only grow, so a higher id was plugged in later) and reported with its
GUID (the model), serial and path (what tells two of one model apart) and SDL
player slot. Before SDL's controller module starts, the shipped
SDL_GameControllerDB and the player's own mapping file are loaded, so any pad
either knows arrives as a game controller; a device still a plain joystick is
reopened as one when the mapping screen gives it a line (``map_joystick``),
with every other of its GUID. pygame-ce finds its controller objects by SDL's
pointers and can hand back a gone pad's in a plug storm: such a pad is opened
through SDL alone (``sdl_native``). Plug events can be lost or stale in a
storm, so every plug and pull looks for new pads, and SDL's count is checked
once a second.

This registry is the seam for any kind of device: it hands out device ids,
``DEVICE_ADDED``/``DEVICE_REMOVED`` actions and the removal record the couch's
seat identity reads (``unplugged``), and tells watchers after every poll in
which something came or went.
"""

from __future__ import annotations

import os
import re
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.i18n import tr

from . import controller_db, sdl_native
from .input_actions import KEYBOARD, PHONE, PHONE_GUID, Action, Kind, seat_device
from .mapping_file import write_mapping_line

# Position-based face buttons: "A" is the bottom button on every pad.
os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")

from pygame._sdl2 import controller as sdl_controller  # noqa: E402

VENDOR_FAMILIES = {0x045E: "xbox", 0x054C: "playstation", 0x057E: "nintendo"}
UNPLUGGED_KEPT = 256  # removals remembered; in a plug storm the oldest no longer matter


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
    serial: str = ""  # what tells two pads of one model apart, where SDL has it
    path: str = ""  # the port it is on (a tie-break, and the next best thing to a serial)
    stick: list[float] = field(default_factory=lambda: [0.0, 0.0])
    stick_dir: Kind | None = None  # the left stick's held direction, judged in input_events
    extras: dict[int, bool] = field(default_factory=dict)  # right stick / trigger pushed
    joined_as_joystick: bool = False  # arrived unmapped: keeps its "joy:" id once mapped
    buttons: dict[int, Kind] = field(default_factory=dict)  # SDL button -> action, remaps applied
    down: set[int] = field(default_factory=set)  # a plain joystick's buttons held now
    chord_since: float | None = None  # when two of them were first held together
    kind: str = ""  # "": a device SDL reports; "phone": a phone's page (scenes/framework/input_phones.py)

    @property
    def device(self) -> str:
        if self.kind:
            return f"{self.kind}:{self.instance_id}"
        plain = self.joined_as_joystick or not self.is_controller
        return f"{'joy' if plain else 'pad'}:{self.instance_id}"


class Devices:
    """The connected pads, opened and closed as SDL reports them; ``bind`` gives a pad its buttons."""

    def __init__(self, bind: Callable[[Pad], None], mapping_files: Sequence[Path] = ()) -> None:
        self.bind = bind
        self.pads: dict[int, Pad] = {}
        self.phones: dict[int, Pad] = {}  # phone number -> its pad (numbers are never used twice)
        self.seat_names: dict[str, str] = {}  # device -> seat name, for messages
        self._lost_seats: dict[str, str] = {}  # GUID of a pulled named pad -> seat name
        # the couch's seat identity (scenes/couch/seating.py): a pad with a higher id than the
        # newest at a removal was plugged in after it
        self.newest_id = -1
        # the newest id before this poll's events: a removal read in the same poll as a new pad
        # may have happened before it was plugged in (a stalled frame, a hub re-enumerating)
        self._newest_before_poll = -1
        self.unplugged: dict[str, tuple[int, int]] = {}  # device -> (removal number, newest id then)
        self._removals = 0
        self._next_look = 0.0  # when to look for pads no event told of (``missed``)
        self._watchers: list[weakref.WeakMethod[Callable[[], None]]] = []
        self.native: dict[int, sdl_native.NativeController] = {}  # instance id -> opened through SDL alone
        self._families: dict[str, str] = {KEYBOARD: "keyboard"}
        self.user_mappings = mapping_files[-1] if mapping_files else None  # the file map_joystick writes
        self.mapping_saved = False  # whether the last map_joystick line reached the mapping file
        pygame.joystick.init()
        # before the controller module starts, so pads arrive mapped; the shipped file never overrides SDL's own
        shipped = Path(mapping_files[0]) if len(mapping_files) > 1 else None
        self.mappings = controller_db.load(shipped, self.user_mappings) if mapping_files else None
        self.mappings_loaded = 0 if self.mappings is None else self.mappings.added + self.mappings.player
        # the player's file cut to its cap, for the screen
        self.mapping_notices: list[str] = [self.mappings.notice] if self.mappings and self.mappings.notice else []
        sdl_controller.init()

    # -- queries -------------------------------------------------------------------------
    def pad(self, device: str) -> Pad | None:
        """The connected pad behind a device id ("pad:3", "joy:5"), if still there."""
        for pad in self.pads.values():
            if pad.device == device:
                return pad
        if device.startswith(f"{PHONE}:"):
            number = device[len(PHONE) + 1 :]
            return self.phones.get(int(number)) if re.fullmatch(r"[0-9]{1,9}", number) else None
        return None

    def devices(self) -> list[str]:
        """Every device a person could hold: the keyboard+mouse, the pads in plug order, the phones."""
        return [KEYBOARD] + [p.device for p in self.pads.values()] + [p.device for p in self.phones.values()]

    def family(self, device: str) -> str:
        """Glyph family of a device: keyboard, xbox, playstation, nintendo or generic."""
        return self._families.get(seat_device(device), "generic")

    def controller_family(self) -> str | None:
        """Button-prompt family of the most recently connected controller."""
        for pad in reversed(list(self.pads.values())):
            if pad.is_controller:
                return pad.family
        return None

    def recognised(self, device: str) -> bool:
        """False for a connected plain joystick SDL has no mapping for (it needs the mapping screen)."""
        pad = self.pad(device)
        return pad is None or pad.is_controller

    def name_seat(self, device: str, seat_name: str | None) -> None:
        """Let messages about this device name its seat ("Sky's controller"); None forgets."""
        if seat_name:
            self.seat_names[device] = seat_name
        else:
            self.seat_names.pop(device, None)

    # -- watchers --------------------------------------------------------------------------
    def watch(self, method: Callable[[], None]) -> None:
        """Call ``method`` (a bound method, held weakly) after every poll in which a device came
        or went, whatever screen is on top: the couch's seating follows its pads under overlays."""
        self._watchers.append(weakref.WeakMethod(method))  # type: ignore[arg-type]

    def tell_watchers(self) -> None:
        self._watchers = [w for w in self._watchers if w() is not None]
        for watcher in list(self._watchers):
            method = watcher()
            if method is not None:
                method()

    # -- SDL's device events ---------------------------------------------------------------
    def begin_poll(self) -> None:
        self._newest_before_poll = self.newest_id

    def device_event(self, event: pygame.event.Event) -> list[Action]:
        """A device added or removed: the pads opened or closed, as actions."""
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

    def missed(self, now: float) -> list[Action]:
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
            self.native[want] = native
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
        pad.serial = sdl_native.joystick_text("SDL_JoystickGetSerial", pad.instance_id)
        pad.path = sdl_native.joystick_text("SDL_JoystickPath", pad.instance_id)
        self.bind(pad)
        self.pads[pad.instance_id] = pad
        self.newest_id = max(self.newest_id, pad.instance_id)
        self._families[pad.device] = pad.family
        seat = self._lost_seats.pop(pad.guid, None)
        info = tr("{seat}'s controller").format(seat=seat) if seat else pad.name
        return Action(Kind.DEVICE_ADDED, pad.device, info=info, guid=pad.guid, slot=pad.slot)

    def _removed(self, iid: int, as_controller: bool) -> list[Action]:
        pad = self.pads.get(iid)
        if pad is None or pad.is_controller != as_controller:
            return []
        del self.pads[iid]
        native = self.native.pop(iid, None)
        if native is not None:
            native.quit()
        self._removals += 1
        self.unplugged[pad.device] = (self._removals, self._newest_before_poll)
        if len(self.unplugged) > UNPLUGGED_KEPT:
            del self.unplugged[next(iter(self.unplugged))]
        seat = self.seat_names.pop(pad.device, None)
        if seat:
            self._lost_seats[pad.guid] = seat
        info = tr("{seat}'s controller").format(seat=seat) if seat else pad.name
        return [Action(Kind.DEVICE_REMOVED, pad.device, info=info, guid=pad.guid, slot=pad.slot)]

    # -- phones ----------------------------------------------------------------------------
    def phone_added(self, number: int, token: str, handle: object) -> Action:
        """A phone's page said the room code: a device like a pad plugged in. Its token's hash is
        its serial, so the couch's seat identity knows the same phone again."""
        pad = Pad(number, "Phone", PHONE_GUID, True, handle, PHONE, serial=token, kind=PHONE)
        self.bind(pad)
        self.phones[number] = pad
        self._families[pad.device] = PHONE
        seat = self._lost_seats.pop(f"{PHONE_GUID}:{token}", None)
        info = tr("{seat}'s phone").format(seat=seat) if seat else tr("Phone")
        return Action(Kind.DEVICE_ADDED, pad.device, info=info, guid=PHONE_GUID)

    def phone_removed(self, number: int) -> Action | None:
        """A phone's socket closed (asleep, another app, no Wi-Fi): a pulled pad. A phone's return
        is told by its token alone, so its removal record has no SDL id to be newer than."""
        pad = self.phones.pop(number, None)
        if pad is None:
            return None
        self._removals += 1
        self.unplugged[pad.device] = (self._removals, -1)
        if len(self.unplugged) > UNPLUGGED_KEPT:
            del self.unplugged[next(iter(self.unplugged))]
        seat = self.seat_names.pop(pad.device, None)
        if seat:
            self._lost_seats[f"{PHONE_GUID}:{pad.serial}"] = seat
        info = tr("{seat}'s phone").format(seat=seat) if seat else tr("Phone")
        return Action(Kind.DEVICE_REMOVED, pad.device, info=info, guid=PHONE_GUID)

    # -- mapping a plain joystick ----------------------------------------------------------
    def map_joystick(self, device: str, line: str, remember: bool = True) -> bool:
        """Give a plain joystick an SDL mapping line and reopen it as a game controller now,
        with every other plain joystick of its GUID (identical pads share a mapping).

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
        twins = [p for p in self.pads.values() if p is not pad and p.guid == pad.guid and not p.is_controller]
        for twin in twins:
            self._reopen_as_controller(twin)
        return self._reopen_as_controller(pad)

    def _reopen_as_controller(self, pad: Pad) -> bool:
        """A plain joystick SDL has a mapping for now, opened as a controller under its old id."""
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
        self.bind(pad)
        return True


def controller_family(instance_id: int, guid: str, name: str = "") -> str:
    """The prompt family of an open controller: SDL's controller type first (right
    under Steam Input too), then the vendor id and the name; unknown makers are generic."""
    found = sdl_native.CONTROLLER_TYPES.get(sdl_native.controller_type(instance_id))
    return found or family_from_guid(guid, name)


def family_from_guid(guid: str, name: str = "") -> str:
    """Xbox, PlayStation or Nintendo from the USB vendor id inside an SDL GUID; else generic.

    SDL 2 GUIDs are 16 bytes, hex-encoded; for USB/Bluetooth devices bytes 4-5
    hold the little-endian vendor id.
    """
    if guid == PHONE_GUID:
        return PHONE
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
