"""Starting the program the same way from a clone, a pip/pipx install and a frozen bundle.

main.py hands in how to build the app; this module does what every copy needs
first: the worker's spawned process must not start a second arcade when frozen
(``freeze_support``), SDL's hints go in before the display starts, and a copy
that cannot run (a lost game file, no video device) says why in one line
instead of a traceback.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import sys
from typing import Callable, Protocol

import pygame

from . import controller_db, licences, paths, sdl_native
from .display import set_hints
from .draw import FONT_FILE
from .paths import missing_asset
from .startup import BROKEN_INSTALL, NO_DISPLAY, NO_MEMORY, StartupError, font_problem
from .worker import Worker

PROG = "black-hole-arcade"


class Runnable(Protocol):
    """What run() needs of the app (the App class imports this module, so it is not named here)."""

    exit_code: int

    def run(self) -> None: ...

    def quit(self) -> None: ...


def damaged_asset(font_too: bool = True) -> str | None:
    """The first game file that is there but cannot be used, with why (None when all can):
    what the loaders would otherwise meet as a raw traceback or a crash in FreeType.
    (At start-up the app checks the font it opens itself: ``font_too=False``.)"""
    theme = paths.ASSETS / "theme.json"
    try:
        data = json.loads(theme.read_bytes().decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError) as exc:
        return f"{theme} is damaged ({str(exc)[:60]})"
    if not font_too:
        return None
    font = paths.ASSETS / "fonts" / FONT_FILE.name
    try:
        problem = font_problem(font.read_bytes())
    except OSError as exc:
        return f"{font} cannot be read ({exc.strerror or exc})"
    return f"{font} is damaged ({problem})" if problem else None


def check_install() -> int:
    """--check-install: what an installed or frozen copy needs, one line each, without a window.

    CI runs it on the bundle: the game files found, pygame-ce's own SDL found
    through ctypes (the pads' player lamps), and a job run in the worker process.
    """
    ok = True
    lost = missing_asset()
    damaged = None if lost else damaged_asset()
    print(
        f"game files: {paths.ASSETS}"
        + (f" -- MISSING {lost}" if lost else f" -- DAMAGED {damaged}" if damaged else " (all there)")
    )
    ok = ok and lost is None and damaged is None
    try:
        shipped = licences.components(licences.notices_text())
        print(f"licence notices: {licences.notices_path()} ({len(shipped)} components)")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"licence notices: MISSING {licences.notices_path()} ({exc.__class__.__name__})")
        shipped = []
    ok = ok and bool(shipped)
    lib = sdl_native.sdl_library()
    print(f"SDL library for the pads' lamps: {getattr(lib, '_name', None) or 'NOT FOUND'}")
    ok = ok and lib is not None
    if lib is not None:
        print(_mapping_counts())
    worker = Worker()
    try:
        pid = worker.submit(os.getpid).wait(60)
        print(f"worker process: ran a job in process {pid}")
        ok = ok and pid != os.getpid()
    except Exception as exc:  # noqa: BLE001  (any failure is the answer here)
        print(f"worker process: FAILED ({exc})")
        ok = False
    finally:
        worker.close()
    return 0 if ok else BROKEN_INSTALL


def _mapping_counts() -> str:
    """What the input layer gives SDL: its own mappings, the shipped file's new ones, the player's."""
    pygame.joystick.init()  # SDL's built-in mappings come with the joystick module
    got = controller_db.load(paths.ASSETS / "controllers" / "gamecontrollerdb.txt", paths.UserPaths.detect().mappings)
    return (
        f"controller mappings: {got.sdl_own} SDL's own; {got.added} of the shipped file's {got.shipped} for "
        f"{sdl_native.platform()} added ({got.kept_sdls} left to SDL's); {got.player} from the player's file"
    )


def run(create_app: Callable[[list[str] | None], Runnable], argv: list[str] | None = None) -> int:
    """Build the app and run it. A copy that cannot start raises StartupError (one line and an
    exit status, printed by startup.guarded, which main.py wraps this in)."""
    multiprocessing.freeze_support()  # a frozen worker process runs the worker, not a second arcade
    args = sys.argv[1:] if argv is None else argv
    if "--check-install" in args:
        return check_install()
    set_hints()
    lost = None if {"--version", "--help", "-h"} & set(args) else missing_asset()
    if lost is not None:
        raise StartupError(f"the game file {lost} is missing or unreadable; reinstall the arcade.", BROKEN_INSTALL)
    damaged = None if {"--version", "--help", "-h"} & set(args) else damaged_asset(font_too=False)
    if damaged is not None:
        raise StartupError(f"the game file {damaged}; reinstall the arcade.", BROKEN_INSTALL)
    try:
        app = create_app(args)
    except (FileNotFoundError, PermissionError, IsADirectoryError) as exc:
        what = exc.filename or exc
        raise StartupError(f"cannot read the game file {what} ({exc.strerror or exc}).", BROKEN_INSTALL) from None
    except pygame.error as exc:
        if "out of memory" in str(exc).lower():  # SDL short of memory under a cap: not the display's fault
            raise StartupError(
                "not enough memory to open the window; close other programs or raise the limit.", NO_MEMORY
            ) from None
        raise StartupError(f"the window could not be opened ({exc}).", NO_DISPLAY) from None
    # SIGTERM (a logout, a kill) leaves like closing the window: the game in progress is kept
    signal.signal(signal.SIGTERM, lambda _sig, _frame: app.quit())
    app.run()
    return app.exit_code
