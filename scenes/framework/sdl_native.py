"""The few SDL2 calls pygame-ce does not wrap, made through ctypes on its own library.

pygame-ce wraps rumble and the light bar but not the player index (the lamps
on a pad that shows which player it is), the controller type (what kind of pad
SDL thinks it is, right even under Steam Input, where every pad reports Valve's
vendor id) or loading a file of controller mappings. Those calls must reach the very SDL
library pygame-ce loaded (same process-wide state, same opened devices), so
the library is looked up where pygame-ce's wheels keep it, and its version
is checked against the one pygame-ce reports. Anything missing makes the
helpers return False instead of failing: a pad without lamps just does without.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os
import sys
from collections.abc import Iterator
from functools import lru_cache

import pygame


class _Guid(ctypes.Structure):
    _fields_ = [("data", ctypes.c_uint8 * 16)]


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8), ("patch", ctypes.c_uint8)]


def _loaded() -> list[str]:
    """On Linux, the SDL2 this process has already mapped (whatever folder it came from)."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            paths = {line.split(None, 5)[-1].strip() for line in maps if "libSDL2-" in line or "libSDL2." in line}
    except OSError:
        return []
    return sorted(p for p in paths if os.path.isabs(p))


def _candidates() -> Iterator[str]:
    """Where pygame-ce keeps its SDL2: already loaded, a frozen bundle's folder, the wheels, then the system.

    One at a time, as :func:`sdl_library` tries them: the system's search (``find_library``
    runs ldconfig, or gcc and ld, as child processes: 20-50 ms) only when none before was it."""
    base = os.path.dirname(pygame.__file__)
    yield from _loaded()
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller: every library sits under one folder
    if bundle:
        for pattern in ("libSDL2-*.so*", "libSDL2*.dylib", "SDL2.dll", "pygame_ce.libs/libSDL2-*.so*"):
            yield from sorted(glob.glob(os.path.join(bundle, pattern)))
    for pattern in (
        os.path.join(os.path.dirname(base), "pygame_ce.libs", "libSDL2-*.so*"),
        os.path.join(base, ".dylibs", "libSDL2*.dylib"),
        os.path.join(base, "SDL2.dll"),
    ):
        yield from sorted(glob.glob(pattern))
    system = ctypes.util.find_library("SDL2")
    if system:
        yield system


@lru_cache(maxsize=1)
def sdl_library() -> ctypes.CDLL | None:
    """pygame-ce's SDL2 (the same version it reports), or None when it cannot be found."""
    want = tuple(pygame.get_sdl_version())
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            version = _Version()
            lib.SDL_GetVersion(ctypes.byref(version))
        except (OSError, AttributeError):
            continue
        if (version.major, version.minor, version.patch) == want:
            _declare(lib)
            return lib
    return None


