"""The stars scene's zone choice: one star completes two zones (or several
missed zones are open to claim), both light up and the player picks one.

A mixin of StarsPlay (it uses the scene's cursor, layout and `play`): while
``choosing`` is set, the cursor walks the lit zones only; Enter / A / a click
picks, Esc / B / right-click backs out to the star's spot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.stars import StarsState, zone_cells
from scenes.framework.cursor import Cursor, Target
from scenes.framework.input import Action, Kind
from scenes.stars.snapshot import Choosing

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.stars.view import Layout

Cell = tuple[int, int]


class ZoneChoice:
    if TYPE_CHECKING:
        app: App
        cursor: Cursor
        layout: Layout

        @property
        def state(self) -> StarsState: ...
        def play(self, move: Any) -> bool: ...
        def _cell_targets(self) -> None: ...

    choosing: Choosing | None = None

    def start_choosing(self, cell: Cell | None, zones: list[Cell]) -> None:
        self.choosing = (cell, zones)
        self.cursor.set_targets([Target(("zone", z), self.layout.rect(z)) for z in zones], keep=False)
        self.app.sound.play("move")

    def finish_choosing(self, zone: Cell | None) -> None:
        if self.choosing is not None and zone in self.choosing[1]:
            self.play((self.choosing[0], zone))

    def cancel_choosing(self) -> None:
        if self.choosing is None:
            return
        cell = self.choosing[0]
        self.choosing = None
        self._cell_targets()
        if cell is not None:
            self.cursor.focus_on(cell)
        self.app.sound.play("back")

    def _interpret_choosing(self, action: Action) -> bool:
        k = action.kind
        if k == Kind.RCLICK:
            self.cancel_choosing()
        elif k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT, Kind.POINT):
            if self.cursor.handle(action) and k != Kind.POINT:
                self.app.sound.play("move")
        elif k == Kind.CLICK:
            self.cursor.handle(action)
            key: Any = self.cursor.target_at(action.pos) or self._zone_under(action.pos)
            if key is not None:
                self.finish_choosing(key[1])
        elif k in (Kind.CONFIRM, Kind.ALT):
            focus: Any = self.cursor.focus
            if focus is not None:
                self.finish_choosing(focus[1])
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
            if any(self.layout.rect(c).collidepoint(pos) for c in zone_cells(self.state.size, z))
        ]
        return ("zone", hits[0]) if len(hits) == 1 else None
