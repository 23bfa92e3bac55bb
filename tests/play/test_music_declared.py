"""A game's music is the loop its catalogue line names (``GameInfo.music``), declared once:
the play scene plays it and the sound test lists it, so a new game may take any loop
without an edit to the play kit, the settings or the sound tests."""

from __future__ import annotations

import dataclasses

from game import catalogue
from scenes.play import entries
from scenes.shell.settings_menu import sound_tests


def test_the_play_scene_plays_the_loop_its_catalogue_line_names(app, monkeypatch):
    entry = entries.games()[0]
    assert entry.demo(app, 1).music_loop() == entry.info.music
    real = catalogue.info
    monkeypatch.setattr(
        catalogue,
        "info",
        lambda key: dataclasses.replace(real(key), music="title_loop") if key == entry.key else real(key),
    )
    assert entry.demo(app, 1).music_loop() == "title_loop"


def test_the_sound_test_lists_each_games_declared_loop():
    loops = [stem for _label, stem, music in sound_tests() if music]
    assert loops == ["title_loop", *(game.music for game in catalogue.GAMES)]
