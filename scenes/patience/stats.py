"""Per-variant statistics: games played, won, current and best winning streak.

Kept in the app's stats store (written atomically; a corrupt file is set
aside by the store with a notice) under "patience.<variant>".
"""
from __future__ import annotations

from typing import Any

FIELDS = ("played", "won", "streak", "best")


def key(variant: str) -> str:
    return f"patience.{variant}"


def read(store: Any, variant: str) -> dict[str, int]:
    """The record for a variant, every field present and a whole number."""
    raw = store.get(key(variant), {})
    if not isinstance(raw, dict):
        raw = {}
    out = {}
    for f in FIELDS:
        v = raw.get(f, 0)
        out[f] = v if isinstance(v, int) and v >= 0 else 0
    return out


def started(store: Any, variant: str) -> None:
    """A game counts as played from its first move."""
    rec = read(store, variant)
    rec["played"] += 1
    store.set(key(variant), rec)


def finished(store: Any, variant: str, won: bool) -> dict[str, int]:
    """Record the end of a counted game; a loss (or an abandoned game) ends the streak."""
    rec = read(store, variant)
    if won:
        rec["won"] += 1
        rec["streak"] += 1
        rec["best"] = max(rec["best"], rec["streak"])
    else:
        rec["streak"] = 0
    store.set(key(variant), rec)
    return rec
