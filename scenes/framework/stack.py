"""The scene stack: which scenes are up, who gets input, and the fades between them.

Input goes to the top scene first; a scene returns True to consume an action
or False to pass it down. Only the top scene updates. Drawing starts at the
topmost opaque scene and works up, so overlays show the scene beneath. Stack
changes asked for during a frame are applied at the end of that frame, and a
change may ask for a short fade through black.

Same-frame rule (two pads pressing at once): the first change asked for in a
frame wins. Once a change is pending, the rest of the frame's input is dropped
(device plug events still pass, the couch needs them); a change asked for by a
different scene than the one whose change came first in the frame (or in the
fade it started) is dropped; a pop never removes the last scene, and ``pop_to``
a scene that is not on the stack does nothing, nor does a ``replace`` ``of`` one. Only ``close_all`` empties it.

The stack (and the app that owns it) know scenes only through the protocols
below, so scenes/framework/scene.py can be typed against the app without the
app depending on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

import pygame

from .input import Action, Kind

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
    origin: StackScene | None = None  # the scene on top when the change was asked for
    takes_off: bool = False  # it takes the top scene off (pop, replace, pop_to)


# input that still reaches the scenes after a change is pending (see the same-frame rule)
_ALWAYS_DISPATCHED = (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[StackScene] = []
        self._pending: list[_Op] = []
        self._fade_phase: str | None = None  # "out" (to black) or "in"
        self._fade_t = 0.0
        self._fade_ops: list[_Op] = []

    # -- requests (applied at the end of the frame) -------------------------------
    def push(self, scene: StackScene, transition: str | None = None) -> None:
        self._ask(_Op(lambda: self._push_now(scene), transition == "fade", scene))

    def pop(self, transition: str | None = None) -> None:
        """Take the top scene off (never the last one: the base scene stays)."""

        def op() -> None:
            if len(self.scenes) > 1:
                self._pop_now()

        self._ask(_Op(op, transition == "fade", takes_off=True))

    def replace(self, scene: StackScene, transition: str | None = None, *, of: StackScene | None = None) -> None:
        """Put ``scene`` in the place of the top scene, or of ``of`` (every scene above it going too:
        a setup and the join screen over it give way to the game in one change). A change naming a
        scene that is no longer on the stack when it comes to apply (a late answer) is dropped."""
        replaced = of

        def op() -> None:
            if replaced is not None:
                if not any(s is replaced for s in self.scenes):
                    return
                while self.scenes and self.scenes[-1] is not replaced:
                    self._pop_now()
            self._pop_now()
            self._push_now(scene)

        self._ask(_Op(op, transition == "fade", scene, takes_off=True))

    def pop_to(self, name: str, transition: str | None = None) -> None:
        """Pop until the scene called ``name`` is on top (e.g. quit to title); nothing when it is
        not on the stack (it used to pop everything, and the arcade closed)."""

        def op() -> None:
            if name not in self.names():
                return
            while self.scenes and self.scenes[-1].name != name:
                self._pop_now()

        self._ask(_Op(op, transition == "fade", takes_off=True))

    def _ask(self, op: _Op) -> None:
        op.origin = self.top
        self._pending.append(op)

    @property
    def changing(self) -> bool:
        """A change is asked for this frame (or a fade runs): further input is dropped."""
        return bool(self._pending) or self.fading

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
        if self.changing and action.kind not in _ALWAYS_DISPATCHED:
            return True  # the first change of the frame wins: a second press cannot undo the stack
        for scene in reversed(self.scenes):
            if scene.handle(action):
                return True
        return False

    def update(self, dt: float) -> None:
        if self._fade_phase is not None:
            self._fade_t += dt
            if self._fade_t >= FADE_SECONDS:
                if self._fade_phase == "out":
                    ops, self._fade_ops = self._fade_ops, []
                    for op in _first_origin(ops):
                        op.apply()
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
        if self._fade_ops:  # a fade is running: only its own scene may add to it, and not once it is leaving
            origin = self._fade_ops[0].origin
            leaving = any(op.takes_off for op in self._fade_ops)
            ops = [] if leaving else [op for op in ops if op.origin is origin]
        for op in _first_origin(ops):
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


def _first_origin(ops: list[_Op]) -> list[_Op]:
    """The changes asked for by the scene that asked first; another scene's are dropped
    (a second pad's press in the same frame, aimed at a scene the first change removes)."""
    if not ops:
        return []
    first = ops[0].origin
    return [op for op in ops if op.origin is first]
