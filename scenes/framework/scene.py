"""Scenes and the stack that runs them.

Input goes to the top scene first; a scene returns True to consume an action
or False to pass it down. Only the top scene updates. Drawing starts at the
topmost opaque scene and works up, so overlays show the scene beneath. Stack
changes asked for during a frame are applied at the end of that frame, and a
change may ask for a short fade through black.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from .input import Action, Kind

if TYPE_CHECKING:
    from .app import App

FADE_SECONDS = 0.16


class Scene:
    name = "scene"
    opaque = True
    ui_manager = None   # a pygame_gui manager of its own, if the scene has one

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


class GameScene(Scene):
    """A game's play scene: pause on Start / P / Esc, and on a pulled controller.

    ``suspend`` lets a game in progress survive the window closing: the app
    saves what it returns (JSON-able, e.g. the deal and the move list) and the
    title offers to continue through the game's ``GameEntry.resume``.
    """

    rules_pages: list = []
    rules_title = "Rules"
    game_key = ""          # the GameEntry key, for continuing a suspended game

    def on_enter(self) -> None:
        self.app.sound.music(None)    # the title loop gives way to the game's own sounds

    def suspend(self) -> dict | None:
        """The game in progress as JSON-able data, or None when there is nothing to keep."""
        return None

    def open_pause(self) -> None:
        from scenes.pause import PauseScene
        self.app.stack.push(PauseScene(self.app, self.rules_title, self.rules_pages))

    def handle(self, action: Action) -> bool:
        """Pause on PAUSE/BACK; swallow everything else, so a key the game ignores
        (Enter while the computer thinks) never reaches the title menu beneath."""
        if action.kind in (Kind.PAUSE, Kind.BACK):
            self.open_pause()
        return True


@dataclass
class _Op:
    apply: Callable[[], None]
    fade: bool


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[_Op] = []
        self._fade_phase: str | None = None    # "out" (to black) or "in"
        self._fade_t = 0.0
        self._fade_ops: list[_Op] = []

    # -- requests (applied at the end of the frame) -------------------------------
    def push(self, scene: Scene, transition: str | None = None) -> None:
        self._pending.append(_Op(lambda: self._push_now(scene), transition == "fade"))

    def pop(self, transition: str | None = None) -> None:
        self._pending.append(_Op(self._pop_now, transition == "fade"))

    def replace(self, scene: Scene, transition: str | None = None) -> None:
        def op() -> None:
            self._pop_now()
            self._push_now(scene)
        self._pending.append(_Op(op, transition == "fade"))

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
