"""Setting up a numbers match: board, scoring and who starts. Start opens the join
screen, where each controller (and the keyboard) takes a seat and free seats can get
a computer; the seats that joined make the table. The last setup is remembered in
the stats file."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from game.i18n import N_, tr
from scenes.couch.join import SeatBinding
from scenes.couch.join_memory import bindings_of, last_level
from scenes.couch.seating import Seating
from scenes.framework import draw
from scenes.framework.menu import Choice, Item, MenuScene, MenuStyle, Spacer
from scenes.numbers.config import KEY, MAX_SEATS, MatchConfig
from scenes.numbers.lessons import LESSONS, make_scene
from scenes.numbers.stats import STATS_KEY
from scenes.play.setup_flows import SetupFlows

if TYPE_CHECKING:
    from scenes.framework.app import App

STARTERS = tuple(draw.SEAT_NAMES[:MAX_SEATS]) + (N_("Random"),)

# item indices in the menu
BOARD, SCORING, STARTS = range(3)


class NumbersSetup(MenuScene):
    """The setup menu; Start opens the join screen, which opens the play scene."""

    def __init__(self, app: "App", config: Optional[MatchConfig] = None, seating: Optional[Seating] = None) -> None:
        self.flows = SetupFlows(self, app, KEY, STATS_KEY, LESSONS, make_scene)
        from_memory = config is None
        if config is None:
            config = self.flows.recall()
        # the last match's table (``seating``: back from it), and the last computer level chosen
        self.last_seats = [] if from_memory else bindings_of(config.levels, seating)
        chosen = not from_memory or self.flows.remembered  # a level was ever chosen
        self.last_level = last_level(config.levels if chosen else ())
        self.field = draw.Starfield(seed=5)
        memory = app.stats.get(STATS_KEY, {})
        starter = memory.get("starts", -1) if from_memory and isinstance(memory, dict) else -1
        starter = config.starter if starter == -1 else starter
        starter = starter if type(starter) is int and 0 <= starter < len(STARTERS) else 0
        items: list[Item] = [
            Choice(
                N_("Board"),
                (N_("Normal"), N_("Quick")),
                0 if config.size == "normal" else 1,
                help=N_("normal: 21 or 28 circles; quick: 9 or 16"),
            ),
            Choice(
                N_("Winner"),
                (N_("Most points"), N_("Least points")),
                0 if config.scoring == "most" else 1,
                help=N_("most points around the black hole wins (or the fewest)"),
            ),
            Choice(
                N_("Who starts"),
                STARTERS,
                starter,
                help=N_("who writes the first 1 (random when that seat is not taken)"),
            ),
            Spacer(6),
            *self.flows.rows(
                self.start,
                tr("take seats: each controller presses its confirm button"),
                tr("three short lessons on the quick board"),
            ),
        ]
        super().__init__(
            app,
            self.flows.info.name,
            items,
            name=f"{KEY}_setup",
            subtitle=N_("write numbers, leave the last circle free"),
            style=MenuStyle(width=300, row=18, gap=1),  # the help line stays clear of the last row
            background=self._background,
        )

    def _background(self, canvas) -> None:
        self.field.draw(canvas, self.app.time)

    def config(self, levels: tuple[int, ...]) -> MatchConfig:
        """The match for the seats that joined (``levels``: 0 a person, 1-3 the computer);
        "Random", or a starter whose seat nobody took, draws the starter."""
        seats = len(levels)
        starter = self._choice(STARTS).index
        if starter >= seats:
            starter = self.app.rng.randrange(seats)
        return MatchConfig(
            "normal" if self._choice(BOARD).index == 0 else "quick",
            levels,
            "most" if self._choice(SCORING).index == 0 else "least",
            starter,
        )

    def _choice(self, index: int) -> Choice:
        item = self.items[index]
        assert isinstance(item, Choice)
        return item

    def start(self) -> None:
        """The join screen: each device takes a seat; its answer starts the match."""
        self.flows.join(self.joined, self.last_seats, self.last_level)

    def joined(self, seats: list[SeatBinding]) -> None:
        """The join screen's seats: the table, who plays where, and the game starts."""
        config = self.config(tuple(s.level for s in seats))
        self.flows.remember(config, starts=self._choice(STARTS).index)  # the menu's row, "Random" included
        self.flows.play(config, Seating.from_bindings(seats))

    def on_enter(self) -> None:
        super().on_enter()
        self.flows.entered()
