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
from msgspec import UNSET, UnsetType
from msgspec.structs import force_setattr

from game import catalogue
from game.numbers import NumbersOptions, Scoring
from scenes.play.stats import Level
from scenes.play.turns import PERSON, SeatTable

__all__ = ["INFO", "KEY", "MAX_SEATS", "MIN_SEATS", "PERSON", "MatchConfig", "NumbersLastSetup"]

KEY = "numbers"  # the catalogue key: saved files, stats keys, the entry
INFO = catalogue.info(KEY)  # the display name and the seat range
MIN_SEATS, MAX_SEATS = INFO.seats


class NumbersLastSetup(NumbersOptions, frozen=True, forbid_unknown_fields=False):
    """numbers.setup: the last numbers match setup (``MatchConfig.to_json``): the options' one schema
    (game/numbers.py ``NumbersOptions``), each field with its default (the seats that join make the
    next board, of the remembered board's size), and the menu's "Who starts" row (``starts``).

    Files from before the memory took the options' names held the board's size (``size``), the
    starter (``starter``) and the row as ``first``: they are read into these names on load."""

    board: str = "normal2"
    scoring: Scoring = "most"
    first: Annotated[int, msgspec.Meta(ge=-1, le=MAX_SEATS)] = -1  # -1: none given (seat 0; an old file's row)
    levels: Annotated[list[Level], msgspec.Meta(min_length=MIN_SEATS, max_length=MAX_SEATS)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    starts: Annotated[int, msgspec.Meta(ge=-1, le=MAX_SEATS)] = -1  # the "Who starts" row (3 Random, -1 not kept)
    size: Literal["normal", "quick"] | UnsetType = UNSET  # an old file's board size
    starter: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEATS - 1)] | UnsetType = UNSET  # an old file's first

    def __post_init__(self) -> None:
        if self.size is not UNSET:  # an old file: its names read into the options' ones
            force_setattr(self, "board", f"{self.size}{len(self.levels)}")
            force_setattr(self, "starts", self.first)
            force_setattr(self, "first", 0 if self.starter is UNSET else self.starter)
            force_setattr(self, "size", UNSET)
            force_setattr(self, "starter", UNSET)
        if self.first == -1:
            force_setattr(self, "first", 0)
        super().__post_init__()


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
    def to_json(self) -> dict[str, Any]:
        """The options (the setup adds its "Who starts" row as ``starts``)."""
        return self.options()

    @classmethod
    def from_json(cls, data: Any) -> "MatchConfig":
        """The setup screen's memory read by its schema (``NumbersLastSetup``, the options' one, an
        old file's names read too), forgiving: anything odd gives the default match."""
        try:
            memory = msgspec.convert(data, NumbersLastSetup, strict=True)
        except msgspec.ValidationError:
            return cls()
        return cls.from_options(msgspec.to_builtins(memory))
