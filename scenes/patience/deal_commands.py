"""The patience scene's deal commands: play the deal again, a new random
deal, a deal number, the setup menu, and giving a game up for another deal.

A mixin of PatiencePlay (it uses the scene's session, preparer and setup):
kept apart so the play scene holds only play. A random deal comes from the
preparer when winnable deals only are on (shuffling.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenes.framework.scene import Scene

from . import outcomes
from .dialogs import DealNumberScene
from .menus import DealChoices, setup_menu
from .sessions import daily_date, same_deal
from .shuffling import next_deal_scene

if TYPE_CHECKING:
    from game.midend import Session
    from scenes.framework.app import App

    from .aid import Solutions
    from .preferences import SetupKeeper
    from .prepared import DealPreparer


class DealCommands:
    if TYPE_CHECKING:
        app: App
        name: str
        game_key: str
        session: Session[Any]
        demo: bool
        recorded: bool
        preparer: DealPreparer
        prefs: SetupKeeper
        solutions: Solutions

    def play_again(self) -> None:
        """The same deal afresh: a new, unassisted session, so a win of your own counts."""
        from .play import PatiencePlay

        self._switch_to(
            PatiencePlay(
                self.app,
                same_deal(self.session),
                preparer=self.preparer,
                line=self.solutions.line(self.session.opening),
            )
        )

    def change_setup(self) -> None:
        self.app.stack.push(setup_menu(self.app, self._deal_choices()))

    def new_random(self) -> None:
        self._new_deal(None)

    def ask_deal_number(self, first_digit: int | None = None) -> None:
        entry = DealNumberScene(self.app, self._new_deal, self.session.options["deal"] or 1)
        if first_digit is not None:
            entry.type_digit(first_digit)
        self.app.stack.push(entry)

    def _new_deal(self, number: int | None) -> None:
        """A numbered deal, or a random one: proven winnable first unless that option is off."""
        self._give_up()
        setup = self.prefs.setup
        self._switch_to(next_deal_scene(self.app, self.preparer, setup.variant, number, setup.winnable))

    def _give_up(self) -> None:
        """Leaving a game in progress for another deal counts it as lost (a daily one too), and forgets it."""
        if self.demo or self.recorded or (not self.session.moves and daily_date(self.session) is None):
            return
        self.recorded = True
        outcomes.count(self.app.stats, self.session, won=False, assisted=self.session.assisted)
        self.app.forget_game(self.game_key)

    def _switch_to(self, scene: Scene) -> None:
        self.app.stack.pop_to(self.name)
        self.app.stack.replace(scene, transition="fade")

    def _deal_choices(self) -> DealChoices:
        p = self.prefs
        return DealChoices(
            p.setup.variant, p.set_variant, self.new_random, self.ask_deal_number, p.setup.winnable, p.set_winnable
        )
