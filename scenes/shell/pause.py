"""The pause overlay every game shares: Resume, Restart, Rules, Controls, Settings, Quit to title.

Quitting to the title keeps the game: the scene saves its session first and
the title offers "Continue ...". In a couch game any pad may pause, but only a
seated player's device may quit: a spare pad's Quit is refused with a word.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, tr
from scenes.framework import draw
from scenes.framework.confirm import ConfirmScene
from scenes.framework.input import Action, Kind
from scenes.framework.menu import Button, MenuScene, MenuStyle
from scenes.framework.rules_page import RulesScene
from scenes.framework.scene import GameScene
from scenes.play.scene import PlayScene
from scenes.shell.controls import ControlsScene
from scenes.shell.settings_menu import SettingsScene

if TYPE_CHECKING:
    from scenes.framework.app import App


class PauseScene(MenuScene):
    name = "pause"

    def __init__(self, app: "App", game: GameScene) -> None:
        self.game = game
        self.pressing = ""  # the device whose press is being handled (who asks to quit)
        self.refusal = ""  # why the last Quit was refused
        items = [
            Button(N_("Resume"), lambda: app.stack.pop()),
            Button(N_("Rules"), lambda: app.stack.push(RulesScene(app, game.rules_title, game.rules_pages))),
            Button(
                N_("Controls"), lambda: app.stack.push(ControlsScene(app)), help=N_("every key and button; remap them")
            ),
            Button(N_("Settings"), lambda: app.stack.push(SettingsScene(app, overlay=True))),
        ]
        if isinstance(game, PlayScene) and not game.demo and game.coach is None:  # beside Quit: both end it
            items.append(Button(N_("Restart"), self._restart, help=game.restart_words()))
        items += [
            Button(N_("Quit to title"), self._quit_to_title, help=N_("the game is kept: Continue it from the title")),
        ]
        title = self._title()
        super().__init__(
            app, title, items, name="pause", opaque=False, subtitle=game.pause_note, style=MenuStyle(width=200)
        )

    def _title(self) -> str:
        by = self.game.paused_by
        return tr("Paused by {seat}").format(seat=by) if by else tr("Paused")

    def language_changed(self) -> None:
        self.title = self._title()
        super().language_changed()

    def _restart(self) -> None:
        """This game again from its start; asked first when that ends a game in progress."""
        game = self.game
        assert isinstance(game, PlayScene)
        if not game.may_quit(self.pressing):
            self.refusal = tr("Only a seated player can restart the game.")
            self.app.sound.play("error")
            return

        def restart() -> None:
            self.app.stack.pop()  # the pause menu: the game restarts under nothing
            game.restart_game()

        if not game.restart_ends_game():
            restart()
            return
        self.app.stack.push(
            ConfirmScene(
                self.app,
                N_("Restart? This game ends."),
                [(N_("Keep playing"), lambda: None), (N_("Restart"), restart)],
                help=N_("the game so far is not kept"),
            )
        )

    def _quit_to_title(self) -> None:
        if isinstance(self.game, PlayScene) and not self.game.may_quit(self.pressing):
            self.refusal = tr("Only a seated player can quit the game.")
            self.app.sound.play("error")
            return
        self.game.keep()
        self.app.stack.pop_to("title", transition="fade")

    def handle(self, action: Action) -> bool:
        if action.kind == Kind.PAUSE:
            self.app.sound.play("back")
            self.app.stack.pop()
            return True
        self.pressing = action.device
        try:
            super().handle(action)
        finally:
            self.pressing = ""
        return True  # modal: nothing reaches the paused game

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        if self.refusal:
            draw.text(
                canvas,
                self.refusal,
                (canvas.get_width() // 2, canvas.get_height() - 40),
                "m",
                draw.PALETTE["bad"],
                "midtop",
            )
