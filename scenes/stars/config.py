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
from typing import Any

from game import catalogue
from scenes.play.turns import PERSON, SeatTable

__all__ = ["INFO", "KEY", "MAX_SEATS", "MIN_SEATS", "PERSON", "TEACHING", "StarsConfig"]

KEY = "stars"  # the catalogue key: saved files, stats keys, the entry
INFO = catalogue.info(KEY)  # the display name and the seat range
MIN_SEATS, MAX_SEATS = INFO.seats
TEACHING = "teaching_marks"  # the app-wide setting the teaching marks follow (setup row, H/Y in play)


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
        """The setup screen's memory, forgiving: anything odd gives the default table."""
        try:
            levels = tuple(int(x) for x in data["levels"])  # type: ignore[index]
            cfg = cls(levels, bool(data["fault_rule"]), int(data["starter"]))  # type: ignore[index]
        except (KeyError, TypeError, ValueError):
            return cls()
        ok = (
            MIN_SEATS <= cfg.seats <= MAX_SEATS
            and all(lv == PERSON or lv in INFO.levels for lv in levels)
            and 0 <= cfg.starter < cfg.seats
        )
        return cfg if ok else cls()
