"""JSON files that survive anything: atomic writes, corrupt files set aside.

Settings and statistics both live in a :class:`JsonStore`. Reading never
raises: a missing, empty, corrupt or unreadable file yields the defaults and a
one-line ``notice`` for the screen. A corrupt file is renamed aside (never
silently overwritten), and a folder that cannot be written keeps the values in
memory until the app closes, again with a notice.
"""
from __future__ import annotations

import copy
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


Validator = Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]


def keep_known_keys(raw: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """Default validator: take each known key whose value has the default's type."""
    out = copy.deepcopy(defaults)
    for key, default in defaults.items():
        if key in raw and _same_kind(raw[key], default):
            out[key] = raw[key]
    return out


def _same_kind(value: Any, default: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, (int, float)):
        return isinstance(value, (int, float))
    return isinstance(value, type(default))


class JsonStore:
    """A dict of values backed by one JSON file; see the module docstring."""

    def __init__(self, path: Path, defaults: dict[str, Any] | None = None,
                 validator: Validator | None = None, label: str = "file",
                 open_schema: bool = False) -> None:
        self.path = Path(path)
        self.defaults = dict(defaults or {})
        self.validator = validator or keep_known_keys
        self.label = label
        self.open_schema = open_schema  # stats keep any key; settings only known ones
        self.notice: str | None = None
        self.writable = True
        self.data: dict[str, Any] = self._load()

    # -- reading ---------------------------------------------------------------
    def _load(self) -> dict[str, Any]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            return copy.deepcopy(self.defaults)   # never saved yet (or no folder): defaults
        except (OSError, UnicodeDecodeError) as exc:
            if isinstance(exc, UnicodeDecodeError):
                return self._set_aside("is corrupt")
            self.notice = f"Could not read the {self.label} ({exc.strerror or exc}); using defaults."
            self.writable = False  # never overwrite what we could not read
            return copy.deepcopy(self.defaults)
        if not text.strip():
            self.notice = f"The {self.label} was empty; using defaults."
            return copy.deepcopy(self.defaults)
        try:
            raw = json.loads(text)
        except ValueError:
            return self._set_aside("is corrupt")
        if not isinstance(raw, dict):
            return self._set_aside("has the wrong shape")
        if self.open_schema:
            merged = copy.deepcopy(self.defaults)
            merged.update(raw)
            return merged
        return self.validator(raw, self.defaults)

    def _set_aside(self, why: str) -> dict[str, Any]:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        try:
            os.replace(self.path, aside)
            self.notice = f"The {self.label} {why}; kept it as {aside.name} and started fresh."
        except OSError:
            self.writable = False
            self.notice = f"The {self.label} {why} and could not be moved aside; using defaults."
        return copy.deepcopy(self.defaults)

    # -- access ----------------------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        if key in self.data:
            return copy.deepcopy(self.data[key])
        if key in self.defaults:
            return copy.deepcopy(self.defaults[key])
        return default

    def set(self, key: str, value: Any) -> None:
        """Change one value and save at once (atomically)."""
        self.data[key] = copy.deepcopy(value)
        self.save()

    def save(self) -> bool:
        """Write the file; on failure keep the values in memory and set a notice."""
        if not self.writable:
            return False
        try:
            write_atomic(self.path, json.dumps(self.data, indent=2, sort_keys=True))
            return True
        except OSError as exc:
            self.writable = False
            self.notice = (f"Cannot save the {self.label} ({exc.strerror or exc}); "
                           "changes last until you quit.")
            return False

    def take_notice(self) -> str | None:
        notice, self.notice = self.notice, None
        return notice
