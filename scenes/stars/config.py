"""A stars match as the setup screen describes it: seats, levels, options, who starts.

Table seat p is engine seat p (the engine is told who starts), so a seat keeps
its colour and name for the whole match.
"""
from __future__ import annotations

from dataclasses import dataclass

from scenes.turns import PERSON, SeatTable

__all__ = ["PERSON", "StarsConfig"]


@dataclass(frozen=True)
class StarsConfig(SeatTable):
    levels: tuple[int, ...] = (PERSON, 2)   # per seat
    fault_rule: bool = False
    teaching: bool = True                   # mark cells that hand over a black hole
    starter: int = 0

    def rematch(self) -> "StarsConfig":
        """The same match with the next seat starting."""
        return StarsConfig(self.levels, self.fault_rule, self.teaching,
                           (self.starter + 1) % self.seats)

    def to_json(self) -> dict:
        return {"levels": list(self.levels), "fault_rule": self.fault_rule,
                "teaching": self.teaching, "starter": self.starter}

    @classmethod
    def from_json(cls, data: object) -> "StarsConfig":
        try:
            levels = tuple(int(x) for x in data["levels"])          # type: ignore[index]
            cfg = cls(levels, bool(data["fault_rule"]), bool(data["teaching"]),  # type: ignore[index]
                      int(data["starter"]))                          # type: ignore[index]
        except (KeyError, TypeError, ValueError):
            return cls()
        ok = 2 <= cfg.seats <= 6 and all(0 <= lv <= 3 for lv in levels) \
            and 0 <= cfg.starter < cfg.seats
        return cfg if ok else cls()
