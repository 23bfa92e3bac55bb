"""A virtual game controller made by SDL itself, through ctypes.

``SDL_JoystickAttachVirtualEx`` on the SDL library that pygame-ce loaded makes
a real device: CONTROLLERDEVICEADDED, button, axis and removal events come
through SDL's own pipeline, exactly as from a pad on a USB port. The pad
also registers SDL's Rumble, SetLED and SetPlayerIndex callbacks, so a test
sees exactly what the app asked of it (``rumbles``, ``leds``, ``player_indices``).
"""

from __future__ import annotations

import ctypes
import glob
import os

import pygame

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_JOYSTICK_TYPE_UNKNOWN = 0
BUTTONS = {  # SDL_GameControllerButton order
    "a": 0,
    "b": 1,
    "x": 2,
    "y": 3,
    "back": 4,
    "guide": 5,
    "start": 6,
    "leftstick": 7,
    "rightstick": 8,
    "lb": 9,
    "rb": 10,
    "up": 11,
    "down": 12,
    "left": 13,
    "right": 14,
}
AXES = {"leftx": 0, "lefty": 1, "rightx": 2, "righty": 3, "lt": 4, "rt": 5}
# the four families a couch test uses: Xbox One S, DualShock 4, Switch Pro, and a generic
# DragonRise-style USB pad (0079:0011, the £10 unbranded kind)
VENDORS = {"xbox": 0x045E, "playstation": 0x054C, "nintendo": 0x057E, "generic": 0x0079}
PRODUCTS = {"xbox": 0x02EA, "playstation": 0x09CC, "nintendo": 0x2009, "generic": 0x0011}


SET_PLAYER_INDEX = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int)
RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)
SET_LED = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint8, ctypes.c_uint8)


class _Desc(ctypes.Structure):
    _fields_ = [
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    ]


def sdl_library() -> ctypes.CDLL:
    """The SDL2 shared library that pygame-ce itself loaded (same process handle)."""
    base = os.path.dirname(pygame.__file__)
    libs = glob.glob(os.path.join(os.path.dirname(base), "pygame_ce.libs", "libSDL2-*.so*"))
    if not libs:
        raise RuntimeError("pygame-ce's bundled SDL2 was not found")
    lib = ctypes.CDLL(libs[0])
    lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_Desc)]
    lib.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickInstanceID.restype = ctypes.c_int32
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int32
    lib.SDL_NumJoysticks.restype = ctypes.c_int
    lib.SDL_JoystickDetachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_GetError.restype = ctypes.c_char_p
    return lib


class VirtualPad:
    """A virtual controller (``controller=True``) or a plain joystick with a hat.

    Use as a context manager or call ``unplug()``; ``plug()`` attaches it
    again (a new instance id, as with a real re-plug).
    """

    def __init__(
        self,
        family: str = "xbox",
        controller: bool = True,
        name: str | None = None,
        feedback: bool = True,
        buttons: int = 4,
        vendor: int | None = None,
        product: int | None = None,
    ) -> None:
        self.lib = sdl_library()
        self.feedback = feedback  # offer rumble, a light bar and player lamps
        self.rumbles: list[tuple[int, int]] = []  # (low, high) motor speeds asked for
        self.leds: list[tuple[int, int, int]] = []
        self.player_indices: list[int] = []
        # ctypes callbacks must outlive the device: keep them on the pad
        self._callbacks = (
            SET_PLAYER_INDEX(lambda _u, i: self.player_indices.append(i)),
            RUMBLE(self._on_rumble),
            SET_LED(self._on_led),
        )
        self.family = family
        self.controller = controller
        self.joy_buttons = buttons  # a plain joystick's button count (a cheap pad has 10-12)
        self.vendor = vendor if vendor is not None else VENDORS.get(family, 0x1234)
        self.product = product if product is not None else PRODUCTS.get(family, 0x0001)
        self.name = (name or f"Virtual {family} pad").encode()
        self.index: int | None = None
        self.handle: int | None = None
        self.instance_id: int | None = None

    def plug(self) -> "VirtualPad":
        desc = _Desc()
        desc.version = 1
        if self.controller:
            desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER
            desc.naxes, desc.nbuttons, desc.nhats = 6, 15, 0
            desc.button_mask = (1 << 15) - 1
            desc.axis_mask = (1 << 6) - 1
        else:
            desc.type = SDL_JOYSTICK_TYPE_UNKNOWN
            desc.naxes, desc.nbuttons, desc.nhats = 2, self.joy_buttons, 1
        desc.vendor_id = self.vendor
        desc.product_id = self.product
        desc.name = self.name
        if self.feedback:
            desc.SetPlayerIndex, desc.Rumble, desc.SetLED = (
                ctypes.cast(cb, ctypes.c_void_p).value for cb in self._callbacks
            )
        index = self.lib.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise RuntimeError(f"SDL_JoystickAttachVirtualEx failed: {self.lib.SDL_GetError()!r}")
        self.index = index
        self.handle = self.lib.SDL_JoystickOpen(index)
        if not self.handle:
            raise RuntimeError(f"SDL_JoystickOpen failed: {self.lib.SDL_GetError()!r}")
        self.instance_id = self.lib.SDL_JoystickInstanceID(self.handle)
        return self

    def unplug(self) -> None:
        if self.handle is None:
            return
        iid = self.instance_id
        self.lib.SDL_JoystickClose(self.handle)
        self.handle = None
        # the device index may have moved; find ours by instance id
        for i in range(self.lib.SDL_NumJoysticks()):
            if self.lib.SDL_JoystickGetDeviceInstanceID(i) == iid:
                self.lib.SDL_JoystickDetachVirtual(i)
                break

    def __enter__(self) -> "VirtualPad":
        return self.plug()

    def __exit__(self, *exc: object) -> None:
        self.unplug()

    def _on_rumble(self, _userdata: object, low: int, high: int) -> int:
        self.rumbles.append((low, high))
        return 0

    def _on_led(self, _userdata: object, r: int, g: int, b: int) -> int:
        self.leds.append((r, g, b))
        return 0

    # -- input ---------------------------------------------------------------------
    def set_button(self, name: str, down: bool) -> None:
        button = BUTTONS[name] if self.controller else {"a": 0, "b": 1, "x": 2, "y": 3}[name]
        self.lib.SDL_JoystickSetVirtualButton(self.handle, button, 1 if down else 0)

    def set_raw_button(self, number: int, down: bool) -> None:
        """A plain joystick's button by number (0-based), as SDL numbers them."""
        self.lib.SDL_JoystickSetVirtualButton(self.handle, number, 1 if down else 0)

    def set_axis(self, name: str, value: int) -> None:
        axis = AXES[name] if self.controller else {"leftx": 0, "lefty": 1}[name]
        self.lib.SDL_JoystickSetVirtualAxis(self.handle, axis, int(max(-32768, min(32767, value))))

    def set_hat(self, value: int) -> None:
        """SDL hat bits: 1 up, 2 right, 4 down, 8 left (plain joysticks)."""
        self.lib.SDL_JoystickSetVirtualHat(self.handle, 0, value)
