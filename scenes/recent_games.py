"""The last games of a kind, kept in the stats so a finished game can be reviewed later.

A reviewable play scene adds each finished game (its session JSON, the date
and a one-line result) to ``<game>.recent`` in the stats, newest first, at
most RECENT_MAX. The setup screens open :class:`RecentGamesScene` to pick one;
the game then opens on its last position with the review running.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, Callable

from scenes.framework.menu import Button, Item, MenuScene, MenuStyle

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene

RECENT_MAX = 20


def stats_key(game_key: str) -> str:
    return f"{game_key}.recent"


def remember(app: "App", game_key: str, session_json: dict[str, Any], summary: str) -> None:
    """Add a finished game to the front of its kind's recent list."""
    recent = recent_games(app, game_key)
    try:
        day = dt.date.today().isoformat()
    except (OverflowError, OSError, ValueError):  # a clock past 2262: the game is kept, undated
        day = "0000-00-00"
    recent.insert(0, {"date": day, "summary": summary[:80], "session": session_json})
    app.stats.set(stats_key(game_key), recent[:RECENT_MAX])


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


class RecentGamesScene(MenuScene):
    """Pick one of the recent games to review; ``open_review(app, session_json)`` builds its scene."""

    def __init__(
        self, app: "App", game_key: str, title: str, open_review: Callable[["App", dict[str, Any]], "Scene"]
    ) -> None:
        self.open_review = open_review
        items: list[Item] = []
        for game in recent_games(app, game_key):
            items.append(
                Button(
                    f"{game['date']}  {game['summary']}",
                    self._opener(game["session"]),
                    help="step through it with the computer's comments",
                )
            )
        if not items:
            items.append(
                Button("No finished games yet", lambda: app.stack.pop(), help="finish a game and it appears here")
            )
        super().__init__(
            app, f"Review a recent {title} game", items, name="recent_games", style=MenuStyle(width=360, row=16, gap=2)
        )

    def _opener(self, data: dict[str, Any]) -> Callable[[], None]:
        def run() -> None:
            try:
                scene = self.open_review(self.app, data)
            except ValueError as exc:  # a damaged entry: say so, keep the menu
                self.app.toast(f"That game could not be opened ({exc}).")
                return
            self.app.stack.push(scene, "fade")

        return run
