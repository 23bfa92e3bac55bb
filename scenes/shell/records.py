"""The Records screen: every game's records and the daily challenge's history, a page each.

Opened from the title (left / right or a click on a tab turn the pages, B
leaves) and shown in the attract cycle, where it turns its own pages
(``auto``) and says it is done (``demo_over``) after the last one. Each
game's page is the game's own reading of its stats keys (``GameEntry.records``,
in its stats.py); the daily page is scenes/play/records.py's. The screen
itself knows no game and no key.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import N_, tr
from scenes.framework import bindings, draw
from scenes.framework.input import Action, Kind
from scenes.framework.scene import Scene
from scenes.play import entries
from scenes.play.records import RecordLines, daily_records

if TYPE_CHECKING:
    from scenes.framework.app import App

TITLE_MUSIC = "title_loop"
PAGE_S = 4.0  # a page's time on screen in the attract cycle
BODY = pygame.Rect(70, 74, 500, 258)
TAB_Y = 48
ROW_H = 19
PAGE_KEYS = N_("{left}{right} page   {back} back")


@dataclass(frozen=True)
class Page:
    title: str  # the English name (a message), said where drawn
    lines: RecordLines  # said when the page is read: again on a change of language


def pages_of(app: "App", today: dt.date) -> list[Page]:
    """One page per game that keeps records, then the daily challenge's."""
    pages = [Page(e.name, e.records(app.stats)) for e in entries.games() if e.records is not None]
    return pages + [Page(N_("Daily challenge"), daily_records(app.stats, today))]


class RecordsScene(Scene):
    name = "records"

    def __init__(self, app: "App", auto: bool = False, today: Callable[[], dt.date] = dt.date.today) -> None:
        super().__init__(app)
        self.auto = auto
        self.today = today
        self.pages = pages_of(app, today())
        self.index = 0
        self.shown_at = 0.0  # the scene's own clock when the page came up
        self.clock = 0.0
        self.demo_over = False  # the attract cycle moves on once every page was shown
        self.field = draw.Starfield(seed=11)

    def on_enter(self) -> None:
        super().on_enter()
        self.app.sound.music(TITLE_MUSIC)  # between two demos in the attract cycle: the title's loop

    def language_changed(self) -> None:
        self.pages = pages_of(self.app, self.today())  # each row is said anew

    @property
    def page(self) -> Page:
        return self.pages[self.index]

    def turn(self, step: int) -> None:
        self.index = (self.index + step) % len(self.pages)
        self.shown_at = self.clock
        self.app.sound.play("move")

    def body(self) -> pygame.Rect:
        """The page's panel: under the tabs, which take two rows where one cannot hold them."""
        top = max(BODY.top, max(r.bottom for r in self.tab_rects()) + 10)
        return pygame.Rect(BODY.x, top, BODY.w, BODY.bottom - top)

    def tab_rects(self) -> list[pygame.Rect]:
        return draw.tab_row([tr(p.title) for p in self.pages], TAB_Y, pad=12, gap=4, height=16)

    # -- input -------------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.LEFT, Kind.UP, Kind.UNDO):
            self.turn(-1)
        elif k in (Kind.RIGHT, Kind.DOWN, Kind.REDO, Kind.CONFIRM):
            self.turn(1)
        elif k == Kind.CLICK and action.pos is not None:
            for i, rect in enumerate(self.tab_rects()):
                if rect.collidepoint(action.pos):
                    self.turn(i - self.index)
        elif k in (Kind.BACK, Kind.PAUSE):
            self.app.sound.play("back")
            self.app.stack.pop(transition="fade")
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.auto and self.clock - self.shown_at >= PAGE_S:
            if self.index == len(self.pages) - 1:
                self.demo_over = True
            else:
                self.index += 1
                self.shown_at = self.clock

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        P = draw.PALETTE
        draw.text(canvas, tr("RECORDS"), (320, 6), "l", P["gold"], "midtop")
        for i, (rect, page) in enumerate(zip(self.tab_rects(), self.pages, strict=True)):
            on = i == self.index
            draw.panel(canvas, rect, fill=(40, 36, 96) if on else P["panel"], edge=P["gold"] if on else P["faint"])
            # its letters, descenders too, in the middle of the tab (the tall face of Large text fills it)
            at = (rect.centerx, rect.centery - draw.letters_middle("s"))
            draw.text(canvas, tr(page.title), at, "s", P["ink"] if on else P["dim"], "midtop")
        body = self.body()
        draw.panel(canvas, body)
        lines = self.page.lines
        row = min(ROW_H, (body.h - 12) // max(1, len(lines)))
        y = body.y + 8
        for label, value in lines:
            if not value:  # a heading
                draw.text(canvas, label, (body.x + 12, y), "m", P["accent"])
            else:
                # a longer language (or a long day of the daily) steps the value, then both, a size down
                label_size, value_size = draw.pair_sizes(label, value, body.w - 24) or ("s", "s")
                for words, size, x, anchor, colour in (
                    (label, label_size, body.x + 12, "topleft", P["dim"]),
                    (value, value_size, body.right - 12, "topright", P["ink"]),
                ):  # a small size's letters on the large size's line
                    draw.text(canvas, words, (x, draw.top_on_line(y, size)), size, colour, anchor)
            y += row
        if not self.auto:
            hint = bindings.render_hint(tr(PAGE_KEYS), self.app.input.last_family(), self.app.input.swap_ab)
            draw.hint_line(canvas, hint, (320, 354), "s", P["dim"])
