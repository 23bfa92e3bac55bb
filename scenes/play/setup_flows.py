"""The rows and flows every game's setup screen repeats, as a component the setup owns.

A setup screen keeps only its own rows (board, scoring, mode...) and how they
make its config; ``SetupFlows`` holds the rest, the same for every game: the
Start / How to play / Rules / Review a recent game rows, the one-time offer of
the lessons on the first launch, the setup's memory in the stats file (through
the entry's one ``config`` interface), the join screen and the game's start,
where the setup and the join screen over it give way to the game in one
change of the stack (``replace(..., of=setup)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from game import catalogue
from game.i18n import N_, tr, tr_p
from scenes.couch.join import JoinScene, SeatBinding, join_table
from scenes.couch.join_memory import seat_again
from scenes.framework.menu import Button, Item
from scenes.framework.rules_page import RulesScene
from scenes.play import entries
from scenes.play.config import GameConfig
from scenes.play.lessons import Lesson, LessonCoach, LessonsScene, offer_on_first_launch
from scenes.play.recent_menu import RecentGamesScene

if TYPE_CHECKING:
    from scenes.couch.seating import Seating
    from scenes.framework.app import App
    from scenes.framework.scene import Scene
    from scenes.play.scene import PlayScene


class SetupFlows:
    """The shared part of the setup screen ``screen`` of the game ``key``.

    ``memory`` is the stats key the setup remembers its last choices under;
    ``lessons`` and ``make_lesson`` are the game's lessons (scenes/<key>/lessons.py).
    """

    def __init__(
        self,
        screen: "Scene",
        app: "App",
        key: str,
        memory: str,
        lessons: Sequence[Lesson],
        make_lesson: Callable[["App", LessonCoach], "PlayScene"],
    ) -> None:
        self.screen = screen
        self.app = app  # the screen's own (it may not have taken it yet: its rows are made first)
        self.key = key
        self.info = catalogue.info(key)
        self.memory = memory
        self.lessons = lessons
        self.make_lesson = make_lesson

    @property
    def entry(self) -> entries.GameEntry:
        return entries.entry(self.key)

    # -- the rows ----------------------------------------------------------------------------
    def rows(self, start: Callable[[], None], start_help: str, lessons_help: str) -> list[Item]:
        """Start, How to play, Rules, and (a reviewable game) Review a recent game."""
        rows: list[Item] = [
            # "Start" the row, not the pad's Start button: its own context for the translators
            Button("Start", start, help=start_help, shown=lambda: tr_p("setup row", "Start")),
            Button(N_("How to play"), self.show_lessons, help=lessons_help),
            Button(
                N_("Rules"), self.show_rules, help=lambda: tr("how {game} is played").format(game=tr(self.info.name))
            ),
        ]
        if self.info.reviewable:
            help_line = N_("step through a finished game with the computer")
            rows.append(Button(N_("Review a recent game"), self.show_recent, help=help_line))
        return rows

    def entered(self) -> None:
        """The setup came on screen: the first time ever, offer the lessons."""
        offer_on_first_launch(self.app, self.key, self.info.name, self.show_lessons)

    def show_lessons(self) -> None:
        self.app.stack.push(LessonsScene(self.app, self.key, self.info.name, self.lessons, self.make_lesson))

    def show_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.info.name, list(self.entry.rules_pages)))

    def show_recent(self) -> None:
        self.app.stack.push(RecentGamesScene(self.app, self.entry))

    # -- the memory ----------------------------------------------------------------------------
    @property
    def remembered(self) -> bool:
        """Whether a setup was ever kept (a first launch has none)."""
        return self.memory in self.app.stats.data

    def recall(self) -> Any:
        """The last setup (the entry's config read forgivingly: a damaged memory gives the defaults)."""
        config = self.entry.config
        assert config is not None, f"{self.key}: its entry names no config"
        return config.from_json(self.app.stats.get(self.memory, {}))

    def remember(self, config: GameConfig, **menu: Any) -> None:
        """Keep ``config`` as the last setup, with the menu's own rows beside it (``first``)."""
        self.app.stats.set(self.memory, {**config.to_json(), **menu})

    # -- starting ------------------------------------------------------------------------------
    def join(
        self,
        answer: Callable[[list[SeatBinding]], None],
        last_seats: list[SeatBinding],
        last_level: int,
        join: JoinScene | None = None,
    ) -> None:
        """The join screen (the table's seats unless ``join`` is the game's own), with last time's
        seats again; its answer (``answer``) starts the game through ``play``."""
        low, high = self.info.seats
        join = join or join_table(self.app, self.info.name, low, high, answer)
        self.app.stack.push(seat_again(join, last_seats, last_level))

    def play(self, config: GameConfig, seating: "Seating | None" = None) -> None:
        """A new game of ``config`` in the setup's place (the join screen over it going too, in one fade)."""
        scene = self.entry.new_game(self.app, config, seating=seating)
        self.app.stack.replace(scene, transition="fade", of=self.screen)
