"""Opening and closing menus all evening must not grow the app (issue 11: 79 -> 321 MB in 300 pauses).

Each menu draws with a pygame_gui manager, and a manager and its buttons
point at each other: one merely dropped waits for Python's cycle collector,
holding its surfaces meanwhile. The collector runs when it likes, so the
tests hold it off (as it is between its runs in a busy app) and count what
the closed menus left behind: with the managers given back on close and
reused, nothing of them stays, whatever the collector does.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

import i18n
import pygame
import pygame_gui
import pytest

from scenes.framework.gui import MAX_IDLE_MANAGERS
from scenes.framework.menu import Button, MenuScene
from scenes.framework.scene import GameScene
from tools.harness.helpers import make_app, press_key, settle
from tools.soak import rss_now_mb as rss_mb

CYCLES = 100


class QuietGame(GameScene):
    """A game scene that draws nothing: the pause menu over it is all the frame does."""

    name = "quiet_game"


@pytest.fixture
def app():
    a = make_app()
    a.stack.push(QuietGame(a))
    settle(a)
    yield a
    a.close()


def alive(cls: type) -> int:
    """Objects of ``cls`` still in memory, garbage waiting for the collector included."""
    return sum(1 for o in gc.get_objects() if isinstance(o, cls))


def managers_of(app) -> int:
    """This app's pygame_gui managers still in memory (an earlier test's app may linger:
    pygame_gui keeps the first manager ever made as its default)."""
    return sum(
        1
        for o in gc.get_objects()
        if isinstance(o, pygame_gui.UIManager) and getattr(o, "_shared_theme", None) is app.gui_theme
    )


@contextmanager
def collector_held_off() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def pause_and_resume(app, times: int) -> None:
    for _ in range(times):
        press_key(app, pygame.K_p)
        assert app.scene_names()[-1] == "pause"
        press_key(app, pygame.K_p)
        assert app.scene_names()[-1] == "quiet_game"


def test_pausing_a_hundred_times_leaves_no_managers_behind(app):
    pause_and_resume(app, 3)  # the pool and the caches fill
    paths = len(i18n.load_path)
    with collector_held_off():
        before = rss_mb()
        pause_and_resume(app, CYCLES)
        grown = rss_mb() - before
        managers = managers_of(app)
        buttons = sum(
            1
            for o in gc.get_objects()
            if isinstance(o, pygame_gui.elements.UIButton)
            and getattr(o.ui_manager, "_shared_theme", None) is app.gui_theme
        )
    # before the fix: 101 managers, 408 buttons and +101 MB here; a manager each menu ever opened
    assert managers <= 1 + MAX_IDLE_MANAGERS  # the title's, and the pool's
    assert buttons == len(app.stack.scenes[0].ui_manager.get_root_container().elements)
    assert len(i18n.load_path) == paths  # pygame_gui's path list grew by one per manager
    assert grown < 30, f"{CYCLES} pauses grew the app by {grown:.0f} MB"


def test_every_kind_of_menu_gives_its_manager_back(app):
    from scenes.framework.confirm import ConfirmScene
    from scenes.shell.settings_menu import SettingsScene

    pause_and_resume(app, 1)
    with collector_held_off():
        before = rss_mb()
        for _ in range(20):
            press_key(app, pygame.K_p)
            app.stack.push(SettingsScene(app, overlay=True))  # sliders as well as buttons
            settle(app)
            app.stack.push(ConfirmScene(app, "Sure?", [("Yes", lambda: None), ("No", lambda: None)]))
            settle(app)
            press_key(app, pygame.K_ESCAPE)
            press_key(app, pygame.K_ESCAPE)
            press_key(app, pygame.K_p)
            assert app.scene_names()[-1] == "quiet_game"
        grown = rss_mb() - before
        assert managers_of(app) <= 1 + MAX_IDLE_MANAGERS
    assert grown < 20, f"20 trips through pause, settings and a question grew the app by {grown:.0f} MB"


def test_a_closed_menu_is_emptied_and_its_manager_serves_the_next(app):
    press_key(app, pygame.K_p)
    pause = app.stack.top
    manager = pause.ui_manager
    assert manager is not None and len(manager.get_root_container().elements) == 5  # Resume ... Quit to title
    press_key(app, pygame.K_p)
    assert pause.ui_manager is None
    assert len(manager.get_root_container().elements) == 0  # its buttons are gone already
    press_key(app, pygame.K_p)
    assert app.stack.top is not pause and app.stack.top.ui_manager is manager


def test_a_menu_shown_again_after_closing_builds_itself_anew(app):
    shown = []
    menu = MenuScene(app, "Again", [Button("One", lambda: shown.append(1)), Button("Two", lambda: None)])
    for _ in range(2):
        app.stack.push(menu)
        settle(app)
        assert menu.ui_manager is not None
        assert len(menu.ui_manager.get_root_container().elements) == 2
        press_key(app, pygame.K_RETURN)
        assert shown
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        assert menu.ui_manager is None
