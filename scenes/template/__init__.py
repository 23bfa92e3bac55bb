"""Take the Last Star (the template game): the game's entry, all the arcade asks of its UI package.

``scenes.play.entries`` finds this ``ENTRY`` by the catalogue key; nothing else
of the package is imported from outside it.
"""

from __future__ import annotations

# scaffold: the template is not in catalogue.GAMES, so the title never lists it (docs/ADDING_A_GAME.md)
from game import catalogue
from game.i18n import N_
from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry, later
from scenes.template.config import TemplateConfig
from scenes.template.rules import RULES_PAGES
from scenes.template.stats import STATS, records

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py's hints use the same actions
# FIXME: the game's own rows, one an action it uses
BINDINGS = (
    GameBinding(N_("Choose how many to take"), "move"),
    GameBinding(N_("Take them"), "confirm", mouse="click"),
    GameBinding(N_("Take back a move"), "undo"),
    GameBinding(N_("Redo"), "redo"),
    GameBinding(N_("Pause"), "pause"),
)

INFO = catalogue.info("template")  # who the game is: its catalogue line
# the setup and play scenes are imported at their first call (``later``): listing the games on the
# title, before its first frame, imports only what the title shows
ENTRY = GameEntry(
    INFO,
    later("scenes.template.setup", "TemplateSetup"),
    later("scenes.template.play", "scene_for"),
    later("scenes.template.play", "demo_session"),
    BINDINGS,
    STATS,
    RULES_PAGES,
    records,
    TemplateConfig,
)
