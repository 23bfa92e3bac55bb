"""Black Hole Patience: the game's entry — the deal, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from game.i18n import N_
from scenes.framework.bindings import GameBinding, key_names
from scenes.patience.config import Setup
from scenes.patience.rules import RULES_PAGES
from scenes.patience.stats import STATS, records
from scenes.play.entries import GameEntry, later

# the Controls page rows (keys and buttons from the binding table, A/B swap included; the
# letter keys are the table's typed keys, which play.py reads too)
BINDINGS = (
    GameBinding(N_("Play the card"), "confirm"),
    GameBinding(N_("Undo"), "alt", keys=key_names("typed_undo") + key_names("undo"), mouse="right click"),
    GameBinding(N_("Redo"), "redo"),
    GameBinding(N_("Hint"), "alt2"),
    GameBinding(N_("Game menu"), "select", keys=key_names("typed_menu")),
    GameBinding(N_("Solve from here"), "typed_solve"),
    GameBinding(N_("Restart the deal"), "typed_restart"),
    GameBinding(N_("New random deal"), "typed_new"),
    GameBinding(N_("Deal by number"), "typed_number", keys=("0-9",)),
)

INFO = catalogue.info("patience")  # who the game is: its catalogue line
ENTRY = GameEntry(
    INFO,
    later("scenes.patience.setup", "start"),
    later("scenes.patience.play", "scene_for"),
    later("scenes.patience.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records,
    Setup,
    "scenes.patience.daily_challenge",  # its daily (scenes/play/daily_game.py), loaded on first use
)
