"""The player's settings: their schema (types, ranges, defaults) and the file they live in."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, get_args

import msgspec

from .storage import JsonStore

Store = TypeVar("Store", bound=JsonStore)
Volume = Annotated[float, msgspec.Meta(ge=0.0, le=1.0)]
Width = Annotated[int, msgspec.Meta(ge=160, le=7680)]
Height = Annotated[int, msgspec.Meta(ge=90, le=4320)]
Coordinate = Annotated[int, msgspec.Meta(ge=-100_000, le=100_000)]

REPEAT_SPEEDS: dict[str, tuple[float, float]] = {
    # name: (delay before the first repeat, interval between repeats), seconds
    "slow": (0.50, 0.14),
    "normal": (0.35, 0.08),
    "fast": (0.22, 0.045),
}


RemapAction = Literal[
    "up", "down", "left", "right", "confirm", "back", "alt", "alt2", "pause", "select", "undo", "redo"
]
PadPosition = Literal["south", "east", "west", "north", "lb", "rb", "back"]
KeySpec = Annotated[str, msgspec.Meta(min_length=1, max_length=24)]  # "u", "ctrl+z", "f5"
DeadZone = Annotated[float, msgspec.Meta(ge=0.2, le=0.9)]
STICK_DEAD_ZONE = 0.55  # the default push a stick needs (fraction of full)
NAME_LEN, NAMED_SEATS = 8, 6  # a player's name fits every panel; one per seat colour


class Remaps(msgspec.Struct, forbid_unknown_fields=True):
    """The player's remapped controls: keyboard keys per action, pad positions per scope.

    A scope is a pad family ("xbox", "playstation", "nintendo", "generic") or
    "guid:<GUID>" for one pad. The binding table checks each remap again when
    it loads them (a clash is left out with a message), see bindings.BindingTable.
    """

    keyboard: dict[RemapAction, list[KeySpec]] = {}
    pads: dict[Annotated[str, msgspec.Meta(max_length=48)], dict[RemapAction, list[PadPosition]]] = {}


class PadPrefs(msgspec.Struct, forbid_unknown_fields=True):
    """One pad's own preferences, remembered by its GUID."""

    swap_ab: bool | None = None  # None: follow the Confirm button setting
    dead_zone: DeadZone = STICK_DEAD_ZONE


class Settings(msgspec.Struct):
    """settings.json: a value of the wrong type or out of range sets the whole file aside."""

    fullscreen: bool = True
    music_volume: Volume = 0.6
    sound_volume: Volume = 0.8
    scanlines: bool = False
    repeat_speed: Literal["slow", "normal", "fast"] = "normal"  # keys of REPEAT_SPEEDS
    swap_ab: bool = False  # A backs out, B confirms (Nintendo habit)
    teaching_marks: bool = True  # mark cells that hand the next player a black hole
    rumble: bool = True  # controllers rumble on big moments (the input branch's setting)
    phones: Literal["off", "joining", "always"] = "off"  # when the phone server starts (scenes/framework/phones.py)
    motion: Literal["full", "reduced"] = "full"  # reduced: no shake or confetti, shorter collapses
    flashes: bool = True  # off: no bursts of light (scenes/framework/effects.py)
    # "large": the smallest words 9 canvas px tall (27 px at 1080p), for a TV across the room;
    # "auto": large whenever the arcade is fullscreen, normal in a window
    text_size: Literal["auto", "normal", "large"] = "auto"
    controls: Remaps = msgspec.field(default_factory=Remaps)  # remapped keys and buttons
    pads: dict[Annotated[str, msgspec.Meta(max_length=80)], PadPrefs] = {}  # a pad (input.pref_key) -> its own
    # the players' names per seat ("": the seat's colour name), scenes/couch/seat_names.py
    seat_names: Annotated[
        list[Annotated[str, msgspec.Meta(max_length=NAME_LEN)]], msgspec.Meta(max_length=NAMED_SEATS)
    ] = []
    scaling: Literal["whole", "fill"] = "whole"  # whole pixels only, or fill the screen (smooth last step)
    screen_edge: Annotated[int, msgspec.Meta(ge=0, le=10)] = 5  # fullscreen: % of each side kept clear (TV overscan)
    display: Annotated[str, msgspec.Meta(max_length=200)] = ""  # the monitor for fullscreen, by name ("": first)
    # "system": the OS's language (scenes/framework/language.py), else one of its codes
    language: Literal["system", "en", "de", "fr", "es"] = "system"
    window_size: tuple[Width, Height] | None = None  # the window as the player left it
    window_position: tuple[Coordinate, Coordinate] | None = None


DEFAULTS: dict[str, Any] = msgspec.to_builtins(Settings())


def load_settings(config_dir: Path, store: type[Store] = JsonStore) -> Store:  # type: ignore[assignment]
    """``store``: the app passes a SharedJsonStore, so two running copies never undo each other."""
    return store(config_dir / "settings.json", Settings, label="settings file", repair=repair_settings)


def repair_settings(raw: Any) -> tuple[Any, list[str]]:
    """Unknown remaps dropped, and players' names that do not fit (a hand edit) forgotten: one such
    entry must not reset every setting."""
    raw, dropped = drop_unknown_remaps(raw)
    names = raw.get("seat_names") if isinstance(raw, dict) else None
    if names is not None:
        fits = isinstance(names, list) and len(names) <= NAMED_SEATS
        if not fits or not all(isinstance(n, str) and len(n) <= NAME_LEN for n in names):
            del raw["seat_names"]
            dropped.append("the players' names")
    return raw, dropped


def drop_unknown_remaps(raw: Any) -> tuple[Any, list[str]]:
    """The settings without remaps of actions or pad buttons this version does not know (a newer
    version's, a hand edit), and their names: one such entry must not reset every setting."""
    actions, positions = set(get_args(RemapAction)), set(get_args(PadPosition))
    dropped: list[str] = []
    controls = raw.get("controls") if isinstance(raw, dict) else None
    if not isinstance(controls, dict):
        return raw, dropped
    keyboard = controls.get("keyboard")
    if isinstance(keyboard, dict):
        for action in [a for a in keyboard if a not in actions]:
            dropped.append(f"the key remap of {str(action)[:24]!r}")
            del keyboard[action]
    pads = controls.get("pads")
    for scope, remaps in pads.items() if isinstance(pads, dict) else ():
        if not isinstance(remaps, dict):
            continue
        for action in list(remaps):
            known = isinstance(remaps[action], list) and all(p in positions for p in remaps[action])
            if action not in actions or not known:
                dropped.append(f"the {str(scope)[:24]} remap of {str(action)[:24]!r}")
                del remaps[action]
    return raw, dropped
