"""Hex Black Box's keys in stats.json: the last setup and the best penalties per box."""

from __future__ import annotations

import re
from typing import Annotated, Any

import msgspec

from game.i18n import N_, tr
from scenes.blackbox.config import BlackboxLastSetup
from scenes.play.entries import StatsField
from scenes.play.records import RecordLines
from scenes.play.stats import Count

BlackboxResultKey = Annotated[str, msgspec.Meta(pattern=r"^(played|(best|markers)_r[0-9]{1,2}_a[0-9]{1,2})$")]
RESULTS_KEY = "blackbox.results"  # boxes played; per box size and atoms the best penalty and the fewest markers
# TRANSLATORS: a box's size on the Records page ("Small box, 4 atoms")
BOX_NAMES = {3: N_("Small box, {atoms} atoms"), 4: N_("Normal box, {atoms} atoms"), 5: N_("Large box, {atoms} atoms")}
BlackboxResults = Annotated[dict[BlackboxResultKey, Count], msgspec.Meta(max_length=64)]


def records(store: Any) -> RecordLines:
    """The Records screen's page: boxes played, then per box size and atoms the best penalty and the
    fewest markers (solo boxes and matches without the aid; the daily's are on the daily page)."""
    results = store.get(RESULTS_KEY, {})
    results = results if isinstance(results, dict) else {}
    lines: RecordLines = [(tr("Boxes played"), str(results.get("played", 0)))]
    boxes = sorted(
        {tuple(int(n) for n in re.findall(r"[0-9]+", k)) for k in results if k.startswith(("best_", "markers_"))}
    )
    if boxes:
        lines.append((tr("Best penalty, fewest markers"), ""))
    for radius, atoms in boxes:
        best, markers = results.get(f"best_r{radius}_a{atoms}"), results.get(f"markers_r{radius}_a{atoms}")
        value = tr("penalty {penalty}, {markers} markers").format(
            penalty="-" if best is None else best, markers="-" if markers is None else markers
        )
        box = tr(BOX_NAMES[radius]) if radius in BOX_NAMES else tr("Radius {radius} box, {atoms} atoms")
        lines.append((box.format(radius=radius, atoms=atoms), value))
    return lines


STATS = (StatsField("blackbox.setup", BlackboxLastSetup), StatsField(RESULTS_KEY, BlackboxResults))
