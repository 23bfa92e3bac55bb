"""A JSON store two running copies of the arcade can share: merge on write, never undo.

Each copy used to rewrite the whole file from its own memory, so two finished
games left ``played: 1`` and one copy's settings change was undone by the
other's next write. A :class:`SharedJsonStore` instead

- re-reads the file whenever it changed on disk (its inode, size or mtime moved:
  every write is an atomic rename, so a new inode each time) before handing out
  a value, so a count is always incremented from the latest one;
- writes under a short OS lock (``<file>.lock``): re-read, apply this copy's
  changed keys on top, write atomically, note what is now on disk.

A change this copy has not yet written (a failed write, a full disk) survives a
re-read: those keys are re-applied on top of what the other copy wrote.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import msgspec

from .storage import BOM, JsonStore, read_capped

LOCK_WAIT_S = 2.0  # a copy holding the write lock longer (a hung disk) is not waited for
Stamp = tuple[int, int, int] | None
_UNREAD: Stamp = (-1, -1, -1)  # forces one re-read: the file may have changed since it was loaded


def _stamp(path: Path) -> Stamp:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


@contextmanager
def write_lock(path: Path, wait_s: float = LOCK_WAIT_S) -> Iterator[bool]:
    """Hold ``path`` exclusively across processes for one write; yields False if it could not."""
    try:
        fh = open(path, "a+b")  # noqa: SIM115
    except OSError:
        yield False
        return
    try:
        held = _lock(fh, time.monotonic() + wait_s)
        yield held
    finally:
        fh.close()  # closing releases the lock


def _lock(fh: Any, until: float) -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import msvcrt  # deferred: this module exists on Windows only

        while True:
            try:
                msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
                return True
            except OSError:
                if time.monotonic() > until:
                    return False
                time.sleep(0.01)
    import fcntl  # deferred: this module exists on POSIX only

    while True:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() > until:
                return False
            time.sleep(0.01)
        except OSError:
            return False  # a file system without locks


class SharedJsonStore(JsonStore):
    """A :class:`JsonStore` that sees the other copy's writes and merges its own into them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._stamp: Stamp = _UNREAD
        self._dirty: set[str] = set()  # keys changed here and not yet on disk

    def _lock_path(self) -> Path:
        return self.path.with_name(self.path.name + ".lock")

    def refresh(self) -> bool:
        """Take in what another copy wrote since we last looked; True when something came in.

        A file that cannot be read or decoded now is left alone (it is not ours to set
        aside mid-game): the values in memory go on.
        """
        stamp = _stamp(self.path)
        if stamp == self._stamp:
            return False
        self._stamp = stamp
        if stamp is None:
            return False
        try:
            raw = read_capped(self.path).removeprefix(BOM)
            value: Any = msgspec.json.decode(raw, type=self.schema)
        except (OSError, msgspec.DecodeError, msgspec.ValidationError, RecursionError):
            return False
        on_disk: dict[str, Any] = msgspec.to_builtins(value)
        merged = dict(on_disk)
        for key in self._dirty:  # this copy's unsaved changes stay on top
            if key in self.data:
                merged[key] = self.data[key]
            else:
                merged.pop(key, None)
        self.data = merged
        # what the file holds (JsonStore's encoding): save() writes only when ours differ
        self._on_disk = json.dumps(on_disk, indent=2, sort_keys=True).encode("utf-8")
        return True

    def get(self, key: str, default: Any = None) -> Any:
        self.refresh()
        return super().get(key, default)

    def set(self, key: str, value: Any) -> bool:
        if key in self.keys:
            self.refresh()
            self._dirty.add(key)
        return super().set(key, value)

    def save(self) -> bool:
        """Re-read and write under the lock, so two copies' changes add up instead of undoing."""
        if not self.writable:
            return False
        with write_lock(self._lock_path()):
            self.refresh()
            ok = super().save()
            if ok:
                self._dirty.clear()
                self._stamp = _stamp(self.path)
        return ok
