"""Hex Black Box: the game's entry — setup, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from scenes.blackbox.rules import RULES_PAGES
from scenes.blackbox.stats import STATS, records
from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry, later

# the Controls page rows (keys and buttons from the binding table, A/B swap included)
BINDINGS = (
    GameBinding("Hide an atom / fire a ray / mark", "confirm"),
    GameBinding("Mark the other way", mouse="right click"),
    GameBinding("Done hiding / announce", "alt"),
    GameBinding("Same box again (game over)", "alt"),
)

ENTRY = GameEntry(
    catalogue.info("blackbox"),
    later("scenes.blackbox.setup", "BlackBoxSetup"),
    later("scenes.blackbox.play", "scene_for"),
    later("scenes.blackbox.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records=records,
)
