"""The play-scene skeleton every game builds on.

A game's play scene keeps only what is its own: turning input into moves
(``interpret``) and drawing. Everything else is here, the same for all four
games:

- the session (game/midend.py): every move, undo and redo goes through it,
  and it is saved after every move so any way out keeps the game;
- the message line, which clears itself when the position changes;
- the result phase with one key map for every game — A/Enter play again with
  the same setup, X/Tab change the setup, B/Esc back to the title — shown the
  same way (``draw_result_keys``), with mouse buttons too;
- stats recorded once, through ``record``, from the session's result;
- one job slot for background work (computer turns, hints, solving);
- the demo's linger at the end, after which attract mode moves on;
- the game's identity (name, kept-game key, rules, whether it is reviewable)
  read from its catalogue line and its entry by the class's one ``key``;
- Play again and Change setup, the same for every game: a rematch of the
  scene's ``config`` (scenes/play/config.py) through the entry's one factory,
  and the entry's setup screen with that config;
- couch seats, a component the scene owns (``couch``, scenes/couch/seats.py;
  ``NoSeats`` in a one-player game): only the device of the seat on turn plays or
  undoes; other people's devices move a ghost cursor of their own; a pulled
  pad that holds a seat opens the reconnect screen until it is back or
  replaced; each pad shows its seat (player lamps, light bar);
- device feedback: each seat's pad rumbles for its black holes, its refused
  moves and its win; hints are drawn in the glyphs of the device that is acting.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence, TypeVar

import pygame

from game import Action as Move
from game import IllegalMove, catalogue
from game.i18n import N_, tr
from game.midend import Result, Session, always
from scenes.couch.seat_names import person_names
from scenes.couch.seating import Seating
from scenes.couch.seats import REFUSED, WON, CouchSeats, NoSeats
from scenes.framework import draw
from scenes.framework.bindings import GameBinding, Hint
from scenes.framework.cursor import Cursor
from scenes.framework.effects import Effects
from scenes.framework.input import Action, Kind
from scenes.framework.scene import GameScene
from scenes.framework.worker import JobSlot
from scenes.play.evening import count_win, tally_line
from scenes.play.lessons import LessonCoach
from scenes.play.packages import game_entry
from scenes.play.recent import remember
from scenes.play.review import ReviewMode
from scenes.play.turns import PeopleOnly, SeatTable, TurnSeats
from scenes.play.victory import Victory

Table = TypeVar("Table", bound=SeatTable)  # a turn-based game's config

if TYPE_CHECKING:
    from scenes.framework.app import App

DEMO_LINGER_S = 5.0
# the result keys: label, the key as a hint template (drawn in the acting device's glyphs), action
RESULT_CHOICES = (
    (N_("Play again"), "{confirm}", Kind.CONFIRM),
    (N_("Change setup"), "{alt}", Kind.ALT),
    (N_("Title"), "{back}", Kind.BACK),
)
REVIEW_CHOICE = (N_("Review the game"), "{alt2}", Kind.ALT2)
# the result keys' rows on a game's Controls page (a reviewable game adds REVIEW_BINDING)
RESULT_BINDINGS = (
    GameBinding(N_("Play again (game over)"), "confirm"),
    GameBinding(N_("Change the setup (game over)"), "alt"),
    GameBinding(N_("Back to the title (game over)"), "back"),
)
REVIEW_BINDING = GameBinding(N_("Review the game (game over)"), "alt2")


class GameFlows(Protocol):
    """What a play scene asks of its game's entry (scenes/play/entries.py ``GameEntry`` is one; the
    entries make play scenes, so the skeleton names only this)."""

    rules_pages: Sequence[Any]
    start: Callable[..., Any]  # start(app, config, seating=...) -> the setup screen

    def new_game(self, app: "App", config: Any, *, seed: int | None = None, seating: Seating | None = None) -> Any: ...


@dataclass
class Message:
    """One line for the player; ``changes`` is the session's change count when it was said."""

    text: str
    error: bool
    changes: int
    said_at: float


