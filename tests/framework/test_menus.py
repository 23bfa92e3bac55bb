"""Menus, settings, pause and the app's flags, driven through the real input pipeline."""

import json

import pygame
import pytest

from scenes.framework.scene import GameScene
from tools.harness.helpers import click, make_app, move_mouse, pad_press, press_key, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def focused_label(app):
    menu = app.stack.top
    entry = menu.nav.focused
    return menu.items[entry.key].label if entry else None


def test_title_lists_settings_controls_quit(app):
    labels = [getattr(i, "label", None) for i in app.stack.top.items]
    for name in ("Settings", "Controls", "Quit"):
        assert name in labels
    assert app.scene_names() == ["title"]


def test_keyboard_walks_title_menu_and_opens_settings(app):
    labels = [i.label for i in app.stack.top.items if hasattr(i, "label")]
    for _ in range(labels.index("Settings")):
        press_key(app, pygame.K_DOWN)
    assert focused_label(app) == "Settings"
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.scene_names() == ["title", "settings"]
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names() == ["title"]


def test_menu_wraps_from_top_to_quit(app):
    press_key(app, pygame.K_UP)
    assert focused_label(app) == "Quit"
    press_key(app, pygame.K_RETURN)  # Quit asks first (a yes/no dialog)
    settle(app)
    assert app.running and app.stack.top.name == "confirm"
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    assert not app.running


def test_mouse_hover_focuses_and_click_activates(app):
    menu = app.stack.top
    idx = [i for i, it in enumerate(menu.items) if getattr(it, "label", "") == "Controls"][0]
    rect = menu.nav.cursor.targets[[t.key for t in menu.nav.cursor.targets].index(idx)].rect
    move_mouse(app, rect.center)
    assert focused_label(app) == "Controls"
    click(app, rect.center)
    settle(app)
    assert app.scene_names() == ["title", "controls"]
    click(app, (5, 5), button=3)
    settle(app)
    assert app.scene_names() == ["title"]


def test_a_resting_mouse_leaves_no_second_highlight(app):
    """Hover shows only while the mouse is what moved last: after a key moves
    the focus on, the button under the resting mouse is drawn as any other."""
    menu = app.stack.top
    idx = [i for i, it in enumerate(menu.items) if getattr(it, "label", "") == "Controls"][0]
    rect = menu.nav.cursor.targets[[t.key for t in menu.nav.cursor.targets].index(idx)].rect
    button = menu.nav.entries[idx].element
    move_mouse(app, rect.center, frames=2)
    assert focused_label(app) == "Controls" and button.is_selected  # the cursor's highlight
    press_key(app, pygame.K_DOWN, frames=2)
    assert focused_label(app) != "Controls" and not button.is_selected
    assert not button.hovered  # no hover look on the button left under the mouse
    move_mouse(app, (rect.centerx + 1, rect.centery), frames=2)
    assert focused_label(app) == "Controls" and button.is_selected


def test_settings_by_controller_alone_are_saved(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        labels = [i.label for i in app.stack.top.items if hasattr(i, "label")]
        for _ in range(labels.index("Settings")):
            pad_press(app, pad, "down")
        pad_press(app, pad, "a")
        settle(app)
        assert app.stack.top.name == "settings"
        assert focused_label(app) == "Fullscreen"
        pad_press(app, pad, "down")  # Music slider
        assert focused_label(app) == "Music"
        before = app.settings.get("music_volume")
        pad_press(app, pad, "left")
        pad_press(app, pad, "left")
        assert app.settings.get("music_volume") == pytest.approx(before - 0.2)
        pad_press(app, pad, "down")
        pad_press(app, pad, "down")  # the sound test
        assert focused_label(app) == "Sound test"
        pad_press(app, pad, "down")  # Language
        assert focused_label(app) == "Language"
        pad_press(app, pad, "down")  # Scaling
        assert focused_label(app) == "Scaling"
        pad_press(app, pad, "a")
        assert app.settings.get("scaling") == "fill"
        app.step(2)  # draws filled
        pad_press(app, pad, "b")
        settle(app)
        assert app.scene_names() == ["title"]
    saved = json.loads((app.paths.config / "settings.json").read_text())
    assert saved["scaling"] == "fill"
    assert saved["music_volume"] == pytest.approx(before - 0.2)


def test_key_repeat_setting_applies_live(app):
    from scenes.shell.settings_menu import SettingsScene

    app.stack.push(SettingsScene(app))
    settle(app)
    labels = [getattr(i, "label", "") for i in app.stack.top.items]
    for _ in range(labels.index("Key repeat")):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RIGHT)
    assert app.settings.get("repeat_speed") == "fast"
    assert app.input.repeat_delay == pytest.approx(0.22)