def _declare(lib: ctypes.CDLL) -> None:
    for name, args, res in (
        ("SDL_GameControllerFromInstanceID", [ctypes.c_int32], ctypes.c_void_p),
        ("SDL_GameControllerSetPlayerIndex", [ctypes.c_void_p, ctypes.c_int], None),
        ("SDL_GameControllerGetPlayerIndex", [ctypes.c_void_p], ctypes.c_int),
        ("SDL_JoystickFromInstanceID", [ctypes.c_int32], ctypes.c_void_p),
        ("SDL_JoystickSetPlayerIndex", [ctypes.c_void_p, ctypes.c_int], None),
        ("SDL_JoystickGetPlayerIndex", [ctypes.c_void_p], ctypes.c_int),
        ("SDL_GameControllerGetType", [ctypes.c_void_p], ctypes.c_int),
        ("SDL_GameControllerAddMapping", [ctypes.c_char_p], ctypes.c_int),
        ("SDL_GameControllerAddMappingsFromRW", [ctypes.c_void_p, ctypes.c_int], ctypes.c_int),
        ("SDL_GameControllerNumMappings", [], ctypes.c_int),
        ("SDL_GameControllerMappingForGUID", [_Guid], ctypes.c_void_p),
        ("SDL_JoystickGetGUIDFromString", [ctypes.c_char_p], _Guid),
        ("SDL_JoystickGetDeviceInstanceID", [ctypes.c_int], ctypes.c_int32),
        ("SDL_NumJoysticks", [], ctypes.c_int),
        ("SDL_GameControllerOpen", [ctypes.c_int], ctypes.c_void_p),
        ("SDL_GameControllerClose", [ctypes.c_void_p], None),
        ("SDL_GameControllerNameForIndex", [ctypes.c_int], ctypes.c_char_p),
        ("SDL_GameControllerRumble", [ctypes.c_void_p, *[ctypes.c_uint16] * 2, ctypes.c_uint32], ctypes.c_int),
        ("SDL_GameControllerSetLED", [ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint8, ctypes.c_uint8], ctypes.c_int),
        ("SDL_JoystickGetDeviceGUID", [ctypes.c_int], _Guid),
        ("SDL_JoystickGetGUIDString", [_Guid, ctypes.c_char_p, ctypes.c_int], None),
        ("SDL_RWFromFile", [ctypes.c_char_p, ctypes.c_char_p], ctypes.c_void_p),
        ("SDL_GetPlatform", [], ctypes.c_char_p),
        ("SDL_GetError", [], ctypes.c_char_p),
        ("SDL_free", [ctypes.c_void_p], None),
    ):
        fn = getattr(lib, name, None)
        if fn is not None:
            fn.argtypes, fn.restype = args, res


def _handle(lib: ctypes.CDLL, instance_id: int, controller: bool) -> int | None:
    name = "SDL_GameControllerFromInstanceID" if controller else "SDL_JoystickFromInstanceID"
    fn = getattr(lib, name, None)
    return fn(instance_id) if fn is not None else None


def set_player_index(instance_id: int, controller: bool, index: int) -> bool:
    """Show player ``index`` (0-based; -1 clears) on the pad's lamps; False when impossible."""
    lib = sdl_library()
    if lib is None:
        return False
    handle = _handle(lib, instance_id, controller)
    fn = getattr(lib, "SDL_GameControllerSetPlayerIndex" if controller else "SDL_JoystickSetPlayerIndex", None)
    if not handle or fn is None:
        return False
    fn(handle, index)
    return True


def player_index(instance_id: int, controller: bool) -> int:
    """The SDL player slot of an open device (-1 when unknown)."""
    lib = sdl_library()
    if lib is None:
        return -1
    handle = _handle(lib, instance_id, controller)
    fn = getattr(lib, "SDL_GameControllerGetPlayerIndex" if controller else "SDL_JoystickGetPlayerIndex", None)
    if not handle or fn is None:
        return -1
    return int(fn(handle))


def joystick_text(name: str, instance_id: int) -> str:
    """One of SDL's per-joystick strings of an open device (``SDL_JoystickGetSerial``,
    ``SDL_JoystickPath``), or "" when SDL has none (a virtual pad, an old SDL)."""
    lib = sdl_library()
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


def open_controller(index: int) -> int | None:
    """Open the game controller at ``index`` directly (SDL then sends its events); the pointer to
    close it with, or None. For when pygame-ce hands back a stale object (input.py says when)."""
    lib = sdl_library()
    fn = getattr(lib, "SDL_GameControllerOpen", None) if lib is not None else None
    handle = fn(index) if fn is not None else None
    return int(handle) if handle else None


def device_guid(index: int) -> str:
    """The GUID of the device at ``index`` as SDL writes it (32 hex digits), "" when unknown."""
    lib = sdl_library()
    get = getattr(lib, "SDL_JoystickGetDeviceGUID", None) if lib is not None else None
    write = getattr(lib, "SDL_JoystickGetGUIDString", None) if lib is not None else None
    if get is None or write is None:
        return ""
    text = ctypes.create_string_buffer(33)
    write(get(index), text, 33)
    return text.value.decode("ascii", "replace")


