"""Short cross-process locks on a file's ``<name>.lock`` (filelock), taken without waiting.

Two running copies read, change and replace the same files (stats, settings,
the daily record, controllers.txt). Each replace is done while holding the
file's lock from the read to the rename, so no copy ever writes over a change
it has not read. The frame loop never waits: ``held(path, 0)`` tries once, and
a caller that did not get the lock keeps its change and tries again later.

filelock opens the lock file with ``O_NOFOLLOW`` and never truncates it: a
``.lock`` planted as a symbolic link to another file is refused, not written.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def filelock_classes() -> tuple[Any, type[Exception]]:
    """filelock's FileLock and Timeout, imported when first needed (not on the way to the first
    frame). filelock imports logging, whose import reads time.time() into a C time that
    overflows when the clock is past 2262 (a flat clock battery, a faked clock); logging is then
    imported with that one reading taken as 0 (its start time, used only in log records), so
    the locks still guard every file."""
    try:
        import logging  # noqa: F401  (deferred: filelock's own import of it, tried before filelock)
    except OverflowError:
        import time  # deferred: only a clock past 2262 needs it

        real = time.time
        time.time = lambda: 0.0
        try:
            import logging  # noqa: F401  (deferred: again, with the clock read as 0)
        finally:
            time.time = real
    from filelock import FileLock, Timeout  # deferred: first needed at the first write, not before the first frame

    return FileLock, Timeout


class LockBusy(OSError):
    """Another process holds the lock (try again later)."""


def lock_path(path: Path) -> Path:
    """The lock file that guards ``path``."""
    return path.with_name(path.name + ".lock")


@contextmanager
def held(path: Path, wait_s: float = 0.0) -> Iterator[None]:
    """Hold ``path``'s lock for the block; LockBusy when another process keeps it past
    ``wait_s``, OSError when the lock file cannot be made (a read-only folder, a link, a folder)."""
    FileLock, Timeout = filelock_classes()
    lock = FileLock(lock_path(path), timeout=wait_s, thread_local=False)
    try:
        lock.acquire(timeout=wait_s)
    except Timeout as exc:
        raise LockBusy(0, "another copy of the arcade is writing it", str(path)) from exc
    try:
        yield
    finally:
        lock.release()
