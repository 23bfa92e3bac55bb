"""The frame's picture as plain data: what the board and panel views draw from.

The play scene builds a StarsView each frame from its state and UI state; the
views never see the scene itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import language
from game.midend import Session
from game.stars import StarsAction, StarsState
from scenes.framework.bindings import Hint
from scenes.stars.advice import event_lines, last_star
from scenes.stars.config import StarsConfig
from scenes.stars.motion import Motion
from scenes.stars.space import Layout

Cell = tuple[int, int]
LogLines = tuple[tuple[str, tuple], ...]  # (words, colour) per line of the game log
LastStar = tuple[Cell, int]  # the last star placed and the seat that placed it
Choosing = tuple[Cell | None, list[Cell]]  # (the star's spot, or None for a claim; the lit zones)


@dataclass(frozen=True)
class StarsView:
    state: StarsState
    seats: StarsConfig
    layout: Layout
    clock: float
    motion: Motion  # read, never changed, by the views
    phase: str  # "play", "ending" (animations finishing), "over" or "review" (stepping through it)
    person_to_move: bool
    choosing: Choosing | None
    focus: Any  # the cursor's target: a spot, or ("zone", centre)
    focus_rect: pygame.Rect | None
    ai_choice: StarsAction | None  # the computer's move, shown before it is played
    teaching: bool
    demo: bool
    can_undo: bool
    log: LogLines
    last_star: LastStar | None
    message: str
    message_error: bool
    hint: Callable[[str], Hint]  # "{confirm} place" in the glyphs of the acting device
    icons: tuple[str, ...] = ()  # per seat: its device's icon family ("" none)
    reviewing: bool = False  # a review covers the panel's foot and says its own keys
    reviewed: StarsAction | None = None  # in a review: the move on show, as played (the board marks it)
    lesson: bool = False  # a lesson's card lies under the status words: they keep to the essentials

    @property
    def focus_cell(self) -> Cell | None:
        f = self.focus
        if isinstance(f, tuple) and len(f) == 2 and isinstance(f[0], int):
            return f
        return None

    def colour(self, seat: int) -> tuple:
        return self.seats.colour(seat)

    def shown_tally(self, seat: int) -> int:
        """The seat's score as the tally shows it: stars still flying are not in yet."""
        return self.state.scores()[seat] - self.motion.pending(seat, self.clock)


class GameLog:
    """The game log and the last star of a session, worked out again only when it has changed."""

    def __init__(self) -> None:
        self._changes: tuple[int, str] = (-1, "")
        self._lines: tuple[tuple[str, tuple], ...] = ()
        self._last: tuple[Cell, int] | None = None

    def read(
        self, session: Session[StarsState], seats: StarsConfig
    ) -> tuple[tuple[tuple[str, tuple], ...], tuple[Cell, int] | None]:
        """(the log's lines, the last star and its seat) at the session's position."""
        if self._changes != (session.changes, language()):  # again in a new language
            states, moves = session.states[: session.position + 1], session.played
            self._lines = tuple(event_lines(states, moves, seats))
            self._last = last_star(states, moves)
            self._changes = (session.changes, language())
        return self._lines, self._last
