"""Which physical pad a device is: its GUID, and its serial number and path where SDL gives them.

The GUID names the model (vendor, product, a checksum of the name); the serial
(most PlayStation and Nintendo pads, over USB and Bluetooth) tells two pads of
one model apart; the path (the port it is on) is a tie-break between pads SDL
cannot otherwise tell apart. Read through ctypes on pygame-ce's own SDL
(scenes/framework/sdl_native.py), so the very devices pygame-ce opened are
asked; without the library the GUID alone is used.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING

from scenes.couch.seating import Connected, PadId
from scenes.framework import sdl_native

if TYPE_CHECKING:
    from scenes.framework.input import InputLayer, Pad


def _text(name: str, instance_id: int) -> str:
    """One of SDL's per-joystick strings (``SDL_JoystickGetSerial``, ``SDL_JoystickPath``), or ""."""
    lib = sdl_native.sdl_library()
    if lib is None:
        return ""
    fn, handle_of = getattr(lib, name, None), getattr(lib, "SDL_JoystickFromInstanceID", None)
    if fn is None or handle_of is None:
        return ""
    fn.argtypes, fn.restype = [ctypes.c_void_p], ctypes.c_char_p
    handle = handle_of(instance_id)
    if not handle:
        return ""
    raw = fn(handle)
    return raw.decode("utf-8", "replace") if raw else ""


def pad_id(pad: Pad) -> PadId:
    """The identity of a connected pad (two short SDL calls: cheap enough to ask every frame)."""
    return PadId(pad.guid, _text("SDL_JoystickGetSerial", pad.instance_id), _text("SDL_JoystickPath", pad.instance_id))


def connected(input_layer: InputLayer) -> list[Connected]:
    """Every pad plugged in now, oldest first (SDL instance ids only grow)."""
    pads = sorted(input_layer.pads.values(), key=lambda p: p.instance_id)
    return [Connected(p.device, pad_id(p), p.instance_id) for p in pads]
