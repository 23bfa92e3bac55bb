"""Per-variant statistics: games played, won on your own, won with the
computer's help, current and best winning streak.

Kept in the app's stats store (written atomically; a corrupt file is set
aside by the store with a notice) under "patience.<variant>" for all deals
(numbered PySolFC deals and unfiltered random ones: the bucket older files
already hold) and "patience.<variant>.winnable" for random deals drawn from
the winnable ones only, so the two kinds of results never mix. Daily
challenge games count in the daily record (scenes/play/daily_record.py) only. A game is
written once, when it ends (the play scene's ``record`` hook), so a game
kept for later is not counted twice.
"""

from __future__ import annotations

from typing import Any

import msgspec

from game.daily import streak
from game.i18n import N_, tr
from game.midend import Session
from game.patience import VARIANTS
from scenes.patience.config import SETUP_KEY, VARIANT_TITLES, PatienceLastSetup
from scenes.patience.daily import daily_date, record_patience
from scenes.play.daily_record import not_counted_words, read_days
from scenes.play.entries import StatsField
from scenes.play.records import RecordLines
from scenes.play.stats import Count

FIELDS = ("played", "won", "helped", "streak", "best")


class PatienceRecord(msgspec.Struct):
    """patience.<variant>: games played, won on your own, won with help, the current and the
    best winning streak (scenes/patience/stats.py)."""

    played: Count = 0
    won: Count = 0
    helped: Count = 0
    streak: Count = 0
    best: Count = 0


def key(variant: str, winnable: bool = False) -> str:
    return f"patience.{variant}" + (".winnable" if winnable else "")


STATS = tuple(StatsField(key(v, w), PatienceRecord) for v in VARIANTS for w in (False, True)) + (
    StatsField(SETUP_KEY, PatienceLastSetup),
)


def read(store: Any, variant: str, winnable: bool = False) -> dict[str, int]:
    """The record for a variant's bucket, every field present and a whole number."""
    return _whole(store.get(key(variant, winnable), {}))


def _whole(raw: Any) -> dict[str, int]:
    if not isinstance(raw, dict):
        raw = {}
    out = {}
    for f in FIELDS:
        v = raw.get(f, 0)
        out[f] = v if type(v) is int and v >= 0 else 0
    return out


def finished(store: Any, variant: str, won: bool, assisted: bool = False, winnable: bool = False) -> dict[str, int]:
    """Record a finished game. Only a win of your own counts as won and
    extends the streak; a win with hints or "Show me how" counts apart
    (helped); a loss or a game given up ends the streak."""

    def add(raw: Any) -> dict[str, int]:  # made on the record as it is on disk (another copy's games too)
        rec = _whole(raw)
        rec["played"] += 1
        if won and not assisted:
            rec["won"] += 1
            rec["streak"] += 1
            rec["best"] = max(rec["best"], rec["streak"])
        else:
            rec["helped"] += int(won)
            rec["streak"] = 0
        return rec

    store.update(key(variant, winnable), add)
    return read(store, variant, winnable)


def records(store: Any) -> RecordLines:
    """The Records screen's page: per variant (and its winnable deals) games, win rate and streaks."""
    lines: RecordLines = []
    for variant in VARIANTS:
        for winnable in (False, True):
            rec = read(store, variant, winnable)
            if not rec["played"] and winnable:
                continue
            name = tr(VARIANT_TITLES[variant]) if variant in VARIANT_TITLES else variant
            # TRANSLATORS: a patience variant's row on the Records page, counting winnable deals only
            title = tr("{variant}, winnable deals").format(variant=name) if winnable else name
            won = tr("won {won} of {played}").format(won=rec["won"], played=rec["played"])
            rate = f" ({round(100 * rec['won'] / rec['played'])}%)" if rec["played"] else ""
            lines.append((title, won + rate))
            streaks = tr("now {now}, best {best}").format(now=rec["streak"], best=rec["best"])
            lines.append(("   " + tr("streaks"), streaks))
    return lines


def summary(rec: dict[str, int]) -> str:
    """One line for the result screen: "won 3 of 7 - streak 2 (best 4)"."""
    # TRANSLATORS: under a patience result: this kind of deal's record
    line = tr("won {won} of {played}  -  streak {streak} (best {best})").format(
        won=rec["won"], played=rec["played"], streak=rec["streak"], best=rec["best"]
    )
    return line + (tr("  -  {n} with help").format(n=rec["helped"]) if rec["helped"] else "")


# -- a finished game: where it counts, and the line the result shows -----------------------------
def count_game(store: Any, session: Session[Any], *, won: bool, assisted: bool) -> bool:
    """Record a finished game once in its own bucket; False when it was daily practice (not counted)."""
    day = daily_date(session)
    if day is not None:
        return record_patience(store, day, won=won, moves=session.position, helped=assisted)
    finished(
        store, session.options["variant"], won=won, assisted=assisted, winnable=bool(session.options.get("winnable"))
    )
    return True


def result_line(store: Any, session: Session[Any], counted: bool) -> str:
    """The stats line under the result: the bucket's record, or the day's streak for a daily game."""
    day = daily_date(session)
    if day is not None:
        if not counted:
            return not_counted_words(store, N_("attempt"))
        return tr("Daily challenge counted  -  streak {n}").format(n=streak(read_days(store), day))
    winnable = bool(session.options.get("winnable"))
    rec = read(store, session.options["variant"], winnable)
    return tr("winnable deals: {record}").format(record=summary(rec)) if winnable else summary(rec)
