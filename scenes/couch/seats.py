"""Couch seats in a play scene: who may press, ghost cursors, undo by seat, the
reconnect screen, and what each seat's pad shows and feels.

A mixin of PlayScene (scenes/play/scene.py), kept apart so the skeleton stays
about moves, messages and the result. With ``seating`` None (a demo, a review,
a game not started from the join screen) every device plays every person seat.

- Only the device of the seat on turn plays (``may_act``); other people's
  devices move a ghost cursor of their own (``_off_turn``, ``draw_ghosts``);
  undo is each seat's own and refused once another person has moved.
- A pulled pad that holds a seat opens the reconnect screen (``open_reconnect``)
  over the game, which is not updated meanwhile; ``check_seats`` catches a pad
  pulled during a fade or while another screen was up. ``reseated`` rebinds.
- ``light_seats``: player lamps = the seat number, light bar = the seat colour;
  ``rumble_seat`` for black holes, refused moves and the win; ``hint`` renders
  "{confirm} place" in the glyphs of the acting device.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.couch.reconnect import ReconnectScene
from scenes.couch.seating import Seating, restore_seating
from scenes.framework.bindings import Hint
from scenes.framework.cursor import Cursor
from scenes.framework.input import DIRECTIONS, Action, Kind
from scenes.framework.scene import GameScene

if TYPE_CHECKING:
    from game.midend import Session
    from scenes.framework.app import App

BUMP = (0.35, 0.55, 160)  # rumble: this seat's move made a black hole
REFUSED = (0.15, 0.45, 90)  # rumble: the pad's move was refused
WON = (0.6, 0.9, 700)  # rumble: this seat won


class CouchSeats(GameScene):
    """The couch part of PlayScene; the attributes below are PlayScene's."""

    seating: Seating | None
    session: Session[Any]
    demo: bool
    cursor: Cursor
    ghosts: dict[int, Cursor]
    pressing: str
    reconnecting: int | None

    if TYPE_CHECKING:

        def acting_seat(self) -> int | None: ...
        def seat_name(self, seat: int) -> str: ...
        def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
        def person_seat(self, seat: int) -> bool: ...
        def say(self, text: str, error: bool = False) -> None: ...
        def _saved(self) -> None: ...

    def may_act(self, action: Action) -> bool:
        """Whether this device may play now: with couch seats, only the seat on turn's."""
        seating = self.seating
        if seating is None or seating.shared or not action.device:
            return True
        seat = self.acting_seat()
        return seat is not None and seating.may_play(seat, action.device)

    def who_pressed(self, action: Action) -> str:
        seat = self.seating.seat_of(action.device) if self.seating is not None else None
        return "" if seat is None or self.seating is None or self.seating.shared else self.seat_name(seat)

    def _own_seat(self, device: str) -> int | None:
        """With couch seats, the seat of the device asking (undo is each seat's own)."""
        if not device or self.seating is None or self.seating.shared:
            return None
        return self.seating.seat_of(device)

    def _not_yours_to_undo(self, seat: int) -> str:
        """Why ``seat`` may not undo now: the last person's move must be its own."""
        s = self.session
        assert self.seating is not None
        for i in range(s.position - 1, -1, -1):
            mover = s.states[i].current_player
            if self.seating.seats[mover].person:
                if mover == seat:
                    return ""
                return f"Only {self.seat_name(mover)} can take back {self.seat_name(mover)}'s move."
        return "Nothing of yours to undo."

    def _off_turn(self, action: Action) -> bool:
        """Input from a seat that is not on turn: it points with a ghost cursor, never plays."""
        assert self.seating is not None
        seat = self.seating.seat_of(action.device)
        if seat is None:
            return action.kind in DIRECTIONS or action.kind in (Kind.CONFIRM, Kind.CLICK)
        if action.kind in DIRECTIONS or action.kind == Kind.POINT:
            ghost = self.ghosts.get(seat)
            if ghost is None:
                ghost = self.ghosts[seat] = Cursor()
                ghost.set_targets(self.cursor.targets)
                if self.cursor.focus is not None:
                    ghost.focus_on(self.cursor.focus)
            else:
                ghost.set_targets(self.cursor.targets)
            ghost.handle(action)
            return True
        if action.kind in (Kind.CONFIRM, Kind.CLICK):
            turn = self.acting_seat()
            if turn is not None:
                self.say(f"It is {self.seat_name(turn)}'s turn.")
            return True
        return False

    def device_lost(self, action: Action) -> bool:
        """A pulled pad that holds a seat stops the game until it is back or replaced."""
        if self.seating is None or self.demo:
            return super().device_lost(action)
        seat = self.seating.seat_lost(action.device)
        if seat is None:
            return False  # a pad that holds no seat: a toast, and play goes on
        self.seat_device_lost(seat, action)
        return True

    def seat_device_lost(self, seat: int, action: Action) -> None:
        """Open the reconnect screen for ``seat`` (scenes/couch/reconnect.py)."""
        self.open_reconnect(seat, action.guid, action.slot)

    def open_reconnect(self, seat: int, guid: str = "", slot: int = -1) -> None:
        """The reconnect screen for ``seat``, over the game (the game is not updated meanwhile).
        A game still fading in, or a second pulled pad, waits: ``check_seats`` finds it again."""
        if self.seating is None or self.reconnecting is not None or self not in self.app.stack.scenes:
            return
        self.reconnecting = seat
        self.pause_note = f"{self.seat_name(seat)}'s controller is disconnected"
        lost = self.seating.seats[seat]
        self.app.stack.push(
            ReconnectScene(
                self.app,
                self.seat_name(seat),
                self.seat_colour(seat),
                guid or lost.guid,
                lambda device: self.reseated(seat, device),
                lost_slot=slot,
                seat_index=seat,
            )
        )

    def reseated(self, seat: int, device: str) -> None:
        """``device`` holds ``seat`` again (the same pad back, or another taking over)."""
        self.reconnecting = None
        self.pause_note = ""
        if self.seating is None:
            return
        pad = self.app.input.pad(device)
        self.seating = self.seating.rebind(seat, device, pad.guid if pad is not None else "")
        self.light_seats()
        self._saved()

    def check_seats(self) -> None:
        """A seat whose pad is gone (pulled during a fade, or while another screen was up)
        gets the reconnect screen as soon as the game is on screen."""
        if self.seating is None or self.demo or self.reconnecting is not None or self.app.stack.top is not self:
            return
        missing = self.seating.missing(self.app.input.devices())
        if missing:
            self.open_reconnect(missing[0])

    # -- couch feedback: lights, rumble, glyphs ----------------------------------------------
    def light_seats(self) -> None:
        """Each seat's pad shows its seat: player lamps = the seat number, light bar = its colour."""
        if self.seating is None or self.demo:
            return
        done: set[str] = set()
        for seat, s in enumerate(self.seating.seats):
            device = s.device
            if not s.person or device is None or device in done or device == "kb":
                continue
            done.add(device)
            self.app.input.set_player_index(device, seat)
            self.app.input.set_led(device, self.seat_colour(seat))
            self.app.input.name_seat(device, self.seat_name(seat))

    def seat_device(self, seat: int) -> str | None:
        """The device that plays ``seat``: its bound pad, or (no seats bound) the last device used."""
        if self.seating is not None:
            return self.seating.device_for(seat)
        return self.app.input.last_device if self.person_seat(seat) else None

    def rumble_seat(self, seat: int, feel: tuple[float, float, int]) -> None:
        """Rumble the pad of ``seat`` (never in a demo; the ``rumble`` setting is the input layer's)."""
        device = None if self.demo else self.seat_device(seat)
        if device is not None:
            self.app.input.rumble(device, *feel)

    def acting_device(self) -> str:
        """Whose glyphs the hints show: the pad of the seat on turn, else the last device used."""
        seat = self.acting_seat()
        device = self.seating.device_for(seat) if self.seating is not None and seat is not None else None
        return device or self.app.input.last_device

    def prompt(self, template: str) -> Hint:
        """A hint line ("{confirm} place") in the glyphs of the acting device."""
        return self.app.input.hint(template, self.acting_device())

    def seat_family(self, seat: int) -> str:
        """The device icon a seat's row shows: keyboard, a pad family, computer, or "" (not bound)."""
        if not self.person_seat(seat):
            return "computer"
        device = self.seating.device_for(seat) if self.seating is not None else None
        return self.app.input.family(device) if device is not None else ""

    def seats_json(self) -> list[dict[str, Any]] | None:
        """The seating, kept with the game so a continued game knows its pads again."""
        return self.seating.to_json() if self.seating is not None else None

    def draw_ghosts(self, canvas: pygame.Surface) -> None:
        """Other seats' pointing cursors: a small corner frame in each seat's colour."""
        for seat, ghost in self.ghosts.items():
            rect = ghost.focus_rect
            if rect is None or seat == self.acting_seat():
                continue
            colour = self.seat_colour(seat)
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
    """The seating kept with a game (``PlayScene.save_data``), bound to the pads plugged in now."""
    seats = data.get("seats") if isinstance(data, dict) else None
    return restore_seating(seats, [(pad.device, pad.guid) for pad in app.input.pads.values()])
