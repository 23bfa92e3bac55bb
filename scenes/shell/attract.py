"""Attract mode: the computer plays each game in turn until someone touches a control, with
the Records screen between two games (title -> demo -> records -> demo -> records ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.framework import draw
from scenes.framework.input import Action, Kind
from scenes.framework.scene import Scene
from scenes.play import entries
from scenes.shell.records import RecordsScene

if TYPE_CHECKING:
    from scenes.framework.app import App

MAX_DEMO_S = 150.0  # move on even if a demo game runs long
# TRANSLATORS: the attract mode's strip at the foot of the screen, blinking (capitals, as an arcade says it)
STRIP_WORDS = N_("DEMO  -  PRESS ANY BUTTON TO PLAY")
PLUG_GRACE_S = 1.0  # pads SDL announces as the demo starts are not someone arriving
# every button, key, trigger and stick (TOUCH covers triggers, the right stick, stick clicks, Guide)
WAKE_KINDS = {
    Kind.UP,
    Kind.DOWN,
    Kind.LEFT,
    Kind.RIGHT,
    Kind.CONFIRM,
    Kind.BACK,
    Kind.ALT,
    Kind.ALT2,
    Kind.PAUSE,
    Kind.SELECT,
    Kind.UNDO,
    Kind.REDO,
    Kind.CLICK,
    Kind.RCLICK,
    Kind.KEY,
    Kind.WHEEL,
    Kind.TOUCH,
}


class AttractScene(Scene):
    """Hosts one game's demo scene (or the records, turning their own pages) at a time and
    forwards update and draw to it."""

    name = "attract"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.entries = entries.games()
        self.index = -1
        self.seed = app.options.seed if app.options.seed is not None else app.rng.randrange(1 << 30)
        self.child: Scene | None = None
        self.records = False  # the child on show is the Records screen, between two demos
        self.child_started = 0.0
        self.started = app.time
        self._frame: pygame.Surface | None = None  # the demo draws here, then is fitted above the strip
        self._next()

    def _next(self) -> None:
        if self.child is not None:
            self.child.on_exit()
            self.child.on_close()
            self.child = None
        if not self.entries:
            return
        self.records = self.index >= 0 and not self.records
        if self.records:
            self.child = RecordsScene(self.app, auto=True)
        else:
            self.index = (self.index + 1) % len(self.entries)
            self.seed += 1
            self.child = self.entries[self.index].demo(self.app, self.seed)
        self.child_started = self.app.time
        self.child.on_enter()

    @property
    def current_game(self) -> str | None:
        return self.entries[self.index].key if self.child is not None and not self.records else None

    def handle(self, action: Action) -> bool:
        plugged = action.kind == Kind.DEVICE_ADDED and self.app.time - self.started >= PLUG_GRACE_S
        if (action.kind in WAKE_KINDS and not action.repeat) or plugged:
            self.app.stack.pop(transition="fade")
        return True

    def update(self, dt: float) -> None:
        if self.child is None:
            return
        self.child.update(dt)
        over = getattr(self.child, "demo_over", False)
        if over or self.app.time - self.child_started > MAX_DEMO_S:
            self._next()

    def on_close(self) -> None:
        if self.child is not None:
            self.child.on_exit()
            self.child.on_close()
            self.child = None

    def strip_rect(self) -> pygame.Rect:
        """The "press any button" strip along the very bottom of the canvas."""
        h = draw.text_size(tr(STRIP_WORDS), "s")[1] + 3  # a clear pixel between its edges and its words
        return pygame.Rect(0, 360 - h, 640, h)

    def viewport(self) -> pygame.Rect:
        """Where the demo's whole frame is shown: above the strip, shrunk evenly to its
        height, so the strip never covers a board's edge (every game draws to y ~352)."""
        h = self.strip_rect().y
        w = round(640 * h / 360)
        return pygame.Rect((640 - w) // 2, 0, w, h)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(draw.PALETTE["bg"])
        if self.child is not None:
            if self._frame is None:
                self._frame = pygame.Surface(canvas.get_size()).convert(canvas)
            self.child.draw(self._frame)  # its own 640x360 frame, then fitted above the strip
            view = self.viewport()
            canvas.blit(pygame.transform.smoothscale(self._frame, view.size), view)
        else:
            draw.text(canvas, tr("No games to show yet"), (320, 180), "l", draw.PALETTE["dim"], "center")
        # a panel of its own (an overlay), so its words belong to it and not to the demo's panel
        band = self.strip_rect()
        draw.panel(canvas, band, fill=(0, 0, 0), edge=draw.PALETTE["faint"], alpha=230)
        colour = draw.PALETTE["gold"] if int(self.app.time * 1.6) % 2 == 0 else draw.PALETTE["dim"]
        draw.text(canvas, tr(STRIP_WORDS), (320, band.y + 2), "s", colour, "midtop")
