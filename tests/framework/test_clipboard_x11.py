"""The clipboard can't kill the app (issue 22): on a real X server (Xvfb), after "Copy
result", readers that quit before the app answers leave it running and able to quit."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.framework import clipboard

ROOT = Path(__file__).resolve().parents[2]
XVFB = shutil.which("Xvfb")


@pytest.fixture
def x_display(tmp_path):
    """A private Xvfb; its display name."""
    if XVFB is None:
        pytest.skip("needs Xvfb")
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        [XVFB, "-displayfd", str(write_fd), "-nolisten", "tcp", "-screen", "0", "640x480x24"],
        pass_fds=(write_fd,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    with os.fdopen(read_fd) as fh:
        number = fh.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def _copy_then_readers(x_display: str, tmp_path: Path, mode: str) -> str:
    env = {**os.environ, "DISPLAY": x_display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    env["BHA_HOME"] = str(tmp_path / "home")
    ready = tmp_path / "ready"
    app = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "harness" / "clipboard_app.py"), str(ready), "4", mode],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    end = time.monotonic() + 30
    while not ready.exists():
        assert app.poll() is None, app.communicate()
        assert time.monotonic() < end
        time.sleep(0.05)
    assert ready.read_text().startswith("Copied")
    readers = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "harness" / "x11_reader.py"), "8"],
        env=env,
        capture_output=True,
        timeout=30,
    )
    assert readers.returncode == 0, readers.stderr
    out, err = app.communicate(timeout=30)
    assert app.returncode == 0, err[-2000:]  # was 1: "X Error of failed request: BadWindow"
    assert "BadWindow" not in err
    return out


@pytest.mark.slow
def test_readers_that_quit_early_do_not_end_the_app(x_display, tmp_path):
    out = _copy_then_readers(x_display, tmp_path, "sdl")
    assert "alive" in out and "0 reader errors" not in out  # the readers did reach the app, and were ignored


@pytest.mark.slow
@pytest.mark.skipif(not (shutil.which("xclip") or shutil.which("xsel")), reason="needs xclip or xsel")
def test_without_the_xlib_handler_a_clipboard_tool_owns_the_text(x_display, tmp_path):
    out = _copy_then_readers(x_display, tmp_path, "tool")
    assert "alive" in out


def test_copied_is_said_only_when_a_clipboard_took_it(monkeypatch):
    monkeypatch.setattr(clipboard, "_video_driver", lambda: "x11")
    monkeypatch.setattr(clipboard, "guard_x11_errors", lambda: False)
    monkeypatch.setattr(clipboard, "_tool", lambda: None)
    assert clipboard.copy_text("a line") is False  # no handler, no tool: never SDL's risky owner
    monkeypatch.setattr(clipboard, "_tool", lambda: [sys.executable, "-c", "import sys; sys.exit(1)"])
    assert clipboard.copy_text("a line") is False  # the tool refused it
    monkeypatch.setattr(clipboard, "_tool", lambda: [sys.executable, "-c", "import sys; sys.stdin.read()"])
    assert clipboard.copy_text("a line") is True


@pytest.mark.parametrize("driver", ["dummy", "offscreen", "kmsdrm"])
def test_a_video_driver_without_a_system_clipboard_copies_nothing(app, monkeypatch, driver):
    """Issue 30 item 15: SDL kept the text to itself and "Copied to the clipboard:" showed."""
    monkeypatch.setattr(clipboard, "_video_driver", lambda: driver)  # the app's window is up: SDL would take it
    assert clipboard.copy_text("a line") is False
