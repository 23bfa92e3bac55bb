"""What the Records screen shows of a game, and the readers the games share to say it.

A game's ``stats.py`` declares its stats.json keys and reads its own records
from them (``records(store) -> RecordLines``), so the Records screen
(scenes/shell/records.py) reads every game the same way and knows none of
their keys. The daily challenge's page comes from its record here too.
Records are counted against the computer only where one person played it.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Callable, Sequence

from game import COMPUTER_LEVELS, LEVEL_NAMES
from game.daily import DayResult, streak
from game.i18n import N_, date_words, tr, tr_n
from scenes.play.daily_game import dailies
from scenes.play.daily_record import read_days
from scenes.play.turns import level_bucket

RecordLines = list[tuple[str, str]]  # (label, value) rows, said; a row with an empty value is a heading
# the computer's levels as the Records page heads their rows (game.LEVEL_NAMES, capitalised)
LEVEL_TITLES = {1: N_("Easy"), 2: N_("Fair"), 3: N_("Strong")}
if any(LEVEL_TITLES[level].lower() != LEVEL_NAMES[level] for level in COMPUTER_LEVELS):
    raise ImportError("LEVEL_TITLES must name game.LEVEL_NAMES' levels")
DAYS_SHOWN = 5  # the daily page lists this many recent days


def outcomes(row: Any) -> str:
    """ "3 won, 1 drawn, 2 lost (50%)" from a {"win", "draw", "loss"} row."""
    row = row if isinstance(row, dict) else {}
    win, drawn, loss = (int(row.get(k, 0)) for k in ("win", "draw", "loss"))
    played = win + drawn + loss
    if not played:
        return tr("not played")
    # TRANSLATORS: a record on the Records page ("3 won, 1 drawn, 2 lost (50%)")
    return tr("{won} won, {drawn} drawn, {lost} lost ({percent}%)").format(
        won=win, drawn=drawn, lost=loss, percent=round(100 * win / played)
    )


def against_levels(store: Any, key: str) -> RecordLines:
    """A heading and one row per computer level, from a record kept by level."""
    record = store.get(key, {})
    record = record if isinstance(record, dict) else {}
    lines: RecordLines = [(tr("Against the computer"), "")]
    for level in COMPUTER_LEVELS:
        lines.append((tr(LEVEL_TITLES[level]), outcomes(record.get(level_bucket(level)))))
    return lines


def per_bucket(store: Any, key: str, heading: str, label: Callable[[str], str]) -> RecordLines:
    """A heading (a message, said here) and one row per bucket of a record (a table size, a
    board), sorted; ``label`` says a bucket in the language on screen."""
    record = store.get(key, {})
    record = record if isinstance(record, dict) else {}
    if not record:
        return []
    return [(tr(heading), "")] + [(label(bucket), outcomes(record[bucket])) for bucket in sorted(record)]


def best_streak(days: dict[dt.date, DayResult]) -> int:
    """The longest run of consecutive days played."""
    best = run = 0
    previous: dt.date | None = None
    for day in sorted(d for d, r in days.items() if r.played):
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        best, previous = max(best, run), day
    return best


def day_line(result: DayResult) -> str:
    """What one day of the daily came to, in a few words (each game's part says its own)."""
    return ", ".join(part.brief() for part in result.parts.values()) or "-"


def daily_records(store: Any, today: dt.date) -> RecordLines:
    """The daily challenge's history: days, streaks, each daily game's results, the last days."""
    days = read_days(store)
    played = {d: r for d, r in days.items() if r.played}
    lines: RecordLines = [
        (tr("Days played"), str(len(played))),
        (tr("Streak"), _days(streak(days, today))),
        (tr("Best streak"), _days(best_streak(days))),
    ]
    for daily in dailies():
        lines += daily.record_lines([r.part(daily.key) for r in played.values() if r.part(daily.key) is not None])
    recent: Sequence[dt.date] = sorted(played, reverse=True)[:DAYS_SHOWN]
    if recent:
        lines.append((tr("Recent days"), ""))
        lines += [(date_words(d, "short"), day_line(played[d])) for d in recent]
    return lines


def _days(n: int) -> str:
    return tr_n("{n} day", "{n} days", n).format(n=n)
