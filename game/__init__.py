"""Pure rules engines for the games: no pygame, nothing drawn.

Every engine follows the engine contract (docs/ENGINE_CONTRACT.md) so that one
search, one demo driver and one test suite serve them all.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol, Sequence, runtime_checkable

Action = Hashable
COMPUTER_LEVELS = (1, 2, 3)  # the computer's levels in every game: 1 thinks briefly and slips, 3 is the strongest
LEVEL_NAMES = {1: "easy", 2: "fair", 3: "strong"}  # what every screen calls them (one naming)


class IllegalMove(ValueError):
    """A move the rules forbid; the message is written for a player to read."""


@runtime_checkable
class State(Protocol):
    """The shared state vocabulary of the games with opponents."""

    @property
    def current_player(self) -> int: ...

    def legal_actions(self) -> Sequence[Action]: ...

    # Any: each engine takes its own move type (a cell, a pile, a tuple) and
    # refuses anything else with IllegalMove, so the protocol cannot narrow it.
    def apply(self, action: Any) -> "State": ...

    def is_terminal(self) -> bool: ...

    def scores(self) -> Sequence[float]: ...

    def winners(self) -> list[int]: ...


__all__ = ["Action", "COMPUTER_LEVELS", "IllegalMove", "LEVEL_NAMES", "State"]
