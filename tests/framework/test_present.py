"""Presenting the canvas through SDL's renderer: fill-screen, partial redraws, scanlines, monitors."""

import json
import os

import pygame
import pytest

from scenes.framework.display import WM_CLASS, bars, fit_canvas, pick_display
from tools.harness.helpers import make_app, press_key, settle


@pytest.mark.parametrize(
    "window, scale, rect",
    [
        ((1600, 900), 2, (0, 0, 1600, 900)),
        ((1680, 1050), 2, (0, 52, 1680, 945)),
        ((1280, 800), 2, (0, 40, 1280, 720)),
        ((1920, 1080), 3, (0, 0, 1920, 1080)),
        ((1366, 768), 2, (0, 0, 1365, 768)),
    ],
)
def test_fill_stretches_the_whole_number_picture_to_the_screen(window, scale, rect):
    fit = fit_canvas(window, scaling="fill")
    assert fit.scale == scale and fit.inner == (640 * scale, 360 * scale)
    assert fit.rect == pygame.Rect(rect)
    assert fit.stretched == (fit.rect.size != fit.inner)


def test_whole_pixels_keep_bars_that_fill_does_not():
    assert fit_canvas((1600, 900)).rect.size == (1280, 720)
    assert len(bars((1600, 900), fit_canvas((1600, 900)).rect)) == 4
    assert bars((1600, 900), fit_canvas((1600, 900), scaling="fill").rect) == []


def test_a_missing_monitor_falls_back_to_the_first_with_a_notice():
    assert pick_display(7, ["Laptop"]) == (0, "There is no display 7 (this computer has 1 display); using the first.")
    assert pick_display(2, ["Laptop", "TV"]) == (1, None)
    assert pick_display("TV", ["Laptop", "TV"]) == (1, None)
    index, notice = pick_display("TV", ["Laptop"])
    assert index == 0 and "TV" in notice
    assert pick_display("", ["Laptop"]) == (0, None)


def test_the_dummy_driver_presents_through_the_renderer():
    app = make_app("--size", "1366x768")
    try:
        assert app.display.renderer is not None and app.display.renderer_name == "software"
        shot = app.display.window_screenshot()
        assert shot.get_size() == (1366, 768)
    finally:
        app.close()


def test_only_changed_tiles_are_redrawn_and_the_window_matches_a_full_draw():
    """The software renderer keeps the last frame: what it shows after partial frames is the frame."""
    app = make_app("--size", "1920x1080", "--demo", "--seed", "3")
    try:
        app.step(90)
        after_partial = app.display.renderer.to_surface()  # the back buffer as the frames left it
        full = app.display.window_screenshot()  # drawn again from scratch
        assert pygame.image.tobytes(after_partial, "RGB") == pygame.image.tobytes(full, "RGB")
        app.display.canvas.fill((9, 99, 199))  # most of it changed: one whole draw instead of tiles
        app.display.canvas.fill((250, 250, 0), (0, 0, 320, 8))
        app.display.present(False)
        shown = app.display.renderer.to_surface()
        assert shown.get_at((1900, 1000))[:3] == (9, 99, 199) and shown.get_at((5, 5))[:3] == (250, 250, 0)
    finally:
        app.close()


def test_an_unchanged_canvas_is_not_uploaded_again():
    app = make_app("--size", "1280x720")
    try:
        d = app.display
        d.present(False)
        before = d.uploads
        for _ in range(5):
            d.present(False)
        assert d.uploads == before
        d.canvas.fill((200, 10, 10), (0, 0, 8, 8))
        d.present(False)
        assert d.uploads == before + 1
        assert d.window_screenshot().get_at((5, 5))[:3] == (200, 10, 10)
    finally:
        app.close()


def test_fill_screen_has_no_black_bars_at_1600x900():
    app = make_app("--size", "1600x900")
    try:
        app.display.canvas.fill((40, 80, 120))
        app.display.present(False)
        assert app.display.window_screenshot().get_at((3, 450))[:3] == (0, 0, 0)  # whole pixels: a bar
        app.settings.set("scaling", "fill")
        app.settings_changed()
        assert app.display.fit.rect == pygame.Rect(0, 0, 1600, 900)
        app.display.canvas.fill((40, 80, 120))
        app.display.present(False)
        shot = app.display.window_screenshot()
        for pos in ((3, 450), (1596, 450), (800, 2), (800, 897)):
            assert shot.get_at(pos)[:3] == (40, 80, 120), pos
        assert app.display.to_canvas((1599, 899)) == (639, 359)
    finally:
        app.close()


def test_scanlines_darken_one_row_in_each_canvas_row():
    app = make_app("--size", "1920x1080")
    try:
        app.display.canvas.fill((200, 200, 200))
        app.display.present(True)
        shot = app.display.window_screenshot()
        lit, dark = shot.get_at((100, 300))[0], shot.get_at((100, 302))[0]  # rows 0 and 2 of canvas row 100
        assert lit == 200 and dark < 150
    finally:
        app.close()


