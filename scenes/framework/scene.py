"""Scenes and the stack that runs them.

Input goes to the top scene first; a scene returns True to consume an action
or False to pass it down. Only the top scene updates. Drawing starts at the
topmost opaque scene and works up, so overlays show the scene beneath. Stack
changes asked for during a frame are applied at the end of that frame, and a
change may ask for a short fade through black.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from .input import Action, Kind

if TYPE_CHECKING:
    from .app import App

FADE_SECONDS = 0.16


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

    ``suspend`` lets a game in progress survive any way out: the app saves
    what it returns (JSON-able: the session's options and moves) under
    ``game_key`` and the title offers to continue it.
    """

    rules_pages: list[Any] = []
    rules_title = "Rules"
    game_key = ""  # the GameEntry key, for continuing a suspended game

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        # the devices this game is played with: the one that started it, and any used since
        self.used_devices: set[str] = {app.last_device} if app.last_device else set()
        self.paused_by = ""  # who opened the pause menu, for its title
        self.pause_note = ""  # why the game stopped, when it was not a button
        self._pause_on_enter = False

    def on_enter(self) -> None:
        self.app.sound.music(None)  # the title loop gives way to the game's own sounds
        if self._pause_on_enter:  # a pad was pulled while this game faded in
            self._pause_on_enter = False
            self.open_pause()

    def suspend(self) -> dict | None:
        """The game in progress as JSON-able data, or None when there is nothing to keep."""
        return None

    def device_lost(self, action: Action) -> bool:
        """A device was unplugged. The default pauses when this game was played with it
        (a spare pad nobody touched never pauses). True when the scene said so itself."""
        if action.device in self.used_devices:
            self.paused_by, self.pause_note = "", f"{action.info or 'A controller'} was disconnected"
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
        data = self.suspend()
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


@dataclass
class _Op:
    apply: Callable[[], None]
    fade: bool
    scene: Scene | None = None  # the scene a push or replace brings in


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[_Op] = []
        self._fade_phase: str | None = None  # "out" (to black) or "in"
        self._fade_t = 0.0
        self._fade_ops: list[_Op] = []

    # -- requests (applied at the end of the frame) -------------------------------
    def push(self, scene: Scene, transition: str | None = None) -> None:
        self._pending.append(_Op(lambda: self._push_now(scene), transition == "fade", scene))

    def pop(self, transition: str | None = None) -> None:
        self._pending.append(_Op(self._pop_now, transition == "fade"))

    def replace(self, scene: Scene, transition: str | None = None) -> None:
        def op() -> None:
            self._pop_now()
            self._push_now(scene)

        self._pending.append(_Op(op, transition == "fade", scene))

    def pop_to(self, name: str, transition: str | None = None) -> None:
        """Pop until the scene called ``name`` is on top (e.g. quit to title)."""

        def op() -> None:
            while self.scenes and self.scenes[-1].name != name:
                self._pop_now()

        self._pending.append(_Op(op, transition == "fade"))

    # -- queries ----------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def incoming_game(self) -> "GameScene | None":
        """A game scene waiting in a fade to be pushed (it is not on the stack yet)."""
        for op in self._fade_ops + self._pending:
            if isinstance(op.scene, GameScene):
                return op.scene
        return None

    def names(self) -> list[str]:
        return [s.name for s in self.scenes]

    @property
    def fading(self) -> bool:
        return self._fade_phase is not None

    # -- the frame --------------------------------------------------------------
    def dispatch(self, action: Action) -> bool:
        if self.fading:
            return True
        for scene in reversed(self.scenes):
            if scene.handle(action):
                return True
        return False

    def update(self, dt: float) -> None:
        if self._fade_phase is not None:
            self._fade_t += dt
            if self._fade_t >= FADE_SECONDS:
                if self._fade_phase == "out":
                    for op in self._fade_ops:
                        op.apply()
                    self._fade_ops = []
                    self._fade_phase, self._fade_t = "in", 0.0
                else:
                    self._fade_phase = None
        if self.top is not None and self._fade_phase != "out":
            self.top.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes:
            canvas.fill((0, 0, 0))
        for scene in self.scenes[start:]:
            scene.draw(canvas)
        if self._fade_phase is not None:
            k = min(1.0, self._fade_t / FADE_SECONDS)
            alpha = k if self._fade_phase == "out" else 1.0 - k
            shade = pygame.Surface(canvas.get_size())
            shade.set_alpha(int(255 * alpha))
            canvas.blit(shade, (0, 0))

    def apply_pending(self) -> None:
        ops, self._pending = self._pending, []
        for op in ops:
            if op.fade and self._fade_phase is None and self.scenes:
                self._fade_phase, self._fade_t = "out", 0.0
                self._fade_ops.append(op)
            elif self._fade_phase == "out":
                self._fade_ops.append(op)
            else:
                op.apply()

    # -- immediate changes ------------------------------------------------------
    def _push_now(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def _pop_now(self) -> None:
        if not self.scenes:
            return
        scene = self.scenes.pop()
        scene.on_exit()
        scene.on_close()
        if self.top is not None:
            self.top.on_enter()

    def close_all(self) -> None:
        while self.scenes:
            self._pop_now()
