"""Who sits where on the couch: each person seat bound to one input device.

The join screen fills a :class:`Seating`; the play scene asks it whether an
input may play now (only the device of the seat on turn may) and whose
device pressed what. A seat's device is the controller's id ("pad:3") or
"kb" for the keyboard and mouse together. When every person seat is bound to
the same device, that device plays them all (hot-seat). Computer seats have
no device. Nothing here knows a game.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

KEYBOARD = "kb"


def device_of(action_device: str) -> str:
    """The seat-binding name of an action's device: keyboard and mouse are one player."""
    return KEYBOARD if action_device in ("kb", "mouse") else action_device


@dataclass(frozen=True)
class Seat:
    device: str | None          # None: a computer seat, or a person seat no device holds yet
    guid: str = ""               # the pad's GUID, so the same pad plugged back in gets the seat back
    person: bool = True


@dataclass(frozen=True)
class Seating:
    seats: tuple[Seat, ...]

    @classmethod
    def hot_seat(cls, people: list[bool], device: str = KEYBOARD) -> "Seating":
        """Every person seat played from one device (the setup screen without joining)."""
        return cls(tuple(Seat(device if p else None, person=p) for p in people))

    @property
    def devices(self) -> set[str]:
        return {s.device for s in self.seats if s.person and s.device is not None}

    @property
    def shared(self) -> bool:
        """One device (or none) plays every person seat: hot-seat, anyone may press."""
        return len(self.devices) <= 1

    def seat_of(self, device: str) -> int | None:
        """The first person seat ``device`` holds (None when it holds none)."""
        name = device_of(device)
        for i, s in enumerate(self.seats):
            if s.person and s.device == name:
                return i
        return None

    def may_play(self, seat: int, device: str) -> bool:
        """Whether ``device`` may play for ``seat`` now."""
        s = self.seats[seat]
        if not s.person:
            return False
        return self.shared or s.device == device_of(device)

    def seat_lost(self, device: str) -> int | None:
        """The person seat whose device was pulled, if a seat held it."""
        return self.seat_of(device)

    def rebind(self, seat: int, device: str, guid: str = "") -> "Seating":
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], device=device_of(device), guid=guid or seats[seat].guid)
        return Seating(tuple(seats))

    def seat_for_guid(self, guid: str) -> int | None:
        """The seat a re-plugged pad held (by its GUID)."""
        if not guid:
            return None
        for i, s in enumerate(self.seats):
            if s.person and s.guid == guid:
                return i
        return None
