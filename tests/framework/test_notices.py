"""Every failed write is told to the player once, in plain words, and the game goes on;
a screenshot is reported saved only once it is really on disk."""

import errno
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from scenes.framework import storage
from tools.harness.helpers import make_app, press_key, step_real


@contextmanager
def recorded_toasts() -> Iterator[list[str]]:
    """Every toast shown while inside: the screen keeps only the last three, and in a long
    run a controller's "Connected" toast can push a notice off it."""
    from scenes.framework.app import App

    seen: list[str] = []
    original = App.toast

    def toast(self, text: str) -> None:
        seen.append(text)
        original(self, text)

    App.toast = toast  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        App.toast = original  # type: ignore[method-assign]


@pytest.fixture
def told() -> Iterator[list[str]]:
    with recorded_toasts() as seen:
        yield seen


def toasts(told: list[str], part: str) -> list[str]:
    return [t for t in told if part in t]


def block(folder) -> None:
    """Put a file where a user folder should be: nothing can be written under it."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file, not a folder")


def test_f12_reports_saved_only_with_the_picture_on_disk(tmp_path, told):
    app = make_app(home=str(tmp_path))
    try:
        press_key(app, pygame.K_F12)
        saved = toasts(told, "Screenshot saved: ")
        assert len(saved) == 1
        shot = app.paths.pictures / saved[0].split(": ", 1)[1]
        assert pygame.image.load(str(shot)).get_size() == (640, 360)
        assert not [p for p in app.paths.pictures.iterdir() if p.suffix == ".tmp"]
    finally:
        app.close()


def test_f12_on_a_full_disk_says_not_saved_and_leaves_no_empty_file(tmp_path, monkeypatch, told):
    app = make_app(home=str(tmp_path))
    try:

        def full(_fd):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(storage.os, "fsync", full)
        press_key(app, pygame.K_F12)
        monkeypatch.undo()
        assert toasts(told, "Screenshot not saved: No space left on device")
        assert not toasts(told, "Screenshot saved")
        assert list(app.paths.pictures.iterdir()) == []  # no 0-byte PNG, no temp file
    finally:
        app.close()


def test_f12_with_no_pictures_folder_says_why(tmp_path, told):
    block(tmp_path / "pictures")
    app = make_app(home=str(tmp_path))
    try:
        press_key(app, pygame.K_F12)
        assert toasts(told, "Screenshot not saved") and not toasts(told, "Screenshot saved")
        assert app.running
    finally:
        app.close()


def test_f11_on_an_unwritable_config_folder_is_told_once(tmp_path, told):
    block(tmp_path / "config")
    app = make_app(home=str(tmp_path))
    try:
        for _ in range(3):
            press_key(app, pygame.K_F11, frames=2)
        told = toasts(told, "Cannot save the settings file")
        assert len(told) == 1 and "until you quit" in told[0]
        assert app.settings.get("fullscreen") is True and app.running  # kept in memory
    finally:
        app.close()
    assert (tmp_path / "config").read_text() == "a file, not a folder"


def test_a_stats_write_that_fails_mid_game_is_told_once_and_play_goes_on(tmp_path, told):
    app = make_app("--game", "patience", "--seed", "4", home=str(tmp_path))
    step_real(app, lambda: hasattr(app.stack.top, "session"), 60)  # past the winnable-deal shuffle
    shutil.rmtree(tmp_path / "data")  # the data folder goes away while the game runs
    block(tmp_path / "data")
    try:
        from scenes.patience import stats

        for won in (True, False, True):
            stats.finished(app.stats, "classic", won=won)
        app.step(2)
        told = toasts(told, "Cannot save the statistics file")
        assert len(told) == 1
        assert stats.read(app.stats, "classic") == {"played": 3, "won": 2, "helped": 0, "streak": 1, "best": 1}
        assert app.scene_names()[-1] in ("patience", "patience_shuffling") and app.running
    finally:
        app.close()


def test_a_saved_game_that_cannot_be_written_is_told(tmp_path, told):
    app = make_app("--game", "patience", "--seed", "4", home=str(tmp_path))
    step_real(app, lambda: hasattr(app.stack.top, "session"), 60)  # past the winnable-deal shuffle
    shutil.rmtree(tmp_path / "data")  # the data folder goes away while the game runs
    block(tmp_path / "data")
    scene = app.stack.top
    scene.session.play(scene.session.state.legal_actions()[0])
    app.close()  # keeps the game: the write fails
    assert toasts(told, "Cannot save the game in progress")


def test_the_write_is_retried_and_told_again_only_after_it_worked(tmp_path, monkeypatch, told):
    app = make_app(home=str(tmp_path))
    try:
        real = storage.write_atomic

        def full(*_a, **_k):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(storage, "write_atomic", full)
        app.settings.set("scanlines", True)
        app.settings.set("swap_ab", True)
        assert len(toasts(told, "Cannot save the settings file (No space left on device)")) == 1
        monkeypatch.setattr(storage, "write_atomic", real)
        assert app.settings.set("scanlines", False)
        assert os.path.exists(tmp_path / "config" / "settings.json")
    finally:
        app.close()
