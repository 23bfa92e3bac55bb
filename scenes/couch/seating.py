"""Who sits where on the couch: each person seat bound to one input device.

The join screen fills a :class:`Seating`; the play scene asks it whether an
input may play now (only the device of the seat on turn may) and whose
device pressed what. A seat's device is the controller's id ("pad:3") or
"kb" for the keyboard and mouse together. When every person seat is bound to
the same device, that device plays them all (hot-seat). Computer seats have
no device. Nothing here knows a game.

Seat identity never guesses. A seat remembers its owner's pad (``PadId``: the
SDL GUID, which names the model, plus the serial and path where SDL gives
them) and, once that pad is pulled, when it went (``lost``) and the newest
SDL instance id there was by then (``newest``): only a pad plugged in after
that (a higher instance id) with the same identity is the owner's pad coming
back (``returning``). When two waiting seats' pads are of one model that SDL
cannot tell apart, nothing is guessed (``ambiguous``): the reconnect screen
asks "Press A on Gold's controller" and the pad that answers gets that seat.
Any other device gets a seat only by ``take_over`` (the reconnect screen's
confirm); the seat then stays the owner's
(``borrowed``), so the owner's pad plugged back in reclaims it, and a seated
player who took it over is left with their own seat. SDL's player slot plays
no part: SDL hands a freed slot to whatever is plugged in next.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
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
class PadId:
    """What tells one physical pad from another, as far as SDL can: the GUID (vendor, product,
    a name checksum: the model), and the serial number and device path when SDL gives them."""

    guid: str = ""
    serial: str = ""
    path: str = ""

    def may_be(self, other: "PadId") -> bool:
        """Whether ``other`` can be this very pad: the same model, and the same serial when both
        have one (two pads of one model with no serial cannot be told apart)."""
        if not self.guid or self.guid != other.guid:
            return False
        return self.serial == other.serial if self.serial and other.serial else True


@dataclass(frozen=True)
class Connected:
    """A pad plugged in now, as the seats see it."""

    device: str
    pad: PadId
    instance_id: int


@dataclass(frozen=True)
class Seat:
    device: str | None  # None: a computer seat, or a person seat no device holds yet
    guid: str = ""  # the owner's pad's GUID, so the same pad plugged back in gets the seat back
    person: bool = True
    serial: str = ""  # the owner's pad's serial and path, where SDL gives them
    path: str = ""
    lost: int = 0  # > 0: the owner's pad is away; the larger, the later it went
    newest: int = -1  # the newest SDL instance id when it went: its return has a higher one
    borrowed: bool = False  # ``device`` took the seat over; the owner's pad can reclaim it

    @property
    def owner(self) -> PadId:
        return PadId(self.guid, self.serial, self.path)


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
        """One device (or none) plays every person seat: hot-seat, anyone may press. Not when that
        is because a seated player took the other seats over: those stay couch seats."""
        return len(self.devices) <= 1 and not any(s.borrowed for s in self.seats)

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

    def device_for(self, seat: int) -> str | None:
        """The device that plays ``seat`` (None: the computer, or nobody holds it)."""
        s = self.seats[seat]
        return s.device if s.person else None

    def seats_of(self, device: str) -> list[int]:
        """Every person seat ``device`` holds (a seated player who took another over holds two)."""
        name = seat_device(device)
        return [i for i, s in enumerate(self.seats) if s.person and s.device == name]

    def _group(self, seat: int) -> list[int]:
        """``seat`` and the seats its device holds with it (hot-seat): they move together."""
        old = self.seats[seat].device
        return [i for i, s in enumerate(self.seats) if i == seat or (old is not None and s.person and s.device == old)]

    def rebind(self, seat: int, device: str, guid: str = "") -> "Seating":
        """``device`` (its owner's pad) plays ``seat`` now; every other seat the seat's old device
        held (hot-seat) moves with it, so one re-plugged pad gets all its seats back."""
        seats = list(self.seats)
        for i in self._group(seat):
            s = seats[i]
            seats[i] = replace(s, device=seat_device(device), guid=guid or s.guid, lost=0, borrowed=False)
        return Seating(tuple(seats))

    def vacate(self, present: Iterable[str], unplugged: Mapping[str, tuple[int, int]]) -> "Seating":
        """Mark seats whose device is no longer connected as waiting for their owner's pad.
        ``unplugged`` is the input layer's record per pulled device: (removal number, the newest
        instance id then); a later removal has a larger number, and a pad with a higher id was
        plugged in after it. A device with no record went before anything now plugged in."""
        here = {seat_device(d) for d in present}
        seats = list(self.seats)
        for i, s in enumerate(seats):
            if s.person and s.device is not None and s.device not in here and not s.lost:
                order, newest = unplugged.get(s.device, (1, -1))
                seats[i] = replace(s, lost=order, newest=newest)
        return Seating(tuple(seats))

    def candidates(self, pad: Connected) -> list[int]:
        """The waiting seats ``pad`` may be the owner's pad of: the same identity, plugged in
        after the loss (none for a pad that holds a seat already)."""
        if self.seats_of(pad.device):
            return []
        return [
            i
            for i, s in enumerate(self.seats)
            if s.person and s.lost and s.owner.may_be(pad.pad) and pad.instance_id > s.newest
        ]

    def ambiguous(self, pad: Connected) -> bool:
        """Whether ``pad`` could be the pad of more than one waiting player (two pads of one model
        with no serial, both away) and its path does not settle it: then nobody guesses, the
        reconnect screen asks whose it is (``claim``)."""
        fits = self.candidates(pad)
        if pad.pad.path and sum(self.seats[i].path == pad.pad.path for i in fits) == 1:
            return False
        return len({self.seats[i].device for i in fits}) > 1  # seats of one device move together

    def returning(self, pad: Connected, seat: int | None = None) -> tuple["Seating", list[int]]:
        """A pad that holds no seat: if it is a seat's owner's pad come back, it gets that seat
        (and the seats its pad held with it); returns the new seating and the seats it got.
        Same identity and plugged in after the loss; the same path first, then the seat emptied
        last; ``seat``: the one its player said is theirs (the reconnect screen's answer)."""
        fits = self.candidates(pad)
        if seat is not None:
            fits = [i for i in fits if i == seat]
        if not fits:
            return self, []
        best = max(fits, key=lambda i: (bool(pad.pad.path) and self.seats[i].path == pad.pad.path, self.seats[i].lost))
        group = [i for i in self._group(best) if i in self.candidates(pad)] or [best]
        seats = list(self.seats)
        for i in group:
            seats[i] = replace(
                seats[i],
                device=pad.device,
                serial=pad.pad.serial or seats[i].serial,
                path=pad.pad.path or seats[i].path,
                lost=0,
                borrowed=False,
            )
        return Seating(tuple(seats)), group

    def take_over(self, seat: int, device: str) -> "Seating":
        """``device`` plays ``seat`` (and the seats its lost device held with it) for its owner,
        whose pad can reclaim it when it comes back (the reconnect screen's confirmed take-over)."""
        seats = list(self.seats)
        for i in self._group(seat):
            seats[i] = replace(seats[i], device=seat_device(device), borrowed=True)
        return Seating(tuple(seats))

    def with_identity(self, device: str, pad: PadId) -> "Seating":
        """Fill in the serial and path of the pad ``device`` where its seats own it (at the start)."""
        seats = list(self.seats)
        for i, s in enumerate(seats):
            if s.person and s.device == device and not s.borrowed and s.owner.may_be(pad):
                seats[i] = replace(s, serial=s.serial or pad.serial, path=s.path or pad.path)
        return Seating(tuple(seats))

    def to_json(self) -> list[dict[str, object]]:
        """Who sat where, for a kept game: GUIDs, the keyboard, and seats sharing a device."""
        out: list[dict[str, object]] = []
        for i, s in enumerate(self.seats):
            same = next((j for j in range(i) if s.device is not None and self.seats[j].device == s.device), -1)
            item: dict[str, object] = {"person": s.person, "guid": s.guid, "kb": s.device == KEYBOARD, "same": same}
            if s.serial:
                item["serial"] = s.serial
            out.append(item)
        return out

    def missing(self, present: Iterable[str]) -> list[int]:
        """Person seats whose device is no longer connected."""
        here = {seat_device(d) for d in present}
        return [i for i, s in enumerate(self.seats) if s.person and s.device is not None and s.device not in here]


def restore_seating(raw: object, pads: Iterable[tuple[str, ...]]) -> Seating | None:
    """The seating kept with a game, bound again to the pads connected now, given as (device,
    GUID[, serial]): by GUID, and serial where both are known, in order. A seat whose pad is not
    here keeps its GUID and waits for it, so the game asks for it and the pad gets it back when
    plugged in. Two seats of one model with no serial, and such a pad plugged in: nobody
    guesses; both seats wait, so the reconnect screen asks whose pad is whose. Forgiving:
    anything odd gives None (every device plays every person seat)."""
    if not isinstance(raw, list) or not raw:
        return None
    free = list(pads)
    seats: list[Seat] = []
    alike = _alike_guids(raw, free)
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("guid", ""), str):
            return None
        person, guid, same = bool(item.get("person")), item.get("guid", ""), item.get("same", -1)
        serial = item.get("serial", "")
        serial = serial if isinstance(serial, str) else ""
        device: str | None = None
        lost = 0
        if person and type(same) is int and 0 <= same < len(seats):
            device, lost = seats[same].device, seats[same].lost  # hot-seat: the same device as an earlier seat
        elif person and item.get("kb"):
            device = KEYBOARD
        elif person and guid in alike:  # pads of one model nothing tells apart: the player says
            device, lost = f"gone:{guid}:{len(seats)}", 1
        elif person and guid:
            match = next((p for p in free if PadId(guid, serial).may_be(PadId(*p[1:3]))), None)
            if match is not None:
                free.remove(match)
                device = match[0]
            else:
                device, lost = f"gone:{guid}", 1  # held by a pad that is not plugged in: waiting for it
        seats.append(Seat(device, guid, person, serial=serial, lost=lost))
    return Seating(tuple(seats))


def _alike_guids(raw: list[object], pads: list[tuple[str, ...]]) -> set[str]:
    """GUIDs that two kept seats (of two devices, no serial) share, with a pad of it plugged in."""
    seats: dict[str, int] = {}
    for item in raw:
        if isinstance(item, dict) and item.get("person") and not item.get("kb") and not item.get("serial"):
            same = item.get("same", -1)
            guid = item.get("guid", "")
            if isinstance(guid, str) and guid and not (type(same) is int and same >= 0):
                seats[guid] = seats.get(guid, 0) + 1
    return {g for g, n in seats.items() if n > 1 and any(PadId(g).may_be(PadId(*p[1:3])) for p in pads)}
