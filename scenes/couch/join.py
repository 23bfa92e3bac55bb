"""The join screen: every device presses its confirm button to take a seat.

Game-free: a game's setup opens it with its seat names and colours and gets
back one :class:`SeatBinding` per seat. Each controller, and the keyboard with
the mouse as one device, presses confirm to take the next free seat; back
leaves the seat again (back with no seats at all leaves the screen). The first
person seated is the host: the host's cursor walks the free seats, adds more
person seats for its own device (hot-seat: one device plays every person
seat, and the screen says so) or fills a seat with a computer of level 1-3,
and starts the game once enough seats are taken. Start (or P) from any seated
device starts too. The mouse clicks seats and the Start / Back buttons.

Joining lights the pad: SDL player index = the seat number, light bar = the
seat colour, a short rumble; messages about the pad name the seat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import COMPUTER_LEVELS
from scenes.framework import bindings, draw
from scenes.framework.input import Action, Kind, seat_device
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from scenes.framework.app import App

LEVELS = len(COMPUTER_LEVELS)  # a computer seat cycles through the levels
CARD_W, CARD_H, CARD_GAP, CARD_TOP = 96, 132, 6, 78
BUTTON_Y = 258


class SeatBinding(NamedTuple):
    """Who sits in a seat: a device id ("kb", "pad:3") or None for the computer."""

    device: str | None
    level: int = 0  # 0 a person, 1-3 the computer's strength
    guid: str = ""  # the pad's SDL GUID, to know it again after a re-plug


def big_icon(canvas: pygame.Surface, family: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
    """A device icon at twice the size, still crisp pixels."""
    small = pygame.Surface((26, 18), pygame.SRCALPHA)
    draw.device_icon(small, family, (13, 9), colour)
    big = pygame.transform.scale_by(small, 2)
    canvas.blit(big, big.get_rect(center=centre))


class JoinScene(Scene):
    name = "join"

    def __init__(
        self,
        app: "App",
        title: str,
        min_seats: int,
        max_seats: int,
        seat_names: Sequence[str],
        seat_colours: Sequence[tuple[int, int, int]],
        on_done: Callable[[list[SeatBinding]], None],
        on_back: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        if not 1 <= min_seats <= max_seats <= min(len(seat_names), len(seat_colours)):
            raise ValueError("join screen: 1 <= min_seats <= max_seats <= number of seat names/colours")
        self.title = title
        self.min_seats, self.max_seats = min_seats, max_seats
        self.seat_names, self.seat_colours = list(seat_names), list(seat_colours)
        self.on_done, self.on_back = on_done, on_back
        self.seats: list[SeatBinding] = []
        self.focus = 0  # host cursor: a seat index, or max_seats for Start
        self.field = draw.Starfield(seed=17)
        self.message = ""
        self.done = False
        self.computer_level = 1  # where an added computer starts (a setup may remember the last level)

    # -- queries ------------------------------------------------------------------
    @property
    def host(self) -> str | None:
        """The device of the first person seat: it may add seats and start."""
        return next((s.device for s in self.seats if s.device is not None), None)

    def seats_of(self, device: str) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.device == device]

    @property
    def can_start(self) -> bool:
        return len(self.seats) >= self.min_seats and self.host is not None

    @property
    def hot_seat(self) -> bool:
        """One device plays several person seats."""
        people = [s.device for s in self.seats if s.device is not None]
        return len(people) >= 2 and len(set(people)) == 1

    def card_rect(self, i: int) -> pygame.Rect:
        total = self.max_seats * CARD_W + (self.max_seats - 1) * CARD_GAP
        return pygame.Rect(320 - total // 2 + i * (CARD_W + CARD_GAP), CARD_TOP, CARD_W, CARD_H)

    @property
    def start_rect(self) -> pygame.Rect:
        return pygame.Rect(330, BUTTON_Y, 110, 22)

    @property
    def back_rect(self) -> pygame.Rect:
        return pygame.Rect(200, BUTTON_Y, 110, 22)

    # -- changes --------------------------------------------------------------------
    def join(self, device: str) -> bool:
        """Seat a person at the next free seat, played by ``device``."""
        if len(self.seats) >= self.max_seats:
            self.say("Every seat is taken.")
            return False
        pad = self.app.input.pad(device)
        was_next = self.focus == len(self.seats)
        self.seats.append(SeatBinding(device, 0, pad.guid if pad is not None else ""))
        self._light(device)
        self.app.input.rumble(device, 0.3, 0.5, 120)
        self.app.sound.play("confirm")
        self.message = ""
        if device == self.host or was_next:
            self.focus = self._next_free()
        return True

    def _next_free(self) -> int:
        """The host's cursor after a change: the next free seat, or Start when all are taken."""
        return len(self.seats) if len(self.seats) < self.max_seats else self.max_seats

    def add_computer(self, level: int = 0) -> None:
        level = level or self.computer_level
        if len(self.seats) < self.max_seats:
            self.seats.append(SeatBinding(None, level))
            self.focus = len(self.seats) - 1  # stay on it: confirm makes it stronger
            self.app.sound.play("confirm")

    def cycle_computer(self, i: int) -> None:
        """A computer seat gets stronger, and after level 3 the seat is free again."""
        seat = self.seats[i]
        if seat.level >= LEVELS:
            self.remove(i)
        else:
            self.seats[i] = seat._replace(level=seat.level + 1)
            self.app.sound.play("move")

    def remove(self, i: int) -> None:
        device = self.seats.pop(i).device
        if self.host is None:
            self.seats.clear()  # the computer does not sit alone
        for d in {s.device for s in self.seats if s.device is not None} | ({device} - {None}):
            self._light(d)  # type: ignore[arg-type]
        if self.focus < self.max_seats:
            self.focus = min(self.focus, len(self.seats))
        self.app.sound.play("back")

    def leave(self, device: str) -> bool:
        """Back from a seated device: its last seat goes (a hot-seat extra first)."""
        mine = self.seats_of(device)
        if not mine:
            return False
        self.remove(mine[-1])
        return True

    def _light(self, device: str) -> None:
        """Seat number on the pad's lamps, seat colour on its light bar; named in messages."""
        mine = self.seats_of(device)
        if device == "kb":
            return
        if mine:
            self.app.input.set_player_index(device, mine[0])
            self.app.input.set_led(device, self.seat_colours[mine[0]])
            self.app.input.name_seat(device, self.seat_names[mine[0]])
        else:
            self.app.input.set_player_index(device, -1)
            self.app.input.name_seat(device, None)

    def start(self) -> None:
        if not self.can_start:
            need = self.min_seats - len(self.seats)
            self.say(f"{need} more seat{'s' if need != 1 else ''} needed to start.")
            return
        self.done = True
        self.app.sound.play("confirm")
        self.on_done(list(self.seats))

    def go_back(self) -> None:
        for device in {s.device for s in self.seats if s.device is not None}:
            self.app.input.name_seat(device, None)
        self.app.sound.play("back")
        if self.on_back is not None:
            self.on_back()
        else:
            self.app.stack.pop()

    def say(self, text: str) -> None:
        self.message = text
        self.app.sound.play("error")

    # -- input ----------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if self.done:
            return True
        k = action.kind
        device = seat_device(action.device)
        if k in (Kind.POINT, Kind.CLICK, Kind.RCLICK):
            return self._mouse(action)
        seated = bool(self.seats_of(device))
        host = device == self.host
        if k == Kind.CONFIRM:
            if not seated:
                self.join(device)
            elif host:
                self._host_confirm(device)
            return True
        if k == Kind.BACK:
            if host and self.focus < len(self.seats) and self.seats[self.focus].device is None:
                self.remove(self.focus)
            elif not self.leave(device) and not self.seats:
                self.go_back()
            return True
        if k == Kind.PAUSE and seated:
            self.start()
            return True
        if k == Kind.ALT and host and self.focus < self.max_seats:
            self._host_alt()
            return True
        if k in (Kind.LEFT, Kind.RIGHT, Kind.UP, Kind.DOWN) and host:
            self._move(k)
            return True
        return True

    def _host_confirm(self, device: str) -> None:
        if self.focus >= self.max_seats:
            self.start()
        elif self.focus >= len(self.seats):
            self.join(device)  # one more person on this device (hot-seat)
        elif self.seats[self.focus].device is None:
            self.cycle_computer(self.focus)
        else:
            self.start()

    def _host_alt(self) -> None:
        if self.focus >= len(self.seats):
            self.add_computer()
        elif self.seats[self.focus].device is None:
            self.cycle_computer(self.focus)

    def _move(self, k: Kind) -> None:
        """Left/right walk the taken seats and the next free one; down goes to Start, up back."""
        reachable = list(range(min(len(self.seats) + 1, self.max_seats)))
        if k in (Kind.UP, Kind.DOWN):
            self.focus = self.max_seats if k == Kind.DOWN else reachable[-1]
        elif self.focus in reachable:
            self.focus = reachable[(reachable.index(self.focus) + (1 if k == Kind.RIGHT else -1)) % len(reachable)]
        else:
            self.focus = reachable[-1]
        self.app.sound.play("move")

    def update(self, dt: float) -> None:
        present = set(self.app.input.devices())
        for device in {s.device for s in self.seats if s.device is not None} - present:
            while self.leave(device):  # not playing yet: a pulled pad just leaves its seats
                pass

    def _mouse(self, action: Action) -> bool:
        """The mouse is the keyboard's hand: hover moves the host cursor, clicks act on a card."""
        pos = action.pos
        if pos is None:
            return True
        seat = next((i for i in range(self.max_seats) if self.card_rect(i).collidepoint(pos)), None)
        if action.kind == Kind.POINT:
            if self.host == "kb" and seat is not None:
                self.focus = seat
            elif self.host == "kb" and self.start_rect.collidepoint(pos):
                self.focus = self.max_seats
        elif action.kind == Kind.CLICK:
            self._click(pos, seat)
        else:
            self._right_click(seat)
        return True

    def _click(self, pos: tuple[int, int], seat: int | None) -> None:
        if self.start_rect.collidepoint(pos):
            self.start()
        elif self.back_rect.collidepoint(pos):
            if not self.leave("kb"):
                self.go_back()
        elif seat is None:
            return
        elif not self.seats_of("kb") or (self.host == "kb" and seat >= len(self.seats)):
            self.join("kb")  # take a seat, or (host) one more person on the keyboard
        elif self.host == "kb" and self.seats[seat].device is None:
            self.cycle_computer(seat)

    def _right_click(self, seat: int | None) -> None:
        """On a card (host): the computer in a free seat, or a stronger one; elsewhere: leave."""
        if seat is not None and self.host == "kb":
            if seat >= len(self.seats):
                self.add_computer()
            elif self.seats[seat].device is None:
                self.cycle_computer(seat)
        elif not self.leave("kb") and not self.seats:
            self.go_back()

    # -- drawing --------------------------------------------------------------------
    def device_title(self, device: str) -> str:
        if seat_device(device) == "kb":
            return "Keyboard"
        if self.app.input.pad(device) is None:
            return "unplugged"
        return bindings.FAMILY_TITLES[self.app.input.family(device)]

    def join_hint(self) -> bindings.Hint:
        """ "Press Enter / A / Cross to join": the confirm glyph of every family connected."""
        families = list(dict.fromkeys(self.app.input.family(d) for d in self.app.input.devices()))
        swap = self.app.input.swap_ab
        parts: list[str | bindings.Glyph] = ["Press "]
        for i, family in enumerate(families):
            if i:
                parts.append(" / ")
            parts += bindings.glyphs("confirm", family, swap)
        parts.append(" to join")
        return bindings.Hint("".join(p if isinstance(p, str) else p.label for p in parts), tuple(parts))

    def host_hint(self) -> bindings.Hint:
        family = self.app.input.family(self.host or "kb")
        swap = self.app.input.swap_ab
        if self.focus >= self.max_seats:
            template = "{confirm} start  {up} seats  {back} leave"
        elif self.focus >= len(self.seats):
            template = "{confirm} add a person  {alt} add the computer  {pause} start  {back} leave"
        elif self.seats[self.focus].device is None:
            template = "{confirm} stronger  {back} free the seat  {pause} start"
        else:
            template = "{left}{right} choose a seat  {pause} start  {back} leave"
        return bindings.render_hint(template, family, swap)

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.text(canvas, self.title, (320, 2), "l", draw.PALETTE["gold"], "midtop")
        draw.hint_line(canvas, self.join_hint(), (320, 72), "m", draw.PALETTE["ink"])
        for i in range(self.max_seats):
            self._draw_card(canvas, i)
        self._draw_buttons(canvas)
        y = 290
        if self.hot_seat:
            who = self.device_title(self.host or "kb")
            who = "the keyboard" if who == "Keyboard" else f"the {who} pad"
            draw.text(
                canvas, f"Hot-seat: {who} plays every person seat", (320, y), "m", draw.PALETTE["accent"], "midtop"
            )
            y += 18
        if self.message:
            draw.text(canvas, self.message, (320, y), "m", draw.PALETTE["bad"], "midtop")
        if self.host is not None:
            draw.hint_line(canvas, self.host_hint(), (320, 354))
        else:
            draw.hint_line(
                canvas,
                bindings.render_hint("{back} back", self.app.input.last_family(), self.app.input.swap_ab),
                (320, 354),
            )

    def _draw_card(self, canvas: pygame.Surface, i: int) -> None:
        rect = self.card_rect(i)
        colour = self.seat_colours[i]
        taken = i < len(self.seats)
        draw.panel(canvas, rect, edge=colour if taken else draw.PALETTE["faint"], alpha=235 if taken else 150)
        bar_colour = colour if taken else tuple(c // 2 for c in colour)
        name = draw.text(canvas, self.seat_names[i], (rect.centerx + 7, rect.y + 6), "m", colour, "midtop")
        draw.seat_shape(canvas, i, (name.x - 9, rect.y + 15), 11, colour)  # the seat's shape, not colour alone
        canvas.fill(bar_colour, (rect.x + 8, rect.y + 30, rect.w - 16, 3))
        centre = (rect.centerx, rect.y + 62)
        if taken:
            seat = self.seats[i]
            if seat.device is None:
                big_icon(canvas, "computer", centre, colour)
                draw.text(canvas, "Computer", (rect.centerx, rect.y + 80), "m", draw.PALETTE["ink"], "midtop")
                pips = "*" * seat.level + "." * (LEVELS - seat.level)
                draw.text(
                    canvas,
                    f"level {seat.level}  {pips}",
                    (rect.centerx, rect.y + 104),
                    "s",
                    draw.PALETTE["dim"],
                    "midtop",
                )
            else:
                big_icon(canvas, self.app.input.family(seat.device), centre, colour)
                draw.text(
                    canvas,
                    self.device_title(seat.device),
                    (rect.centerx, rect.y + 80),
                    "m",
                    draw.PALETTE["ink"],
                    "midtop",
                )
                label = "host" if seat.device == self.host and i == self.seats_of(seat.device)[0] else "person"
                draw.text(canvas, label, (rect.centerx, rect.y + 104), "s", draw.PALETTE["dim"], "midtop")
        else:
            draw.text(canvas, "free", (rect.centerx, rect.y + 56), "m", draw.PALETTE["faint"], "midtop")
            if i == len(self.seats) and i >= self.min_seats:
                draw.text(canvas, "optional", (rect.centerx, rect.y + 80), "s", draw.PALETTE["faint"], "midtop")
            elif i < self.min_seats:
                draw.text(canvas, "needed", (rect.centerx, rect.y + 80), "s", draw.PALETTE["dim"], "midtop")
        if self.host is not None and self.focus == i and (i <= len(self.seats)):
            draw.cursor(canvas, rect, self.app.time, self.seat_colours[0])

    def _draw_buttons(self, canvas: pygame.Surface) -> None:
        for rect, label, live in ((self.back_rect, "Back", True), (self.start_rect, "Start", self.can_start)):
            draw.panel(canvas, rect, edge=draw.PALETTE["gold"] if live and label == "Start" else draw.PALETTE["faint"])
            draw.text(canvas, label, rect.center, "m", draw.PALETTE["ink"] if live else draw.PALETTE["faint"], "center")
        if self.host is not None and self.focus >= self.max_seats:
            draw.cursor(canvas, self.start_rect, self.app.time, self.seat_colours[0])


def join_table(
    app: App, title: str, min_seats: int, max_seats: int, on_done: Callable[[list[SeatBinding]], None]
) -> JoinScene:
    """A join screen for a table game's seats, in the shared seat names and colours."""
    return JoinScene(
        app,
        f"{title}: take your seats",
        min_seats,
        max_seats,
        draw.SEAT_NAMES[:max_seats],
        draw.SEAT_COLOURS[:max_seats],
        on_done,
    )
