"""Cut the game's pixel font to the glyphs it can draw: assets/fonts/DotGothic16-Regular.ttf.

The full DotGothic16 (tools/fonts/, 4.4 MB, mostly Japanese) is the source; the game ships
the subset (about 100 KB). Kept: every glyph the font has in ASCII, Latin-1 Supplement and
Latin Extended-A, General Punctuation, the euro sign and the arrows, plus every character
of the game's own string literals (game/, scenes/, main.py; docstrings left out). One
letter German needs is not in the font at all, the capital sharp s ẞ: :data:`DRAWN` adds it
in the font's own pixels (16 px to the em, two-pixel stems, capitals 13 rows on the
baseline, as its ß). fontTools: tools only. The OFL allows a modified version under its
name (DotGothic16 reserves no font name); the licence file ships beside it unchanged.

Run: .venv/bin/python tools/subset_font.py   (also part of `make assets`)
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from fontTools import subset
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tools" / "fonts" / "DotGothic16-Regular.ttf"
OUT = ROOT / "assets" / "fonts" / "DotGothic16-Regular.ttf"
# (first, last) code points kept wherever the font has them
RANGES = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0xFF),  # Latin-1 Supplement
    (0x100, 0x17F),  # Latin Extended-A
    (0x2000, 0x206F),  # General Punctuation: dashes, quotes, the ellipsis
    (0x20AC, 0x20AC),  # the euro sign
    (0x2190, 0x2193),  # the four arrows
)
PIXELS_PER_EM = 16  # the size the font is drawn at, where one of its dots is one pixel
# letters the font lacks, drawn dot by dot ('#' ink) as the font draws at 16 px: rows from the
# capitals' top to the baseline, columns from the left edge of the 8-pixel advance
DRAWN = {
    "ẞ": (
        ".######.",
        "##....##",
        "##...##.",
        "##..##..",
        "##.##...",
        "##.###..",
        "##...##.",
        "##....##",
        "##....##",
        "##....##",
        "##....##",
        "##...##.",
        "##.###..",
    ),
}
DRAWN_LIKE = {"ẞ": "ß"}  # whose advance and vertical metrics a drawn letter takes


def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, kinds)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def literal_chars(paths: Iterable[Path]) -> set[str]:
    """The printable characters of every string literal in these sources, docstrings left out."""
    found: set[str] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                found.update(c for c in node.value if c.isprintable())
    return found


def game_sources(root: Path = ROOT) -> Iterator[Path]:
    yield from sorted((root / "game").rglob("*.py"))
    yield from sorted((root / "scenes").rglob("*.py"))
    yield root / "main.py"


def wanted(cmap: dict[int, str], root: Path = ROOT) -> set[int]:
    """The code points to keep: the ranges where the font has them, and the game's literals."""
    keep = {c for first, last in RANGES for c in range(first, last + 1) if c in cmap}
    return keep | {ord(c) for c in literal_chars(game_sources(root))}


def add_drawn(font: TTFont, char: str, rows: tuple[str, ...], like: str) -> None:
    """`rows` as a glyph of `font` for `char`: one square contour per dot (clockwise, as
    TrueType's filled contours run), on the pixel grid of the font at PIXELS_PER_EM, with the
    advance and vertical metrics of the font's glyph for `like`."""
    dot = font["head"].unitsPerEm / PIXELS_PER_EM
    pen = TTGlyphPen(None)
    for y, row in enumerate(rows):
        top, bottom = round((len(rows) - y) * dot), round((len(rows) - 1 - y) * dot)
        for x, ink in enumerate(row):
            if ink == "#":
                left, right = round(x * dot), round((x + 1) * dot)
                pen.moveTo((left, bottom))
                pen.lineTo((left, top))
                pen.lineTo((right, top))
                pen.lineTo((right, bottom))
                pen.closePath()
    name = f"uni{ord(char):04X}"
    glyph = pen.glyph()
    glyph.recalcBounds(font["glyf"])
    font["glyf"][name] = glyph  # also appends the name to the glyph order
    font.setGlyphOrder(font["glyf"].glyphOrder)
    model = font.getBestCmap()[ord(like)]
    font["hmtx"][name] = (font["hmtx"][model][0], glyph.xMin)
    if "vmtx" in font:
        font["vmtx"][name] = font["vmtx"][model]
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[ord(char)] = name


def main(source: Path = SOURCE, out: Path = OUT) -> None:
    font = TTFont(str(source))
    keep = wanted(font.getBestCmap())
    options = subset.Options()
    options.name_IDs = ["*"]  # the copyright, licence and version strings stay
    options.notdef_outline = True
    options.glyph_names = False
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=sorted(keep))
    cutter.subset(font)
    for char, rows in DRAWN.items():
        add_drawn(font, char, rows, DRAWN_LIKE[char])
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    print(f"{len(font.getBestCmap())} characters kept: {out} {out.stat().st_size} bytes (from {source.stat().st_size})")


if __name__ == "__main__":
    main(out=Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
