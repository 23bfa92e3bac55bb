"""A TV's safe area: fullscreen, nothing is drawn within the Screen edge (5 % by default) of
the screen's sides, for a TV that overscans; Settings -> Screen edge sets it, and it is kept."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from scenes.framework.display import fit_canvas
from tools.harness.helpers import make_app, settle
from tools.harness.tour import key, press_button


@pytest.mark.parametrize("window", [(1920, 1080), (1366, 768), (3840, 2160), (1280, 800)])
@pytest.mark.parametrize("scaling", ["whole", "fill"])
def test_the_picture_keeps_inside_the_safe_rectangle(window, scaling):
    w, h = window
    safe = pygame.Rect(round(w * 0.05), round(h * 0.05), w - 2 * round(w * 0.05), h - 2 * round(h * 0.05))
    fit = fit_canvas(window, scaling=scaling, edge=0.05)
    assert safe.contains(fit.rect), (fit.rect, safe)
    assert fit_canvas(window, scaling=scaling).rect.w >= fit.rect.w
    # and the edge costs the picture no more than its own width: no whole step lost (1080p at
    # whole pixels went from 1920x1080 to 1280x720, 1280x720 to 640x360)
    assert fit.rect.w >= 0.88 * fit_canvas(window, scaling=scaling).rect.w, fit.rect


def _lit(shot: pygame.Surface) -> np.ndarray:
    """Screen pixels that are not black (the picture; the bars are black)."""
    return pygame.surfarray.array3d(shot).max(axis=2) > 0


def _band(lit: np.ndarray, edge: float) -> int:
    """Lit pixels within ``edge`` of the screen's sides."""
    w, h = lit.shape
    bx, by = int(w * edge), int(h * edge)
    inner = lit[bx : w - bx, by : h - by].sum() if bx or by else lit.sum()
    return int(lit.sum() - inner)


def test_fullscreen_draws_nothing_within_five_percent_of_the_edges_by_default():
    app = make_app()
    try:
        app.settings.set("scaling", "fill")  # the picture as large as it gets: to the safe area's sides
        app.settings_changed()
        app.set_fullscreen(True)
        settle(app)
        app.step(2)
        lit = _lit(app.display.window_screenshot())
        w, h = lit.shape
        assert w > 640 and lit.sum() > w * h // 2  # a real fullscreen picture
        assert _band(lit, 0.05) == 0, "the picture reaches into the screen's outer 5 %"
        assert _band(lit, 0.06) > 0  # and it is as large as the safe area lets it
        app.settings.set("screen_edge", 0)  # a monitor that shows every pixel
        app.settings_changed()
        app.step(2)
        lit = _lit(app.display.window_screenshot())
        assert _band(lit, 0.01) > 0
        app.set_fullscreen(False)  # a window shows its whole area: no edge
        assert app.display.fit.rect == fit_canvas(app.display.size, scaling="fill")
    finally:
        app.close()


def test_screen_edge_is_a_setting_and_is_remembered(tmp_path):
    home = str(tmp_path / "home")
    app = make_app(home=home)
    try:
        assert app.settings.get("screen_edge") == 5
        press_button(app, "Settings")
        press_button(app, "Screen and motion")
        menu = app.stack.top
        row = next(i for i, it in enumerate(menu.items) if getattr(it, "label", "") == "Screen edge")
        menu.nav.focus_on(row)
        for _ in range(3):
            key(app, pygame.K_RIGHT)
        assert app.settings.get("screen_edge") == 8
        assert app.display.edge == pytest.approx(0.08)
        app.set_fullscreen(True)
        w, h = app.display.size
        assert app.display.fit.rect.left >= w * 0.08 and app.display.fit.rect.top >= h * 0.08 - 1
    finally:
        app.close()
    again = make_app(home=home)
    try:
        assert again.settings.get("screen_edge") == 8 and again.display.edge == pytest.approx(0.08)
    finally:
        again.close()


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("monitors", [["Laptop"], ["Laptop", "LG TV"]])
def test_settings_with_screen_edge_lays_out_every_row(monkeypatch, monitors, text_size):
    """Settings has 13 rows, 14 with a second monitor's Display row: each row's help line
    stays clear of the panel and on the canvas."""
    from scenes.shell.settings_menu import SettingsScene
    from tools.harness.tour import capture, every_row, layout_problems, set_text_size

    app = make_app()
    try:
        set_text_size(app, text_size)
        monkeypatch.setattr(app, "display_names", lambda: monitors)
        app.stack.push(SettingsScene(app))
        settle(app)
        found = {}
        for row in ["first", *every_row(app)]:
            problems = layout_problems(app, capture(app))
            if problems:
                found[row] = problems
        assert not found, found
    finally:
        app.close()
