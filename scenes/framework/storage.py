"""Typed JSON files that survive anything: capped reads, atomic writes, bad files set aside.

Each file has one schema, a :mod:`msgspec` Struct type: decoding checks every
type, range and size before anything uses the data. Reading never raises: a
missing, empty, unreadable, oversized, special (FIFO, device) or invalid file
yields the defaults and a one-line ``notice`` for the screen. An invalid file
is renamed aside whole (``<name>.corrupt-<stamp>``), never silently
overwritten; a file that cannot be read is left alone and never written over.
A failed write keeps the values in memory and is told once, in plain words.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from .clock import file_stamp, wall_time
from .datalock import pid_alive

MAX_BYTES = 1_000_000  # no file of ours comes near this; anything bigger is not ours
BOM = b"\xef\xbb\xbf"


class NotRegularFile(OSError):
    """The path is a FIFO, a device or a socket: reading it could block or never end."""


class TooLarge(OSError):
    """The file is bigger than the cap."""


# -- bytes in, bytes out ------------------------------------------------------------------
def read_capped(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Opened non-blocking so a FIFO cannot hang us, checked with fstat so a link
    to /dev/zero is refused, and read with a bound so a file growing under us
    cannot exhaust memory.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "it is a folder", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(0, "not a regular file", str(path))
        if info.st_size > limit:
            raise TooLarge(0, "too large", str(path))
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise TooLarge(0, "too large", str(path))
        return data
    finally:
        os.close(fd)


def fsync_folder(folder: Path) -> None:
    """Make a rename inside ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, content: str | bytes, make_folder: bool = True, mode: int | None = None) -> None:
    """Write ``content`` so that ``path`` holds either the old or the new file, never half.

    Temp file in the same folder, fsync, ``os.replace``, then fsync the folder so
    the rename itself survives a power cut. ``make_folder=False`` refuses to
    create missing folders (a path the player typed). ``mode``: the file's permissions
    (a temp file starts private, right for settings; a picture is for sharing).
    """
    path = Path(path)
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    data = content.encode("utf-8") if isinstance(content, str) else content
    # the writer's pid in the name: stale-tmp cleanup never takes a live copy's file
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        if mode is not None:
            os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


TMP_SUFFIX = ".tmp"
_TMP_PID = re.compile(r"\.([0-9]{1,10})\.[^.]*\.tmp$")
UNOWNED_TMP_AGE_S = 600.0  # a tmp file without a writer's pid (an older version's) is stale after this


def tmp_is_stale(name: str, age_s: float, alive: Callable[[int], bool]) -> bool:
    """Whether a ``*.tmp`` file is a killed write's leftover: its writer (the pid in its name)
    is gone, or it names no writer and is old. A live copy's file is never stale."""
    match = _TMP_PID.search(name)
    if match is None:
        return age_s > UNOWNED_TMP_AGE_S
    pid = int(match[1])
    return not alive(pid)


def remove_stale_temp_files(folder: Path, alive: Callable[[int], bool] | None = None) -> int:
    """Delete ``*.tmp`` files killed writes left in ``folder`` (never a live writer's); returns how many went."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    now = wall_time()
    for entry in entries:
        try:
            if not entry.name.endswith(TMP_SUFFIX) or not entry.is_file(follow_symlinks=False):
                continue
            age = 0.0 if now is None else now - entry.stat(follow_symlinks=False).st_mtime
            if tmp_is_stale(entry.name, age, alive or pid_alive):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def why(exc: BaseException) -> str:
    """An OSError in a few plain words (its strerror), anything else as its message."""
    return (getattr(exc, "strerror", None) or str(exc) or type(exc).__name__).strip()


# -- bounded free-form JSON -------------------------------------------------------------------
# -- one typed file ---------------------------------------------------------------------------
@dataclass
class Loaded:
    """What reading a typed file gave: the value (None: use defaults) and what to tell."""

    value: Any = None
    notice: str | None = None
    readable: bool = True  # False: leave the file alone, never write over it
    set_aside: Path | None = None


def _where(exc: msgspec.ValidationError) -> str:
    """'a wrong value at numbers.record.normal2.win' from msgspec's message, kept short."""
    text = str(exc)
    if " - at `$" not in text:
        return "the wrong shape"
    at = text.partition(" - at `$")[2].rstrip("`").lstrip(".")
    return f"a wrong value at {at[:40]}" if at else "the wrong shape"


def set_aside(path: Path, label: str, reason: str) -> Loaded:
    """Rename a bad file to ``<name>.corrupt-<stamp>`` (never over an earlier one)."""
    stamp = file_stamp()
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while os.path.lexists(aside):
        n += 1
        aside = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, aside)
    except OSError:
        return Loaded(notice=f"The {label} {reason} and could not be moved aside; using defaults.", readable=False)
    return Loaded(notice=f"The {label} {reason}; kept it as {aside.name} and started fresh.", set_aside=aside)


Repair = Callable[[Any], tuple[Any, list[str]]]  # plain JSON -> (it without what cannot be kept, what went)


