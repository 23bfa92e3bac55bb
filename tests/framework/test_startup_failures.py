"""Start-up that fails says so in one line (issue 22): a memory cap, a missing or truncated
font, no display, a bogus video driver; never a traceback, a segfault or a hang."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.framework import draw
from scenes.framework.startup import StartupError, check_font, font_problem

ROOT = Path(__file__).resolve().parents[2]
PREFIX = "Black Hole Arcade: "
WITH_FONT = (
    "import sys; from pathlib import Path; import scenes.framework.draw as d; d.FONT_FILE = Path(sys.argv[1]); "
    "import main; sys.argv = ['main.py', '--windowed', '--frames', '5']; sys.exit(main.main())"
)


def _run(args: list[str], env: dict[str, str], timeout: float = 10.0, preexec=None) -> subprocess.CompletedProcess:
    start = time.monotonic()
    out = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, preexec_fn=preexec)
    out.seconds = time.monotonic() - start  # type: ignore[attr-defined]
    return out


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BHA_HOME=str(tmp_path / "home"))
    env.update(extra)
    return env


def _one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err[-3000:]
    assert "Traceback" not in err
    return lines[0]


def test_the_font_check_accepts_ours_and_refuses_cut_or_flipped_bytes():
    data = draw.FONT_FILE.read_bytes()
    assert font_problem(data) is None
    assert "past the end" in (font_problem(data[: len(data) // 2]) or "")
    assert font_problem(data[:40]) is not None and font_problem(b"") == "too short"
    flipped = bytearray(data)
    flipped[len(data) // 3] ^= 0x5A
    assert "checksum" in (font_problem(bytes(flipped)) or "")
    with pytest.raises(StartupError, match="is missing"):
        check_font(ROOT / "assets" / "fonts" / "nope.ttf")


@pytest.mark.parametrize("damage", ["missing", "truncated"])
def test_a_missing_or_truncated_font_is_one_line_naming_the_file(tmp_path, damage):
    font = tmp_path / "Broken.ttf"
    if damage == "truncated":
        whole = draw.FONT_FILE.read_bytes()
        font.write_bytes(whole[: len(whole) // 2])  # the cut font is under 100 KB: half of it
    out = _run([sys.executable, "-c", WITH_FONT, str(font)], _env(tmp_path))
    assert out.returncode == 4, (out.returncode, out.stderr[-2000:])  # not a segfault (-11), not a traceback
    line = _one_line(out.stderr)
    assert line.startswith(PREFIX) and str(font) in line and damage.replace("truncated", "damaged") in line


def test_a_bogus_video_driver_is_one_line_and_status_2(tmp_path):
    out = _run([sys.executable, "main.py", "--windowed", "--frames", "5"], _env(tmp_path, SDL_VIDEODRIVER="bogus"))
    assert out.returncode == 2
    line = _one_line(out.stderr)
    assert line.startswith(PREFIX) and "'bogus'" in line and "SDL_VIDEODRIVER" in line


def test_no_display_at_all_is_one_line_and_status_2(tmp_path):
    env = _env(tmp_path)
    del env["SDL_VIDEODRIVER"]
    env.pop("XDG_RUNTIME_DIR", None)
    out = _run([sys.executable, "main.py", "--windowed", "--frames", "5"], env)
    assert out.returncode == 2, out.stderr[-2000:]
    line = [x for x in out.stderr.splitlines() if x.startswith(PREFIX)]
    assert line and "no display" in line[0] and "Traceback" not in out.stderr


def test_sigterm_ends_a_running_arcade_cleanly(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, "main.py", "--windowed"], cwd=ROOT, env=_env(tmp_path), stderr=subprocess.PIPE, text=True
    )
    try:
        lock = tmp_path / "home" / "data" / "arcade.lock"
        end = time.monotonic() + 20
        while not lock.exists() and time.monotonic() < end:
            time.sleep(0.05)
        time.sleep(1.0)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def _cap(mb: int):
    def limit() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (mb * 1024 * 1024, mb * 1024 * 1024))

    return limit


@pytest.mark.slow
def test_under_a_memory_cap_it_runs_or_exits_with_one_line_within_10_s(tmp_path):
    """Caps from too little to import pygame up to enough: each run ends in time, cleanly or
    with one line (the thread-start failures used to hang for ever)."""
    failed = []
    for mb in (60, 120, 150, 200, 330, 370, 500):
        out = _run([sys.executable, "main.py", "--windowed", "--frames", "30"], _env(tmp_path), 10.0, _cap(mb))
        assert out.seconds < 10.0
        if out.returncode != 0:
            line = _one_line(out.stderr)
            assert out.returncode == 3 and line.startswith(PREFIX) and "memory" in line, (mb, out.stderr[-1500:])
            failed.append(mb)
    assert failed, "no cap was low enough to fail: the test proves nothing"


def test_a_damaged_sound_is_named_once_and_the_game_goes_on(tmp_path, monkeypatch, capsys):
    from scenes.framework import sound as sound_module

    (tmp_path / "confirm.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEjunk")
    monkeypatch.setattr(sound_module, "SOUND_DIR", tmp_path)
    snd = sound_module.Sound(0.8, 0.6)
    if not snd.available:
        pytest.skip("no mixer here")
    snd.play("confirm")
    snd.play("confirm")
    err = capsys.readouterr().err
    assert err.count("confirm.wav") == 1 and "damaged" in err
    assert snd.notice is not None and "confirm.wav" in snd.notice
    snd.close()


class _Exited(Exception):
    pass


def _no_exit(code: int) -> None:
    raise _Exited(code)


def _fail_with(message: str, code: int):
    def main() -> int:
        raise StartupError(message, code)

    return main


def test_with_no_console_a_startup_failure_shows_sdls_message_box_and_keeps_its_status(monkeypatch):
    """pythonw and a windowed frozen build have no stderr: the one line goes to SDL's message box."""
    import pygame

    from scenes.framework import startup

    shown = []
    monkeypatch.setattr(
        pygame.display, "message_box", lambda title, message="", **kw: shown.append((title, message, kw))
    )
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(os, "_exit", _no_exit)
    with pytest.raises(_Exited) as stop:
        startup.guarded(_fail_with("no display to open a window on (x).", 2))
    assert stop.value.args == (2,)
    assert len(shown) == 1
    title, message, kw = shown[0]
    assert title == "Black Hole Arcade" and message == "no display to open a window on (x)."
    assert kw.get("message_type") == "error"


