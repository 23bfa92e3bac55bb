"""The import graph of the source tree, read from the text (nothing is imported).

Every import counts, wherever it stands: at the top of a module, inside a
function, or under ``if TYPE_CHECKING:``. Relative imports are resolved; the
implicit import of a parent package is not an edge. Used by the architecture
tests and by hand (``python -m tools.harness.imports`` prints the cycles).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

Graph = dict[str, set[str]]


def modules(root: Path, tops: tuple[str, ...]) -> dict[str, Path]:
    """Dotted module name -> file, for the packages and modules named in ``tops``."""
    out: dict[str, Path] = {}
    for top in tops:
        single = root / f"{top}.py"
        if single.is_file():
            out[top] = single
        for path in sorted((root / top).rglob("*.py")) if (root / top).is_dir() else []:
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _imported(node: ast.AST, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        parts = package.split(".")
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join(parts + ([base] if base else []))
    return [base] + [f"{base}.{a.name}" for a in node.names]


def import_graph(root: Path, tops: tuple[str, ...]) -> Graph:
    """Each module's imports of other modules in the tree."""
    known = modules(root, tops)

    def resolve(name: str) -> str | None:
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    graph: Graph = {}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for imported in _imported(node, package):
                target = resolve(imported)
                if target is not None and target != name:
                    targets.add(target)
        graph[name] = targets
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted, largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph) + 100))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(groups, key=lambda g: (-len(g), g))


def main() -> int:
    root = Path(__file__).resolve().parents[2]
    graph = import_graph(root, ("game", "scenes", "main"))
    found = cycles(graph)
    edges = sum(len(t) for t in graph.values())
    print(f"{len(graph)} modules, {edges} imports, {len(found)} cycles ({sum(map(len, found))} modules in them)")
    for group in found:
        print(f"  {len(group)}: {' '.join(group)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
