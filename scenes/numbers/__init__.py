"""Black Hole Numbers: the game's entry — setup, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from scenes.framework.bindings import GameBinding
from scenes.numbers.rules import RULES_PAGES
from scenes.numbers.stats import STATS, records
from scenes.play.entries import GameEntry, later

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py and panel hints use the same actions
BINDINGS = (
    GameBinding("Choose a circle", "move"),
    GameBinding("Write your number", "confirm", mouse="click"),
    GameBinding("Skip the collapse", "confirm"),
    GameBinding("Take back your move", "undo"),
    GameBinding("Redo", "redo"),
    GameBinding("Pause (any seat)", "pause"),
    GameBinding("Play again (game over)", "confirm"),
    GameBinding("Change the setup (game over)", "alt"),
    GameBinding("Back to the title (game over)", "back"),
    GameBinding("Review the game (game over)", "alt2"),
)

ENTRY = GameEntry(
    catalogue.info("numbers"),
    later("scenes.numbers.setup", "NumbersSetup"),
    later("scenes.numbers.play", "scene_for"),
    later("scenes.numbers.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records=records,
)
