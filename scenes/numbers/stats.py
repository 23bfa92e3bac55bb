"""The numbers game's keys in stats.json: the last setup and the record against the computer."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, tr, tr_n
from scenes.numbers.config import KEY, NumbersLastSetup
from scenes.play.entries import StatsField
from scenes.play.records import RecordLines, against_levels, per_bucket
from scenes.play.stats import Record

STATS_KEY = f"{KEY}.setup"  # the setup screen's memory (MatchConfig.to_json plus "starts")
RECORD_KEY = f"{KEY}.record"  # a lone person's wins, draws and losses per board
BY_LEVEL_KEY = f"{KEY}.by_level"  # the same, per the strongest computer at the table ("level_3")
BOARDS = {"normal": N_("Normal board"), "quick": N_("Quick board")}
BY_BOARD = N_("By board")


def _board(bucket: str) -> str:
    """ "quick2" -> "Quick board, 2 players"."""
    size, seats = bucket.rstrip("0123456789"), bucket[len(bucket.rstrip("0123456789")) :]
    board = tr(BOARDS[size]) if size in BOARDS else size
    # TRANSLATORS: a row of the Records page: a board and how many played on it
    return (
        tr_n("{board}, {n} player", "{board}, {n} players", int(seats)).format(board=board, n=seats) if seats else board
    )


def records(store: Any) -> RecordLines:
    """The Records screen's page: against each computer level, then per board."""
    return against_levels(store, BY_LEVEL_KEY) + per_bucket(store, RECORD_KEY, BY_BOARD, _board)


STATS = (
    StatsField(STATS_KEY, NumbersLastSetup),
    StatsField(RECORD_KEY, Record),
    StatsField(BY_LEVEL_KEY, Record),
)
