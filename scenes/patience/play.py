"""The Black Hole patience play scene, on the shared PlayScene skeleton.

Patience's own part: input into moves (controls.py names the commands), the
solver in the job slot (hints, "solve from here", the loss verdict, "Show me
how", the demo) and playing its lines out. History, saving, messages, result
keys and stats are the skeleton's; view.py draws from a snapshot.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.midend import Result, Session
from game.patience import Position, card_name, greedy_line
from scenes.framework import draw
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import DIR_VECTORS, Action, Kind
from scenes.framework.rules_page import RulesScene
from scenes.play.entries import Opening
from scenes.play.lessons import LessonsScene, offer_on_first_launch
from scenes.play.scene import PlayScene

from . import controls, outcomes, result
from .aid import SOLVE_DEADLINE_S, Playback, Solutions
from .deal_commands import DealCommands
from .dialogs import StatsScene
from .layout import PileGeometry, button_rects, label_at, layout
from .menus import game_menu
from .motion import Motion
from .preferences import SetupKeeper
from .prepared import DealPreparer
from .rules import RULES_PAGES
from .snapshot import table_snapshot
from .view import TableView, draw_table
from .where_lost import WhereLost

if TYPE_CHECKING:
    from scenes.framework.app import App

PLAYBACK_S = 0.42  # between moves of a solver line played out
DEMO_PLAYBACK_S = 0.3
DEMO_DEADLINE_S = 10.0


class PatiencePlay(DealCommands, WhereLost, PlayScene):
    name = "patience"
    game_key = "patience"
    rules_title = "Black Hole Patience"
    rules_pages = RULES_PAGES
    result_area = pygame.Rect(432, 112, 164, 69)  # right of the hole, clear of the headline

    def __init__(
        self,
        app: App,
        session: Session[Position],
        *,
        demo: bool = False,
        preparer: DealPreparer | None = None,
        line: list[int] | None = None,
    ) -> None:
        super().__init__(app, session, demo=demo)
        opening = session.opening
        self.preparer = preparer or DealPreparer(app.worker, app.rng)
        self.prefs = SetupKeeper(app.stats, session.options["variant"])
        self.geoms: list[PileGeometry] = layout(len(opening.piles), max(len(p) for p in opening.piles))
        self.buttons = {} if demo else button_rects()
        self.hover: str | None = None
        self.cursor = Cursor()
        self.starfield = draw.Starfield(seed=23)
        self.motion = Motion(self.geoms)
        self.solutions = Solutions()
        if line:
            self.solutions.learn(opening, line)  # the deal was proven winnable with this line
        self.verdict_failed = False
        self.hint_pile: int | None = None
        self.playback = Playback(DEMO_PLAYBACK_S if demo else PLAYBACK_S)
        self.auto = False  # the move being made comes from the playback
        self.asked_at = 0.0
        self.shown = session.state  # the state the table last showed (for undo's flight)
        self.stats_line = ""
        self.counted = True  # False: daily practice, not counted
        self._refresh_targets()
        if demo:
            self._ask("demo", opening, DEMO_DEADLINE_S)

    @property
    def position(self) -> Position:
        state: Position = self.session.state
        return state

    @property
    def variant(self) -> str:
        return str(self.session.options["variant"])

    def winnable_from_start(self) -> bool | None:
        return self.solutions.winnable(self.session.opening)

    def _refresh_targets(self) -> None:
        old = self.cursor.focus
        targets = [Target(i, self.geoms[i].fan) for i, p in enumerate(self.position.piles) if p]
        self.cursor.set_targets(targets)
        if isinstance(old, int) and old not in [t.key for t in targets] and targets:
            centre = self.geoms[old].fan.center
            self.cursor.focus = min(targets, key=lambda t: math.dist(t.rect.center, centre)).key

    # -- skeleton hooks -----------------------------------------------------------------
    def moved(self, move: Any, before: Position, after: Position) -> None:
        self.motion.played(move, before, after, self.clock)
        self.app.sound.play("card")
        self.hint_pile = None
        if not self.auto:
            self.playback.stop()
        if self.jobs.kind in ("hint", "solve"):
            self.jobs.cancel()
        self.shown = after
        self._refresh_targets()

    def rewound(self) -> None:
        self.playback.stop()
        self.hint_pile = None
        self.motion.rewound(self.shown, self.position, self.clock)
        self.shown = self.position
        self._refresh_targets()

    def animating(self) -> bool:
        return self.motion.busy or bool(self.playback)

    def begin_result(self) -> None:
        if self.position.is_won():
            self.app.sound.play("win")
            self.motion.celebrate(self.clock)
        else:
            self.app.sound.play("lose")
            if not self.demo and self.session.opening not in self.solutions:
                self._ask("verdict", self.session.opening)
        super().begin_result()
        self.stats_line = outcomes.summary(self.app.stats, self.session, self.counted)

    def record(self, result: Result) -> None:
        self.counted = outcomes.count(self.app.stats, self.session, won=bool(result.winners), assisted=result.assisted)

    # -- commands ---------------------------------------------------------------------------
    def play_pile(self, pile: Hashable) -> bool:
        """Play the top card of ``pile``; a card that does not fit shakes and says why."""
        pos = self.position
        if not isinstance(pile, int) or not 0 <= pile < len(pos.piles) or not pos.piles[pile] or self.in_result:
            return False
        if not pos.can_play(pile):
            self.motion.refuse(pile, self.clock)
        return self.play(pile)

    def restart(self) -> None:
        if self.demo or self.in_result or self.session.position == 0:
            return
        self.session.restart()  # never refused: no patience move is final
        self.jobs.cancel()
        self.app.sound.play("collapse")
        self.rewound()
        self._saved()
        self.say("Back to the deal. Redo replays your moves.")

    def hint(self) -> None:
        self._help("hint")

    def solve_from_here(self) -> None:
        self._help("solve")

    def _help(self, kind: str) -> None:
        """A hint or the rest of the game from the solver: the computer's help, so it is noted."""
        if self.demo or self.in_result:
            return
        self.playback.stop()
        self.session.assisted = True
        self._saved()
        self._ask(kind, self.position)

    def show_how(self) -> None:
        """After a loss on a winnable deal: back to the deal, and the computer plays the win."""
        line = self.solutions.line(self.session.opening)
        if not self.in_result or not line:
            return
        self.session.assisted = True
        self.session.restart()
        self.result_at = None
        self.motion.clear()
        self.rewound()
        self.playback.start(line, self.clock)

    def open_menu(self) -> None:
        self.app.stack.push(
            game_menu(
                self.app,
                self._deal_choices(),
                hint=self.hint,
                solve=self.solve_from_here,
                restart=self.restart,
                statistics=lambda: self.app.stack.push(StatsScene(self.app)),
                rules=lambda: self.app.stack.push(RulesScene(self.app, self.rules_title, self.rules_pages)),
                lessons=self.show_lessons,
            )
        )

    def show_lessons(self) -> None:
        from .lessons import LESSONS, make_scene

        self.app.stack.push(LessonsScene(self.app, "patience", "Black Hole patience", LESSONS, make_scene))

    def on_enter(self) -> None:
        super().on_enter()
        if not self.demo and self.coach is None:
            offer_on_first_launch(self.app, "patience", "Black Hole patience", self.show_lessons)

    # -- the solver in the job slot --------------------------------------------------------
    def _ask(self, kind: str, pos: Position, deadline: float = SOLVE_DEADLINE_S) -> None:
        """Solve ``pos`` in the worker for a hint, a playback, the loss verdict or the demo."""
        self.asked_at = self.clock
        self.solutions.ask(self.jobs, kind, pos, self._answer, self._failed, deadline)

    def _failed(self, kind: str, message: str) -> None:
        if kind == "demo":
            self.playback.start(greedy_line(*self.session.opening.deal()), self.clock)
        elif kind == "verdict":
            self.verdict_failed = True
        else:
            self.say(f"The computer could not finish: {message.splitlines()[-1]}", error=True)

    def _answer(self, kind: str, pos: Position, line: list[int] | None) -> None:
        if kind == "demo":
            self.playback.start(line or greedy_line(*pos.deal()), self.clock)
        elif kind == "verdict" or pos != self.position:
            return  # the result screen reads the verdict; a stale answer is dropped
        elif line is None:
            self.hint_pile = None
            self.refuse("No win from here. Undo, or try another deal.")
        elif kind == "hint":
            self.hint_pile = line[0]
            self.cursor.focus_on(line[0])
            self.say(f"Hint: play the {card_name(pos.piles[line[0]][-1])}.")
            self.app.sound.play("confirm")
        else:
            self.playback.start(line, self.clock)

    # -- input ---------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if self.demo:
            return False
        if self.in_result:
            return self._result_extra(action) or super().handle(action)
        k = action.kind
        if self.playback and k not in (Kind.POINT, Kind.WHEEL, Kind.PAUSE):
            self.playback.stop()
            self.say("Stopped. Your turn.")
        elif k == Kind.BACK and self.jobs.kind in ("hint", "solve"):
            self.jobs.cancel()
            self.say("Cancelled.")
            self.app.sound.play("back")
        elif k == Kind.BACK and action.key == pygame.K_BACKSPACE:
            self.undo()
        else:
            return super().handle(action)
        return True

    def interpret(self, action: Action) -> bool:
        name, digit, k = controls.command(action, self.buttons), controls.typed_digit(action), action.kind
        if name is not None:
            if k == Kind.CLICK:
                self.app.sound.play("confirm")
            self._commands()[name]()
        elif digit is not None:
            self.ask_deal_number(first_digit=digit)
        elif k in DIR_VECTORS:
            if self.cursor.handle(action):
                self.app.sound.play("move")
        elif k in (Kind.POINT, Kind.CLICK):
            self.cursor.handle(action)
            self.hover = label_at(self.buttons, action.pos)
            pile = self.cursor.target_at(action.pos) if k == Kind.CLICK else None
            if pile is not None:
                self.play_pile(pile)
        elif k == Kind.CONFIRM and self.cursor.focus is not None:
            self.play_pile(self.cursor.focus)
        else:
            return False
        return True

    def _commands(self) -> dict[str, Callable[[], Any]]:
        return {
            "undo": self.undo,
            "redo": self.redo,
            "restart": self.restart,
            "hint": self.hint,
            "solve": self.solve_from_here,
            "menu": self.open_menu,
            "new_random": self.new_random,
            "deal_number": self.ask_deal_number,
        }

    def extras(self) -> list[result.Extra]:
        lost_winnable = not self.position.is_won() and self.winnable_from_start()
        if not lost_winnable:
            return result.extras(None, self.new_random, self.ask_deal_number)
        return result.extras(
            self.show_how,
            self.new_random,
            self.ask_deal_number,
            where_lost=self.where_lost,
            retry=self.retry_from_there if self.lost_after is not None else None,
        )

    def _result_extra(self, action: Action) -> bool:
        """Patience's own choices on the result screen, before the shared keys."""
        digit = controls.typed_digit(action)
        if digit is not None:
            self.ask_deal_number(first_digit=digit)
            return True
        pick = result.chosen(action, self.extras())
        if pick is not None:
            self.app.sound.play("confirm")
            pick.act()
        return pick is not None

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.demo:
            self.preparer.poll()
            if self.prefs.setup.winnable:
                self.preparer.want(self.prefs.setup.variant)  # the next deal, found while this one is played
        self.motion.update(self.clock, dt, self.app.rng)
        pile = None if self.session.is_over() else self.playback.due(self.clock)
        if pile is None:
            return
        if not self.position.can_play(pile):
            self.playback.stop()
            return
        self.cursor.focus_on(pile)
        self.auto = True
        try:
            self.play(pile)
        finally:
            self.auto = False

    lesson_area = pygame.Rect(396, 100, 196, 150)  # over the empty right-hand fans of a lesson table

    def draw(self, canvas: pygame.Surface) -> None:
        draw_table(canvas, self.snapshot())
        self.draw_result_keys(canvas)

    def snapshot(self) -> TableView:
        """What the view draws this frame (read-only; see snapshot.py)."""
        return table_snapshot(self)


def scene_for(app: App, session: Session[Position], opening: Opening) -> PatiencePlay:
    """The play scene of a session, however it comes on screen (scenes/play/entries.py)."""
    return PatiencePlay(app, session, demo=opening.demo)
