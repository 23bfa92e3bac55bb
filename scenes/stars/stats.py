"""The stars game's keys in stats.json (the last setup, the record against the computer) and
the forgiving read of the last setup."""

from __future__ import annotations

import re
from typing import Any

from game.i18n import N_, tr_n
from scenes.play.entries import StatsField
from scenes.play.records import RecordLines, against_levels, per_bucket
from scenes.play.stats import Record
from scenes.stars.config import KEY, MAX_SEATS, StarsLastSetup

STATS_KEY = f"{KEY}.last_setup"  # the setup screen's memory (StarsConfig.to_json plus "first")
RECORD_KEY = f"{KEY}.record"  # a lone person's wins, draws and losses per table size
BY_LEVEL_KEY = f"{KEY}.by_level"  # the same, per the strongest computer at the table ("level_3")


def remembered(data: object) -> tuple[bool, int]:
    """The last setup's fault rule and starter (-1: random), forgiving: odd data gives the default."""
    if not isinstance(data, dict):
        return False, 0
    starter = data.get("first", -2)
    starter = data.get("starter", 0) if starter == -2 else starter
    starter = starter if type(starter) is int and -1 <= starter < MAX_SEATS else 0
    return bool(data.get("fault_rule", False)), starter


def records(store: Any) -> RecordLines:
    """The Records screen's page: against each computer level, then per table size."""
    return against_levels(store, BY_LEVEL_KEY) + per_bucket(store, RECORD_KEY, BY_TABLE, _table)


BY_TABLE = N_("By table")


def _table(bucket: str) -> str:
    """ "4p" -> "4 players"."""
    digits = bucket.removesuffix("p")
    n = int(digits) if re.fullmatch("[0-9]{1,3}", digits) else 0  # ASCII digits only: a bucket is ours
    return tr_n("{n} player", "{n} players", n).format(n=n) if n else bucket


STATS = (StatsField(STATS_KEY, StarsLastSetup), StatsField(RECORD_KEY, Record), StatsField(BY_LEVEL_KEY, Record))
