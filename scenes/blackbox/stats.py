"""Hex Black Box's keys in stats.json: the last setup and the best penalties per box."""

from __future__ import annotations

import re
from typing import Annotated, Any

import msgspec

from scenes.blackbox.config import BlackboxLastSetup
from scenes.play.entries import StatsField
from scenes.play.records import RecordLines
from scenes.play.stats import Count

BlackboxResultKey = Annotated[str, msgspec.Meta(pattern=r"^(played|(best|markers)_r[0-9]{1,2}_a[0-9]{1,2})$")]
RESULTS_KEY = "blackbox.results"  # boxes played; per box size and atoms the best penalty and the fewest markers
BOX_NAMES = {3: "Small", 4: "Normal", 5: "Large"}
BlackboxResults = Annotated[dict[BlackboxResultKey, Count], msgspec.Meta(max_length=64)]


def records(store: Any) -> RecordLines:
    """The Records screen's page: boxes played, then per box size and atoms the best penalty and the
    fewest markers (solo boxes and matches without the aid; the daily's are on the daily page)."""
    results = store.get(RESULTS_KEY, {})
    results = results if isinstance(results, dict) else {}
    lines: RecordLines = [("Boxes played", str(results.get("played", 0)))]
    boxes = sorted(
        {tuple(int(n) for n in re.findall(r"[0-9]+", k)) for k in results if k.startswith(("best_", "markers_"))}
    )
    if boxes:
        lines.append(("Best penalty, fewest markers", ""))
    for radius, atoms in boxes:
        best, markers = results.get(f"best_r{radius}_a{atoms}"), results.get(f"markers_r{radius}_a{atoms}")
        value = f"penalty {'-' if best is None else best}, {'-' if markers is None else markers} markers"
        lines.append((f"{BOX_NAMES.get(radius, radius)} box, {atoms} atoms", value))
    return lines


STATS = (StatsField("blackbox.setup", BlackboxLastSetup), StatsField(RESULTS_KEY, BlackboxResults))
