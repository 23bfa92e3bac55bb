"""An honest daily (issue 22): the new day's deal after midnight even with a job of the old
day pending, one counted attempt that survives quit and Abandon, a kept daily that is not
its date's own set aside, and a wrong clock that says so instead of crashing."""

from __future__ import annotations

import datetime as dt
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.daily import DayResult, calendar, seed, streak
from game.patience.daily import PatienceDay
from scenes.daily.guard import check_kept_daily
from scenes.daily.screen import DailyScene
from scenes.framework.clock import LATEST, ClockWrong, checked_today
from scenes.framework.confirm import ConfirmScene
from scenes.patience.play import PatiencePlay
from scenes.play.daily_record import read_days
from tests.daily.test_scene import open_daily_box, play_by_keys, start_daily, wait_for
from tools.harness.helpers import make_app, quit_window, settle

DAY = dt.date(2026, 12, 1)
NEXT = DAY + dt.timedelta(days=1)
ROOT = Path(__file__).resolve().parents[2]


def _choose(app, label: str) -> None:
    top = app.stack.top
    assert isinstance(top, ConfirmScene)
    next(i for i in top.items if i.label == label).action()
    app.step(2)


def test_after_midnight_the_new_days_deal_is_served_even_with_the_old_days_job_pending():
    app = make_app()
    try:
        clock = [DAY]
        daily = DailyScene(app, today=lambda: clock[0])
        app.stack.push(daily)
        app.step(1)
        assert daily.jobs["patience"].busy  # the 12-01 search is under way...
        app.stack.push(ConfirmScene(app, "A dialog", [("OK", lambda: None)]))  # ...when a dialog covers it
        settle(app)
        clock[0] = NEXT  # midnight passes
        app.stack.pop()
        settle(app)
        assert daily.day == NEXT
        wait_for(app, lambda: "patience" in daily.puzzles)
        assert 0 <= daily.puzzles["patience"][0] - seed(NEXT, "patience") < 200  # 12-02's deal, not 12-01's
        app.stack.pop()
        settle(app)
        clock[0] = NEXT + dt.timedelta(days=1)  # and again while on the screen: Play checks the day
        daily = DailyScene(app, today=lambda: NEXT)
        app.stack.push(daily)
        settle(app)
        wait_for(app, lambda: "patience" in daily.puzzles)
        daily.today = lambda: clock[0]
        daily.play("patience")
        wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay))
        assert app.stack.top.session.options["daily"] == clock[0].isoformat()
        assert 0 <= app.stack.top.session.seed - seed(clock[0], "patience") < 200
    finally:
        app.close()


def test_quit_then_abandon_from_the_title_still_counts_the_days_patience():
    app = make_app()
    _daily, scene = start_daily(app)
    play_by_keys(app, scene, scene.position.legal_actions()[:1])
    moves = len(scene.session.played)
    quit_window(app)
    app = make_app()
    try:
        from scenes.play import entries as registry

        entry = registry.find("patience")
        app.stack.top._start(entry)
        app.step(1)
        _choose(app, "Abandon it, start anew")
        assert read_days(app.stats)[DAY] == DayResult({"patience": PatienceDay(won=False, moves=moves)})
        settle(app)
        daily = DailyScene(app, today=lambda: DAY)
        assert daily.items[daily.row("patience")].label == "Practise today's patience"
    finally:
        app.close()


def test_quit_then_abandon_from_the_title_still_counts_the_days_black_box():
    from game.blackbox.board import ports as all_ports

    app = make_app()
    _daily, box = open_daily_box(app)
    for port in all_ports(4)[:3]:
        assert box.fire_port(port)
    used = box.round.markers_used
    quit_window(app)
    app = make_app()
    try:
        from scenes.play import entries as registry

        app.stack.top._start(registry.find("blackbox"))
        app.step(1)
        _choose(app, "Abandon it, start anew")
        penalty = read_days(app.stats)[DAY].part("blackbox").penalty
        assert penalty == used + 60 and penalty > 0  # given up: its markers and every atom missed
    finally:
        app.close()


def _kept_daily_patience(app) -> dict:
    _daily, scene = start_daily(app)
    play_by_keys(app, scene, scene.position.legal_actions()[:1])
    app.stack.pop_to("title")
    settle(app)
    return app.kept.load("patience")


