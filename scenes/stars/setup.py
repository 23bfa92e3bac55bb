"""The stars setup screen: how many seats, who sits in each, the options, who starts."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.framework import draw
from scenes.framework.menu import Button, Choice, MenuScene, MenuStyle, Spacer
from scenes.framework.rules_page import RulesScene
from scenes.lessons import LessonsScene, offer_on_first_launch
from scenes.recent_games import RecentGamesScene
from scenes.stars.config import StarsConfig
from scenes.stars.rules import RULES_PAGES
from scenes.turns import SEAT_KINDS

if TYPE_CHECKING:
    from scenes.framework.app import App

TEACHING = "teaching_marks"    # the app-wide setting: the row shows and changes it
STATS_KEY = "stars.last_setup"


class StarsSetup(MenuScene):
    """A MenuScene whose rows follow the seat count; Start opens the play scene."""

    def __init__(self, app: App, config: StarsConfig | None = None) -> None:
        if config is None:
            config = StarsConfig.from_json(app.stats.get(STATS_KEY, {}))
        self.levels = list(config.levels) + [2] * (6 - config.seats)
        self.seats = config.seats
        self.fault_rule = config.fault_rule
        self.starter = config.starter          # -1: random
        self.starfield = draw.Starfield(seed=5, count=200)
        self.settings = app.settings
        super().__init__(app, "Black Holes", self._items(), name="stars_setup",
                         subtitle=self._subtitle(), style=self._style(), background=self._background)

    def _background(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.app.time, drift=3.0)

    def _items(self) -> list:
        items: list = [Choice("Players", [str(n) for n in range(2, 7)], self.seats - 2,
                              self._set_seats, help="7x7 SPACE for 2-3 players, 9x9 for 4-6")]
        for p in range(self.seats):
            items.append(Choice(draw.SEAT_NAMES[p], list(SEAT_KINDS), self.levels[p],
                                partial(self._set_level, p),
                                help="a person at this seat, or the computer at a level"))
        items.append(Choice("Fault rule", ["off", "on"], int(self.fault_rule), self._set_fault,
                            help="on: you must claim the black holes you make"))
        items.append(Choice("Teaching marks", ["off", "on"], int(self.teaching), self._set_teaching,
                            help="mark stars that hand over a black hole (H/Y in play)"))
        starters = [draw.SEAT_NAMES[p] for p in range(self.seats)] + ["random"]
        index = self.starter if 0 <= self.starter < self.seats else self.seats
        items.append(Choice("Who starts", starters, index, self._set_starter))
        items.append(Spacer(4))
        items.append(Button("Start", self.start, help="play with this table"))
        items.append(Button("How to play", self.show_lessons, help="four short lessons"))
        items.append(Button("Rules", self.show_rules, help="how Black Holes is played"))
        items.append(Button("Review a recent game", self.show_recent,
                            help="step through a finished game with the computer"))
        return items

    # -- changes ------------------------------------------------------------------
    def _subtitle(self) -> str:
        """Five or six seats need the subtitle's room, so the help line stays clear of the rows."""
        return "the star game for 2-6 players" if self.seats <= 4 else ""

    def _style(self) -> MenuStyle:
        return MenuStyle(width=300, row=20 if self.seats <= 2 else (18 if self.seats <= 4 else 16),
                         gap=2 if self.seats <= 3 else 0,
                         title_size="l")

    def _rebuild(self) -> None:
        """New rows for a new seat count; the focus stays on the Players row."""
        self.items = self._items()
        self.subtitle, self.style = self._subtitle(), self._style()
        self.build()
        self.nav.focus_on(0)

    def _set_seats(self, index: int) -> None:
        self.seats = index + 2
        if self.starter >= self.seats:
            self.starter = 0
        self._rebuild()

    def _set_level(self, seat: int, index: int) -> None:
        self.levels[seat] = index

    def _set_fault(self, index: int) -> None:
        self.fault_rule = bool(index)

    @property
    def teaching(self) -> bool:
        return bool(self.settings.get(TEACHING, True))

    def _set_teaching(self, index: int) -> None:
        self.settings.set(TEACHING, bool(index))

    def _set_starter(self, index: int) -> None:
        self.starter = index if index < self.seats else -1

    def config(self) -> StarsConfig:
        starter = self.starter if self.starter >= 0 else self.app.rng.randrange(self.seats)
        return StarsConfig(tuple(self.levels[:self.seats]), self.fault_rule, starter)

    def start(self) -> None:
        from scenes.stars.play import StarsPlay
        config = self.config()
        saved = config.to_json()
        saved["starter"] = max(self.starter, 0)
        self.app.stats.set(STATS_KEY, saved)
        self.app.stack.replace(StarsPlay(self.app, config), transition="fade")

    def on_enter(self) -> None:
        super().on_enter()
        offer_on_first_launch(self.app, "stars", "Black Holes", self.show_lessons)

    def show_lessons(self) -> None:
        from scenes.stars.lessons import LESSONS, make_scene
        self.app.stack.push(LessonsScene(self.app, "stars", "Black Holes", LESSONS, make_scene))

    def show_recent(self) -> None:
        from scenes.stars.play import review_scene
        self.app.stack.push(RecentGamesScene(self.app, "stars", "Black Holes", review_scene))

    def show_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, "Black Holes", RULES_PAGES))
