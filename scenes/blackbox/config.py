"""What a Black Box game is: mode, box size, atoms, the computer's level and the deduction aid.

The aid is not an option of the session (it does not change the game): an aided
session is marked assisted from its start, and a kept game's aid is read back
from that mark."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Mapping

import msgspec

from game.blackbox.backend import DEMO, MATCH, ROUNDS, SOLO, TWO, WATCH, BoxOptions
from game.blackbox.board import MAX_ATOMS, MIN_ATOMS
from game.i18n import N_, tr
from scenes.play.turns import SEAT_KINDS

__all__ = ["DEMO", "MATCH", "SOLO", "TWO", "WATCH", "MODE_NAMES", "KEPT_MODES", "BoxConfig"]
KEPT_MODES = (SOLO, MATCH, TWO)  # the demo and watching the computer keep nothing of a player's
MODE_NAMES = {
    SOLO: N_("Solo"),
    MATCH: N_("Match vs computer"),
    TWO: N_("Two players"),
    WATCH: N_("Watch the computer"),
    DEMO: N_("Computer demo"),
}


class BlackboxLastSetup(BoxOptions, frozen=True, forbid_unknown_fields=False):
    """blackbox.setup: the last Hex Black Box setup (``BoxConfig.to_json``): the options' one schema
    (game/blackbox/backend.py), each field with its default, and the deduction aid."""

    mode: str = SOLO
    radius: int = 4
    n_atoms: Annotated[int, msgspec.Meta(ge=MIN_ATOMS, le=MAX_ATOMS)] = 6
    level: Annotated[int, msgspec.Meta(ge=1, le=3)] = 3
    aid: bool = False  # the deduction aid (scenes/blackbox/aid.py)


@dataclass(frozen=True)
class BoxConfig:
    mode: str = SOLO
    radius: int = 4
    n_atoms: int = 6
    level: int = 3
    aid: bool = False  # the deduction aid: layouts that fit, a hint, another layout at the end
    names: tuple[str, ...] = field(default=(), compare=False)  # two players' own names ("": "Player N")

    @property
    def rounds(self) -> int:
        """Solo and the demo are one box; a match is two with roles swapped."""
        return ROUNDS[self.mode]

    def is_person(self, player: int) -> bool:
        """Player 0 sets first.  Against the computer, the computer is player 0."""
        if self.mode == TWO:
            return True
        if self.mode in (DEMO, WATCH):
            return False
        return player == 1

    def name(self, player: int) -> str:
        """The player as the screen names them, in the words on screen (a player's own name as typed)."""
        if self.mode == TWO:
            own = self.names[player] if player < len(self.names) else ""
            return own or tr("Player {number}").format(number=player + 1)
        if self.mode in (DEMO, WATCH):
            return tr("Computer")  # the panel row already says whether it hides or finds
        return tr("You") if player == 1 else tr(SEAT_KINDS[self.level])

    @property
    def assisted(self) -> bool:
        """A game with the aid is assisted from its start (a kept game's aid is read back from it)."""
        return self.aid and self.mode in KEPT_MODES

    def rematch(self) -> "BoxConfig":
        """Play again's box: the same settings (a match swaps its roles within itself)."""
        return self

    def options(self) -> dict[str, Any]:
        """The session's options (game/blackbox/backend.py checks them)."""
        return {"mode": self.mode, "radius": self.radius, "n_atoms": self.n_atoms, "level": self.level}

    def to_json(self) -> dict[str, Any]:
        """What the setup screen remembers: the options and the aid."""
        return {**self.options(), "aid": self.aid}

    @classmethod
    def from_options(cls, options: Mapping[str, Any], aid: bool = False) -> "BoxConfig":
        """The config of a session's (already checked) options."""
        return cls(options["mode"], options["radius"], options["n_atoms"], options["level"], aid)

    @classmethod
    def from_json(cls, data: Any) -> "BoxConfig":
        """The setup screen's memory read by its schema (``BlackboxLastSetup``, the options' one),
        forgiving: anything odd gives the default box."""
        try:
            memory = msgspec.convert(data, BlackboxLastSetup, strict=True)
        except msgspec.ValidationError:
            return cls()
        return cls(memory.mode, memory.radius, memory.n_atoms, memory.level, memory.aid)
