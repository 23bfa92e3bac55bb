"""The About screen: the version, who made each game, the credits, and the licences.

Two pages (left / right or a click on a tab), each scrolled by up / down, the mouse
wheel or a click on the scroll bar; Confirm goes down a screenful, Back leaves. The
licence page shows the project's LICENSE and THIRD_PARTY_NOTICES.md as shipped beside
the assets; where a copy lacks them it says where they should be instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.framework import bindings, draw
from scenes.framework.input import Action, Kind
from scenes.framework.paths import ASSETS
from scenes.framework.scene import Scene
from scenes.framework.version import __version__
from scenes.play import entries

if TYPE_CHECKING:
    from scenes.framework.app import App

BODY = pygame.Rect(40, 66, 560, 268)
TAB_Y = 42
PAD = 10  # the body's words from its edge
BAR_W = 6  # the scroll bar, inside the body's right edge
WHEEL_LINES = 3
LICENCE_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.md")


@dataclass(frozen=True)
class Line:
    """One paragraph of a page: a heading, or words wrapped to the body's width."""

    text: str
    heading: bool = False


def shipped_text(name: str, places: tuple[Path, ...] | None = None) -> str | None:
    """A licence file as this copy ships it: in the assets (wheel, bundle) or the clone's root."""
    for folder in places if places is not None else (ASSETS, ASSETS.parent):
        try:
            return (folder / name).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None


def credits_page() -> list[Line]:
    lines = [
        Line(f"Black Hole Arcade {__version__}", True),
        Line(tr("Four black-hole games for the couch: keyboard, mouse and any number of pads.")),
        Line(""),
        Line(tr("The games"), True),
    ]
    for entry in entries.games():
        designer = tr(entry.info.designer) if entry.info.designer else tr("designer unknown")
        lines += [Line(tr("{game}: {designer}.").format(game=tr(entry.name), designer=designer))]
    lines += [
        Line(""),
        Line(tr("Credits"), True),
        Line(tr("Code, pixel art, music and sounds: the Black Hole Arcade project.")),
        Line(tr("Font: DotGothic16 by Fontworks (The DotGothic16 Project Authors), SIL Open Font Licence 1.1.")),
        Line(tr("Controller mappings: the SDL_GameControllerDB community (zlib licence).")),
        Line(tr("Built on Python, pygame-ce and SDL, pygame_gui, platformdirs, msgspec, pysol_cards and Babel.")),
    ]
    return lines


def licence_page(texts: dict[str, str | None] | None = None) -> list[Line]:
    """The MIT licence and the third-party notices, or where to find them when this copy lacks them."""
    texts = texts if texts is not None else {name: shipped_text(name) for name in LICENCE_FILES}
    lines = [
        Line(tr("Licences"), True),
        Line(
            tr(
                "Black Hole Arcade is free software under the MIT licence; the libraries, font and "
                "controller mappings it carries keep their own licences, given below."
            )
        ),  # fmt: skip
    ]
    for name in LICENCE_FILES:
        text = texts.get(name)
        lines.append(Line(""))
        if text is None:
            lines.append(Line(tr("{file} is not in this copy: it comes with the program's source.").format(file=name)))
            continue
        lines.append(Line(name, True))
        for para in text.replace("\r\n", "\n").split("\n"):
            stripped = para.strip()
            if stripped.startswith("#"):
                lines.append(Line(stripped.lstrip("#").strip(), True))
            else:
                lines.append(Line(stripped))
    return lines