def controller_name(index: int) -> str:
    lib = sdl_library()
    fn = getattr(lib, "SDL_GameControllerNameForIndex", None) if lib is not None else None
    name = fn(index) if fn is not None else None
    return name.decode("utf-8", "replace") if name else ""


class NativeController:
    """A game controller opened through SDL itself, with what the input layer asks of a pad's
    handle (rumble, a light bar, quit): for when pygame-ce hands back its object of a pad that
    is gone (input.py says when), which left the new pad unopened and unseen."""

    def __init__(self, pointer: int) -> None:
        self.pointer: int | None = pointer

    def rumble(self, low: float, high: float, ms: int) -> bool:
        lib = sdl_library()
        fn = getattr(lib, "SDL_GameControllerRumble", None) if lib is not None else None
        if fn is None or self.pointer is None:
            return False
        return fn(self.pointer, int(low * 0xFFFF), int(high * 0xFFFF), max(0, int(ms))) == 0

    def set_led(self, colour: tuple[int, ...]) -> bool:
        lib = sdl_library()
        fn = getattr(lib, "SDL_GameControllerSetLED", None) if lib is not None else None
        if fn is None or self.pointer is None:
            return False
        return fn(self.pointer, colour[0], colour[1], colour[2]) == 0

    def quit(self) -> None:
        if self.pointer is not None:
            close_controller(self.pointer)
            self.pointer = None


def close_controller(handle: int) -> None:
    lib = sdl_library()
    fn = getattr(lib, "SDL_GameControllerClose", None) if lib is not None else None
    if fn is not None:
        fn(handle)


def device_instance_id(index: int) -> int | None:
    """The instance id of the device at ``index`` without opening it (None when unknown):
    device indices shift as pads go, so an added event's index can point at another pad."""
    lib = sdl_library()
    fn = getattr(lib, "SDL_JoystickGetDeviceInstanceID", None) if lib is not None else None
    if fn is None:
        return None
    return int(fn(index))


# SDL_GameControllerType -> the prompt family (anything else: generic)
CONTROLLER_TYPES = {
    1: "xbox",  # Xbox 360
    2: "xbox",  # Xbox One / Series
    3: "playstation",  # PS3
    4: "playstation",  # PS4
    7: "playstation",  # PS5
    5: "nintendo",  # Switch Pro
    11: "nintendo",  # Joy-Con (L)
    12: "nintendo",  # Joy-Con (R)
    13: "nintendo",  # Joy-Con pair
}


def controller_type(instance_id: int) -> int:
    """SDL's SDL_GameControllerType of an open controller (0, unknown, when it cannot tell)."""
    lib = sdl_library()
    fn = getattr(lib, "SDL_GameControllerGetType", None) if lib is not None else None
    if lib is None or fn is None:
        return 0
    handle = _handle(lib, instance_id, True)
    return int(fn(handle)) if handle else 0


def platform() -> str:
    """SDL's platform name ("Linux", "Windows", "Mac OS X"), as mapping lines spell it."""
    lib = sdl_library()
    fn = getattr(lib, "SDL_GetPlatform", None) if lib is not None else None
    return fn().decode() if fn is not None else "Linux"


def add_mappings_file(path: str) -> int:
    """Load a gamecontrollerdb-format file (lines for other platforms are skipped by SDL).

    Returns how many mappings SDL took, or -1 when the file or SDL cannot be read.
    """
    lib = sdl_library()
    if lib is None or getattr(lib, "SDL_GameControllerAddMappingsFromRW", None) is None:
        return -1
    rw = lib.SDL_RWFromFile(os.fsencode(path), b"rb")
    if not rw:
        return -1
    return int(lib.SDL_GameControllerAddMappingsFromRW(rw, 1))  # 1: SDL closes the file


def add_mapping(line: str) -> bool:
    """Give SDL one mapping line (``GUID,name,a:b0,...``); False when it refuses it."""
    lib = sdl_library()
    if lib is None or getattr(lib, "SDL_GameControllerAddMapping", None) is None:
        return False
    return int(lib.SDL_GameControllerAddMapping(line.encode("utf-8"))) >= 0


