"""Take the Last Star (the template game): its engine, the smallest that keeps the contract.

Rules (docs/RULES.md): two seats take turns taking 1, 2 or 3 stars from one
pile; whoever takes the last star wins. The engine contract it follows is
docs/ENGINE_CONTRACT.md: an immutable, hashable, picklable state with
``current_player``, ``legal_actions``, ``apply``, ``is_terminal``, ``scores``
and ``winners``, and a ``Backend`` that starts a game from its options and
reads its moves back from JSON. No pygame, nothing drawn. ``FIXME`` comments
mark what a real game decides for itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Mapping

import msgspec

# scaffold: the template plays no part in the arcade (the title never lists it): it is the model a
# scaffold: new game copies (python -m tools.new_game KEY, docs/ADDING_A_GAME.md) and the contract
# scaffold: suite's own game (tests/contract). A line ending "# +computer" is the computer seat's
# scaffold: (tools/new_game.py leaves it out without --with-computer); a "# -computer" one stands in
# scaffold: for it there. These "scaffold:" notes are not copied.
from game import IllegalMove
from game.midend import Backend
from game.options import (
    Options,
    SeatLevel,  # +computer
    as_options,
    checked,
)

PILES = (12, 16, 20)  # FIXME: the game's own options: the pile sizes the setup offers (the first is the default)
TAKES = (1, 2, 3)  # FIXME: the game's moves: an action is how many stars to take
SEATS = 2  # FIXME: the seat range is the catalogue line's; an engine of more seats counts them here
SeatLevels = Annotated[list[SeatLevel], msgspec.Meta(min_length=SEATS, max_length=SEATS)]  # +computer


class TemplateOptions(Options, frozen=True):
    """The session's options, declared once (game/options.py): the engine's check reads them,
    the setup's memory (scenes/template/stats.py) extends them with defaults."""

    # FIXME: every option a setup can make, with the range it can make it in (nothing else is taken)
    pile: int
    first: Annotated[int, msgspec.Meta(ge=0, le=SEATS - 1)]  # the seat that takes first
    levels: SeatLevels  # per seat: 0 a person, 1-3 the computer at that level  # +computer

    def __post_init__(self) -> None:
        if self.pile not in PILES:
            raise ValueError(f"the pile is one of {PILES}, not {self.pile}")


@dataclass(frozen=True, slots=True)
class TemplateState:
    """One position: the stars left and the seat to take next.

    A frozen dataclass is immutable, hashable and picklable at once, which is
    all the search, the worker process and the mid-end's history need.
    """

    # FIXME: the game's position: everything the rules read, and nothing the screen alone needs
    pile: int
    current_player: int = 0  # the contract's seat to move (0-based)

    @property
    def players(self) -> int:
        """The seats at the table (the search and the record book count them)."""
        return SEATS

    # -- the contract ---------------------------------------------------------------------
    def legal_actions(self) -> list[int]:
        """How many stars may be taken: never more than are left; nothing once the pile is empty."""
        return [take for take in TAKES if take <= self.pile]

    def apply(self, action: Any) -> "TemplateState":
        """The position after taking ``action`` stars; IllegalMove (words for a player) otherwise."""
        # FIXME: the game's rules (docs/RULES.md): each refusal says why, in words for the player
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
        # FIXME: who won, as the rules say: a draw names every seat that shares first place
        return [(self.current_player + 1) % SEATS] if self.is_terminal() else []

    def scores(self) -> list[float]:
        """1 for the winner, 0 otherwise (all 0 before the end)."""
        # FIXME: the scores, ranking the seats as the winners do (the contract suite checks they agree)
        won = self.winners()
        return [1.0 if seat in won else 0.0 for seat in range(SEATS)]


def best_take(state: TemplateState) -> int:
    """The winning take (leave a multiple of four), or 1 when there is none: the computer's
    knowledge and a people-only demo read it (a real game rarely knows the answer this simply)."""
    return state.pile % 4 or 1


class TemplateBackend(Backend[TemplateState]):
    """The mid-end's view of the template: its options are ``TemplateOptions``, a move is an int."""

    key = "template"  # the catalogue key: saves, stats keys and scenes/template/ carry it
    version = 2  # FIXME: bump when the options or the moves change shape (old saves are then set aside)

    def new_state(self, options: Mapping[str, Any], seed: int) -> TemplateState:
        # FIXME: the first position of these options (``seed`` deals whatever is dealt)
        return TemplateState(options["pile"], options["first"])

    def check_options(self, raw: Any) -> dict[str, Any]:
        """Strict: a save with options the setup could not have made is refused, with the reason
        (the one schema, ``TemplateOptions``, says what a setup can make)."""
        return as_options(checked(TemplateOptions, raw, "the pile, who starts and who plays"))

    def decode_move(self, raw: Any) -> int:
        # FIXME: a move back from its JSON (a tuple comes back as a list)
        if type(raw) is not int:
            raise ValueError(f"a move is a number of stars, not {raw!r}")
        return raw


BACKEND = TemplateBackend()

__all__ = ["BACKEND", "PILES", "TAKES", "TemplateBackend", "TemplateOptions", "TemplateState", "best_take"]
