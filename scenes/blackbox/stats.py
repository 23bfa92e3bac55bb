"""Hex Black Box's keys in stats.json: the last setup and the best penalties per box."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from scenes.play.entries import StatsField
from scenes.play.stats import Count


class BlackboxLastSetup(msgspec.Struct):
    """blackbox.setup: the last Hex Black Box setup (scenes/blackbox/config.py BoxConfig)."""

    mode: Literal["solo", "match", "two", "watch", "demo"] = "solo"
    radius: Literal[3, 4, 5] = 4
    n_atoms: Annotated[int, msgspec.Meta(ge=3, le=10)] = 6
    level: Literal[1, 2, 3] = 3
    aid: bool = False  # the deduction aid (scenes/blackbox/aid.py)


BlackboxResultKey = Annotated[str, msgspec.Meta(pattern=r"^(played|best_r[0-9]{1,2}_a[0-9]{1,2})$")]
BlackboxResults = Annotated[dict[BlackboxResultKey, Count], msgspec.Meta(max_length=64)]


STATS = (StatsField("blackbox.setup", BlackboxLastSetup), StatsField("blackbox.results", BlackboxResults))
