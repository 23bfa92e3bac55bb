"""Black Holes (stars): the game's entry — setup, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry, later
from scenes.stars.rules import RULES_PAGES
from scenes.stars.stats import STATS, records

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py and panel hints use the same actions
BINDINGS = (
    GameBinding("Move over SPACE", "move"),
    GameBinding("Place a star", "confirm"),
    GameBinding("Claim a black hole (fault rule)", "alt", mouse="right click"),
    GameBinding("Back out of a zone choice", "back"),
    GameBinding("Teaching marks on / off", "alt2"),
    GameBinding("Take back your move", "undo"),
    GameBinding("Redo", "redo"),
    GameBinding("Pause (any seat)", "pause"),
    GameBinding("Play again (game over)", "confirm"),
    GameBinding("Change the setup (game over)", "alt"),
    GameBinding("Back to the title (game over)", "back"),
    GameBinding("Review the game (game over)", "alt2"),
)

ENTRY = GameEntry(
    catalogue.info("stars"),
    later("scenes.stars.setup", "StarsSetup"),
    later("scenes.stars.play", "scene_for"),
    later("scenes.stars.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records=records,
)
