"""Black Hole Numbers' keys in stats.json: the last setup and the record against the computer."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from scenes.play.entries import StatsField
from scenes.play.stats import Level, Record


class NumbersLastSetup(msgspec.Struct):
    """numbers.setup: the last numbers match setup (scenes/numbers/config.py MatchConfig)."""

    size: Literal["normal", "quick"] = "normal"
    levels: Annotated[list[Level], msgspec.Meta(min_length=2, max_length=3)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    scoring: Literal["most", "least"] = "most"
    starter: Annotated[int, msgspec.Meta(ge=0, le=2)] = 0
    first: Annotated[int, msgspec.Meta(ge=-1, le=3)] = -1  # the menu's "First" row (3 Random, -1 not kept)

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError("the starter is not one of the seats")


STATS = (StatsField("numbers.setup", NumbersLastSetup), StatsField("numbers.record", Record))
