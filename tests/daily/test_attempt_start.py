"""Issue 30 item 6: whose day a kept daily is comes from when and in which zone it began.

A genuine kept daily was set aside as "dated after today" after a clock step back at
midnight or a move west across time zones, and lost uncounted; the first fix allowed any
date one day ahead of the clock, which also let a forged save dated tomorrow through. Now
a daily keeps its start instant and zone (game/daily_start.py) and is judged by them.
"""

from __future__ import annotations

import datetime as dt

import pygame
import pytest

from game.daily import seed
from game.daily_start import CLOCK_STEP_S, AttemptStart
from scenes.daily.guard import attempt_start, check_kept_daily
from scenes.daily.screen import DailyScene
from tests.daily.test_scene import play_by_keys, wait_for
from tools.harness.helpers import press_key, settle

DAY = dt.date(2026, 12, 1)
HOUR = 3600


def utc(day: dt.date, hour: float) -> int:
    """Seconds since the epoch of ``hour`` o'clock UTC on ``day``."""
    return int(dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc).timestamp() + hour * HOUR)


def kept_patience(day: dt.date, start: AttemptStart | None) -> dict:
    options = {"variant": "classic", "deal": None, "daily": day.isoformat()}
    if start is not None:
        options["daily_start"] = start.to_json()
    return {"options": options, "seed": seed(day, "patience")}


def test_a_daily_begun_far_east_is_kept_two_days_ahead_of_a_clock_set_far_west():
    """Begun at 00:30 on the 3rd in UTC+14, the zone set to UTC-12 ten minutes later: the
    clock says the 1st, two days before the game's date, and it is still the 3rd's game."""
    ahead = DAY + dt.timedelta(days=2)
    start = AttemptStart(utc(DAY, 24 + 10.5), 14 * HOUR)
    assert start.own_date() == ahead
    data = kept_patience(ahead, start)
    assert check_kept_daily("patience", data, today=DAY, now=start.at + 600) is data


def test_a_daily_kept_over_a_clock_stepped_back_at_midnight_is_still_its_days_game():
    start = AttemptStart(utc(DAY + dt.timedelta(days=1), 0) + 20, 0)  # 00:00:20 on the 2nd, UTC
    data = kept_patience(DAY + dt.timedelta(days=1), start)
    assert check_kept_daily("patience", data, today=DAY, now=start.at - 60) is data  # the clock: 23:59:20


def test_a_save_dated_tomorrow_with_a_start_in_the_future_is_forged():
    """A day's slack let any save dated tomorrow through; its start says it has not begun yet."""
    tomorrow = DAY + dt.timedelta(days=1)
    data = kept_patience(tomorrow, AttemptStart(utc(tomorrow, 9), 0))
    with pytest.raises(ValueError, match="after today"):
        check_kept_daily("patience", data, today=DAY, now=utc(DAY, 12))
    just_over = kept_patience(tomorrow, AttemptStart(utc(DAY, 12) + CLOCK_STEP_S + 1, 12 * HOUR))
    with pytest.raises(ValueError, match="after today"):
        check_kept_daily("patience", just_over, today=DAY, now=utc(DAY, 12))


def test_a_save_whose_date_is_not_the_day_it_began_is_set_aside():
    tomorrow = DAY + dt.timedelta(days=1)
    data = kept_patience(tomorrow, AttemptStart(utc(DAY, 9), 0))  # began on the 1st, dated the 2nd
    with pytest.raises(ValueError, match="not the day it began"):
        check_kept_daily("patience", data, today=DAY, now=utc(DAY, 12))
    data["options"]["daily_start"] = {"at": "noon", "utc_offset": 0}
    with pytest.raises(ValueError, match="not a time and a zone"):
        check_kept_daily("patience", data, today=DAY, now=utc(DAY, 12))


def test_a_kept_daily_of_before_starts_were_kept_keeps_a_days_slack():
    assert check_kept_daily("patience", kept_patience(DAY + dt.timedelta(days=1), None), today=DAY)
    with pytest.raises(ValueError, match="after today"):
        check_kept_daily("patience", kept_patience(DAY + dt.timedelta(days=2), None), today=DAY)


def test_the_attempt_start_is_the_clock_and_its_zone():
    assert attempt_start(lambda: 1_000_000.7, lambda at: -5 * HOUR) == AttemptStart(1_000_000, -5 * HOUR)
    assert attempt_start(lambda: None) is None


def started(app, began: AttemptStart, box: bool = False) -> dict:
    """Begin the day's patience (or Black Box) on the daily screen at ``began``; the kept game."""
    scene = DailyScene(app, today=lambda: DAY, began=lambda: began)
    app.stack.push(scene)
    settle(app)
    wait_for(app, lambda: ("blackbox" if box else "patience") in scene.puzzles)
    if box:
        press_key(app, pygame.K_DOWN)  # down: "Play today's Black Box"
    press_key(app, pygame.K_RETURN)
    wait_for(app, lambda: app.stack.top is not scene)
    settle(app)
    return scene


def test_the_daily_screen_keeps_the_start_with_the_days_patience(app):
    began = AttemptStart(utc(DAY, 22.5), -3 * HOUR)  # 19:30 on the 1st in UTC-3
    scene = started(app, began)
    play_by_keys(app, app.stack.top, scene.puzzles["patience"][1][:2])
    kept = app.kept.load("patience")
    assert kept["options"]["daily_start"] == {"at": began.at, "utc_offset": -3 * HOUR}
    assert check_kept_daily("patience", kept, today=DAY - dt.timedelta(days=1), now=began.at + 60) is kept


def test_a_start_not_of_the_screens_day_is_not_kept(app):
    """The screen's day and the start disagree (midnight passed in between): no start, a day's slack."""
    scene = started(app, AttemptStart(utc(DAY, 23.5), 2 * HOUR))  # already the 2nd in UTC+2
    play_by_keys(app, app.stack.top, scene.puzzles["patience"][1][:1])
    assert "daily_start" not in app.kept.load("patience")["options"]


def test_the_days_black_box_round_keeps_its_start_and_brings_it_back_on_continue(app):
    from game.blackbox.board import ports
    from scenes.play import entries

    began = AttemptStart(utc(DAY - dt.timedelta(days=1), 10.5), 14 * HOUR)  # 00:30 on the 1st in UTC+14
    started(app, began, box=True)
    assert app.stack.top.fire_port(ports(4)[0])
    kept = app.kept.load("blackbox")
    assert kept["daily_start"] == began.to_json()
    assert check_kept_daily("blackbox", kept, today=DAY - dt.timedelta(days=1), now=began.at + 600) is kept
    resumed = entries.entry("blackbox").resume(app, kept)
    assert resumed.daily.start == began and resumed.kept_json()["daily_start"] == began.to_json()
