"""The stars setup screen: how many seats, who sits in each, the options, who starts."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

from scenes.framework import draw
from scenes.framework.menu import Button, Choice, MenuScene, MenuStyle, Spacer
from scenes.stars.config import StarsConfig

if TYPE_CHECKING:
    from scenes.framework.app import App

LEVEL_NAMES = ["Person", "CPU easy", "CPU fair", "CPU strong"]
STATS_KEY = "stars.last_setup"


class StarsSetup(MenuScene):
    """A MenuScene whose rows follow the seat count; Start opens the play scene."""

    def __init__(self, app: "App", config: Optional[StarsConfig] = None) -> None:
        if config is None:
            config = StarsConfig.from_json(app.stats.get(STATS_KEY, {}))
            teaching = app.settings.get("teaching_marks")
            if app.stats.get(STATS_KEY, None) is None and teaching is not None:
                config = StarsConfig(config.levels, config.fault_rule, bool(teaching), config.starter)
        self.levels = list(config.levels) + [2] * (6 - config.seats)
        self.seats = config.seats
        self.fault_rule = config.fault_rule
        self.teaching = config.teaching
        self.starter = config.starter          # -1: random
        self.starfield = draw.Starfield(seed=5, count=200)
        super().__init__(app, "Black Holes", self._items(), name="stars_setup",
                         subtitle="the star game for 2-6 players",
                         style=MenuStyle(width=300, row=20, gap=2, title_size="l"),
                         background=self._background)

    def _background(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.app.time, drift=3.0)

    def _items(self) -> list:
        items: list = [Choice("Players", [str(n) for n in range(2, 7)], self.seats - 2,
                              self._set_seats, help="7x7 SPACE for 2-3 players, 9x9 for 4-6")]
        for p in range(self.seats):
            items.append(Choice(draw.SEAT_NAMES[p], LEVEL_NAMES, self.levels[p],
                                lambda i, p=p: self._set_level(p, i),
                                help="a person at this seat, or the computer at a level"))
        items.append(Choice("Fault rule", ["off", "on"], int(self.fault_rule), self._set_fault,
                            help="on: you must claim the black holes you make"))
        items.append(Choice("Teaching marks", ["off", "on"], int(self.teaching), self._set_teaching,
                            help="mark the cells that hand the next player a black hole"))
        starters = [draw.SEAT_NAMES[p] for p in range(self.seats)] + ["random"]
        index = self.starter if 0 <= self.starter < self.seats else self.seats
        items.append(Choice("Who starts", starters, index, self._set_starter))
        items.append(Spacer(4))
        items.append(Button("Start", self.start))
        return items

    # -- changes ------------------------------------------------------------------
    def _rebuild(self) -> None:
        """New rows for a new seat count; the focus stays on the Players row."""
        self.items = self._items()
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

    def _set_teaching(self, index: int) -> None:
        self.teaching = bool(index)

    def _set_starter(self, index: int) -> None:
        self.starter = index if index < self.seats else -1

    def config(self) -> StarsConfig:
        starter = self.starter if self.starter >= 0 else self.app.rng.randrange(self.seats)
        return StarsConfig(tuple(self.levels[:self.seats]), self.fault_rule, self.teaching, starter)

    def start(self) -> None:
        from scenes.stars.play import StarsPlay
        config = self.config()
        saved = config.to_json()
        saved["starter"] = self.starter if self.starter >= 0 else 0
        self.app.stats.set(STATS_KEY, saved)
        self.app.stack.replace(StarsPlay(self.app, config), transition="fade")
