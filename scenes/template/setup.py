"""The template's setup screen: its own rows, then Start, How to play, Rules.

The setup is what the title's row for the game opens (the entry's ``start``).
Its own rows are the game's options (see ``config``); the rest (Start, How to play, Rules,
the first-launch offer of the lessons, its memory in the stats file, the
game's start) is the play kit's ``SetupFlows`` (scenes/play/setup_flows.py).
A game with couch seats opens the join screen from Start instead
(``SetupFlows.join``, as scenes/numbers/setup.py does, where a free seat can
take a computer); the template's person seats are played by whoever presses,
so it starts at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from game.template import PILES
from scenes.framework import draw
from scenes.framework.menu import Choice, Item, MenuScene, MenuStyle, Spacer
from scenes.play.setup_flows import SetupFlows
from scenes.play.turns import PERSON, SEAT_KINDS  # +computer
from scenes.template.config import TemplateConfig
from scenes.template.lessons import LESSONS, make_scene
from scenes.template.stats import SETUP_KEY

if TYPE_CHECKING:
    from scenes.couch.seating import Seating
    from scenes.framework.app import App

KEY = "template"
# -computer: PILE, FIRST = range(2)  # item indices in the menu
# the rows: the pile, who starts, and who plays Sky (a person or the computer at a level)  # +computer
PILE, FIRST, SKY = range(3)  # item indices in the menu  # +computer


class TemplateSetup(MenuScene):
    """The setup menu; Start replaces it with the play scene."""

    def __init__(self, app: "App", config: TemplateConfig | None = None, seating: "Seating | None" = None) -> None:
        self.flows = SetupFlows(self, app, KEY, SETUP_KEY, LESSONS, make_scene)
        config = config or self.flows.recall()
        self.field = draw.Starfield(seed=7)
        items: list[Item] = [
            Choice(
                tr("Pile"), [str(p) for p in PILES], PILES.index(config.pile), help=tr("how many stars to start with")
            ),
            Choice(tr("Who starts"), draw.SEAT_NAMES[:2], config.first, help=tr("who takes first")),
            Choice(tr("Sky"), SEAT_KINDS, config.levels[1], help=tr("a person or the computer")),  # +computer
            Spacer(6),
            # FIXME: the game's own rows above; the shared ones (Start, How to play, Rules) come last
            *self.flows.rows(self.start, tr("two players take turns on this screen"), tr("two short lessons")),
        ]
        super().__init__(
            app,
            self.flows.info.name,
            items,
            name=f"{KEY}_setup",
            subtitle=self.flows.info.blurb,
            style=MenuStyle(width=300, row=18, gap=1),
            background=lambda canvas: self.field.draw(canvas, self.app.time),
        )

    def config(self) -> TemplateConfig:
        """The game the menu describes now."""
        pile, first = self.items[PILE], self.items[FIRST]
        assert isinstance(pile, Choice) and isinstance(first, Choice)
        sky = self.items[SKY]  # +computer
        assert isinstance(sky, Choice)  # +computer
        # -computer: return TemplateConfig(PILES[pile.index], first.index)
        return TemplateConfig(PILES[pile.index], first.index, (PERSON, sky.index))  # +computer

    def start(self) -> None:
        config = self.config()
        self.flows.remember(config)
        self.flows.play(config)

    def on_enter(self) -> None:
        super().on_enter()
        self.flows.entered()
