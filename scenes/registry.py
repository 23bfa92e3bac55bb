"""The games the arcade offers: each game package registers one GameEntry."""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene

# title-menu order
GAME_PACKAGES = ("stars", "numbers", "blackbox", "patience")


@dataclass(frozen=True)
class GameEntry:
    key: str
    title: str
    blurb: str
    start: Callable[..., "Scene"]            # start(app) -> the game's first scene
    demo: Callable[["App", int], "Scene"]    # demo(app, seed) -> all-computer play scene
    players: str = ""                         # e.g. "2-6 players"
    resume: Callable[["App", dict], "Scene"] | None = None   # continue a suspended game


def games() -> list[GameEntry]:
    """Every game package that exists, in menu order."""
    out = []
    for name in GAME_PACKAGES:
        module_name = f"scenes.{name}"
        if importlib.util.find_spec(module_name) is None:
            continue
        entry = getattr(importlib.import_module(module_name), "ENTRY", None)
        if entry is not None:
            out.append(entry)
    return out


def find(key: str) -> GameEntry | None:
    for entry in games():
        if entry.key == key:
            return entry
    return None
