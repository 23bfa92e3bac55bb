"""Which patience command a key, pad button or on-screen button stands for.

Pure mapping from input actions to command names; the play scene runs the
commands. Aiming and playing a pile (directions, pointing, confirm, a click
on a card) stay with the scene, which knows the cursor.
"""

from __future__ import annotations

import pygame

from scenes.framework.input import Action, Kind

from .dialogs import is_digit
from .layout import label_at

KEYS = {
    "m": "menu",
    "r": "restart",
    "n": "new_random",
    "g": "deal_number",
    "#": "deal_number",
    "c": "solve",
    "u": "undo",
}
KINDS = {Kind.ALT: "undo", Kind.RCLICK: "undo", Kind.ALT2: "hint", Kind.SELECT: "menu"}
BUTTONS = {"Undo": "undo", "Redo": "redo", "Restart": "restart", "Hint": "hint", "Solve": "solve", "Menu": "menu"}


def command(action: Action, buttons: dict[str, pygame.Rect]) -> str | None:
    """The command ``action`` asks for during play, or None (aiming, playing, or nothing)."""
    if action.kind == Kind.CLICK:
        label = label_at(buttons, action.pos)
        return BUTTONS[label] if label is not None else None
    if action.kind == Kind.KEY:
        return KEYS.get(action.text.lower())
    return KINDS.get(action.kind)


def typed_digit(action: Action) -> int | None:
    """A digit typed on the table (ASCII 0-9 only), which starts the deal-number entry."""
    return int(action.text) if action.kind == Kind.KEY and is_digit(action.text) else None
