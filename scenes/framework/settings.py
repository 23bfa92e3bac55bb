"""The player's settings: defaults, ranges, and the file they live in."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .storage import JsonStore, keep_known_keys

DEFAULTS: dict[str, Any] = {
    "fullscreen": True,
    "music_volume": 0.6,
    "sound_volume": 0.8,
    "scanlines": False,
    "repeat_speed": "normal",   # slow | normal | fast
    "swap_ab": False,           # A backs out, B confirms (Nintendo habit)
    "teaching_marks": True,     # mark cells that hand the next player a black hole
    "rumble": True,             # controllers rumble on big moments
}

REPEAT_SPEEDS: dict[str, tuple[float, float]] = {
    # name: (delay before the first repeat, interval between repeats), seconds
    "slow": (0.50, 0.14),
    "normal": (0.35, 0.08),
    "fast": (0.22, 0.045),
}


def _validate(raw: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    out = keep_known_keys(raw, defaults)
    for key in ("music_volume", "sound_volume"):
        out[key] = min(1.0, max(0.0, float(out[key])))
    if out["repeat_speed"] not in REPEAT_SPEEDS:
        out["repeat_speed"] = defaults["repeat_speed"]
    return out


def load_settings(config_dir: Path) -> JsonStore:
    return JsonStore(config_dir / "settings.json", DEFAULTS, _validate, label="settings file")
