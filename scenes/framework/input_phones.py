"""Phones as devices: what the phone server heard, drained once a frame into the input layer's actions.

The phone server (phone_server.py) runs on its own thread and only queues
what phones do; here, on the game's thread and only inside ``InputLayer.poll``,
a seated phone becomes a device ``phone:<n>`` in the hot-plug registry (a
``DEVICE_ADDED``, as a pad plugged in), its presses the same actions a pad's
buttons make (a held direction repeats like a held d-pad) and its socket
closing a ``DEVICE_REMOVED``. So every couch rule for pads holds for phones
unchanged. What goes back (a buzz, the seat's colour, shape and name, "your
turn") leaves through the phone's handle, as a pad's rumble and light bar do.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Protocol

from .input_actions import Action, Kind
from .input_devices import Devices
from .input_events import Translator
from .phone_protocol import Inbound

ACTION_KINDS = {
    "confirm": Kind.CONFIRM,
    "back": Kind.BACK,
    "up": Kind.UP,
    "down": Kind.DOWN,
    "left": Kind.LEFT,
    "right": Kind.RIGHT,
    "alt": Kind.ALT,
    "hint": Kind.ALT2,  # the Y button: the binding table's "Hint / extra"
    "pause": Kind.PAUSE,
    "undo": Kind.UNDO,
    "redo": Kind.REDO,
}


class Link(Protocol):
    """What the input layer needs of the phone server: its queue, and a way to answer a phone."""

    @property
    def inbox(self) -> queue.SimpleQueue[Inbound]: ...

    def send(self, phone: int, message: dict[str, object]) -> None: ...


class PhoneHandle:
    """A phone's stand-in for a pad's SDL handle: rumble buzzes it, the light bar and lamps tell
    it its seat (colour, number, hence shape), naming the seat tells it the name."""

    def __init__(self, link: Link, number: int) -> None:
        self.link, self.number = link, number
        self.seat = -1
        self.colour: tuple[int, int, int] = (170, 170, 190)
        self.name = ""
        self.turn = False

    def rumble(self, low: float, high: float, ms: int) -> bool:
        if max(low, high) <= 0 or ms <= 0:
            return True
        self.link.send(self.number, {"t": "buzz", "ms": min(int(ms), 1000)})
        return True

    def set_led(self, colour: object) -> bool:
        r, g, b = list(colour)[:3]  # type: ignore[call-overload]  # a pygame.Color or an (r, g, b)
        self.colour = (int(r), int(g), int(b))
        self._tell()
        return True

    def set_player_index(self, index: int) -> bool:
        self.seat = index
        self._tell()
        return True

    def set_name(self, name: str) -> None:
        self.name = name
        self._tell()

    def set_turn(self, on: bool) -> None:
        if on != self.turn:
            self.turn = on
            self.link.send(self.number, {"t": "turn", "on": on})

    def _tell(self) -> None:
        r, g, b = self.colour
        seat = {"t": "seat", "seat": self.seat, "name": self.name if self.seat >= 0 else ""}
        self.link.send(self.number, {**seat, "colour": f"#{r:02x}{g:02x}{b:02x}"})


class Phones:
    """The phones side of the input layer: ``drain`` once a frame turns the server's queue into actions."""

    def __init__(self, devices: Devices, events: Translator) -> None:
        self.devices, self.events = devices, events
        self.link: Link | None = None
        self.observe: Callable[[Inbound, float], None] | None = None  # the benchmark's probe

    def attach(self, link: Link | None) -> list[Action]:
        """Listen to a (new) phone server; the phones of the old one leave as pulled pads."""
        gone = [a for n in list(self.devices.phones) if (a := self._leave(n)) is not None]
        self.link = link
        return gone

    def drain(self, now: float) -> list[Action]:
        if self.link is None:
            return []
        inbox = self.link.inbox
        out: list[Action] = []
        while True:
            try:
                item = inbox.get_nowait()
            except queue.Empty:
                return out
            if self.observe is not None:
                self.observe(item, now)
            if item.kind == "join":
                out.append(self.devices.phone_added(item.phone, item.token, PhoneHandle(self.link, item.phone)))
            elif item.kind == "leave":
                gone = self._leave(item.phone)
                if gone is not None:
                    out.append(gone)
            elif item.phone in self.devices.phones:
                out += self._press(item, now)

    def _press(self, item: Inbound, now: float) -> list[Action]:
        kind = ACTION_KINDS.get(item.action)
        if kind is None:
            return []
        device = f"phone:{item.phone}"
        source = f"phone.{item.action}"
        if not item.down:
            self.events.release(device, source)
            return []
        action = self.events.press(device, source, kind, now)
        return [action] if action is not None else []

    def _leave(self, number: int) -> Action | None:
        gone = self.devices.phone_removed(number)
        if gone is not None:
            self.events.forget(gone.device)
        return gone
