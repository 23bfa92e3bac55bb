"""Couch seats, a component a multi-seat play scene owns: who may press, ghost cursors,
whose undo it is, the reconnect screen, and what each seat's pad shows.

The scene hands itself in as a ``SeatHost`` (the narrow interface below) and
keeps the component as ``PlayScene.couch``; a one-player game owns none. With
``seating`` None (a demo, a review, a game not started from the join screen)
every device plays every person seat.

- Only the device of the seat on turn plays (``may_act``); other people's
  devices move a ghost cursor of their own (``off_turn``, ``draw_ghosts``);
  undo is each seat's own and refused once another person has moved.
- A pulled pad that holds a seat opens the reconnect screen (``open_reconnect``)
  over the game, which is not updated meanwhile; ``check`` catches a pad
  pulled during a fade or while another screen was up. ``reseated`` rebinds.
- ``light``: player lamps = the seat number, light bar = the seat colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Sequence

import pygame

from scenes.couch.reconnect import ReconnectScene
from scenes.couch.seating import Seating, restore_seating
from scenes.framework.cursor import Cursor
from scenes.framework.input import DIRECTIONS, Action, Kind

if TYPE_CHECKING:
    from scenes.framework.app import App

BUMP = (0.35, 0.55, 160)  # rumble: this seat's move made a black hole
REFUSED = (0.15, 0.45, 90)  # rumble: the pad's move was refused
WON = (0.6, 0.9, 700)  # rumble: this seat won


class SeatHost(Protocol):
    """What the seats need of the play scene that owns them."""

    demo: bool
    cursor: Cursor  # the game's play cursor: ghosts share its targets
    pause_note: str  # why the game stopped, for the pause menu's title

    def acting_seat(self) -> int | None: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def say(self, text: str, error: bool = False) -> None: ...
    def seats_changed(self) -> None: ...  # the seating changed: save the game with it


class CouchSeats:
    """The seats of one play scene: ``seating`` (None: anyone plays), the ghosts, the reconnect screen."""

    def __init__(self, app: App, host: SeatHost, seating: Seating | None) -> None:
        self.app = app
        self.host = host
        self.seating = seating
        self.ghosts: dict[int, Cursor] = {}  # seat -> that seat's pointing cursor, off its turn
        self.reconnecting: int | None = None  # the seat the reconnect screen is open for

    @property
    def bound(self) -> bool:
        """Seats bound to devices (a couch game that is not a demo): the rules below apply."""
        return self.seating is not None and not self.seating.shared and not self.host.demo

    def may_act(self, action: Action) -> bool:
        """Whether this device may play now: with couch seats, only the seat on turn's."""
        if not self.bound or not action.device or self.seating is None:
            return True
        seat = self.host.acting_seat()
        return seat is not None and self.seating.may_play(seat, action.device)

    def seat_of(self, device: str) -> int | None:
        """The seat a device holds (undo and redo are each seat's own), None without couch seats."""
        if not device or not self.bound or self.seating is None:
            return None
        return self.seating.seat_of(device)

    def who_pressed(self, action: Action) -> str:
        seat = self.seat_of(action.device)
        return "" if seat is None else self.host.seat_name(seat)

    def undo_refusal(self, seat: int, movers: Sequence[int]) -> str:
        """Why ``seat`` may not undo now ("" when it may): the last person's move must be its own.
        ``movers`` is who made each move so far, oldest first."""
        assert self.seating is not None
        for mover in reversed(movers):
            if self.seating.seats[mover].person:
                if mover == seat:
                    return ""
                name = self.host.seat_name(mover)
                return f"Only {name} can take back {name}'s move."
        return "Nothing of yours to undo."

    def off_turn(self, action: Action) -> bool:
        """Input from a seat that is not on turn: it points with a ghost cursor, never plays."""
        assert self.seating is not None
        seat = self.seating.seat_of(action.device)
        if seat is None:
            return action.kind in DIRECTIONS or action.kind in (Kind.CONFIRM, Kind.CLICK)
        if action.kind in DIRECTIONS or action.kind == Kind.POINT:
            cursor = self.host.cursor
            ghost = self.ghosts.get(seat)
            if ghost is None:
                ghost = self.ghosts[seat] = Cursor()
                ghost.set_targets(cursor.targets)
                if cursor.focus is not None:
                    ghost.focus_on(cursor.focus)
            else:
                ghost.set_targets(cursor.targets)
            ghost.handle(action)
            return True
        if action.kind in (Kind.CONFIRM, Kind.CLICK):
            turn = self.host.acting_seat()
            if turn is not None:
                self.host.say(f"It is {self.host.seat_name(turn)}'s turn.")
            return True
        return False

    def device_lost(self, action: Action) -> bool | None:
        """A pulled pad: True when it held a seat (the reconnect screen opens), False when it held
        none (play goes on), None when the seats do not decide (no seating, a demo)."""
        if self.seating is None or self.host.demo:
            return None
        seat = self.seating.seat_lost(action.device)
        if seat is None:
            return False
        self.open_reconnect(seat, action.guid, action.slot)
        return True

    def open_reconnect(self, seat: int, guid: str = "", slot: int = -1) -> None:
        """The reconnect screen for ``seat``, over the game (the game is not updated meanwhile).
        A game still fading in, or a second pulled pad, waits: ``check`` finds it again."""
        if self.seating is None or self.reconnecting is not None or self.host not in self.app.stack.scenes:
            return
        self.reconnecting = seat
        name = self.host.seat_name(seat)
        self.host.pause_note = f"{name}'s controller is disconnected"
        lost = self.seating.seats[seat]
        self.app.stack.push(
            ReconnectScene(
                self.app,
                name,
                self.host.seat_colour(seat),
                guid or lost.guid,
                lambda device: self.reseated(seat, device),
                lost_slot=slot,
                seat_index=seat,
            )
        )

    def reseated(self, seat: int, device: str) -> None:
        """``device`` holds ``seat`` again (the same pad back, or another taking over)."""
        self.reconnecting = None
        self.host.pause_note = ""
        if self.seating is None:
            return
        pad = self.app.input.pad(device)
        self.seating = self.seating.rebind(seat, device, pad.guid if pad is not None else "")
        self.light()
        self.host.seats_changed()

    def check(self) -> None:
        """A seat whose pad is gone (pulled during a fade, or while another screen was up)
        gets the reconnect screen as soon as the game is on screen."""
        if self.seating is None or self.host.demo or self.reconnecting is not None:
            return
        if self.app.stack.top is not self.host:
            return
        missing = self.seating.missing(self.app.input.devices())
        if missing:
            self.open_reconnect(missing[0])

    def light(self) -> None:
        """Each seat's pad shows its seat: player lamps = the seat number, light bar = its colour."""
        if self.seating is None or self.host.demo:
            return
        done: set[str] = set()
        for seat, s in enumerate(self.seating.seats):
            device = s.device
            if not s.person or device is None or device in done or device == "kb":
                continue
            done.add(device)
            self.app.input.set_player_index(device, seat)
            self.app.input.set_led(device, self.host.seat_colour(seat))
            self.app.input.name_seat(device, self.host.seat_name(seat))

    def device_for(self, seat: int) -> str | None:
        """The device bound to ``seat``, None when none is (or there is no seating)."""
        return self.seating.device_for(seat) if self.seating is not None else None

    def to_json(self) -> list[dict[str, Any]] | None:
        """The seating, kept with the game so a continued game knows its pads again."""
        return self.seating.to_json() if self.seating is not None else None

    def draw_ghosts(self, canvas: pygame.Surface) -> None:
        """Other seats' pointing cursors: a small corner frame in each seat's colour."""
        for seat, ghost in self.ghosts.items():
            rect = ghost.focus_rect
            if rect is None or seat == self.host.acting_seat():
                continue
            colour = self.host.seat_colour(seat)
            r = rect.inflate(6, 6)
            for (x, y), (dx, dy) in (
                ((r.left, r.top), (1, 1)),
                ((r.right - 1, r.top), (-1, 1)),
                ((r.left, r.bottom - 1), (1, -1)),
                ((r.right - 1, r.bottom - 1), (-1, -1)),
            ):
                pygame.draw.line(canvas, colour, (x, y), (x + 4 * dx, y))
                pygame.draw.line(canvas, colour, (x, y), (x, y + 4 * dy))


def kept_seating(app: "App", data: Any) -> Seating | None:
    """The seating kept with a game (``PlayScene.kept_json``), bound to the pads plugged in now."""
    seats = data.get("seats") if isinstance(data, dict) else None
    return restore_seating(seats, [(pad.device, pad.guid) for pad in app.input.pads.values()])
