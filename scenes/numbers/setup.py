"""Setting up a numbers match: board, seats (people or computer levels),
scoring and who starts. The last setup is remembered in the stats file."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from scenes.framework import draw
from scenes.framework.menu import Button, Choice, Item, MenuScene, MenuStyle, Spacer
from scenes.framework.rules_page import RulesScene
from scenes.numbers.config import MatchConfig
from scenes.numbers.rules import RULES_PAGES
from scenes.lessons import LessonsScene, offer_on_first_launch
from scenes.recent_games import RecentGamesScene
from scenes.turns import SEAT_KINDS

if TYPE_CHECKING:
    from scenes.framework.app import App

SEAT_OPTIONS = SEAT_KINDS
NOT_PLAYING = ("not playing",)
STATS_KEY = "numbers.setup"

# item indices in the menu
BOARD, SEATS, SEAT1, SEAT2, SEAT3, SCORING, STARTS = range(7)


class NumbersSetup(MenuScene):
    """The setup menu; Start replaces it with the play scene."""

    def __init__(self, app: "App", config: Optional[MatchConfig] = None) -> None:
        if config is None:
            config = MatchConfig.from_json(app.stats.get(STATS_KEY, {}))
        self.field = draw.Starfield(seed=5)
        levels = list(config.levels) + [2] * (3 - config.seats)
        self._seat3_memory = levels[2]
        items: list[Item] = [
            Choice("Board", ("Normal", "Quick"), 0 if config.size == "normal" else 1,
                   help="normal: 21 or 28 circles; quick: 9 or 16"),
            Choice("Players", ("2", "3"), config.seats - 2, on_change=self._seats_changed,
                   help="two or three seats at the table"),
            Choice(f"{draw.SEAT_NAMES[0]}", SEAT_OPTIONS, levels[0],
                   help="a person, or the computer: easy, fair or strong"),
            Choice(f"{draw.SEAT_NAMES[1]}", SEAT_OPTIONS, levels[1],
                   help="a person, or the computer: easy, fair or strong"),
            Choice(f"{draw.SEAT_NAMES[2]}", SEAT_OPTIONS, levels[2],
                   help="a person, or the computer: easy, fair or strong"),
            Choice("Winner", ("Most points", "Least points"), 0 if config.scoring == "most" else 1,
                   help="most points around the black hole wins (or the fewest)"),
            Choice("First", self._starter_options(config.seats), config.starter,
                   help="who writes the first 1"),
            Spacer(6),
            Button("Start", self.start, help="play with these settings"),
            Button("How to play", self.show_lessons, help="three short lessons on the quick board"),
            Button("Rules", self.show_rules, help="how Black Hole is played"),
            Button("Review a recent game", self.show_recent, help="step through a finished game with the computer"),
        ]
        super().__init__(app, "Black Hole", items, name="numbers_setup",
                         subtitle="write numbers, leave the last circle free",
                         style=MenuStyle(width=300, row=20, gap=3),
                         background=self._background)
        self._seats_changed(config.seats - 2)

    @staticmethod
    def _starter_options(seats: int) -> tuple[str, ...]:
        return tuple(draw.SEAT_NAMES[:seats]) + ("Random",)

    def _background(self, canvas) -> None:
        self.field.draw(canvas, self.app.time)

    def _seats_changed(self, index: int) -> None:
        seats = index + 2
        seat3: Choice = self.items[SEAT3]   # type: ignore[assignment]
        if seats == 2:
            if seat3.options != NOT_PLAYING:
                self._seat3_memory = seat3.index
            seat3.options = NOT_PLAYING
            self.set_choice(SEAT3, 0)
        else:
            seat3.options = SEAT_OPTIONS
            self.set_choice(SEAT3, self._seat3_memory)
        starts: Choice = self.items[STARTS]   # type: ignore[assignment]
        old = starts.value
        starts.options = self._starter_options(seats)
        self.set_choice(STARTS, starts.options.index(old) if old in starts.options else 0)

    def config(self) -> MatchConfig:
        """The match the menu currently describes ("Random" starter resolved)."""
        seats = self._choice(SEATS).index + 2
        levels = tuple(self._choice(SEAT1 + k).index for k in range(seats))
        starter_item = self._choice(STARTS)
        starter = starter_item.index
        if starter_item.value == "Random":
            starter = self.app.rng.randrange(seats)
        return MatchConfig("normal" if self._choice(BOARD).index == 0 else "quick", levels,
                           "most" if self._choice(SCORING).index == 0 else "least", starter)

    def _choice(self, index: int) -> Choice:
        item = self.items[index]
        assert isinstance(item, Choice)
        return item

    def start(self) -> None:
        from scenes.numbers.play import NumbersPlay
        config = self.config()
        self.app.stats.set(STATS_KEY, config.to_json())
        self.app.stack.replace(NumbersPlay.new(self.app, config), transition="fade")

    def on_enter(self) -> None:
        super().on_enter()
        offer_on_first_launch(self.app, "numbers", "Black Hole", self.show_lessons)

    def show_lessons(self) -> None:
        from scenes.numbers.lessons import LESSONS, make_scene
        self.app.stack.push(LessonsScene(self.app, "numbers", "Black Hole", LESSONS, make_scene))

    def show_recent(self) -> None:
        from scenes.numbers.play import review_scene
        self.app.stack.push(RecentGamesScene(self.app, "numbers", "Black Hole", review_scene))

    def show_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, "Black Hole", RULES_PAGES))
