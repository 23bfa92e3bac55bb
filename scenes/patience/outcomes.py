"""Where a finished patience game is counted, and the line the result shows.

Random deals drawn winnable-only, all other deals, and daily challenge games
each have their own record (stats.py, scenes/play/daily_record.py); the session's
options say which one a game belongs to.
"""

from __future__ import annotations

from typing import Any

from game.midend import Session

from . import stats
from .sessions import daily_date


def count(store: Any, session: Session[Any], *, won: bool, assisted: bool) -> bool:
    """Record a finished game once in its own bucket; False when it was daily practice (not counted)."""
    from scenes.play.daily_record import record_patience

    day = daily_date(session)
    if day is not None:
        return record_patience(store, day, won=won, moves=session.position, helped=assisted)
    stats.finished(
        store, session.options["variant"], won=won, assisted=assisted, winnable=bool(session.options.get("winnable"))
    )
    return True


def summary(store: Any, session: Session[Any], counted: bool) -> str:
    """The stats line under the result: the bucket's record, or the day's streak for a daily game."""
    from game.daily import streak
    from scenes.play.daily_record import read_days

    day = daily_date(session)
    if day is not None:
        if not counted:
            from scenes.play.daily_record import not_counted_words

            return not_counted_words(store, "attempt")
        return f"Daily challenge counted  -  streak {streak(read_days(store), day)}"
    winnable = bool(session.options.get("winnable"))
    rec = stats.read(store, session.options["variant"], winnable)
    return ("winnable deals: " if winnable else "") + stats.summary(rec)
