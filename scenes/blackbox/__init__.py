"""Hex Black Box: the game's entry — setup, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from game.i18n import N_
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.rules import RULES_PAGES
from scenes.blackbox.stats import STATS, records
from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry, later

# the Controls page rows (keys and buttons from the binding table, A/B swap included)
BINDINGS = (
    GameBinding(N_("Hide an atom / fire a ray / mark"), "confirm"),
    GameBinding(N_("Mark the other way"), mouse="right click"),
    GameBinding(N_("Done hiding / announce"), "alt"),
    GameBinding(N_("Same box again (game over)"), "alt"),
)

INFO = catalogue.info("blackbox")  # who the game is: its catalogue line
ENTRY = GameEntry(
    INFO,
    later("scenes.blackbox.setup", "BlackBoxSetup"),
    later("scenes.blackbox.play", "scene_for"),
    later("scenes.blackbox.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records,
    BoxConfig,
    "scenes.blackbox.daily_challenge",  # its daily (scenes/play/daily_game.py), loaded on first use
)
