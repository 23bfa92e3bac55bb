"""Black Box on the mid-end (game/midend.py): options, moves as JSON, what is final.

The options are the game's setup: ``mode`` (who plays which role), the box
``radius``, ``n_atoms`` and the computer's ``level``. A solo box, watching the
computer and the demo are one round; a match (vs the computer or two players)
is two rounds with roles swapped. Hiding, firing and announcing are final:
undo and redo cover stones only, because a fired ray's answer cannot be unlearnt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

import msgspec

from game import COMPUTER_LEVELS, Action
from game.midend import JSON, Backend
from game.options import Options, as_options, checked

from .board import MAX_ATOMS, MIN_ATOMS, RADII
from .moves import is_final, move_to_json, parse_move
from .rounds import Match

SOLO, MATCH, TWO, WATCH, DEMO = "solo", "match", "two", "watch", "demo"
ROUNDS = {SOLO: 1, MATCH: 2, TWO: 2, WATCH: 1, DEMO: 1}


class BoxOptions(Options, frozen=True):
    """The session's options, declared once (game/options.py): the mode, the box's radius, its atoms
    and the computer's level. The setup's memory (scenes/blackbox/config.py) extends this schema."""

    mode: str
    radius: int
    n_atoms: Annotated[int, msgspec.Meta(ge=MIN_ATOMS, le=MAX_ATOMS)]
    level: Annotated[int, msgspec.Meta(ge=min(COMPUTER_LEVELS), le=max(COMPUTER_LEVELS))]

    def __post_init__(self) -> None:
        if self.mode not in ROUNDS:
            raise ValueError(f"no Black Box mode called {self.mode!r}")
        if self.radius not in RADII:
            raise ValueError(f"the box radius should be 3, 4 or 5, not {self.radius}")


class BlackBoxBackend(Backend[Match]):
    key = "blackbox"
    version = 2  # 1 was the kept-game format from before the mid-end

    def new_state(self, options: Mapping[str, Any], seed: int) -> Match:
        return Match.new(options["radius"], options["n_atoms"], ROUNDS[options["mode"]])

    def check_options(self, raw: Any) -> dict[str, Any]:
        """Strict, by the one schema of the options (``BoxOptions``)."""
        return as_options(checked(BoxOptions, raw, "the box settings"))

    def encode_move(self, move: Action) -> JSON:
        return move_to_json(parse_move(move))

    def decode_move(self, raw: JSON) -> Action:
        return parse_move(raw)

    def is_final(self, state: Match, move: Action) -> bool:
        return is_final(move)  # type: ignore[arg-type]


BACKEND = BlackBoxBackend()
