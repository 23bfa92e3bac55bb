"""Whole-number scaling of the 640x360 canvas, centred with black bars."""

import pygame
import pytest

from scenes.framework.display import fit_canvas


@pytest.mark.parametrize(
    "window, scale, rect",
    [
        ((1280, 720), 2, (0, 0, 1280, 720)),
        ((1366, 768), 2, (43, 24, 1280, 720)),
        ((1920, 1080), 3, (0, 0, 1920, 1080)),
        ((2560, 1440), 4, (0, 0, 2560, 1440)),
        ((3840, 2160), 6, (0, 0, 3840, 2160)),
        ((1920, 1200), 3, (0, 60, 1920, 1080)),
        ((640, 360), 1, (0, 0, 640, 360)),
    ],
)
def test_fit_scales_by_whole_numbers(window, scale, rect):
    fit = fit_canvas(window)
    assert fit.scale == scale
    assert fit.rect == pygame.Rect(rect)
    assert fit.rect.w == 640 * scale and fit.rect.h == 360 * scale


def test_small_window_still_shows_whole_canvas():
    fit = fit_canvas((320, 240))
    assert fit.rect.w <= 320 and fit.rect.h <= 240
    assert abs(fit.rect.w / fit.rect.h - 640 / 360) < 0.02


def test_window_to_canvas_mapping_in_bars_and_corners():
    from tools.harness.helpers import make_app

    app = make_app("--size", "1366x768")
    try:
        assert app.display.fit.scale == 2
        assert app.display.to_canvas((10, 10)) is None  # in the bar
        assert app.display.to_canvas((43, 24)) == (0, 0)
        assert app.display.to_canvas((43 + 1279, 24 + 719)) == (639, 359)
        app.save_screenshot(app.paths.pictures / "shot.png")
        shot = pygame.image.load(str(app.paths.pictures / "shot.png"))
        assert shot.get_size() == (1366, 768)
        assert shot.get_at((5, 5))[:3] == (0, 0, 0)  # letterbox is black
    finally:
        app.close()


def test_fullscreen_toggled_many_times_stays_sound():
    """Regression: re-asking SDL for vsync on every toggle corrupted memory on the dummy driver."""
    from tools.harness.helpers import make_app, press_key

    app = make_app("--size", "1280x720")
    try:
        for i in range(40):
            press_key(app, pygame.K_F11, frames=2)
            assert app.display.fullscreen == (i % 2 == 0)
        assert app.settings.get("fullscreen") is False
        assert app.display.size == (1280, 720)
        assert app.display.fit.scale == 2
    finally:
        app.close()
