"""A read-only picture of the play scene for the views: what the board and panel draw from.

The scene builds one per frame; the views never see the scene itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.stars import StarsAction, StarsState
from scenes.framework.bindings import Hint
from scenes.stars import advice
from scenes.stars.config import StarsConfig
from scenes.stars.motion import Motion
from scenes.stars.view import Layout

if TYPE_CHECKING:
    from scenes.stars.play import StarsPlay

Cell = tuple[int, int]
Choosing = tuple[Cell | None, list[Cell]]  # (the star's spot, or None for a claim; the lit zones)


@dataclass(frozen=True)
class StarsView:
    state: StarsState
    seats: StarsConfig
    layout: Layout
    clock: float
    motion: Motion  # read, never changed, by the views
    phase: str  # "play", "ending" (animations finishing) or "over"
    person_to_move: bool
    choosing: Choosing | None
    focus: Any  # the cursor's target: a spot, or ("zone", centre)
    focus_rect: pygame.Rect | None
    ai_choice: StarsAction | None  # the computer's move, shown before it is played
    teaching: bool
    demo: bool
    can_undo: bool
    log: tuple[tuple[str, tuple], ...]
    last_star: tuple[Cell, int] | None
    message: str
    message_error: bool
    hint: Callable[[str], Hint]  # "{confirm} place" in the glyphs of the acting device
    icons: tuple[str, ...] = ()  # per seat: its device's icon family ("" none)

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


def scene_view(scene: StarsPlay) -> StarsView:
    """The play scene's picture this frame. The game log and the last star are
    worked out again only when the session has changed (``scene.log_cache``)."""
    s = scene.session
    if scene.log_cache[0] != s.changes:
        states, moves = s.states[: s.position + 1], s.played
        lines = tuple(advice.event_lines(states, moves, scene.config))
        scene.log_cache = (s.changes, (lines, advice.last_star(states, moves)))
    log, last = scene.log_cache[1]
    return StarsView(
        scene.state,
        scene.config,
        scene.layout,
        scene.clock,
        scene.motion,
        scene.phase,
        scene.person_to_move(),
        scene.choosing,
        scene.cursor.focus,
        scene.cursor.focus_rect,
        scene.turns.choice if scene.review is None else scene.review.best_move(),
        scene.teaching,
        scene.demo,
        s.can_undo(scene.undo_stop),
        log,
        last,
        "" if scene.coach is not None else scene.message_text,  # the card says it
        scene.message_is_error,
        scene.prompt,
        tuple(scene.seat_family(p) for p in range(scene.state.players)),
    )
