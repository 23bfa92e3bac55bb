"""The name entry screen: one seated player types a name on an on-screen keyboard.

Opened from the join screen for one seat and one device, the seat's own: only
that device operates it (another pad's presses are ignored, so nobody types
into someone else's name). A pad moves over a grid of the letters, digits,
Space, Delete and Done with its d-pad or stick, A types the key under the
cursor, B deletes (and, with nothing left to delete, leaves the name as it
was), Start is Done. The keyboard types straight away (letters, digits,
space; Backspace deletes, Enter is Done, Esc on an empty name leaves), and the
mouse, the keyboard's hand, clicks the grid's keys. Done keeps the name for the
seat (scenes/couch/seat_names.py); an empty name is the seat's colour name again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.couch import seat_names
from scenes.framework import draw
from scenes.framework.input import KEYBOARD, Action, Kind, seat_device
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from scenes.framework.app import App

SPACE, DELETE, DONE = N_("Space"), N_("Delete"), N_("Done")  # keys on the board: translated where drawn
COLUMNS = 10
ROWS: tuple[tuple[str, ...], ...] = (
    *(tuple(seat_names.LETTERS[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(3)),
    tuple(seat_names.LETTERS[3 * COLUMNS :]),
    (SPACE, DELETE, DONE),
)
KEY_W, KEY_H, KEY_GAP = 34, 24, 4
GRID_TOP = 112
WIDE_W = (COLUMNS * (KEY_W + KEY_GAP) - KEY_GAP - 2 * KEY_GAP) // 3  # Space, Delete, Done share a row


def key_rect(row: int, col: int) -> pygame.Rect:
    """Where key ``col`` of grid row ``row`` is drawn (and clicked)."""
    left = 320 - (COLUMNS * (KEY_W + KEY_GAP) - KEY_GAP) // 2
    y = GRID_TOP + row * (KEY_H + KEY_GAP)
    if len(ROWS[row][col]) > 1:  # a word key: the last row's three wide keys
        return pygame.Rect(left + col * (WIDE_W + KEY_GAP), y, WIDE_W, KEY_H)
    return pygame.Rect(left + col * (KEY_W + KEY_GAP), y, KEY_W, KEY_H)


class NameEntryScene(Scene):
    """Typing seat ``seat``'s name from ``device``; ``on_done`` hears once it is kept (or left)."""

    name = "name_entry"

    def __init__(
        self,
        app: App,
        seat: int,
        device: str,
        colour: tuple[int, int, int],
        on_done: Callable[[], None] | None = None,
        label: str = "",
    ) -> None:
        super().__init__(app)
        self.label = label or draw.SEAT_NAMES[seat % len(draw.SEAT_NAMES)]  # the seat's name with none given
        self.seat, self.device, self.colour = seat, seat_device(device), colour
        self.on_done = on_done
        own = seat_names.chosen(app)
        self.text = own[seat] if seat < len(own) else ""
        self.row, self.col = 0, 0
        self.field = draw.Starfield(seed=23)
        self.closed = False

    # -- changes ----------------------------------------------------------------------
    def type(self, char: str) -> None:
        if len(self.text) >= seat_names.MAX_LEN or (char == " " and (not self.text or self.text.endswith(" "))):
            self.app.sound.play("error")
            return
        self.text += char
        self.app.sound.play("move")

    def delete(self) -> None:
        """One character less; with none left, leave the name as it was."""
        if not self.text:
            self.close(keep=False)
            return
        self.text = self.text[:-1]
        self.app.sound.play("back")

    def close(self, keep: bool) -> None:
        if self.closed:
            return
        self.closed = True
        if keep:
            seat_names.set_name(self.app, self.seat, self.text)
            self.app.sound.play("confirm")
        else:
            self.app.sound.play("back")
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done()

    def press_key(self, label: str) -> None:
        """The grid key ``label`` pressed (A on a pad, a click)."""
        if label == DONE:
            self.close(keep=True)
        elif label == DELETE:
            if self.text:
                self.delete()
        elif label == SPACE:
            self.type(" ")
        else:
            self.type(label)

    def update(self, dt: float) -> None:
        """The seat's pad pulled: nobody else may type here, so the name stays as it was."""
        if self.device != KEYBOARD and self.device not in self.app.input.devices():
            self.close(keep=False)

    # -- input ------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if self.closed:
            return True
        device = seat_device(action.device)
        if action.kind in (Kind.POINT, Kind.CLICK):
            if self.device == KEYBOARD and action.pos is not None:
                self._mouse(action)
            return True
        if device != self.device:
            return True  # only the seat's own device types its name
        typed = (action.text or "").upper()
        if device == KEYBOARD and len(typed) == 1 and (typed in seat_names.LETTERS or typed == " "):
            self.type(typed)
            return True
        k = action.kind
        if k == Kind.CONFIRM:
            if device == KEYBOARD:
                self.close(keep=True)  # Enter: the typed name is done
            else:
                self.press_key(ROWS[self.row][self.col])
        elif k == Kind.BACK:
            self.delete()
        elif k == Kind.PAUSE:
            self.close(keep=True)
        elif k in (Kind.LEFT, Kind.RIGHT):
            self.col = (self.col + (1 if k == Kind.RIGHT else -1)) % len(ROWS[self.row])
            self.app.sound.play("move")
        elif k in (Kind.UP, Kind.DOWN):
            self._move_row(1 if k == Kind.DOWN else -1)
        return True

    def _move_row(self, step: int) -> None:
        """Up or down to the key nearest the cursor's column (round the grid's ends)."""
        x = key_rect(self.row, self.col).centerx
        self.row = (self.row + step) % len(ROWS)
        keys = range(len(ROWS[self.row]))
        self.col = min(keys, key=lambda c: abs(key_rect(self.row, c).centerx - x))
        self.app.sound.play("move")

    def _mouse(self, action: Action) -> None:
        assert action.pos is not None
        for r, row in enumerate(ROWS):
            for c in range(len(row)):
                if key_rect(r, c).collidepoint(action.pos):
                    self.row, self.col = r, c
                    if action.kind == Kind.CLICK:
                        self.press_key(row[c])
                    return

    # -- drawing ----------------------------------------------------------------------
    def shown_name(self) -> str:
        """The name as the panels will show it (the colour name while nothing is typed)."""
        return self.text.strip() or self.label

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.text(canvas, tr("{seat}'s seat: your name").format(seat=self.label), (320, 2), "l", self.colour, "midtop")
        box = pygame.Rect(0, 0, 220, 34)
        box.midtop = (320, 58)
        draw.panel(canvas, box, edge=self.colour)
        shown = self.text + "_" * (seat_names.MAX_LEN - len(self.text))
        draw.text(canvas, shown, box.center, "l", draw.PALETTE["ink"], "center")
        draw.text(
            canvas,
            tr("The panels will say: {name}").format(name=self.shown_name()),
            (320, box.bottom + 4),
            "s",
            draw.PALETTE["dim"],
            "midtop",
        )
        for r, row in enumerate(ROWS):
            for c, label in enumerate(row):
                rect = key_rect(r, c)
                focused = (r, c) == (self.row, self.col)
                draw.panel(canvas, rect, edge=self.colour if focused else draw.PALETTE["faint"])
                draw.text(
                    canvas,
                    tr(label) if label in (SPACE, DELETE, DONE) else label,
                    rect.center,
                    "m",
                    draw.PALETTE["ink"],
                    "center",
                )
        draw.cursor(canvas, key_rect(self.row, self.col), self.app.time, self.colour)
        if self.device == KEYBOARD:
            template = tr("Type a name  {back} delete  {confirm} done")
        else:
            template = tr("{confirm} type  {back} delete  {pause} done")
        draw.hint_line(canvas, self.app.input.hint(template, self.device), (320, 354))
