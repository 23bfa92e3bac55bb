"""pygame_gui on the pixel canvas: one manager per scene, fed canvas coordinates.

The manager draws onto the 640x360 canvas. It would normally ask pygame for
the mouse position itself; here the input layer hands it the canvas position
instead, so hover works at any window scale and nothing but the input layer
reads devices.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui

from .display import CANVAS_SIZE
from .paths import ASSETS

THEME_FILE = ASSETS / "theme.json"


class CanvasUIManager(pygame_gui.UIManager):
    def __init__(self, mouse_pos: Callable[[], tuple[int, int] | None]) -> None:
        theme = str(THEME_FILE) if THEME_FILE.exists() else None
        super().__init__(CANVAS_SIZE, theme, enable_live_theme_updates=False)
        self._canvas_mouse = mouse_pos

    def _update_mouse_position(self) -> None:  # pygame_gui hook
        pos = self._canvas_mouse()
        self.mouse_position = pos if pos is not None else (-1, -1)

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        # event positions already arrive in canvas coordinates
        return int(position[0]), int(position[1])
