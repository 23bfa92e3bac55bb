"""A JSON store two running copies of the arcade can share: every change is replayed on the latest file.

Each copy used to rewrite whole values from its own memory, so two finished
games left ``played: 1`` and one copy's settings change was undone by the
other's next write. A :class:`SharedJsonStore` instead keeps each change as a
function of the value it changes (``update(key, change)``; ``set`` is a change
that ignores the old value), and writes by

- taking the file's lock without waiting (:mod:`.file_lock`), then re-reading
  the file, replaying this copy's pending changes on top and replacing it
  atomically, all under that one lock: no other copy can write in between;
- when another copy holds the lock, keeping the changes pending and trying again
  a moment later (``tick``, from the frame loop), so the frame never waits on a
  lock and nothing is written without it; ``close`` waits a little at the end.

Between writes, ``get`` re-reads the file whenever it changed on disk (its inode,
size or mtime moved) and replays the pending changes on it, so what this copy
shows is always the other copy's latest plus its own.
"""

from __future__ import annotations

import copy
import json
import os
import time
from collections.abc import Callable
from typing import Any

import msgspec

from .file_lock import LockBusy, held
from .storage import BOM, JsonStore, _where, read_capped, why

Change = Callable[[Any], Any]  # the old value (plain JSON) -> the new one
Stamp = tuple[int, int, int] | None
_UNREAD: Stamp = (-1, -1, -1)  # forces one re-read: the file may have changed since it was loaded
RETRY_S = 0.25  # the lock was busy: try again this soon (another copy's write takes 15-200 ms)
FAILED_RETRY_S = 5.0  # the write itself failed (a full disk): try again this seldom
CLOSE_WAIT_S = 5.0  # at exit the frame loop is over: wait this long for the other copy's write


def _stamp(path: Any) -> Stamp:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


class SharedJsonStore(JsonStore):
    """A :class:`JsonStore` that sees the other copy's writes and replays its own changes on them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._stamp: Stamp = _UNREAD
        self._pending: list[tuple[str, Change]] = []  # changed here, not yet on disk, in order
        self._retry_at = 0.0  # monotonic time of the next try while changes are pending
        self._lock_failing = False

    @property
    def pending(self) -> int:
        """How many changes wait for the file (the lock was busy or the write failed)."""
        return len(self._pending)

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
        self.data = self._replay(on_disk)
        # what the file holds (JsonStore's encoding): save() writes only when ours differ
        self._on_disk = json.dumps(on_disk, indent=2, sort_keys=True).encode("utf-8")
        return True

    def _apply(self, data: dict[str, Any], key: str, change: Change) -> dict[str, Any]:
        """``data`` with ``change`` made to ``key``; ValidationError when the schema refuses it."""
        old = data.get(key, self.defaults.get(key))
        typed: Any = msgspec.convert({**data, key: change(copy.deepcopy(old))}, self.schema)
        return msgspec.to_builtins(typed)

    def _replay(self, base: dict[str, Any]) -> dict[str, Any]:
        data = base
        for key, change in list(self._pending):
            try:
                data = self._apply(data, key, change)
            except msgspec.ValidationError as exc:  # no longer fits what the other copy wrote
                self._pending.remove((key, change))
                self._tell(f"Could not keep {key} in the {self.label}: {_where(exc)}.")
        return data

    def get(self, key: str, default: Any = None) -> Any:
        self.refresh()
        return super().get(key, default)

    def peek(self, key: str) -> Any:
        self.refresh()
        return super().peek(key)

    def update(self, key: str, change: Change) -> bool:
        """Make ``change`` to ``key`` here at once, and on the file under its lock (now, or
        soon when another copy holds it); False when it is not on disk yet."""
        if key not in self.keys:
            self._tell(f"Could not keep {key}: the {self.label} has no place for it.")
            return False
        self.refresh()
        try:
            self.data = self._apply(self.data, key, change)
        except msgspec.ValidationError as exc:
            self._tell(f"Could not keep {key} in the {self.label}: {_where(exc)}.")
            return False
        self._pending.append((key, change))
        return self.save(0.0)

    def set(self, key: str, value: Any) -> bool:
        frozen = copy.deepcopy(value)  # the caller may go on changing its own object
        return self.update(key, lambda _old: copy.deepcopy(frozen))

    def save(self, wait_s: float = 0.0) -> bool:
        """Re-read, replay the pending changes and write, all under the file's lock; without
        the lock (another copy is writing) the changes stay pending and False is returned."""
        if not self.writable:
            return False
        if not self._pending and self._on_disk == self._encode():
            return True
        try:
            with held(self.path, wait_s):
                self._lock_failing = False
                self._stamp = _UNREAD  # under the lock: read what is on disk now, whatever its stamp
                self.refresh()
                ok = super().save()
                if ok:
                    self._pending.clear()
                    self._stamp = _stamp(self.path)
        except LockBusy:
            self._retry_at = time.monotonic() + RETRY_S
            return False
        except OSError as exc:  # the lock file cannot be made: never write without it
            if not self._lock_failing:
                self._tell(f"Cannot save the {self.label} ({why(exc)} for its lock); changes last until you quit.")
            self._lock_failing = True
            ok = False
        if not ok:
            self._retry_at = time.monotonic() + FAILED_RETRY_S
        return ok

    def tick(self) -> None:
        """From the frame loop: try the pending changes again once their moment has come."""
        if self._pending and self.writable and time.monotonic() >= self._retry_at:
            self.save(0.0)

    def close(self, wait_s: float = CLOSE_WAIT_S) -> bool:
        """At exit: write what is pending, waiting up to ``wait_s`` for the other copy's write."""
        return self.save(wait_s)


def edits(base: Any, new: Any) -> Change:
    """The change that makes ``base`` into ``new``, as a change of anything: only the entries
    that differ (nested dicts entry by entry) are set or removed, the rest of whatever it
    is applied to stays. A remap made here goes on top of one the other copy made."""

    def change(old: Any) -> Any:
        return _edit(old, base, new)

    return change


def _edit(old: Any, base: Any, new: Any) -> Any:
    if not (isinstance(base, dict) and isinstance(new, dict)):
        return copy.deepcopy(new) if base != new else old
    out = dict(old) if isinstance(old, dict) else {}
    for key in base.keys() | new.keys():
        if key not in new:
            out.pop(key, None)
        elif key not in base:
            out[key] = copy.deepcopy(new[key])
        elif base[key] != new[key]:
            out[key] = _edit(out.get(key), base[key], new[key])
    return out
