"""The Controls page, generated from the binding table: every binding, per device family.

Tabs for the keyboard (with the mouse) and each pad family (a "Controller"
tab too while a pad of unknown make is plugged in), switched with left/right,
LB/RB or a click; up/down (or the wheel) move the row cursor. The general
bindings come first, then each game's own rows (from the registry), so
nothing here is written twice. Rows show the player's remaps and the A/B swap.

Remapping: confirm on a row opens the mapping screen for that action (the
keyboard, every pad of the tab's family, or with alt "this pad" only, by
GUID); alt2 puts the tab back to the defaults. On "this pad" the first two
rows are that pad's own A/B swap and stick dead zone. A pad SDL does not know
is offered its setup screen here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.framework import bindings, draw
from scenes.framework.input import STICK_PRESS, Action, Kind
from scenes.framework.scene import Scene
from scenes.play import entries
from scenes.shell.mapping import PadSetupScene, RemapScene

if TYPE_CHECKING:
    from scenes.framework.app import App

ROW_H = 19  # the labels' brackets are 16 px tall: a 17-px row put them on its frame
ROW_RIGHT = 604  # a row's words and glyphs end here, inside its selection frame
LIST_TOP, LIST_BOTTOM = 70, 308


def list_bottom() -> int:
    """The rows' bottom: higher in Large text, whose footer lines are taller."""
    return LIST_BOTTOM - 12 if draw.TEXT.large else LIST_BOTTOM


DEAD_ZONES = (0.35, 0.45, 0.55, 0.65, 0.75)
SWAP_CHOICES = (None, False, True)  # follow the setting, off, on
GLYPH_X = 330
TAB_Y = 40


def _label_size(row: Row) -> str:
    """A row's name in the large size, or a size down where a longer language would run it into
    the glyph column ("Claim a black hole (fault rule)" a third longer)."""
    return draw.size_to_fit(tr(row.label), GLYPH_X - 48 - 6)


def _bare_icon(g: bindings.Glyph) -> bool:
    """Whether ``draw.glyph`` drew ``g`` as a sprite with no words (in Large text every glyph is
    a cap with its label on it already: naming it again printed each button twice)."""
    img = draw.sprite(g.sprite) if g.sprite and not draw.TEXT.large else None
    return img is not None and draw.glyph_width(g) == img.get_width()


@dataclass(frozen=True)
class Row:
    label: str
    action: str = ""  # a table action ...
    game: bindings.GameBinding | None = None  # ... or a game's row
    heading: bool = False
    pref: str = ""  # "swap_ab" or "dead_zone": one pad's own preference row


