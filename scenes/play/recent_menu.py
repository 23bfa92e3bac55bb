"""The "Review a recent game" menu of a setup screen: one row per finished game kept for review."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from scenes.framework.menu import Button, Item, MenuScene, MenuStyle
from scenes.play.entries import GameEntry
from scenes.play.recent import recent_games

if TYPE_CHECKING:
    from scenes.framework.app import App


class RecentGamesScene(MenuScene):
    """Pick one of the recent games of ``entry`` to review (its ``review`` builds the scene)."""

    def __init__(self, app: "App", entry: GameEntry) -> None:
        self.open_review = entry.review
        game_key, title = entry.key, entry.name
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
