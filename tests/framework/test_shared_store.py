"""Two running copies on one stats or settings file (issue 30 items 1-3, 12): every change is
made on the file as it is, under its lock from the read to the replace; the frame never
waits for that lock and nothing is written without it."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.framework import shared_store
from scenes.framework.shared_store import SharedJsonStore
from scenes.patience import stats as patience_stats
from scenes.patience.daily import record_patience
from scenes.play.daily_record import read_days
from scenes.shell.stats_schema import arcade_stats

ROOT = Path(__file__).resolve().parents[2]
RECORDER = ROOT / "tools" / "harness" / "store_recorder.py"


def _hold_lock(path: Path) -> subprocess.Popen:
    """Another process that holds ``path``'s lock (as a copy mid-write or a hung disk would)."""
    ready = path.with_name("held")
    code = (
        "import fcntl, sys, time, pathlib; fh = open(sys.argv[1], 'a+b'); "
        "fcntl.flock(fh.fileno(), fcntl.LOCK_EX); pathlib.Path(sys.argv[2]).write_text(''); time.sleep(60)"
    )
    proc = subprocess.Popen([sys.executable, "-c", code, str(path) + ".lock", str(ready)])
    end = time.monotonic() + 10
    while not ready.exists():
        assert time.monotonic() < end and proc.poll() is None
        time.sleep(0.01)
    return proc


def _after_next_read(store: SharedJsonStore, other_copy) -> None:
    """Run ``other_copy`` (the other process's write) right after ``store``'s next read of the
    file: the moment between a copy's read and its write."""
    real = store.refresh

    def refresh() -> bool:
        came = real()
        store.refresh = real  # type: ignore[method-assign]
        other_copy()
        return came

    store.refresh = refresh  # type: ignore[method-assign]


def test_a_change_read_before_the_other_copys_write_is_made_on_that_write(tmp_path):
    """B writes a game between A's read and A's write: both count (the old store re-read
    outside the lock and put A's record from before B's write back on top)."""
    path = tmp_path / "stats.json"
    a, b = SharedJsonStore(path, arcade_stats()), SharedJsonStore(path, arcade_stats())
    patience_stats.finished(a, "classic", won=True)
    _after_next_read(a, lambda: patience_stats.finished(b, "classic", won=False))
    patience_stats.finished(a, "classic", won=True)
    assert b.save() and a.save()
    assert json.loads(path.read_text())["patience.classic"]["played"] == 3


def test_a_held_lock_never_freezes_the_frame_and_nothing_is_written_without_it(tmp_path):
    path = tmp_path / "stats.json"
    store = SharedJsonStore(path, arcade_stats())
    patience_stats.finished(store, "classic", won=True)
    holder = _hold_lock(path)
    try:
        t0 = time.monotonic()
        patience_stats.finished(store, "classic", won=True)
        assert time.monotonic() - t0 < 0.3  # the old store waited 2 s, then wrote anyway
        assert json.loads(path.read_text())["patience.classic"]["played"] == 1  # not written without the lock
        assert patience_stats.read(store, "classic")["played"] == 2  # shown at once
        store.tick()
        assert store.pending == 1
    finally:
        holder.kill()
        holder.wait()
    time.sleep(shared_store.RETRY_S + 0.05)
    store.tick()  # the next frame after the retry time: written
    assert store.pending == 0
    assert json.loads(path.read_text())["patience.classic"]["played"] == 2


def test_the_daily_is_decided_on_the_record_under_the_lock(tmp_path):
    """B counts the day between A's read and A's write: A's finish is practice, and the
    dates both wrote stay (the old store answered "counted" to both and dropped B's date)."""
    path = tmp_path / "stats.json"
    a, b = SharedJsonStore(path, arcade_stats()), SharedJsonStore(path, arcade_stats())
    day, other = dt.date(2026, 12, 1), dt.date(2026, 11, 30)
    patience_stats.finished(a, "classic", won=True)

    def b_counts() -> None:
        record_patience(b, day, won=True, moves=50, helped=False)
        record_patience(b, other, won=True, moves=20, helped=False)

    _after_next_read(a, b_counts)
    assert record_patience(a, day, won=False, moves=9, helped=False) is False
    assert b.save() and a.save()
    days = read_days(SharedJsonStore(path, arcade_stats()))
    assert days[day].part("patience").moves == 50 and days[other].part("patience").moves == 20


