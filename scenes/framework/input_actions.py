"""The input layer's vocabulary: the semantic actions every device becomes, and device ids.

A device id names what a person holds: "kb" (the keyboard and the mouse, as
one seat's device; the mouse's own actions say "mouse"), "pad:<n>" (an SDL
game controller by instance id), "joy:<n>" (a plain joystick) and "app" (the
window itself), and "phone:<n>" (a phone's web page, scenes/framework/input_phones.py).
A new kind of device brings its own prefix and produces the same actions.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


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
DEVICE_EVENTS = (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED)
KEYBOARD = "kb"  # the keyboard and the mouse, as one seat's device
PHONE = "phone"  # a phone's device id prefix and glyph family
PHONE_GUID = "phone"  # what a phone's seat remembers as its model (its token's hash is its serial)


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


def seat_device(device: str) -> str:
    """The device a person holds: the mouse belongs with the keyboard ("kb")."""
    return KEYBOARD if device in ("kb", "mouse") else device
