"""One owner of the data folder at a time: an OS advisory lock held while the arcade runs.

Two copies writing the same files would each rewrite whole files from their
own memory (stats counts lost, settings undone, a game continued twice). So
the first copy takes an exclusive lock on ``<data>/arcade.lock`` and keeps
it until it exits. The OS drops the lock with the process, however it ends
(a crash, a kill, a power cut), so a lock is never stale. A copy that finds
the lock taken plays without saving and says so (see ``App``).

POSIX uses ``fcntl.flock`` and Windows ``msvcrt.locking`` on the first byte.
The worker process is spawned (not forked), so it never inherits the lock.
"""

from __future__ import annotations

import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

LOCK_NAME = "arcade.lock"
ALREADY_RUNNING = (
    "Black Hole Arcade is already running \u2014 switch to it, or play here: results and settings are "
    "saved with it, but a game left unfinished here is not kept."
)


class LockHeld(OSError):
    """Another live process holds the data folder."""


def _try_lock(fh: IO[bytes]) -> None:
    """Take the lock without waiting; LockHeld when another process has it."""
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt  # deferred: this module exists on Windows only

        try:
            fh.seek(0)
            msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            raise LockHeld(exc.errno, "held by another copy") from exc
        return
    import fcntl  # deferred: this module exists on POSIX only

    try:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError as exc:
        raise LockHeld(exc.errno, "held by another copy") from exc


@dataclass
class DataLock:
    """What trying to own the data folder gave: ``owned``, or why not (``held`` / ``problem``)."""

    path: Path
    owned: bool = False
    held: bool = False  # another copy owns the folder
    problem: str | None = None  # the lock file could not be made (an unusable folder)
    _fh: IO[bytes] | None = None

    @classmethod
    def acquire(cls, folder: Path) -> "DataLock":
        """Own ``folder`` if no other copy does; never raises."""
        path = Path(folder) / LOCK_NAME
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
            fh = open(path, "a+b")  # noqa: SIM115 - held open for the life of the process
        except OSError as exc:
            return cls(path, problem=_folder_problem(Path(folder), exc))
        try:
            _try_lock(fh)
        except LockHeld:
            fh.close()
            return cls(path, held=True)
        except OSError:  # a file system without locks: go on as the owner, unguarded
            fh.close()
            return cls(path, owned=True)
        try:  # who owns it, for a human looking at the folder
            fh.truncate(0)
            fh.write(f"{os.getpid()}\n".encode())
            fh.flush()
        except OSError:
            pass
        return cls(path, owned=True, _fh=fh)

    def release(self) -> None:
        """Let go (the OS would at exit anyway)."""
        fh, self._fh = self._fh, None
        if fh is not None:
            try:
                fh.close()
            except OSError:
                pass
        self.owned = False


def _folder_problem(folder: Path, exc: OSError) -> str:
    """Why nothing can be saved in ``folder``, in the players' words."""
    if exc.errno == errno.ENAMETOOLONG:
        return f"Nothing will be saved: the data folder's path is too long ({len(str(folder))} characters)."
    if exc.errno in (errno.EEXIST, errno.ENOTDIR):
        return f"Nothing will be saved: {_first_file_in(folder)} is a file where a folder should be."
    reason = (exc.strerror or str(exc)).strip()
    return f"Nothing will be saved: cannot use the data folder ({reason})."


def _first_file_in(folder: Path) -> str:
    """The first part of ``folder`` that exists but is not a folder (what blocks it)."""
    for part in [*reversed(folder.parents), folder]:
        if os.path.lexists(part) and not part.is_dir():
            return str(part)
    return str(folder)


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (a pid we cannot signal exists too)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # pragma: no cover
        return True  # no cheap check: trust the age instead
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
