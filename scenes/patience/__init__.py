"""Black Hole Patience: the game's entry — the deal, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from scenes.framework.bindings import GameBinding, key_names
from scenes.patience.rules import RULES_PAGES
from scenes.patience.stats import STATS, records
from scenes.play.entries import GameEntry, later

# the Controls page rows (keys and buttons from the binding table, A/B swap included; the
# letter keys are the table's typed keys, which play.py reads too)
BINDINGS = (
    GameBinding("Play the card", "confirm"),
    GameBinding("Undo", "alt", keys=key_names("typed_undo") + key_names("undo"), mouse="right click"),
    GameBinding("Redo", "redo"),
    GameBinding("Hint", "alt2"),
    GameBinding("Game menu", "select", keys=key_names("typed_menu")),
    GameBinding("Solve from here", "typed_solve"),
    GameBinding("Restart the deal", "typed_restart"),
    GameBinding("New random deal", "typed_new"),
    GameBinding("Deal by number", "typed_number", keys=("0-9",)),
)

ENTRY = GameEntry(
    catalogue.info("patience"),
    later("scenes.patience.setup", "start"),
    later("scenes.patience.play", "scene_for"),
    later("scenes.patience.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records=records,
)
