"""A numbers match as the setup screen describes it: board, seats, scoring, starter.

Seats are the physical places at the table (each keeps its colour); the
engine's seat 0 is whoever starts, so `order` maps engine seats to table seats.
"""
from __future__ import annotations

from dataclasses import dataclass

from scenes.framework import draw

PERSON = 0   # a seat's `level` 0 is a person; 1..3 a computer of that level


@dataclass(frozen=True)
class MatchConfig:
    size: str = "normal"                          # "normal" or "quick"
    levels: tuple[int, ...] = (PERSON, 2)         # per table seat
    scoring: str = "most"
    starter: int = 0                              # table seat that writes first

    @property
    def seats(self) -> int:
        return len(self.levels)

    @property
    def board(self) -> str:
        return f"{self.size}{self.seats}"

    @property
    def order(self) -> tuple[int, ...]:
        """Table seat of each engine seat (engine seat 0 starts)."""
        return tuple((self.starter + p) % self.seats for p in range(self.seats))

    def table_seat(self, engine_seat: int) -> int:
        return self.order[engine_seat]

    def level_of(self, engine_seat: int) -> int:
        return self.levels[self.table_seat(engine_seat)]

    def colour(self, engine_seat: int) -> tuple:
        return draw.SEAT_COLOURS[self.table_seat(engine_seat)]

    def name(self, engine_seat: int) -> str:
        return draw.SEAT_NAMES[self.table_seat(engine_seat)]

    def who(self, engine_seat: int) -> str:
        level = self.level_of(engine_seat)
        return "Player" if level == PERSON else f"CPU {level}"

    @property
    def people(self) -> int:
        return sum(1 for lv in self.levels if lv == PERSON)

    def rematch(self) -> "MatchConfig":
        """The same match with the next table seat starting."""
        return MatchConfig(self.size, self.levels, self.scoring, (self.starter + 1) % self.seats)

    def to_json(self) -> dict:
        return {"size": self.size, "levels": list(self.levels), "scoring": self.scoring,
                "starter": self.starter}

    @classmethod
    def from_json(cls, data: dict) -> "MatchConfig":
        try:
            levels = tuple(int(x) for x in data["levels"])
            cfg = cls(str(data["size"]), levels, str(data["scoring"]), int(data["starter"]))
        except (KeyError, TypeError, ValueError):
            return cls()
        ok = (cfg.size in ("normal", "quick") and cfg.seats in (2, 3)
              and all(0 <= lv <= 3 for lv in levels) and cfg.scoring in ("most", "least")
              and 0 <= cfg.starter < cfg.seats)
        return cfg if ok else cls()