def mapping_for_guid(guid: str) -> str | None:
    """The mapping SDL holds for a GUID (hex string), or None."""
    lib = sdl_library()
    if lib is None or getattr(lib, "SDL_GameControllerMappingForGUID", None) is None:
        return None
    ptr = lib.SDL_GameControllerMappingForGUID(lib.SDL_JoystickGetGUIDFromString(guid.encode()))
    if not ptr:
        return None
    text = ctypes.string_at(ptr).decode("utf-8", "replace")
    lib.SDL_free(ptr)
    return text


def mapping_count() -> int:
    lib = sdl_library()
    fn = getattr(lib, "SDL_GameControllerNumMappings", None) if lib is not None else None
    return int(fn()) if fn is not None else 0


def device_index(instance_id: int) -> int:
    """The SDL device index of a connected joystick (-1 when it is gone)."""
    lib = sdl_library()
    if lib is None or getattr(lib, "SDL_NumJoysticks", None) is None:
        return -1
    for i in range(int(lib.SDL_NumJoysticks())):
        if int(lib.SDL_JoystickGetDeviceInstanceID(i)) == instance_id:
            return i
    return -1


class _RendererInfo(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("flags", ctypes.c_uint32),
        ("num_texture_formats", ctypes.c_uint32),
        ("texture_formats", ctypes.c_uint32 * 16),
        ("max_texture_width", ctypes.c_int),
        ("max_texture_height", ctypes.c_int),
    ]


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


RENDERER_SOFTWARE, RENDERER_ACCELERATED, RENDERER_PRESENTVSYNC = 0x1, 0x2, 0x4


def renderer_info(window_id: int) -> tuple[str, int] | None:
    """(driver name, SDL_RENDERER_* flags) of the renderer on a window: pygame-ce does not say
    whether it got a GPU or vsync, and the bench and the notices want to know."""
    lib = sdl_library()
    if lib is None:
        return None
    lib.SDL_GetWindowFromID.argtypes, lib.SDL_GetWindowFromID.restype = [ctypes.c_uint32], ctypes.c_void_p
    lib.SDL_GetRenderer.argtypes, lib.SDL_GetRenderer.restype = [ctypes.c_void_p], ctypes.c_void_p
    lib.SDL_GetRendererInfo.argtypes = [ctypes.c_void_p, ctypes.POINTER(_RendererInfo)]
    lib.SDL_GetRendererInfo.restype = ctypes.c_int
    window = lib.SDL_GetWindowFromID(window_id)
    renderer = lib.SDL_GetRenderer(window) if window else None
    info = _RendererInfo()
    if not renderer or lib.SDL_GetRendererInfo(renderer, ctypes.byref(info)) != 0:
        return None
    return (info.name or b"?").decode("ascii", "replace"), int(info.flags)


def display_names() -> list[str]:
    """The monitors' names as SDL reports them (e.g. 'LG TV'), in SDL's order; numbered when unknown."""
    count = pygame.display.get_num_displays() if pygame.display.get_init() else 0
    lib = sdl_library()
    names = []
    for index in range(count):
        name = None
        if lib is not None:
            lib.SDL_GetDisplayName.argtypes, lib.SDL_GetDisplayName.restype = [ctypes.c_int], ctypes.c_char_p
            raw = lib.SDL_GetDisplayName(index)
            name = raw.decode("utf-8", "replace") if raw else None
        names.append(name or f"Display {index + 1}")
    return names


def display_bounds(index: int) -> tuple[int, int, int, int] | None:
    """x, y, w, h of a monitor on the desktop (where to put a window so it goes fullscreen there)."""
    lib = sdl_library()
    if lib is None:
        return None
    lib.SDL_GetDisplayBounds.argtypes = [ctypes.c_int, ctypes.POINTER(_Rect)]
    lib.SDL_GetDisplayBounds.restype = ctypes.c_int
    rect = _Rect()
    if lib.SDL_GetDisplayBounds(index, ctypes.byref(rect)) != 0:
        return None
    return rect.x, rect.y, rect.w, rect.h