def test_the_surface_path_still_presents(monkeypatch):
    monkeypatch.setenv("BHA_PRESENT", "surface")
    app = make_app("--size", "1366x768")
    try:
        assert app.display.renderer is None
        app.step(3)
        assert app.display.window_screenshot().get_size() == (1366, 768)
    finally:
        app.close()


def test_the_window_size_is_remembered_for_a_start_without_size():
    import main

    first = main.create_app(["--windowed"])
    first.display.win.size = (800, 450)  # the player drags the window smaller
    first.display.resized()
    first.step(1)
    first.close()
    saved = json.loads((first.paths.config / "settings.json").read_text())
    assert saved["window_size"] == [800, 450] and len(saved["window_position"]) == 2
    again = main.create_app(["--windowed"])
    try:
        assert again.display.size == (800, 450)
    finally:
        again.close()
    once = make_app("--size", "1024x576")  # --size is for this start only
    once.close()
    assert json.loads((first.paths.config / "settings.json").read_text())["window_size"] == [800, 450]


def test_the_window_class_and_dpi_hints_are_set_before_the_display_starts(monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "python3")  # what importing pygame puts there
    app = make_app()
    try:
        assert os.environ["SDL_VIDEO_X11_WMCLASS"] == WM_CLASS
        assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    finally:
        app.close()


def test_the_display_row_comes_with_a_second_monitor_and_is_remembered_by_name(monkeypatch):
    from scenes.shell.settings_menu import SettingsScene

    app = make_app("--size", "1280x720")
    try:
        app.stack.push(SettingsScene(app))
        settle(app)
        assert "Display" not in [getattr(i, "label", "") for i in app.stack.top.items]  # one monitor here
        app.stack.pop()
        settle(app)
        monkeypatch.setattr(app, "display_names", lambda: ["Laptop", "LG TV"])
        app.stack.push(SettingsScene(app))
        settle(app)
        labels = [getattr(i, "label", "") for i in app.stack.top.items]
        for _ in range(labels.index("Display")):
            press_key(app, pygame.K_DOWN)
        press_key(app, pygame.K_RIGHT)
        assert app.settings.get("display") == "LG TV"
        assert json.loads((app.paths.config / "settings.json").read_text())["display"] == "LG TV"
    finally:
        app.close()


def test_scaling_is_in_the_settings_menu():
    from scenes.shell.settings_menu import SettingsScene

    app = make_app("--size", "1600x900")
    try:
        app.stack.push(SettingsScene(app))
        settle(app)
        labels = [getattr(i, "label", "") for i in app.stack.top.items]
        for _ in range(labels.index("Scaling")):
            press_key(app, pygame.K_DOWN)
        press_key(app, pygame.K_RIGHT)
        assert app.settings.get("scaling") == "fill"
        assert app.display.fit.rect.size == (1600, 900)
        saved = json.loads((app.paths.config / "settings.json").read_text())
        assert saved["scaling"] == "fill"
    finally:
        app.close()


def test_the_dummy_driver_is_not_taken_for_vsync_on_either_path(monkeypatch):
    """is_vsync() says yes to a vsync request the dummy driver cannot keep."""
    app = make_app()
    try:
        assert app.display.vsync is False
    finally:
        app.close()
    monkeypatch.setenv("BHA_PRESENT", "surface")
    app = make_app()
    try:
        assert app.display.vsync is False
    finally:
        app.close()


def _tiles_by_hand(a: pygame.Surface, b: pygame.Surface) -> set[tuple[int, int]]:
    """Every 8x8 tile where any pixel differs, pixel by pixel."""
    w, h = a.get_size()
    return {(x // 8, y // 8) for y in range(h) for x in range(w) if a.get_at((x, y)) != b.get_at((x, y))}


@pytest.mark.parametrize("seed", range(6))
def test_the_changed_tiles_are_exactly_those_with_a_changed_pixel(seed):
    import random

    from scenes.framework.display import CANVAS_SIZE, changed_tiles

    rng = random.Random(seed)
    before = pygame.Surface(CANVAS_SIZE)
    before.fill((8, 9, 24))
    after = before.copy()
    for _ in range(rng.choice((1, 5, 40, 300))):  # lone pixels, runs and blocks, some touching
        x, y = rng.randrange(640), rng.randrange(360)
        after.fill((rng.randrange(256), 9, 24), (x, y, rng.choice((1, 1, 3, 9, 30)), rng.choice((1, 2, 8))))
    pitch = before.get_pitch()
    rects = changed_tiles(after.get_buffer().raw, before.get_buffer().raw, pitch)
    wanted = _tiles_by_hand(before, after)
    if len(wanted) > 80 * 45 // 2:
        assert rects is None
        return
    got = [(x // 8, r.y // 8) for r in rects for x in range(r.x, r.right, 8)]
    assert len(got) == len(set(got)) and set(got) == wanted
    assert all(r.h == 8 and r.x % 8 == 0 and r.w % 8 == 0 for r in rects)
    assert changed_tiles(before.get_buffer().raw, before.get_buffer().raw, pitch) == []
