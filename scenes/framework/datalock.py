"""One owner of the data folder at a time: an OS advisory lock held while the arcade runs.

Two copies writing the same files would each rewrite whole files from their
own memory (stats counts lost, settings undone, a game continued twice). So
the first copy takes an exclusive lock on ``<data>/arcade.lock`` and keeps
it until it exits. The OS drops the lock with the process, however it ends
(a crash, a kill, a power cut), so a lock is never stale. A copy that finds
the lock taken plays without saving and says so (see ``App``).

The lock is filelock's (``flock`` on POSIX, ``LockFileEx`` on Windows). The worker
process is spawned (not forked), so it never inherits the lock.
"""

from __future__ import annotations

import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import N_, tr

from .file_lock import filelock_classes

LOCK_NAME = "arcade.lock"
ALREADY_RUNNING = N_(
    "Black Hole Arcade is already running \u2014 switch to it, or play here: results and settings are "
    "saved with it, but a game left unfinished here is not kept."
)


@dataclass
class DataLock:
    """What trying to own the data folder gave: ``owned``, or why not (``held`` / ``problem``)."""

    path: Path
    owned: bool = False
    held: bool = False  # another copy owns the folder
    problem: str | None = None  # the lock file could not be made
    _lock: Any = None
    _inode: tuple[int, int] | None = None  # the lock file we hold, to notice it deleted under us

    @classmethod
    def acquire(cls, folder: Path) -> "DataLock":
        """Own ``folder`` if no other copy does; never raises.

        filelock opens ``arcade.lock`` with ``O_NOFOLLOW`` and never truncates it: a lock
        planted as a link to another file (``/etc/passwd``) is refused, that file untouched.
        """
        path = Path(folder) / LOCK_NAME
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return cls(path, problem=_folder_problem(Path(folder), exc))
        FileLock, Timeout = filelock_classes()
        try:
            lock = FileLock(path, thread_local=False, fallback_to_soft=False)
            lock.acquire(timeout=0)
        except Timeout:
            return cls(path, held=True)
        except OSError as exc:
            if exc.errno in (errno.ENOSYS, errno.ENOLCK, errno.EOPNOTSUPP):  # a file system without locks
                return cls(path, owned=True)
            return cls(path, problem=_lock_problem(path, exc))
        return cls(path, owned=True, _lock=lock, _inode=_inode_of(path))

    def keep(self) -> bool:
        """Still the owner? The data folder deleted under a running copy takes the lock file with
        it, and the next copy would own a new one: take a new one first (call now and then).
        False when another copy got there first (this copy is no longer the owner)."""
        if not self.owned or self._lock is None or _inode_of(self.path) == self._inode:
            return self.owned
        again = DataLock.acquire(self.path.parent)
        self.release()
        self.owned, self.held, self._lock, self._inode = again.owned, again.held, again._lock, again._inode
        return self.owned

    def release(self) -> None:
        """Let go (the OS would at exit anyway)."""
        lock, self._lock = self._lock, None
        if lock is not None:
            try:
                lock.release()
            except OSError:
                pass
        self.owned = False


def _inode_of(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path, follow_symlinks=False)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def _lock_problem(path: Path, exc: OSError) -> str:
    """Why the folder's lock could not be taken, in the players' words: only unfinished
    games depend on it (stats and settings have their own locks and are still saved)."""
    if path.is_symlink():
        what = tr("{path} is a link to another file (left alone)").format(path=path)
    elif path.is_dir():
        what = tr("{path} is a folder").format(path=path)
    else:
        what = tr("{path} cannot be used ({reason})").format(path=path, reason=why_os(exc))
    return tr("Games left unfinished are not kept: {why}. Results and settings are saved.").format(why=what)


def why_os(exc: OSError) -> str:
    return (exc.strerror or str(exc)).strip()


def _folder_problem(folder: Path, exc: OSError) -> str:
    """Why nothing can be saved in ``folder``, in the players' words."""
    if exc.errno == errno.ENAMETOOLONG:
        return tr("Nothing will be saved: the data folder's path is too long ({n} characters).").format(
            n=len(str(folder))
        )
    if exc.errno in (errno.EEXIST, errno.ENOTDIR):
        return tr("Nothing will be saved: {path} is a file where a folder should be.").format(
            path=_first_file_in(folder)
        )
    return tr("Nothing will be saved: cannot use the data folder ({reason}).").format(reason=why_os(exc))


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
