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

"Join with a phone" (a button beside Back, or the Phones setting) opens the
phone panel (scenes/couch/join_phones.py); a phone whose page says the room
code arrives as a device and takes the next free seat by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import COMPUTER_LEVELS, LEVEL_NAMES
from game.i18n import N_, tr, tr_n, tr_p
from scenes.couch import seat_names
from scenes.couch.join_phones import PhonePanel
from scenes.couch.name_entry import NameEntryScene
from scenes.framework import bindings, draw
from scenes.framework.input import PHONE, Action, Kind, seat_device
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from scenes.framework.app import App

LEVELS = len(COMPUTER_LEVELS)  # a computer seat cycles through the levels
CARD_W, CARD_H, CARD_GAP, CARD_TOP = 96, 156, 6, 78  # a card's lines: name, icon, device, role, Name, A/B
BUTTON_Y = 258
NEWS_S = 3.2  # as long as a toast


class SeatBinding(NamedTuple):
    """Who sits in a seat: a device id ("kb", "pad:3") or None for the computer."""

    device: str | None
    level: int = 0  # 0 a person, 1-3 the computer's strength
    guid: str = ""  # the pad's SDL GUID, to know it again after a re-plug


def level_meter(canvas: pygame.Surface, level: int, midtop: tuple[int, int], colour: tuple[int, int, int]) -> None:
    """A computer seat's level as words and pips ("fair" and two of three squares lit): the
    level's name, as every panel says it, and its place among the levels at a glance."""
    words = LEVEL_NAMES.get(level, str(level))
    pip, gap = 5, 2
    words_w = draw.text_size(words, "s")[0]
    pips_w = LEVELS * (pip + gap) - gap
    x = midtop[0] - (words_w + 6 + pips_w) // 2
    box = draw.text(canvas, words, (x, midtop[1]), "s", draw.PALETTE["dim"])
    top = box.centery - pip // 2
    for k in range(LEVELS):
        square = pygame.Rect(x + words_w + 6 + k * (pip + gap), top, pip, pip)
        if k < level:
            canvas.fill(colour, square)
        else:
            pygame.draw.rect(canvas, draw.PALETTE["faint"], square, 1)


