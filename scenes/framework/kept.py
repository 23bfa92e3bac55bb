"""Games in progress kept on disk, one file per game, so any way out keeps the game.

A play scene saves its session here after every move (and the app once more
on the way out); the title offers "Continue ..." for each kept game. Files
are written atomically; one that does not parse is set aside whole with a
notice, never overwritten or deleted, and a failed write is told once.

An atomic write ends in an fsync, which costs milliseconds on a real disk
(tools/bench_saves.py), too much for the frame loop after every move. So with
``background=True`` the writes go to one writer thread: ``save`` turns the
game into JSON at once (later changes to it cannot leak into the file) and
hands the text over; the latest save of a game replaces one still waiting
(only the newest position matters). Whatever reads the folder (``keys``,
``load``, ``set_aside``) first waits for the writes asked before it, and
``close`` writes everything still waiting, so no save is lost or reordered.
"""

from __future__ import annotations

import errno
import json
import os
import re
import threading
from pathlib import Path
from typing import Any

from game.i18n import tr

from .clock import file_stamp
from .storage import write_atomic

_KEY = re.compile(r"[a-z][a-z0-9_]{0,31}")
MAX_BYTES = 1 << 20
FLUSH_TIMEOUT_S = 5.0  # a writer stuck longer (a hung disk) must not freeze the app for ever


