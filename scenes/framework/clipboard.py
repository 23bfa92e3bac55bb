"""Putting a line of text on the system clipboard without giving it a way to kill the app.

On X11 whoever owns the clipboard must answer every reader, and SDL answers
by writing to the reader's window. A reader that quits first leaves that
window gone: the write fails with BadWindow, and Xlib's default error
handler ends the whole process (no saving, status 1). Two defences:

- on X11 an Xlib error handler is installed first (via ctypes, into the
  libX11 SDL uses) that ignores the errors a vanished reader causes and
  passes any other error on to the handler before it; then SDL owns it;
- where that handler cannot be installed, a clipboard tool (xclip, xsel; on
  Wayland wl-copy) is handed the text and owns the clipboard in its own
  process, so a vanished reader can only trouble that tool.

``copy_text`` is True only when a clipboard took the text; the caller shows
the line to copy by hand otherwise.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import shutil
import subprocess
import sys
from typing import Any

import pygame

TOOL_TIMEOUT_S = 3.0
BAD_WINDOW, BAD_ATOM, BAD_MATCH = 3, 5, 8
X_CHANGE_PROPERTY, X_SEND_EVENT = 18, 25


class _XErrorEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("resourceid", ctypes.c_ulong),
        ("serial", ctypes.c_ulong),
        ("error_code", ctypes.c_ubyte),
        ("request_code", ctypes.c_ubyte),
        ("minor_code", ctypes.c_ubyte),
    ]


_HANDLER_TYPE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_XErrorEvent))
_installed: dict[str, Any] = {}  # the callback and the previous handler, alive as long as the process
ignored_x_errors = 0  # how many a vanished reader caused (tests read it)


def _tool(env: dict[str, str] | os._Environ[str] = os.environ) -> list[str] | None:
    """The command that takes the text on stdin and owns the clipboard, if one is installed."""
    if sys.platform in ("win32", "darwin"):
        return None  # SDL's clipboard there has no such failure
    if env.get("WAYLAND_DISPLAY") and shutil.which("wl-copy"):
        return ["wl-copy"]
    if env.get("DISPLAY"):
        if shutil.which("xclip"):
            return ["xclip", "-selection", "clipboard", "-in"]
        if shutil.which("xsel"):
            return ["xsel", "--clipboard", "--input"]
    return None


def _copy_with_tool(command: list[str], text: str) -> bool:
    """The tool forks to keep serving the clipboard: its output goes nowhere, so we never wait on it."""
    try:
        done = subprocess.run(
            command,
            input=text.encode("utf-8"),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=TOOL_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def _on_x_error(display: int, event: Any) -> int:
    global ignored_x_errors
    e = event.contents
    if e.error_code in (BAD_WINDOW, BAD_ATOM, BAD_MATCH) or e.request_code in (X_CHANGE_PROPERTY, X_SEND_EVENT):
        ignored_x_errors += 1
        return 0  # a reader that went away: nothing to do
    previous = _installed.get("previous")
    return int(previous(display, event)) if previous else 0


def guard_x11_errors() -> bool:
    """Install the Xlib error handler once (on the X11 video driver); False where there is no Xlib."""
    if "callback" in _installed:
        return True
    try:
        name = ctypes.util.find_library("X11") or "libX11.so.6"
        xlib = ctypes.CDLL(name)  # the same library SDL loaded: one handler per process
        xlib.XSetErrorHandler.restype = ctypes.c_void_p
        xlib.XSetErrorHandler.argtypes = [_HANDLER_TYPE]
    except (OSError, AttributeError, ImportError):
        return False
    callback = _HANDLER_TYPE(_on_x_error)
    previous = xlib.XSetErrorHandler(callback)
    _installed["callback"] = callback
    _installed["previous"] = _HANDLER_TYPE(previous) if previous else None
    return True


def _video_driver() -> str:
    try:
        return pygame.display.get_driver() if pygame.display.get_init() else ""
    except pygame.error:  # no video
        return ""


def _sdl_copy(text: str) -> bool:
    try:  # deferred on purpose: pygame.scrap is missing or broken on some platforms
        import pygame.scrap as scrap

        scrap.put_text(text)
        return scrap.get_text() == text
    except (pygame.error, ImportError, AttributeError, NotImplementedError, UnicodeError, OSError):
        return False


NO_SYSTEM_CLIPBOARD = frozenset({"dummy", "offscreen", "kmsdrm", "evdev", ""})  # video drivers with none


def copy_text(text: str) -> bool:
    """Put ``text`` on the system clipboard; False where no clipboard took it.

    On X11 SDL keeps the clipboard once the error handler guards it; without the
    handler a clipboard tool takes it, and without either nothing is copied (the
    line is shown to copy by hand) rather than risk the app.
    """
    driver = _video_driver()
    if driver in NO_SYSTEM_CLIPBOARD:  # SDL keeps the text to itself: no other program can paste it
        return False
    if driver == "x11":
        if guard_x11_errors():
            return _sdl_copy(text)
        command = _tool()
        return command is not None and _copy_with_tool(command, text)
    if driver == "wayland":
        command = _tool()
        if command is not None and _copy_with_tool(command, text):
            return True
    return _sdl_copy(text)
