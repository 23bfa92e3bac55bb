"""The three boundaries: game/ is pure, scenes/framework/ knows no game, only the input layer reads events."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imports_of(path: Path) -> set[str]:
    """Every module a file imports, at any depth (lazy imports inside functions too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def py_files(folder: str) -> list[Path]:
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files, folder
    return files


def test_the_framework_imports_no_game_and_no_other_scene():
    bad = {
        f"{p.relative_to(ROOT)}: {m}"
        for p in py_files("scenes/framework")
        for m in imports_of(p)
        if m == "game"
        or m.startswith("game.")
        or m == "scenes"
        or (m.startswith("scenes.") and not m.startswith("scenes.framework"))
    }
    assert not bad, sorted(bad)


def test_the_engines_are_pure():
    bad = {
        f"{p.relative_to(ROOT)}: {m}"
        for p in py_files("game")
        for m in imports_of(p)
        if m.split(".")[0] in ("pygame", "pygame_gui", "scenes")
    }
    assert not bad, sorted(bad)


def test_only_the_input_layer_reads_the_event_queue():
    readers = []
    for folder in ("scenes", "game"):
        for p in py_files(folder):
            text = p.read_text(encoding="utf-8")
            if "event.get(" in text or "event.poll(" in text or "event.wait(" in text:
                readers.append(str(p.relative_to(ROOT)))
    assert readers == ["scenes/framework/input.py"]