def build_rows() -> list[Row]:
    rows = [Row(N_("Everywhere"), heading=True)]
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
        self.table_rows = build_rows()
        self.scroll = 0
        self.selected = 1  # the row cursor (row 0 is a heading)
        self.one_pad = False  # remap and show "this pad" (by GUID) rather than the whole family
        self.message = ""
        self.tab_rects: list[pygame.Rect] = []
        self._entered = False

    def on_enter(self) -> None:
        self._update_families()
        if self._entered:
            return  # back from the mapping screen: stay on the same tab and row
        self._entered = True
        family = self.app.input.last_family()
        if family == "keyboard":
            family = self.app.input.controller_family() or "keyboard"
        family = family if family in self.families else "xbox"
        self.family_index = self.families.index(family)

    def _update_families(self) -> None:
        current = self.family if self.families else "keyboard"
        generic = any(bindings.pad_family(p.family) == "generic" for p in self.app.input.pads.values())
        self.families = list(bindings.FAMILIES) + (["generic"] if generic else [])
        self.family_index = self.families.index(current) if current in self.families else 0

    @property
    def family(self) -> str:
        return self.families[self.family_index]

    @property
    def rows(self) -> list[Row]:
        if self.this_pad() is None:
            return self.table_rows
        prefs = [
            Row(N_("This pad"), heading=True),
            Row(N_("A/B swap"), pref="swap_ab"),
            Row(N_("Stick dead zone"), pref="dead_zone"),
        ]
        return prefs + self.table_rows

    def this_pad(self) -> "str | None":
        """The pad "this pad" means on this tab: the last one used, else the first of the family."""
        if not self.one_pad or self.family == "keyboard":
            return None
        inp = self.app.input
        found = [p.device for p in inp.pads.values() if bindings.pad_family(p.family) == self.family]
        if inp.last_device in found:
            return inp.last_device
        return found[0] if found else None

    @property
    def scope(self) -> str:
        """Where a remap on this tab goes: "keyboard", the family, or "guid:<GUID>"."""
        device = self.this_pad()
        pad = self.app.input.pad(device) if device else None
        return f"guid:{pad.guid}" if pad is not None else self.family

    @property
    def visible_rows(self) -> int:
        return (list_bottom() - LIST_TOP) // ROW_H

    def _scroll(self, step: int) -> None:
        top = max(0, len(self.rows) - self.visible_rows)
        new = max(0, min(top, self.scroll + step))
        if new != self.scroll:
            self.scroll = new
            self.app.sound.play("move")

    def _move(self, step: int) -> None:
        """The row cursor to the next row that is not a heading; the list follows it."""
        rows = self.rows
        i = self.selected
        while 0 <= i + step < len(rows):
            i += step
            if not rows[i].heading:
                break
        if i != self.selected and not rows[i].heading:
            self.selected = i
            self.app.sound.play("move")
        if step < 0 and i <= 1:
            self.scroll = 0
        self.scroll = min(self.scroll, self.selected)
        self.scroll = max(self.scroll, self.selected - self.visible_rows + 1)

    def _switch(self, step: int) -> None:
        self._update_families()
        self.family_index = (self.family_index + step) % len(self.families)
        self.message = ""
        self._clamp()
        self.app.sound.play("move")

    def _clamp(self) -> None:
        rows = self.rows
        self.selected = max(0, min(self.selected, len(rows) - 1))
        if rows[self.selected].heading:
            self._move(1)

    def handle(self, action: Action) -> bool:
        k = action.kind
        if k in (Kind.BACK, Kind.RCLICK, Kind.PAUSE):
            self.app.sound.play("back")
            self.app.stack.pop()
        elif k == Kind.CONFIRM:
            self._remap(self.rows[self.selected])
        elif k == Kind.ALT:
            self._toggle_one_pad()
        elif k == Kind.ALT2:
            self._reset()
        elif k in (Kind.LEFT, Kind.RIGHT, Kind.UNDO, Kind.REDO):
            self._switch(1 if k in (Kind.RIGHT, Kind.REDO) else -1)
        elif k in (Kind.UP, Kind.DOWN):
            self._move(1 if k == Kind.DOWN else -1)
        elif k == Kind.WHEEL and action.amount:
            self._scroll(-3 if action.amount > 0 else 3)
        elif k == Kind.CLICK and action.pos is not None:
            self._click(action.pos)
        return True

    def _click(self, pos: tuple[int, int]) -> None:
        for i, rect in enumerate(self.tab_rects):
            if rect.collidepoint(pos):
                self.family_index = i
                self.message = ""
                self._clamp()
                self.app.sound.play("move")
                return
        if LIST_TOP <= pos[1] < list_bottom():
            i = self.scroll + (pos[1] - LIST_TOP) // ROW_H
            if i < len(self.rows) and not self.rows[i].heading:
                if i == self.selected:
                    self._remap(self.rows[i])
                else:
                    self.selected = i
                    self.app.sound.play("move")

    # -- remapping ------------------------------------------------------------------
    def remap_action(self, row: Row) -> str:
        """The table action a row's remap moves ("" when its keys are fixed)."""
        action = row.game.action if row.game is not None else row.action
        allowed = bindings.KEY_REMAPPABLE if self.family == "keyboard" else bindings.PAD_REMAPPABLE
        return action if action in allowed else ""

    def _remap(self, row: Row) -> None:
        if row.pref:
            self._cycle_pref(row.pref)
            return
        action = self.remap_action(row)
        if not action:
            self.message = tr("{action}: a fixed key, it cannot be remapped").format(action=tr(row.label))
            if self.family != "keyboard" and row.action in ("pause", "move"):
                self.message = tr("{action} stays on Start and the d-pad / stick").format(action=tr(row.label))
            self.app.sound.play("error")
            return
        self.message = ""
        self.app.sound.play("confirm")
        self.app.stack.push(RemapScene(self.app, "keyboard" if self.family == "keyboard" else self.scope, action))

    def _toggle_one_pad(self) -> None:
        if self.family == "keyboard":
            unknown = next((p.device for p in self.app.input.pads.values() if not p.is_controller), None)
            if unknown is not None:
                self.app.stack.push(PadSetupScene(self.app, unknown))
            return
        self.one_pad = not self.one_pad
        if self.one_pad and self.this_pad() is None:
            self.one_pad = False
            self.message = tr("Plug in a {family} pad to set one pad apart").format(
                family=tr(bindings.FAMILY_TITLES[self.family])
            )
            self.app.sound.play("error")
            return
        self.message = ""
        self.selected = 1
        self.scroll = 0
        self._clamp()
        self.app.sound.play("move")

    def _reset(self) -> None:
        scope = "keyboard" if self.family == "keyboard" else self.scope
        inp = self.app.input
        device = self.this_pad()
        if scope.startswith("guid:") and device is not None:
            inp.forget_pad_prefs(device)
        if inp.table.is_default(scope) and not scope.startswith("guid:"):
            self.message = tr("Already the defaults")
            return
        self.app.save_controls(inp.table.reset(scope))
        self.message = tr("{scope}: back to the defaults").format(scope=self._scope_words())
        self.app.sound.play("confirm")

    def _scope_words(self) -> str:
        if self.family == "keyboard":
            return tr("Keyboard")
        if self.this_pad() is not None:
            return tr("This pad")
        return tr("Every {family} pad").format(family=tr(bindings.FAMILY_TITLES[self.family]))

    def _cycle_pref(self, pref: str) -> None:
        device = self.this_pad()
        if device is None:
            return
        inp = self.app.input
        if pref == "swap_ab":
            now = inp.pad_pref(device, "swap_ab")
            at = next((i for i, c in enumerate(SWAP_CHOICES) if c is now), 0)
            value: object = SWAP_CHOICES[(at + 1) % len(SWAP_CHOICES)]
        else:
            now_f = inp.dead_zone(device)
            nearest = min(range(len(DEAD_ZONES)), key=lambda i: abs(DEAD_ZONES[i] - now_f))
            value = DEAD_ZONES[(nearest + 1) % len(DEAD_ZONES)]
        inp.set_pad_pref(device, pref, value)
        self.app.save_controls()
        self.app.sound.play("move")

    def pref_text(self, pref: str) -> str:
        device = self.this_pad()
        if device is None:
            return ""
        inp = self.app.input
        if pref == "swap_ab":
            own = inp.pad_pref(device, "swap_ab")
            family = inp.family(device)
            swapped = inp.swap_ab if own is None else bool(own)
            confirm = tr(bindings.pad_glyph("east" if swapped else "south", family).label)
            if own is None:
                return tr("{button} confirms (as in Settings)").format(button=confirm)
            return tr("{button} confirms (this pad)").format(button=confirm)
        zone = inp.dead_zone(device)
        if zone == STICK_PRESS:
            return tr("{percent}% push (default)").format(percent=round(zone * 100))
        return tr("{percent}% push").format(percent=round(zone * 100))

    # -- drawing ------------------------------------------------------------------
    def row_glyphs(self, row: Row) -> list[bindings.Glyph]:
        inp = self.app.input
        device = self.this_pad()
        swap = inp.swap_for(device) if device else inp.swap_ab
        pad = inp.pad(device) if device else None
        guid = pad.guid if pad is not None else ""
        if row.game is not None:
            return inp.table.game_row_glyphs(row.game, self.family, swap, guid)
        return inp.table.glyphs(row.action, self.family, swap, every=True, guid=guid)

    def draw(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.app.time)
        draw.panel(canvas, pygame.Rect(20, 6, 600, 348))
        draw.text(canvas, tr("Controls"), (320, 8), "m", draw.PALETTE["gold"], "midtop")
        self._draw_tabs(canvas)
        clip = canvas.get_clip()
        canvas.set_clip(pygame.Rect(24, LIST_TOP - 2, 592, list_bottom() - LIST_TOP + 2))
        y = LIST_TOP
        for i, row in enumerate(self.rows[self.scroll : self.scroll + self.visible_rows], start=self.scroll):
            if row.heading:
                draw.text(canvas, tr(row.label), (36, y + ROW_H // 2), "m", draw.PALETTE["accent"], "midleft")
            elif row.pref:
                self._draw_selection(canvas, i, y)
                draw.text(canvas, tr(row.label), (48, y + ROW_H // 2), _label_size(row), draw.PALETTE["ink"], "midleft")
                draw.text(
                    canvas, self.pref_text(row.pref), (GLYPH_X, y + ROW_H // 2), "m", draw.PALETTE["gold"], "midleft"
                )
            else:
                self._draw_selection(canvas, i, y)
                draw.text(canvas, tr(row.label), (48, y + ROW_H // 2), _label_size(row), draw.PALETTE["ink"], "midleft")
                found = self.row_glyphs(row)
                x = GLYPH_X
                for g in found:
                    x += draw.glyph(canvas, g, (x, y + (ROW_H - draw.glyph_h()) // 2)) + 3
                    named = x + draw.text_size(tr(g.label), "s")[0] <= ROW_RIGHT  # no room: the icon alone
                    if g.kind != "key" and _bare_icon(g) and named:
                        # a bare icon gets its name beside it: "Cross", "Menu", "left click"
                        x += (
                            draw.text(canvas, tr(g.label), (x, y + ROW_H // 2), "s", draw.PALETTE["dim"], "midleft").w
                            + 3
                        )
                    x += 5
                if not found:
                    self._draw_elsewhere(canvas, row, x, y)
            y += ROW_H
        canvas.set_clip(clip)
        self._draw_footer(canvas)

    def _draw_elsewhere(self, canvas: pygame.Surface, row: Row, x: int, y: int) -> None:
        """A row this device has no key for: the games that give it one on this device say
        which ("M in Black Hole Patience"), so the page and the games agree; else "pad only"."""
        for heading, game_row in self.game_rows_like(row):
            found = self.row_glyphs(game_row)
            if found:
                for g in found:
                    x += draw.glyph(canvas, g, (x, y + (ROW_H - draw.glyph_h()) // 2)) + 3
                draw.text(
                    canvas,
                    tr("in {game}").format(game=tr(heading)),
                    (x + 3, y + ROW_H // 2),
                    "s",
                    draw.PALETTE["faint"],
                    "midleft",
                )
                return
        only = tr("pad only") if self.family == "keyboard" else tr("keyboard only")
        draw.text(canvas, only, (x, y + ROW_H // 2), "s", draw.PALETTE["faint"], "midleft")

    def game_rows_like(self, row: Row) -> list[tuple[str, Row]]:
        """The games' rows with the same words as ``row``, each with its game's heading."""
        out, heading = [], ""
        for r in self.rows:
            if r.heading:
                heading = r.label
            elif r.game is not None and r.label == row.label:
                out.append((heading, r))
        return out

    def _draw_selection(self, canvas: pygame.Surface, i: int, y: int) -> None:
        if i == self.selected:
            draw.panel(canvas, pygame.Rect(40, y, 568, ROW_H), fill=draw.PALETTE["bg2"], edge=draw.PALETTE["gold"])

    def _draw_tabs(self, canvas: pygame.Surface) -> None:
        self.tab_rects = []
        widths = [draw.text_size(tr(bindings.FAMILY_TITLES[f]))[0] + 16 for f in self.families]
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
                tr(bindings.FAMILY_TITLES[family]),
                rect.center,
                "m",
                draw.PALETTE["gold"] if chosen else draw.PALETTE["dim"],
                "center",
            )
            self.tab_rects.append(rect)
            x += w + 6

    def _draw_footer(self, canvas: pygame.Surface) -> None:
        inp = self.app.input
        pads_tab = self.family != "keyboard"
        if not pads_tab:
            words = tr("{confirm} remap   {alt2} reset   {undo}{redo} or {left}{right} family   {back} back")
        elif self.this_pad() is not None:
            words = tr(
                "{confirm} remap   {alt} all pads   {alt2} reset   {undo}{redo} or {left}{right} family   {back} back"
            )
        else:
            words = tr(
                "{confirm} remap   {alt} this pad   {alt2} reset   {undo}{redo} or {left}{right} family   {back} back"
            )
        hint = inp.hint(words)
        draw.hint_line(canvas, hint, (320, 348))
        here = inp.pad(self.this_pad() or "")
        scope = self._scope_words() + (f" ({here.name})" if here is not None else "")
        notes_bottom = 348 - draw.hint_size(hint)[1] - 1  # just above the hint line, whatever the text size
        draw.text(
            canvas,
            self.message or tr("Remaps apply to: {scope}").format(scope=scope),
            (320, notes_bottom - draw.line_h() - 1),
            "s",
            draw.PALETTE["gold" if self.message else "dim"],
            "midbottom",
        )
        notes = []
        unknown = [p for p in inp.pads.values() if not p.is_controller]
        if unknown:
            notes.append(
                tr("{pad} is not recognised: press its Select (or Tab on the Keyboard tab)").format(pad=unknown[0].name)
            )
        if len(self.rows) > self.visible_rows:
            notes.append(
                tr("rows {first}-{last} of {count}").format(
                    first=self.scroll + 1,
                    last=min(len(self.rows), self.scroll + self.visible_rows),
                    count=len(self.rows),
                )
            )
        if self.app.input.swap_ab and self.family != "keyboard" and self.this_pad() is None:
            notes.append(tr("A/B swap on: the right button confirms"))
        connected = self.app.input.controller_family()
        notes.append(
            tr("connected: {family} pad").format(family=tr(bindings.FAMILY_TITLES[connected]))
            if connected
            else tr("no controller connected - plug one in at any time")
        )
        draw.text(canvas, "   ".join(notes), (320, notes_bottom), "s", draw.PALETTE["faint"], "midbottom")
