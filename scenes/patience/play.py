"""The Black Hole patience play scene, on the shared PlayScene skeleton.

Patience's own part: input into moves and commands (its letter keys are the
typed keys of the binding table, scenes/framework/bindings.py), the solver in
the job slot (hints, "solve from here", the loss verdict, "Show me how", the
demo) and playing its lines out. The deal commands (deal_commands.py) and
"Where was it lost?" (where_lost.py) are components it owns. History, saving,
messages, result keys and stats are the skeleton's; view.py draws from a
snapshot. At the bottom: the one play-scene factory and the demo's session.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

import scenes.patience.result as result
from game import catalogue
from game.i18n import N_, tr
from game.midend import Result, Session
from game.patience import BACKEND, Position, deal_options, greedy_line
from game.patience.cards import card_words
from scenes.framework import bindings, draw
from scenes.framework.bindings import Hint
from scenes.framework.cursor import Cursor, Target
from scenes.framework.effects import Effects
from scenes.framework.input import DIR_VECTORS, Action, Kind
from scenes.framework.rules_page import RulesScene
from scenes.patience.config import SetupKeeper
from scenes.patience.deal_commands import DealCommands
from scenes.patience.layout import PileGeometry, button_rects, label_at, layout
from scenes.patience.lessons import LESSONS, make_scene
from scenes.patience.menus import StatsScene, game_menu, is_digit
from scenes.patience.motion import Motion
from scenes.patience.preparer import DealPreparer
from scenes.patience.snapshot import table_snapshot
from scenes.patience.solver import SOLVE_DEADLINE_S, Playback, Solutions
from scenes.patience.stats import count_game, result_line
from scenes.patience.view import TableView, draw_table
from scenes.patience.where_lost import WhereLost
from scenes.play.entries import Opening
from scenes.play.lessons import LessonsScene, offer_on_first_launch
from scenes.play.scene import PlayScene

if TYPE_CHECKING:
    from scenes.framework.app import App

NAME = catalogue.info("patience").name
# the commands of the typed keys (the binding table's), of the pad and of the on-screen buttons
TYPED = {
    "typed_menu": "menu",
    "typed_restart": "restart",
    "typed_new": "new_random",
    "typed_number": "deal_number",
    "typed_solve": "solve",
    "typed_undo": "undo",
}
KINDS = {Kind.ALT: "undo", Kind.RCLICK: "undo", Kind.ALT2: "hint", Kind.SELECT: "menu"}
BUTTONS = {"Undo": "undo", "Redo": "redo", "Restart": "restart", "Hint": "hint", "Solve": "solve", "Menu": "menu"}
# the keys under the table, each a message of its own: a device that lacks a key leaves its part out
KEYS_HINT = (
    N_("{confirm} play"),
    N_("{alt} undo"),
    N_("{redo} redo"),
    N_("{alt2} hint"),
    N_("{typed_solve} solve"),
    N_("{typed_new} new"),
    # TRANSLATORS: the digit keys type a deal number
    N_("0-9 deal no."),
    N_("{typed_menu} menu"),
    N_("{select} menu"),
    N_("{pause} pause"),
)
KEYS_W = 628  # the keys line's room under the table
# random classic deals the solver wins within a few thousand positions (a test proves each)
DEMO_SEEDS = (1, 3, 5, 8, 10, 11, 18, 30, 33)


def command(action: Action, buttons: dict[str, pygame.Rect]) -> str | None:
    """The command ``action`` asks for during play, or None (aiming, playing, or nothing)."""
    if action.kind == Kind.CLICK:
        label = label_at(buttons, action.pos)
        return BUTTONS[label] if label is not None else None
    if action.kind == Kind.KEY:
        typed = bindings.typed_action(action.text, action.key, TYPED)
        return TYPED[typed] if typed is not None else None
    return KINDS.get(action.kind)


def typed_digit(action: Action) -> int | None:
    """A digit typed on the table (ASCII 0-9 only), which starts the deal-number entry."""
    return int(action.text) if action.kind == Kind.KEY and is_digit(action.text) else None


PLAYBACK_S = 0.42  # between moves of a solver line played out
DEMO_PLAYBACK_S = 0.3
DEMO_DEADLINE_S = 10.0


class PatiencePlay(PlayScene):
    key = "patience"
    result_area = pygame.Rect(432, 112, 164, 69)  # right of the hole, clear of the headline

    def __init__(
        self,
        app: App,
        session: Session[Position],
        *,
        demo: bool = False,
        preparer: DealPreparer | None = None,
        line: list[int] | None = None,
        greeting: str = "",
    ) -> None:
        super().__init__(app, session, demo=demo)
        opening = session.opening
        self.preparer = preparer or DealPreparer(app.worker, app.rng)
        self.prefs = SetupKeeper(app.stats, session.options["variant"])
        self.config = self.prefs.setup
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
        self.deals = DealCommands(app, self, self.prefs, self.preparer, self.solutions, PatiencePlay)
        self.lost = WhereLost(self, self.deals.open)
        self._refresh_targets()
        if demo:
            self._ask("demo", opening, DEMO_DEADLINE_S)
        if greeting:
            self.say(greeting)

    # -- the components' commands, as the skeleton and the result screen ask for them ----------
    def play_again(self) -> None:
        self.deals.play_again()

    def change_setup(self) -> None:
        self.deals.change_setup()

    def new_random(self) -> None:
        self.deals.new_random()

    def ask_deal_number(self, first_digit: int | None = None) -> None:
        self.deals.ask_deal_number(first_digit)

    @property
    def lost_after(self) -> int | None:
        """Moves of this lost game after which a win still existed (once the solver has said)."""
        return self.lost.lost_after

    @property
    def keys_line(self) -> Hint:
        """The keys under the table, as glyphs of the acting device (a key that device lacks,
        e.g. a typed letter on a pad, or the pad's menu button on the keyboard, is left out
        with its word)."""
        family = self.app.input.family(self.acting_device())
        shown = [
            tr(part) for part in KEYS_HINT if all(bindings.glyphs(a, family) for a in re.findall(r"\{(\w+)\}", part))
        ]
        hint = self.prompt("  ".join(shown))
        while draw.hint_size(hint)[0] > KEYS_W and len(shown) > 1:  # a long language: the typed keys go first
            shown.pop(next((i for i, p in enumerate(shown) if "typed" in p or p.startswith("0")), len(shown) - 2))
            hint = self.prompt("  ".join(shown))
        return hint

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
        self.stats_line = result_line(self.app.stats, self.session, self.counted)

    def solo_words(self, result: Result) -> str:
        """A win with the computer's help is a solved deal, not counted as a win: not "You win!"."""
        return tr("Solved!") if result.assisted else tr("You win!")

    def record(self, result: Result) -> None:
        self.counted = count_game(self.app.stats, self.session, won=bool(result.winners), assisted=result.assisted)

    # -- commands ---------------------------------------------------------------------------
    def play_pile(self, pile: Hashable) -> bool:
        """Play the top card of ``pile``; a card that does not fit shakes and says why."""
        pos = self.position
        if not isinstance(pile, int) or not 0 <= pile < len(pos.piles) or not pos.piles[pile] or self.in_result:
            return False
        if not pos.can_play(pile):
            self.motion.calm = Effects.of(self.app.settings).reduced
            self.motion.refuse(pile, self.clock)
        return self.play(pile)

    def restart_game(self) -> None:
        self.restart()  # back to the deal: redo replays the moves, so nothing ends

    def restart_ends_game(self) -> bool:
        return False

    def restart_words(self) -> str:
        return N_("back to the start of this deal (redo replays your moves)")  # the pause menu says it

    def restart(self) -> None:
        if self.demo or self.in_result or self.session.position == 0:
            return
        self.session.restart()  # never refused: no patience move is final
        self.jobs.cancel()
        self.app.sound.play("collapse")
        self.rewound()
        self._keep_now()
        self.say(tr("Back to the deal. Redo replays your moves."))

    def hint(self) -> None:
        self._help("hint")

    def solve_from_here(self) -> None:
        self._help("solve")

    def _help(self, kind: str) -> None:
        """A hint or the rest of the game from the solver: the computer's help, so it is noted."""
        if self.demo or self.in_result or self.session.is_over():
            return  # over: the last card may still be flying, and there is nothing left to help with
        self.playback.stop()
        self.session.assisted = True
        self._keep_now()
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
                self.deals.choices(),
                hint=self.hint,
                solve=self.solve_from_here,
                restart=self.restart,
                statistics=lambda: self.app.stack.push(StatsScene(self.app)),
                rules=lambda: self.app.stack.push(RulesScene(self.app, self.rules_title, self.rules_pages)),
                lessons=self.show_lessons,
            )
        )

    def show_lessons(self) -> None:
        self.app.stack.push(LessonsScene(self.app, "patience", NAME, LESSONS, make_scene))

    def on_enter(self) -> None:
        super().on_enter()
        if not self.demo and self.coach is None:
            offer_on_first_launch(self.app, "patience", NAME, self.show_lessons)

    # -- the solver in the job slot --------------------------------------------------------
    def _ask(self, kind: str, pos: Position, deadline: float = SOLVE_DEADLINE_S) -> None:
        """Solve ``pos`` in the worker for a hint, a playback, the loss verdict or the demo."""
        self.asked_at = self.clock
        # a hint or a playback is for the table as it was asked about; the verdict and the demo always stand
        still = None if kind in ("verdict", "demo") else (lambda: self.position == pos and not self.in_result)
        self.solutions.ask(self.jobs, kind, pos, self._answer, self._failed, deadline, still)

    def _failed(self, kind: str, message: str) -> None:
        if kind == "demo":
            self.playback.start(greedy_line(*self.session.opening.deal()), self.clock)
        elif kind == "verdict":
            self.verdict_failed = True
        else:
            self.say(tr("The computer could not finish: {reason}").format(reason=message.splitlines()[-1]), error=True)

    def _answer(self, kind: str, pos: Position, line: list[int] | None) -> None:
        if kind == "demo":
            self.playback.start(line or greedy_line(*pos.deal()), self.clock)
        elif kind == "verdict" or pos != self.position or line == []:
            return  # the result screen reads the verdict; a stale answer, or one with nothing to play, is dropped
        elif line is None:
            self.hint_pile = None
            self.refuse(tr("No win from here. Undo, or try another deal."))
        elif kind == "hint":
            self.hint_pile = line[0]
            self.cursor.focus_on(line[0])
            self.say(tr("Hint: play the {card}.").format(card=card_words(pos.piles[line[0]][-1]).said()))
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
            self.say(tr("Stopped. Your turn."))
        elif k == Kind.BACK and self.jobs.kind in ("hint", "solve"):
            self.jobs.cancel()
            self.say(tr("Cancelled."))
            self.app.sound.play("back")
        elif k == Kind.BACK and bindings.typed_action("", action.key, ("typed_undo",)):
            self.undo()  # Bksp: the typed undo (Esc stays Back)
        else:
            return super().handle(action)
        return True

    def interpret(self, action: Action) -> bool:
        name, digit, k = command(action, self.buttons), typed_digit(action), action.kind
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
            where_lost=self.lost.ask,
            retry=self.lost.retry_from_there if self.lost.lost_after is not None else None,
        )

    def _result_extra(self, action: Action) -> bool:
        """Patience's own choices on the result screen, before the shared keys."""
        digit = typed_digit(action)
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
        self.motion.calm = Effects.of(self.app.settings).reduced  # the pause menu's settings hold at once
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


def demo_session(seed: int) -> Session[Position]:
    """One of the deals the computer is known to win, so the demo shows the game at its best."""
    return Session.new(BACKEND, deal_options(), DEMO_SEEDS[seed % len(DEMO_SEEDS)])
