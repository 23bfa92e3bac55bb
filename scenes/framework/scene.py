"""Scenes: what the stack (scenes/framework/stack.py) runs, and the game scene's pause rules.

A scene returns True from ``handle`` to consume an action or False to pass it
down; only the top scene updates; overlays (``opaque`` False) show the scene
beneath.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import tr

from .input import Action, Kind

if TYPE_CHECKING:
    from .app import App


class Scene:
    name = "scene"
    opaque = True
    ui_manager: Any = None  # a pygame_gui manager of its own, if the scene has one

    def __init__(self, app: "App") -> None:
        self.app = app

    def on_enter(self) -> None:
        """Became the top scene (pushed, or uncovered)."""

    def on_exit(self) -> None:
        """Stopped being the top scene (covered, or about to be removed)."""

    def on_close(self) -> None:
        """Left the stack for good: cancel work, release resources."""

    def language_changed(self) -> None:
        """The player chose another language: words worked out ahead of drawing (a menu's rows,
        a wrapped page) are worked out again. Words translated as they are drawn need nothing."""

    def handle(self, action: Action) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, canvas: pygame.Surface) -> None:
        pass

    def game_state(self) -> Any:
        """The engine state this scene shows, if it plays a game (tests and tools read it)."""
        return None


class GameScene(Scene):
    """A game's play scene: pause on Start / P / Esc, and on a pulled controller.

    ``kept_data`` lets a game in progress survive any way out: the app saves
    what it returns (JSON-able: the session's options and moves) under
    ``game_key`` and the title offers to continue it.
    """

    rules_pages: list[Any] = []
    rules_title = "Rules"
    game_key = ""  # the GameEntry key, for continuing a kept game
    plays_game = True  # the app tells it of pulled pads and keeps it at exit (stack.PlayingScene)

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        # the devices this game is played with: the one that started it, and any used since
        self.used_devices: set[str] = {app.last_device} if app.last_device else set()
        self.paused_by = ""  # who opened the pause menu, for its title
        self.pause_note = ""  # why the game stopped, when it was not a button
        self._pause_on_enter = False

    def on_enter(self) -> None:
        self.app.sound.music(self.music_loop())  # the title loop gives way to the game's own
        if self._pause_on_enter:  # a pad was pulled while this game faded in
            self._pause_on_enter = False
            self.open_pause()

    def music_loop(self) -> str | None:
        """The music this game plays (a loop's file stem), or None for none."""
        return None

    def kept_data(self) -> dict | None:
        """The game in progress as JSON-able data, or None when there is nothing to keep."""
        return None

    def device_lost(self, action: Action) -> bool:
        """A device was unplugged. The default pauses when this game was played with it
        (a spare pad nobody touched never pauses). True when the scene said so itself."""
        if action.device in self.used_devices:
            self.paused_by, self.pause_note = (
                "",
                tr("{device} was disconnected").format(device=action.info or tr("A controller")),
            )
            if self.app.stack.top is self:
                self.open_pause()
            else:
                self._pause_on_enter = True
        return False

    def note_device(self, action: Action) -> None:
        if action.device and action.kind not in (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED):
            self.used_devices.add(action.device)

    def keep(self) -> None:
        """Save the game in progress (if any) so the title can continue it."""
        data = self.kept_data()
        if data is not None and self.game_key:
            self.app.keep_game(self.game_key, data)

    def open_pause(self) -> None:
        self.app.stack.push(self.app.wiring.pause(self.app, self))

    def handle(self, action: Action) -> bool:
        """Pause on PAUSE/BACK; swallow everything else, so a key the game ignores
        (Enter while the computer thinks) never reaches the title menu beneath."""
        self.pause_on(action)
        return True

    def pause_on(self, action: Action) -> bool:
        """Open the pause menu for PAUSE/BACK; True when it did."""
        if action.kind not in (Kind.PAUSE, Kind.BACK):
            return False
        self.paused_by, self.pause_note = self.who_pressed(action), ""
        self.open_pause()
        return True

    def who_pressed(self, action: Action) -> str:
        """A name for the person behind ``action`` (a seat's name in couch games), or ""."""
        return ""