def test_a_daily_counted_while_the_lock_was_busy_is_taken_back_out_loud(tmp_path):
    path = tmp_path / "stats.json"
    a, b = SharedJsonStore(path, arcade_stats()), SharedJsonStore(path, arcade_stats())
    told: list[str] = []
    a.on_notice = told.append
    day = dt.date(2026, 12, 1)
    holder = _hold_lock(path)
    try:
        assert record_patience(a, day, won=True, moves=9, helped=False) is True  # its best guess
    finally:
        holder.kill()
        holder.wait()
    assert record_patience(b, day, won=True, moves=50, helped=False) is True
    assert a.close(1.0)
    assert read_days(b)[day].part("patience").moves == 50
    assert any("other copy counted today's patience" in t for t in told)


def test_a_remap_in_one_copy_leaves_the_other_copys_remap(user_home):
    from scenes.framework.bindings import key_from_spec
    from scenes.framework.settings import Settings
    from tools.harness.helpers import make_app, quit_window

    app = make_app()
    other = SharedJsonStore(app.settings.path, Settings)  # the other copy, on the same file
    other.set("controls", {"keyboard": {"undo": ["u"]}, "pads": {"xbox": {"undo": ["north"]}}})
    app.save_controls(app.input.table.remap_key("redo", key_from_spec("y")))
    quit_window(app)
    controls = json.loads(app.settings.path.read_text())["controls"]
    assert controls["keyboard"]["undo"] == ["u"] and controls["pads"]["xbox"]["undo"] == ["north"]
    assert controls["keyboard"]["redo"] == ["y"]


def _two_copies(tmp_path: Path, n: int) -> tuple[dict, list[dict]]:
    path, start = tmp_path / "stats.json", tmp_path / "start"
    procs = [
        subprocess.Popen(
            [sys.executable, str(RECORDER), str(path), str(n), str(start), str(copy)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for copy in (0, 1)
    ]
    time.sleep(0.5)  # both imported and waiting
    start.write_text("")
    outs = [json.loads(p.communicate(timeout=600)[0].strip().splitlines()[-1]) for p in procs]
    return json.loads(path.read_text()), outs


@pytest.mark.slow
def test_two_real_copies_recording_1000_results_each_lose_none_and_count_each_daily_once(tmp_path):
    n = 1000
    on_disk, outs = _two_copies(tmp_path, n)
    assert all(o["ok"] for o in outs)
    rec = on_disk["patience.classic"]
    assert rec["played"] == 2 * n and rec["won"] == n
    days = on_disk["daily"]
    assert len(days) == n  # no date dropped
    for copy, out in enumerate(outs):
        wrong = [d for d in out["counted"] if days[d].get("patience_moves", 0) % 2 != copy]
        assert len(wrong) <= out["flipped"]  # every "counted" the record does not bear out was taken back
    told_counted = sum(len(o["counted"]) for o in outs) - sum(o["flipped"] for o in outs)
    assert told_counted == n, outs  # each daily counted once, by the copy that was told so
    print("busy:", [o["busy"] for o in outs], "taken back:", [o["flipped"] for o in outs])


def test_a_full_daily_record_counts_today_and_lets_the_oldest_day_go(tmp_path):
    """Issue 30 item 8: after 4,000 counted days today's daily was refused while the result
    said "Daily challenge counted"."""
    from game.daily import DayResult as Result
    from game.daily import days_to_json
    from game.patience.daily import PatienceDay
    from scenes.play.stats import DAILY_DAYS_MAX

    path = tmp_path / "stats.json"
    first = dt.date(2010, 1, 1)
    full = {
        first + dt.timedelta(days=i): Result({"patience": PatienceDay(won=True, moves=5)})
        for i in range(DAILY_DAYS_MAX)
    }
    path.write_text(json.dumps({"daily": days_to_json(full)}))
    store = SharedJsonStore(path, arcade_stats())
    today = dt.date(2026, 12, 1)
    assert record_patience(store, today, won=True, moves=40, helped=False) is True
    days = read_days(SharedJsonStore(path, arcade_stats()))
    assert days[today].part("patience").moves == 40 and len(days) == DAILY_DAYS_MAX and first not in days
