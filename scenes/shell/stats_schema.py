"""The schema of stats.json, put together from every game's declared keys.

The framework's JsonStore checks the whole file against it when it is read
(anything wrong sets the file aside) and every ``set`` before it is kept, so
the games always read back whole numbers, known names and bounded lists. The
framework knows no game: the shell builds this from the game entries
(``GameEntry.stats``) and main.py hands it to the app. Each game also gets its
recent games and lesson progress, and the daily challenge its record.
"""

from __future__ import annotations

from typing import Any

import msgspec

from scenes.play import entries
from scenes.play.daily_game import daily_of
from scenes.play.entries import GameEntry
from scenes.play.stats import LessonsProgress, Recent, daily_schema


def fields_of(entry: GameEntry) -> list[tuple[str, Any]]:
    """The stats.json keys of one game: its own, then its recent games and lesson progress."""
    own = [(f.key, f.kind) for f in entry.stats]
    return own + [(f"{entry.key}.recent", Recent), (f"{entry.key}.lessons", LessonsProgress)]


def arcade_stats(games: list[GameEntry] | None = None) -> type[msgspec.Struct]:
    """A msgspec Struct for stats.json. A key never written stays absent (None), so
    ``get(key, default)`` still tells "never played" apart from a record of zeros."""
    games = entries.games() if games is None else games
    dailies = sorted((d for d in map(daily_of, games) if d is not None), key=lambda daily: daily.order)
    specs: list[tuple[str, Any]] = [("daily", daily_schema({daily.key: daily.part for daily in dailies}))]
    for entry in games:
        specs += fields_of(entry)
    seen: set[str] = set()
    fields = []
    for key, kind in specs:
        if key in seen:
            raise ValueError(f"two games declare the stats key {key!r}")
        seen.add(key)
        fields.append((key.replace(".", "_"), kind | None, msgspec.field(default=None, name=key)))
    return msgspec.defstruct("ArcadeStats", fields, omit_defaults=True)
