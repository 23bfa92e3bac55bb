"""The pygame_gui theme: valid JSON, loads without warnings, crisp pixel-font text."""

from __future__ import annotations

import json
import warnings

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider, UILabel

from tools.harness.assets_loader import ROOT

THEME = ROOT / "assets" / "theme.json"
NAVY = (11, 13, 31)


@pytest.fixture(scope="module")
def manager():
    """A manager on a dummy display (pygame_gui converts text surfaces, so it needs a mode)."""
    own_display = pygame.display.get_surface() is None
    if own_display:
        pygame.display.init()
        pygame.display.set_mode((640, 360))
    pygame.font.init()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        mgr = pygame_gui.UIManager((640, 360), str(THEME), enable_live_theme_updates=False)
    yield mgr
    if own_display:
        pygame.display.quit()


def test_theme_is_json_with_the_needed_elements():
    theme = json.loads(THEME.read_text("utf-8"))
    for key in (
        "button",
        "label",
        "horizontal_slider",
        "horizontal_slider.button",
        "horizontal_slider.#sliding_button",
        "panel",
        "text_box",
        "window",
        "drop_down_menu",
    ):
        assert key in theme, key
    for key, block in theme.items():
        misc = block.get("misc", {})
        assert misc.get("shadow_width", "0") == "0", key
        assert misc.get("shape", "rectangle") == "rectangle", key
        if "font" in block:
            assert block["font"]["antialiased"] == "0", key


def test_controls_build_and_draw_without_warnings(manager):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        button = UIButton(pygame.Rect(10, 10, 120, 24), "Resume", manager)
        label = UILabel(pygame.Rect(10, 40, 120, 24), "Music 70%", manager)
        UIHorizontalSlider(pygame.Rect(10, 70, 160, 20), 70, (0, 100), manager)
        UIDropDownMenu(["Windowed", "Fullscreen"], "Windowed", pygame.Rect(10, 100, 160, 24), manager)
        manager.update(1 / 60)
        canvas = pygame.Surface((640, 360))
        canvas.fill(NAVY)
        manager.draw_ui(canvas)
    for element in (button, label):
        info = manager.get_theme().get_font_info(element.combined_element_ids)
        assert (info["name"], info["size"], info["antialiased"]) == ("dotgothic16", 16, False)
    button.kill()
    label.kill()


def test_label_text_has_no_antialiased_edge_colours(manager):
    label = UILabel(pygame.Rect(0, 0, 200, 24), "Settings 123", manager)
    manager.update(1 / 60)
    canvas = pygame.Surface((640, 360))
    canvas.fill(NAVY)
    manager.draw_ui(canvas)
    colours = {tuple(canvas.get_at((x, y)))[:3] for x in range(200) for y in range(24)}
    ink = pygame.Color("#d8dcff")
    assert (ink.r, ink.g, ink.b) in colours
    assert len(colours) == 2, f"blended edge colours found: {len(colours)} colours"
    label.kill()


def test_focus_states_are_bright_yellow(manager):
    theme = manager.get_theme()
    ids = ["button"]
    yellow = pygame.Color("#ffe14d")
    for key in ("hovered_border", "selected_border", "hovered_text", "selected_text", "active_bg"):
        assert theme.get_colour_or_gradient(key, ids) == yellow, key
