"""The Controls page, generated from the binding table: every binding, per device family.

Tabs for the keyboard (with the mouse) and each pad family, switched with
left/right, LB/RB or a click; the list scrolls with up/down or the wheel. The
general bindings come first, then each game's own rows (from the registry),
so nothing here is written twice. Pad rows follow the A/B swap.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.framework import bindings, draw
from scenes.framework.input import Action, Kind
from scenes.framework.scene import Scene
from scenes.play import entries

if TYPE_CHECKING:
    from scenes.framework.app import App

ROW_H = 17
LIST_TOP, LIST_BOTTOM = 70, 316
GLYPH_X = 330
TAB_Y = 40


@dataclass(frozen=True)
class Row:
    label: str
    action: str = ""  # a table action ...
    game: bindings.GameBinding | None = None  # ... or a game's row
    heading: bool = False


def build_rows() -> list[Row]:
    rows = [Row("Everywhere", heading=True)]
    rows += [Row(label, action) for label, action in bindings.rows()]
    for entry in entries.games():
        extra = entry.bindings
        if extra:
            rows.append(Row(entry.name, heading=True))
            rows += [Row(g.label, game=g) for g in extra]
    return rows


class ControlsScene(Scene):
    name = "controls"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.field = draw.Starfield(seed=5)
        self.families = list(bindings.FAMILIES)
        self.family_index = 0
        self.rows = build_rows()
        self.scroll = 0
        self.tab_rects: list[pygame.Rect] = []

    def on_enter(self) -> None:
        family = self.app.input.last_family()
        if family == "keyboard":
            family = self.app.input.controller_family() or "keyboard"
        family = family if family in self.families else "xbox"
        self.family_index = self.families.index(family)

    @property
    def family(self) -> str:
        return self.families[self.family_index]

    @property
    def visible_rows(self) -> int:
        return (LIST_BOTTOM - LIST_TOP) // ROW_H

    def _scroll(self, step: int) -> None:
        top = max(0, len(self.rows) - self.visible_rows)
        new = max(0, min(top, self.scroll + step))
        if new != self.scroll:
            self.scroll = new
            self.app.sound.play("move")

    def _switch(self, step: int) -> None:
        self.family_index = (self.family_index + step) % len(self.families)
        self.app.sound.play("move")

    def handle(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.BACK, Kind.RCLICK, Kind.CONFIRM, Kind.PAUSE):
            self.app.sound.play("back")
            self.app.stack.pop()
        elif k in (Kind.LEFT, Kind.RIGHT, Kind.UNDO, Kind.REDO):
            self._switch(1 if k in (Kind.RIGHT, Kind.REDO) else -1)
        elif k in (Kind.UP, Kind.DOWN):
            self._scroll(3 if k == Kind.DOWN else -3)
        elif k == Kind.WHEEL and action.amount:
            self._scroll(-3 if action.amount > 0 else 3)
        elif k == Kind.CLICK and action.pos is not None:
            for i, rect in enumerate(self.tab_rects):
                if rect.collidepoint(action.pos):
                    self.family_index = i
                    self.app.sound.play("move")
        return True

    # -- drawing ------------------------------------------------------------------
    def row_glyphs(self, row: Row) -> list[bindings.Glyph]:
        swap = self.app.input.swap_ab
        if row.game is not None:
            return bindings.game_row_glyphs(row.game, self.family, swap)
        return bindings.glyphs(row.action, self.family, swap, every=True)

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.panel(canvas, pygame.Rect(20, 6, 600, 348))
        draw.text(canvas, "Controls", (320, 8), "m", draw.PALETTE["gold"], "midtop")
        self._draw_tabs(canvas)
        clip = canvas.get_clip()
        canvas.set_clip(pygame.Rect(24, LIST_TOP - 2, 592, LIST_BOTTOM - LIST_TOP + 2))
        y = LIST_TOP
        for row in self.rows[self.scroll : self.scroll + self.visible_rows]:
            if row.heading:
                draw.text(canvas, row.label, (36, y + ROW_H // 2), "m", draw.PALETTE["accent"], "midleft")
            else:
                draw.text(canvas, row.label, (48, y + ROW_H // 2), "m", draw.PALETTE["ink"], "midleft")
                found = self.row_glyphs(row)
                x = GLYPH_X
                for g in found:
                    x += draw.glyph(canvas, g, (x, y + (ROW_H - draw.GLYPH_H) // 2)) + 3
                    if g.kind != "key" and g.sprite and draw.sprite(g.sprite) is not None:
                        # a bare icon gets its name beside it: "Cross", "Menu", "left click"
                        x += draw.text(canvas, g.label, (x, y + ROW_H // 2), "s", draw.PALETTE["dim"], "midleft").w + 3
                    x += 5
                if not found:
                    only = "pad only" if self.family == "keyboard" else "keyboard only"
                    draw.text(canvas, only, (x, y + ROW_H // 2), "s", draw.PALETTE["faint"], "midleft")
            y += ROW_H
        canvas.set_clip(clip)
        self._draw_footer(canvas)

    def _draw_tabs(self, canvas: pygame.Surface) -> None:
        self.tab_rects = []
        widths = [draw.text_size(bindings.FAMILY_TITLES[f])[0] + 16 for f in self.families]
        x = 320 - (sum(widths) + 6 * (len(widths) - 1)) // 2
        for i, (family, w) in enumerate(zip(self.families, widths, strict=True)):
            rect = pygame.Rect(x, TAB_Y, w, 20)
            chosen = i == self.family_index
            draw.panel(
                canvas,
                rect,
                fill=draw.PALETTE["bg2"] if chosen else draw.PALETTE["panel"],
                edge=draw.PALETTE["gold"] if chosen else draw.PALETTE["faint"],
            )
            draw.text(
                canvas,
                bindings.FAMILY_TITLES[family],
                rect.center,
                "m",
                draw.PALETTE["gold"] if chosen else draw.PALETTE["dim"],
                "center",
            )
            self.tab_rects.append(rect)
            x += w + 6

    def _draw_footer(self, canvas: pygame.Surface) -> None:
        family = self.app.input.last_family()
        hint = bindings.render_hint(
            "{undo}{redo} or {left}{right} family   {up}{down} scroll   {back} back", family, self.app.input.swap_ab
        )
        draw.hint_line(canvas, hint, (320, 348))
        notes = []
        if len(self.rows) > self.visible_rows:
            notes.append(
                f"rows {self.scroll + 1}-{min(len(self.rows), self.scroll + self.visible_rows)} of {len(self.rows)}"
            )
        if self.app.input.swap_ab and self.family != "keyboard":
            notes.append("A/B swap on: the right button confirms")
        connected = self.app.input.controller_family()
        notes.append(
            f"connected: {bindings.FAMILY_TITLES[connected]} pad"
            if connected
            else "no controller connected - plug one in at any time"
        )
        draw.text(canvas, "   ".join(notes), (320, 322), "s", draw.PALETTE["faint"], "midtop")
