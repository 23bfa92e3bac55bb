"""The reconnect overlay: a seat's pad was pulled; play waits until someone holds that seat again.

Game-free: the play scene pushes it when a bound pad goes away, and gets the
device that now plays the seat through ``on_resolved``. The same pad coming
back (same SDL GUID, or the same SDL player slot) gets its seat back; any other
device can take the seat over with its confirm button. Either way a short
3-2-1 countdown runs before play resumes. The scene below is not updated
meanwhile, so the game state stays untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.framework import bindings, draw
from scenes.framework.input import Action, Kind, family_from_guid, seat_device
from scenes.framework.scene import Scene

if TYPE_CHECKING:
    from scenes.framework.app import App

COUNT_FROM = 3
COUNT_STEP_S = 0.6


class ReconnectScene(Scene):
    name = "reconnect"
    opaque = False

    def __init__(
        self,
        app: "App",
        seat_name: str,
        colour: tuple[int, int, int],
        lost_device_guid: str,
        on_resolved: Callable[[str], None],
        *,
        lost_slot: int = -1,
        seat_index: int = -1,
    ) -> None:
        super().__init__(app)
        self.seat_name, self.colour = seat_name, colour
        self.lost_guid, self.lost_slot = lost_device_guid, lost_slot
        self.seat_index = seat_index  # >= 0: light the new pad's lamps for this seat
        self.on_resolved = on_resolved
        self.family = family_from_guid(lost_device_guid) if lost_device_guid else "generic"
        self.device: str | None = None  # who will play the seat, once known
        self.returned = False  # the lost pad itself came back
        self.countdown_at = 0.0
        self.resolved = False
        self._dim: pygame.Surface | None = None  # the shade and the icon, made once
        self._icon = pygame.Surface((0, 0))

    # -- resolution ------------------------------------------------------------------
    def is_lost_pad(self, action: Action) -> bool:
        same_guid = bool(self.lost_guid) and action.guid == self.lost_guid
        same_slot = self.lost_slot >= 0 and action.slot == self.lost_slot
        return same_guid or same_slot

    def claim(self, device: str, returned: bool) -> None:
        """``device`` plays the seat from now on: count down, then resume."""
        self.device, self.returned = device, returned
        self.countdown_at = self.app.time
        self.app.input.name_seat(device, self.seat_name)
        if self.seat_index >= 0:
            self.app.input.set_player_index(device, self.seat_index)
            self.app.input.set_led(device, self.colour)
        self.app.input.rumble(device, 0.3, 0.5, 150)
        self.app.sound.play("confirm")

    @property
    def count(self) -> int:
        """The number on screen: 3, 2, 1 (0 once done)."""
        if self.device is None:
            return COUNT_FROM
        return max(0, COUNT_FROM - int((self.app.time - self.countdown_at) / COUNT_STEP_S))

    def handle(self, action: Action) -> bool:
        if self.resolved:
            return True
        if action.kind == Kind.DEVICE_ADDED:
            if self.device is None and self.is_lost_pad(action):
                self.claim(action.device, returned=True)
            return True
        if action.kind == Kind.CONFIRM and self.device is None:
            self.claim(seat_device(action.device), returned=False)
        return True  # nothing reaches the game until the seat is held again

    def update(self, dt: float) -> None:
        if self.device is None or self.resolved:
            return
        if self.device != "kb" and self.app.input.pad(self.device) is None:
            self.device = None  # pulled again during the countdown: wait again
            return
        if self.count == 0:
            self.resolved = True
            self.app.stack.pop()
            self.on_resolved(self.device)

    # -- drawing ---------------------------------------------------------------------
    def take_over_hint(self) -> bindings.Hint:
        families = list(dict.fromkeys(self.app.input.family(d) for d in self.app.input.devices()))
        parts: list[str | bindings.Glyph] = ["or press "]
        for i, family in enumerate(families):
            if i:
                parts.append(" / ")
            parts += bindings.glyphs("confirm", family, self.app.input.swap_ab)
        parts.append(" on another controller")
        return bindings.Hint("".join(p if isinstance(p, str) else p.label for p in parts), tuple(parts))

    @property
    def message(self) -> str:
        return f"{self.seat_name}'s controller is disconnected"

    def draw(self, canvas: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != canvas.get_size():
            self._dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            self._dim.fill((4, 4, 16, 185))
            small = pygame.Surface((26, 18), pygame.SRCALPHA)
            draw.device_icon(small, self.family, (13, 9), self.colour)
            self._icon = pygame.transform.scale_by(small, 2)
        canvas.blit(self._dim, (0, 0))
        box = pygame.Rect(0, 0, 440, 170)
        box.center = (320, 176)
        draw.panel(canvas, box, edge=self.colour)
        canvas.blit(self._icon, self._icon.get_rect(center=(320, box.y + 30)))
        if self.device is None:
            if int(self.app.time * 2) % 2 == 0:  # a blinking cross: the pad is gone
                x, y = 320 + 20, box.y + 16
                pygame.draw.line(canvas, draw.PALETTE["bad"], (x, y), (x + 8, y + 8), 2)
                pygame.draw.line(canvas, draw.PALETTE["bad"], (x, y + 8), (x + 8, y), 2)
            draw.text(canvas, self.message, (320, box.y + 56), "m", self.colour, "midtop")
            draw.text(canvas, "Reconnect it,", (320, box.y + 84), "m", draw.PALETTE["ink"], "midtop")
            draw.hint_line(canvas, self.take_over_hint(), (320, box.y + 112), "m", draw.PALETTE["ink"], "midtop")
            draw.text(
                canvas, f"to take over {self.seat_name}'s seat.", (320, box.y + 134), "m", draw.PALETTE["ink"], "midtop"
            )
        else:
            said = (
                f"{self.seat_name}'s controller is back"
                if self.returned
                else f"{self.seat_name}'s seat has a new controller"
            )
            draw.text(canvas, said, (320, box.y + 56), "m", self.colour, "midtop")
            draw.text(canvas, str(max(1, self.count)), (320, box.y + 84), "xl", draw.PALETTE["gold"], "midtop")
