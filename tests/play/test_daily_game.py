"""A game's daily is declared once, on its entry (scenes/play/daily_game.py): the daily
screen, the record, the calendar, the Records page and the stats schema take a new game's
daily from its own module alone, and the record keeps reading the files written before."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json

import msgspec
import pytest

import main
from game.blackbox.daily import BoxDay
from game.daily import result_line
from game.patience.daily import PatienceDay
from scenes.daily.guard import check_kept_daily, count_abandoned_daily
from scenes.daily.screen import DailyScene
from scenes.framework.storage import JsonStore
from scenes.play import entries
from scenes.play.daily_calendar import day_kind, legend
from scenes.play.daily_game import dailies, daily_of, find_daily, kinds
from scenes.play.daily_record import read_days, record_day
from scenes.play.records import daily_records
from scenes.shell.stats_schema import arcade_stats
from tests.play.fake_daily import TakeDay, todays_heap
from tools.harness.helpers import make_app

DAY = dt.date(2026, 12, 1)

# a stats.json daily record as the arcade wrote it before the games declared their dailies
OLD_DAYS = {
    "2026-11-28": {"patience_won": True, "patience_moves": 51},
    "2026-11-29": {"patience_won": True, "patience_moves": 44, "patience_helped": True, "blackbox_penalty": 9},
    "2026-11-30": {"blackbox_penalty": 10, "blackbox_par": 12},
    "2026-12-01": {"patience_won": False, "patience_moves": 20, "blackbox_penalty": 15, "blackbox_par": 12},
}


def test_a_daily_record_of_the_old_format_reads_and_writes_back_unchanged(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"daily": OLD_DAYS}))
    store = JsonStore(path, arcade_stats())
    assert store.get("daily") == OLD_DAYS  # the schema took it whole: nothing set aside
    days = read_days(store)
    assert days[dt.date(2026, 11, 29)].parts == {
        "patience": PatienceDay(won=True, moves=44, helped=True),
        "blackbox": BoxDay(penalty=9),
    }
    assert days[dt.date(2026, 11, 30)].part("patience") is None
    assert days[DAY].part("blackbox") == BoxDay(penalty=15, par=12)
    assert {d.isoformat(): r.to_json() for d, r in days.items()} == OLD_DAYS  # written as it was


def test_each_daily_is_its_games_own_in_daily_order():
    assert [daily.key for daily in dailies()] == ["patience", "blackbox"]  # the rows as they always were
    assert kinds() == {"patience": PatienceDay, "blackbox": BoxDay}
    for entry in entries.games():
        daily = daily_of(entry)
        assert daily is None or (daily.key == entry.key and find_daily(entry.key) is daily)
    wrong = dataclasses.replace(entries.entry("stars"), daily="scenes.patience.daily_challenge")
    with pytest.raises(TypeError, match="not the daily of stars"):
        daily_of(wrong)


@pytest.fixture
def with_template_daily(monkeypatch, user_home):
    """The template game registered with a daily, touching nothing but its entry's path."""
    template = dataclasses.replace(entries.entry("template"), daily="tests.play.fake_daily")
    registered = [*entries.games(), template]
    monkeypatch.setattr(entries, "games", lambda: registered)
    monkeypatch.setattr(main, "WIRING", dataclasses.replace(main.WIRING, stats_schema=arcade_stats(registered)))
    app = make_app()
    try:
        yield app
    finally:
        app.close()


def test_a_new_games_daily_is_on_the_screen_the_record_the_calendar_and_the_records(with_template_daily):
    app = with_template_daily
    scene = DailyScene(app, today=lambda: DAY)
    assert scene.items[scene.row("template")].label == "Play today's heap"
    assert scene.status_lines()[-2:] == ["Heap: not played yet", "piling today's heap"]
    scene._found("template", DAY, todays_heap(DAY))
    assert scene.status_lines()[-1] == f"heap of {todays_heap(DAY)}"

    assert record_day(app.stats, DAY, "template", TakeDay(3), "heap") is True
    assert record_day(app.stats, DAY, "template", TakeDay(5), "heap") is False  # one attempt counts
    assert app.stats.get("daily")[DAY.isoformat()] == {"template_taken": 3}  # the schema took its field
    result = read_days(app.stats)[DAY]
    assert result.part("template") == TakeDay(3)
    assert result_line(DAY, result).endswith("\u2014 Last Star took 3")
    assert day_kind(result) == "took" and legend()["took"].mark == "ring"
    assert ("Heaps taken", "1") in daily_records(app.stats, DAY)
    assert DailyScene(app, today=lambda: DAY).items[scene.row("template")].label == "Practise today's heap"


def test_a_new_games_kept_daily_is_checked_and_counted_by_its_own_rules(with_template_daily):
    app = with_template_daily
    kept = {"daily": DAY.isoformat(), "seed": todays_heap(DAY)}
    assert check_kept_daily("template", kept, today=DAY) is kept
    with pytest.raises(ValueError, match="not the day's heap"):
        check_kept_daily("template", {**kept, "seed": -1}, today=DAY)
    assert check_kept_daily("stars", kept, today=DAY) is kept  # a game without a daily: never a daily
    app.kept.load = lambda key: kept  # the template's kept game, as the title would throw it away
    assert count_abandoned_daily(app, "template") is True
    assert read_days(app.stats)[DAY].part("template") == TakeDay(0)


def test_a_part_that_does_not_fit_its_struct_reads_as_not_played():
    raw = {"patience_won": "yes", "blackbox_penalty": 7}
    from game.daily import DayResult

    assert DayResult.from_json(raw, kinds()).parts == {"blackbox": BoxDay(penalty=7)}
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"won": "yes"}, PatienceDay)
