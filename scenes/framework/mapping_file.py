"""controllers.txt and its kind (gamecontrollerdb format): read with a cap, changed line by line
under the file's lock, every other line kept byte for byte.

A player's file is theirs: setting up a new pad replaces only that pad's line; a line
in another encoding, a comment or a Windows line end stays as it was. Both copies of the
arcade may set up a pad at once, so the read and the replace happen under the file's
lock (:mod:`.file_lock`); the lock is tried without waiting (a pad set up at the moment
the other copy writes is used for now and said so). A file far larger than any real one
(the shipped database has 2,270 lines) is loaded only up to a cap, with a notice, so a
100,000-line file cannot keep the arcade from starting for minutes.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from . import sdl_native
from .file_lock import held
from .storage import TooLarge, read_capped, write_atomic

MAX_BYTES = 1_000_000  # the shipped database is about 500 KB
MAX_LINES = 5_000


def load(path: Path) -> tuple[int, str | None]:
    """Give SDL the mappings of ``path``: how many it took, and a notice when the file was cut."""
    try:
        raw = read_capped(path, MAX_BYTES)
    except TooLarge:
        raw = _head(path)
    except OSError:
        return 0, None
    lines = raw.splitlines(keepends=True)
    if len(raw) <= MAX_BYTES and len(lines) <= MAX_LINES:
        return max(0, sdl_native.add_mappings_file(str(path))), None
    head = b"".join(lines[:MAX_LINES])
    fd, tmp = tempfile.mkstemp(suffix=".txt")  # SDL reads a file: the first lines, on their own
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(head)
        taken = max(0, sdl_native.add_mappings_file(tmp))
    finally:
        os.unlink(tmp)
    return taken, (
        f"{path.name} is too long; only its first {MAX_LINES:,} lines were read (trim it to keep every pad's mapping)."
    )


def _head(path: Path) -> bytes:
    """The first MAX_BYTES of a file too large to read whole (cut at a line end)."""
    with open(path, "rb") as fh:
        data = fh.read(MAX_BYTES)
    return data[: data.rfind(b"\n") + 1]


def write_mapping_line(path: Path, guid: str, line: str) -> bool:
    """Put ``line`` in place of any line for ``guid``, under the file's lock, atomically; every
    other line stays byte for byte. False when the file cannot be read whole or written."""
    mine = guid.lower().encode("ascii", "replace") + b","
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with held(path, 0.0):
            try:
                old = read_capped(path, MAX_BYTES)
            except FileNotFoundError:
                old = b""
            lines = old.splitlines(keepends=True)
            if lines and not lines[-1].endswith(b"\n"):
                lines[-1] += b"\n"
            kept = [x for x in lines if not x.lower().startswith(mine)]
            write_atomic(path, b"".join(kept) + line.encode("utf-8") + b"\n")
    except OSError:  # too large, unreadable, the lock busy or unusable, the disk full: nothing lost
        return False
    return True