def test_stderr_on_dev_null_counts_as_no_console_too(monkeypatch):
    """A macOS app from the Finder or a desktop launcher that drops the output: the box shows."""
    import pygame

    from scenes.framework import startup

    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda title, message="", **kw: shown.append(message))
    monkeypatch.setattr(os, "_exit", _no_exit)
    with open(os.devnull, "w") as null:
        monkeypatch.setattr(sys, "stderr", null)
        with pytest.raises(_Exited):
            startup.guarded(_fail_with("not enough memory.", 3))
    assert shown == ["not enough memory."]


def test_with_a_console_no_box_is_shown(monkeypatch, capfd):
    import pygame

    from scenes.framework import startup

    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *a, **kw: shown.append(a))
    monkeypatch.setattr(os, "_exit", _no_exit)
    with pytest.raises(_Exited):
        startup.guarded(_fail_with("no display.", 2))
    assert shown == [] and "Black Hole Arcade: no display." in capfd.readouterr().err


def test_with_no_console_a_crash_at_start_shows_a_box_before_the_traceback(monkeypatch):
    import pygame

    from scenes.framework import startup

    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda title, message="", **kw: shown.append(message))
    monkeypatch.setattr(sys, "stderr", None)
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *a: seen.append(a[0]))
    startup.install_last_resort()
    try:
        raise KeyError("boom")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    assert seen == [KeyError]  # the traceback still goes wherever it went
    assert len(shown) == 1 and "KeyError" in shown[0] and "boom" in shown[0]


@pytest.mark.parametrize(
    ("asked", "said", "never"),
    [
        ("x11", "no display for the video driver 'x11'", "name one"),  # the right driver, no X server
        ("", "no display to open a window on", "windows"),
        ("nosuch", "name one this system has (x11, wayland)", "windows"),
    ],
)
def test_a_failed_video_driver_suggests_only_what_this_system_has(monkeypatch, asked, said, never):
    """Issue 30 item 20: x11 without an X server suggested x11; every answer listed windows and cocoa."""
    import pygame

    from scenes.framework import startup

    monkeypatch.setenv("SDL_VIDEODRIVER", asked)
    monkeypatch.setattr(startup.sys, "platform", "linux")

    def fails() -> None:
        raise pygame.error("x11 not available")

    monkeypatch.setattr(pygame.display, "init", fails)
    with pytest.raises(startup.StartupError) as refused:
        startup.check_video()
    assert said in str(refused.value) and never not in str(refused.value)
