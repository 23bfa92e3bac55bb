"""pygame_gui on the pixel canvas: one manager per open menu, one theme for them all, fed canvas coordinates.

The manager draws onto the 640x360 canvas. It would normally ask pygame for
the mouse position itself; here the input layer hands it the canvas position
instead, so hover works at any window scale and nothing but the input layer
reads devices.

Loading the theme (parsing its JSON, resolving colours and fonts) is most of
what a new manager costs, 25-60 ms, which made opening any menu a dropped
frame. The app therefore loads it once (:class:`SharedTheme`) and every
menu's manager uses that one theme, whose shape cache then also serves every
menu: a button drawn once is a cache hit in the next menu.

A closed menu gives its manager back (:meth:`SharedTheme.give_back`) and the
next menu reuses it. A manager and its elements point at each other, so one
merely dropped lives on until Python's cycle collector happens to run, with
its surfaces, its loader threads' objects and an entry it added to
pygame_gui's translation path list; opening and closing menus all evening
piled them up (the pause menu 300 times: +220 MB before the theme was
shared, +17 MB with it, +0.4 MB with the managers reused). Reused, the number
of managers is the number of menus open at once, whatever the number opened.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Callable

import i18n
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.resource_loaders import IResourceLoader

from .display import CANVAS_SIZE
from .paths import ASSETS

THEME_FILE = ASSETS / "theme.json"


MAX_IDLE_MANAGERS = 4  # menus open at once, beyond the title: a setup or pause, settings, a question


class SharedTheme:
    """The app's one loaded pygame_gui theme, built by the first manager that asks,
    and the managers of closed menus, kept for the next menus."""

    def __init__(self) -> None:
        self._theme: UIAppearanceTheme | None = None
        self._idle: list[CanvasUIManager] = []

    def manager(self, mouse_pos: Callable[[], tuple[int, int] | None]) -> "CanvasUIManager":
        """A manager for a menu being built: a closed menu's, else a new one."""
        if self._idle:
            manager = self._idle.pop()
            manager.reuse(mouse_pos)
            return manager
        return CanvasUIManager(mouse_pos, self)

    def give_back(self, manager: "CanvasUIManager") -> None:
        """A menu closed: its elements go now (not whenever the cycle collector runs) and
        the emptied manager waits for the next menu."""
        root = manager.get_root_container()
        if root is not None:
            root.clear()
        manager.set_focus_set(None)
        if len(self._idle) < MAX_IDLE_MANAGERS and manager not in self._idle:
            self._idle.append(manager)

    def get(self, resource_loader: IResourceLoader, locale: str) -> UIAppearanceTheme:
        if self._theme is None:
            theme = UIAppearanceTheme(resource_loader, locale)
            data = theme_data()
            if data is not None:
                theme.load_theme(data)
            self._theme = theme
        return self._theme


def theme_data() -> dict | None:
    """theme.json with its font given by file path under ASSETS.

    The file names the font as a package resource (``assets.fonts``), which
    imports only from a clone; an installed copy keeps assets/ under another
    package name, so the path is filled in here, wherever this copy lives.
    """
    global _THEME
    if _THEME is None and THEME_FILE.exists():
        data = json.loads(THEME_FILE.read_text(encoding="utf-8"))
        for block in data.values():
            font = block.get("font") if isinstance(block, dict) else None
            if not isinstance(font, dict):
                continue
            for key in [k for k in font if k.endswith("_resource")]:
                resource = font.pop(key)
                font[key.replace("_resource", "_path")] = str(ASSETS / "fonts" / resource["resource"])
        _THEME = data
    return copy.deepcopy(_THEME) if _THEME is not None else None


_THEME: dict | None = None


class CanvasUIManager(pygame_gui.UIManager):
    def __init__(self, mouse_pos: Callable[[], tuple[int, int] | None], theme: SharedTheme | None = None) -> None:
        self._shared_theme = theme  # read by create_new_theme during the base constructor
        super().__init__(CANVAS_SIZE, theme_data(), enable_live_theme_updates=False)
        self._canvas_mouse = mouse_pos
        _drop_repeated_translation_paths()

    def reuse(self, mouse_pos: Callable[[], tuple[int, int] | None]) -> None:
        """Start again as a new menu's manager (give_back emptied it)."""
        self._canvas_mouse = mouse_pos
        self.mouse_position = (-1, -1)
        self.hovering_any_ui_element = False
        self.text_hovered = False

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:  # pygame_gui hook
        if self._shared_theme is None:
            return super().create_new_theme(theme_path)
        return self._shared_theme.get(self.resource_loader, self._locale)

    def _update_mouse_position(self) -> None:  # pygame_gui hook
        pos = self._canvas_mouse()
        self.mouse_position = pos if pos is not None else (-1, -1)

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        # event positions already arrive in canvas coordinates
        return int(position[0]), int(position[1])


def _drop_repeated_translation_paths() -> None:
    """Every pygame_gui manager appends its translations folder to i18n's search path, a
    process-wide list that then grew by one entry per manager ever made (and a missed
    lookup lists each entry's folder): keep each folder once."""
    once: list[str] = []
    for path in i18n.load_path:
        if path not in once:
            once.append(path)
    i18n.load_path[:] = once
