"""The patience scene's deal commands, as a component it owns: play the deal again, a new
random deal, a deal number, the setup menu, and giving a game up for another deal.

It reads the few things of its scene named in ``DealTable`` and starts the
next scene through ``make_play`` (the play scene's class, handed in: play.py
is above this). A random deal comes from the preparer when winnable deals
only are on (shuffling.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.i18n import N_, tr_n
from game.midend import Session
from game.patience import Position
from game.patience.daily import KEY
from scenes.framework.confirm import ConfirmScene
from scenes.framework.scene import Scene
from scenes.patience.config import SetupKeeper
from scenes.patience.daily import daily_date
from scenes.patience.menus import DealChoices, DealNumberScene, setup_menu
from scenes.patience.preparer import DealPreparer
from scenes.patience.sessions import same_deal
from scenes.patience.shuffling import MakePlay, next_deal_scene
from scenes.patience.solver import Solutions
from scenes.patience.stats import count_game
from scenes.play.daily_record import day_result

if TYPE_CHECKING:
    from scenes.framework.app import App


class DealTable(Protocol):
    """What the deal commands read of the play scene they serve."""

    recorded: bool  # the game's result is counted (giving it up counts it, once)

    @property
    def name(self) -> str: ...  # the scene's name on the stack
    @property
    def game_key(self) -> str: ...  # what the game is kept under ("" for a lesson)
    @property
    def session(self) -> Session[Any]: ...
    @property
    def demo(self) -> bool: ...


class DealCommands:
    """Deal commands for one play scene: ``table`` is the scene, the rest what a next deal needs."""

    def __init__(
        self,
        app: App,
        table: DealTable,
        prefs: SetupKeeper,
        preparer: DealPreparer,
        solutions: Solutions,
        make_play: MakePlay,
    ) -> None:
        self.app, self.table, self.prefs = app, table, prefs
        self.preparer, self.solutions, self.make_play = preparer, solutions, make_play

    def play_again(self) -> None:
        """The same deal afresh: a new, unassisted session, so a win of your own counts."""
        session = self.table.session
        line = self.solutions.line(session.opening)
        self.switch_to(self.make_play(self.app, same_deal(session), preparer=self.preparer, line=line))

    def change_setup(self) -> None:
        self.app.stack.push(setup_menu(self.app, self.choices()))

    def new_random(self) -> None:
        self.new_deal(None)

    def ask_deal_number(self, first_digit: int | None = None) -> None:
        entry = DealNumberScene(self.app, self.new_deal, self.table.session.options["deal"] or 1)
        if first_digit is not None:
            entry.type_digit(first_digit)
        self.app.stack.push(entry)

    def new_deal(self, number: int | None) -> None:
        """A numbered deal, or a random one: proven winnable first unless that option is off.
        Leaving the day's daily attempt for it spends the attempt, so that is asked first."""
        if not self.spends_a_daily():
            self.deal_now(number)
            return
        moves = self.table.session.position
        self.app.stack.pop_to(self.table.name)  # the question sits on the table it would end
        self.app.stack.push(
            ConfirmScene(
                self.app,
                N_("End today's daily attempt?"),
                [(N_("Keep playing"), lambda: None), (N_("New deal: counts as lost"), lambda: self.deal_now(number))],
                help=tr_n(
                    "The daily counts once: it would count as lost after {n} move.",
                    "The daily counts once: it would count as lost after {n} moves.",
                    moves,
                ).format(n=moves),
            )
        )

    def spends_a_daily(self) -> bool:
        """Whether giving this game up would spend a day's one counted attempt."""
        t = self.table
        day = daily_date(t.session)
        return not (t.demo or t.recorded or day is None) and day_result(self.app.stats, day).part(KEY) is None

    def deal_now(self, number: int | None) -> None:
        """The new deal of ``new_deal``, without asking."""
        self.give_up()
        setup = self.prefs.setup
        self.switch_to(next_deal_scene(self.app, self.preparer, setup.variant, number, setup.winnable, self.make_play))

    def open(self, session: Session[Position], say: str = "") -> None:
        """Play ``session`` in a fresh scene in place of this one (saying ``say`` there)."""
        self.switch_to(self.make_play(self.app, session, preparer=self.preparer, greeting=say))

    def give_up(self) -> None:
        """Leaving a game in progress for another deal counts it as lost (a daily one too), and forgets it."""
        t = self.table
        session = t.session
        if t.demo or t.recorded or (not session.moves and daily_date(session) is None):
            return
        t.recorded = True
        count_game(self.app.stats, session, won=False, assisted=session.assisted)
        self.app.forget_game(t.game_key)

    def switch_to(self, scene: Scene) -> None:
        self.app.stack.pop_to(self.table.name)
        self.app.stack.replace(scene, transition="fade")

    def choices(self) -> DealChoices:
        """The menus' deal choices: the variant, new deals, winnable-only."""
        p = self.prefs
        return DealChoices(
            p.setup.variant, p.set_variant, self.new_random, self.ask_deal_number, p.setup.winnable, p.set_winnable
        )
