"""The template's keys in stats.json (the last setup, what was played) and its page on the
Records screen.

Every key a game writes is declared here with its msgspec type (the shell puts
all games' keys into the one schema of the file; a key not declared is refused
when written). ``<key>.recent`` and ``<key>.lessons`` are added for every game.
"""

from __future__ import annotations

import re  # +computer
from typing import Annotated, Any

import msgspec

from game.i18n import N_, tr, tr_n
from game.template import (
    PILES,
    SEATS,
    SeatLevels,  # +computer
    TemplateOptions,
)
from scenes.play.entries import StatsField
from scenes.play.records import (
    RecordLines,
    against_levels,  # +computer
    per_bucket,  # +computer
)
from scenes.play.stats import (
    Count,
    Record,  # +computer
)

# FIXME: what the game counts: a key per thing its Records page shows
SETUP_KEY = "template.setup"
PLAYED_KEY = "template.played"
RECORD_KEY = "template.record"  # a lone person's wins and losses against the computer, per pile  # +computer
BY_LEVEL_KEY = "template.by_level"  # the same, per computer level  # +computer


class TemplateLastSetup(TemplateOptions, frozen=True, forbid_unknown_fields=False):
    """template.setup: the last setup (scenes/template/config.py TemplateConfig.to_json): the
    options' one schema (game/template.py), each field with its default here."""

    pile: int = PILES[0]
    first: Annotated[int, msgspec.Meta(ge=0, le=SEATS - 1)] = 0
    levels: SeatLevels = msgspec.field(default_factory=lambda: [0] * SEATS)  # +computer


BY_PILE = N_("By pile")  # +computer


def _pile(bucket: str) -> str:  # +computer
    """ "pile12" -> "12 stars" (the record book's buckets: scenes/template/play.py BOOK)."""  # +computer
    digits = bucket.removeprefix("pile")  # +computer
    n = int(digits) if re.fullmatch("[0-9]{1,3}", digits) else 0  # +computer
    return tr_n("{n} star", "{n} stars", n).format(n=n)  # +computer


def records(store: Any) -> RecordLines:
    """The Records screen's page: the games finished, then against each computer level and per pile."""
    played = store.get(PLAYED_KEY, 0)
    lines: RecordLines = [(tr("Games finished"), str(played if isinstance(played, int) else 0))]
    lines += against_levels(store, BY_LEVEL_KEY)  # +computer
    lines += per_bucket(store, RECORD_KEY, BY_PILE, _pile)  # +computer
    return lines


STATS = (
    StatsField(SETUP_KEY, TemplateLastSetup),
    StatsField(PLAYED_KEY, Count),
    StatsField(RECORD_KEY, Record),  # +computer
    StatsField(BY_LEVEL_KEY, Record),  # +computer
)
