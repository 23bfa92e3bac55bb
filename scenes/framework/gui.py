"""pygame_gui on the pixel canvas: one manager per menu, one theme for them all, fed canvas coordinates.

The manager draws onto the 640x360 canvas. It would normally ask pygame for
the mouse position itself; here the input layer hands it the canvas position
instead, so hover works at any window scale and nothing but the input layer
reads devices.

Loading the theme (parsing its JSON, resolving colours and fonts) is most of
what a new manager costs, 25-60 ms, which made opening any menu a dropped
frame. The app therefore loads it once (:class:`SharedTheme`) and every
menu's manager uses that one theme, whose shape cache then also serves every
menu: a button drawn once is a cache hit in the next menu.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.resource_loaders import IResourceLoader

from .display import CANVAS_SIZE
from .paths import ASSETS

THEME_FILE = ASSETS / "theme.json"


class SharedTheme:
    """The app's one loaded pygame_gui theme, built by the first manager that asks."""

    def __init__(self) -> None:
        self._theme: UIAppearanceTheme | None = None

    def get(self, resource_loader: IResourceLoader, locale: str) -> UIAppearanceTheme:
        if self._theme is None:
            theme = UIAppearanceTheme(resource_loader, locale)
            if THEME_FILE.exists():
                theme.load_theme(str(THEME_FILE))
            self._theme = theme
        return self._theme


class CanvasUIManager(pygame_gui.UIManager):
    def __init__(self, mouse_pos: Callable[[], tuple[int, int] | None],
                 theme: SharedTheme | None = None) -> None:
        self._shared_theme = theme   # read by create_new_theme during the base constructor
        path = str(THEME_FILE) if THEME_FILE.exists() else None
        super().__init__(CANVAS_SIZE, path, enable_live_theme_updates=False)
        self._canvas_mouse = mouse_pos

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
