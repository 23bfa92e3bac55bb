"""Render the pixel-art sprites and the mini bitmap font from text sources into assets/sprites/.

Sources live in tools/sprites/ so the art can be read and edited in any text editor:

* ``*.txt`` except ``font_*.txt`` hold sprites. Format, line by line:

  - ``; comment`` lines and blank lines between blocks are ignored;
  - ``palette`` starts palette lines ``X = #rrggbb`` or ``X = #rrggbbaa`` (one character
    per colour; ``.`` is always transparent). Palette lines add to / replace earlier
    entries, so a later block can recolour the same shape;
  - ``base NAME`` starts a grid that is remembered but not written (a shape to reuse);
  - ``sprite NAME`` starts a grid written to ``assets/sprites/NAME.png``;
  - ``sprite NAME over OTHER`` draws the grid on top of OTHER's grid: ``.`` keeps
    OTHER's character, any other character replaces it;
  - ``sprite NAME = OTHER`` copies OTHER's grid (drawn with the current palette).

  A grid is the following non-blank lines, all the same width; it ends at a blank line.
  Colours are resolved when the sprite is drawn, with the palette as it stands then.

* ``font_5x7.txt`` holds the mini font: ``glyph C`` (``glyph space`` for the space)
  followed by 7 rows of ``#`` (ink) and ``.`` (empty); each glyph is as wide as its rows.
  It compiles to ``minifont.png`` (white glyphs in one row) + ``minifont.json`` (where
  each glyph sits and how wide it is), read by scenes/framework/minifont.py.

* ``font_tall.txt`` holds the tall face that draws the small size in Large text: 12-row
  ``glyph C`` blocks (9 rows on the baseline, 3 below), ``mark NAME above|below`` accents
  and a ``compose`` block of lines ``É = E acute`` that build accented letters from a base
  glyph and marks. It compiles, with 4 empty rows on top for capitals' marks, to
  ``tallfont.png`` + ``tallfont.json`` in the mini font's format.

Also writes ``assets/sprites/index.json`` listing every sprite and its size, and the
program icons into ``assets/icons/``: ``icon_N.png`` for N in 32, 48, 64, 128, 256
(the 16x16 ``icon`` sprite scaled by whole numbers up to 48, the 32x32 ``icon_large``
from 64; the 16 px icon is ``sprites/icon.png`` itself), plus ``black-hole-arcade.ico``
(Windows) and ``black-hole-arcade.icns`` (macOS) holding those PNGs, for the frozen bundles.
Run: .venv/bin/python tools/gen_sprites.py   (also part of `make assets`)
"""

from __future__ import annotations

import io
import json
import os
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (the driver must be chosen before pygame loads)

ROOT = Path(__file__).resolve().parent.parent
SRC_DIR = ROOT / "tools" / "sprites"
OUT_DIR = ROOT / "assets" / "sprites"
ICON_DIR = ROOT / "assets" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
ICON_NAME = "black-hole-arcade"
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}  # PNG-holding types
FONT_SOURCE = "font_5x7.txt"
FONT_HEIGHT = 7
FONT_SPACING = 1
TALL_SOURCE = "font_tall.txt"
TALL_NAME = "tallfont"
TALL_ROWS = 12  # as drawn in the source: 9 rows on the baseline, 3 below it
TALL_HEADROOM = 4  # empty rows added on top: the marks of accented capitals sit there
MARK_PLACES = ("above", "below")
TRANSPARENT = "."


class SpriteSourceError(ValueError):
    """A text source is malformed; the message names the file and line."""


@dataclass
class SpriteSheet:
    """Everything parsed from the sprite sources: grids by name and the rendered colours."""

    grids: dict[str, list[str]] = field(default_factory=dict)
    sprites: dict[str, list[list[tuple[int, int, int, int]]]] = field(default_factory=dict)


def parse_colour(text: str, where: str) -> tuple[int, int, int, int]:
    t = text.strip()
    if not t.startswith("#") or len(t) not in (7, 9):
        raise SpriteSourceError(f"{where}: colour must be #rrggbb or #rrggbbaa, got {t!r}")
    try:
        rgba = [int(t[i : i + 2], 16) for i in range(1, len(t), 2)]
    except ValueError as exc:
        raise SpriteSourceError(f"{where}: bad hex colour {t!r}") from exc
    if len(rgba) == 3:
        rgba.append(255)
    return rgba[0], rgba[1], rgba[2], rgba[3]


