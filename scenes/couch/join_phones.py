"""The join screen's phone panel: the QR code, the address in words and the room code.

"Join with a phone" starts the phone server (scenes/framework/phones.py) and
opens this panel under the seat cards; a phone that scans the code opens the
controller page with the room code filled in, one that types the address is
asked for it. The panel only reads what the server says about itself: no
scene touches the network. Hiding the panel leaves the server running (the
seated phones play on); "Stop phones" stops it, and its phones leave their
seats as pulled pads do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.framework import draw
from scenes.framework.qr_art import modules, qr_surface

if TYPE_CHECKING:
    from scenes.framework.app import App

PANEL = pygame.Rect(8, 236, 624, 103)  # above the hint line, large text too
NOTES = {  # PhoneService.notes, worded: (the words, whether it is a problem)
    "off": (N_("Phones are off"), False),
    "starting": (N_("Starting the phone server..."), False),
    "no port": (N_("Phones can't join: no free port"), True),
    "failed": (N_("Phones can't join: the phone server could not start"), True),
    "no network": (N_("No network: phones can't join"), True),
    "port moved": (N_("Port {port} was in use: using {used}"), True),
}
QR_ROOM = 100  # the QR code's side at most, quiet zone included (whole pixels a module)
TEXT_X = 128


class PhonePanel:
    """The phone panel of one join screen: open or hidden, drawn from the server's state."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.open = False
        self._qr: tuple[str, pygame.Surface] | None = None

    def show(self) -> None:
        """Start the server (if it is not running) and show how to join."""
        self.app.phones.start()
        self.open = True

    def hide(self) -> None:
        self.open = False

    def stop(self) -> None:
        """Stop the phone server: its phones leave (their seats as pulled pads)."""
        self.app.phones.stop()
        self.open = False

    def lines(self) -> list[tuple[str, bool]]:
        """What the panel says about the server, worded: (line, is a problem)."""
        out = []
        for what, numbers in self.app.phones.notes():
            words, bad = NOTES[what]
            out.append((tr(words).format(**numbers), bad))
        return out

    @property
    def stop_rect(self) -> pygame.Rect:
        return pygame.Rect(PANEL.right - 118, PANEL.bottom - 30, 110, 22)

    def qr(self, url: str) -> pygame.Surface:
        """The QR code of ``url`` (upper case: the denser alphanumeric mode), drawn once per address."""
        text = url.upper()
        if self._qr is None or self._qr[0] != text:
            module = max(1, QR_ROOM // modules(text))
            self._qr = (text, qr_surface(text, module))
        return self._qr[1]

    def draw(self, canvas: pygame.Surface, message: str = "") -> None:
        draw.panel(canvas, PANEL, edge=draw.PALETTE["accent"], alpha=245)
        server = self.app.phones.server
        x, y = PANEL.x + TEXT_X, PANEL.y + 6
        listening = server is not None and server.state == "listening"
        if listening and server is not None and server.network:
            code = self.qr(server.url)
            canvas.blit(code, code.get_rect(midleft=(PANEL.x + 8 + (QR_ROOM - code.get_width()) // 2, PANEL.centery)))
            draw.text(canvas, tr("Join with a phone: scan the code, or open"), (x, y), "m", draw.PALETTE["ink"])
            address = f"http://{server.address}:{server.port}"
            draw.text(canvas, address, (x, y + 18), "m", draw.PALETTE["gold"])
            label = draw.text(canvas, tr("Room code"), (x, y + 44), "m", draw.PALETTE["dim"])
            draw.text(canvas, server.room, (label.right + 10, y + 38), "l", draw.PALETTE["gold"])
            y += 70
        for line, bad in self.lines():
            draw.text(canvas, line, (x, y), "m", draw.PALETTE["bad"] if bad else draw.PALETTE["dim"])
            y += 16
        if message:
            draw.text(canvas, message, (x, PANEL.bottom - 18), "s", draw.PALETTE["bad"])
        rect = self.stop_rect
        draw.panel(canvas, rect, edge=draw.PALETTE["faint"])
        draw.text(canvas, tr("Stop phones"), rect.center, "m", draw.PALETTE["ink"], "center")
