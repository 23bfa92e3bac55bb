"""The template's setup as a typed value: the pile, who starts and who plays (the session's options).

Every game has one, with the one interface the play kit asks of it
(scenes/play/config.py ``GameConfig``, named on the entry as ``config``): a
frozen dataclass the setup screen fills in, which turns into the session's
options (``options``), back from them (``from_options``: Continue, a review,
Play again) and into the setup screen's memory in the stats file (``to_json`` /
``from_json``, forgiving: a stale file gives the default).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

import msgspec

from game.template import PILES
from scenes.play.turns import PERSON, SeatTable  # +computer
from scenes.template.stats import TemplateLastSetup


# scaffold: a SeatTable (scenes/play/turns.py) names and colours the seats and says each one's level
@dataclass(frozen=True)
# -computer: class TemplateConfig:
class TemplateConfig(SeatTable):  # +computer
    # FIXME: the game's own options, each with the default a first setup shows
    pile: int = PILES[0]
    first: int = 0  # the seat that takes first
    levels: tuple[int, ...] = (PERSON, PERSON)  # per seat: 0 a person, 1-3 the computer  # +computer
    assisted = False  # nothing in this setup helps the player

    def rematch(self) -> "TemplateConfig":
        """The same game with the other seat starting (the result's Play again)."""
        return replace(self, first=1 - self.first)

    # -- the session's options (game/template.py checks them strictly) ------------------
    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"pile": self.pile, "first": self.first}
        options["levels"] = list(self.levels)  # +computer
        return options

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> "TemplateConfig":
        """From options the backend has already checked."""
        # -computer: return cls(options["pile"], options["first"])
        return cls(options["pile"], options["first"], tuple(options["levels"]))  # +computer

    # -- the setup screen's memory -------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return self.options()

    @classmethod
    def from_json(cls, data: Any) -> "TemplateConfig":
        """The setup screen's memory read by its schema (scenes/template/stats.py, the options' one),
        forgiving: anything odd gives the default."""
        try:
            memory = msgspec.convert(data, TemplateLastSetup, strict=True)
        except msgspec.ValidationError:
            return cls()
        return cls.from_options(msgspec.to_builtins(memory))
