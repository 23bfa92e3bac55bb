"""Rules pages: short words and a small diagram per page, turned with left/right.

A page's title and body are messages (marked with ``N_`` where the pages are written),
translated as they are drawn. A body names keys by their action (``{confirm}``, ``{undo}``):
the page writes the keys of the device last used, as the binding table and any remap have
them, in the language on screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import N_, tr

from . import draw
from .input import Action, Kind
from .scene import Scene

if TYPE_CHECKING:
    from .app import App

Diagram = Callable[[pygame.Surface, pygame.Rect, float], None]


@dataclass
class RulesPage:
    title: str
    body: str
    diagram: Diagram | None = None  # draws into the given rect; t = seconds, for animation


class RulesScene(Scene):
    name = "rules"
    opaque = False

    def __init__(self, app: "App", title: str, pages: list[RulesPage]) -> None:
        super().__init__(app)
        self.title = title
        self.pages = pages or [RulesPage(N_("Rules"), N_("No rules page yet."))]
        self.index = 0
        self.panel = pygame.Rect(24, 18, 592, 324)
        self.prev_rect = pygame.Rect(self.panel.left + 8, self.panel.bottom - 26, 70, 20)
        self.next_rect = pygame.Rect(self.panel.right - 78, self.panel.bottom - 26, 70, 20)

    def turn(self, step: int) -> None:
        new = min(len(self.pages) - 1, max(0, self.index + step))
        if new != self.index:
            self.index = new
            self.app.sound.play("move")

    def handle(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.BACK, Kind.RCLICK, Kind.PAUSE):
            self.app.sound.play("back")
            self.app.stack.pop()
        elif k in (Kind.LEFT, Kind.UP, Kind.UNDO) or (k == Kind.WHEEL and action.amount > 0):
            self.turn(-1)
        elif k in (Kind.RIGHT, Kind.DOWN, Kind.REDO) or (k == Kind.WHEEL and action.amount < 0):
            self.turn(+1)
        elif k == Kind.CONFIRM:
            if self.index == len(self.pages) - 1:
                self.app.stack.pop()
            else:
                self.turn(+1)
        elif k == Kind.CLICK and action.pos is not None:
            if self.prev_rect.collidepoint(action.pos):
                self.turn(-1)
            elif self.next_rect.collidepoint(action.pos):
                self.turn(+1)
        return True  # modal

    def keyed(self, words: str) -> str:
        """``words`` with each ``{action}`` as the key or button that does it, in words."""
        if "{" not in words:
            return words
        hint = self.app.input.hint(words)
        return "".join(part if isinstance(part, str) else tr(part.label) for part in hint.parts)

    def draw(self, canvas: pygame.Surface) -> None:
        dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        dim.fill((4, 4, 16, 190))
        canvas.blit(dim, (0, 0))
        draw.panel(canvas, self.panel)
        page = self.pages[self.index]
        p = self.panel
        heading = tr("{rules}: {page}").format(rules=tr(self.title), page=tr(page.title))
        draw.text(canvas, heading, (p.centerx, p.top + 6), "m", draw.PALETTE["gold"], "midtop")
        text_w = 300 if page.diagram else p.w - 32
        y = p.top + 30
        for line in draw.even_wrap(self.keyed(tr(page.body)), text_w):
            draw.text(canvas, line, (p.left + 16, y), "m", draw.PALETTE["ink"])
            y += 18
        if page.diagram:
            area = pygame.Rect(p.left + 16 + text_w + 12, p.top + 32, p.w - text_w - 44, p.h - 70)
            pygame.draw.rect(canvas, draw.PALETTE["bg"], area)
            pygame.draw.rect(canvas, draw.PALETTE["faint"], area, 1)
            clip = canvas.get_clip()
            canvas.set_clip(area)
            page.diagram(canvas, area, self.app.time)
            canvas.set_clip(clip)
        n = len(self.pages)
        draw.text(canvas, f"{self.index + 1} / {n}", (p.centerx, p.bottom - 22), "m", draw.PALETTE["dim"], "midtop")
        if self.index > 0:
            draw.text(canvas, tr("< prev"), self.prev_rect.center, "m", draw.PALETTE["accent"], "center")
        if self.index < n - 1:
            draw.text(canvas, tr("next >"), self.next_rect.center, "m", draw.PALETTE["accent"], "center")
