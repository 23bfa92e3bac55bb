"""The reconnect overlay: seats whose pads were pulled; play waits until every seat is held again.

Game-free, and holding no seat state of its own: it reads the seats it shows
from the seating model (``SeatsView``, the play scene's couch component),
which every plugged and pulled pad has already been applied to. So a pad
coming back is seen however many came back in the frame, and whatever screen
was on top when it did. The model gives a seat back only to its own pad
(scenes/couch/seating.py). Any other device takes a seat over only in two
steps: its confirm button asks "Take over Sky's seat?", a second confirm (a
fresh press, not a bounce) does it; its back button says no. With several
seats missing, left and right pick the one to ask about. Pause (Start, P,
Esc), back with no question asked, or Select open the game's pause menu over
the screen, so a seated player can still quit; its Resume comes back here. Once no seat is
missing a short 3-2-1 countdown runs, then the overlay goes and play resumes.
The scene below is not updated meanwhile, so the game state stays untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import N_, tr, tr_n
from scenes.couch.join import confirm_hint
from scenes.framework import bindings, draw
from scenes.framework.input import Action, Kind, seat_device
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from scenes.framework.app import App

COUNT_FROM = 3
COUNT_STEP_S = 0.6
CONFIRM_AFTER_S = 0.35  # the confirming press comes at least this long after the question


class SeatsView(Protocol):
    """What the overlay needs of the seats (scenes/couch/seats.py ``CouchSeats``)."""

    def sync(self) -> None: ...  # apply plugged and pulled pads to the seating
    def missing_seats(self) -> list[int]: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def owner_family(self, seat: int) -> str: ...  # the glyph family of the seat's own pad
    def holder(self, seat: int) -> tuple[str | None, bool]: ...  # (device now, borrowed)
    def holder_name(self, device: str) -> str: ...  # the name of a seat the device holds, or ""
    def take_over(self, seat: int, device: str) -> None: ...
    def unsure_pads(self) -> list[str]: ...  # pads back that could be either of two seats'
    def claim(self, seat: int, device: str) -> bool: ...  # that pad is this seat's own
    def pause(self, device: str) -> None: ...  # the game's pause menu, over this screen


class ReconnectScene(Scene):
    name = "reconnect"
    opaque = False

    def __init__(self, app: "App", seats: SeatsView, on_resolved: Callable[[], None]) -> None:
        super().__init__(app)
        self.seats = seats
        self.on_resolved = on_resolved
        self.shown: list[int] = list(seats.missing_seats())  # every seat missing since it opened
        self.focus = 0  # which missing seat a take-over asks about
        self.asking: dict[str, tuple[int, float]] = {}  # device -> (the seat it asked to take, when)
        self.last_asker = ""
        self.countdown_at: float | None = None
        self.resolved = False
        self._dim: pygame.Surface | None = None

    # -- the model -----------------------------------------------------------------------
    @property
    def missing(self) -> list[int]:
        return self.seats.missing_seats()

    def missing_names(self) -> list[str]:
        """The names of the seats waiting for a pad now (what the screen lists as disconnected)."""
        return [self.seats.seat_name(s) for s in self.missing]

    def _refresh(self) -> None:
        missing = self.missing
        self.shown += [s for s in missing if s not in self.shown]
        self.focus = min(self.focus, max(0, len(missing) - 1))
        present = {seat_device(d) for d in self.app.input.devices()}
        for device, (seat, _) in list(self.asking.items()):
            if seat not in missing:
                del self.asking[device]  # its own pad came back meanwhile: nothing to take over
            elif device not in present:
                del self.asking[device]  # the asker was pulled: its question goes with it

    @property
    def count(self) -> int:
        """The number on screen: 3, 2, 1 (0 once done); 3 while a seat is missing."""
        if self.countdown_at is None:
            return COUNT_FROM
        return max(0, COUNT_FROM - int((self.app.time - self.countdown_at) / COUNT_STEP_S))

    def question(self) -> tuple[str, int] | None:
        """The take-over question on screen: (who asked, the seat), the latest asker's."""
        if self.last_asker in self.asking:
            return self.last_asker, self.asking[self.last_asker][0]
        return None

    # -- input -----------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if self.resolved:
            return True
        self._refresh()
        missing = self.missing
        device = seat_device(action.device)
        if not missing or not device or device == "app":
            return True
        if action.kind == Kind.CONFIRM and device in self.seats.unsure_pads():
            if self.seats.claim(missing[self.focus], device):  # "Press A on Gold's controller"
                self.app.input.rumble(device, 0.3, 0.5, 150)
                self.app.sound.play("confirm")
        elif action.kind == Kind.CONFIRM:
            self._confirm(device, missing)
        elif action.kind == Kind.BACK and device in self.asking:
            del self.asking[device]
            self.app.sound.play("back")
        elif action.kind in (Kind.PAUSE, Kind.BACK, Kind.SELECT):
            self.app.sound.play("confirm")
            self.seats.pause(action.device)
        elif action.kind in (Kind.LEFT, Kind.RIGHT) and len(missing) > 1:
            self.focus = (self.focus + (1 if action.kind == Kind.RIGHT else -1)) % len(missing)
            if device in self.asking:
                self.asking[device] = (missing[self.focus], self.app.time)
            self.app.sound.play("move")
        return True  # nothing reaches the game until every seat is held again

    def _confirm(self, device: str, missing: list[int]) -> None:
        asked = self.asking.get(device)
        if asked is not None and asked[0] in missing:
            if self.app.time - asked[1] < CONFIRM_AFTER_S:
                return  # the same press bouncing, or mashing: the question stays
            del self.asking[device]
            self.seats.take_over(asked[0], device)
            self.app.input.rumble(device, 0.3, 0.5, 150)
            self.app.sound.play("confirm")
            return
        self.asking[device] = (missing[self.focus], self.app.time)
        self.last_asker = device
        self.app.sound.play("move")

    def update(self, dt: float) -> None:
        if self.resolved:
            return
        self.seats.sync()
        self._refresh()
        if self.missing:
            self.countdown_at = None  # a seat still (or again) empty: wait
            return
        if self.countdown_at is None:
            self.countdown_at = self.app.time
        elif self.count == 0:
            self.resolved = True
            self.app.stack.pop()
            self.on_resolved()

    # -- drawing ---------------------------------------------------------------------------
    @property
    def message(self) -> str:
        """The headline: who is missing (or that everyone is back)."""
        missing = self.missing
        if not missing:
            if len(self.shown) > 1:
                return tr("Everyone is back")
            if self.shown:
                return tr("{seat}'s controller is back").format(seat=self.seats.seat_name(self.shown[0]))
            return tr("The controller is back")
        if self.seats.unsure_pads():
            return tr("A controller is back: whose is it?")
        if len(missing) == 1:
            return tr("{seat}'s controller is disconnected").format(seat=self.seats.seat_name(missing[0]))
        return tr_n("{n} controller is disconnected", "{n} controllers are disconnected", len(missing)).format(
            n=len(missing)
        )

    def whose_hint(self) -> bindings.Hint | None:
        """While a pad back could be either of two seats': "Press A on Gold's controller", in the
        glyphs of that pad (None when no pad is in doubt)."""
        unsure, missing = self.seats.unsure_pads(), self.missing
        if not unsure or not missing:
            return None
        name = self.seats.seat_name(missing[min(self.focus, len(missing) - 1)])
        return self.app.input.hint(tr("Press {confirm} on {seat}'s controller").replace("{seat}", name), unsure[0])

    def row_text(self, seat: int) -> str:
        """One listed seat's state: disconnected, back, or played by another controller now."""
        name = self.seats.seat_name(seat)
        if seat in self.missing:
            return tr("{seat}: disconnected").format(seat=name)
        device, borrowed = self.seats.holder(seat)
        if borrowed and device is not None:
            return tr("{seat}: {device} plays for {seat}").format(seat=name, device=self._device_words(device))
        return tr("{seat}: back").format(seat=name)

    def _device_words(self, device: str) -> str:
        if device == "kb":
            return tr("the keyboard")
        family = self.app.input.family(device)
        words = {"playstation": N_("a PlayStation pad"), "nintendo": N_("a Nintendo pad"), "xbox": N_("an Xbox pad")}
        other = N_("another controller")  # marked on its own line: Babel finds no N_ inside another marked call
        return tr(words.get(family, other))

    def draw(self, canvas: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != canvas.get_size():
            self._dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            self._dim.fill((4, 4, 16, 185))
        canvas.blit(self._dim, (0, 0))
        self._refresh()  # drawn under a pause menu too, while the seating follows its pads
        missing = self.missing
        rows = self.shown
        ink = draw.PALETTE["ink"]
        box = pygame.Rect(0, 0, 460, 130 + 22 * len(rows) + (14 if len(missing) > 1 else 0))
        box.center = (320, 180)
        edge = self.seats.seat_colour(missing[0]) if len(missing) == 1 else draw.PALETTE["accent"]
        draw.panel(canvas, box, edge=edge)
        draw.text(canvas, self.message, (320, box.y + 10), "m", draw.PALETTE["ink"], "midtop")
        y = box.y + 36
        for seat in rows:
            self._draw_row(canvas, seat, y, seat in missing and missing.index(seat) == self.focus and len(missing) > 1)
            y += 22
        y += 6
        if not missing:
            draw.text(canvas, str(max(1, self.count)), (320, y), "xl", draw.PALETTE["gold"], "midtop")
            return
        whose = self.whose_hint()
        if whose is not None:  # pads of one model, both away: nobody guesses whose is back
            draw.hint_line(canvas, whose, (320, y), "m", draw.PALETTE["gold"], "midtop")
            draw.text(canvas, tr("Two controllers alike: say which is yours."), (320, y + 24), "s", ink, "midtop")
            if len(missing) > 1:
                draw.text(canvas, tr("left / right: another seat"), (320, y + 44), "s", draw.PALETTE["dim"], "midtop")
            return
        asked = self.question()
        if asked is not None:
            device, seat = asked
            name = self.seats.seat_name(seat)
            ask = tr("Take over {seat}'s seat?  {confirm} to confirm   {back} no").replace("{seat}", name)
            hint = self.app.input.hint(ask, device)
            draw.hint_line(canvas, hint, (320, y), "m", draw.PALETTE["gold"], "midtop")
            who = self.seats.holder_name(device)
            if who:
                asked_by = tr("asked by {seat}'s pad").format(seat=who)
            else:
                asked_by = tr("asked by {device}").format(device=self._device_words(device))
            draw.text(canvas, asked_by, (320, y + 24), "s", draw.PALETTE["dim"], "midtop")
            own = tr("{seat}'s own pad gets the seat back").format(seat=name)
            draw.text(canvas, own, (320, y + 44), "m", ink, "midtop")
            draw.text(canvas, tr("as soon as it is plugged in again."), (320, y + 66), "m", ink, "midtop")
            return
        plural = len(missing) > 1
        plug = tr("Plug them back in to play on, or") if plural else tr("Plug it back in to play on, or")
        draw.text(canvas, plug, (320, y), "m", ink, "midtop")
        # every plugged device's own confirm button (its remaps and A/B swap), not the last one used
        hint = confirm_hint(self.app, self.app.input.devices(), tr("press {key} on another controller"))
        draw.hint_line(canvas, hint, (320, y + 22), "m", ink, "midtop")
        focused = self.seats.seat_name(missing[self.focus])
        draw.text(canvas, tr("to take over {seat}'s seat.").format(seat=focused), (320, y + 44), "m", ink, "midtop")
        keys = tr("left / right: another seat   {key} pause menu") if plural else tr("{key} pause menu")
        more = confirm_hint(self.app, self.app.input.devices(), keys, "pause")
        draw.hint_line(canvas, more, (320, y + 68), "s", draw.PALETTE["dim"], "midtop")

    def _draw_row(self, canvas: pygame.Surface, seat: int, y: int, focused: bool) -> None:
        colour = self.seats.seat_colour(seat)
        small = pygame.Surface((26, 18), pygame.SRCALPHA)
        draw.device_icon(small, self.seats.owner_family(seat), (13, 9), colour)
        x = 320 - 150
        canvas.blit(small, small.get_rect(midleft=(x, y + 8)))
        gone = seat in self.missing
        if gone and int(self.app.time * 2) % 2 == 0:  # a blinking cross: the pad is gone
            pygame.draw.line(canvas, draw.PALETTE["bad"], (x + 20, y + 2), (x + 28, y + 10), 2)
            pygame.draw.line(canvas, draw.PALETTE["bad"], (x + 20, y + 10), (x + 28, y + 2), 2)
        text_colour = colour if gone else draw.PALETTE["good"]
        draw.text(canvas, self.row_text(seat), (x + 36, y + 8), "m", text_colour, "midleft")
        if focused:
            draw.text(canvas, ">", (x - 10, y + 8), "m", draw.PALETTE["gold"], "midleft")
