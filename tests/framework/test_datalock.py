"""Two copies on one data folder: one owner (an OS lock), the other plays without saving
and says so; stale-tmp cleanup never takes a live copy's write in flight (issue 22)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from scenes.framework.datalock import ALREADY_RUNNING, DataLock
from scenes.framework.storage import remove_stale_temp_files, tmp_is_stale, write_atomic
from tools.harness.helpers import make_app, quit_window

HOLDER = Path(__file__).resolve().parents[2] / "tools" / "harness" / "copy_holder.py"


def _start_holder(home: Path, what: str) -> subprocess.Popen:
    home.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, str(HOLDER), str(home), what])
    end = time.monotonic() + 30
    while not (home / "ready").exists():
        assert proc.poll() is None, "the first copy died"
        assert time.monotonic() < end, "the first copy did not start"
        time.sleep(0.02)
    return proc


def _finish(home: Path, proc: subprocess.Popen) -> None:
    (home / "go").write_text("")
    assert proc.wait(30) == 0


def _labels(app) -> list[str]:
    return [getattr(i, "label", "") for i in app.stack.top.items]


def test_two_copies_add_up_their_games_and_undo_no_setting(user_home):
    """Copy A (another process) finishes a game, changes a setting and keeps a game; copy B
    (this process) is told another copy runs, is not offered A's game, finishes a game and
    changes another setting; then A finishes one more. Every count and both settings stand."""
    first = _start_holder(user_home, "app")
    try:
        app = make_app(home=str(user_home))
        assert app.unsaved == ALREADY_RUNNING
        assert any(ALREADY_RUNNING in t.text for t in app.toasts)
        assert not any(label.startswith("Continue") for label in _labels(app))  # A's game is A's
        from scenes.patience import stats as patience_stats

        assert patience_stats.read(app.stats, "classic")["played"] == 1  # A's game, seen
        patience_stats.finished(app.stats, "classic", won=False)
        app.settings.set("sound_volume", 0.1)
        app.keep_game("stars", {"game": "stars"})  # kept in memory: offered here only, never on disk
        app.stack.top.refresh()
        assert any(label.startswith("Continue") for label in _labels(app))
        app.forget_game("patience")  # B cannot throw away A's kept game either
        quit_window(app)
    finally:
        _finish(user_home, first)
    stats = json.loads((user_home / "data" / "stats.json").read_text())
    settings = json.loads((user_home / "config" / "settings.json").read_text())
    assert stats["patience.classic"]["played"] == 3 and stats["patience.classic"]["won"] == 2
    assert settings["music_volume"] == 0.3 and settings["sound_volume"] == 0.1  # neither undone
    assert sorted(p.name for p in (user_home / "data" / "saves").iterdir()) == ["patience.json"]


def test_two_stores_on_one_file_merge_counts_and_count_a_daily_once(tmp_path, monkeypatch):
    import datetime as dt

    from scenes.framework import storage
    from scenes.framework.shared_store import SharedJsonStore
    from scenes.patience import stats as patience_stats
    from scenes.patience.daily import record_patience
    from scenes.play.daily_record import read_days
    from scenes.shell.stats_schema import arcade_stats

    schema = arcade_stats()
    path = tmp_path / "stats.json"
    a, b = SharedJsonStore(path, schema), SharedJsonStore(path, schema)  # both loaded before any write
    patience_stats.finished(a, "classic", won=True)
    patience_stats.finished(b, "classic", won=True)
    patience_stats.finished(a, "classic", won=False)
    assert json.loads(path.read_text())["patience.classic"]["played"] == 3
    day = dt.date(2026, 12, 1)
    assert record_patience(a, day, won=True, moves=50, helped=False) is True
    assert record_patience(b, day, won=False, moves=9, helped=False) is False  # already counted by A
    assert read_days(b)[day].part("patience").moves == 50
    real = storage.write_atomic

    def full(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "write_atomic", full)
    patience_stats.finished(b, "all_in_a_row", won=True)  # not written: the disk is full
    monkeypatch.setattr(storage, "write_atomic", real)
    patience_stats.finished(a, "classic", won=True)  # the other copy writes meanwhile
    assert b.save()  # B's unsaved change goes on top of A's write, A's stays
    on_disk = json.loads(path.read_text())
    assert on_disk["patience.all_in_a_row"]["won"] == 1 and on_disk["patience.classic"]["played"] == 4


def test_the_next_copy_owns_the_folder_once_the_first_is_gone(user_home):
    first = _start_holder(user_home, "app")
    _finish(user_home, first)
    app = make_app(home=str(user_home))
    assert app.unsaved is None
    assert any(label.startswith("Continue") for label in _labels(app))
    quit_window(app)


def test_a_copy_starting_while_another_is_mid_save_leaves_its_tmp_alone(user_home):
    first = _start_holder(user_home, "lock")
    inflight = next((user_home / "data").glob("*.inflight.tmp"))
    try:
        app = make_app(home=str(user_home))
        assert inflight.exists()
        assert app.unsaved == ALREADY_RUNNING
        quit_window(app)
    finally:
        _finish(user_home, first)


def test_a_lock_is_never_stale_after_a_crash_and_a_dead_writers_tmp_goes(user_home):
    home = user_home
    first = _start_holder(home, "lock")
    inflight = next((home / "data").glob("*.inflight.tmp"))
    first.kill()
    first.wait(10)
    app = make_app(home=str(home))
    assert app.unsaved is None and app.data_lock.owned
    assert not inflight.exists()
    quit_window(app)


def test_tmp_staleness_by_writer_pid_and_age(tmp_path):
    alive = {1234}.__contains__
    assert not tmp_is_stale("stats.json.1234.k3j_x9.tmp", 10_000, alive)  # a live writer's
    assert tmp_is_stale("stats.json.999.k3j_x9.tmp", 0, alive)  # its writer is gone
    assert not tmp_is_stale("stats.json.abc123.tmp", 5, alive)  # no pid: young, maybe in flight
    assert tmp_is_stale("stats.json.abc123.tmp", 3600, alive)
    write_atomic(tmp_path / "a.json", "{}")
    mine = tmp_path / f"b.json.{os.getpid()}.zz.tmp"
    mine.write_text("")
    assert remove_stale_temp_files(tmp_path) == 0 and mine.exists()


def test_the_lock_is_exclusive_within_one_machine(tmp_path):
    a = DataLock.acquire(tmp_path)
    assert a.owned
    code = (
        "import sys; from scenes.framework.datalock import DataLock; "
        f"l = DataLock.acquire({str(tmp_path)!r}); sys.exit(3 if l.held else 0)"
    )
    root = str(Path(__file__).resolve().parents[2])
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 3
    a.release()
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0


def test_an_unusable_data_folder_says_nothing_will_be_saved(tmp_path, monkeypatch):
    long_home = tmp_path / ("x" * 300)
    monkeypatch.setenv("BHA_HOME", str(long_home))
    lock = DataLock.acquire(long_home / "data")
    assert lock.problem is not None and "too long" in lock.problem
    blocker = tmp_path / "home"
    blocker.mkdir()
    (blocker / "data").write_text("not a folder")
    lock = DataLock.acquire(blocker / "data")
    assert lock.problem is not None and "is a file where a folder should be" in lock.problem
    assert "File exists" not in lock.problem


def test_a_linked_arcade_lock_leaves_its_target_alone(tmp_path):
    """data/arcade.lock planted as a link to a file the player can write (as root, /etc/passwd):
    the old lock truncated the target and wrote its pid into it (issue 30 item 9)."""
    target = tmp_path / "passwd"
    target.write_text("root:x:0:0:root:/root:/bin/bash\n")
    data = tmp_path / "data"
    data.mkdir()
    (data / "arcade.lock").symlink_to(target)
    lock = DataLock.acquire(data)
    assert target.read_text() == "root:x:0:0:root:/root:/bin/bash\n"
    assert not lock.owned and lock.problem is not None and "link" in lock.problem
    assert "Results and settings are saved" in lock.problem  # only unfinished games depend on it


def test_a_linked_store_lock_is_refused_and_nothing_is_written_without_it(tmp_path):
    from scenes.framework.shared_store import SharedJsonStore
    from scenes.patience import stats as patience_stats
    from scenes.shell.stats_schema import arcade_stats

    target = tmp_path / "elsewhere"
    target.write_text("keep")
    (tmp_path / "stats.json.lock").symlink_to(target)
    store = SharedJsonStore(tmp_path / "stats.json", arcade_stats(), label="statistics file")
    patience_stats.finished(store, "classic", won=True)
    assert target.read_text() == "keep"
    assert not (tmp_path / "stats.json").exists() and store.pending == 1
    assert "for its lock" in (store.take_notice() or "")


def test_a_folder_where_the_lock_should_be_says_games_are_not_kept_not_nothing_saved(tmp_path):
    data = tmp_path / "data"
    (data / "arcade.lock").mkdir(parents=True)
    lock = DataLock.acquire(data)
    assert lock.problem is not None and "Nothing will be saved" not in lock.problem
    assert "is a folder" in lock.problem


def test_a_data_folder_deleted_under_the_owner_is_owned_again_before_a_second_copy(tmp_path):
    """Issue 30 item 7: the second copy became a second owner and offered the first's game."""
    import shutil

    data = tmp_path / "data"
    first = DataLock.acquire(data)
    assert first.owned
    shutil.rmtree(data)
    assert first.keep()  # the owner's check, once a second
    second = DataLock.acquire(data)
    assert second.held and not second.owned


def test_the_owner_that_lost_the_folder_to_another_copy_keeps_games_in_memory(user_home):
    import shutil

    app = make_app()
    shutil.rmtree(user_home / "data")
    other = DataLock.acquire(user_home / "data")  # another copy started in between
    assert other.owned
    app.step(61)
    assert app.kept.memory_only and any(ALREADY_RUNNING in t.text for t in app.toasts)
    app.keep_game("stars", {"game": "stars"})
    app.kept.flush()
    assert not (user_home / "data" / "saves" / "stars.json").exists()
    quit_window(app)
    other.release()
