"""A read-only picture of the play scene for the views: what the board and panel draw from.

The scene builds one per frame; the views never see the scene itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.stars import StarsAction, StarsState
from scenes.framework.bindings import Hint
from scenes.stars.config import StarsConfig
from scenes.stars.motion import Motion
from scenes.stars.view import Layout

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
