"""Menus built from a few item kinds, drawn by pygame_gui, driven by the focus navigator.

Every menu and dialog of the arcade is a :class:`MenuScene`: the title list,
pause, settings, game setup screens, confirm dialogs. Items:

- :class:`Button` — confirm (or click) runs its action;
- :class:`Choice` — left/right (or confirm/click) cycles through options;
- :class:`Slider` — left/right steps, the mouse drags.

Titles, labels, options and help lines are given in English, marked with ``N_``
where they are written, and translated here whenever the menu is built or drawn:
a change of language rebuilds every menu on the stack (:meth:`MenuScene.language_changed`).
Words that are no message (a player's name, a monitor's) pass through ``tr`` unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable, Sequence

import pygame
import pygame_gui

from game.i18n import tr

from . import draw
from .focus import Focusable, FocusNavigator
from .gui import CanvasUIManager
from .input import Action, Kind
from .scene import Scene

if TYPE_CHECKING:
    from .app import App


TITLE_ROOM = 624  # the widest a title's panel may be: the canvas less its margins
Words = str | Callable[[], str]  # a message (translated where shown) or the words worked out when shown


@dataclass
class Button:
    label: str
    action: Callable[[], None]
    enabled: bool = True
    help: Words = ""
    # a sentence with parts ("Continue {game}"): its words in the language on screen, worked out at
    # each build; ``label`` stays the English that code and tools find the row by
    shown: Callable[[], str] | None = None


@dataclass
class Choice:
    label: str
    options: Sequence[str]
    index: int = 0
    on_change: Callable[[int], None] | None = None
    help: Words = ""
    # after a pad's confirm changes it, more confirms on the row are ignored until focus
    # leaves: a row that changes which button confirms must not flip itself straight back
    latch: bool = False

    @property
    def value(self) -> str:
        return self.options[self.index]


@dataclass
class Slider:
    label: str
    value: float  # 0..1
    on_change: Callable[[float], None] | None = None
    step: float = 0.1
    help: Words = ""


@dataclass
class Spacer:
    height: int = 6


Item = Button | Choice | Slider | Spacer


# pygame_gui centres the pixel font's whole 24-px line (letters on rows 6-19) in a button and
# clips it some 2 px above the bottom: under 20 px a row cut its letters' feet ("Dailv", "Rox")
MIN_ROW = 20
HELP_WIDTH = 600  # a help line wider than this is wrapped: the canvas less a margin each side


@dataclass
class MenuStyle:
    width: int = 280
    row: int = 24
    gap: int = 4
    top: int | None = None  # y of the first row; None centres the list
    left: int | None = None  # x of the rows; None centres them
    panel: bool = True
    title_size: str = "l"
    title_h: int = 46  # the title's band above the rows (a long menu closes it up)
    help_pos: tuple[int, int] | None = None  # midbottom of the help line; None: under the panel
    help_width: int | None = None  # wrap the help to this width, its lines stacked up from help_pos
    extra: dict = field(default_factory=dict)


class MenuScene(Scene):
    """A titled list of items. ``on_back`` runs on BACK (default: pop this menu)."""

    name = "menu"

    def __init__(
        self,
        app: "App",
        title: str,
        items: Sequence[Item],
        *,
        name: str | None = None,
        opaque: bool = True,
        subtitle: str = "",
        on_back: Callable[[], None] | None = None,
        style: MenuStyle | None = None,
        background: Callable[[pygame.Surface], None] | None = None,
    ) -> None:
        super().__init__(app)
        if name:
            self.name = name
        self.opaque = opaque
        self.title = title
        self.subtitle = subtitle
        self.items: list[Item] = list(items)
        self.on_back = on_back
        self.style = style or MenuStyle()
        self.background = background
        self.ui_manager = None  # a CanvasUIManager, taken in build() and given back on close
        self.nav = FocusNavigator()
        # pygame_gui's element classes (buttons, labels, sliders) share no typed base with set_text
        self._elements: dict[int, Any] = {}
        self._slider_values: dict[int, float] = {}
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self._latched: Hashable | None = None  # the latched row's key (see Choice.latch)
        self.build()

    # -- layout -----------------------------------------------------------------
    def build(self) -> None:
        if self.ui_manager is None:
            self.ui_manager = self._take_manager()
        self.ui_manager.clear_and_reset()
        self._elements.clear()
        s = self.style
        row = max(s.row, MIN_ROW)
        heights = [it.height if isinstance(it, Spacer) else row for it in self.items]
        total = sum(heights) + s.gap * (len(self.items) - 1)
        x = s.left if s.left is not None else (640 - s.width) // 2
        title_h = s.title_h if self.title else 0
        sub_h = 22 if self.subtitle else 0
        y = s.top if s.top is not None else (360 - total - title_h - sub_h) // 2 + title_h + sub_h
        width = max(
            s.width + 32,
            draw.text_size(tr(self.subtitle))[0] + 24 if self.subtitle else 0,
            draw.text_size(tr(self.title), self.title_size())[0] + 24 if self.title else 0,
        )  # words stay inside
        self.panel_rect = pygame.Rect(
            x + s.width // 2 - width // 2, y - title_h - sub_h - 10, width, total + title_h + sub_h + 22
        )
        entries: list[Focusable] = []
        for i, (item, h) in enumerate(zip(self.items, heights, strict=True)):
            rect = pygame.Rect(x, y, s.width, h)
            y += h + s.gap
            if isinstance(item, Spacer):
                continue
            entries.append(self._make(i, item, rect))
        self.nav.set_entries(entries)

    def _make(self, i: int, item: Item, rect: pygame.Rect) -> Focusable:
        if isinstance(item, Slider):
            label_w = rect.w // 2
            pygame_gui.elements.UILabel(
                pygame.Rect(rect.x, rect.y - 2, label_w, max(rect.h, 24) + 2),
                tr(item.label),
                manager=self.ui_manager,
                object_id="#slider_label",
            )
            slider = pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(rect.x + label_w, rect.y + 2, rect.w - label_w, rect.h - 4),
                start_value=round(item.value * 100),
                value_range=(0, 100),
                manager=self.ui_manager,
                click_increment=round(item.step * 100),
            )
            self._elements[i] = slider
            self._slider_values[i] = item.value
            return Focusable(
                i, slider, None, on_left=lambda: self._nudge(i, -1), on_right=lambda: self._nudge(i, +1), rect=rect
            )
        button = pygame_gui.elements.UIButton(rect, self._label(item), manager=self.ui_manager)
        if isinstance(item, Button) and not item.enabled:
            button.disable()
        self._elements[i] = button
        if isinstance(item, Choice):
            return Focusable(
                i,
                button,
                lambda: self._cycle(i, +1),
                on_left=lambda: self._cycle(i, -1),
                on_right=lambda: self._cycle(i, +1),
            )
        return Focusable(i, button, lambda: self._press(i))

    def _take_manager(self) -> CanvasUIManager:
        app = self.app
        return app.gui_theme.manager(lambda: app.input.hover_pos)

    def on_enter(self) -> None:
        if self.ui_manager is None:  # closed before, and pushed again: build anew
            self.build()

    def title_size(self) -> str:
        """The style's title type, or the medium one for a title that would not fit the canvas in it
        (a game's name in a long language: "Wie man Black Hole Patience spielt")."""
        size = self.style.title_size
        fits = not self.title or draw.text_size(tr(self.title), size)[0] + 24 <= TITLE_ROOM
        return size if fits or size in ("m", "s") else "m"

    def language_changed(self) -> None:
        """The language changed: the rows again in the new words, the same row focused."""
        if self.ui_manager is None:  # closed: on_enter builds it in the new words anyway
            return
        focused = self.nav.focused
        self.build()
        if focused is not None:
            self.nav.focus_on(focused.key)

    def english_labels(self) -> dict[int, str]:
        """Each row's words in English (the item index -> its label as English would show it):
        tools find rows by these whatever the language on screen."""
        return {i: self._label(item, translate=False) for i, item in enumerate(self.items) if i in self._elements}

    def on_close(self) -> None:
        """Give the pygame_gui manager back: its buttons die now and the next menu reuses it."""
        manager, self.ui_manager = self.ui_manager, None
        self._elements.clear()
        self._slider_values.clear()
        self.nav.set_entries([])
        if manager is not None:
            self.app.gui_theme.give_back(manager)

    @staticmethod
    def _label(item: Item, translate: bool = True) -> str:
        say = tr if translate else str
        if translate and isinstance(item, Button) and item.shown is not None:
            return item.shown()
        if isinstance(item, Choice):  # every option shown alike, a capital first: "< Strong >" as "< Off >"
            value = say(item.value)
            return f"{say(item.label)}:  < {value[:1].upper()}{value[1:]} >"
        return "" if isinstance(item, Spacer) else say(item.label)

    # -- item behaviour ---------------------------------------------------------
    def _press(self, i: int) -> None:
        item = self.items[i]
        assert isinstance(item, Button)
        if item.enabled:
            self.app.sound.play("confirm")
            item.action()

    def _cycle(self, i: int, step: int) -> None:
        item = self.items[i]
        assert isinstance(item, Choice)
        item.index = (item.index + step) % len(item.options)
        self._elements[i].set_text(self._label(item))
        self.app.sound.play("move")
        if item.on_change is not None:
            item.on_change(item.index)

    def _nudge(self, i: int, sign: int) -> None:
        item = self.items[i]
        assert isinstance(item, Slider)
        value = min(1.0, max(0.0, round(item.value + sign * item.step, 3)))
        self._elements[i].set_current_value(round(value * 100))
        self._set_slider(i, value)
        self.app.sound.play("move")

    def _set_slider(self, i: int, value: float) -> None:
        item = self.items[i]
        assert isinstance(item, Slider)
        item.value = value
        self._slider_values[i] = value
        if item.on_change is not None:
            item.on_change(value)

    def set_choice(self, i: int, index: int) -> None:
        item = self.items[i]
        assert isinstance(item, Choice)
        item.index = index
        self._elements[i].set_text(self._label(item))

    def set_options(self, i: int, options: Sequence[str]) -> None:
        """New option texts for a choice (same meaning, other words, e.g. another pad's button names)."""
        item = self.items[i]
        assert isinstance(item, Choice)
        if list(item.options) != list(options):
            item.options = options
            self._elements[i].set_text(self._label(item))

    def relabel(self, i: int, label: str) -> None:
        item = self.items[i]
        if isinstance(item, Button):
            item.label = label
            self._elements[i].set_text(tr(label))

    # -- scene ----------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if action.kind in (Kind.BACK, Kind.RCLICK):
            self.app.sound.play("back")
            if self.on_back is not None:
                self.on_back()
            else:
                self.app.stack.pop()
            return True
        entry = self.nav.focused
        if action.kind == Kind.CONFIRM and entry is not None and entry.key == self._latched:
            return True
        result = self.nav.handle(action)
        if result == "moved":
            self._latched = None
        elif (
            result == "activated"
            and action.kind == Kind.CONFIRM
            and action.device != "kb"
            and entry is not None
            and getattr(self._item(entry.key), "latch", False)
        ):
            self._latched = entry.key
        if result == "moved" and action.kind != Kind.POINT:
            self.app.sound.play("move")
        return result is not None or action.kind in (
            Kind.CONFIRM,
            Kind.UP,
            Kind.DOWN,
            Kind.LEFT,
            Kind.RIGHT,
            Kind.CLICK,
        )

    def update(self, dt: float) -> None:
        if self.ui_manager is None:  # closed, and back on top by a way that skipped on_enter
            self.build()
        assert self.ui_manager is not None
        self.ui_manager.update(dt)
        for i, value in list(self._slider_values.items()):
            now = self._elements[i].get_current_value() / 100.0
            if abs(now - value) > 1e-6:
                self._set_slider(i, now)

    def focused_help(self) -> str:
        entry = self.nav.focused
        if entry is None:
            return ""
        words = getattr(self._item(entry.key), "help", "")
        return words() if callable(words) else tr(words)

    def _item(self, key: Hashable) -> Item:
        """The item behind a focus entry (entries are keyed by the item's index)."""
        assert isinstance(key, int)
        return self.items[key]

    def draw(self, canvas: pygame.Surface) -> None:
        if self.background is not None:
            self.background(canvas)
        elif not self.opaque:
            dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            dim.fill((4, 4, 16, 150))
            canvas.blit(dim, (0, 0))
        else:  # opaque with no background of its own: nothing of the last frame may show through
            canvas.fill(draw.PALETTE["bg"])
        if self.style.panel:
            draw.panel(canvas, self.panel_rect)
        if self.title:
            top, mid = self.panel_rect.top + 8, self.panel_rect.centerx
            draw.text(canvas, tr(self.title), (mid, top), self.title_size(), draw.PALETTE["gold"], "midtop")
            if self.subtitle:
                draw.text(canvas, tr(self.subtitle), (mid, top + 40), "m", draw.PALETTE["dim"], "midtop")
        if self.ui_manager is not None:
            self.ui_manager.draw_ui(canvas)
        rect = self.nav.cursor.focus_rect
        if rect is not None:
            draw.cursor(canvas, rect, self.app.time)
        helptext = self.focused_help()
        if helptext:
            pos = self.style.help_pos or (320, max(min(self.panel_rect.bottom + 26, 356), 346))
            width = self.style.help_width
            size = "m"
            inside = self.style.panel and self.panel_rect.collidepoint(pos[0], pos[1] - 4)
            if width is None and inside and draw.text_size(helptext)[0] > self.panel_rect.w - 16:
                size = "s"  # a help line at the foot of its own panel stays inside it, a size down
            elif width is None and draw.text_size(helptext, size)[0] > HELP_WIDTH:
                # wider than the screen (a long language): one line a size down, else two of it; two
                # lines of the large size would climb into the panel above them
                size, width = "s", None if draw.text_size(helptext, "s")[0] <= HELP_WIDTH else HELP_WIDTH
            lines = draw.even_wrap(helptext, width, size) if width is not None else [helptext]
            line_h = draw.text_size("Ag", size)[1]
            for k, line in enumerate(reversed(lines)):
                self._draw_help_line(canvas, line, (pos[0], pos[1] - k * line_h), size)

    def _draw_help_line(self, canvas: pygame.Surface, line: str, pos: tuple[int, int], size: str = "m") -> None:
        w, h = draw.text_size(line, size)
        plate = pygame.Rect(pos[0] - w // 2 - 6, pos[1] - h - 1, w + 12, h + 3)
        if not self.opaque and not (self.style.panel and self.panel_rect.contains(plate)):
            draw.panel(canvas, plate)  # over a dimmed scene: on a plate, not over its words
        draw.text(canvas, line, pos, size, draw.PALETTE["dim"], "midbottom")
