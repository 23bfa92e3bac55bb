"""The stars setup screen: the options and who starts; Start opens the join screen,
where each controller (and the keyboard) takes a seat and free seats can get a computer.
The seats that joined make the table: their number, who is a person, which pad plays whom."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.couch.join import SeatBinding
from scenes.couch.join_memory import bindings_of, last_level
from scenes.couch.seating import Seating
from scenes.framework import draw
from scenes.framework.menu import Choice, MenuScene, MenuStyle, Spacer
from scenes.play.setup_flows import SetupFlows
from scenes.stars.config import INFO, KEY, MAX_SEATS, TEACHING, StarsConfig
from scenes.stars.lessons import LESSONS, make_scene
from scenes.stars.stats import STATS_KEY, remembered

if TYPE_CHECKING:
    from scenes.framework.app import App


class StarsSetup(MenuScene):
    """The match's options; Start opens the join screen, which opens the play scene."""

    def __init__(self, app: App, config: StarsConfig | None = None, seating: Seating | None = None) -> None:
        self.flows = SetupFlows(self, app, KEY, STATS_KEY, LESSONS, make_scene)
        if config is None:
            self.fault_rule, self.starter = remembered(app.stats.get(STATS_KEY, {}))
        else:
            self.fault_rule, self.starter = config.fault_rule, config.starter
        # the last match's table (``seating``: back from it), and the last computer level chosen
        chosen = config is not None or self.flows.remembered  # a level was ever chosen
        levels = (config or self.flows.recall()).levels if chosen else ()
        self.last_seats = bindings_of(levels, seating) if config is not None else []
        self.last_level = last_level(levels)
        self.starfield = draw.Starfield(seed=5, count=200)
        self.settings = app.settings
        super().__init__(
            app,
            INFO.name,
            self._items(),
            name=f"{KEY}_setup",
            subtitle=self._subtitle(),
            style=self._style(),
            background=self._background,
        )

    def _background(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.app.time, drift=3.0)

    def _items(self) -> list:
        items: list = [
            Choice(
                N_("Fault rule"),
                [N_("off"), N_("on")],
                int(self.fault_rule),
                self._set_fault,
                help=N_("on: you must claim the black holes you make"),
            )
        ]
        items.append(
            Choice(
                N_("Teaching marks"),
                [N_("off"), N_("on")],
                int(self.teaching),
                self._set_teaching,
                help=N_("mark stars that hand over a black hole (H/Y in play)"),
            )
        )
        starters = draw.SEAT_NAMES[:MAX_SEATS] + [N_("random")]
        index = self.starter if 0 <= self.starter < MAX_SEATS else MAX_SEATS
        items.append(
            Choice(N_("Who starts"), starters, index, self._set_starter, help=N_("random when that seat is not taken"))
        )
        items.append(Spacer(4))
        start_help = tr("take seats: each controller presses its confirm button")
        items += self.flows.rows(self.start, start_help, tr("four short lessons"))
        return items

    # -- changes ------------------------------------------------------------------
    def _subtitle(self) -> str:
        low, high = INFO.seats
        return tr("the star game for {low}-{high} players: 7x7 SPACE for 2-3, 9x9 for 4-6").format(low=low, high=high)

    def _style(self) -> MenuStyle:
        return MenuStyle(width=300, row=20, gap=2, title_size="l")

    def _set_fault(self, index: int) -> None:
        self.fault_rule = bool(index)

    @property
    def teaching(self) -> bool:
        return bool(self.settings.get(TEACHING, True))

    def _set_teaching(self, index: int) -> None:
        self.settings.set(TEACHING, bool(index))

    def _set_starter(self, index: int) -> None:
        self.starter = index if index < MAX_SEATS else -1

    def config(self, levels: tuple[int, ...]) -> StarsConfig:
        """The match for the seats that joined (``levels``: 0 a person, 1-3 the computer);
        a starter whose seat nobody took becomes random."""
        seats = len(levels)
        starter = self.starter if 0 <= self.starter < seats else self.app.rng.randrange(seats)
        return StarsConfig(levels, self.fault_rule, starter)

    def start(self) -> None:
        """The join screen: each device takes a seat; its answer starts the match."""
        self.flows.join(self.joined, self.last_seats, self.last_level)

    def joined(self, seats: list[SeatBinding]) -> None:
        """The join screen's seats: the table, who plays where, and the game starts."""
        config = self.config(tuple(s.level for s in seats))
        self.flows.remember(config, first=self.starter)  # the menu's choice; "starter" is this match's
        self.flows.play(config, Seating.from_bindings(seats))

    def on_enter(self) -> None:
        super().on_enter()
        self.flows.entered()

    def language_changed(self) -> None:
        self.subtitle = self._subtitle()  # its seat range is written in: the menu cannot look it up
        super().language_changed()
