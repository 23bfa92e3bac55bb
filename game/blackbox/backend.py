"""Black Box on the mid-end (game/midend.py): options, moves as JSON, what is final.

The options are the game's setup: ``mode`` (who plays which role), the box
``radius``, ``n_atoms`` and the computer's ``level``. A solo box, watching the
computer and the demo are one round; a match (vs the computer or two players)
is two rounds with roles swapped. Hiding, firing and announcing are final:
undo and redo cover stones only, because a fired ray's answer cannot be unlearnt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game import COMPUTER_LEVELS, Action
from game.midend import JSON, Backend

from .board import MAX_ATOMS, MIN_ATOMS, RADII
from .moves import is_final, move_to_json, parse_move
from .rounds import Match

SOLO, MATCH, TWO, WATCH, DEMO = "solo", "match", "two", "watch", "demo"
ROUNDS = {SOLO: 1, MATCH: 2, TWO: 2, WATCH: 1, DEMO: 1}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class BlackBoxBackend(Backend[Match]):
    key = "blackbox"
    version = 2  # 1 was the kept-game format from before the mid-end

    def new_state(self, options: Mapping[str, Any], seed: int) -> Match:
        return Match.new(options["radius"], options["n_atoms"], ROUNDS[options["mode"]])

    def check_options(self, raw: Any) -> dict[str, Any]:
        if not isinstance(raw, dict):
            raise ValueError("the box settings should be a mapping")  # noqa: TRY004 (the mid-end expects ValueError)
        if set(raw) != {"mode", "radius", "n_atoms", "level"}:
            raise ValueError(f"the box settings should be mode, radius, n_atoms and level, not {sorted(raw)}")
        mode, radius, n_atoms, level = raw["mode"], raw["radius"], raw["n_atoms"], raw["level"]
        if not isinstance(mode, str) or mode not in ROUNDS:
            raise ValueError(f"no Black Box mode called {mode!r}")
        if not _whole(radius) or radius not in RADII:
            raise ValueError(f"the box radius should be 3, 4 or 5, not {radius!r}")
        if not _whole(n_atoms) or not MIN_ATOMS <= n_atoms <= MAX_ATOMS:
            raise ValueError(f"a box holds {MIN_ATOMS} to {MAX_ATOMS} atoms, not {n_atoms!r}")
        if not _whole(level) or level not in COMPUTER_LEVELS:
            raise ValueError(f"the computer's level should be 1, 2 or 3, not {level!r}")
        return {"mode": mode, "radius": radius, "n_atoms": n_atoms, "level": level}

    def encode_move(self, move: Action) -> JSON:
        return move_to_json(parse_move(move))

    def decode_move(self, raw: JSON) -> Action:
        return parse_move(raw)

    def is_final(self, state: Match, move: Action) -> bool:
        return is_final(move)  # type: ignore[arg-type]


BACKEND = BlackBoxBackend()