def _blocks(lines: list[str]) -> list[tuple[int, list[str]]]:
    """Split into blocks separated by blank lines, dropping comments; keep first line numbers."""
    blocks: list[tuple[int, list[str]]] = []
    current: list[str] = []
    start = 0
    for no, raw in enumerate(lines, 1):
        line = raw.rstrip("\n").rstrip()
        if line.lstrip().startswith(";"):
            continue
        if not line.strip():
            if current:
                blocks.append((start, current))
                current = []
            continue
        if not current:
            start = no
        current.append(line)
    if current:
        blocks.append((start, current))
    return blocks


def _check_grid(rows: list[str], where: str) -> list[str]:
    if not rows:
        raise SpriteSourceError(f"{where}: a grid needs at least one row")
    width = len(rows[0])
    for i, row in enumerate(rows):
        if len(row) != width:
            raise SpriteSourceError(f"{where}: row {i + 1} is {len(row)} wide, the first row is {width}")
    return rows


def parse_sprite_source(
    text: str, name: str, sheet: SpriteSheet, palette: dict[str, tuple[int, int, int, int]]
) -> None:
    """Parse one sprite file into `sheet`, updating `palette` as palette blocks appear."""
    for line_no, block in _blocks(text.splitlines()):
        where = f"{name}:{line_no}"
        head = block[0].split()
        if head == ["palette"]:
            _parse_palette(block, name, line_no, palette)
            continue
        if not head or head[0] not in ("base", "sprite") or len(head) not in (2, 4):
            raise SpriteSourceError(f"{where}: expected 'palette', 'base NAME' or 'sprite NAME [over|= OTHER]'")
        kind, sprite_name = head[0], head[1]
        rows = block[1:]
        if len(head) == 4:
            rows = _derived_rows(rows, head[2], head[3], sheet, where)
        rows = _check_grid(rows, where)
        if sprite_name in sheet.grids:
            raise SpriteSourceError(f"{where}: {sprite_name!r} is defined twice")
        sheet.grids[sprite_name] = rows
        if kind == "sprite":
            sheet.sprites[sprite_name] = _pixels(rows, palette, f"{where}: {sprite_name!r}")


def _parse_palette(block: list[str], name: str, line_no: int, palette: dict[str, tuple[int, int, int, int]]) -> None:
    """A palette block's 'X = #rrggbb' lines (after its head line) into `palette`."""
    for offset, entry in enumerate(block[1:], 1):
        key, sep, value = entry.partition("=")
        key = key.strip()
        if sep != "=" or len(key) != 1 or key == TRANSPARENT:
            raise SpriteSourceError(f"{name}:{line_no + offset}: palette line must be 'X = #rrggbb'")
        palette[key] = parse_colour(value, f"{name}:{line_no + offset}")


def _derived_rows(rows: list[str], op: str, other: str, sheet: SpriteSheet, where: str) -> list[str]:
    """The rows of a grid made from grid `other`: a copy ('=') or `rows` drawn over it ('over')."""
    if other not in sheet.grids:
        raise SpriteSourceError(f"{where}: unknown grid {other!r}")
    under = sheet.grids[other]
    if op == "=":
        if rows:
            raise SpriteSourceError(f"{where}: '= {other}' takes no rows")
        return list(under)
    if op == "over":
        rows = _check_grid(rows, where)
        if (len(rows), len(rows[0])) != (len(under), len(under[0])):
            raise SpriteSourceError(f"{where}: size differs from {other!r}")
        return [
            "".join(u if c == TRANSPARENT else c for c, u in zip(r, ur, strict=True))
            for r, ur in zip(rows, under, strict=True)
        ]
    raise SpriteSourceError(f"{where}: expected 'over' or '=', got {op!r}")


def _pixels(
    rows: list[str], palette: dict[str, tuple[int, int, int, int]], where: str
) -> list[list[tuple[int, int, int, int]]]:
    """RGBA pixels of a grid; `where` (file:line: 'name') heads the error for a colour not in the palette."""
    pixels = []
    for y, row in enumerate(rows):
        out_row = []
        for x, ch in enumerate(row):
            if ch == TRANSPARENT:
                out_row.append((0, 0, 0, 0))
            elif ch in palette:
                out_row.append(palette[ch])
            else:
                raise SpriteSourceError(f"{where} row {y + 1} col {x + 1}: {ch!r} is not in the palette")
        pixels.append(out_row)
    return pixels


def parse_font_source(text: str, name: str = FONT_SOURCE) -> dict[str, list[str]]:
    """Glyph character -> rows of '#'/'.'; every glyph FONT_HEIGHT tall."""
    glyphs: dict[str, list[str]] = {}
    for line_no, block in _blocks(text.splitlines()):
        _add_glyph(glyphs, block, f"{name}:{line_no}", FONT_HEIGHT)
    return glyphs


