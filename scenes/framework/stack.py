"""The scene stack: which scenes are up, who gets input, and the fades between them.

Input goes to the top scene first; a scene returns True to consume an action
or False to pass it down. Only the top scene updates. Drawing starts at the
topmost opaque scene and works up, so overlays show the scene beneath. Stack
changes asked for during a frame are applied at the end of that frame, and a
change may ask for a short fade through black.

The stack (and the app that owns it) know scenes only through the protocols
below, so scenes/framework/scene.py can be typed against the app without the
app depending on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

import pygame

from .input import Action

FADE_SECONDS = 0.16


class StackScene(Protocol):
    """What the stack needs of a scene (scenes/framework/scene.py ``Scene`` is one)."""

    name: str
    opaque: bool
    ui_manager: Any  # a pygame_gui manager of its own, or None

    def on_enter(self) -> None: ...
    def on_exit(self) -> None: ...
    def on_close(self) -> None: ...
    def handle(self, action: Action) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, canvas: pygame.Surface) -> None: ...
    def game_state(self) -> Any: ...


class PlayingScene(StackScene, Protocol):
    """A scene that plays a game (``GameScene``): the app tells it of a pulled pad and keeps it at exit."""

    game_key: str

    def device_lost(self, action: Action) -> bool: ...
    def note_device(self, action: Action) -> None: ...
    def keep(self) -> None: ...


def playing(scene: Any) -> PlayingScene | None:
    """The scene as a game scene, or None (a scene plays a game when it says ``plays_game``)."""
    return scene if getattr(scene, "plays_game", False) else None


@dataclass
class _Op:
    apply: Callable[[], None]
    fade: bool
    scene: StackScene | None = None  # the scene a push or replace brings in


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[StackScene] = []
        self._pending: list[_Op] = []
        self._fade_phase: str | None = None  # "out" (to black) or "in"
        self._fade_t = 0.0
        self._fade_ops: list[_Op] = []

    # -- requests (applied at the end of the frame) -------------------------------
    def push(self, scene: StackScene, transition: str | None = None) -> None:
        self._pending.append(_Op(lambda: self._push_now(scene), transition == "fade", scene))

    def pop(self, transition: str | None = None) -> None:
        self._pending.append(_Op(self._pop_now, transition == "fade"))

    def replace(self, scene: StackScene, transition: str | None = None) -> None:
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
    def top(self) -> StackScene | None:
        return self.scenes[-1] if self.scenes else None

    def incoming_game(self) -> PlayingScene | None:
        """A game scene waiting in a fade to be pushed (it is not on the stack yet)."""
        for op in self._fade_ops + self._pending:
            game = playing(op.scene)
            if game is not None:
                return game
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
    def _push_now(self, scene: StackScene) -> None:
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
