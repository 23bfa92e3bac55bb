"""The "Review a recent game" menu of a setup screen: one row per finished game kept for review."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.i18n import N_, tr
from scenes.framework import draw
from scenes.framework.menu import Button, Item, MenuScene, MenuStyle, Spacer
from scenes.play.entries import GameEntry
from scenes.play.recent import recent_games, summary_words

if TYPE_CHECKING:
    from scenes.framework.app import App


PAGE = 8  # rows a page shows: at the menus' row height, 20 games did not fit the screen
ROW_WIDTH = 560
TITLE_WIDTH = 592  # the title's panel, 24 px wider, stays inside the canvas


class RecentGamesScene(MenuScene):
    """Pick one of the recent games of ``entry`` to review (its ``review`` builds the scene),
    PAGE games a page, the newest first."""

    def __init__(self, app: "App", entry: GameEntry) -> None:
        self.open_review = entry.review
        self.game_name = entry.name
        self.games = recent_games(app, entry.key)
        self.page = 0
        super().__init__(
            app,
            title(entry.name),
            self._page_items(app),
            name="recent_games",
            style=MenuStyle(width=ROW_WIDTH, row=20, gap=2),
        )

    def _page_items(self, app: "App | None" = None) -> list[Item]:
        app = app or self.app
        if not self.games:
            return [
                Button(
                    N_("No finished games yet"), lambda: app.stack.pop(), help=N_("finish a game and it appears here")
                )
            ]
        shown = self.games[self.page * PAGE : (self.page + 1) * PAGE]
        items: list[Item] = [
            Button(
                fitted(summary_words(game), ROW_WIDTH - 12),
                self._opener(game["session"]),
                help=N_("step through it with the computer's comments"),
            )
            for game in shown
        ]
        pages = (len(self.games) + PAGE - 1) // PAGE
        if pages > 1:
            items.append(Spacer(4))
            if self.page + 1 < pages:
                items.append(Button(N_("Older games"), lambda: self._turn(+1), help=self._page_words(pages)))
            if self.page > 0:
                items.append(Button(N_("Newer games"), lambda: self._turn(-1), help=self._page_words(pages)))
        return items

    def language_changed(self) -> None:
        self.title = title(self.game_name)
        self.items = self._page_items()  # each row's date and result are said anew
        super().language_changed()

    def _page_words(self, pages: int) -> str:
        return tr("page {page} of {pages}").format(page=self.page + 1, pages=pages)

    def _turn(self, step: int) -> None:
        self.page += step
        self.items = self._page_items()
        self.build()

    def _opener(self, data: dict[str, Any]) -> Callable[[], None]:
        def run() -> None:
            try:
                scene = self.open_review(self.app, data)
            except ValueError as exc:  # a damaged entry: say so, keep the menu
                self.app.toast(tr("That game could not be opened ({reason}).").format(reason=exc))
                return
            self.app.stack.push(scene, "fade")

        return run


def title(name: str) -> str:
    """The menu's title, the short form when the long one would run past the screen's sides
    (a game of a long name, three words, makes the long form the canvas' whole width in the title font)."""
    long = tr("Review a recent {game} game").format(game=tr(name))
    return long if draw.text_size(long, "l")[0] <= TITLE_WIDTH else tr("Recent {game} games").format(game=tr(name))


def fitted(label: str, width: int) -> str:
    """``label`` shortened with an ellipsis to ``width`` canvas pixels of the menu font:
    a long summary must end in a visible "...", not run under the button's edge."""
    if draw.text_size(label)[0] <= width:
        return label
    while label and draw.text_size(label + "...")[0] > width:
        label = label[:-1]
    return label.rstrip() + "..."
