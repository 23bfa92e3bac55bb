"""The file layer on its own: capped reads of regular files, BOMs, set-aside, fsync, stale temps."""

import errno
import json
import os
import threading
import time

import msgspec
import pytest

from scenes.framework import storage
from scenes.framework.settings import DEFAULTS, REPEAT_SPEEDS, Settings, load_settings
from scenes.framework.storage import (
    MAX_BYTES,
    JsonStore,
    NotRegularFile,
    TooLarge,
    read_capped,
    remove_stale_temp_files,
    write_atomic,
)


def aside_files(folder, name="settings.json"):
    return sorted(p for p in folder.iterdir() if p.name.startswith(name + ".corrupt-"))


# -- reading -----------------------------------------------------------------------------------------
def test_read_capped_refuses_more_than_the_cap(tmp_path):
    path = tmp_path / "big"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(TooLarge):
        read_capped(path)
    path.write_bytes(b" " * MAX_BYTES)
    assert len(read_capped(path)) == MAX_BYTES


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_dev_zero_is_refused_at_once_not_read_for_ever(tmp_path):
    link = tmp_path / "settings.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(NotRegularFile):
        read_capped(link)
    s = load_settings(tmp_path)  # the issue: MemoryError at 2.7 GB
    assert s.data == DEFAULTS and "not a regular file" in s.notice
    assert not os.path.lexists(link) and len(aside_files(tmp_path)) == 1
    assert os.readlink(aside_files(tmp_path)[0]) == "/dev/zero"  # the link moved, nothing else


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_link_to_dev_full_is_set_aside_and_a_real_file_written(tmp_path):
    (tmp_path / "settings.json").symlink_to("/dev/full")
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and s.notice
    assert s.set("scanlines", True)
    assert json.loads((tmp_path / "settings.json").read_text())["scanlines"] is True


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_does_not_hang_start_up(tmp_path):
    os.mkfifo(tmp_path / "settings.json")
    result = {}
    reader = threading.Thread(target=lambda: result.setdefault("s", load_settings(tmp_path)), daemon=True)
    reader.start()
    reader.join(5.0)
    if reader.is_alive():  # unblock the thread before failing
        with open(tmp_path / "settings.json", "wb"):
            pass
        pytest.fail("reading a FIFO blocked")
    assert result["s"].data == DEFAULTS and "not a regular file" in result["s"].notice


def test_a_utf8_bom_is_accepted(tmp_path):
    (tmp_path / "settings.json").write_bytes(b"\xef\xbb\xbf" + json.dumps({"scanlines": True}).encode())
    s = load_settings(tmp_path)
    assert s.get("scanlines") is True and s.notice is None and not aside_files(tmp_path)


def test_a_file_over_one_megabyte_is_set_aside(tmp_path):
    big = {"scanlines": True, "padding": "x" * MAX_BYTES}
    (tmp_path / "settings.json").write_text(json.dumps(big))
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and "larger than 1 MB" in s.notice
    assert len(aside_files(tmp_path)) == 1


@pytest.mark.parametrize(
    "text, why",
    [
        ("[" * 100_000, "corrupt"),  # RecursionError before
        ('{"music_volume": ' + "[" * 100_000 + "}", "corrupt"),
        ('{"music_volume": 1e400}', "wrong value at music_volume"),
        ('{"music_volume": "0.5"}', "wrong value at music_volume"),
        ('{"music_volume": 1.5}', "wrong value at music_volume"),
        ('{"fullscreen": 1}', "wrong value at fullscreen"),
        ('{"repeat_speed": "warp"}', "wrong value at repeat_speed"),
        ("[1, 2]", "has the wrong shape"),
        ('"text"', "has the wrong shape"),
        ('{"scanlines": tru', "corrupt"),
        ('{"a": "\\ud800"}', "corrupt"),  # a lone surrogate
        ("\udcff", "corrupt"),
    ],
)
def test_every_bad_settings_file_is_set_aside_whole(tmp_path, text, why):
    path = tmp_path / "settings.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS
    assert why in s.notice and "kept it as settings.json.corrupt-" in s.notice
    assert [p.read_bytes() for p in aside_files(tmp_path)] == [text.encode("utf-8", "surrogateescape")]
    assert not path.exists()


