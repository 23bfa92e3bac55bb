"""Couch seats, a component a multi-seat play scene owns: who may press, ghost cursors,
whose undo it is, the reconnect screen, and what each seat's pad shows.

The scene hands itself in as a ``SeatHost`` (the narrow interface below) and
keeps the component as ``PlayScene.couch``; a one-player game owns ``NoSeats``, the same
questions answered for one player (anyone may press, no ghosts, nothing to keep). With
``seating`` None (a demo, a review, a game not started from the join screen)
every device plays every person seat.

- Only the device of the seat on turn plays (``may_act``); other people's
  devices move a ghost cursor of their own (``off_turn``, ``draw_ghosts``), and a
  spare device (holding no seat) a neutral one; undo and redo are each seat's own,
  refused once another person has moved, and refused to a spare device (``spare``).
- Plugged and pulled pads are applied to the seating first (``sync``, every frame the
  game or its reconnect screen runs, on every return to the game, and before any question
  of who holds which seat, so a screen over the game — the pause menu, Settings over it —
  asks of the seating as it is now): a seat's own pad
  coming back gets it back wherever that happens (scenes/couch/seating.py says how a
  pad is known), so no screen can swallow the news. A seat left without its pad opens
  the one reconnect screen (``open_reconnect``), which lists every missing seat, only
  while the game is live: on top, not fading, not over. ``take_over`` is its confirmed
  take-over.
- ``light``: player lamps = the seat number, light bar = the seat colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Sequence

import pygame

from game.i18n import tr
from scenes.couch.identity import connected
from scenes.couch.reconnect import ReconnectScene
from scenes.couch.seating import Seating, restore_seating
from scenes.framework import draw
from scenes.framework.cursor import Cursor
from scenes.framework.input import DIRECTIONS, KEYBOARD, PHONE, Action, Kind, family_from_guid, seat_device

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
    paused_by: str  # who opened the pause menu, for its title

    @property
    def in_result(self) -> bool: ...  # the game is over and shows its result keys

    def acting_seat(self) -> int | None: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def say(self, text: str, error: bool = False) -> None: ...
    def seats_changed(self) -> None: ...  # the seating changed: save the game with it
    def open_pause(self) -> None: ...  # the game's pause menu, on top of the stack


class CouchSeats:
    """The seats of one play scene: ``seating`` (None: anyone plays), the ghosts, the reconnect screen."""

    table = True  # a table of seats (``NoSeats`` is the one-player game's)

    def __init__(self, app: App, host: SeatHost, seating: Seating | None) -> None:
        self.app = app
        self.host = host
        self.seating = self._identified(seating)
        self.ghosts: dict[int, Cursor] = {}  # seat -> that seat's pointing cursor, off its turn
        self.spare_ghosts: dict[str, Cursor] = {}  # a device holding no seat -> its neutral cursor
        self.overlay: ReconnectScene | None = None  # the one reconnect screen, while it is up
        self._lit: set[str] = set()  # the pads showing a seat of this game
        app.input.watch_devices(self._devices_changed)

    def _devices_changed(self) -> None:
        """Pads came or went: the seating follows at once while the game is on the stack, under
        whatever screen is over it (pause, Settings, Rules)."""
        if self.host in self.app.stack.scenes:
            self.sync()

    def _identified(self, seating: Seating | None) -> Seating | None:
        """The seating with each seat's pad's serial and path filled in (the join screen has the GUID)."""
        if seating is None:
            return None
        for pad in connected(self.app.input):
            seating = seating.with_identity(pad.device, pad.pad)
        return seating

    @property
    def reconnecting(self) -> bool:
        """The reconnect screen is up (or asked for)."""
        return self.overlay is not None and not self.overlay.resolved

    @property
    def bound(self) -> bool:
        """Seats bound to devices (a couch game that is not a demo): the rules below apply."""
        return self.seating is not None and not self.seating.shared and not self.host.demo

    def may_act(self, action: Action) -> bool:
        """Whether this device may play now: with couch seats, only the seat on turn's."""
        if not self.bound or not action.device or self.seating is None:
            return True
        self.sync()
        assert self.seating is not None
        seat = self.host.acting_seat()
        if seat is None:  # nobody's turn (the end's animation): any press may skip it
            return True
        return self.seating.may_play(seat, action.device)

    def seat_of(self, device: str) -> int | None:
        """The seat a device holds (undo and redo are each seat's own), None without couch seats."""
        if not device or not self.bound or self.seating is None:
            return None
        self.sync()
        return self.seating.seat_of(device)

    def seats_of(self, device: str) -> list[int]:
        """Every seat a device holds (none without couch seats)."""
        if not device or not self.bound or self.seating is None:
            return []
        self.sync()
        return self.seating.seats_of(device)

    def spare(self, device: str) -> bool:
        """A device that holds no seat in a couch game: it may point and pause, not undo, redo or quit."""
        return self.bound and bool(device) and not self.seats_of(device)

    def undo_seat(self, device: str, movers: Sequence[int]) -> tuple[int | None, str]:
        """Which of ``device``'s seats an undo is for, and why it may not ("" when it may):
        the last person's move must be one of its own. ``movers``: who made each move, oldest first."""
        mine = self.seats_of(device)
        if not mine:
            return None, tr("Only a seated player can take back a move.") if self.bound else ""
        assert self.seating is not None
        for mover in reversed(movers):
            if self.seating.seats[mover].person:
                if mover in mine:
                    return mover, ""
                name = self.host.seat_name(mover)
                return None, tr("Only {seat} can take back {seat}'s move.").format(seat=name)
        return None, tr("Nothing of yours to undo.")

    def who_pressed(self, action: Action) -> str:
        seat = self.seat_of(action.device)
        return "" if seat is None else self.host.seat_name(seat)

    def off_turn(self, action: Action) -> bool:
        """Input from a seat that is not on turn: it points with a ghost cursor, never plays.
        A spare device (no seat) points with a neutral ghost of its own."""
        assert self.seating is not None
        seat = self.seating.seat_of(action.device)
        if action.kind in DIRECTIONS or action.kind == Kind.POINT:
            cursor = self.host.cursor
            ghosts: dict[Any, Cursor] = self.ghosts if seat is not None else self.spare_ghosts
            key: Any = seat if seat is not None else seat_device(action.device)
            ghost = ghosts.get(key)
            if ghost is None:
                ghost = ghosts[key] = Cursor()
                ghost.set_targets(cursor.targets)
                if cursor.focus is not None:
                    ghost.focus_on(cursor.focus)
            else:
                ghost.set_targets(cursor.targets)
            ghost.handle(action)
            return True
        if seat is None:
            return action.kind in (Kind.CONFIRM, Kind.CLICK)
        if action.kind in (Kind.CONFIRM, Kind.CLICK):
            turn = self.host.acting_seat()
            if turn is not None:
                self.host.say(tr("It is {seat}'s turn.").format(seat=self.host.seat_name(turn)))
            return True
        return False

    def device_lost(self, action: Action) -> bool | None:
        """A pulled pad (the app tells the game on screen): True when the reconnect screen shows it,
        False when it held no seat or the game is not live (a toast says it), None when the seats
        do not decide (no seating, a demo)."""
        if self.seating is None or self.host.demo:
            return None
        held = bool(self.seating.seats_of(action.device))
        self.check()
        return held and self.reconnecting

    def sync(self) -> None:
        """Apply every pad plugged in or pulled since last time to the seating: seats whose pad went
        wait for it; a pad that holds no seat and is a waiting seat's own pad gets it back."""
        if self.seating is None or self.host.demo:
            return
        before = seating = self.seating
        seating = seating.vacate(self.app.input.devices(), self.app.input.unplugged)
        back: list[int] = []
        if any(s.lost for s in seating.seats):
            for pad in connected(self.app.input):
                if not seating.ambiguous(pad):  # else the reconnect screen asks whose it is
                    seating, got = seating.returning(pad)
                    back += got
        if seating == before:
            return
        self.seating = seating
        self.light()
        self.host.seats_changed()
        if back:
            self.host.say(tr("{seat}'s controller is back.").format(seat=self.host.seat_name(back[0])))

    def live(self) -> bool:
        """Whether a missing seat stops play now: the game is on top, not fading, not over."""
        stack = self.app.stack
        return (
            stack.top is self.host
            and not stack.changing
            and not self.host.in_result
            and self.host.acting_seat() is not None
        )

    def missing_seats(self) -> list[int]:
        """Person seats whose device is not connected now."""
        return self.seating.missing(self.app.input.devices()) if self.seating is not None else []

    def open_reconnect(self) -> None:
        """The one reconnect screen, over the game (not updated meanwhile), listing every missing seat."""
        if self.seating is None or self.reconnecting or not self.live():
            return
        missing = self.missing_seats()
        if not missing:
            return
        self.host.pause_note = tr("{seat}'s controller is disconnected").format(seat=self.host.seat_name(missing[0]))
        self.overlay = ReconnectScene(self.app, self, self._resolved)
        self.app.stack.push(self.overlay)

    def _resolved(self) -> None:
        self.overlay = None
        self.host.pause_note = ""
        self.light()

    def check(self) -> None:
        """Sync the seating; a seat whose pad is gone (pulled during a fade, while paused, or while
        another screen was up) gets the reconnect screen as soon as the game is live again."""
        if self.seating is None or self.host.demo:
            return
        self.sync()
        if self.missing_seats():
            self.open_reconnect()
        self.tell_turns()

    def tell_turns(self) -> None:
        """Each seated phone's page says "Your turn" while the game waits for its seat (a pad
        has no screen; the input layer sends only changes)."""
        if self.seating is None or not self.app.input.phones:
            return
        turn = self.host.acting_seat() if self.live() else None
        for device in self.seating.devices:
            if device.startswith(f"{PHONE}:"):
                self.app.input.tell_turn(device, turn is not None and self.seating.may_play(turn, device))

    # -- what the reconnect screen reads (its SeatsView) ----------------------------------
    def seat_name(self, seat: int) -> str:
        return self.host.seat_name(seat)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.host.seat_colour(seat)

    def owner_family(self, seat: int) -> str:
        """The glyph family of the seat's own pad (its icon on the reconnect screen)."""
        assert self.seating is not None
        s = self.seating.seats[seat]
        return (
            "keyboard" if s.device == KEYBOARD and not s.borrowed else family_from_guid(s.guid) if s.guid else "generic"
        )

    def holder(self, seat: int) -> tuple[str | None, bool]:
        assert self.seating is not None
        s = self.seating.seats[seat]
        return s.device, s.borrowed

    def holder_name(self, device: str) -> str:
        """The name of the (first) seat ``device`` holds, "" for a spare device."""
        mine = self.seats_of(device)
        return self.host.seat_name(mine[0]) if mine else ""

    def unsure(self, device: str) -> bool:
        """A pad come back that could be either of two waiting players' (one model, no serial)."""
        if self.seating is None:
            return False
        pad = next((p for p in connected(self.app.input) if p.device == device), None)
        return pad is not None and self.seating.ambiguous(pad)

    def unsure_pads(self) -> list[str]:
        """Every pad come back whose seat only its player can say (``unsure``)."""
        if self.seating is None or not any(s.lost for s in self.seating.seats):
            return []
        return [p.device for p in connected(self.app.input) if self.seating.ambiguous(p)]

    def claim(self, seat: int, device: str) -> bool:
        """The answer to "Press A on Gold's controller": ``device`` is Gold's own pad, back."""
        if self.seating is None:
            return False
        pad = next((p for p in connected(self.app.input) if p.device == device), None)
        if pad is None:
            return False
        seating, got = self.seating.returning(pad, seat)
        if not got:
            return False
        self.seating = seating
        self.sync()  # a twin left with one seat to fit now takes it
        self.light()
        self.host.seats_changed()
        self.host.say(tr("{seat}'s controller is back.").format(seat=self.host.seat_name(seat)))
        return True

    def take_over(self, seat: int, device: str) -> None:
        """The reconnect screen's confirmed take-over: ``device`` plays ``seat`` for its owner."""
        if self.seating is None:
            return
        self.seating = self.seating.take_over(seat, device)
        self.light()
        self.host.seats_changed()

    def pause(self, device: str) -> None:
        """The game's pause menu over the reconnect screen, named for whoever pressed; its
        subtitle still says whose pad is missing."""
        seat = self.seat_of(device)
        self.host.paused_by = self.host.seat_name(seat) if seat is not None else ""
        self.host.open_pause()

    def light(self) -> None:
        """Each seat's pad shows its seat: player lamps = the seat number, light bar = its colour."""
        if self.seating is None or self.host.demo:
            return
        done: set[str] = set()
        seats = sorted(enumerate(self.seating.seats), key=lambda item: item[1].borrowed)  # its own seat first
        for seat, s in seats:
            device = s.device
            if not s.person or device is None or device in done or device == KEYBOARD:
                continue
            done.add(device)
            self.app.input.set_player_index(device, seat)
            self.app.input.set_led(device, self.host.seat_colour(seat))
            self.app.input.name_seat(device, self.host.seat_name(seat))
        for device in self._lit - done:  # a taker whose seat went back to its owner: lamps off
            self.app.input.set_player_index(device, -1)
            self.app.input.name_seat(device, None)
        self._lit = done

    def device_for(self, seat: int) -> str | None:
        """The device bound to ``seat``, None when none is (or there is no seating)."""
        return self.seating.device_for(seat) if self.seating is not None else None

    def to_json(self) -> list[dict[str, Any]] | None:
        """The seating, kept with the game so a continued game knows its pads again."""
        return self.seating.to_json() if self.seating is not None else None

    def draw_ghosts(self, canvas: pygame.Surface) -> None:
        """Other seats' pointing cursors: a small corner frame in each seat's colour (a spare
        device's in a neutral grey); none on the result."""
        if self.host.in_result:
            return
        frames: list[tuple[Cursor, tuple[int, int, int], int | None]] = [
            (ghost, self.host.seat_colour(seat), seat)
            for seat, ghost in self.ghosts.items()
            if seat != self.host.acting_seat()
        ]
        present = set(self.app.input.devices())
        frames += [(g, draw.PALETTE["dim"], None) for device, g in self.spare_ghosts.items() if device in present]
        for ghost, colour, seat in frames:
            rect = ghost.focus_rect
            if rect is None:
                continue
            r = rect.inflate(6, 6)
            for (x, y), (dx, dy) in (
                ((r.left, r.top), (1, 1)),
                ((r.right - 1, r.top), (-1, 1)),
                ((r.left, r.bottom - 1), (1, -1)),
                ((r.right - 1, r.bottom - 1), (-1, -1)),
            ):
                pygame.draw.line(canvas, colour, (x, y), (x + 4 * dx, y))
                pygame.draw.line(canvas, colour, (x, y), (x, y + 4 * dy))
            if seat is not None:  # whose, by shape as well as colour
                draw.seat_shape(canvas, draw.seat_of(colour, seat), r.topleft, 9, colour)


