"""The pause overlay every game shares: Resume, Rules, Settings, Quit to title."""
from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.framework.input import Action, Kind
from scenes.framework.menu import Button, MenuScene, MenuStyle
from scenes.framework.rules_page import RulesPage, RulesScene

if TYPE_CHECKING:
    from scenes.framework.app import App


class PauseScene(MenuScene):
    name = "pause"

    def __init__(self, app: "App", rules_title: str, rules_pages: list[RulesPage]) -> None:
        from scenes.settings_menu import SettingsScene
        items = [
            Button("Resume", lambda: app.stack.pop()),
            Button("Rules", lambda: app.stack.push(RulesScene(app, rules_title, rules_pages))),
            Button("Settings", lambda: app.stack.push(SettingsScene(app, overlay=True))),
            Button("Quit to title", lambda: app.stack.pop_to("title", transition="fade")),
        ]
        super().__init__(app, "Paused", items, name="pause", opaque=False,
                         style=MenuStyle(width=200))

    def handle(self, action: Action) -> bool:
        if action.kind == Kind.PAUSE:
            self.app.sound.play("back")
            self.app.stack.pop()
            return True
        super().handle(action)
        return True   # modal: nothing reaches the paused game
