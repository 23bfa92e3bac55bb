"""Reviewing a finished game in its own play scene: step through it, move by move.

Each person's move is judged in the worker (game/review.py), one move per
job, while the player already steps through the game: the move on show is
judged next, then those after it; a bar shows how far the judging has got.
The scene draws the position before the move on show, marks the move played
and the computer's better move (the game's own board draws both),
and the panel's message line says the grade and why. Left / right step,
LB / RB (undo / redo keys) jump to the first / last move, B leaves.

A review never stops in silence: a job that fails, passes its deadline or is
pushed out of the scene's job slot by other work stops the judging with a
message that says so, and X / Tab (``Kind.ALT``) retries from the first move
not yet judged.
"""

from __future__ import annotations

from typing import Any, Optional, Protocol

import pygame

from game.i18n import N_, Message, tr
from game.midend import Session
from game.review import MoveReview, review_move, turning_point
from scenes.framework import draw
from scenes.framework.bindings import Hint
from scenes.framework.input import Action, Kind
from scenes.framework.worker import JobSlot


class Reviewed(Protocol):
    """What a review needs of the play scene it runs in."""

    session: Session[Any]
    jobs: JobSlot

    def seat_name(self, seat: int) -> str: ...
    def person_seat(self, seat: int) -> bool: ...
    def prompt(self, template: str) -> Hint: ...


REVIEW_DEADLINE_S = 30.0
JOB_KIND = "review"  # the job slot's kind while a move is being judged
# TRANSLATORS: the review's keys: judge the move again after a failure; jump and step through the game
RETRY_HINT = N_("{alt} retry")
REVIEW_KEYS = (N_("{undo} first  {redo} last"), N_("{left}{right} step  {back} back"))
GRADE_COLOURS = {"best": "good", "good": "ink", "inaccuracy": "gold", "mistake": "bad"}