class NoSeats:
    """The seats of a one-player game: whoever presses plays, nothing is bound, kept or drawn.

    A one-player scene owns this instead of ``CouchSeats``, so the play scene asks the
    same questions of every game without a None check."""

    table = False
    seating: Seating | None = None
    bound = False
    reconnecting = False

    def __init__(self) -> None:
        self.ghosts: dict[int, Cursor] = {}
        self.spare_ghosts: dict[str, Cursor] = {}

    def may_act(self, action: Action) -> bool:
        return True

    def seat_of(self, device: str) -> int | None:
        return None

    def seats_of(self, device: str) -> list[int]:
        return []

    def spare(self, device: str) -> bool:
        return False

    def undo_seat(self, device: str, movers: Sequence[int]) -> tuple[int | None, str]:
        return None, ""

    def who_pressed(self, action: Action) -> str:
        return ""

    def off_turn(self, action: Action) -> bool:
        return False

    def device_lost(self, action: Action) -> bool | None:
        return None  # the seats do not decide: the scene's own rule applies

    def check(self) -> None:
        """Nothing to check: no seat waits for a pad."""

    def light(self) -> None:
        """No pad shows a seat."""

    def device_for(self, seat: int) -> str | None:
        return None

    def to_json(self) -> list[dict[str, Any]] | None:
        return None

    def draw_ghosts(self, canvas: pygame.Surface) -> None:
        """No other seats point."""


def kept_seating(app: "App", data: Any) -> Seating | None:
    """The seating kept with a game (``PlayScene.kept_json``), bound to the pads plugged in now."""
    seats = data.get("seats") if isinstance(data, dict) else None
    return restore_seating(seats, [(pad.device, pad.pad.guid, pad.pad.serial) for pad in connected(app.input)])
