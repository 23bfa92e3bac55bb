"""Where a game's UI package is found: ``scenes/<key>/``, imported on first use.

The one lookup of a game's package by its catalogue key: the entries
(scenes/play/entries.py ``find``) and the play-scene skeleton (which asks its
game's entry for Play again and Change setup without importing the entries,
which make play scenes) both go through it.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def game_package(key: str) -> ModuleType | None:
    """The package ``scenes.<key>``, or None when the game has no UI package."""
    try:
        return importlib.import_module(f"scenes.{key}")
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.{key}":
            raise
        return None


def game_entry(key: str) -> object:
    """The ``ENTRY`` of a game's package (None when it has none)."""
    package = game_package(key)
    return getattr(package, "ENTRY", None) if package is not None else None
