"""Nothing lists or reads the saves folder per frame (issue 22): with 20,000 files in it the
daily screen and the title read it on entry and when a save changes, never every frame."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from scenes.daily.screen import DailyScene
from tools.harness.helpers import make_app, settle

DAY = dt.date(2026, 12, 1)


class Counter:
    """Counts the folder listings and file opens under one folder while it is installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        self.folder = str(folder)
        self.listings = self.opens = 0
        real_scandir, real_listdir, real_open = os.scandir, os.listdir, os.open

        def scandir(path=".", *a, **k):
            self.listings += str(path).startswith(self.folder)
            return real_scandir(path, *a, **k)

        def listdir(path=".", *a, **k):
            self.listings += str(path).startswith(self.folder)
            return real_listdir(path, *a, **k)

        def os_open(path, *a, **k):
            self.opens += str(path).startswith(self.folder)
            return real_open(path, *a, **k)

        monkeypatch.setattr(os, "scandir", scandir)
        monkeypatch.setattr(os, "listdir", listdir)
        monkeypatch.setattr(os, "open", os_open)


@pytest.mark.slow  # counts the reads over seconds of frames
def test_the_daily_screen_reads_the_saves_on_entry_and_on_change_only(monkeypatch):
    app = make_app()
    try:
        saves = app.paths.data / "saves"
        saves.mkdir(parents=True, exist_ok=True)
        for i in range(20_000):
            (saves / f"junk{i}.txt").touch()
        daily = DailyScene(app, today=lambda: DAY)
        app.stack.push(daily)
        settle(app)
        calls = {"keys": 0, "load": 0}
        real_keys, real_load = app.kept.keys, app.kept.load

        def keys():
            calls["keys"] += 1
            return real_keys()

        def load(key):
            calls["load"] += 1
            return real_load(key)

        monkeypatch.setattr(app.kept, "keys", keys)
        monkeypatch.setattr(app.kept, "load", load)
        counter = Counter(monkeypatch, saves)
        app.step(120)  # two seconds of frames: the panel draws every one
        assert calls == {"keys": 0, "load": 0} and counter.listings == 0 and counter.opens == 0
        app.keep_game("stars", {"game": "stars"})  # a save changed: read again, once
        app.step(60)
        assert 1 <= calls["keys"] <= 2 and counter.listings <= 2
    finally:
        app.close()


def test_the_title_does_not_list_the_saves_per_frame(monkeypatch):
    app = make_app()
    try:
        settle(app)
        counter = Counter(monkeypatch, app.paths.data / "saves")
        app.step(120)
        assert counter.listings == 0 and counter.opens == 0
    finally:
        app.close()
