"""The numbers game's keys in stats.json: the last setup and the record against the computer."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from scenes.numbers.config import KEY, MAX_SEATS, MIN_SEATS
from scenes.play.entries import StatsField
from scenes.play.records import RecordLines, against_levels, per_bucket
from scenes.play.stats import Level, Record

STATS_KEY = f"{KEY}.setup"  # the setup screen's memory (MatchConfig.to_json plus "first")
RECORD_KEY = f"{KEY}.record"  # a lone person's wins, draws and losses per board
BY_LEVEL_KEY = f"{KEY}.by_level"  # the same, per the strongest computer at the table ("level_3")
BOARDS = {"normal": "Normal board", "quick": "Quick board"}


class NumbersLastSetup(msgspec.Struct):
    """numbers.setup: the last numbers match setup (scenes/numbers/config.py MatchConfig)."""

    size: Literal["normal", "quick"] = "normal"
    levels: Annotated[list[Level], msgspec.Meta(min_length=MIN_SEATS, max_length=MAX_SEATS)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    scoring: Literal["most", "least"] = "most"
    starter: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEATS - 1)] = 0
    first: Annotated[int, msgspec.Meta(ge=-1, le=MAX_SEATS)] = -1  # the menu's "Who starts" row (3 Random, -1 not kept)

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError("the starter is not one of the seats")


def _board(bucket: str) -> str:
    """ "quick2" -> "Quick board, 2 players"."""
    size, seats = bucket.rstrip("0123456789"), bucket[len(bucket.rstrip("0123456789")) :]
    return f"{BOARDS.get(size, size)}, {seats} players" if seats else BOARDS.get(size, size)


def records(store: Any) -> RecordLines:
    """The Records screen's page: against each computer level, then per board."""
    return against_levels(store, BY_LEVEL_KEY) + per_bucket(store, RECORD_KEY, "By board", _board)


STATS = (
    StatsField(STATS_KEY, NumbersLastSetup),
    StatsField(RECORD_KEY, Record),
    StatsField(BY_LEVEL_KEY, Record),
)
