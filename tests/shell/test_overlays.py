"""An overlay hides what it covers: inside its panel, not one pixel depends on the screens
under it (the remap toast over the Controls title, Settings over "Paused", Rules over the
pause menu let the words below show through)."""

from __future__ import annotations

import pygame
import pytest

from scenes.framework import draw
from tools.harness.helpers import make_app, settle
from tools.harness.tour import entry, key, press_button, push, set_text_size


def _frame(app) -> pygame.Surface:
    """One frame drawn as the app draws it (the scenes, then the toasts), at the same time."""
    canvas = app.display.canvas
    app.stack.draw(canvas)
    app._draw_toasts(canvas)
    return canvas.copy()


def _showing_through(app, region: pygame.Rect, top_too: bool = False) -> int:
    """Pixels of ``region`` that change when every scene under the top one (``top_too``: every
    scene, for a toast, which lies over them all) paints a loud colour."""
    before = _frame(app)
    lower = app.stack.scenes if top_too else app.stack.scenes[:-1]
    kept = [s.draw for s in lower]
    try:
        for s in lower:
            s.draw = lambda canvas: canvas.fill((255, 0, 255))  # type: ignore[method-assign]
        after = _frame(app)
    finally:
        for s, d in zip(lower, kept, strict=True):
            s.draw = d  # type: ignore[method-assign]
    return sum(
        before.get_at((x, y)) != after.get_at((x, y))
        for x in range(region.left, region.right)
        for y in range(region.top, region.bottom)
    )


@pytest.fixture(params=["normal", "large"])
def app(request):
    a = make_app()
    set_text_size(a, request.param)
    settle(a)
    yield a
    a.close()


def test_the_remap_toast_hides_the_controls_title_under_it(app):
    press_button(app, "Controls")
    app.toast("Undo is now Q on the keyboard")
    app.step(1)
    w, h = draw.text_size(app.toasts[0].text)
    toast = pygame.Rect(0, 0, min(628, w + 16), h + 6)
    toast.midtop = (320, 6)
    assert _showing_through(app, toast, top_too=True) == 0


def test_settings_over_the_pause_menu_hides_it(app):
    push(app, entry("stars").start(app))
    press_button(app, "Start")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)
    key(app, pygame.K_p)
    settle(app)
    key(app, pygame.K_p)
    assert app.stack.top.name == "pause", app.scene_names()
    press_button(app, "Settings")
    assert app.stack.top.name == "settings"
    assert _showing_through(app, app.stack.top.panel_rect) == 0


def test_rules_over_the_pause_menu_hide_it(app):
    push(app, entry("numbers").start(app))
    press_button(app, "Start")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)
    key(app, pygame.K_p)
    settle(app)
    key(app, pygame.K_p)
    press_button(app, "Rules")
    assert app.stack.top.name == "rules", app.scene_names()
    assert _showing_through(app, app.stack.top.panel) == 0
