"""Start-up that fails in one readable line: no display, a bad video driver, too little
memory, a missing or damaged font. Never a traceback, never a hang.

``guarded(main)`` runs the arcade; a :class:`StartupError` (or a failure to
allocate memory or start a thread) becomes one line on stderr and an exit
status, and the process ends at once with ``os._exit``: threads a library
started before the failure (pygame_gui's loaders wait on queues for ever)
must not keep it alive. Anything else is a real bug and keeps its traceback.
"""

from __future__ import annotations

import functools
import io
import os
import struct
import sys
from collections.abc import Callable
from pathlib import Path

PREFIX = "Black Hole Arcade"
NO_MEMORY = 3
NO_DISPLAY = 2
BROKEN_INSTALL = 4


class StartupError(Exception):
    """The arcade cannot start; ``str()`` is the line to print and ``code`` the exit status."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def own_video_drivers(platform: str | None = None) -> tuple[str, ...]:
    """The video drivers that open a window on this kind of system (what to suggest)."""
    platform = sys.platform if platform is None else platform
    if platform.startswith("win"):
        return ("windows",)
    if platform == "darwin":
        return ("cocoa",)
    return ("x11", "wayland")


def check_video() -> None:
    """A real display, or StartupError: SDL quietly falls back to an invisible window."""
    import pygame  # deferred: this module stays standard-library only until the guard is in place

    asked = os.environ.get("SDL_VIDEODRIVER", "").strip()
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        own = own_video_drivers()
        if asked in own:  # the right driver, but nothing to draw on (no X server, no compositor)
            raise StartupError(
                f"no display for the video driver {asked!r} ({exc}); start the arcade from a desktop session.",
                NO_DISPLAY,
            ) from None
        if asked:
            raise StartupError(
                f"cannot use the video driver {asked!r} ({exc}); unset SDL_VIDEODRIVER or name one "
                f"this system has ({', '.join(own)}).",
                NO_DISPLAY,
            ) from None
        raise StartupError(f"no display to open a window on ({exc}).", NO_DISPLAY) from None
    if not asked and driver in ("offscreen", "dummy"):
        raise StartupError(
            "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session.",
            NO_DISPLAY,
        )


@functools.cache
def check_font(path: Path) -> None:
    """The font file is a whole TrueType/OpenType font, or StartupError naming it.

    FreeType trusts a font's table directory: a truncated file crashes the
    process (a segfault, no message). So before pygame opens it: the file is
    there, its header is a font's, every table lies inside the file and its
    checksum matches (the 'head' table's own adjustment field excluded).
    """
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise StartupError(f"the font file {path} is missing; reinstall the arcade.", BROKEN_INSTALL) from None
    except OSError as exc:
        reason = (exc.strerror or str(exc)).strip()
        raise StartupError(f"cannot read the font file {path} ({reason}).", BROKEN_INSTALL) from None
    problem = font_problem(data)
    if problem:
        raise StartupError(f"the font file {path} is damaged ({problem}); reinstall the arcade.", BROKEN_INSTALL)


def font_problem(data: bytes) -> str | None:
    """What is wrong with an sfnt font's bytes, None when its structure holds."""
    if len(data) < 12:
        return "too short"
    version, num_tables = struct.unpack(">IH", data[:6])
    if version not in (0x00010000, 0x4F54544F, 0x74727565):  # 1.0, 'OTTO', 'true'
        return "not a TrueType or OpenType font"
    if num_tables == 0 or 12 + 16 * num_tables > len(data):
        return "its table directory is cut short"
    for i in range(num_tables):
        tag, checksum, offset, length = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        if offset + length > len(data):
            return f"the {tag.decode('latin-1')!r} table runs past the end of the file"
        table = bytearray(data[offset : offset + length])
        if tag == b"head":
            if length < 12:
                return "its 'head' table is cut short"
            table[8:12] = b"\0\0\0\0"
        if _checksum(bytes(table)) != checksum:
            return f"the {tag.decode('latin-1')!r} table does not match its checksum"
    return None


def _checksum(table: bytes) -> int:
    padded = table + b"\0" * (-len(table) % 4)
    return sum(struct.unpack(f">{len(padded) // 4}I", padded)) & 0xFFFFFFFF


def _one_line(exc: BaseException) -> tuple[str, int] | None:
    """The line and status for a start-up failure we know, None for a bug."""
    if isinstance(exc, StartupError):
        return str(exc), exc.code
    if isinstance(exc, MemoryError):
        return "not enough memory to run (an allocation failed); close other programs or raise the limit.", NO_MEMORY
    if isinstance(exc, RuntimeError) and "can't start new thread" in str(exc):
        return "not enough memory to run (a thread could not start); close other programs or raise the limit.", (
            NO_MEMORY
        )
    return None


def _import_failed_for_memory(exc: BaseException) -> bool:
    """An import that failed because a library could not be mapped or allocated (a memory cap)."""
    if not isinstance(exc, ImportError):
        return False
    text = str(exc).lower()
    return (
        "failed to map segment" in text
        or "cannot allocate memory" in text
        or isinstance(exc.__cause__ or exc.__context__, MemoryError)
    )


def has_console() -> bool:
    """Whether a line on stderr reaches anyone: not under pythonw or a windowed frozen build
    (no stderr at all), nor when it goes to the null device (a macOS app from the Finder)."""
    stream = sys.stderr
    if stream is None:
        return False
    try:
        here = os.fstat(stream.fileno())
        null = os.stat(os.devnull)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return True  # a stream with no file behind it (a test's capture) is read by someone
    return (here.st_dev, here.st_ino) != (null.st_dev, null.st_ino)


def show_box(line: str) -> None:
    """The line in SDL's message box, for a player with no console; nothing when SDL cannot show one
    (no display either, or pygame itself failed to load)."""
    try:
        import pygame  # deferred: this module stays standard-library only until the guard is in place

        pygame.display.message_box(PREFIX, line, message_type="error")
    except Exception:  # noqa: BLE001  (the exit status still tells)
        pass


def _say_and_exit(line: str, code: int) -> None:
    try:
        if sys.stderr is not None:
            sys.stderr.write(f"{PREFIX}: {line}\n")
            sys.stderr.flush()
    except (OSError, MemoryError, ValueError):
        pass
    if not has_console():
        show_box(line)
    os._exit(code)


def install_last_resort() -> None:
    """Before the heavy imports (pygame and its SDL libraries): a memory cap that fails one of them is told
    in one line too, not as an import traceback."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: object) -> None:
        said = _one_line(exc)
        if said is None and _import_failed_for_memory(exc):
            said = "not enough memory to start (a library could not be loaded); raise the limit.", NO_MEMORY
        if said is None:
            if not has_console():  # a bug at start: the player sees what broke, the traceback goes where it goes
                show_box(f"could not start: {kind.__name__}: {exc}")
            previous(kind, exc, tb)  # type: ignore[arg-type]
            return
        _say_and_exit(*said)

    sys.excepthook = hook


def guarded(main: Callable[[], int]) -> int:
    """Run ``main``; a known start-up failure prints one line and ends the process at once."""
    try:
        return main()
    except (StartupError, MemoryError, RuntimeError) as exc:
        said = _one_line(exc)
        if said is None:
            raise
        _say_and_exit(*said)
        raise AssertionError("unreachable") from exc  # pragma: no cover
