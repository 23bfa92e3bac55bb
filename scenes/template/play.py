"""The template's play scene: input -> moves; and, at the bottom, ``scene_for`` and ``demo_session``.

What a game's play scene keeps is only its own: turning input into moves
(``interpret``), what it draws, and the hooks the skeleton asks of it
(scenes/play/scene.py PlayScene: seat names, ``record``). Its identity (name,
rules, reviewable) is read from the catalogue line and the entry by ``key``;
moves, undo/redo, the save after every move, the result keys, Play again and
Change setup (the config's ``rematch``, the entry's ``start``), the demo's end,
lessons and couch seats are the skeleton's. Every way this scene comes on
screen (a new game, Continue, the demo, a lesson) goes through ``scene_for``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.midend import Result, Session
from game.template import (
    BACKEND,
    TAKES,
    TemplateState,
    # -computer: best_take,
)
from scenes.framework import draw
from scenes.framework.bindings import Hint
from scenes.framework.cursor import Target
from scenes.framework.input import Action, Kind
from scenes.play.entries import Opening
from scenes.play.scene import PlayScene
from scenes.play.turns import ComputerTurns, RecordBook, TurnSeats  # +computer
from scenes.template.config import TemplateConfig
from scenes.template.snapshot import Seat, Snapshot, build
from scenes.template.stats import (
    BY_LEVEL_KEY,  # +computer
    PLAYED_KEY,
    RECORD_KEY,  # +computer
)
from scenes.template.view import LESSON_AREA, MESSAGE_AREA, RESULT_AREA, draw_frame, take_rect

if TYPE_CHECKING:
    import pygame

    from scenes.couch.seating import Seating
    from scenes.framework.app import App

KEY = "template"  # the catalogue key: everything else about the game is read from its line and entry
DEMO_PAUSE_S = 0.6  # the demo takes a move every ...  # -computer
THINK_MIN_S = 0.5  # a computer's take never appears sooner than this  # +computer
GLIDE_S = 0.3  # the cursor rests on the computer's take this long  # +computer
# a lone person's results against the computer, per pile and per computer level  # +computer
BOOK = RecordBook(RECORD_KEY, lambda config: f"pile{config.pile}", BY_LEVEL_KEY)  # +computer


class TemplatePlay(PlayScene):
    key = KEY  # the name, the kept game's key, the rules and reviewable come from here
    result_area = RESULT_AREA
    lesson_area = LESSON_AREA

    def __init__(
        self, app: "App", session: Session[TemplateState], *, demo: bool = False, seating: "Seating | None" = None
    ) -> None:
        super().__init__(app, session, demo=demo, seating=seating)
        self.config = TemplateConfig.from_options(session.options)
        self.cursor.set_targets([Target(take, take_rect(take)) for take in TAKES])
        self.cursor.focus_on(TAKES[0])
        # +computer {
        # the computer's seats, the play kit's (scenes/play/turns.py): a computer seat's turn is the
        # shared search (game.ai.choose) thinking in the worker process (the scene's job slot)
        self.turns = ComputerTurns(app, self.jobs, random.Random(session.seed), THINK_MIN_S, GLIDE_S, decode=int)
        self.seats = TurnSeats(self, BOOK, self.turns)  # who is a person, where undo stops, the record book
        self.turn_seats = self.seats
        # +computer }
        self.demo_move_at = DEMO_PAUSE_S  # -computer

    # -- the skeleton's hooks ---------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return draw.SEAT_NAMES[seat]

    def moved(self, move: Any, before: Any, after: Any) -> None:
        self.app.sound.play("confirm")

    # +computer {
    def rewound(self) -> None:
        self.turns.cancel()  # an undo under a computer's search: its choice is for a position gone

    def on_close(self) -> None:
        self.turns.cancel()
        super().on_close()

    # +computer }
    def record(self, result: Result) -> None:
        """Count the finished game (never called for a demo or a lesson)."""
        # FIXME: what a finished game writes (its keys are declared in stats.py)
        self.app.stats.update(PLAYED_KEY, lambda n: int(n or 0) + 1)
        # -computer: self.app.sound.play("win")
        super().record(result)  # the seats' end: the win or lose jingle and a lone person's record  # +computer

    # -- input -> moves ---------------------------------------------------------------------
    def interpret(self, action: Action) -> bool:
        """Left/right (or the mouse) choose a take; confirm or a click takes it."""
        # FIXME: the game's input: which actions choose, which one plays (see the Controls rows)
        if not self.seats.person_to_move():  # a computer's turn: nobody takes for it  # +computer
            return False  # +computer
        if action.kind in (Kind.LEFT, Kind.RIGHT, Kind.UP, Kind.DOWN, Kind.POINT):
            if self.cursor.handle(action) and action.kind != Kind.POINT:
                self.app.sound.play("move")
            return True
        if action.kind == Kind.CLICK:
            take = self.cursor.target_at(action.pos)
            if take is not None:
                self.cursor.focus_on(take)
                self.play(take)
            return True
        if action.kind == Kind.CONFIRM and self.cursor.focus is not None:
            self.play(self.cursor.focus)  # a take larger than the pile is refused with the reason
            return True
        return False

    # -- the frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        # -computer: if self.demo and not self.session.is_over() and self.clock >= self.demo_move_at:
        # -computer:     self.demo_move_at = self.clock + DEMO_PAUSE_S
        # -computer:     take = best_take(self.state)
        # -computer:     self.cursor.focus_on(take)
        # -computer:     self.play(take)
        if not self.session.is_over():  # +computer
            self.seats.drive()  # a computer seat's turn (and every seat's in the demo)  # +computer

    def snapshot(self) -> Snapshot:
        seats = tuple(Seat(draw.SEAT_NAMES[p], draw.SEAT_COLOURS[p]) for p in range(2))
        focus = self.cursor.focus if isinstance(self.cursor.focus, int) else TAKES[0]
        pile = self.config.pile
        return build(self.state, pile, seats, focus, demo=self.demo, clock=self.clock)

    def hints(self) -> list[Hint]:
        """The control hints in the glyphs of the device that is acting."""
        if self.demo or self.in_result:
            return []
        if not self.seats.person_to_move():  # +computer
            return [self.prompt("{undo} undo  {pause} pause")]  # +computer
        return [
            self.prompt(t) for t in ("{move} choose", "{confirm} take", "{undo} undo  {redo} redo", "{pause} pause")
        ]

    def draw(self, canvas: "pygame.Surface") -> None:
        canvas.fill(draw.PALETTE["bg"])
        draw_frame(canvas, self.snapshot(), self.hints())
        self.draw_ghosts(canvas)
        self.draw_message(canvas, MESSAGE_AREA)
        self.draw_result_keys(canvas)


def new_session(config: TemplateConfig, seed: int) -> Session[TemplateState]:
    """A new game of this setup (the demo's; the setup's Start and Play again go through the entry)."""
    return Session.new(BACKEND, config.options(), seed)


def demo_session(seed: int) -> Session[Any]:
    """The attract mode's game, which plays itself; the pile and the starter vary with the seed."""
    rng = random.Random(seed)
    return new_session(TemplateConfig(rng.choice((12, 16)), rng.randrange(2)), seed)


def scene_for(app: "App", session: Session[Any], opening: Opening) -> TemplatePlay:
    """The play scene of a session, however it comes on screen (scenes/play/entries.py)."""
    scene = TemplatePlay(app, session, demo=opening.demo, seating=opening.seating)
    if opening.resumed:
        scene.say("Welcome back: the game is as you left it.")
    return scene
