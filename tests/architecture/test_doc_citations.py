"""Every document the docs and the code cite is in the repository: the rules the games
implement, the notes each module points to, are readable in the project itself."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CITED = re.compile(r"(?<![\w/.-])((?:\.\./|[\w-]+/)*[\w-]+\.md)\b")


def citing_files() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    for top in ("game", "scenes", "tools", "tests"):
        files += sorted((ROOT / top).rglob("*.py"))
    return files


def cited_from(path: Path, name: str) -> list[Path]:
    """Where a citation may point: from the root, from the citing file's folder, docs/, or assets/
    (the documents that ship with every copy, such as the third-party notices)."""
    return [ROOT / name, path.parent / name, ROOT / "docs" / name, ROOT / "assets" / name]


def test_every_cited_document_exists():
    missing = []
    for path in citing_files():
        for name in set(CITED.findall(path.read_text(encoding="utf-8"))):
            found = [p.resolve() for p in cited_from(path, name)]
            if not any(p.is_file() and p.is_relative_to(ROOT) for p in found):  # not a file beside the tree
                missing.append(f"{path.relative_to(ROOT)}: {name}")
    assert not missing, "\n".join(sorted(missing))
