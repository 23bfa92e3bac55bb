"""Who sits where on the couch: each person seat bound to one input device.

The join screen fills a :class:`Seating`; the play scene asks it whether an
input may play now (only the device of the seat on turn may) and whose
device pressed what. A seat's device is the controller's id ("pad:3") or
"kb" for the keyboard and mouse together. When every person seat is bound to
the same device, that device plays them all (hot-seat). Computer seats have
no device. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from scenes.framework.input import KEYBOARD, seat_device


class Binding(Protocol):
    """What the join screen hands back per seat (scenes/couch/join.py SeatBinding)."""

    @property
    def device(self) -> str | None: ...

    @property
    def level(self) -> int: ...

    @property
    def guid(self) -> str: ...


@dataclass(frozen=True)
class Seat:
    device: str | None  # None: a computer seat, or a person seat no device holds yet
    guid: str = ""  # the pad's GUID, so the same pad plugged back in gets the seat back
    person: bool = True


@dataclass(frozen=True)
class Seating:
    seats: tuple[Seat, ...]

    @classmethod
    def hot_seat(cls, people: list[bool], device: str = KEYBOARD) -> "Seating":
        """Every person seat played from one device (the setup screen without joining)."""
        return cls(tuple(Seat(device if p else None, person=p) for p in people))

    @classmethod
    def from_bindings(cls, bindings: Iterable[Binding]) -> "Seating":
        """The seats the join screen filled: level 0 a person on its device, 1-3 the computer."""
        return cls(
            tuple(
                Seat(
                    seat_device(b.device) if b.device is not None and b.level == 0 else None,
                    b.guid if b.level == 0 else "",
                    person=b.level == 0,
                )
                for b in bindings
            )
        )

    @property
    def devices(self) -> set[str]:
        return {s.device for s in self.seats if s.person and s.device is not None}

    @property
    def shared(self) -> bool:
        """One device (or none) plays every person seat: hot-seat, anyone may press."""
        return len(self.devices) <= 1

    def seat_of(self, device: str) -> int | None:
        """The first person seat ``device`` holds (None when it holds none)."""
        name = seat_device(device)
        for i, s in enumerate(self.seats):
            if s.person and s.device == name:
                return i
        return None

    def may_play(self, seat: int, device: str) -> bool:
        """Whether ``device`` may play for ``seat`` now."""
        s = self.seats[seat]
        if not s.person:
            return False
        return self.shared or s.device == seat_device(device)

    def seat_lost(self, device: str) -> int | None:
        """The person seat whose device was pulled, if a seat held it."""
        return self.seat_of(device)

    def device_for(self, seat: int) -> str | None:
        """The device that plays ``seat`` (None: the computer, or nobody holds it)."""
        s = self.seats[seat]
        return s.device if s.person else None

    def rebind(self, seat: int, device: str, guid: str = "") -> "Seating":
        """``device`` plays ``seat`` now; every other seat the seat's old device held
        (hot-seat) moves with it, so one re-plugged pad gets all its seats back."""
        old = self.seats[seat].device
        seats = list(self.seats)
        for i, s in enumerate(seats):
            if i == seat or (old is not None and s.person and s.device == old):
                seats[i] = replace(s, device=seat_device(device), guid=guid or s.guid)
        return Seating(tuple(seats))

    def to_json(self) -> list[dict[str, object]]:
        """Who sat where, for a kept game: GUIDs, the keyboard, and seats sharing a device."""
        out: list[dict[str, object]] = []
        for i, s in enumerate(self.seats):
            same = next((j for j in range(i) if s.device is not None and self.seats[j].device == s.device), -1)
            out.append({"person": s.person, "guid": s.guid, "kb": s.device == KEYBOARD, "same": same})
        return out

    def missing(self, present: Iterable[str]) -> list[int]:
        """Person seats whose device is no longer connected."""
        here = {seat_device(d) for d in present}
        return [i for i, s in enumerate(self.seats) if s.person and s.device is not None and s.device not in here]


def restore_seating(raw: object, pads: Iterable[tuple[str, str]]) -> Seating | None:
    """The seating kept with a game, bound again to the pads connected now (by GUID, in
    order; a seat whose pad is not here keeps its GUID and no device, so the game asks for it).
    Forgiving: anything odd gives None (every device plays every person seat)."""
    if not isinstance(raw, list) or not raw:
        return None
    free = list(pads)
    seats: list[Seat] = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("guid", ""), str):
            return None
        person, guid, same = bool(item.get("person")), item.get("guid", ""), item.get("same", -1)
        device: str | None = None
        if person and type(same) is int and 0 <= same < len(seats):
            device = seats[same].device  # hot-seat: the same device as an earlier seat
        elif person and item.get("kb"):
            device = KEYBOARD
        elif person and guid:
            match = next((p for p in free if p[1] == guid), None)
            if match is not None:
                free.remove(match)
                device = match[0]
            else:
                device = f"gone:{guid}"  # held by a pad that is not plugged in
        seats.append(Seat(device, guid, person))
    return Seating(tuple(seats))
