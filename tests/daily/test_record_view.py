"""Issue 30 item 8: the daily screen's frame cost does not grow with the record.

Each frame used to copy and parse the whole record several times (labels, panel, streak,
calendar, result line): 60 ms frames at 4,000 days. The screen now reads the record once
per change. Counted by reads, not timed, so it cannot flake (tools/bench_daily.py times it).
"""

import datetime as dt

import scenes.play.daily_record as daily_record
from scenes.daily.screen import DailyScene
from scenes.patience.daily import record_patience
from scenes.play.daily_record import RecordView
from tools.harness.helpers import settle

DAY = dt.date(2026, 12, 1)


def long_record(days: int) -> dict[str, dict]:
    return {
        (DAY - dt.timedelta(days=i + 1)).isoformat(): {"patience_won": True, "patience_moves": 50} for i in range(days)
    }


def counting_parses(monkeypatch) -> list[int]:
    """How many times the record is parsed (every read of the record goes through it)."""
    calls = [0]
    real = daily_record.days_from_json

    def counted(raw, kinds):
        calls[0] += 1
        return real(raw, kinds)

    monkeypatch.setattr(daily_record, "days_from_json", counted)
    return calls


def test_the_daily_screen_reads_a_long_record_once_not_every_frame(app, monkeypatch):
    app.stats.set("daily", long_record(4000))
    scene = DailyScene(app, today=lambda: DAY)
    app.stack.push(scene)
    settle(app)
    parses = counting_parses(monkeypatch)
    get_calls = [0]
    real_get = app.stats.get

    def get(key, default=None):
        get_calls[0] += key == "daily"
        return real_get(key, default)

    monkeypatch.setattr(app.stats, "get", get)
    app.step(60)
    assert parses[0] == 0 and get_calls[0] == 0  # no read, copy or scan of the record per frame
    assert scene.record.streak(DAY) == 4000


def test_the_daily_screen_sees_a_new_result_at_once_and_reads_it_once(app, monkeypatch):
    app.stats.set("daily", long_record(1500))
    scene = DailyScene(app, today=lambda: DAY)
    app.stack.push(scene)
    settle(app)
    assert scene.status_lines()[0] == "Patience: not played yet" and scene.record.streak(DAY) == 1500
    parses = counting_parses(monkeypatch)
    before = scene.record.scans
    assert record_patience(app.stats, DAY, won=True, moves=44, helped=False)
    parses[0] = 0  # the record's own write parses it; the screen's reads are what is counted
    app.step(30)
    assert scene.record.scans == before + 1 and parses[0] == 1
    assert scene.status_lines()[0] == "Patience: won in 44 moves" and scene.record.streak(DAY) == 1501


def test_a_record_view_reads_again_only_when_the_stored_record_changed(app):
    view = RecordView(app.stats)
    assert view.days() == {} and view.scans == 1
    view.days(), view.result(DAY), view.streak(DAY)
    assert view.scans == 1
    record_patience(app.stats, DAY, won=False, moves=7, helped=False)
    assert view.result(DAY).part("patience").won is False and view.scans == 2 and view.streak(DAY) == 1


def test_a_record_view_sees_the_other_copys_result(tmp_path):
    """Two copies share the record: the view on one reads again when the other writes."""
    from scenes.framework.shared_store import SharedJsonStore
    from scenes.shell.stats_schema import arcade_stats

    path = tmp_path / "stats.json"
    mine, other = SharedJsonStore(path, arcade_stats()), SharedJsonStore(path, arcade_stats())
    view = RecordView(mine)
    assert view.result(DAY).part("patience") is None
    view.days()
    assert view.scans == 1
    assert record_patience(other, DAY, won=True, moves=30, helped=False)
    assert view.result(DAY).part("patience").moves == 30 and view.scans == 2
