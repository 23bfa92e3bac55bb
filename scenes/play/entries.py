"""The games the arcade offers: each game package registers one GameEntry."""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from scenes.framework.bindings import GameBinding

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
    start: Callable[..., "Scene"]  # start(app) -> the game's first scene
    demo: Callable[["App", int], "Scene"]  # demo(app, seed) -> all-computer play scene
    players: str = ""  # e.g. "2-6 players"
    resume: Callable[["App", dict], "Scene"] | None = None  # continue a suspended game
    bindings: tuple[GameBinding, ...] = ()  # the game's own controls, for the Controls page


# The controls of games whose ENTRY does not carry ``bindings`` yet (stars and numbers
# carry their own; these two move into their ENTRY when their packages are next touched).
GAME_BINDINGS: dict[str, tuple[GameBinding, ...]] = {
    "blackbox": (
        GameBinding("Hide an atom / fire a ray / mark", "confirm"),
        GameBinding("Mark the other way", mouse="right click"),
        GameBinding("Done hiding / announce", "alt"),
        GameBinding("Same box again (game over)", "alt"),
    ),
    "patience": (
        GameBinding("Play the card", "confirm"),
        GameBinding("Undo", "alt", keys=("U", "Bksp", "Ctrl+Z"), mouse="right click"),
        GameBinding("Redo", "redo"),
        GameBinding("Hint", "alt2"),
        GameBinding("Game menu", "select", keys=("M",)),
        GameBinding("Solve from here", keys=("C",)),
        GameBinding("Restart the deal", keys=("R",)),
        GameBinding("New random deal", keys=("N",)),
        GameBinding("Deal by number", keys=("G", "#", "0-9")),
    ),
}


def bindings_of(entry: GameEntry) -> tuple[GameBinding, ...]:
    """A game's controls: its ENTRY's own, else the table above."""
    return entry.bindings or GAME_BINDINGS.get(entry.key, ())


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
