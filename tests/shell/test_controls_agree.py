"""The Controls page and the games agree: the keyboard tab said "Game menu: PAD ONLY"
while patience's own keys line says "M menu"."""

from __future__ import annotations

from scenes.framework import draw
from scenes.shell.controls import ControlsScene
from tools.harness.helpers import make_app, settle


def test_the_keyboard_tab_names_the_game_menu_key_a_game_gives_it():
    app = make_app()
    try:
        settle(app)
        scene = ControlsScene(app)
        app.stack.push(scene)
        settle(app)
        scene.family_index = scene.families.index("keyboard")
        row = next(r for r in scene.rows if r.action == "select")
        scene.scroll = max(0, scene.rows.index(row) - 2)
        with draw.recording_layout() as rec:
            app.step(1)
        words = [t.text for t in rec.texts]
        assert "pad only" not in words, words
        assert "M" in words and any(w.startswith("in Black Hole Patience") for w in words), words
    finally:
        app.close()


def test_a_row_no_game_gives_the_keyboard_still_says_pad_only():
    app = make_app()
    try:
        settle(app)
        scene = ControlsScene(app)
        row = next(r for r in scene.rows if r.action == "select")
        assert scene.game_rows_like(row)  # patience's "Game menu"
        assert all(heading for heading, _ in scene.game_rows_like(row))
    finally:
        app.close()
