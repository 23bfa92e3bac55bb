"""The licences the arcade is passed on under: its own (MIT) and every third-party component's,
in one file that ships with every copy (assets/THIRD_PARTY_NOTICES.md, written by
tools/gen_notices.py). The About screen shows it; --check-install checks it is there.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import paths

NOTICES_NAME = "THIRD_PARTY_NOTICES.md"


@dataclass(frozen=True)
class Component:
    """One row of the notices' table."""

    name: str
    version: str  # a version, or where it comes from ("inside pygame-ce's wheel")
    licence: str  # an SPDX expression or the distribution's own words
    carried_by: str


def notices_path(assets: Path | None = None) -> Path:
    return (paths.ASSETS if assets is None else assets) / NOTICES_NAME


def notices_text(assets: Path | None = None) -> str:
    """The whole notices file (OSError when this copy lost it: --check-install says so)."""
    return notices_path(assets).read_text(encoding="utf-8")


def components(text: str) -> list[Component]:
    """The table at the top of the notices: one component a row, the arcade itself first."""
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 4 and cells[0] != "component" and not cells[0].startswith("---"):
            rows.append(Component(*cells))
    return rows
