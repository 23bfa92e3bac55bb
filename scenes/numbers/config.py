"""A numbers match as the setup screen describes it: board, seats, scoring, starter.

Seats are the places at the table (each keeps its colour and name); the
engine counts seats the same way and is told who starts (`first`). The
session's options are this config as plain JSON. It has the one interface
every game's config has (scenes/play/config.py ``GameConfig``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Literal, Mapping

import msgspec

from game import catalogue
from game.numbers import Scoring
from scenes.play.stats import Level
from scenes.play.turns import PERSON, SeatTable

__all__ = ["INFO", "KEY", "MAX_SEATS", "MIN_SEATS", "PERSON", "MatchConfig", "NumbersLastSetup"]

KEY = "numbers"  # the catalogue key: saved files, stats keys, the entry
INFO = catalogue.info(KEY)  # the display name and the seat range
MIN_SEATS, MAX_SEATS = INFO.seats


class NumbersLastSetup(msgspec.Struct):
    """numbers.setup: the last numbers match setup (``MatchConfig.to_json``): the board's size
    (the seats that join make the rest of the board), the levels and the scoring in the options'
    types (game/numbers.py ``NumbersOptions``), the starter and the menu's "Who starts" row."""

    size: Literal["normal", "quick"] = "normal"
    levels: Annotated[list[Level], msgspec.Meta(min_length=MIN_SEATS, max_length=MAX_SEATS)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    scoring: Scoring = "most"
    starter: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEATS - 1)] = 0
    first: Annotated[int, msgspec.Meta(ge=-1, le=MAX_SEATS)] = -1  # the menu's "Who starts" row (3 Random, -1 not kept)

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError("the starter is not one of the seats")


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
        """The setup screen's memory read by its schema (``NumbersLastSetup``), forgiving: anything
        odd gives the default match."""
        try:
            memory = msgspec.convert(data, NumbersLastSetup, strict=True)
        except msgspec.ValidationError:
            return cls()
        return cls(memory.size, tuple(memory.levels), memory.scoring, memory.starter)
