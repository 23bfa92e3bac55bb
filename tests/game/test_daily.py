"""The daily challenge is derived from the date alone; streaks and the shared line."""

import datetime as dt

from game.blackbox.daily import DAILY_ATOMS, BoxDay, daily_box
from game.daily import DayResult, result_line, seed, streak
from game.patience.daily import PatienceDay, winnable_daily_deal

DAY = dt.date(2026, 12, 1)
KINDS = {"patience": PatienceDay, "blackbox": BoxDay}


def test_the_seed_is_the_documented_hash_of_the_date():
    import hashlib

    expect = int.from_bytes(hashlib.sha256(b"black-hole-arcade daily 2026-12-01 patience").digest()[:8], "big")
    assert seed(DAY, "patience") == expect
    assert seed(DAY, "patience") != seed(DAY, "blackbox") != seed(DAY + dt.timedelta(days=1), "blackbox")


def test_the_deal_is_the_first_winnable_seed_from_the_days_seed():
    first = seed(DAY, "patience")
    losing = {first, first + 1}
    assert winnable_daily_deal(DAY, lambda s: s not in losing) == first + 2


def test_the_box_is_the_same_for_everyone_and_has_six_atoms():
    cells = [(q, r) for q in range(-4, 5) for r in range(-4, 5) if abs(q + r) <= 4]
    a, b = daily_box(DAY, cells), daily_box(DAY, list(reversed(cells)))
    assert a == b and len(a) == DAILY_ATOMS and a <= set(cells)
    assert daily_box(DAY + dt.timedelta(days=1), cells) != a


def test_streak_counts_back_from_today_or_yesterday():
    won = DayResult({"patience": PatienceDay(won=True, moves=51)})
    days = {DAY - dt.timedelta(days=k): won for k in (1, 2, 3, 5)}
    assert streak(days, DAY) == 3  # today open: yesterday's run counts
    days[DAY] = DayResult({"blackbox": BoxDay(penalty=11, par=13)})
    assert streak(days, DAY) == 4
    assert streak({}, DAY) == 0


def test_the_result_line_reads_as_the_issue_shows():
    r = DayResult({"patience": PatienceDay(won=True, moves=51), "blackbox": BoxDay(penalty=11, par=13)})
    assert result_line(DAY, r) == (
        "Black Hole Arcade daily 2026-12-01 \u2014 patience won in 51 moves, Black Box 11 (par 13)"
    )
    assert result_line(DAY, DayResult()).endswith("not played yet")


def test_a_day_reads_back_as_written_and_junk_reads_as_not_played():
    from game.daily import days_from_json, days_to_json

    days = {
        DAY: DayResult({"patience": PatienceDay(won=True, moves=40, helped=True)}),
        DAY - dt.timedelta(days=1): DayResult({"blackbox": BoxDay(penalty=11, par=13)}),
    }
    assert days_from_json(days_to_json(days), KINDS) == days
    junk = {
        "2026-12-01": {"patience_won": "yes", "patience_moves": -3},
        "not a date": {"patience_won": True},
        "2026-11-30": [1, 2],
        7: {},
    }
    assert days_from_json(junk, KINDS) == {} and days_from_json(["x"], KINDS) == {}
    assert DayResult.from_json({"patience_won": False, "patience_helped": True}, KINDS).part("patience").helped is False


def test_the_calendar_is_five_weeks_monday_first_ending_with_today():
    from game.daily import calendar

    weeks = calendar(DAY)  # a Tuesday
    assert len(weeks) == 5 and all(len(w) == 7 for w in weeks)
    assert all(w[0].weekday() == 0 for w in weeks)
    assert DAY in weeks[-1] and weeks[-1][0] == dt.date(2026, 11, 30)
    assert weeks[0][0] == dt.date(2026, 11, 2)


def test_a_helped_win_reads_as_solved_with_help():
    r = DayResult({"patience": PatienceDay(won=True, moves=51, helped=True)})
    assert result_line(DAY, r).endswith("patience solved with help in 51 moves")


def test_the_black_box_and_its_par_are_the_days_own():
    from game.blackbox.board import cells
    from game.blackbox.daily import DAILY_RADIUS, daily_blackbox

    atoms, fired, announced, par = daily_blackbox(DAY)
    assert atoms == daily_box(DAY, list(cells(DAILY_RADIUS)))
    assert daily_blackbox(DAY) == (atoms, fired, announced, par) and type(par) is int and par >= 0
    assert len(announced) == len(atoms) and fired
