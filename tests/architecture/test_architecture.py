"""The boundaries of the tree: game/ is pure, the scenes are layered, nothing imports in a circle.

Every import counts, wherever it stands: at the top of a module, inside a
function, or under ``if TYPE_CHECKING:`` (a type-only import is still a
dependency a reader has to follow). Only the implicit import of a parent
package is not an edge.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game import catalogue
from tools.harness.imports import Graph, cycles, import_graph

ROOT = Path(__file__).resolve().parents[2]
GAMES = tuple(g.key for g in catalogue.GAMES) + ("template",)
# scenes/ layers, lowest first: a module may import its own layer and the layers below
LAYERS = ("framework", "couch", "play", "games", "daily", "shell")


def graph() -> Graph:
    return import_graph(ROOT, ("game", "scenes", "main"))


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "scenes" or len(parts) < 2:
        return None
    return "games" if parts[1] in GAMES else parts[1]


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "scenes" and len(parts) > 1 and parts[1] in GAMES else None


def test_no_import_cycles_in_game_or_scenes():
    found = cycles(graph())
    assert not found, "\n".join(" -> ".join(c) for c in found)


def test_a_layer_imports_only_the_layers_below_it():
    bad = []
    for module, targets in graph().items():
        here = layer_of(module)
        if here is None:
            continue
        for target in targets:
            there = layer_of(target)
            if there is not None and LAYERS.index(there) > LAYERS.index(here):
                bad.append(f"{module} -> {target}")
    assert not bad, bad


def test_no_game_imports_another_game():
    bad = [
        f"{module} -> {target}"
        for module, targets in graph().items()
        for target in targets
        if game_of(module) and game_of(target) and game_of(module) != game_of(target)
    ]
    assert not bad, bad


def test_nothing_loose_at_the_top_of_scenes():
    loose = sorted(p.name for p in (ROOT / "scenes").glob("*.py") if p.name != "__init__.py")
    assert not loose, loose
    layers = {p.name for p in (ROOT / "scenes").iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert layers == set(LAYERS[:3] + LAYERS[4:]) | {g for g in GAMES if (ROOT / "scenes" / g).is_dir()}, layers


def test_the_checks_catch_what_they_forbid(tmp_path):
    """The graph sees a cycle through a function-level and a type-only import, and an upward import."""
    pkg = tmp_path / "scenes"
    (pkg / "framework").mkdir(parents=True)
    (pkg / "shell").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "framework" / "__init__.py").write_text("")
    (pkg / "shell" / "__init__.py").write_text("")
    (pkg / "framework" / "a.py").write_text("def f():\n    from scenes.framework import b\n")
    (pkg / "framework" / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from scenes.framework.a import f\n"
        "import scenes.shell.top\n"
    )
    (pkg / "shell" / "top.py").write_text("")
    g = import_graph(tmp_path, ("scenes",))
    assert cycles(g) == [["scenes.framework.a", "scenes.framework.b"]]
    assert "scenes.shell.top" in g["scenes.framework.b"]


# what the framework may take from game/: the words (gettext's lookups serve every layer, and
# game/ must say its refusals in the players' language too, so the one home is game/i18n.py)
FRAMEWORK_MAY_USE = ("game.i18n",)


def test_the_framework_imports_no_game_and_no_other_scene():
    bad = [
        f"{module} -> {target}"
        for module, targets in graph().items()
        if module.startswith("scenes.framework")
        for target in targets
        if (target.startswith("game") and target not in FRAMEWORK_MAY_USE)
        or (target.startswith("scenes.") and not target.startswith("scenes.framework"))
    ]
    assert not bad, bad


def test_the_engines_are_pure():
    bad = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            impure = [n for n in names if n.split(".")[0] in ("pygame", "pygame_gui", "scenes")]
            bad += [f"{path.relative_to(ROOT)}: {n}" for n in impure]
    assert not bad, sorted(bad)


def test_only_the_input_layer_reads_the_event_queue():
    readers = []
    for folder in ("scenes", "game"):
        for p in sorted((ROOT / folder).rglob("*.py")):
            text = p.read_text(encoding="utf-8")
            if "event.get(" in text or "event.poll(" in text or "event.wait(" in text:
                readers.append(str(p.relative_to(ROOT)))
    assert readers == ["scenes/framework/input.py"]


def test_an_import_inside_a_function_says_why_it_is_deferred():
    """Function-level imports are not a way round a cycle: each one says why it waits."""
    unexplained = []
    for path in sorted([*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py"), ROOT / "main.py"]):
        lines = path.read_text(encoding="utf-8").split("\n")
        for node in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for sub in ast.walk(node):
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    near = " ".join(lines[max(0, sub.lineno - 4) : sub.lineno])  # the comment above a short run
                    if "deferred" not in near:
                        unexplained.append(f"{path.relative_to(ROOT)}:{sub.lineno}")
    assert not unexplained, unexplained


def test_the_game_imports_no_tool_only_library():
    """numpy, fontTools and the sound encoder make assets and benchmarks; the program (and so the
    bundle, which would carry 40 MB of numpy for them) never imports them."""
    tools_only = ("numpy", "fontTools", "soundfile")
    bad = []
    for path in sorted([*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py"), ROOT / "main.py"]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            bad += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in tools_only]
    assert not bad, sorted(bad)


def test_only_the_phone_server_touches_the_network():
    """Phones come in through the input layer (scenes/framework/input_phones.py drains the phone
    server's queue): no scene, and no other module, opens a socket or runs a web server."""
    network = ("socket", "asyncio", "aiohttp", "http", "urllib", "websockets", "selectors", "ssl")
    bad = []
    for path in sorted([*(ROOT / "scenes").rglob("*.py"), *(ROOT / "game").rglob("*.py")]):
        if path.relative_to(ROOT).as_posix() == "scenes/framework/phone_server.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            bad += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in network]
    assert not bad, sorted(bad)