def load_typed(
    path: Path, schema: type, label: str, max_bytes: int = MAX_BYTES, repair: Repair | None = None
) -> Loaded:
    """Read and decode ``path`` as ``schema``; every failure becomes a notice, never an exception.

    ``repair`` may drop the entries an older or newer version wrote that this one cannot
    keep (a remap of an unknown action): the rest of the file is kept and the dropped named."""
    path = Path(path)
    try:
        raw = read_capped(path, max_bytes)
    except (FileNotFoundError, NotADirectoryError):
        return Loaded()  # never saved yet: defaults, quietly
    except TooLarge:
        return set_aside(path, label, f"is larger than {max_bytes // 1_000_000} MB")
    except NotRegularFile:
        return set_aside(path, label, "is not a regular file")
    except OSError as exc:
        return Loaded(notice=f"Could not read the {label} ({why(exc)}); using defaults.", readable=False)
    raw = raw.removeprefix(BOM)
    if not raw.strip():
        return Loaded(notice=f"The {label} was empty; using defaults.")
    try:
        return Loaded(value=msgspec.json.decode(raw, type=schema))
    except msgspec.ValidationError as exc:
        repaired = _repaired(raw, schema, label, repair)
        return repaired if repaired is not None else set_aside(path, label, f"has {_where(exc)}")
    except msgspec.DecodeError:
        return set_aside(path, label, "is corrupt")
    except RecursionError:
        return set_aside(path, label, "is corrupt (nested too deeply)")


def _repaired(raw: bytes, schema: type, label: str, repair: Repair | None) -> Loaded | None:
    """The file with ``repair``'s entries left out, if that makes it valid (None: it does not)."""
    if repair is None:
        return None
    try:
        fixed, dropped = repair(msgspec.json.decode(raw))
        value: Any = msgspec.convert(fixed, schema)
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError, TypeError, ValueError):
        return None
    if not dropped:
        return None
    return Loaded(value=value, notice=f"The {label}: left out {', '.join(dropped[:3])}; everything else kept.")


def field_names(schema: type) -> frozenset[str]:
    """The keys a Struct schema has in its JSON file."""
    return frozenset(f.encode_name for f in msgspec.structs.fields(schema))


class JsonStore:
    """A dict of values backed by one JSON file and checked by one Struct ``schema``.

    ``data`` holds plain JSON values (what ``get`` hands out), always valid for
    the schema. Keys are the schema's field names (``msgspec.field(name=...)``
    lets them hold dots); a field left at its default None is absent.
    """

    def __init__(
        self, path: Path, schema: type, label: str = "file", max_bytes: int = MAX_BYTES, repair: Repair | None = None
    ) -> None:
        self.path = Path(path)
        self.schema = schema
        self.label = label
        self.keys = field_names(schema)
        self.defaults: dict[str, Any] = msgspec.to_builtins(schema())
        self.notice: str | None = None
        self.on_notice: Callable[[str], None] | None = None  # e.g. the app's toast
        self._failing = False
        loaded = load_typed(self.path, schema, label, max_bytes, repair)
        self.writable = loaded.readable
        self.set_aside_as = loaded.set_aside
        self.notice = loaded.notice
        self.data: dict[str, Any] = (
            msgspec.to_builtins(loaded.value) if loaded.value is not None else dict(self.defaults)
        )
        # what the file holds now (None: no valid file): an unchanged store is not rewritten
        self._on_disk: bytes | None = self._encode() if loaded.value is not None else None

    def _encode(self) -> bytes:
        return json.dumps(self.data, indent=2, sort_keys=True).encode("utf-8")

    def _tell(self, text: str) -> None:
        if self.on_notice is not None:
            self.on_notice(text)
        else:
            self.notice = text

    # -- access ----------------------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        """A copy of the value under ``key`` (plain JSON types, already checked)."""
        if key in self.data:
            return msgspec.json.decode(msgspec.json.encode(self.data[key]))
        if key in self.defaults:
            return msgspec.json.decode(msgspec.json.encode(self.defaults[key]))
        return default

    def peek(self, key: str) -> Any:
        """The kept value itself, not a copy, never to be changed: every change replaces it with a
        new object, so a reader that caches what it worked out from a value (the daily screen)
        sees a change by identity without copying or scanning the value each frame."""
        return self.data.get(key, self.defaults.get(key))

    def set(self, key: str, value: Any) -> bool:
        """Check one value against the schema, keep it and save at once (atomically).

        A key the schema lacks (a programming error: tests/framework/test_stats.py
        checks every key the games write) or a value the schema refuses is not
        kept and is told, and the game goes on.
        """
        if key not in self.keys:
            self._tell(f"Could not keep {key}: the {self.label} has no place for it.")
            return False
        try:
            typed: Any = msgspec.convert({**self.data, key: value}, self.schema)
        except msgspec.ValidationError as exc:
            self._tell(f"Could not keep {key} in the {self.label}: {_where(exc)}.")
            return False
        self.data = msgspec.to_builtins(typed)
        return self.save()

    def update(self, key: str, change: Callable[[Any], Any]) -> bool:
        """Set ``key`` to ``change(old value)``: a count, a list or a record changed from what
        is kept (a SharedJsonStore replays it on the other copy's latest, under the lock)."""
        return self.set(key, change(self.get(key)))

    def save(self) -> bool:
        """Write the file; on failure keep the values in memory and tell it once."""
        if not self.writable:
            return False
        try:
            content = self._encode()
            if content == self._on_disk:
                return True
            write_atomic(self.path, content)
        except (OSError, TypeError, ValueError) as exc:
            if not self._failing:
                self._tell(f"Cannot save the {self.label} ({why(exc)}); changes last until you quit.")
            self._failing = True
            return False
        self._failing = False
        self._on_disk = content
        return True

    def take_notice(self) -> str | None:
        notice, self.notice = self.notice, None
        return notice