class PlayScene(GameScene):
    """Subclasses set ``key`` (the catalogue key: the name, rules and the rest are read from the
    game's line and entry) and ``config`` (its setup value), and override ``interpret``
    (input -> moves), ``draw``, and the hooks below as they need."""

    key = ""  # the catalogue key
    config: Any  # the game's setup value (scenes/play/config.py GameConfig), set by the game's __init__

    result_area = pygame.Rect(444, 250, 188, 90)  # where the result keys are drawn (games move it)
    rewind_keeps: tuple[str, ...] = ()  # job kinds that do not depend on the position: undo/redo leave them
    review_area = pygame.Rect(444, 150, 188, 110)  # where a review's words are drawn
    reviewable = False  # the result offers "Review the game" (Y / H): the catalogue line's say
    lesson_area = pygame.Rect(444, 250, 188, 96)  # where a lesson's card is drawn
    lesson_grow_to: int | None = None  # how high a card too small for its words may grow (covering all above)
    lesson_pause_shown = False  # the scene's own hints under the card say pause: the card need not

    def __init__(
        self, app: "App", session: Session[Any], *, demo: bool = False, seating: Seating | None = None
    ) -> None:
        super().__init__(app)
        if self.key:  # who the game is: its catalogue line and its entry say it once
            info = catalogue.info(self.key)
            self.name = self.game_key = self.key
            self.rules_title, self.reviewable = info.name, info.reviewable
            self.rules_pages = list(self.entry.rules_pages)
        self.session = session
        self.demo = demo
        self.cursor = Cursor()  # the game's play cursor (ghosts follow its targets)
        # the couch seats (seating None: anyone plays every person seat); a one-player game's do nothing
        self.couch: CouchSeats | NoSeats = (
            CouchSeats(app, self, seating) if _seats_a_table(self.key or self.game_key) else NoSeats()
        )
        # person and computer seats: a turn-based game puts its TurnSeats here (scenes/play/turns.py)
        self.turn_seats: TurnSeats | PeopleOnly = PeopleOnly()
        self.demo_over = False
        self.jobs = JobSlot(app.worker)
        self.clock = 0.0
        self.message: Message | None = None
        self.result_at: float | None = None  # when the result phase began
        self.review: ReviewMode | None = None
        self.victory: Victory | None = None  # the winner's moment at the result (scenes/play/victory.py)
        self.coach: LessonCoach | None = None  # set while the scene runs a lesson
        self.recorded = False
        self.entered_at = 0.0
        self.pressing = ""  # the device whose input is being handled now
        self._lit = False

    # -- hooks for the games -------------------------------------------------------------
    def interpret(self, action: Action) -> bool:
        """Turn one input action into moves (call ``self.play``); True when consumed."""
        return False

    def moved(self, move: Move, before: Any, after: Any) -> None:
        """A move was made (animations start here)."""

    def rewound(self) -> None:
        """Undo, redo or restart changed the position (animations stop here)."""

    def animating(self) -> bool:
        """True while an end-of-game animation should hold the result back."""
        return False

    def person_seat(self, seat: int) -> bool:
        """Whether a person plays ``seat`` (a review judges people's moves only)."""
        return self.turn_seats.person_seat(seat)

    def undo_stop(self, state: Any) -> bool:
        """States an undo may stop at (a person's turn, in games with computer seats)."""
        return self.turn_seats.undo_stop(state) and always(state)

    def record(self, result: Result) -> None:
        """Write the finished game into the stats (called once, never in a demo): a turn-based game's
        seats write it into their record book; a game with stats of its own says how."""
        self.turn_seats.finished(self.app, result.winners)

    @property
    def entry(self) -> "GameFlows":
        """The game's entry (scenes/play/entries.py ``GameEntry``): what it starts and its rules."""
        entry = game_entry(self.key)
        if entry is None:
            raise LookupError(f"no game package for {self.key!r}")
        return entry  # type: ignore[return-value]  # a GameEntry, which is GameFlows

    def play_again(self) -> None:
        """A new game with the same setup, the next seat starting where the game has one (the result
        phase's A / Enter): the config's rematch through the entry's one factory, the same seats."""
        scene = self.entry.new_game(self.app, self.config.rematch(), seating=self.seating)
        self.app.stack.replace(scene, transition="fade")

    def restart_game(self) -> None:
        """The pause menu's Restart: this game again from its start, with the same setup."""
        self.play_again()

    def restart_ends_game(self) -> bool:
        """Whether Restart throws away a game in progress (then the pause menu asks first)."""
        return self.session.position > 0 and not self.session.is_over()

    def restart_words(self) -> str:
        """The Restart row's help line."""
        return tr("a new game with the same setup")

    def change_setup(self) -> None:
        """Back to the game's setup screen with this game's setup and seats (the result phase's X / Tab);
        the setup is above the play kit, so it is reached through the entry."""
        setup = self.entry.start(self.app, self.config, seating=self.seating)
        self.app.stack.replace(setup, transition="fade")

    def leave(self) -> None:
        """Where the result phase's B / Esc goes: the title (a daily round: the daily screen)."""
        self.app.stack.pop_to("title", transition="fade")

    def acting_seat(self) -> int | None:
        """The seat whose turn it is (None when nobody's: the game is over)."""
        return None if self.session.is_over() else self.state.current_player

    def seat_name(self, seat: int) -> str:
        return self.turn_seats.name(seat)

    def named(self, config: Table) -> Table:
        """``config`` with its person seats' players' names (scenes/couch/seat_names.py), in a game
        seated at the join screen or continued with its seats; a demo, lesson or review keeps the colours."""
        if self.demo or self.seating is None:
            return config
        return replace(config, names=person_names(self.app, config.levels))  # type: ignore[type-var]

    def music_loop(self) -> str | None:
        """The game's own loop, as its catalogue line names it (a lesson, never kept, plays none)."""
        return (catalogue.info(self.game_key).music or None) if self.game_key else None

    def solo_seat(self) -> int | None:
        """The one person's seat when they play against the game itself (patience, a solo box),
        else None: their win is "You win!" with no podium, their loss no celebration at all."""
        return None if self.couch.table else 0

    def solo_words(self, result: Result) -> str:
        """The victory card's headline for the one person of ``solo_seat`` (their win)."""
        return tr("You win!")

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.turn_seats.colour(seat)

    # -- the couch: seats, ghosts, device feedback --------------------------------------------
    @property
    def seating(self) -> Seating | None:
        """Who sits where (None: anyone plays every person seat)."""
        return self.couch.seating

    @property
    def ghosts(self) -> dict[int, Cursor]:
        return self.couch.ghosts

    def may_act(self, action: Action) -> bool:
        """Whether this device may play now: with couch seats, only the seat on turn's."""
        return self.couch.may_act(action)

    def who_pressed(self, action: Action) -> str:
        return self.couch.who_pressed(action)

    def device_lost(self, action: Action) -> bool:
        """A pulled pad that holds a seat stops the game until it is back or replaced."""
        decided = self.couch.device_lost(action)
        return super().device_lost(action) if decided is None else decided

    def seats_changed(self) -> None:
        """The couch rebound a seat: keep the game with its new seating."""
        self._keep_now()

    def check_seats(self) -> None:
        self.couch.check()

    def draw_ghosts(self, canvas: pygame.Surface) -> None:
        """The other seats' pointing cursors, only while the game is on: once it is over
        (its end animation included, before the result keys) nobody has a move to point at."""
        if not self.session.is_over():
            self.couch.draw_ghosts(canvas)

    def seat_device(self, seat: int) -> str | None:
        """The device that plays ``seat``: its bound pad, or (no seats bound) the last device used."""
        if self.seating is not None:
            return self.seating.device_for(seat)
        return self.app.input.last_device if self.person_seat(seat) else None

    def rumble_seat(self, seat: int, feel: tuple[float, float, int]) -> None:
        """Rumble the pad of ``seat`` (never in a demo; the ``rumble`` setting is the input layer's)."""
        device = None if self.demo else self.seat_device(seat)
        if device is not None:
            self.app.input.rumble(device, *feel)

    def acting_device(self) -> str:
        """Whose glyphs the hints show: the pad of the seat on turn, else the last device used."""
        seat = self.acting_seat()
        device = self.couch.device_for(seat) if seat is not None else None
        return device or self.app.input.last_device

    def prompt(self, template: str) -> Hint:
        """A hint line ("{confirm} place") in the glyphs of the acting device."""
        return self.app.input.hint(template, self.acting_device())

    def seat_family(self, seat: int) -> str:
        """The device icon a seat's row shows: keyboard, a pad family, computer, or "" (not bound)."""
        if not self.person_seat(seat):
            return "computer"
        device = self.couch.device_for(seat)
        return self.app.input.family(device) if device is not None else ""

    # -- services --------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The position on show: the game's, or the one a review has stepped to."""
        return self.review.state if self.review is not None else self.session.state

    def game_state(self) -> Any:
        return self.session.state

    def play(self, move: Move) -> bool:
        """Make a move through the session; a refusal is said, not raised, and changes nothing."""
        before = self.session.state
        try:
            after = self.session.play(move)
        except IllegalMove as exc:
            self.refuse(exc.said())
            return False
        self.moved(move, before, after)
        if self.coach is not None:
            self.coach.judge(self, move, before, after)
        self._keep_now()
        return True

    def refuse(self, reason: str) -> None:
        self.say(reason, error=True)
        self.app.sound.play("error")
        if self.pressing and not self.demo:
            self.app.input.rumble(self.pressing, *REFUSED)

    def undo(self, device: str = "") -> bool:
        """Take back a move: with couch seats, the pressing device's own last move only (a spare
        device, holding no seat, may not undo anyone's)."""
        if self.demo or self.result_at is not None:
            return False
        stop = self.undo_stop
        if self.couch.bound:
            s = self.session
            seat, reason = self.couch.undo_seat(device, [s.states[i].current_player for i in range(s.position)])
            if reason:
                self.refuse(reason)
                return False
            stop = lambda state: state.current_player == seat  # noqa: E731  back to this seat's turn
        try:
            self.session.undo(stop)
        except IllegalMove as exc:
            self.refuse(exc.said())
            return False
        self._rewind_jobs()
        self.app.sound.play("back")
        self.rewound()
        self._keep_now()
        return True

    def redo(self, device: str = "") -> bool:
        """Play a taken-back move again: with couch seats, only the seat whose move it was."""
        if self.demo or self.result_at is not None:
            return False
        s = self.session
        if self.couch.bound:
            mine = self.couch.seats_of(device)
            if not mine:
                self.refuse(tr("Only a seated player can redo a move."))
                return False
            if s.can_redo() and s.states[s.position].current_player not in mine:
                self.refuse(
                    tr("That move was {seat}'s to make.").format(
                        seat=self.seat_name(s.states[s.position].current_player)
                    )
                )
                return False
        try:
            self.session.redo(self.undo_stop)
        except IllegalMove as exc:
            self.refuse(exc.said())
            return False
        self._rewind_jobs()
        self.app.sound.play("move")
        self.rewound()
        self._keep_now()
        return True

    def may_quit(self, device: str) -> bool:
        """Whether ``device`` may quit this game from the pause menu (a spare pad may not)."""
        return not self.couch.spare(device)

    def _rewind_jobs(self) -> None:
        if self.jobs.kind not in self.rewind_keeps:
            self.jobs.cancel()

    def say(self, text: str, error: bool = False) -> None:
        """Show ``text`` until the position next changes."""
        self.message = Message(text, error, self.session.changes, self.clock)

    @property
    def message_text(self) -> str:
        m = self.message
        return m.text if m is not None and m.changes == self.session.changes else ""

    @property
    def message_is_error(self) -> bool:
        m = self.message
        return bool(m is not None and m.error and m.changes == self.session.changes)

    @property
    def in_result(self) -> bool:
        return self.result_at is not None

    # -- keeping the game ------------------------------------------------------------------
    def worth_keeping(self) -> bool:
        """A game worth keeping: not a demo or a lesson, not over, and something has happened."""
        s = self.session
        return not self.demo and self.coach is None and not s.is_over() and bool(s.moves)

    def kept_json(self) -> dict:
        """What is kept: the session's JSON (a game may add keys of its own, read back by its resume),
        and who sat where ("seats", for ``kept_seating``)."""
        data = self.session.to_json()
        seats = self.couch.to_json()
        if seats is not None:
            data["seats"] = seats
        return data

    def kept_data(self) -> dict | None:
        return self.kept_json() if self.worth_keeping() else None

    def _keep_now(self) -> None:
        """Save after every change of position, so a crash or a kill loses nothing."""
        if self.demo or not self.game_key or self.coach is not None:
            return
        if self.worth_keeping():
            self.app.keep_game(self.game_key, self.kept_json())
        else:
            self.app.forget_game(self.game_key)

    # -- the frame -------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        self.entered_at = self.app.time
        if not self._lit:
            self._lit = True
            self.couch.light()
        self.check_seats()

    def on_close(self) -> None:
        self.jobs.cancel()
        self.review = None

    def handle(self, action: Action) -> bool:
        """Every input stops here (a key the game ignores never reaches the title beneath)."""
        if self.coach is not None and self.coach.passed and action.kind != Kind.PAUSE:
            return self.coach.handle(self, action)
        if self.in_result and not self.demo:
            return self._handle_result(action)
        if self.pause_on(action) or self.demo:
            return True
        self.pressing = action.device
        try:
            if action.kind in (Kind.UNDO, Kind.REDO):
                self.undo(action.device) if action.kind == Kind.UNDO else self.redo(action.device)
            elif not self.couch.may_act(action):
                self.couch.off_turn(action)
            else:
                self.interpret(action)
        finally:
            self.pressing = ""
        return True

    def result_choices(self) -> tuple[tuple[str, str, Kind], ...]:
        return RESULT_CHOICES + ((REVIEW_CHOICE,) if self.reviewable else ())

    def _handle_result(self, action: Action) -> bool:
        if action.kind == Kind.PAUSE:
            self.open_pause()
            return True
        if self.review is not None:
            if self.review.handle(action):
                self.review = None
                self.rewound()
            return True
        if action.kind in (Kind.CLICK, Kind.POINT) and action.pos is not None:
            for (_, _, kind), rect in zip(self.result_choices(), self.result_buttons(), strict=False):
                if rect.collidepoint(action.pos):
                    if action.kind == Kind.CLICK:
                        self._result_choice(kind)
                    return True
            return True
        if any(action.kind == kind for _, _, kind in self.result_choices()):
            self._result_choice(action.kind)
            return True
        return True

    def _result_choice(self, kind: Kind) -> None:
        self.app.sound.play("back" if kind == Kind.BACK else "confirm")
        if kind == Kind.ALT2:
            self.review = ReviewMode(self)
            self.victory = None
            self.rewound()
        elif kind == Kind.CONFIRM:
            self.play_again()
        elif kind == Kind.ALT:
            self.change_setup()
        else:
            self.leave()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.check_seats()
        self.jobs.poll()
        if self.review is not None:
            self.review.watch()
        if self.result_at is None and self.session.is_over() and not self.animating():
            self.begin_result()
        if self.demo and self.result_at is not None and self.clock - self.result_at >= DEMO_LINGER_S:
            self.demo_over = True

    def victory_clear_of(self) -> pygame.Rect | None:
        """What the victory card must leave in sight at the end (None: nothing in particular)."""
        return None

    def begin_result(self) -> None:
        """The game is over and its animations done: record it once and show the result keys."""
        self.result_at = self.clock
        result = self.session.result()
        if result is not None and self.coach is None and not self.recorded:  # a demo celebrates too
            solo, clear = self.solo_seat(), self.victory_clear_of()
            self.victory = Victory.of(
                self,
                result.scores,
                result.winners,
                self.clock,
                solo_seat=solo,
                solo_words=self.solo_words(result),
                confetti=not Effects.of(self.app.settings).reduced,
                clear_of=clear,
            )
        if result is None or self.demo or self.recorded or self.coach is not None:
            return
        self.recorded = True
        if self.game_key:
            self.app.forget_game(self.game_key)
        self.record(result)
        if len(result.scores) > 1 and self.solo_seat() is None:  # a table of players, not one against the game
            count_win(self.app, self.game_key, self.table_names(), result.winners)
        for seat in result.winners:
            self.rumble_seat(seat, WON)
        if self.reviewable and self.game_key:
            remember(self.app, self.game_key, self.session.to_json(), self.result_winners())

    def table_names(self) -> list[str]:
        """The seats' names: who this evening's tally counts."""
        return [self.seat_name(p) for p in range(len(self.state.scores()))]

    def result_winners(self) -> list[str]:
        """Who won, by name, for the list of recent games (two or more: a draw)."""
        return [self.seat_name(p) for p in self.session.state.winners()]

    def open_review(self) -> None:
        """Show a finished game (from the recent list) with its review running."""
        self.recorded = True
        self.result_at = self.clock
        self.review = ReviewMode(self)
        self.rewound()

    # -- drawing helpers --------------------------------------------------------------------
    def result_buttons(self) -> list[pygame.Rect]:
        """The result's buttons stacked at the foot of ``result_area``: Play again, Change setup, Title
        (and Review the game where the game offers it)."""
        area, n = self.result_area, len(self.result_choices())
        # never lower than a key cap and its clear rows: a cap's accented name ("Échap") reaches its top
        h = max(min(20, (area.h - 8) // n), draw.glyph_h() + 2)
        return [pygame.Rect(area.x, area.bottom - (n - i) * (h + 3), area.w, h) for i in range(n)]

    def draw_result_keys(self, canvas: pygame.Surface) -> None:
        """The result phase's choices, the same in every game (keys and buttons); or the review."""
        if self.coach is not None:
            refusal = self.message_text if self.message_is_error else ""
            grow_to, pause_shown = self.lesson_grow_to, self.lesson_pause_shown
            self.coach.draw(canvas, self.lesson_area, refusal, self.prompt, grow_to, pause_shown)
            return
        if self.victory is not None and self.in_result:
            self.victory.draw(canvas, self.clock)
        if not self.in_result or self.demo:
            return
        if self.review is not None:
            self.review.draw(canvas, self.review_area)
            return
        # this evening's wins, once the card (which says this game's scores) has gone
        tonight = tally_line(self.app, self.game_key, self.table_names()) if len(self.state.scores()) > 1 else ""
        if tonight and self.solo_seat() is None and (self.victory is None or not self.victory.active(self.clock)):
            top = self.result_buttons()[0].top
            draw.text(canvas, tonight, (self.result_area.x, top - 3), "s", draw.PALETTE["gold"], "bottomleft")
        for rect, (label, key, _) in zip(self.result_buttons(), self.result_choices(), strict=True):
            draw.panel(canvas, rect, edge=draw.PALETTE["panel_edge"])
            label_y = rect.centery - draw.letters_middle("s")
            draw.text(canvas, tr(label), (rect.x + 6, label_y), "s", draw.PALETTE["ink"])
            draw.hint_line(
                canvas, self.prompt(key), (rect.right - 4, rect.centery), "s", draw.PALETTE["dim"], "midright"
            )

    def message_lines(self, rect: pygame.Rect, size: str = "s") -> list[str]:
        """The message's lines as :meth:`draw_message` draws them into ``rect`` (those that fit)."""
        if not self.message_text:
            return []
        line_h = draw.text_size("Ag", size)[1] + 1
        lines = draw.even_wrap(self.message_text, rect.w, size, most=max(1, rect.h // line_h))
        return lines[: max(0, rect.h // line_h)]

    def message_height(self, rect: pygame.Rect, size: str = "s") -> int:
        """The height :meth:`draw_message` takes in ``rect``, for a panel laid out around it."""
        return len(self.message_lines(rect, size)) * (draw.text_size("Ag", size)[1] + 1)

    def draw_message(self, canvas: pygame.Surface, rect: pygame.Rect, size: str = "s") -> int:
        """The message line wrapped into ``rect``; returns the height used."""
        colour = draw.PALETTE["bad"] if self.message_is_error else draw.PALETTE["ink"]
        y, line_h = rect.y, draw.text_size("Ag", size)[1] + 1
        for line in self.message_lines(rect, size):
            draw.text(canvas, line, (rect.x, y), size, colour)
            y += line_h
        return y - rect.y


def _seats_a_table(key: str) -> bool:
    """Whether a game seats more than one player (a solo game owns no couch component)."""
    for game in catalogue.GAMES:
        if game.key == key:
            return game.seats[1] > 1
    return True
