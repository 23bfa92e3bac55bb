"""What the Black Box frame shows, as plain read-only data: the box, the aid's corner and the panel.

The play scene builds a ``Frame`` from the match and its own view state each
frame (play.py ``snapshot``); view.py draws it and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.blackbox import Round
from scenes.blackbox.aid import AidView
from scenes.blackbox.panel import PanelView
from scenes.framework.bindings import Hint


@dataclass(frozen=True, slots=True)
class Flash:
    """A ray's beam at a port: going in (``inward``) or coming out, from ``start``."""

    port: Any
    start: float
    inward: bool
    colour: tuple
    marker_at: float = 0.0  # the port's marker shows from then: when the ray reaches it, not before
    kind: str = "beam"  # "beam" (a ray going in or coming out) or "hit" (the flash of an absorbed ray)


@dataclass(frozen=True, slots=True)
class BoardSnapshot:
    """What the box shows this frame."""

    round: Round
    clock: float
    setter_atoms: frozenset = frozenset()  # a person setter's atoms while hiding
    flashes: tuple = ()
    focus: Any = None  # the cursor's key (a cell or a port)
    focus_rect: pygame.Rect | None = None  # drawn when the cursor is live
    getting: bool = False  # the port arrows under the cursor light up
    faint_atoms: bool = False  # a person watching the computer find them
    reveal_elapsed: float | None = None  # seconds into the reveal (None: not revealing)
    flashes_on: bool = True  # off: no burst at a hit, no marker lighting up (Settings: Flashes)


@dataclass(frozen=True, slots=True)
class Frame:
    """The whole frame: a two-player hand-over's cover, or the box, the aid and the panel."""

    cover_lines: tuple[str, ...] = ()
    cover_hint: Hint | None = None  # the cover's key, in the glyphs of whoever takes over
    board: BoardSnapshot | None = None
    aid: AidView | None = None
    panel: PanelView | None = None
