"""Drive the real app headless: make it, feed it real SDL events, step frames."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Callable

import pygame

import main
from game import catalogue
from scenes.framework.app import App

LESSON_GAMES = tuple(game.key for game in catalogue.GAMES)  # every game has lessons (tests/contract checks)


def make_app(*argv: str, home: str | None = None, offer_lessons: bool = False) -> App:
    """A windowed 640x360 app on the dummy driver.

    Its user files go to ``home`` when given, else to the test's own folder
    (``BHA_HOME``, set for every test by the ``user_home`` fixture). Unless
    ``offer_lessons``, a fresh folder starts as if every game's lessons had
    been offered once, so setup screens open without the first-launch question.
    """
    if home is not None:
        os.environ["BHA_HOME"] = home
    elif "BHA_HOME" not in os.environ:
        os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-test-")
    stats = Path(os.environ["BHA_HOME"]) / "data" / "stats.json"
    if not offer_lessons and not stats.exists():
        stats.parent.mkdir(parents=True, exist_ok=True)
        stats.write_text(json.dumps({f"{g}.lessons": {"done": [], "offered": True} for g in LESSON_GAMES}))
    args = list(argv)
    if not any(a.startswith("--size") for a in args):
        args += ["--size", "640x360"]
    if not any(a.startswith("--lang") for a in args):  # English whatever the machine's locale
        args += ["--lang", "en"]
    app = main.create_app(["--windowed", *args])
    app.step(1)
    return app


def recording(app: App) -> App:
    """The app with every action its input layer hands out kept in ``app.recorded`` (input tests)."""
    recorded: list = []
    original = app.input.poll

    def poll(now: float) -> list:
        actions = original(now)
        recorded.extend(actions)
        return actions

    app.input.poll = poll  # type: ignore[method-assign]
    app.recorded = recorded  # type: ignore[attr-defined]
    return app


def press_key(app: App, key: int, mod: int = 0, frames: int = 1, unicode: str = "") -> None:
    """A key press and release through the event queue, then ``frames`` frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
    app.step(frames)


def to_window(app: App, pos: tuple[int, int]) -> tuple[int, int]:
    r = app.display.fit.rect
    s = r.w / 640
    return (int(r.x + pos[0] * s + s / 2), int(r.y + pos[1] * s + s / 2))


def move_mouse(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    wpos = to_window(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=wpos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.step(frames)


def click(app: App, pos: tuple[int, int], button: int = 1, frames: int = 1) -> None:
    """Move there, press and release a mouse button (canvas coordinates)."""
    wpos = to_window(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=wpos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wpos, button=button, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wpos, button=button, touch=False))
    app.step(frames)


def step_until(app: App, predicate: Callable[[], bool], max_frames: int = 600) -> int:
    """Step frames until ``predicate()`` holds; returns the frames taken (fails past the limit)."""
    for n in range(max_frames):
        if predicate():
            return n
        app.step(1)
    if predicate():
        return max_frames
    raise AssertionError(f"condition not met within {max_frames} frames")


def settle(app: App) -> None:
    """Let pending stack changes and fades finish."""
    step_until(app, lambda: not app.stack.fading, 120)
    app.step(1)


def pad_press(app: App, pad, button: str, frames: int = 2) -> None:
    pad.set_button(button, True)
    app.step(1)
    pad.set_button(button, False)
    app.step(frames)


def step_real(app: App, predicate: Callable[[], bool], seconds: float = 20.0) -> None:
    """Step frames until ``predicate()``, letting real time pass for the worker process."""
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end and not predicate():
        app.step(1)
        time.sleep(0.002)
    assert predicate(), "condition not met in time"


def quit_window(app: App) -> None:
    """Close the window as a player would (the QUIT event), then let the app shut down."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1)
    assert not app.running
    app.close()