def test_a_kept_daily_with_an_edited_seed_is_set_aside_not_played_or_counted():
    app = make_app()
    try:
        data = _kept_daily_patience(app)
        assert check_kept_daily("patience", data) is data
        data["seed"] = seed(DAY, "patience") + 5_000
        app.keep_game("patience", data)
        app.kept.flush()
        daily = DailyScene(app, today=lambda: DAY)
        assert daily.items[daily.row("patience")].label == "Play today's patience"  # not "Continue"
        assert "patience" not in app.kept.keys()
        assert list((app.paths.data / "saves").glob("patience.json.corrupt-*"))
        assert DAY not in read_days(app.stats)
        # the title's Continue refuses it too
        app.keep_game("patience", data)
        app.kept.flush()
        from scenes.play import entries as registry

        app.stack.top._resume(registry.find("patience"))
        assert any("not the daily deal" in t.text for t in app.toasts)
    finally:
        app.close()


def test_a_kept_daily_black_box_with_another_box_is_refused():
    from game.blackbox.board import ports as all_ports

    app = make_app()
    try:
        _daily, box = open_daily_box(app)
        assert box.fire_port(all_ports(4)[0])
        app.stack.pop_to("title")
        settle(app)
        data = app.kept.load("blackbox")
        assert check_kept_daily("blackbox", data) is data
        data["daily"] = (DAY - dt.timedelta(days=1)).isoformat()  # the box of 12-01 claimed for 11-30
        with pytest.raises(ValueError, match="not the daily box"):
            check_kept_daily("blackbox", data)
        data["daily"] = "2099-01-01"
        with pytest.raises(ValueError, match="after today"):
            check_kept_daily("blackbox", data)
    finally:
        app.close()


@pytest.mark.parametrize("day", [dt.date(2263, 1, 1), dt.date(9999, 12, 31), dt.date(1, 1, 1)])
def test_a_clock_out_of_range_is_told_and_opens_no_daily(day):
    with pytest.raises(ClockWrong, match="system clock looks wrong"):
        checked_today(lambda: day)
    app = make_app()
    try:
        with pytest.raises(ClockWrong):
            DailyScene(app, today=lambda: day)
    finally:
        app.close()


def test_a_clock_that_overflows_is_told():
    def broken() -> dt.date:
        raise OverflowError("timestamp too large to convert to C _PyTime_t")

    with pytest.raises(ClockWrong, match="system clock looks wrong"):
        checked_today(broken)
    assert checked_today(lambda: LATEST) == LATEST


def test_a_kept_daily_of_0001_01_01_ends_without_overflow():
    first = dt.date.min
    days = {first: DayResult({"patience": PatienceDay(won=True, moves=3)})}
    assert streak(days, first) == 1
    assert streak(days, first + dt.timedelta(days=1)) == 1
    assert len(calendar(DAY)) == 5


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("faketime") is None, reason="needs libfaketime")
@pytest.mark.parametrize("when", ["2263-01-01 12:00:00", "9999-12-31 12:00:00"])
def test_the_arcade_starts_and_refuses_the_daily_with_the_wall_clock_past_2262(when, tmp_path):
    """The real clock (libfaketime): time.time() itself overflows past 2262-04-11."""
    code = (
        "from tools.harness.helpers import make_app, quit_window\n"
        "app = make_app()\n"
        "app.stack.top._daily()\n"
        "app.step(5)\n"
        "print('|'.join(t.text for t in app.toasts))\n"
        "print(app.scene_names())\n"
        "quit_window(app)\n"
    )
    env = {**os.environ, "FAKETIME_DONT_FAKE_MONOTONIC": "1", "BHA_HOME": str(tmp_path / "home")}
    out = subprocess.run(
        ["faketime", when, sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "system clock looks wrong" in out.stdout and "daily" not in out.stdout.splitlines()[-1]


def test_a_kept_daily_a_day_ahead_of_the_clock_is_still_its_days_game():
    """Issue 30 item 6: a clock stepped back 60 s over midnight, or a flight west, set the genuine
    kept daily aside as "dated after today" and it was lost uncounted; two days ahead is refused."""
    tomorrow = DAY + dt.timedelta(days=1)
    data = {"options": {"daily": tomorrow.isoformat()}, "seed": seed(tomorrow, "patience")}
    assert check_kept_daily("patience", data, today=DAY) is data
    data = {"options": {"daily": (DAY + dt.timedelta(days=2)).isoformat()}, "seed": seed(DAY, "patience")}
    with pytest.raises(ValueError, match="after today"):
        check_kept_daily("patience", data, today=DAY)
