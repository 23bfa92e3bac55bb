"""Patience's shape: a play scene owning its deal commands and "Where was it lost?", and its
letter keys read from the one binding table (Controls rows, key handling, the keys line)."""

import pygame
import pytest

from scenes.framework import bindings
from scenes.framework.input import Action, Kind
from scenes.patience import ENTRY, result
from scenes.patience.deal_commands import DealCommands
from scenes.patience.play import PatiencePlay, command
from scenes.patience.sessions import new_session
from scenes.patience.where_lost import WhereLost
from scenes.play.scene import PlayScene
from tools.harness.helpers import make_app


@pytest.fixture
def app():
    app = make_app("--game", "patience", "--seed", "4")
    try:
        yield app
    finally:
        app.close()


def test_the_play_scene_has_no_base_but_the_skeleton_and_owns_its_components(app):
    assert PatiencePlay.__bases__ == (PlayScene,)
    scene = PatiencePlay(app, new_session(app.rng, "classic", 7))
    assert isinstance(scene.deals, DealCommands) and isinstance(scene.lost, WhereLost)
    assert scene.lost_after is None


def test_the_controls_rows_show_the_typed_keys_of_the_table():
    rows = {row.label: row for row in ENTRY.bindings}

    def keys(label: str) -> list[str]:
        return [g.label for g in bindings.game_row_glyphs(rows[label], "keyboard") if g.kind == "key"]

    assert keys("Solve from here") == ["C"]
    assert keys("Restart the deal") == ["R"]
    assert keys("New random deal") == ["N"]
    assert keys("Deal by number") == ["G", "#", "0-9"]
    assert "M" in keys("Game menu")
    assert keys("Undo")[-3:] == ["U", "Bksp", "Ctrl+Z"]
    assert bindings.game_row_glyphs(rows["Solve from here"], "xbox") == []  # a letter: keyboard only


def test_the_key_handling_reads_the_same_table():
    def typed(text: str, key: int = 0) -> str | None:
        return command(Action(Kind.KEY, text=text, key=key), {})

    for action, name in (("typed_menu", "menu"), ("typed_solve", "solve"), ("typed_restart", "restart")):
        for cap in bindings.key_names(action):
            assert typed(cap.lower()) == name and typed(cap) == name
    assert typed("#") == "deal_number" and typed("g") == "deal_number"
    assert typed("u") == "undo" and typed("q") is None
    assert bindings.typed_action("", pygame.K_BACKSPACE, ("typed_undo",)) == "typed_undo"


def test_the_result_choices_take_their_keys_from_the_table():
    offered = result.extras(lambda: None, lambda: None, lambda: None, where_lost=lambda: None)
    for family, how in (("keyboard", "H"), ("xbox", "Y")):  # Show me how in the acting device's key
        keyed = [e.key(lambda t, f=family: bindings.render_hint(t, f)) for e in offered]
        assert keyed == [how, "L", "N", "G"]
    pick = result.chosen(Action(Kind.KEY, text="#"), offered)
    assert pick is not None and pick.label == "Deal number"


def test_the_keys_line_shows_the_last_devices_glyphs(app):
    scene = PatiencePlay(app, new_session(app.rng, "classic", 7))
    line = scene.keys_line.text
    assert "C solve" in line and "M menu" in line and "N new" in line
    assert any(not isinstance(p, str) and p.label == "Enter" for p in scene.keys_line.parts)  # key caps
    app.input.last_device = "pad:9"  # a pad (an unknown one: generic glyphs, by position): no typed letters
    pad = scene.keys_line.text
    assert "solve" not in pad and "M menu" not in pad and "Bottom play" in pad
    assert "menu" in pad  # the pad's own menu button, as the Controls page says
