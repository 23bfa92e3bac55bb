"""Black Hole Patience: the game's entry — the deal, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from scenes.framework.bindings import GameBinding
from scenes.patience.play import scene_for
from scenes.patience.rules import RULES_PAGES
from scenes.patience.sessions import demo_session
from scenes.patience.setup import start
from scenes.patience.stats import STATS
from scenes.play.entries import GameEntry

# the Controls page rows (keys and buttons from the binding table, A/B swap included)
BINDINGS = (
    GameBinding("Play the card", "confirm"),
    GameBinding("Undo", "alt", keys=("U", "Bksp", "Ctrl+Z"), mouse="right click"),
    GameBinding("Redo", "redo"),
    GameBinding("Hint", "alt2"),
    GameBinding("Game menu", "select", keys=("M",)),
    GameBinding("Solve from here", keys=("C",)),
    GameBinding("Restart the deal", keys=("R",)),
    GameBinding("New random deal", keys=("N",)),
    GameBinding("Deal by number", keys=("G", "#", "0-9")),
)

ENTRY = GameEntry(catalogue.info("patience"), start, scene_for, demo_session, BINDINGS, STATS, RULES_PAGES)
