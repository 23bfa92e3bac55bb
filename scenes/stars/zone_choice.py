"""The stars zone choice: what the cursor walks (the spots of SPACE, or the lit zones when
one star completes two zones or several missed zones are open to claim) and the pick.

A component the play scene owns: it is handed the scene's cursor, the board's
layout, the sound and a ``play`` callable, and knows nothing else of the scene.
While ``choosing`` is set the cursor walks the lit zones only; Enter / A / a
click picks, Esc / B / right-click backs out to the star's spot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.stars import zone_cells
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import Action, Kind
from scenes.stars.snapshot import Choosing
from scenes.stars.space import Layout

Cell = tuple[int, int]


class Sounds(Protocol):
    """The one thing the choice asks of the app's sound: a named effect."""

    def play(self, name: str) -> None: ...


class ZoneChoice:
    """The cursor's targets and the pending zone choice of one stars board."""

    def __init__(self, cursor: Cursor, layout: Layout, sound: Sounds, play: Callable[[Any], bool]) -> None:
        self.cursor = cursor
        self.layout = layout
        self.sound = sound
        self.play = play  # plays a (star, zone) move; the scene's moved() hook calls clear()
        self.choosing: Choosing | None = None
        self.clear()

    def clear(self) -> None:
        """No choice pending: the cursor walks the spots of SPACE again (after a move, an undo)."""
        self.choosing = None
        self.cursor.set_targets([Target(c, self.layout.rect(c)) for c in self.layout.cells()])

    def start(self, cell: Cell | None, zones: list[Cell]) -> None:
        """Light ``zones`` for the star on ``cell`` (None: a claim of missed zones)."""
        self.choosing = (cell, zones)
        self.cursor.set_targets([Target(("zone", z), self.layout.rect(z)) for z in zones], keep=False)
        self.sound.play("move")

    def finish(self, zone: Cell | None) -> None:
        """Pick ``zone`` if it is one of the lit ones: the move is played."""
        if self.choosing is not None and zone in self.choosing[1]:
            self.play((self.choosing[0], zone))

    def cancel(self) -> None:
        """Back out of the choice, the cursor on the star's spot again."""
        if self.choosing is None:
            return
        cell = self.choosing[0]
        self.clear()
        if cell is not None:
            self.cursor.focus_on(cell)
        self.sound.play("back")

    def interpret(self, action: Action) -> bool:
        """A person's input while the choice is pending; False: not the choice's to handle."""
        k = action.kind
        if k == Kind.RCLICK:
            self.cancel()
        elif k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT, Kind.POINT):
            if self.cursor.handle(action) and k != Kind.POINT:
                self.sound.play("move")
        elif k == Kind.CLICK:
            self.cursor.handle(action)
            key: Any = self.cursor.target_at(action.pos) or self._zone_under(action.pos)
            if key is not None:
                self.finish(key[1])
        elif k in (Kind.CONFIRM, Kind.ALT):
            focus: Any = self.cursor.focus
            if focus is not None:
                self.finish(focus[1])
        else:
            return False
        return True

    def _zone_under(self, pos: tuple[int, int] | None) -> tuple | None:
        """A click anywhere in exactly one of the lit zones picks that zone."""
        if self.choosing is None or pos is None:
            return None
        hits = [
            z
            for z in self.choosing[1]
            if any(self.layout.rect(c).collidepoint(pos) for c in zone_cells(self.layout.size, z))
        ]
        return ("zone", hits[0]) if len(hits) == 1 else None
