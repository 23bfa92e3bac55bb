"""The last games of a kind, kept in the stats so a finished game can be reviewed later.

A reviewable play scene adds each finished game (its session JSON, the date
and a one-line result) to ``<game>.recent`` in the stats, newest first, at
most RECENT_MAX. The setup screens open :class:`RecentGamesScene` to pick one;
the game then opens on its last position with the review running.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, Callable

from game.i18n import N_, date_words, tr

if TYPE_CHECKING:
    from scenes.framework.app import App

RECENT_MAX = 20


def stats_key(game_key: str) -> str:
    return f"{game_key}.recent"


def remember(app: "App", game_key: str, session_json: dict[str, Any], winners: list[str]) -> None:
    """Add a finished game to the front of its kind's recent list: who won, by name, so the list
    says it in the language on screen when it is read (``summary`` holds the English words for
    a copy of the arcade from before the names were kept)."""
    try:
        day = dt.date.today().isoformat()
    except (OverflowError, OSError, ValueError):  # a clock past 2262: the game is kept, undated
        day = "0000-00-00"
    english = _result(winners, str)
    entry = {"date": day, "summary": english[:80], "winners": [w[:40] for w in winners], "session": session_json}
    # put in front of the list as it is on disk: the other copy's games stay in it
    app.stats.update(stats_key(game_key), lambda old: [entry, *(old if isinstance(old, list) else [])][:RECENT_MAX])


def summary_words(game: dict[str, Any]) -> str:
    """A kept game's date and result in the language on screen ("3 Dec 2026  Gold won"); a game
    kept before the winners were, or of a day Python cannot read, as it was written."""
    try:
        day = date_words(dt.date.fromisoformat(game["date"]), "short")
    except (ValueError, OverflowError):
        day = game["date"]
    winners = game.get("winners")
    if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners):
        return f"{day}  {game['summary']}"
    return f"{day}  {_result(winners, tr)}"


def _result(winners: list[str], say: Callable[[str], str]) -> str:
    """How a game ended, said by ``say``: in English for the kept summary, or translated."""
    # TRANSLATORS: a finished game in the list of recent games, after its date
    return say(N_("{name} won")).format(name=winners[0]) if len(winners) == 1 else say(N_("a draw"))


def recent_games(app: "App", game_key: str) -> list[dict[str, Any]]:
    """The kept list, dropping entries of the wrong shape (the session itself is checked on opening)."""
    raw = app.stats.get(stats_key(game_key), [])
    if not isinstance(raw, list):
        return []
    return [
        g
        for g in raw
        if isinstance(g, dict)
        and isinstance(g.get("session"), dict)
        and isinstance(g.get("date"), str)
        and isinstance(g.get("summary"), str)
    ][:RECENT_MAX]
