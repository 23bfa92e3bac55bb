"""The template's setup screen: the pile and who starts; Start, How to play, Rules.

The setup is what the title's row for the game opens (the entry's ``start``).
It reads its last choices from the stats file and writes them back on Start.
A game with couch seats opens the join screen from Start instead
(scenes/couch/join.py ``join_table``, as scenes/numbers/setup.py does); the
template's two seats are played by whoever presses, so it starts at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import catalogue
from game.template import PILES
from scenes.framework import draw
from scenes.framework.menu import Button, Choice, Item, MenuScene, MenuStyle, Spacer
from scenes.framework.rules_page import RulesScene
from scenes.play.entries import Opening
from scenes.play.lessons import LessonsScene, offer_on_first_launch
from scenes.template.config import TemplateConfig
from scenes.template.lessons import LESSONS, make_scene
from scenes.template.play import new_session, scene_for
from scenes.template.rules import RULES_PAGES
from scenes.template.stats import SETUP_KEY

if TYPE_CHECKING:
    from scenes.framework.app import App

KEY = "template"
PILE, FIRST = range(2)  # item indices in the menu


class TemplateSetup(MenuScene):
    """The setup menu; Start replaces it with the play scene."""

    def __init__(self, app: "App", config: TemplateConfig | None = None) -> None:
        config = config or TemplateConfig.from_json(app.stats.get(SETUP_KEY, {}))
        self.field = draw.Starfield(seed=7)
        self.title_name = catalogue.info(KEY).name
        items: list[Item] = [
            Choice("Pile", [str(p) for p in PILES], PILES.index(config.pile), help="how many stars to start with"),
            Choice("Who starts", draw.SEAT_NAMES[:2], config.first, help="who takes first"),
            Spacer(6),
            Button("Start", self.start, help="two players take turns on this screen"),
            Button("How to play", self.show_lessons, help="two short lessons"),
            Button("Rules", self.show_rules, help=f"how {self.title_name} is played"),
        ]
        super().__init__(
            app,
            self.title_name,
            items,
            name=f"{KEY}_setup",
            subtitle=catalogue.info(KEY).blurb,
            style=MenuStyle(width=300, row=18, gap=1),
            background=lambda canvas: self.field.draw(canvas, self.app.time),
        )

    def config(self) -> TemplateConfig:
        """The game the menu describes now."""
        pile, first = self.items[PILE], self.items[FIRST]
        assert isinstance(pile, Choice) and isinstance(first, Choice)
        return TemplateConfig(PILES[pile.index], first.index)

    def start(self) -> None:
        config = self.config()
        self.app.stats.set(SETUP_KEY, config.to_json())
        session = new_session(config, self.app.rng.randrange(1 << 30))
        self.app.stack.replace(scene_for(self.app, session, Opening()), transition="fade")

    def on_enter(self) -> None:
        super().on_enter()
        offer_on_first_launch(self.app, KEY, self.title_name, self.show_lessons)

    def show_lessons(self) -> None:
        self.app.stack.push(LessonsScene(self.app, KEY, self.title_name, LESSONS, make_scene))

    def show_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.title_name, RULES_PAGES))
