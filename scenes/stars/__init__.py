"""Black Holes (stars): the game's entry — setup, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from game.i18n import N_
from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry, later
from scenes.play.scene import RESULT_BINDINGS, REVIEW_BINDING
from scenes.stars.config import StarsConfig
from scenes.stars.rules import RULES_PAGES
from scenes.stars.stats import STATS, records

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py and panel hints use the same actions
BINDINGS = (
    GameBinding(N_("Move over SPACE"), "move"),
    GameBinding(N_("Place a star"), "confirm"),
    GameBinding(N_("Claim a black hole (fault rule)"), "alt", mouse="right click"),
    GameBinding(N_("Back out of a zone choice"), "back"),
    GameBinding(N_("Teaching marks on / off"), "alt2"),
    GameBinding(N_("Take back your move"), "undo"),
    GameBinding(N_("Redo"), "redo"),
    GameBinding(N_("Pause (any seat)"), "pause"),
    *RESULT_BINDINGS,
    REVIEW_BINDING,
)

INFO = catalogue.info("stars")  # who the game is: its catalogue line
ENTRY = GameEntry(
    INFO,
    later("scenes.stars.setup", "StarsSetup"),
    later("scenes.stars.play", "scene_for"),
    later("scenes.stars.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records,
    StarsConfig,
)