class AboutScene(Scene):
    name = "about"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.pages = self._pages()
        self.index = 0
        self.top = 0  # the first shown row of the page's wrapped rows
        self.field = draw.Starfield(seed=13)
        self._wrapped: dict[tuple[int, bool], list[tuple[str, bool]]] = {}

    @staticmethod
    def _pages() -> list[tuple[str, list[Line]]]:
        """The two pages in the words on screen (the licences themselves stay as written)."""
        return [(N_("About"), credits_page()), (N_("Licences"), licence_page())]

    def language_changed(self) -> None:
        self.pages = self._pages()
        self._wrapped.clear()
        self.top = 0

    # -- the rows ------------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, bool]]:
        """The page wrapped to the body in the text size drawn now (cached per page and size)."""
        key = (self.index, draw.TEXT.large)
        if key not in self._wrapped:
            width = BODY.w - 2 * PAD - BAR_W - 4
            out: list[tuple[str, bool]] = []
            for line in self.pages[self.index][1]:
                out += [(part, line.heading) for part in draw.wrap(line.text, width, "m")]
            self._wrapped[key] = out
        return self._wrapped[key]

    @staticmethod
    def row_h(heading: bool) -> int:
        return draw.line_h("m") + (6 if heading else 1)

    def visible(self) -> int:
        """How many rows fit from ``top``: headings take more room than words."""
        room, n = BODY.h - 2 * PAD, 0
        for _, heading in self.rows()[self.top :]:
            room -= self.row_h(heading)
            if room < 0:
                break
            n += 1
        return max(1, n)

    def last_top(self) -> int:
        rows, room, top = self.rows(), BODY.h - 2 * PAD, len(self.rows())
        while top > 0 and room - self.row_h(rows[top - 1][1]) >= 0:
            top -= 1
            room -= self.row_h(rows[top][1])
        return top

    def scroll(self, step: int) -> None:
        new = min(self.last_top(), max(0, self.top + step))
        if new != self.top:
            self.top = new
            self.app.sound.play("move")

    def turn(self, step: int) -> None:
        new = min(len(self.pages) - 1, max(0, self.index + step))
        if new != self.index:
            self.index, self.top = new, 0
            self.app.sound.play("move")

    def tab_rects(self) -> list[pygame.Rect]:
        return draw.tab_row([tr(title) for title, _ in self.pages], TAB_Y, pad=16, gap=6, height=18)

    def bar_rect(self) -> pygame.Rect:
        return pygame.Rect(BODY.right - PAD // 2 - BAR_W, BODY.y + PAD // 2, BAR_W, BODY.h - PAD)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.BACK, Kind.PAUSE, Kind.RCLICK):
            self.app.sound.play("back")
            self.app.stack.pop(transition="fade")
        elif k in (Kind.LEFT, Kind.UNDO):
            self.turn(-1)
        elif k in (Kind.RIGHT, Kind.REDO):
            self.turn(1)
        elif k == Kind.UP:
            self.scroll(-1)
        elif k == Kind.DOWN:
            self.scroll(1)
        elif k == Kind.WHEEL:
            self.scroll(-WHEEL_LINES if action.amount > 0 else WHEEL_LINES)
        elif k == Kind.CONFIRM:
            self.scroll(self.visible() - 1)
        elif k == Kind.CLICK and action.pos is not None:
            self._click(action.pos)
        return True

    def _click(self, pos: tuple[int, int]) -> None:
        for i, rect in enumerate(self.tab_rects()):
            if rect.collidepoint(pos):
                self.turn(i - self.index)
                return
        bar = self.bar_rect().inflate(12, 0)
        if bar.collidepoint(pos):  # the upper half of the bar pages up, the lower half down
            self.scroll(-(self.visible() - 1) if pos[1] < bar.centery else self.visible() - 1)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        P = draw.PALETTE
        draw.text(canvas, tr("ABOUT"), (320, 6), "l", P["gold"], "midtop")
        for i, (rect, (title, _)) in enumerate(zip(self.tab_rects(), self.pages, strict=True)):
            on = i == self.index
            draw.panel(canvas, rect, fill=(40, 36, 96) if on else P["panel"], edge=P["gold"] if on else P["faint"])
            draw.text(canvas, tr(title), rect.center, "s", P["ink"] if on else P["dim"], "center")
        draw.panel(canvas, BODY)
        rows = self.rows()
        y = BODY.y + PAD
        for text, heading in rows[self.top : self.top + self.visible()]:
            if text:
                draw.text(canvas, text, (BODY.x + PAD, y), "m", P["accent"] if heading else P["ink"])
            y += self.row_h(heading)
        self._draw_bar(canvas, len(rows))
        hint = bindings.render_hint(
            tr("{up}{down} scroll   {left}{right} page   {back} back"),
            self.app.input.last_family(),
            self.app.input.swap_ab,
        )
        draw.hint_line(canvas, hint, (320, 354), "s", P["dim"])

    def _draw_bar(self, canvas: pygame.Surface, total: int) -> None:
        """Where the shown rows sit in the page (nothing when it all fits)."""
        shown = self.visible()
        if total <= shown:
            return
        bar = self.bar_rect()
        pygame.draw.rect(canvas, draw.PALETTE["bg2"], bar)
        h = max(8, bar.h * shown // total)
        y = bar.y + (bar.h - h) * self.top // max(1, self.last_top())
        pygame.draw.rect(canvas, draw.PALETTE["violet"], (bar.x, y, bar.w, h))