def test_set_aside_never_overwrites_an_earlier_one(tmp_path):
    for n in range(3):
        (tmp_path / "settings.json").write_text(f"broken {n}")
        load_settings(tmp_path)
    assert sorted(p.read_text() for p in aside_files(tmp_path)) == ["broken 0", "broken 1", "broken 2"]


def test_the_schema_matches_the_repeat_speeds():
    import typing

    assert set(typing.get_args(typing.get_type_hints(Settings)["repeat_speed"])) == set(REPEAT_SPEEDS)


# -- writing -------------------------------------------------------------------------------------------
def test_the_folder_is_fsynced_after_the_replace(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def spy(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else "?")
        real_fsync(fd)

    monkeypatch.setattr(storage.os, "fsync", spy)
    write_atomic(tmp_path / "f.json", "{}")
    assert synced[-1] in (True, "?") and len(synced) == 2  # the file, then its folder


def test_stale_temp_files_are_removed_at_start(tmp_path):
    from tools.harness.helpers import make_app

    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    data.mkdir()
    (data / "saves").mkdir()
    stale = [config / "settings.json.abc123.tmp", data / "stats.json.x9.tmp", data / "saves" / "patience.json.q.tmp"]
    for p in stale:
        p.write_text("half a writ")
        os.utime(p, (time.time() - 3600, time.time() - 3600))  # no writer's pid in the name: stale once old
    (data / "keep.txt").write_text("not ours to remove")
    app = make_app(home=str(tmp_path))
    try:
        assert not any(p.exists() for p in stale)
        assert (data / "keep.txt").exists()
    finally:
        app.close()
    assert remove_stale_temp_files(tmp_path / "missing") == 0


def test_a_failed_write_is_told_once_and_values_stay(tmp_path, monkeypatch):
    told = []
    s = load_settings(tmp_path)
    s.on_notice = told.append

    def full(*_a, **_k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_atomic", full)
    assert not s.set("scanlines", True)
    assert not s.set("swap_ab", True)
    assert s.get("scanlines") is True and s.get("swap_ab") is True
    assert told == ["Cannot save the settings file (No space left on device); changes last until you quit."]
    monkeypatch.undo()
    assert s.set("music_volume", 0.5)  # space again: saved, nothing told
    assert json.loads((tmp_path / "settings.json").read_text())["swap_ab"] is True
    assert len(told) == 1


def test_a_value_the_schema_refuses_is_not_kept_and_is_told(tmp_path):
    told = []
    s = load_settings(tmp_path)
    s.on_notice = told.append
    assert not s.set("music_volume", "loud")
    assert s.get("music_volume") == DEFAULTS["music_volume"] and "music_volume" in told[0]
    assert not s.set("no_such_setting", 1)  # told, not kept, no crash
    assert "no_such_setting" in told[-1] and s.get("no_such_setting") is None


# -- saved sessions (the envelope of the coming format) ------------------------------------------------------
def test_stats_store_without_schema_keys_refuses_them(tmp_path):
    class Empty(msgspec.Struct):
        pass

    st = JsonStore(tmp_path / "stats.json", Empty)
    assert not st.set("anything", 1) and st.get("anything") is None


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="POSIX only")
def test_the_app_starts_with_fifos_and_dev_zero_for_its_files(tmp_path):
    import signal

    from tests.framework.test_notices import recorded_toasts
    from tools.harness.helpers import make_app

    (tmp_path / "config").mkdir()
    (tmp_path / "data" / "saves").mkdir(parents=True)
    os.mkfifo(tmp_path / "config" / "settings.json")
    (tmp_path / "data" / "stats.json").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "data" / "saves" / "patience.json")

    def hung(*_):
        raise TimeoutError("start-up blocked on a special file")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        with recorded_toasts() as told:
            app = make_app(home=str(tmp_path))
        try:
            app.step(5)
            assert app.scene_names() == ["title"]
            assert sum("not a regular file" in t for t in told) == 2
        finally:
            app.close()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    names = sorted(p.name.split(".corrupt-")[0] for p in tmp_path.rglob("*.corrupt-*"))
    assert names == ["settings.json", "stats.json"]


def test_a_screenshot_is_readable_by_others(tmp_path):
    write_atomic(tmp_path / "a.png", b"png", mode=0o644)
    assert (tmp_path / "a.png").stat().st_mode & 0o777 == 0o644
