"""A message for every failure (issue 22): a data folder that cannot be used says so once and
on the title, a 'saves' file is named, stats are tried again at quit, a dead worker offers
"Try again", and long waits say how to stop them."""

from __future__ import annotations

import datetime as dt
import errno
import json

from scenes.blackbox.aid import note_lines
from scenes.daily.screen import DailyScene
from scenes.framework import draw, storage
from scenes.patience.where_lost import WhereLost
from tools.harness.helpers import make_app, quit_window

DAY = dt.date(2026, 12, 1)


def _title_words(app, monkeypatch) -> list[str]:
    said: list[str] = []
    real = draw.text

    def record(canvas, s, *a, **k):
        said.append(s)
        return real(canvas, s, *a, **k)

    monkeypatch.setattr(draw, "text", record)
    app.stack.top._background(app.display.canvas)
    monkeypatch.setattr(draw, "text", real)
    return said


def test_a_very_long_home_says_nothing_will_be_saved_once_and_on_the_title(tmp_path, monkeypatch):
    home = tmp_path / ("h" * 300)
    app = make_app(home=str(home), offer_lessons=True)
    try:
        assert app.unsaved and app.unsaved.startswith("Nothing will be saved") and "too long" in app.unsaved
        assert sum(app.unsaved in t.text for t in app.toasts) == 1
        words = " ".join(_title_words(app, monkeypatch))
        assert "Nothing will be saved" in words
        app.keep_game("stars", {"game": "stars"})  # kept in memory: no failure told per move
        app.step(2)
        assert not any("Cannot save the game" in t.text for t in app.toasts)
    finally:
        app.close()


def test_saves_being_a_file_is_named_not_file_exists(user_home):
    (user_home / "data").mkdir(parents=True)
    (user_home / "data" / "saves").write_text("I am a file")
    app = make_app()
    try:
        app.keep_game("stars", {"game": "stars"})
        app.kept.flush()
        app.keep_game("stars", {"game": "stars", "n": 1})  # the writer's notice comes back with the next save
        texts = " ".join(t.text for t in app.toasts)
        assert "is a file, not a folder" in texts and "File exists" not in texts
    finally:
        app.close()


def test_stats_that_failed_to_save_are_tried_again_at_quit(user_home, monkeypatch):
    app = make_app()
    real = storage.write_atomic

    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_atomic", full)
    from scenes.patience import stats as patience_stats

    patience_stats.finished(app.stats, "classic", won=True)
    assert any("Cannot save the statistics file" in t.text for t in app.toasts)
    monkeypatch.setattr(storage, "write_atomic", real)  # the disk has room again
    quit_window(app)
    stats = json.loads((user_home / "data" / "stats.json").read_text())
    assert stats["patience.classic"]["won"] == 1


def test_a_dead_worker_offers_try_again_on_the_daily():
    app = make_app()
    try:
        daily = DailyScene(app, today=lambda: DAY)
        app.stack.push(daily)
        app.step(2)
        daily.jobs["patience"].cancel()
        daily._failed("patience", "Traceback ...\nthe worker stopped")
        assert daily.items[daily.row("patience")].label == "Try again: today's patience"
        assert "the worker stopped" in daily.status_lines()[1]
        daily.play("patience")
        assert daily.jobs["patience"].busy and not daily.failed.get("patience")
    finally:
        app.close()


def test_long_waits_say_how_to_stop_and_a_failed_look_up_is_not_none_found():
    ((words, _),) = [note_lines(None, True)]
    assert "play on any time" in words[0][0]
    assert "could not look" in note_lines(None, False, failed=True)[0][0][0]
    assert note_lines(None, False)[0][0][0] == "No other layout was found."

    class Slot:
        kind, cancelled = "", False

        def submit(self, kind, *a, **k):
            self.kind = kind

        def cancel(self):
            self.kind, self.cancelled = "", True

    class Table:
        def __init__(self):
            self.jobs, self.said = Slot(), []
            self.session = type("S", (), {"opening": None, "played": []})()

        def say(self, text, error=False):
            self.said.append(text)

    table = Table()
    where = WhereLost(table, lambda session, words: None)
    where.ask()
    assert "min; ask again to stop" in table.said[-1] and table.jobs.kind == "where"
    where.ask()
    assert table.jobs.cancelled and table.said[-1].startswith("Stopped looking")
