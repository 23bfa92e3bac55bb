"""A stars match as the setup screen describes it: seats, levels, the fault rule, who starts.

Table seat p is engine seat p (the engine is told who starts), so a seat keeps
its colour and name for the whole match. The session's options are this
config as JSON (game/stars.py StarsBackend checks them); it has the one
interface every game's config has (scenes/play/config.py). Teaching marks are
not part of a match: they are the app-wide "Teaching marks" setting.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Annotated, Any

import msgspec

from game import catalogue
from game.stars import StarsOptions
from scenes.play.stats import Level
from scenes.play.turns import PERSON, SeatTable

__all__ = ["INFO", "KEY", "MAX_SEATS", "MIN_SEATS", "PERSON", "TEACHING", "StarsConfig", "StarsLastSetup"]

KEY = "stars"  # the catalogue key: saved files, stats keys, the entry
INFO = catalogue.info(KEY)  # the display name and the seat range
MIN_SEATS, MAX_SEATS = INFO.seats
TEACHING = "teaching_marks"  # the app-wide setting the teaching marks follow (setup row, H/Y in play)


class StarsLastSetup(StarsOptions, frozen=True, forbid_unknown_fields=False):
    """stars.last_setup: the last stars setup (scenes/stars/config.py StarsConfig): the options' one
    schema (game/stars.py), each field with its default, and the menu's "Who starts" row.
    Files from before teaching marks became a setting still hold "teaching": ignored."""

    levels: Annotated[list[Level], msgspec.Meta(min_length=MIN_SEATS, max_length=MAX_SEATS)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    fault_rule: bool = False
    starter: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEATS - 1)] = 0
    first: Annotated[int, msgspec.Meta(ge=-2, le=MAX_SEATS - 1)] = -2  # the "Who starts" row (-1 random, -2 not kept)


@dataclass(frozen=True)
class StarsConfig(SeatTable):
    levels: tuple[int, ...] = (PERSON, 2)  # per seat
    fault_rule: bool = False
    starter: int = 0
    names: tuple[str, ...] = field(default=(), compare=False)  # not an option: who sits there tonight
    assisted = False  # nothing in the setup helps a player (scenes/play/config.py)

    def rematch(self) -> StarsConfig:
        """The same match (and names) with the next seat starting."""
        return replace(self, starter=(self.starter + 1) % self.seats)

    def options(self) -> dict[str, Any]:
        """The session's options (game/stars.py checks them)."""
        return {"levels": list(self.levels), "fault_rule": self.fault_rule, "starter": self.starter}

    def to_json(self) -> dict[str, Any]:
        """The setup screen's memory: the options (the setup adds its "Who starts" row as "first")."""
        return self.options()

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> StarsConfig:
        """From options the backend has already checked."""
        return cls(tuple(options["levels"]), bool(options["fault_rule"]), int(options["starter"]))

    @classmethod
    def from_json(cls, data: object) -> StarsConfig:
        """The setup screen's memory read by its schema (the options' one, scenes/stars/stats.py),
        forgiving: anything odd gives the default table."""
        try:
            memory = msgspec.convert(data, StarsLastSetup, strict=True)
        except msgspec.ValidationError:
            return cls()
        return cls(tuple(memory.levels), memory.fault_rule, memory.starter)