class DummyGame(GameScene):
    name = "dummy_game"
    rules_title = "Dummy"

    def __init__(self, app):
        super().__init__(app)
        self.confirms = 0

    def handle(self, action):
        from scenes.framework.input import Kind

        if action.kind == Kind.CONFIRM:
            self.confirms += 1
            return True
        return super().handle(action)


def test_pause_overlay_resume_rules_quit(app):
    game = DummyGame(app)
    app.stack.push(game)
    settle(app)
    press_key(app, pygame.K_p)
    settle(app)
    assert app.scene_names() == ["title", "dummy_game", "pause"]
    press_key(app, pygame.K_RETURN)  # Resume
    settle(app)
    assert app.scene_names() == ["title", "dummy_game"]
    press_key(app, pygame.K_RETURN)
    assert game.confirms == 1
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # Rules
    settle(app)
    assert app.scene_names()[-1] == "rules"
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert focused_label(app) == "Rules"  # focus kept while the rules were open
    for _ in range(3):  # Controls, Settings, Quit to title
        press_key(app, pygame.K_DOWN)
    assert focused_label(app) == "Quit to title"
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.scene_names() == ["title"]


def test_pulling_controller_mid_game_pauses(app):
    app.stack.push(DummyGame(app))
    settle(app)
    pad = VirtualPad("playstation").plug()
    app.step(2)
    pad_press(app, pad, "a")
    assert app.stack.top.confirms == 1
    pad.unplug()
    app.step(2)
    settle(app)
    assert app.scene_names()[-1] == "pause"
    assert any("Disconnected" in t.text for t in app.toasts)
    pad.plug()
    app.step(2)
    pad_press(app, pad, "start")  # Start resumes
    settle(app)
    assert app.scene_names()[-1] == "dummy_game"
    pad.unplug()
    app.step(1)


def test_controls_page_shows_connected_family(app):
    from scenes.shell.controls import ControlsScene

    with VirtualPad("nintendo"):
        app.step(2)
        scene = ControlsScene(app)
        app.stack.push(scene)
        settle(app)
        assert scene.family == "nintendo"
        press_key(app, pygame.K_RIGHT)
        assert scene.family == "keyboard"  # Keyboard, Xbox, PlayStation, Nintendo tabs wrap


def test_screenshot_key_saves_png_with_toast(app):
    press_key(app, pygame.K_F12)
    shots = list(app.paths.pictures.glob("*.png"))
    assert len(shots) == 1
    assert pygame.image.load(str(shots[0])).get_size() == (640, 360)
    assert any("Screenshot saved" in t.text for t in app.toasts)


def test_window_close_quits_cleanly(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1)
    assert not app.running


def test_frames_and_screenshot_flags(tmp_path):
    import os

    import main
    from tools.harness import helpers  # noqa: F401  (sets nothing global)

    os.environ["BHA_HOME"] = str(tmp_path)
    shot = tmp_path / "out.png"
    a = main.create_app(["--windowed", "--size", "800x450", "--frames", "5", "--screenshot", str(shot)])
    a.run()
    assert a.frame_count == 5
    assert pygame.image.load(str(shot)).get_size() == (800, 450) if pygame.get_init() else True
    assert shot.exists()


def test_unknown_game_flag_is_refused_before_a_window_opens(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        make_app("--game", "nonsense", home=str(tmp_path))
    assert stop.value.code == 2 and "nonsense" in capsys.readouterr().err


def test_bad_size_flag_is_refused():
    from scenes.framework.app import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--size", "huge"])
    assert parse_args(["--size", "1366x768"]).windowed
