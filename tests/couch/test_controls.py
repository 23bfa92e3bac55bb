"""The Controls page comes from the binding table: every family, every game's keys, the swap."""

import pygame
import pytest

from scenes.framework import bindings
from scenes.shell.controls import ControlsScene
from tools.harness.helpers import click, make_app, pad_press, press_key, settle
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def open_controls(app):
    scene = ControlsScene(app)
    app.stack.push(scene)
    settle(app)
    return scene


def labels(scene, label):
    row = next(r for r in scene.rows if r.label == label and not r.heading)
    return [g.label for g in scene.row_glyphs(row)]


def test_every_table_row_and_every_game_row_is_listed(app):
    scene = open_controls(app)
    listed = {r.label for r in scene.rows}
    for label, _action in bindings.rows():
        assert label in listed
    for heading in ("Everywhere", "Black Holes", "Black Hole Patience"):
        assert any(r.heading and r.label == heading for r in scene.rows)
    assert scene.family == "keyboard"
    assert labels(scene, "Deal by number") == ["G", "#", "0-9"]
    assert labels(scene, "Solve from here") == ["C"]
    patience_menu = [r for r in scene.rows if r.label == "Game menu"][-1]  # patience's own row
    assert [g.label for g in scene.row_glyphs(patience_menu)] == ["M"]
    assert labels(scene, "Confirm / place") == ["Enter", "Space", "left click"]


def test_families_switch_by_shoulder_buttons_keys_and_tabs(app):
    with VirtualPad("playstation") as pad:
        app.step(2)
        pad_press(app, pad, "down")
        scene = open_controls(app)
        assert scene.family == "playstation"  # the pad in hand
        assert labels(scene, "Confirm / place") == ["Cross"]
        assert labels(scene, "Undo") == ["L1"]
        assert labels(scene, "Solve from here") == []  # keyboard only
        pad_press(app, pad, "rb")
        assert scene.family == "nintendo"
        assert labels(scene, "Confirm / place") == ["B"]
        pad_press(app, pad, "rb")
        assert scene.family == "keyboard"
        press_key(app, pygame.K_LEFT)
        assert scene.family == "nintendo"
        click(app, scene.tab_rects[1].center)
        assert scene.family == "xbox"
        app.step(1)


def test_pad_rows_follow_the_ab_swap(app):
    app.settings.set("swap_ab", True)
    app.settings_changed()
    scene = open_controls(app)
    press_key(app, pygame.K_RIGHT)
    assert scene.family == "xbox"
    assert labels(scene, "Confirm / place") == ["B"] and labels(scene, "Back") == ["A"]
    assert labels(scene, "Place a star") == ["B"]


def test_list_scrolls_to_the_last_game(app):
    scene = open_controls(app)
    for _ in range(len(scene.rows)):  # the row cursor moves a row at a time; the list follows it
        press_key(app, pygame.K_DOWN)
    shown = scene.rows[scene.scroll : scene.scroll + scene.visible_rows]
    assert shown[-1] is scene.rows[-1]
    app.step(1)
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names() == ["title"]
