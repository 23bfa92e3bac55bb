"""The stars game's play scene: a PlayScene (scenes/play/scene.py) on a Black Holes session.

What is its own: turning input into moves. People move the cursor over SPACE
(arrows, stick, mouse); Enter / A / a click places the star. When one star
completes two zones both light up and the player picks one (the choice rule).
With the fault rule on, Claim (Tab / X / right-click / the button) claims: a
missed zone at the start of a turn, or the zone your own star completes.
Computers think in the job slot while SPACE animates. Undo and redo step to
the last person's turn. The zone choice is a component (zone_choice.py);
drawing is view.py's, from a snapshot (snapshot.py). ``scene_for`` and
``demo_session`` at the bottom are the entry's factories.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

import scenes.stars.panel as panel
from game.i18n import tr
from game.midend import Session
from game.stars import BACKEND, EMPTY, NOVA, STAR, StarsAction, StarsState, zone_cells
from scenes.couch.seating import Seating
from scenes.couch.seats import BUMP
from scenes.framework import draw
from scenes.framework.cursor import Cursor
from scenes.framework.effects import Effects
from scenes.framework.input import Action, Kind
from scenes.play.entries import Opening
from scenes.play.scene import PlayScene
from scenes.play.turns import ComputerTurns, RecordBook, TurnSeats
from scenes.stars.advice import last_star
from scenes.stars.config import KEY, TEACHING, StarsConfig
from scenes.stars.motion import POP_S, Motion
from scenes.stars.snapshot import Choosing, GameLog, StarsView
from scenes.stars.space import fit
from scenes.stars.stats import BY_LEVEL_KEY, RECORD_KEY
from scenes.stars.view import draw_frame
from scenes.stars.zone_choice import ZoneChoice

if TYPE_CHECKING:
    from scenes.framework.app import App

Cell = tuple[int, int]

BOARD_AREA = pygame.Rect(10, 28, 340, 326)
THINK_MIN_S = 0.6  # a computer move never appears sooner than this
GLIDE_S = 0.35  # the cursor rests on the computer's cell this long


def _decode(answer: Any) -> StarsAction:
    """The worker's (cell, centre) answer with its lists made tuples again."""
    return (None if answer[0] is None else tuple(answer[0]), None if answer[1] is None else tuple(answer[1]))


def _as_cell(key: Any) -> Cell | None:
    """A cursor target that is a spot of SPACE (not a ("zone", centre) key), else None."""
    return key if isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], int) else None


def _focus_of(action: StarsAction) -> Cell:
    """Where the cursor rests for a move: its star, or the zone it claims."""
    return action[0] if action[0] is not None else action[1]  # type: ignore[return-value]


def new_session(config: StarsConfig, seed: int) -> Session[StarsState]:
    return Session.new(BACKEND, config.options(), seed)


# a lone person's results against the computer, per table size and per the strongest computer
BOOK = RecordBook(RECORD_KEY, lambda config: f"{config.seats}p", BY_LEVEL_KEY)


