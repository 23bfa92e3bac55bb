"""Games in progress kept on disk, one file per game, so any way out keeps the game.

A play scene saves its session here after every move (and the app once more
on the way out); the title offers "Continue ..." for each kept game. Files
are written atomically; one that does not parse is set aside whole with a
notice, never overwritten or deleted, and a failed write is told once.
"""
from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from .storage import write_atomic

_KEY = re.compile(r"[a-z][a-z0-9_]{0,31}")
MAX_BYTES = 1 << 20


class KeptGames:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._notices: list[str] = []
        self._write_failed = False

    def path(self, key: str) -> Path:
        if not _KEY.fullmatch(key):
            raise ValueError(f"not a game key: {key!r}")
        return self.folder / f"{key}.json"

    def keys(self) -> list[str]:
        """Games with a kept file (checked only when loaded)."""
        try:
            names = sorted(p.stem for p in self.folder.glob("*.json") if p.is_file())
        except OSError:
            return []
        return [n for n in names if _KEY.fullmatch(n)]

    def load(self, key: str) -> dict[str, Any] | None:
        """The kept game's JSON, or None (missing, or set aside with a notice)."""
        path = self.path(key)
        try:
            if not path.is_file():
                return None
            with path.open("rb") as fh:
                raw = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            self._notices.append(f"Could not read the saved game ({exc.strerror or exc}).")
            return None
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(raw.decode("utf-8-sig"))
            if not isinstance(data, dict):
                raise ValueError("not a mapping")
        except (ValueError, RecursionError):
            self.set_aside(key, "could not be read")
            return None
        return data

    def save(self, key: str, data: dict[str, Any]) -> bool:
        try:
            write_atomic(self.path(key), json.dumps(data, separators=(",", ":")))
        except OSError as exc:
            if not self._write_failed:
                self._notices.append(f"Cannot save the game in progress ({exc.strerror or exc}); "
                                     "it is kept only while the arcade runs.")
            self._write_failed = True
            return False
        self._write_failed = False
        return True

    def discard(self, key: str) -> None:
        try:
            self.path(key).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._notices.append(f"Could not remove the finished game's save ({exc.strerror or exc}).")

    def set_aside(self, key: str, why: str) -> None:
        """Move a kept file that cannot be used out of the way, keeping it for a human to look at."""
        path = self.path(key)
        aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, aside)
            self._notices.append(f"The saved {key} game {why}; kept it as {aside.name}.")
        except OSError:
            self._notices.append(f"The saved {key} game {why}.")

    def take_notices(self) -> list[str]:
        out, self._notices = self._notices, []
        return out