class ReviewMode:
    """The review of one finished session, owned by its play scene while it runs."""

    def __init__(self, scene: Reviewed) -> None:
        self.scene = scene
        session = scene.session
        self.states = session.states[: session.position + 1]
        self.moves = session.played
        self.winners = list(self.states[-1].winners())
        # the moves worth judging: people's (every move, if nobody was a person)
        people = [i for i, s in enumerate(self.states[:-1]) if scene.person_seat(s.current_player)]
        self.todo = people or list(range(len(self.moves)))
        self.judged_seats = {self.states[i].current_player for i in self.todo}  # whose moves are judged
        self.total = len(self.todo)
        self.reviews: dict[int, MoveReview] = {}
        self.index = self.todo[0] if self.todo else 0  # the move on show (0-based)
        self.failed = ""
        self.judging: int | None = None  # the move being judged in the worker
        self._next_job()

    # -- judging in the worker ---------------------------------------------------------------
    def next_to_judge(self) -> int | None:
        """The move the player looks at first, if it waits; else the next one after it
        (then the earliest): the shown move's words come before the rest."""
        if not self.todo:
            return None
        after = [i for i in self.todo if i >= self.index]
        return after[0] if after else self.todo[0]

    def _next_job(self) -> None:
        i = self.next_to_judge()
        if i is None:
            return
        self.judging = i
        self.scene.jobs.submit(
            JOB_KIND,
            review_move,
            self.states[i],
            self.moves[i],
            i + 1,
            1000 + i,
            on_done=self._judged,
            on_error=self._failed,
            deadline_s=REVIEW_DEADLINE_S,
        )

    def _judged(self, review: MoveReview) -> None:
        i, self.judging = self.judging, None
        if i is None or i not in self.todo:
            return
        self.todo.remove(i)
        self.reviews[i] = review
        self._next_job()

    def _failed(self, message: str) -> None:
        """Stop judging and say why in a line (a worker traceback's last line, not all of it)."""
        lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
        reason = (lines[-1] if lines else tr("the computer could not judge the move")).rstrip(".")
        self.failed = tr("The review stopped: {reason}.").format(reason=reason)

    def watch(self) -> None:
        """Each frame: judging that lost its job (other work took the slot) has stopped; say so."""
        if self.todo and not self.failed and self.scene.jobs.kind != JOB_KIND:
            self._failed(tr("its work was interrupted"))

    def retry(self) -> None:
        """Judge again from the first move not yet judged."""
        if not self.failed:
            return
        self.failed = ""
        if not self.todo:
            return
        self._next_job()

    @property
    def progress(self) -> float:
        return 1.0 if self.total == 0 else len(self.reviews) / self.total

    def cancel(self) -> None:
        if self.scene.jobs.kind == JOB_KIND:
            self.scene.jobs.cancel()
        self.todo.clear()

    # -- what is on show ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[self.index]

    @property
    def current(self) -> Optional[MoveReview]:
        return self.reviews.get(self.index)

    def headline(self) -> str:
        if self.todo and not self.failed:
            return tr("Reviewing... {done} of {total} moves judged").format(done=len(self.reviews), total=self.total)
        if self.failed:
            return self.failed
        turn = turning_point(list(self.reviews.values()), self.winners)
        if turn is None and self.judged_seats & set(self.winners):
            return tr("No move gave the game away: well played.")
        if turn is None:  # lost without a move the computer calls a give-away: no praise for it
            return tr("No single move gave it away, but the game was lost.")
        return tr("Move {n} decided it: {seat}'s {grade}.").format(
            n=turn.number, seat=self.scene.seat_name(turn.seat), grade=said(turn.grade)
        )

    def line(self) -> str:
        """The move on show, its grade and reason."""
        n = self.index + 1
        if self.index >= len(self.moves):
            return tr("The end of the game.")
        who = self.scene.seat_name(self.states[self.index].current_player)
        r = self.current
        if r is None:
            waiting = N_("Move {n}: {seat} - not judged yet.") if self.index in self.todo else N_("Move {n}: {seat}.")
            return tr(waiting).format(n=n, seat=who)
        graded = N_("Move {n}: {seat} - {grade}.") if r.exact else N_("Move {n}: {seat} - {grade} (estimate).")
        return f"{tr(graded).format(n=n, seat=who, grade=said(r.grade))} {said(r.reason)}".strip()

    def shown_move(self) -> Any:
        """The move on show, as it was played (None at the end of the game): the board marks it."""
        return self.moves[self.index] if self.index < len(self.moves) else None

    def best_move(self) -> Any:
        r = self.current
        return None if r is None or r.grade == "best" else r.best

    # -- input -----------------------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        """Stepping keys; True when the review should close."""
        k = action.kind
        last = len(self.moves)
        if k in (Kind.LEFT, Kind.UP):
            self.index = max(0, self.index - 1)
        elif k in (Kind.RIGHT, Kind.DOWN, Kind.CONFIRM):
            self.index = min(last, self.index + 1)
        elif k == Kind.UNDO:
            self.index = 0
        elif k == Kind.REDO:
            self.index = last
        elif k == Kind.ALT:
            self.retry()
        elif k in (Kind.BACK, Kind.ALT2):
            self.cancel()
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """Headline, the move's line and the judging bar, in the panel's ``area`` (opaque: it
        covers whatever the panel shows there during play)."""
        canvas.fill(draw.PALETTE["bg"], area)
        draw.panel(canvas, area)
        y = area.y + 4
        for line in draw.even_wrap(self.headline(), area.w - 12, "s", most=2)[:2]:
            draw.text(canvas, line, (area.x + 6, y), "s", draw.PALETTE["gold"])
            y += draw.line_h()
        r = self.current
        colour = draw.PALETTE[GRADE_COLOURS[r.grade]] if r is not None else draw.PALETTE["dim"]
        limit = area.bottom - 10 - 2 * draw.glyph_h()  # the judging bar and the keys below
        for line in draw.even_wrap(self.line(), area.w - 12, "s", most=4)[:4]:
            if y + draw.line_h() > limit:
                break
            draw.text(canvas, line, (area.x + 6, y), "s", colour)
            y += draw.line_h()
        if self.failed:
            retry = self.scene.prompt(tr(RETRY_HINT))
            bottom = area.bottom - 4 - 2 * (draw.glyph_h() + 2)  # above the keys' two lines
            draw.hint_line(canvas, retry, (area.x + 6, bottom), "s", draw.PALETTE["ink"], "bottomleft")
        elif self.progress < 1.0:
            bar = pygame.Rect(area.x + 6, area.bottom - 8 - 2 * draw.glyph_h(), area.w - 12, 4)  # above the keys
            pygame.draw.rect(canvas, draw.PALETTE["faint"], bar, 1)
            pygame.draw.rect(canvas, draw.PALETTE["violet"], (bar.x, bar.y, int(bar.w * self.progress), bar.h))
        for k, keys in enumerate(REVIEW_KEYS):
            pos = (area.x + 6, area.bottom - 2 - (1 - k) * (draw.glyph_h() + 2))
            draw.hint_line(canvas, self.scene.prompt(tr(keys)), pos, "s", draw.PALETTE["faint"], "bottomleft")


def said(words: object) -> str:
    """A grade or reason from the review in the language spoken: a message the engine built, or
    a marked English phrase."""
    return words.said() if isinstance(words, Message) else tr(str(words)) if words else ""