class KeptGames:
    def __init__(self, folder: Path, background: bool = False, memory_only: bool = False) -> None:
        self.folder = Path(folder)
        self.background = background
        # memory_only: another copy owns the folder (or it is unusable): games are kept only
        # while this copy runs, and the folder's games are neither offered nor touched
        self.memory_only = memory_only
        self._memory: dict[str, str] = {}
        self._unwritten: dict[str, str] = {}  # a save that failed: kept here for the session, as told
        self.generation = 0  # bumped by every save or discard: screens re-read only when it moves
        self._notices: list[str] = []
        self._write_failed = False
        self._cond = threading.Condition()
        self._pending: dict[str, str | None] = {}  # key -> JSON to write, None to remove; latest wins
        self._writing = False
        self._closing = False
        self._thread: threading.Thread | None = None
        self.writes_done = 0  # files written or removed (tools and tests count them)

    def path(self, key: str) -> Path:
        if not _KEY.fullmatch(key):
            raise ValueError(f"not a game key: {key!r}")
        return self.folder / f"{key}.json"

    def keys(self) -> list[str]:
        """Games with a kept file (checked only when loaded)."""
        if self.memory_only:
            return sorted(self._memory)
        self.flush()
        try:
            names = sorted(p.stem for p in self.folder.glob("*.json") if p.is_file())
        except OSError:
            names = []
        return sorted({n for n in names if _KEY.fullmatch(n)} | set(self._unwritten))

    def load(self, key: str) -> dict[str, Any] | None:
        """The kept game's JSON, or None (missing, or set aside with a notice)."""
        path = self.path(key)
        if self.memory_only:
            text = self._memory.get(key)
            return None if text is None else json.loads(text)
        self.flush()
        if key in self._unwritten:
            return json.loads(self._unwritten[key])
        try:
            if not path.is_file():
                return None
            with path.open("rb") as fh:
                raw = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            self._notice(tr("Could not read the saved game ({reason}).").format(reason=exc.strerror or exc))
            return None
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(raw.decode("utf-8-sig"))
            if not isinstance(data, dict):
                raise ValueError("not a mapping")
        except (ValueError, RecursionError):
            self.set_aside(key, tr("could not be read"))
            return None
        return data

    def save(self, key: str, data: dict[str, Any]) -> bool:
        """Keep ``data`` as the game of ``key``; False when the write failed (background: when it cannot be queued)."""
        text = json.dumps(data, separators=(",", ":"))
        return self._submit(key, text)

    def discard(self, key: str) -> None:
        self._submit(key, None)

    def _submit(self, key: str, text: str | None) -> bool:
        self.path(key)  # a bad key fails here, in the caller
        self.generation += 1
        if self.memory_only:
            if text is None:
                self._memory.pop(key, None)
            else:
                self._memory[key] = text
            return True
        if not self.background:
            return self._write(key, text)
        with self._cond:
            closed = self._closing
            if not closed:
                self._pending.pop(key, None)  # re-queued at the end: writes keep the order they were asked in
                self._pending[key] = text
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, name="bha-kept-writer", daemon=True)
                    self._thread.start()
                self._cond.notify_all()
        if closed:  # after close: write at once, as without a writer
            self.flush()
            return self._write(key, text)
        return True

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closing:
                    self._cond.wait()
                if not self._pending:
                    return
                key = next(iter(self._pending))
                text = self._pending.pop(key)
                self._writing = True
            try:
                self._write(key, text)
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()

    def _write(self, key: str, text: str | None) -> bool:
        """Write (or with None remove) the file of ``key`` now; failures become notices."""
        path = self.path(key)
        if text is None:
            self._unwritten.pop(key, None)
            try:
                path.unlink()
            except (FileNotFoundError, NotADirectoryError):  # nothing there (saves/ a file: never written)
                pass
            except OSError as exc:
                self._notice(
                    tr("Could not remove the finished game's save ({reason}).").format(reason=exc.strerror or exc)
                )
                return False
            self.writes_done += 1
            return True
        try:
            if _leads_out(self.folder):
                raise OSError(errno.ELOOP, f"{self.folder.name} is a link that leads out of the data folder")
            write_atomic(path, text)
        except (FileExistsError, NotADirectoryError):
            self._unwritten[key] = text
            if not self._write_failed:
                self._notice(
                    tr(
                        "Cannot save the game in progress: {path} is a file, not a folder; "
                        "move it away to keep games. It is kept only while the arcade runs."
                    ).format(path=self.folder)
                )
            self._write_failed = True
            return False
        except OSError as exc:
            self._unwritten[key] = text
            if not self._write_failed:
                self._notice(
                    tr("Cannot save the game in progress ({reason}); it is kept only while the arcade runs.").format(
                        reason=exc.strerror or exc
                    )
                )
            self._write_failed = True
            return False
        self._write_failed = False
        self._unwritten.pop(key, None)
        self.writes_done += 1
        return True

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until every save asked so far is on disk; False if the writer did not finish in time."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._writing, timeout)

    def close(self) -> None:
        """Write what is still waiting and stop the writer (the app's way out)."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join(FLUSH_TIMEOUT_S)
        with self._cond:
            self._thread = None

    def set_aside(self, key: str, why: str) -> None:
        """Move a kept file that cannot be used out of the way, keeping it for a human to look at."""
        path = self.path(key)
        self.generation += 1
        if self.memory_only:
            self._memory.pop(key, None)
            self._notice(tr("The {game} game {why}.").format(game=key, why=why))
            return
        self.flush()
        aside = path.with_name(f"{path.name}.corrupt-{file_stamp()}")
        try:
            os.replace(path, aside)
            self._notice(
                tr("The saved {game} game {why}; kept it as {file}.").format(game=key, why=why, file=aside.name)
            )
        except OSError:
            self._notice(tr("The saved {game} game {why}.").format(game=key, why=why))

    def _notice(self, text: str) -> None:
        with self._cond:
            self._notices.append(text)

    def take_notices(self) -> list[str]:
        with self._cond:
            out, self._notices = self._notices, []
        return out


def _leads_out(folder: Path) -> bool:
    """Whether ``folder`` (saves/) is a link to a place outside the folder it is in: a game
    is never written through it (as root, into /etc)."""
    try:
        return folder.is_symlink() and not folder.resolve().is_relative_to(folder.parent.resolve())
    except (OSError, RuntimeError):
        return True