class StarsPlay(PlayScene):
    key = KEY
    result_area = panel.result_area()
    review_area = panel.review_area()

    @property
    def lesson_area(self) -> pygame.Rect:  # type: ignore[override]  # above the hints, at any text size
        return panel.lesson_area(4 if self.state.fault_rule else 3)

    lesson_pause_shown = True  # the hint rows under the card say pause

    @property
    def lesson_grow_to(self) -> int:  # type: ignore[override]  # below the status words, never over them
        return panel.status_bottom(self.state)

    def __init__(
        self,
        app: App,
        config: StarsConfig,
        demo: bool = False,
        seed: int | None = None,
        session: Session[StarsState] | None = None,
        seating: Seating | None = None,
    ) -> None:
        if seed is None:
            seed = session.seed if session is not None else app.rng.randrange(1 << 30)
        super().__init__(app, session if session is not None else new_session(config, seed), demo=demo, seating=seating)
        self.config = self.named(config)
        self.rng = random.Random(seed + self.session.position)
        self.layout = fit(self.state.size, BOARD_AREA)
        self.cursor = Cursor()
        self.zones = ZoneChoice(self.cursor, self.layout, app.sound, self.play)
        mid = self.state.size // 2
        self.cursor.focus_on((mid - 1, mid))
        self.motion = Motion()
        self.turns = ComputerTurns(app, self.jobs, self.rng, THINK_MIN_S, GLIDE_S, decode=_decode, focus_of=_focus_of)
        self.turn_seats = self.seats = TurnSeats(self, BOOK, self.turns)
        self.starfield = draw.Starfield(seed=5, count=200)
        self.log = GameLog()

    # -- what the scene knows --------------------------------------------------------
    @property
    def teaching(self) -> bool:
        return bool(self.app.settings.get(TEACHING, True))

    def toggle_teaching(self) -> None:
        self.app.settings.set(TEACHING, not self.teaching)
        self.app.toast(tr("Teaching marks on") if self.teaching else tr("Teaching marks off"))

    @property
    def phase(self) -> str:
        """The game's phase, from the game itself, never from a review's position on show: "review"
        while one steps through the finished game (nobody plays then), else "play", "ending", "over"."""
        if self.review is not None:
            return "review"
        if self.in_result:
            return "over"
        return "ending" if self.session.state.is_terminal() else "play"

    def person_to_move(self) -> bool:
        return self.seats.person_to_move()

    def shown_tally(self, seat: int) -> int:
        return self.state.scores()[seat] - self.motion.pending(seat, self.clock)

    def focus_cell(self) -> Cell | None:
        return _as_cell(self.cursor.focus)

    @property
    def choosing(self) -> Choosing | None:
        """The zone choice pending (the star's spot, the lit zones), or None."""
        return self.zones.choosing

    def snapshot(self) -> StarsView:
        """This frame's picture for the views (view.py never sees the scene)."""
        s = self.session
        log, last = self.log.read(s, self.config)
        return StarsView(
            self.state,
            self.config,
            self.layout,
            self.clock,
            self.motion,
            self.phase,
            self.person_to_move(),
            self.zones.choosing,
            self.cursor.focus,
            self.cursor.focus_rect,
            self.turns.choice if self.review is None else self.review.best_move(),
            self.teaching,
            self.demo,
            s.can_undo(self.undo_stop),
            () if self.coach is not None else log,  # a lesson's card takes the log's place
            last,
            "" if self.coach is not None else self.message_text,  # the card says it
            self.message_is_error,
            self.prompt,
            tuple(self.seat_family(p) for p in range(self.state.players)),
            reviewing=self.review is not None,
            reviewed=self.review.shown_move() if self.review is not None else None,
            lesson=self.coach is not None,
        )

    # -- the skeleton's hooks -----------------------------------------------------------
    def moved(self, move: Any, before: Any, after: Any) -> None:
        cell, centre = move
        seat = before.current_player
        self.zones.clear()
        if cell is not None:
            self.motion.placed(cell, self.clock)
            self.cursor.focus_on(cell)
            self.app.sound.play("confirm")
        if centre is not None:
            taken = [(m, NOVA if before.cell(m) == NOVA else STAR) for m in zone_cells(before.size, centre)]
            pace = Effects.of(self.app.settings).pace
            self.motion.collapse(centre, taken, seat, self.clock + (POP_S if cell else 0), pace)
            self.app.sound.play("collapse")
            self.rumble_seat(seat, BUMP)

    def rewound(self) -> None:
        self.turns.cancel()
        self.motion.clear()
        self.zones.clear()

    def animating(self) -> bool:
        return self.motion.busy(self.clock)

    # -- people's moves ---------------------------------------------------------------------
    def try_place(self, cell: Cell | None, claim: bool = False) -> None:
        """A person's star on ``cell`` (or place-and-claim under the fault rule)."""
        if cell is None or self.zones.choosing is not None:
            return
        state = self.state
        zones = state.completing_zones(cell)
        if state.cell(cell) != EMPTY or (state.fault_rule and not claim) or not zones:
            if claim and state.cell(cell) == EMPTY:
                self.refuse(tr("This star completes no zone: there is nothing to claim."))
                return
            self.play((cell, None))  # a plain star; the engine says why not when it is refused
        elif len(zones) == 1:
            self.play((cell, zones[0]))
        else:
            self.zones.start(cell, zones)

    def claim(self) -> None:
        """Claim (fault rule): a missed zone if one is open, else place-and-claim at the cursor."""
        state = self.state
        if not state.fault_rule:
            self.refuse(tr("Black holes form by themselves here (the fault rule is off)."))
        elif len(state.claims) == 1:
            self.play((None, state.claims[0]))
        elif state.claims:
            self.zones.start(None, list(state.claims))
        else:
            self.try_place(self.focus_cell(), claim=True)

    # -- input ------------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        if self.zones.choosing is not None and not self.in_result and action.kind == Kind.BACK:
            self.zones.cancel()  # Esc / B backs out of the choice, not into the pause
            return True
        return super().handle(action)

    def interpret(self, action: Action) -> bool:
        k = action.kind
        if k == Kind.ALT2:
            self.toggle_teaching()
            return True
        if not self.person_to_move():
            if k in (Kind.CONFIRM, Kind.CLICK) and self.animating():
                self.motion.skip(self.clock)
            return True
        if self.zones.choosing is not None:
            return self.zones.interpret(action)
        if k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT, Kind.POINT):
            if self.cursor.handle(action) and k != Kind.POINT:
                self.app.sound.play("move")
            return True
        if k in (Kind.CLICK, Kind.RCLICK):
            return self._interpret_click(action)
        if k == Kind.CONFIRM:
            self.try_place(self.focus_cell())
            return True
        if k == Kind.ALT:
            self.claim()
            return True
        return False

    def _interpret_click(self, action: Action) -> bool:
        button = panel.claim_button(self.snapshot())
        if (
            action.kind == Kind.CLICK
            and button is not None
            and action.pos is not None
            and button.collidepoint(action.pos)
        ):
            self.claim()
            return True
        self.cursor.handle(action)
        cell = _as_cell(self.cursor.target_at(action.pos))
        if cell is not None:
            if action.kind != Kind.RCLICK:
                self.try_place(cell)
            elif self.state.fault_rule:
                self.claim()
        return True

    # -- the frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.motion.prune(self.clock)
        if self.phase == "play":  # never in a review: its positions are the past, not turns to play
            self.seats.drive(hold=self.animating())

    def on_close(self) -> None:
        self.turns.cancel()
        super().on_close()

    def draw(self, canvas: pygame.Surface) -> None:
        self.starfield.draw(canvas, self.clock, drift=3.0)
        draw_frame(canvas, self.snapshot(), self.draw_ghosts)
        self.draw_result_keys(canvas)


def demo_session(seed: int) -> Session[StarsState]:
    """An all-computer game for the attract mode; the table varies with the seed."""
    rng = random.Random(seed)
    seats = rng.choice((2, 2, 3, 4))
    levels = tuple(rng.choice((2, 3)) for _ in range(seats))
    return new_session(StarsConfig(levels, False, rng.randrange(seats)), seed)


def scene_for(app: App, session: Session[StarsState], opening: Opening) -> StarsPlay:
    """The play scene of a session, however it comes on screen (scenes/play/entries.py)."""
    config = StarsConfig.from_options(session.options)
    scene = StarsPlay(app, config, demo=opening.demo, session=session, seating=opening.seating)
    if opening.resumed:
        last = last_star(session.states[: session.position + 1], session.played)
        if last is not None:
            scene.cursor.focus_on(last[0])
        scene.say(tr("Welcome back: the game is as you left it."))
    return scene
