"""The numbers game's play scene: turns of people and computers, and the collapse.

People pick a circle with the cursor (arrows, stick, mouse), see the preview
of their next number and place it with Enter / A / the Place button, or with
one click, as in every game. Computer seats think in the worker while the board
keeps animating. Moves, undo, redo, saving and the result keys are the
skeleton's (scenes/play/scene.py); the frame's picture is a snapshot
(snapshot.py) that view.py draws. ``scene_for`` and ``demo_session`` at the
bottom are the entry's factories.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any, Optional

import pygame

import scenes.numbers.view as view
from game.i18n import N_, tr
from game.midend import Session
from game.numbers import BACKEND, Cell, NumbersState
from scenes.couch.seating import Seating
from scenes.couch.seats import BUMP
from scenes.framework import draw
from scenes.framework.bindings import Hint
from scenes.framework.cursor import Cursor, Target
from scenes.framework.effects import Effects
from scenes.framework.input import Action, Kind
from scenes.numbers.circles import fit
from scenes.numbers.config import KEY, MatchConfig
from scenes.numbers.snapshot import Collapse, Seat, Snapshot
from scenes.numbers.stats import BY_LEVEL_KEY, RECORD_KEY
from scenes.play.entries import Opening
from scenes.play.scene import PlayScene
from scenes.play.turns import ComputerTurns, RecordBook, TurnSeats

if TYPE_CHECKING:
    from scenes.framework.app import App

THINK_MIN_S = 0.7  # a computer move never appears sooner than this
GLIDE_S = 0.4  # the cursor rests on the computer's circle this long
POP_S = 0.25  # a new number pops in
GROW_S = 0.9  # the hole opens
PULL_GAP_S = 0.6  # one touching circle counted every ...
PULL_S = 0.45  # ... taking this long
SETTLE_S = 0.5  # after the last count, before the result keys


# a lone person's results against the computer, per board and per the strongest computer
BOOK = RecordBook(RECORD_KEY, lambda config: config.board, BY_LEVEL_KEY)


class NumbersPlay(PlayScene):
    key = KEY
    result_area = view.RESULT_AREA
    review_area = view.REVIEW_AREA
    lesson_area = view.LESSON_AREA

    def __init__(
        self,
        app: "App",
        session: Session[NumbersState],
        demo: bool = False,
        seed: Optional[int] = None,
        seating: Optional[Seating] = None,
    ) -> None:
        super().__init__(app, session, demo=demo, seating=seating)
        self.config = self.named(MatchConfig.from_options(session.options))
        self.rng = random.Random(seed if seed is not None else app.rng.randrange(1 << 30))
        board = session.state.board
        self.layout = fit(board, view.BOARD_AREA)
        self.cursor = Cursor()
        self.cursor.set_targets([Target(c, self.layout.rect(c)) for c in board.cells])
        played = session.played
        rows = board.row_lengths
        self.cursor.focus_on(played[-1] if played else (len(rows) // 2, rows[len(rows) // 2] // 2))
        self.placed_at: dict[Cell, float] = {}
        self.turns = ComputerTurns(app, self.jobs, self.rng, THINK_MIN_S, GLIDE_S)
        self.turn_seats = self.seats = TurnSeats(self, BOOK, self.turns)
        self.collapse_start: Optional[float] = None
        self.pace = 1.0  # the collapse's share of its full time (scenes/framework/effects.py)
        self.pulls: tuple[Cell, ...] = ()
        self.sounded = 0
        self.starfield = draw.Starfield(seed=11)
        if session.is_over():  # a finished game opened for review: the end as it was
            self._start_collapse()
            self.skip_collapse()
            self.sounded = len(self.pulls) + 1

    def person_to_move(self) -> bool:
        return self.seats.person_to_move()

    # -- the skeleton's hooks -----------------------------------------------------------
    def moved(self, move: Any, before: Any, after: Any) -> None:
        self.placed_at[move] = self.clock
        self.app.sound.play("confirm")
        if after.is_terminal():
            self._start_collapse()
            for seat in range(after.players):  # the collapse is everyone's: every pad feels it
                self.rumble_seat(seat, BUMP)

    def rewound(self) -> None:
        self.turns.cancel()
        if self.in_result:  # a review opened or closed: the end stays as it was
            return
        self.collapse_start, self.pulls, self.sounded = None, (), 0
        if self.session.played:
            self.cursor.focus_on(self.session.played[-1])

    def animating(self) -> bool:
        return self.collapse_start is None or self.clock < self._collapse_end()

    def begin_result(self) -> None:
        super().begin_result()
        if self.demo:
            self.app.sound.play("win")

    def victory_clear_of(self) -> pygame.Rect | None:
        """The black hole and the circles around it: the reveal the numbers were played for."""
        hole = self.state.hole()
        if hole is None:
            return None
        cells = [hole, *self.state.touching(hole)]
        r = int(self.layout.radius) + 4
        spots = [pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r) for x, y in (self.layout.centres[c] for c in cells)]
        return spots[0].unionall(spots[1:])

    # -- the collapse ------------------------------------------------------------------
    def _start_collapse(self) -> None:
        hole = self.state.hole()
        assert hole is not None
        hx, hy = self.layout.centres[hole]

        def angle(c: Cell) -> float:
            x, y = self.layout.centres[c]
            return (math.atan2(x - hx, -(y - hy)) + 2 * math.pi) % (2 * math.pi)

        self.pulls = tuple(sorted(self.state.touching(hole), key=angle))
        self.collapse_start = self.clock + POP_S
        self.pace = Effects.of(self.app.settings).pace  # shorter with reduced motion, fixed as it starts
        self.sounded = 0

    def _pull_start(self, k: int) -> float:
        assert self.collapse_start is not None
        return self.collapse_start + (GROW_S + 0.2 + k * PULL_GAP_S) * self.pace

    def _progress(self, k: int) -> float:
        return min(1.0, max(0.0, (self.clock - self._pull_start(k)) / (PULL_S * self.pace)))

    def _collapse_end(self) -> float:
        return self._pull_start(len(self.pulls) - 1) + (PULL_S + SETTLE_S) * self.pace

    def skip_collapse(self) -> None:
        if self.collapse_start is not None and not self.in_result:
            self.collapse_start = self.clock - (GROW_S + 0.2 + len(self.pulls) * PULL_GAP_S) * self.pace - 1

    def _sound_collapse(self) -> None:
        if self.collapse_start is None or self.clock < self.collapse_start:
            return
        if self.sounded == 0:
            self.app.sound.play("collapse")
            self.sounded = 1
        while self.sounded - 1 < len(self.pulls) and self._progress(self.sounded - 1) >= 1.0:
            self.app.sound.play("card")
            self.sounded += 1

    # -- input ----------------------------------------------------------------------------
    def interpret(self, action: Action) -> bool:
        k = action.kind
        if self.collapse_start is not None:
            if k in (Kind.CONFIRM, Kind.CLICK):
                self.skip_collapse()
                return True
            return False
        if not self.person_to_move() or not self.may_act(action):
            return False
        if k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            if self.cursor.handle(action):
                self.app.sound.play("move")
            return True
        if k == Kind.POINT:
            self.cursor.handle(action)
            return True
        if k == Kind.CLICK and action.pos is not None:
            if view.PLACE_BUTTON.collidepoint(action.pos):
                return self._place(self.cursor.focus)
            self.cursor.handle(action)
            cell = self.cursor.target_at(action.pos)
            if cell is not None and not action.double:  # a double-click's second half: placed already
                self._place(cell)
            return True
        if k == Kind.CONFIRM:
            return self._place(self.cursor.focus)
        return False

    def _place(self, cell: Any) -> bool:
        """Write the next number into ``cell`` (a cursor target: a circle, or None)."""
        if cell is not None:
            self.play(cell)
        return True

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.collapse_start is not None:
            self._sound_collapse()
        elif not self.session.is_over():
            self.seats.drive()

    def snapshot(self) -> Snapshot:
        c = self.config
        collapse = None
        if self.collapse_start is not None and self.clock >= self.collapse_start and self.state.is_terminal():
            hole = self.state.hole()
            assert hole is not None
            collapse = Collapse(
                hole,
                min(1.0, (self.clock - self.collapse_start) / (GROW_S * self.pace)),
                self.pulls,
                tuple(self._progress(k) for k in range(len(self.pulls))),
            )
        seats = tuple(
            Seat(c.name(p), tr(c.who(p)), c.colour(p), self.seats.person_seat(p), self.seat_family(p))
            for p in range(c.seats)
        )
        pop = {cell: _pop(self.clock - t) for cell, t in self.placed_at.items() if self.clock - t < POP_S}
        return Snapshot(
            state=self.state,
            layout=self.layout,
            seats=seats,
            clock=self.clock,
            focus=self._focus(),
            show_cursor=self.person_to_move() or self.turns.choice is not None or self._review_ghost(),
            person_to_move=self.person_to_move(),
            pop=pop,
            collapse=collapse,
            over=self.in_result and self.state.is_terminal(),
            reviewing=self.review is not None,
            demo=self.demo,
            title=_title(c.size, c.scoring),
            result=_result_words(c, self.state.winners()) if self.session.is_over() else "",
            scoring=c.scoring,
        )

    def _review_ghost(self) -> bool:
        """In a review, the cursor and preview rest on the computer's better move."""
        best = self.review.best_move() if self.review is not None else None
        if best is None:
            return False
        self.cursor.focus_on(best)
        return True

    def _focus(self) -> Optional[Cell]:
        focus = self.cursor.focus
        return focus if isinstance(focus, tuple) else None

    def hints(self) -> list[Hint]:
        """The control hints in the glyphs of the device that is acting."""
        if self.demo or self.in_result:
            return []
        if self.collapse_start is not None:
            return [self.prompt(tr("{confirm} skip  {pause} pause"))]
        if not self.person_to_move():  # a computer's turn: nobody places now
            keys = tr("{undo} undo  {redo} redo  {pause} pause") if self.config.people else tr("{pause} pause")
            return [self.prompt(keys)]
        mouse = self.app.input.family(self.acting_device()) == "keyboard"
        place = (
            tr("{confirm} place  (or click)") if mouse and not draw.TEXT.large else tr("{confirm} place")
        )  # too wide in Large
        hints = [tr("{move} choose"), place, tr("{pause} pause")]
        if self.config.people:
            hints.insert(2, tr("{undo} undo  {redo} redo"))
        return [self.prompt(t) for t in hints]

    def draw(self, canvas: "pygame.Surface") -> None:
        self.starfield.draw(canvas, self.clock)
        snap = self.snapshot()
        view.draw_header(canvas, snap)
        view.draw_board(canvas, snap)
        self.draw_ghosts(canvas)
        # a message under the Place button keeps its lines: the keys' lines above it make way
        below = view.MESSAGE_AREA.y + self.message_height(view.MESSAGE_AREA) + 2 if self.message_text else 0
        view.draw_panel(canvas, snap, self.hints(), below)
        self.draw_message(canvas, view.MESSAGE_AREA)
        self.draw_result_keys(canvas)