def big_icon(canvas: pygame.Surface, family: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
    """A device icon at twice the size, still crisp pixels."""
    small = pygame.Surface((26, 18), pygame.SRCALPHA)
    draw.device_icon(small, family, (13, 9), colour)
    big = pygame.transform.scale_by(small, 2)
    canvas.blit(big, big.get_rect(center=centre))


class JoinScene(Scene):
    name = "join"
    greets_pads = True  # the app leaves "Connected" toasts off: they would cover the title and cards

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
        named: bool = False,
    ) -> None:
        super().__init__(app)
        self.named = named  # a seated player may give the seat a name (scenes/couch/seat_names.py)
        if not 1 <= min_seats <= max_seats <= min(len(seat_names), len(seat_colours)):
            raise ValueError("join screen: 1 <= min_seats <= max_seats <= number of seat names/colours")
        self.title = title
        self.min_seats, self.max_seats = min_seats, max_seats
        self.seat_names, self.seat_colours = list(seat_names), list(seat_colours)
        self.on_done, self.on_back = on_done, on_back
        # one place per card: a seat keeps its card (name, colour, lamp) when another leaves
        self.cards: list[SeatBinding | None] = [None] * max_seats
        self.joined_at = [0] * max_seats  # when each card was taken (a count): a hot-seat's extras are later
        self._joins = 0
        self.focus = 0  # host cursor: a card, or max_seats for Start
        self.field = draw.Starfield(seed=17)
        self.message = ""
        self.done = False
        self.computer_level = 1  # where an added computer starts (a setup may remember the last level)
        self.news: bindings.Hint | None = None  # arrivals and departures, told here, not in toasts
        self.news_at = 0.0
        self.phones = PhonePanel(app)
        if app.settings.get("phones") != "off" or app.phones.running:
            self.phones.show()

    # -- queries ------------------------------------------------------------------
    @property
    def seats(self) -> list[SeatBinding]:
        """The taken seats in card order (what ``on_done`` gets, once no card is left between)."""
        return [s for s in self.cards if s is not None]

    @property
    def host(self) -> str | None:
        """The device of the first person seat: it may add seats and start."""
        return next((s.device for s in self.seats if s.device is not None), None)

    def seats_of(self, device: str) -> list[int]:
        """The cards ``device`` holds."""
        return [i for i, s in enumerate(self.cards) if s is not None and s.device == device]

    def own_card(self, device: str) -> int | None:
        """The card a device took first: its name and lamp (a hot-seat's extra seats came later)."""
        mine = self.seats_of(device)
        return min(mine, key=lambda i: self.joined_at[i]) if mine else None

    def card_name(self, i: int) -> str:
        """What card ``i`` is called: a person's seat its player's name (if one was given), else the seat's."""
        card = self.cards[i]
        if self.named and card is not None and card.device is not None:
            own = seat_names.chosen(self.app)
            if i < len(own) and own[i]:
                return own[i]
        return tr(self.seat_names[i])  # a seat's own name: its colour's word in the language spoken

    def name_card(self, device: str) -> int | None:
        """The card ``device`` names with its Name button: the host's cursor's card when the
        host holds it (a hot-seat's other seats), else the device's own card."""
        if device == self.host and self.focus in self.seats_of(device):
            return self.focus
        return self.own_card(device)

    def open_name_entry(self, device: str) -> None:
        """The name entry screen for the seat ``device`` names, operated by that device alone."""
        card = self.name_card(device)
        if card is None:
            return
        self.app.sound.play("confirm")
        entry = NameEntryScene(self.app, card, device, self.seat_colours[card], label=tr(self.seat_names[card]))
        self.app.stack.push(entry)

    def taken(self, i: int) -> bool:
        return i < self.max_seats and self.cards[i] is not None

    def is_computer(self, i: int) -> bool:
        card = self.cards[i] if i < self.max_seats else None
        return card is not None and card.device is None

    @property
    def first_free(self) -> int | None:
        return next((i for i, s in enumerate(self.cards) if s is None), None)

    @property
    def gap(self) -> int | None:
        """A free card before a taken one (someone left it): the game cannot start around it."""
        free = self.first_free
        return free if free is not None and any(self.cards[free:]) else None

    @property
    def can_start(self) -> bool:
        return len(self.seats) >= self.min_seats and self.host is not None and self.gap is None

    @property
    def hot_seat(self) -> bool:
        """One device plays several person seats."""
        people = [s.device for s in self.seats if s.device is not None]
        return len(people) >= 2 and len(set(people)) == 1

    def reachable(self) -> list[int]:
        """The cards the host's cursor visits: the taken ones and the first free one."""
        free = self.first_free
        return [i for i in range(self.max_seats) if self.cards[i] is not None or i == free]

    def card_rect(self, i: int) -> pygame.Rect:
        total = self.max_seats * CARD_W + (self.max_seats - 1) * CARD_GAP
        return pygame.Rect(320 - total // 2 + i * (CARD_W + CARD_GAP), CARD_TOP, CARD_W, CARD_H)

    @property
    def start_rect(self) -> pygame.Rect:
        if self.phones.open:  # the phone panel covers the button row: Start at its top right
            return pygame.Rect(514, BUTTON_Y - 16, 110, 22)
        return pygame.Rect(self.back_rect.right + 20, BUTTON_Y, 110, 22)

    @property
    def back_rect(self) -> pygame.Rect:
        return pygame.Rect(self.phones_rect.right + 10, BUTTON_Y, 110, 22)

    @property
    def phones_rect(self) -> pygame.Rect:
        """The "Join with a phone" button (focus ``max_seats + 1``), left of Back: as wide as its words
        in the language on screen, at least 154 px, and the row beside it moves along."""
        return pygame.Rect(36, BUTTON_Y, max(154, draw.text_size(tr("Join with a phone"))[0] + 16), 22)

    def toggle_phones(self) -> None:
        """Show the phone panel (starting the server), or hide it (the server keeps running)."""
        if self.phones.open:
            self.phones.hide()
        else:
            self.phones.show()
        self.app.sound.play("confirm")

    # -- changes --------------------------------------------------------------------
    def join(self, device: str) -> bool:
        """Seat a person at the first free card (one someone left, else the next), played by ``device``."""
        free = self.first_free
        if free is None:
            self.say(tr("Every seat is taken."))
            return False
        pad = self.app.input.pad(device)
        was_next = self.focus == free
        self.cards[free] = SeatBinding(device, 0, pad.guid if pad is not None else "")
        self._taken(free)
        self._light(device)
        self.app.input.rumble(device, 0.3, 0.5, 120)
        self.app.sound.play("confirm")
        self.message = ""
        if device == self.host or was_next:
            self.focus = self._next_free()
        return True

    def _next_free(self) -> int:
        """The host's cursor after a change: the first free card, or Start when all are taken."""
        free = self.first_free
        return self.max_seats if free is None else free

    def add_computer(self, level: int = 0) -> None:
        level = level or self.computer_level
        free = self.first_free
        if free is not None:
            self.cards[free] = SeatBinding(None, level)
            self._taken(free)
            self.focus = free  # stay on it: confirm makes it stronger
            self.app.sound.play("confirm")

    def _taken(self, i: int) -> None:
        self._joins += 1
        self.joined_at[i] = self._joins

    def cycle_computer(self, i: int) -> None:
        """A computer seat gets stronger, and after level 3 the seat is free again."""
        seat = self.cards[i]
        if seat is None:
            return
        if seat.level >= LEVELS:
            self.remove(i)
        else:
            self.cards[i] = seat._replace(level=seat.level + 1)
            self.app.sound.play("move")

    def remove(self, i: int) -> None:
        """Free card ``i``; the others keep theirs (and their names, colours and lamps)."""
        seat = self.cards[i]
        self.cards[i] = None
        if self.host is None:
            self.cards = [None] * self.max_seats  # the computer does not sit alone
        device = seat.device if seat is not None else None
        for d in {s.device for s in self.seats if s.device is not None} | ({device} - {None}):
            self._light(d)  # type: ignore[arg-type]
        if self.focus < self.max_seats and self.focus not in self.reachable():
            self.focus = self._next_free()
        self.app.sound.play("back")

    def leave(self, device: str) -> bool:
        """Back from a seated device: its latest seat goes (a hot-seat extra first)."""
        mine = self.seats_of(device)
        if not mine:
            return False
        self.remove(max(mine, key=lambda i: self.joined_at[i]))
        return True

    def _light(self, device: str) -> None:
        """Seat number on the pad's lamps, seat colour on its light bar; named in messages."""
        own = self.own_card(device)
        if device == "kb":
            return
        if own is not None:
            self.app.input.set_player_index(device, own)
            self.app.input.set_led(device, self.seat_colours[own])
            self.app.input.name_seat(device, tr(self.seat_names[own]))
        else:
            self.app.input.set_player_index(device, -1)
            self.app.input.name_seat(device, None)

    def start(self) -> None:
        gap = self.gap
        if gap is not None:
            self.say(
                tr("{seat}'s seat is free: take it, or give it to the computer.").format(seat=tr(self.seat_names[gap]))
            )
            return
        if not self.can_start:
            need = self.min_seats - len(self.seats)
            self.say(tr_n("{n} more seat needed to start.", "{n} more seats needed to start.", need).format(n=need))
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
        if self._aside(action, device):
            return True
        seated = bool(self.seats_of(device))
        host = device == self.host
        if k == Kind.CONFIRM:
            if not seated:
                self.join(device)
            elif host:
                self._host_confirm(device)
            return True
        if k == Kind.BACK:
            if host and self.is_computer(self.focus):
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

    def _panel_key(self, k: Kind, host: bool) -> bool:
        """Back hides the phone panel (the server runs on: seated phones play); the host's alt on
        the phone button stops the phones. True when it was one of them."""
        if k == Kind.BACK and self.phones.open and (host or not self.seats):
            self.phones.hide()
            self.app.sound.play("back")
            return True
        if k == Kind.ALT and host and self.focus == self.max_seats + 1 and self.phones.open:
            self.phones.stop()
            return True
        return False

    def _aside(self, action: Action, device: str) -> bool:
        """The input that is not seat play: the mouse, pads plugged and pulled (told on the
        screen), a seated pad's Select (its own A/B swap) and a seated device's Name button.
        True when it was one of them."""
        if action.kind in (Kind.POINT, Kind.CLICK, Kind.RCLICK):
            return self._mouse(action)
        if action.kind in (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED):
            self._device_news(action)
            return True
        if action.kind == Kind.SELECT and device != "kb" and self.seats_of(device):
            self.toggle_swap(device)
            return True
        if action.kind == Kind.ALT2 and self.named and self.seats_of(device):
            self.open_name_entry(device)
            return True
        return self._panel_key(action.kind, device == self.host)

    def _device_news(self, action: Action) -> None:
        """A pad plugged in is told here with its own join button; a pulled one by its seat."""
        device = action.device
        if action.kind == Kind.DEVICE_ADDED:
            if device.startswith(f"{PHONE}:") and not self.seats_of(device) and self.first_free is not None:
                self.join(device)  # a phone that said the room code takes the next free seat
                self.tell(bindings.Hint(tr("A phone joined"), (tr("A phone joined"),)))
                return
            if self.app.input.recognised(device):
                if self.app.input.family(device) == "generic":
                    words = tr("A controller connected: press {key} to join")
                else:
                    words = tr("{pad} pad connected: press {key} to join").format(
                        pad=self.device_title(device), key="{key}"
                    )
                self.tell(confirm_hint(self.app, [device], words))
            return
        mine = self.seats_of(device)
        if device.startswith(f"{PHONE}:"):  # asleep, another app, or out of the Wi-Fi
            said = tr("{seat}'s phone left").format(seat=tr(self.seat_names[mine[0]])) if mine else tr("A phone left")
            self.tell(bindings.Hint(said, (said,)))
            return
        said = (
            tr("{seat}'s pad was unplugged").format(seat=tr(self.seat_names[mine[0]]))
            if mine
            else tr("A pad was unplugged")
        )
        self.tell(bindings.Hint(said, (said,)))

    def _host_confirm(self, device: str) -> None:
        if self.focus == self.max_seats + 1:
            self.toggle_phones()
        elif self.focus >= self.max_seats:
            self.start()
        elif not self.taken(self.focus):
            self.join(device)  # one more person on this device (hot-seat)
        elif self.is_computer(self.focus):
            self.cycle_computer(self.focus)
        else:
            self.start()

    def _host_alt(self) -> None:
        if not self.taken(self.focus):
            self.add_computer()
        elif self.is_computer(self.focus):
            self.cycle_computer(self.focus)

    def _move(self, k: Kind) -> None:
        """Left/right walk the taken seats and the first free one; down goes to Start, up back."""
        reachable = self.reachable()
        if self.focus >= self.max_seats and k in (Kind.LEFT, Kind.RIGHT):  # Start <-> Join with a phone
            self.focus = self.max_seats + 1 if self.focus == self.max_seats else self.max_seats
        elif k in (Kind.UP, Kind.DOWN):
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
            elif self.host == "kb" and self.phones_rect.collidepoint(pos) and not self.phones.open:
                self.focus = self.max_seats + 1
        elif action.kind == Kind.CLICK:
            self._click(pos, seat)
        else:
            self._right_click(seat)
        return True

    def _click(self, pos: tuple[int, int], seat: int | None) -> None:
        if self.phones.open and self.phones.stop_rect.collidepoint(pos):
            self.phones.stop()
        elif self.start_rect.collidepoint(pos):
            self.start()
        elif not self.phones.open and self.phones_rect.collidepoint(pos):
            self.toggle_phones()
        elif self.back_rect.collidepoint(pos):
            if not self.leave("kb"):
                self.go_back()
        elif seat is None:
            return
        elif not self.seats_of("kb") or (self.host == "kb" and not self.taken(seat)):
            self.join("kb")  # take a seat, or (host) one more person on the keyboard
        elif self.host == "kb" and self.is_computer(seat):
            self.cycle_computer(seat)

    def _right_click(self, seat: int | None) -> None:
        """On a card (host): the computer in a free seat, or a stronger one; elsewhere: leave."""
        if seat is not None and self.host == "kb":
            if not self.taken(seat):
                self.add_computer()
            elif self.is_computer(seat):
                self.cycle_computer(seat)
        elif not self.leave("kb") and not self.seats:
            self.go_back()

    # -- drawing --------------------------------------------------------------------
    def device_title(self, device: str) -> str:
        if seat_device(device) == "kb":
            return tr(bindings.FAMILY_TITLES["keyboard"])
        if self.app.input.pad(device) is None:
            return tr("unplugged")
        return tr(bindings.FAMILY_TITLES[self.app.input.family(device)])

    def join_hint(self) -> bindings.Hint:
        """ "Press Enter / A / Cross to join": the confirm button of every device not seated yet,
        each in its own glyphs (remaps and its A/B swap), one glyph once however many show it."""
        waiting = [d for d in self.app.input.devices() if not self.seats_of(d)]
        if not waiting and self.phones.open:
            words = tr("Plug in another controller, or scan the code with a phone, to join")
            return bindings.Hint(words, (words,))
        if not waiting:
            words = tr("Plug in another controller to join")
            return bindings.Hint(words, (words,))
        return confirm_hint(self.app, waiting, tr("Press {key} to join"))

    def host_hint(self) -> bindings.Hint:
        """What the host's buttons do where its cursor is, in the host device's own glyphs."""
        hides = self.phones.open  # back hides the phone panel first
        if self.focus == self.max_seats + 1:
            template = N_("{confirm} show or hide the phone panel  {alt} stop phones  {up} seats")
        elif hides and self.focus == self.max_seats:
            template = N_("{confirm} start  {up} seats  {back} hide the phone panel")
        elif self.focus >= self.max_seats:
            template = N_("{confirm} start  {up} seats  {back} leave")
        elif not self.taken(self.focus) and hides:
            template = N_("{confirm} add a person  {alt} add the computer  {pause} start  {back} hide the phone panel")
        elif not self.taken(self.focus):
            template = N_("{confirm} add a person  {alt} add the computer  {pause} start  {back} leave")
        elif self.is_computer(self.focus):
            template = N_("{confirm} stronger  {back} free the seat  {pause} start")
        elif hides:
            template = N_("{left}{right} choose a seat  {pause} start  {back} hide the phone panel")
        else:
            template = N_("{left}{right} choose a seat  {pause} start  {back} leave")
        return self.app.input.hint(tr(template), self.host or "kb")

    def card_hint(self, i: int) -> bindings.Hint | None:
        """On a seated pad's card: its own A/B swap, which that pad's Select toggles."""
        card = self.cards[i]
        device = card.device if card is not None else None
        if device is None or self.app.input.pad(device) is None or i != self.own_card(device):
            return None
        if device.startswith(f"{PHONE}:"):
            return None  # a phone's page names its buttons: nothing to swap
        swapped = self.app.input.swap_for(device)
        return self.app.input.hint(tr("{select} A/B swapped") if swapped else tr("{select} A/B as is"), device)

    def name_hint(self, i: int) -> bindings.Hint | None:
        """On the card a seated device names: its Name button ("Y name", "H name")."""
        card = self.cards[i]
        device = card.device if card is not None else None
        if not self.named or device is None or self.name_card(device) != i:
            return None
        return self.app.input.hint(tr("{alt2} name"), device)

    def toggle_swap(self, device: str) -> None:
        """A seated pad swaps its own confirm and back, remembered for its GUID in the settings."""
        swap = not self.app.input.swap_for(device)
        if self.app.input.set_pad_pref(device, "swap_ab", swap) is None:
            return
        self.app.save_controls()
        self.app.sound.play("move")
        seat = self.card_name(self.own_card(device) or 0)
        told = tr("{seat}'s pad: {confirm} confirms, {back} backs").replace("{seat}", seat)
        self.tell(self.app.input.hint(told, device))

    def tell(self, news: bindings.Hint) -> None:
        """A line of news under the buttons (a pad arrived, left, swapped), for NEWS_S."""
        self.news, self.news_at = news, self.app.time

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        title = tr(self.title)
        size = "l" if draw.text_size(title, "l")[0] <= 620 else "m"  # a long title (German) in the smaller type
        draw.text(canvas, title, (320, 2), size, draw.PALETTE["gold"], "midtop")
        draw.hint_line(canvas, self.join_hint(), (320, 72), "m", draw.PALETTE["ink"])
        for i in range(self.max_seats):
            self._draw_card(canvas, i)
        self._draw_buttons(canvas)
        y = 290
        if self.phones.open:
            self.phones.draw(canvas, self.message)
            self._draw_buttons(canvas)
            self._draw_hints(canvas)
            return
        if self.hot_seat:
            if seat_device(self.host or "kb") == "kb":
                words = tr("Hot-seat: the keyboard plays every person seat")
            else:
                words = tr("Hot-seat: the {pad} pad plays every person seat").format(
                    pad=self.device_title(self.host or "kb")
                )
            draw.text(canvas, words, (320, y), "m", draw.PALETTE["accent"], "midtop")
            y += 18
        if self.message:
            draw.text(canvas, self.message, (320, y), "m", draw.PALETTE["bad"], "midtop")
            y += 18
        if self.news is not None and self.app.time - self.news_at < NEWS_S:
            draw.hint_line(canvas, self.news, (320, y), "m", draw.PALETTE["accent"], "midtop")
        self._draw_hints(canvas)

    def _draw_hints(self, canvas: pygame.Surface) -> None:
        if self.host is not None:
            draw.hint_line(canvas, self.host_hint(), (320, 354))
        else:
            draw.hint_line(canvas, self.app.input.hint(tr("{back} back")), (320, 354))

    def _draw_card(self, canvas: pygame.Surface, i: int) -> None:
        rect = self.card_rect(i)
        colour = self.seat_colours[i]
        seat = self.cards[i]
        taken = seat is not None
        draw.panel(canvas, rect, edge=colour if taken else draw.PALETTE["faint"], alpha=235 if taken else 150)
        bar_colour = colour if taken else tuple(c // 2 for c in colour)
        said = self.card_name(i)  # a long name ("Jugador 2", a third longer in German) a size down
        size = draw.size_to_fit(said, rect.w - 28)
        top = draw.top_on_line(rect.y + 6, size)
        name = draw.text(canvas, said, (rect.centerx + 7, top), size, colour, "midtop")
        draw.seat_shape(canvas, i, (name.x - 9, rect.y + 15), 11, colour)  # the seat's shape, not colour alone
        canvas.fill(bar_colour, (rect.x + 8, rect.y + 30, rect.w - 16, 3))
        centre = (rect.centerx, rect.y + 62)
        if seat is not None:
            if seat.device is None:
                big_icon(canvas, "computer", centre, colour)
                draw.text(canvas, tr("Computer"), (rect.centerx, rect.y + 80), "m", draw.PALETTE["ink"], "midtop")
                level_meter(canvas, seat.level, (rect.centerx, rect.y + 104), colour)
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
                hosts = seat.device == self.host and i == self.own_card(seat.device)
                label = tr_p("join card", "host") if hosts else tr_p("join card", "person")
                self._draw_card_keys(canvas, rect, label, self.name_hint(i), self.card_hint(i))
        else:
            draw.text(
                canvas, tr_p("join card", "free"), (rect.centerx, rect.y + 56), "m", draw.PALETTE["faint"], "midtop"
            )
            if i == self.first_free and i >= self.min_seats:
                draw.text(canvas, tr("optional"), (rect.centerx, rect.y + 80), "s", draw.PALETTE["faint"], "midtop")
            elif i < self.min_seats:
                draw.text(canvas, tr("needed"), (rect.centerx, rect.y + 80), "s", draw.PALETTE["dim"], "midtop")
        if self.host is not None and self.focus == i and i in self.reachable():
            draw.cursor(canvas, rect, self.app.time, self.seat_colours[0])

    def _draw_card_keys(
        self,
        canvas: pygame.Surface,
        rect: pygame.Rect,
        label: str,
        named: bindings.Hint | None,
        swap: bindings.Hint | None,
    ) -> None:
        """A seated device's card foot: its role, its Name key, its A/B swap. Each key line is
        broken to the card's width; where they need more rows than the card has (long words on a
        96-px card of six), the role's line makes way first, then the swap's."""
        width, step = rect.w - 6, draw.glyph_h()
        names = draw.fit_hint(named, width) if named is not None else []
        swaps = draw.fit_hint(swap, width) if swap is not None else []
        foot = rect.bottom - 4
        if foot - step * (len(names) + len(swaps)) < rect.y + 118:
            if foot - step * (len(names) + len(swaps)) < rect.y + 104:
                swaps = []
            label = ""
        if label:
            draw.text(canvas, label, (rect.centerx, rect.y + 104), "s", draw.PALETTE["dim"], "midtop")
        if names:  # under the role, as it always stood; the swap at the foot
            top = rect.y + 118 if label else foot - step * (len(names) + len(swaps))
            for k, line in enumerate(names):
                draw.hint_line(canvas, line, (rect.centerx, top + k * step), "s", draw.PALETTE["dim"], "midtop")
        for k, line in enumerate(reversed(swaps)):
            draw.hint_line(canvas, line, (rect.centerx, foot - k * step), "s", draw.PALETTE["dim"])

    def _draw_buttons(self, canvas: pygame.Surface) -> None:
        start = tr_p("join screen", "Start")
        buttons = [(self.start_rect, start, self.can_start)]
        if not self.phones.open:
            buttons += [(self.back_rect, tr("Back"), True), (self.phones_rect, tr("Join with a phone"), True)]
        for rect, label, live in buttons:
            draw.panel(canvas, rect, edge=draw.PALETTE["gold"] if live and label == start else draw.PALETTE["faint"])
            draw.text(canvas, label, rect.center, "m", draw.PALETTE["ink"] if live else draw.PALETTE["faint"], "center")
        if self.host is not None and self.focus >= self.max_seats:
            at = self.phones.stop_rect if self.phones.open else self.phones_rect
            rect = at if self.focus == self.max_seats + 1 else self.start_rect
            draw.cursor(canvas, rect, self.app.time, self.seat_colours[0])


def confirm_hint(app: App, devices: Sequence[str], words: str, action: str = "confirm") -> bindings.Hint:
    """ "Press Enter / A / Cross to join": ``words`` (translated, its ``{key}`` where the keys go)
    with each device's confirm (or another ``action``) in its own glyphs (remaps and its A/B
    swap), a glyph shown once however many devices show it (an Xbox A and a swapped Nintendo A
    read the same)."""
    before, _, after = words.partition("{key}")
    shown: list[tuple[bindings.Glyph, ...]] = []
    for device in devices:
        glyphs = tuple(app.input.glyphs(action, device))
        if glyphs and tuple(g.label for g in glyphs) not in [tuple(g.label for g in s) for s in shown]:
            shown.append(glyphs)
    parts: list[str | bindings.Glyph] = [before]
    for i, glyphs in enumerate(shown):
        if i:
            parts.append(" / ")
        parts += glyphs
    parts.append(after)
    return bindings.Hint.of(parts)


def join_table(
    app: App, title: str, min_seats: int, max_seats: int, on_done: Callable[[list[SeatBinding]], None]
) -> JoinScene:
    """A join screen for a table game's seats, in the shared seat names and colours."""
    return JoinScene(
        app,
        tr("{game}: take your seats").format(game=tr(title)),
        min_seats,
        max_seats,
        draw.SEAT_NAMES[:max_seats],
        draw.SEAT_COLOURS[:max_seats],
        on_done,
        named=True,
    )
