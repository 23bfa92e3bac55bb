"""The template game, "Take the Last Star": the smallest engine that keeps the contract.

It plays no part in the arcade (the title never lists it); it is the model a
fifth game copies (docs/ADDING_A_GAME.md) and the contract suite's own game
(tests/contract). Rules: two seats take turns taking 1, 2 or 3 stars from one
pile; whoever takes the last star wins. The engine contract it follows is
docs/ENGINE_CONTRACT.md: an immutable, hashable, picklable state with
``current_player``, ``legal_actions``, ``apply``, ``is_terminal``, ``scores``
and ``winners``, and a ``Backend`` that starts a game from its options and
reads its moves back from JSON. No pygame, nothing drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Mapping

import msgspec

from game import IllegalMove
from game.midend import Backend
from game.options import Options, as_options, checked

PILES = (12, 16, 20)  # the pile sizes the setup offers (the first is the default)
TAKES = (1, 2, 3)  # an action: how many stars to take
SEATS = 2


class TemplateOptions(Options, frozen=True):
    """The session's options, declared once (game/options.py): the engine's check reads them,
    the setup's memory (scenes/template/stats.py) extends them with defaults."""

    pile: int
    first: Annotated[int, msgspec.Meta(ge=0, le=SEATS - 1)]  # the seat that takes first

    def __post_init__(self) -> None:
        if self.pile not in PILES:
            raise ValueError(f"the pile is one of {PILES}, not {self.pile}")


@dataclass(frozen=True, slots=True)
class TemplateState:
    """One position: the stars left and the seat to take next.

    A frozen dataclass is immutable, hashable and picklable at once, which is
    all the search, the worker process and the mid-end's history need.
    """

    pile: int
    current_player: int = 0  # the contract's seat to move (0-based)

    # -- the contract ---------------------------------------------------------------------
    def legal_actions(self) -> list[int]:
        """How many stars may be taken: never more than are left; nothing once the pile is empty."""
        return [take for take in TAKES if take <= self.pile]

    def apply(self, action: Any) -> "TemplateState":
        """The position after taking ``action`` stars; IllegalMove (words for a player) otherwise."""
        if self.is_terminal():
            raise IllegalMove("The game is over: the last star has been taken.")
        if type(action) is not int or action not in TAKES:
            raise IllegalMove("Take 1, 2 or 3 stars.")
        if action > self.pile:
            raise IllegalMove(f"Only {self.pile} {'star is' if self.pile == 1 else 'stars are'} left.")
        return TemplateState(self.pile - action, (self.current_player + 1) % SEATS)

    def is_terminal(self) -> bool:
        return self.pile == 0

    def winners(self) -> list[int]:
        """The seat that took the last star (the one that moved last); [] before the end."""
        return [(self.current_player + 1) % SEATS] if self.is_terminal() else []

    def scores(self) -> list[float]:
        """1 for the winner, 0 otherwise (all 0 before the end)."""
        won = self.winners()
        return [1.0 if seat in won else 0.0 for seat in range(SEATS)]


def best_take(state: TemplateState) -> int:
    """The winning take (leave a multiple of four), or 1 when there is none: the demo's player.

    A real game's computer is its search knowledge registered in game/ai/__init__.py
    KNOWLEDGE; this one is small enough to know the answer.
    """
    return state.pile % 4 or 1


class TemplateBackend(Backend[TemplateState]):
    """The mid-end's view of the template: options ``{"pile": 12|16|20, "first": 0|1}``, a move is an int."""

    key = "template"  # the catalogue key: saves, stats keys and scenes/template/ carry it
    version = 1  # bump when the options or the moves change shape (old saves are then set aside)

    def new_state(self, options: Mapping[str, Any], seed: int) -> TemplateState:
        return TemplateState(options["pile"], options["first"])

    def check_options(self, raw: Any) -> dict[str, Any]:
        """Strict: a save with options the setup could not have made is refused, with the reason
        (the one schema, ``TemplateOptions``, says what a setup can make)."""
        return as_options(checked(TemplateOptions, raw, "the pile and who starts"))

    def decode_move(self, raw: Any) -> int:
        if type(raw) is not int:
            raise ValueError(f"a move is a number of stars, not {raw!r}")
        return raw


BACKEND = TemplateBackend()

__all__ = ["BACKEND", "PILES", "TAKES", "TemplateBackend", "TemplateOptions", "TemplateState", "best_take"]
