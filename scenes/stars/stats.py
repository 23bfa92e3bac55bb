"""Black Holes' keys in stats.json: the last setup and the record against the computer."""

from __future__ import annotations

from typing import Annotated

import msgspec

from scenes.play.entries import StatsField
from scenes.play.stats import Level, Record


class StarsLastSetup(msgspec.Struct):
    """stars.last_setup: the last Black Holes setup (scenes/stars/config.py StarsConfig).
    Files from before teaching marks became a setting still hold "teaching": ignored."""

    levels: Annotated[list[Level], msgspec.Meta(min_length=2, max_length=6)] = msgspec.field(
        default_factory=lambda: [0, 2]
    )
    fault_rule: bool = False
    starter: Annotated[int, msgspec.Meta(ge=0, le=5)] = 0
    first: Annotated[int, msgspec.Meta(ge=-2, le=5)] = -2  # the "Who starts" row (-1 random, -2 not kept)

    def __post_init__(self) -> None:
        if self.starter >= len(self.levels):
            raise ValueError("the starter is not one of the seats")


STATS = (StatsField("stars.last_setup", StarsLastSetup), StatsField("stars.record", Record))