def parse_tall_font(text: str, name: str = TALL_SOURCE, rows: int = TALL_ROWS) -> dict[str, list[str]]:
    """The tall face's glyphs, each TALL_HEADROOM + TALL_ROWS rows, composed letters included."""
    glyphs: dict[str, list[str]] = {}
    marks: dict[str, tuple[str, list[str]]] = {}
    recipes: list[tuple[str, str]] = []
    for line_no, block in _blocks(text.splitlines()):
        where = f"{name}:{line_no}"
        head = block[0].split()
        if head and head[0] == "glyph":
            char = _add_glyph(glyphs, block, where, rows)
            glyphs[char] = ["." * len(glyphs[char][0])] * TALL_HEADROOM + glyphs[char]
        elif len(head) == 3 and head[0] == "mark" and head[2] in MARK_PLACES:
            if head[1] in marks:
                raise SpriteSourceError(f"{where}: mark {head[1]!r} is defined twice")
            marks[head[1]] = (head[2], _check_grid(block[1:], where))
        elif head == ["compose"]:
            recipes += [(f"{name}:{line_no + i}", line) for i, line in enumerate(block[1:], 1)]
        else:
            raise SpriteSourceError(f"{where}: expected 'glyph C', 'mark NAME above|below' or 'compose'")
    for where, line in recipes:
        char, sep, recipe = line.partition("=")
        char, parts = char.strip(), recipe.split()
        if not sep or len(char) != 1 or len(parts) < 2:
            raise SpriteSourceError(f"{where}: a recipe reads 'C = BASE MARK [MARK...]'")
        if char in glyphs:
            raise SpriteSourceError(f"{where}: glyph {char!r} is defined twice")
        if parts[0] not in glyphs:
            raise SpriteSourceError(f"{where}: unknown base glyph {parts[0]!r}")
        unknown = [m for m in parts[1:] if m not in marks]
        if unknown:
            raise SpriteSourceError(f"{where}: unknown mark {unknown[0]!r}")
        glyphs[char] = compose_glyph(glyphs[parts[0]], [marks[m] for m in parts[1:]], where)
    return glyphs


