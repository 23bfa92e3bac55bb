"""Pure rules engines for the games: no pygame, nothing drawn.

Every engine follows the engine contract (docs/ENGINE_CONTRACT.md) so that one
search, one demo driver and one test suite serve them all.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol, Sequence, runtime_checkable

from game.i18n import Message

Action = Hashable
COMPUTER_LEVELS = (1, 2, 3)  # the computer's levels in every game: 1 thinks briefly and slips, 3 is the strongest
LEVEL_NAMES = {1: "easy", 2: "fair", 3: "strong"}  # what every screen calls them (one naming)


class IllegalMove(ValueError):
    """A move the rules forbid; the message is written for a player to read. Raised with a
    marked English sentence and its values (``IllegalMove(N_("..."), n=3)``, or a
    :class:`~game.i18n.Message`), it keeps them, so the screen says it in the player's language
    (:meth:`said`) while ``str()`` stays English."""

    def __init__(self, message: str | Message, **values: object) -> None:
        self.message = message if isinstance(message, Message) else Message(message, values)
        super().__init__(self.message.english())

    def said(self) -> str:
        """Why, in the language spoken now."""
        return self.message.said()


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
