"""A numbers match as the setup screen describes it: board, seats, scoring, starter.

Seats are the physical places at the table (each keeps its colour); the
engine's seat 0 is whoever starts, so `order` maps engine seats to table seats.
"""
from __future__ import annotations

from dataclasses import dataclass

from scenes.turns import PERSON, SeatTable

__all__ = ["PERSON", "MatchConfig"]


@dataclass(frozen=True)
class MatchConfig(SeatTable):
    size: str = "normal"                          # "normal" or "quick"
    levels: tuple[int, ...] = (PERSON, 2)         # per table seat
    scoring: str = "most"
    starter: int = 0                              # table seat that writes first

    @property
    def board(self) -> str:
        return f"{self.size}{self.seats}"

    @property
    def order(self) -> tuple[int, ...]:
        """Table seat of each engine seat (engine seat 0 starts)."""
        return tuple((self.starter + p) % self.seats for p in range(self.seats))

    def table_seat(self, engine_seat: int) -> int:
        return self.order[engine_seat]

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
