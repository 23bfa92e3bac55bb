"""Black Hole Numbers: the game's entry — setup, the one play-scene factory, controls, stats."""

from __future__ import annotations

from game import catalogue
from game.i18n import N_
from scenes.framework.bindings import GameBinding
from scenes.numbers.config import MatchConfig
from scenes.numbers.rules import RULES_PAGES
from scenes.numbers.stats import STATS, records
from scenes.play.entries import GameEntry, later
from scenes.play.scene import RESULT_BINDINGS, REVIEW_BINDING

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py and panel hints use the same actions
BINDINGS = (
    GameBinding(N_("Choose a circle"), "move"),
    GameBinding(N_("Write your number"), "confirm", mouse="click"),
    GameBinding(N_("Skip the collapse"), "confirm"),
    GameBinding(N_("Take back your move"), "undo"),
    GameBinding(N_("Redo"), "redo"),
    GameBinding(N_("Pause (any seat)"), "pause"),
    *RESULT_BINDINGS,
    REVIEW_BINDING,
)

INFO = catalogue.info("numbers")  # who the game is: its catalogue line
ENTRY = GameEntry(
    INFO,
    later("scenes.numbers.setup", "NumbersSetup"),
    later("scenes.numbers.play", "scene_for"),
    later("scenes.numbers.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records,
    MatchConfig,
)
