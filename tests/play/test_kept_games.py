"""Kept games saved on a writer thread: the last save wins, close writes everything, failures are told."""

import json
import threading

import pytest

from scenes.framework import kept as kept_module
from scenes.framework.kept import KeptGames


@pytest.fixture
def gated_writes(monkeypatch):
    """write_atomic that waits for a gate, so the test decides when the writer thread gets on."""
    gate = threading.Event()
    started = threading.Event()
    real = kept_module.write_atomic
    written: list[str] = []

    def slow_write(path, text):
        started.set()
        assert gate.wait(10)
        real(path, text)
        written.append(text)

    monkeypatch.setattr(kept_module, "write_atomic", slow_write)
    return gate, started, written


def read(kept: KeptGames, key: str):
    return json.loads(kept.path(key).read_text())


def test_the_last_save_wins_and_the_ones_between_are_skipped(tmp_path, gated_writes):
    gate, started, written = gated_writes
    kept = KeptGames(tmp_path, background=True)
    kept.save("numbers", {"move": 0})
    assert started.wait(10)  # the writer is inside the first write
    for i in range(1, 50):
        assert kept.save("numbers", {"move": i})
    gate.set()
    assert kept.flush()
    assert read(kept, "numbers") == {"move": 49}
    assert [json.loads(t)["move"] for t in written] == [0, 49]
    kept.close()


def test_a_save_is_a_copy_taken_when_asked(tmp_path, gated_writes):
    gate, started, _ = gated_writes
    kept = KeptGames(tmp_path, background=True)
    data = {"moves": [1]}
    kept.save("stars", data)
    data["moves"].append(2)  # the scene goes on playing while the writer waits
    gate.set()
    assert kept.flush()
    assert read(kept, "stars") == {"moves": [1]}
    kept.close()


def test_save_then_discard_leaves_no_file_and_discard_then_save_keeps_it(tmp_path, gated_writes):
    gate, _, _ = gated_writes
    kept = KeptGames(tmp_path, background=True)
    kept.save("numbers", {"a": 1})
    kept.discard("numbers")
    kept.discard("stars")
    kept.save("stars", {"b": 2})
    gate.set()
    assert kept.keys() == ["stars"]  # keys() waits for the writes asked before it
    assert kept.load("stars") == {"b": 2}
    kept.close()


def test_other_games_keep_their_order(tmp_path, gated_writes):
    gate, started, written = gated_writes
    kept = KeptGames(tmp_path, background=True)
    kept.save("numbers", {"n": 1})
    assert started.wait(10)
    kept.save("stars", {"s": 1})
    kept.save("patience", {"p": 1})
    kept.save("stars", {"s": 2})  # latest wins, written after patience
    gate.set()
    assert kept.flush()
    assert [json.loads(t) for t in written] == [{"n": 1}, {"p": 1}, {"s": 2}]
    kept.close()


def test_close_writes_everything_still_waiting(tmp_path, gated_writes):
    gate, started, _ = gated_writes
    kept = KeptGames(tmp_path, background=True)
    kept.save("numbers", {"n": 1})
    assert started.wait(10)
    kept.save("numbers", {"n": 2})
    kept.save("stars", {"s": 1})
    gate.set()
    kept.close()
    assert read(kept, "numbers") == {"n": 2} and read(kept, "stars") == {"s": 1}
    assert kept.save("numbers", {"n": 3})  # after close a save is written at once
    assert read(kept, "numbers") == {"n": 3}


def test_a_stuck_writer_does_not_freeze_a_reader_for_ever(tmp_path, gated_writes):
    gate, started, _ = gated_writes
    kept = KeptGames(tmp_path, background=True)
    kept.save("numbers", {"n": 1})
    assert started.wait(10)
    assert kept.flush(timeout=0.05) is False
    gate.set()
    assert kept.flush()
    kept.close()


def test_a_failed_write_is_told_once_and_the_next_success_rearms_it(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    kept = KeptGames(blocker / "saves", background=True)
    for i in range(5):
        kept.save("numbers", {"n": i})
        kept.flush()
    notices = kept.take_notices()
    assert len(notices) == 1 and "Cannot save the game in progress" in notices[0]
    blocker.unlink()
    kept.save("numbers", {"n": 9})
    assert kept.flush() and kept.take_notices() == []
    assert kept.load("numbers") == {"n": 9}
    kept.close()


def test_without_the_writer_saves_are_written_at_once(tmp_path):
    kept = KeptGames(tmp_path)
    assert kept.save("numbers", {"n": 1})
    assert read(kept, "numbers") == {"n": 1}
    kept.discard("numbers")
    assert not kept.path("numbers").exists()


def test_a_bad_key_fails_in_the_caller(tmp_path):
    kept = KeptGames(tmp_path, background=True)
    with pytest.raises(ValueError):
        kept.save("../escape", {})
    kept.close()


def test_the_app_saves_on_the_writer_and_closing_it_flushes(tmp_path, gated_writes):
    from tools.harness.helpers import make_app

    gate, started, _ = gated_writes
    app = make_app(home=str(tmp_path))
    app.keep_game("numbers", {"n": 1})
    assert started.wait(10)  # the frame loop did not wait for the disk
    app.keep_game("numbers", {"n": 2})
    gate.set()
    app.close()
    assert json.loads((tmp_path / "data" / "saves" / "numbers.json").read_text()) == {"n": 2}
