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
- the demo's linger at the end, after which attract mode moves on.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import Action as Move
from game import IllegalMove
from game.midend import Result, Session, always
from scenes.framework import draw
from scenes.framework.input import Action, Kind
from scenes.framework.scene import GameScene
from scenes.framework.worker import JobSlot

if TYPE_CHECKING:
    from scenes.framework.app import App

DEMO_LINGER_S = 5.0
RESULT_LABELS = ("Play again", "Change setup", "Title")
RESULT_KINDS = (Kind.CONFIRM, Kind.ALT, Kind.BACK)


@dataclass
class Message:
    """One line for the player; ``changes`` is the session's change count when it was said."""

    text: str
    error: bool
    changes: int
    said_at: float


class PlayScene(GameScene):
    """Subclasses set ``name``, ``game_key``, ``rules_title``, ``rules_pages`` and override
    ``interpret`` (input -> moves), ``draw``, and the hooks below as they need."""

    result_area = pygame.Rect(444, 250, 188, 90)   # where the result keys are drawn (games move it)
    rewind_keeps: tuple[str, ...] = ()   # job kinds that do not depend on the position: undo/redo leave them

    def __init__(self, app: "App", session: Session[Any], *, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.demo_over = False
        self.jobs = JobSlot(app.worker)
        self.clock = 0.0
        self.message: Message | None = None
        self.result_at: float | None = None     # when the result phase began
        self.recorded = False
        self.entered_at = 0.0

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

    def undo_stop(self, state: Any) -> bool:
        """States an undo may stop at (a person's turn, in games with computer seats)."""
        return always(state)

    def record(self, result: Result) -> None:
        """Write the finished game into the stats (called once, never in a demo)."""

    def play_again(self) -> None:
        """A new game with the same setup (the result phase's A / Enter)."""

    def change_setup(self) -> None:
        """Back to the game's setup screen (the result phase's X / Tab)."""
        self.app.stack.pop(transition="fade")

    def may_act(self, action: Action) -> bool:
        """Whether this device may play now (couch seats narrow this)."""
        return True

    # -- services --------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def game_state(self) -> Any:
        return self.session.state

    def play(self, move: Move) -> bool:
        """Make a move through the session; a refusal is said, not raised, and changes nothing."""
        before = self.session.state
        try:
            after = self.session.play(move)
        except IllegalMove as exc:
            self.refuse(str(exc))
            return False
        self.moved(move, before, after)
        self._saved()
        return True

    def refuse(self, reason: str) -> None:
        self.say(reason, error=True)
        self.app.sound.play("error")

    def undo(self) -> bool:
        if self.demo or self.result_at is not None:
            return False
        try:
            self.session.undo(self.undo_stop)
        except IllegalMove as exc:
            self.refuse(str(exc))
            return False
        self._rewind_jobs()
        self.app.sound.play("back")
        self.rewound()
        self._saved()
        return True

    def redo(self) -> bool:
        if self.demo or self.result_at is not None:
            return False
        try:
            self.session.redo(self.undo_stop)
        except IllegalMove as exc:
            self.refuse(str(exc))
            return False
        self._rewind_jobs()
        self.app.sound.play("move")
        self.rewound()
        self._saved()
        return True

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
    def keepable(self) -> bool:
        """A game worth keeping: not a demo, not over, and something has happened."""
        s = self.session
        return not self.demo and not s.is_over() and bool(s.moves)

    def save_data(self) -> dict:
        """What is kept: the session's JSON (a game may add keys of its own, read back by its resume)."""
        return self.session.to_json()

    def suspend(self) -> dict | None:
        return self.save_data() if self.keepable() else None

    def _saved(self) -> None:
        """Save after every change of position, so a crash or a kill loses nothing."""
        if self.demo or not self.game_key:
            return
        if self.keepable():
            self.app.keep_game(self.game_key, self.save_data())
        else:
            self.app.forget_game(self.game_key)

    # -- the frame -------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        self.entered_at = self.app.time

    def on_close(self) -> None:
        self.jobs.cancel()

    def handle(self, action: Action) -> bool:
        if self.in_result and not self.demo:
            return self._handle_result(action)
        if super().handle(action):        # pause
            return True
        if self.demo:
            return False
        if action.kind in (Kind.UNDO, Kind.REDO) and self.may_act(action):
            self.undo() if action.kind == Kind.UNDO else self.redo()
            return True
        return self.interpret(action)

    def _handle_result(self, action: Action) -> bool:
        if action.kind == Kind.PAUSE:
            self.open_pause()
            return True
        if action.kind in (Kind.CLICK, Kind.POINT) and action.pos is not None:
            for label, rect in zip(RESULT_LABELS, self.result_buttons()):
                if rect.collidepoint(action.pos):
                    if action.kind == Kind.CLICK:
                        self._result_choice(RESULT_KINDS[RESULT_LABELS.index(label)])
                    return True
            return True
        if action.kind in RESULT_KINDS:
            self._result_choice(action.kind)
            return True
        return True

    def _result_choice(self, kind: Kind) -> None:
        self.app.sound.play("back" if kind == Kind.BACK else "confirm")
        if kind == Kind.CONFIRM:
            self.play_again()
        elif kind == Kind.ALT:
            self.change_setup()
        else:
            self.app.stack.pop_to("title", transition="fade")

    def update(self, dt: float) -> None:
        self.clock += dt
        self.jobs.poll()
        if self.result_at is None and self.session.is_over() and not self.animating():
            self.begin_result()
        if self.demo and self.result_at is not None and self.clock - self.result_at >= DEMO_LINGER_S:
            self.demo_over = True

    def begin_result(self) -> None:
        """The game is over and its animations done: record it once and show the result keys."""
        self.result_at = self.clock
        result = self.session.result()
        if result is None or self.demo or self.recorded:
            return
        self.recorded = True
        if self.game_key:
            self.app.forget_game(self.game_key)
        self.record(result)

    # -- drawing helpers --------------------------------------------------------------------
    def result_buttons(self) -> list[pygame.Rect]:
        """Three buttons stacked in ``result_area``: Play again, Change setup, Title."""
        area = self.result_area
        h = min(20, (area.h - 8) // 3)
        return [pygame.Rect(area.x, area.bottom - (3 - i) * (h + 3), area.w, h) for i in range(3)]

    def draw_result_keys(self, canvas: pygame.Surface) -> None:
        """The result phase's three choices, the same in every game (keys and buttons)."""
        if not self.in_result or self.demo:
            return
        keys = ("A/Enter", "X/Tab", "B/Esc")
        for rect, label, key in zip(self.result_buttons(), RESULT_LABELS, keys):
            draw.panel(canvas, rect, edge=draw.PALETTE["panel_edge"])
            draw.text(canvas, label, (rect.x + 6, rect.centery), "s", draw.PALETTE["ink"], "midleft")
            draw.text(canvas, key, (rect.right - 6, rect.centery), "s", draw.PALETTE["dim"], "midright")

    def draw_message(self, canvas: pygame.Surface, rect: pygame.Rect, size: str = "s") -> int:
        """The message line wrapped into ``rect``; returns the height used."""
        text = self.message_text
        if not text:
            return 0
        colour = draw.PALETTE["bad"] if self.message_is_error else draw.PALETTE["ink"]
        y = rect.y
        line_h = draw.text_size("Ag", size)[1] + 1
        for line in draw.wrap(text, rect.w, size):
            if y + line_h > rect.bottom:
                break
            draw.text(canvas, line, (rect.x, y), size, colour)
            y += line_h
        return y - rect.y

