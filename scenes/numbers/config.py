"""A numbers match as the setup screen describes it: board, seats, scoring, starter.

Seats are the places at the table (each keeps its colour and name); the
engine counts seats the same way and is told who starts (`first`). The
session's options are this config as plain JSON. It has the one interface
every game's config has (scenes/play/config.py ``GameConfig``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from game import catalogue
from scenes.play.turns import PERSON, SeatTable

__all__ = ["INFO", "KEY", "MAX_SEATS", "MIN_SEATS", "PERSON", "MatchConfig"]

KEY = "numbers"  # the catalogue key: saved files, stats keys, the entry
INFO = catalogue.info(KEY)  # the display name and the seat range
MIN_SEATS, MAX_SEATS = INFO.seats


@dataclass(frozen=True)
class MatchConfig(SeatTable):
    size: str = "normal"  # "normal" or "quick"
    levels: tuple[int, ...] = (PERSON, 2)  # per table seat
    scoring: str = "most"
    starter: int = 0  # table seat that writes first
    names: tuple[str, ...] = field(default=(), compare=False)  # not an option: who sits there tonight
    assisted = False  # nothing in the setup helps a player (scenes/play/config.py)

    @property
    def board(self) -> str:
        return f"{self.size}{self.seats}"

    def rematch(self) -> "MatchConfig":
        """The same match with the next table seat starting."""
        return replace(self, starter=(self.starter + 1) % self.seats)

    # -- the session's options ----------------------------------------------------------
    def options(self) -> dict[str, Any]:
        return {"board": self.board, "scoring": self.scoring, "first": self.starter, "levels": list(self.levels)}

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> "MatchConfig":
        """From options the backend has already checked."""
        board = str(options["board"])
        return cls(board[:-1], tuple(options["levels"]), options["scoring"], options["first"])

    # -- the setup screen's memory (forgiving: a stale file gives the default) -----------
    def to_json(self) -> dict:
        return {"size": self.size, "levels": list(self.levels), "scoring": self.scoring, "starter": self.starter}

    @classmethod
    def from_json(cls, data: Any) -> "MatchConfig":
        try:
            levels = tuple(data["levels"])
            cfg = cls(data["size"], levels, data["scoring"], data["starter"])
            ok = (
                cfg.size in ("normal", "quick")
                and MIN_SEATS <= cfg.seats <= MAX_SEATS
                and all(type(lv) is int and (lv == PERSON or lv in INFO.levels) for lv in levels)
                and cfg.scoring in ("most", "least")
                and type(cfg.starter) is int
                and 0 <= cfg.starter < cfg.seats
            )
        except (KeyError, TypeError, ValueError):
            return cls()
        return cfg if ok else cls()