def _pop(age: float) -> float:
    """A new number pops in: small, a little too big, then its size."""
    p = age / POP_S
    return 0.3 + 0.7 * p + 0.25 * math.sin(p * math.pi)


def demo_session(seed: int) -> Session[Any]:
    """An all-computer game for the attract mode; the board varies with the seed."""
    rng = random.Random(seed)
    seats = rng.choice((2, 3))
    config = MatchConfig(
        rng.choice(("normal", "quick")),
        tuple(rng.choice((2, 3)) for _ in range(seats)),
        rng.choice(("most", "most", "least")),
        rng.randrange(seats),
    )
    return new_session(config, seed)


def new_session(config: MatchConfig, seed: int) -> Session[NumbersState]:
    """A new game of ``config`` dealt from ``seed``."""
    return Session.new(BACKEND, config.options(), seed)


def scene_for(app: "App", session: Session[Any], opening: Opening) -> NumbersPlay:
    """The play scene of a session, however it comes on screen (scenes/play/entries.py)."""
    scene = NumbersPlay(app, session, demo=opening.demo, seed=session.seed, seating=opening.seating)
    if opening.resumed:
        app.toast(tr("Welcome back: as you left it"))
    return scene


# the header's words per board and scoring: whole sentences, as a language builds them
_TITLES = {
    ("normal", "most"): N_("Normal board  -  most points around the hole wins"),
    ("normal", "least"): N_("Normal board  -  fewest points around the hole wins"),
    ("quick", "most"): N_("Quick board  -  most points around the hole wins"),
    ("quick", "least"): N_("Quick board  -  fewest points around the hole wins"),
}


def _title(size: str, scoring: str) -> str:
    return tr(_TITLES[(size, scoring)])


def _result_words(config: MatchConfig, winners: list[int]) -> str:
    """The result's headline in the words on screen."""
    return tr("{seat} wins!").format(seat=config.name(winners[0])) if len(winners) == 1 else tr("Draw!")
