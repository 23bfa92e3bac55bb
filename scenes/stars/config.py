"""A stars match as the setup screen describes it: seats, levels, options, who starts.

Table seat p is engine seat p (the engine is told who starts), so a seat keeps
its colour and name for the whole match.
"""
from __future__ import annotations

from dataclasses import dataclass

from scenes.framework import draw

PERSON = 0   # a seat's level 0 is a person; 1..3 a computer of that level


@dataclass(frozen=True)
class StarsConfig:
    levels: tuple[int, ...] = (PERSON, 2)   # per seat
    fault_rule: bool = False
    teaching: bool = True                   # mark cells that hand over a black hole
    starter: int = 0

    @property
    def seats(self) -> int:
        return len(self.levels)

    def colour(self, seat: int) -> tuple:
        return draw.SEAT_COLOURS[seat % len(draw.SEAT_COLOURS)]

    def name(self, seat: int) -> str:
        return draw.SEAT_NAMES[seat % len(draw.SEAT_NAMES)]

    def level_of(self, seat: int) -> int:
        return self.levels[seat]

    def who(self, seat: int) -> str:
        level = self.levels[seat]
        return "Player" if level == PERSON else f"CPU {level}"

    @property
    def people(self) -> int:
        return sum(1 for lv in self.levels if lv == PERSON)

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
