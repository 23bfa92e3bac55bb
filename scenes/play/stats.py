"""The pieces of stats.json every game shares: counts, records against the computer,
recent games and lesson progress.

Each game declares its own keys in its ``stats.py`` (``GameEntry.stats``); the
shell puts them together into the one schema of the file
(scenes/shell/stats_schema.py), which the framework's JsonStore checks on every
read and every ``set``.
"""

from __future__ import annotations

from typing import Annotated, Any, Mapping

import msgspec

from game.midend import Envelope

Count = Annotated[int, msgspec.Meta(ge=0, le=10**9)]
Level = Annotated[int, msgspec.Meta(ge=0, le=3)]  # 0: a person, 1..3: the computer
Bucket = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9_]{1,16}$")]


class Outcomes(msgspec.Struct):
    """A lone player's wins, draws and losses against the computer on one board."""

    win: Count = 0
    draw: Count = 0
    loss: Count = 0


Record = Annotated[dict[Bucket, Outcomes], msgspec.Meta(max_length=32)]


class RecentGame(msgspec.Struct):
    """One finished game kept for review (scenes/play/recent.py): its date, a one-line
    result and the whole session, in the same envelope as a kept game."""

    date: Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]
    summary: Annotated[str, msgspec.Meta(max_length=80)]  # in English: what an older copy shows
    session: Envelope
    # who won, by name (two or more: a draw), said in the language on screen when the list is read;
    # absent in a game kept by an older copy, which then shows its summary
    winners: Annotated[list[Annotated[str, msgspec.Meta(max_length=40)]], msgspec.Meta(max_length=6)] | None = None


Recent = Annotated[list[RecentGame], msgspec.Meta(max_length=20)]  # scenes/play/recent.py RECENT_MAX


DAILY_DAYS_MAX = 4000  # about eleven years of days; the oldest give way to a new one
DayKey = Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]


def daily_schema(kinds: Mapping[str, type[msgspec.Struct]]) -> Any:
    """The "daily" record's type: a date's entry holds each daily game's part (game/daily.py
    DayResult.to_json), its fields flat as ``<key>_<field>``, each optional (a day with one game)."""
    fields = [
        (f"{key}_{f.name}", f.type | None, None) for key, kind in kinds.items() for f in msgspec.structs.fields(kind)
    ]
    day = msgspec.defstruct("DayResult", fields, omit_defaults=True)
    return Annotated[dict[DayKey, day], msgspec.Meta(max_length=DAILY_DAYS_MAX)]  # type: ignore[valid-type]


class LessonsProgress(msgspec.Struct):
    """<game>.lessons (scenes/play/lessons.py): the lessons done and whether they were offered."""

    done: Annotated[list[Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9_.-]{1,48}$")]], msgspec.Meta(max_length=64)] = (
        msgspec.field(default_factory=list)
    )
    offered: bool = False