def compose_glyph(base: list[str], marks: list[tuple[str, list[str]]], where: str) -> list[str]:
    """`base` with each mark set one clear row above its ink or straight under it, centred
    on the glyph (which widens, evenly, when a mark is wider than it)."""
    rows = [list(r) for r in base]
    for place, mark in marks:
        width = max(len(rows[0]), len(mark[0]))
        pad = width - len(rows[0])
        rows = [["."] * (pad // 2) + r + ["."] * (pad - pad // 2) for r in rows]
        ink = [y for y, r in enumerate(rows) if "#" in r]
        top = ink[0] - 1 - len(mark) if place == "above" else ink[-1] + 1
        if top < 0 or top + len(mark) > len(rows):
            raise SpriteSourceError(f"{where}: the mark does not fit in the glyph's rows")
        left = (width - len(mark[0])) // 2
        for dy, mark_row in enumerate(mark):
            for dx, c in enumerate(mark_row):
                if c == "#":
                    rows[top + dy][left + dx] = "#"
    return ["".join(r) for r in rows]


def _add_glyph(glyphs: dict[str, list[str]], block: list[str], where: str, height: int) -> str:
    """One 'glyph C' block (`height` rows of '#'/'.') into `glyphs`; returns its character."""
    head = block[0]
    if not head.startswith("glyph "):
        raise SpriteSourceError(f"{where}: expected 'glyph C'")
    label = head[len("glyph ") :]
    char = " " if label == "space" else label
    if len(char) != 1:
        raise SpriteSourceError(f"{where}: glyph name must be one character or 'space'")
    rows = _check_grid(block[1:], where)
    if len(rows) != height:
        raise SpriteSourceError(f"{where}: glyph {label!r} has {len(rows)} rows, needs {height}")
    if set("".join(rows)) - {"#", "."}:
        raise SpriteSourceError(f"{where}: glyph {label!r} may use only '#' and '.'")
    if char in glyphs:
        raise SpriteSourceError(f"{where}: glyph {label!r} is defined twice")
    glyphs[char] = rows
    return char


def sprite_surface(pixels: list[list[tuple[int, int, int, int]]]) -> pygame.Surface:
    surf = pygame.Surface((len(pixels[0]), len(pixels)), pygame.SRCALPHA)
    for y, row in enumerate(pixels):
        for x, rgba in enumerate(row):
            surf.set_at((x, y), rgba)
    return surf


def font_atlas(glyphs: dict[str, list[str]], height: int = FONT_HEIGHT) -> tuple[pygame.Surface, dict]:
    """White glyphs side by side with one empty column between, plus their metrics."""
    width = sum(len(rows[0]) + 1 for rows in glyphs.values())
    atlas = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    metrics: dict[str, list[int]] = {}
    x = 0
    for char, rows in glyphs.items():
        w = len(rows[0])
        for gy, row in enumerate(rows):
            for gx, ch in enumerate(row):
                if ch == "#":
                    atlas.set_at((x + gx, gy), (255, 255, 255, 255))
        metrics[char] = [x, w]
        x += w + 1
    meta = {"height": height, "spacing": FONT_SPACING, "glyphs": metrics}
    return atlas, meta


def load_sources(src_dir: Path = SRC_DIR) -> tuple[SpriteSheet, dict[str, list[str]]]:
    """Parse every sprite file (sorted by name, palettes carried across files) and the font."""
    sheet = SpriteSheet()
    for path in sorted(src_dir.glob("*.txt")):
        if path.name.startswith("font_"):  # the fonts have their own format
            continue
        # each file starts from an empty palette, so files stay independent and readable
        parse_sprite_source(path.read_text(encoding="utf-8"), path.name, sheet, {})
    glyphs = parse_font_source((src_dir / FONT_SOURCE).read_text(encoding="utf-8"))
    return sheet, glyphs


def load_tall_font(src_dir: Path = SRC_DIR) -> dict[str, list[str]]:
    return parse_tall_font((src_dir / TALL_SOURCE).read_text(encoding="utf-8"))


def write_font(glyphs: dict[str, list[str]], height: int, out_dir: Path, name: str) -> None:
    """`name`.png (the atlas) and `name`.json (its metrics) in `out_dir`."""
    atlas, meta = font_atlas(glyphs, height)
    pygame.image.save(atlas, str(out_dir / f"{name}.png"))
    (out_dir / f"{name}.json").write_text(
        json.dumps(meta, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )


def icon_images(sheet: SpriteSheet) -> dict[int, pygame.Surface]:
    """Each icon size, scaled by a whole number from the 16 or 32 px pixel art (hard pixel edges)."""
    small, large = sprite_surface(sheet.sprites["icon"]), sprite_surface(sheet.sprites["icon_large"])
    out = {}
    for n in ICON_SIZES:
        src = small if n < 64 else large
        out[n] = pygame.transform.scale(src, (n, n))
    return out


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (allowed since Vista; 0 in a size byte means 256)."""
    head = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(head) + 16 * len(pngs)
    entries, data = b"", b""
    for n, png in sorted(pngs.items()):
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return head + entries + data


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns', the total length, then (type, length, PNG) per size it has a type for."""
    body = b"".join(
        ICNS_TYPES[n] + struct.pack(">I", 8 + len(p)) + p for n, p in sorted(pngs.items()) if n in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(sheet: SpriteSheet, icon_dir: Path = ICON_DIR) -> list[Path]:
    icon_dir.mkdir(parents=True, exist_ok=True)
    pngs = {n: png_bytes(surf) for n, surf in icon_images(sheet).items()}
    written = []
    for n, png in pngs.items():
        if n == 16:  # the 16 px icon is the ``icon`` sprite itself: sprites/icon.png (no duplicate file)
            continue
        (icon_dir / f"icon_{n}.png").write_bytes(png)
        written.append(icon_dir / f"icon_{n}.png")
    (icon_dir / f"{ICON_NAME}.ico").write_bytes(ico_bytes(pngs))
    (icon_dir / f"{ICON_NAME}.icns").write_bytes(icns_bytes(pngs))
    return [*written, icon_dir / f"{ICON_NAME}.ico", icon_dir / f"{ICON_NAME}.icns"]


def main(out_dir: Path = OUT_DIR, icon_dir: Path | None = None) -> None:
    # no pygame.init(): surfaces and PNG saving need no display or audio device
    sheet, glyphs = load_sources()
    out_dir.mkdir(parents=True, exist_ok=True)
    index = {}
    for name, pixels in sorted(sheet.sprites.items()):
        surf = sprite_surface(pixels)
        pygame.image.save(surf, str(out_dir / f"{name}.png"))
        index[name] = list(surf.get_size())
    write_font(glyphs, FONT_HEIGHT, out_dir, "minifont")
    tall = load_tall_font()
    write_font(tall, TALL_HEADROOM + TALL_ROWS, out_dir, TALL_NAME)
    (out_dir / "index.json").write_text(json.dumps(index, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    icons = write_icons(sheet, out_dir.parent / "icons" if icon_dir is None else icon_dir)
    fonts = f"a {len(glyphs)}- and a {len(tall)}-glyph font"
    print(f"{len(index)} sprites and {fonts} written to {out_dir}; {len(icons)} icon files")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT_DIR)
