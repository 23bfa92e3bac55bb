"""One focus navigator for every pygame_gui menu and dialog.

pygame_gui knows the mouse but not the gamepad. The navigator lays the shared
:class:`Cursor` over a list of focusable entries (each with a pygame_gui
element), so directions, confirm and the mouse all move the same focus, and
highlights the focused button with pygame_gui's own "selected" state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame
import pygame_gui

from .cursor import Cursor, Target
from .input import Action, Kind


@dataclass
class Focusable:
    key: Hashable
    element: pygame_gui.core.UIElement
    on_confirm: Callable[[], None] | None = None
    on_left: Callable[[], None] | None = None  # e.g. slider down, previous choice
    on_right: Callable[[], None] | None = None
    rect: pygame.Rect | None = None  # focus area, when wider than the element (a labelled slider)


class FocusNavigator:
    def __init__(self) -> None:
        self.cursor = Cursor(wrap=True)
        self.entries: dict[Hashable, Focusable] = {}

    def set_entries(self, entries: list[Focusable]) -> None:
        self.entries = {e.key: e for e in entries}
        self.cursor.set_targets(
            [Target(e.key, pygame.Rect(e.rect or e.element.get_abs_rect())) for e in entries if e.element.is_enabled]
        )
        self._highlight()

    @property
    def focused(self) -> Focusable | None:
        return self.entries.get(self.cursor.focus)

    def focus_on(self, key: Hashable) -> None:
        self.cursor.focus_on(key)
        self._highlight()

    def _highlight(self) -> None:
        for key, entry in self.entries.items():
            element = entry.element
            if isinstance(element, pygame_gui.elements.UIButton):
                if key == self.cursor.focus and not element.is_selected:
                    element.select()
                elif key != self.cursor.focus and element.is_selected:
                    element.unselect()

    def _moved(self, action: Action) -> bool | None:
        """Move the focus for a direction, the wheel or the pointer: True when it moved,
        False when it could not, None when ``action`` is not a move at all."""
        if action.kind in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            moved = self.cursor.move(action.kind)
        elif action.kind == Kind.WHEEL and action.amount:
            moved = self.cursor.move(Kind.UP if action.amount > 0 else Kind.DOWN)
        elif action.kind == Kind.POINT:
            moved = self.cursor.handle(action)
        else:
            return None
        if moved:
            self._highlight()
        return moved

    def handle(self, action: Action) -> str | None:
        """Act on an action; returns "moved", "activated", "changed" or None."""
        entry = self.focused
        if action.kind in (Kind.LEFT, Kind.RIGHT) and entry is not None:
            side = entry.on_left if action.kind == Kind.LEFT else entry.on_right
            if side is not None:
                side()
                return "changed"
        moved = self._moved(action)
        if moved is not None:
            return "moved" if moved else None
        if action.kind == Kind.CLICK:
            key = self.cursor.target_at(action.pos)
            if key is None:
                return None
            self.cursor.focus = key
            self._highlight()
            entry = self.entries[key]
            if entry.on_confirm is not None:
                entry.on_confirm()
                return "activated"
            return "moved"
        if action.kind == Kind.CONFIRM and entry is not None and entry.on_confirm is not None:
            entry.on_confirm()
            return "activated"
        return None
