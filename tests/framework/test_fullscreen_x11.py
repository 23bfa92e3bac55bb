"""Fullscreen fills the screen on a bare X server (issue 21's "any screen"): with no window
manager to honour SDL's fullscreen request (a cabinet or a kiosk session started by xinit),
the window used to stay where it was centred, grown to the monitor's size, so the picture
hung off the screen's right and bottom edges and the screen's top-left stayed black."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.framework.display import fit_canvas

ROOT = Path(__file__).resolve().parents[2]
XVFB = shutil.which("Xvfb")
pytestmark = pytest.mark.slow


def _xvfb(size: str) -> tuple[subprocess.Popen, str]:
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        [XVFB, "-displayfd", str(write_fd), "-nolisten", "tcp", "-screen", "0", f"{size}x24"],
        pass_fds=(write_fd,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    with os.fdopen(read_fd) as fh:
        return server, f":{fh.readline().strip()}"


class RootPixels:
    """Pixels of an X screen's root window, read with plain Xlib through ctypes."""

    def __init__(self, display: str) -> None:
        x = ctypes.CDLL("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XGetImage.restype = ctypes.c_void_p
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, *[ctypes.c_int] * 2, *[ctypes.c_uint] * 2]
        x.XGetImage.argtypes += [ctypes.c_ulong, ctypes.c_int]
        x.XGetPixel.restype = ctypes.c_ulong
        x.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        x.XDestroyImage.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.x = x
        self.dpy = x.XOpenDisplay(display.encode())
        assert self.dpy, f"cannot open {display}"
        self.root = x.XDefaultRootWindow(self.dpy)

    def at(self, px: int, py: int) -> tuple[int, int, int]:
        img = self.x.XGetImage(self.dpy, self.root, px, py, 1, 1, 0xFFFFFFFF, 2)  # ZPixmap
        value = self.x.XGetPixel(img, 0, 0)
        self.x.XDestroyImage(img)
        return (value >> 16) & 255, (value >> 8) & 255, value & 255

    def close(self) -> None:
        self.x.XCloseDisplay(self.dpy)


@pytest.mark.parametrize("size", ["1920x1080", "1366x768"])
def test_the_arcade_fills_a_bare_x_screen_to_every_corner(size, tmp_path):
    if XVFB is None:
        pytest.skip("needs Xvfb")
    w, h = (int(n) for n in size.split("x"))
    server, display = _xvfb(size)
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    env["BHA_HOME"] = str(tmp_path / "home")
    app = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    pixels = None
    try:
        pixels = RootPixels(display)
        picture = fit_canvas((w, h), edge=0.05).rect  # whole pixels inside the 5 % safe area, bars around it
        corners = [(picture.left + 4, picture.top + 4), (picture.right - 5, picture.top + 4)]
        corners += [(picture.left + 4, picture.bottom - 5), (picture.right - 5, picture.bottom - 5)]
        end = time.monotonic() + 20
        lit: list[tuple[int, int, int]] = []
        while time.monotonic() < end:
            assert app.poll() is None, app.communicate()[1][-2000:]
            lit = [pixels.at(*c) for c in corners]
            if all(any(lit_c) for lit_c in lit):
                break
            time.sleep(0.25)
        # the game's starfield is a dark violet, never the bare screen's black
        assert all(any(c) for c in lit), f"corners {corners} read {lit}"
    finally:
        if pixels is not None:
            pixels.close()
        app.terminate()
        app.wait(10)
        server.terminate()
        server.wait(10)
