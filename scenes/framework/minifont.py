"""Crisp bitmap fonts (variable width) for small labels on the pixel canvas.

Card ranks, cell numbers and counts need to stay legible at 1x on the 640x360 canvas,
where even a 16 px TrueType font is too big and any antialiasing smears. The mini font's
5x7 capitals are drawn in tools/sprites/font_5x7.txt and compiled by tools/gen_sprites.py
into assets/sprites/minifont.png (white glyphs in one row) and minifont.json (metrics);
the tall face of Large text (9-px capitals, lower case) in font_tall.txt, compiled into
tallfont.png and tallfont.json, is read by the same class.

Works with or without a display mode: the atlas is only converted for faster blits when
a display surface already exists.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from .paths import ASSETS

SPRITE_DIR = ASSETS / "sprites"  # wherever this copy keeps its assets (a clone, an install, a bundle)
ATLAS_FILE = SPRITE_DIR / "minifont.png"
METRICS_FILE = SPRITE_DIR / "minifont.json"
FALLBACK_CHAR = "?"
NO_BREAK_SPACES = "\u00a0\u202f"  # no-break space, narrow no-break space
LINE_GAP = 1  # empty rows between lines of a multi-line label, before scaling
_TINT_CACHE_LIMIT = 32


class MiniFont:
    """Renders text from the compiled 5x7 atlas, scaled by a whole number (nearest neighbour).

    Lower-case letters are drawn as capitals; a character the font lacks is drawn as '?'.
    """

    def __init__(self, scale: int = 1, atlas_file: Path = ATLAS_FILE, metrics_file: Path = METRICS_FILE) -> None:
        if int(scale) != scale or scale < 1:
            raise ValueError(f"MiniFont scale must be a whole number >= 1, got {scale!r}")
        self.scale = int(scale)
        meta = json.loads(Path(metrics_file).read_text(encoding="utf-8"))
        self._glyph_height = int(meta["height"])
        self._spacing = int(meta["spacing"])
        self._glyphs: dict[str, tuple[int, int]] = {ch: (int(x), int(w)) for ch, (x, w) in meta["glyphs"].items()}
        if FALLBACK_CHAR not in self._glyphs:
            raise ValueError(f"{metrics_file}: the font has no {FALLBACK_CHAR!r} glyph")
        atlas = pygame.image.load(str(atlas_file))
        if self.scale > 1:
            atlas = pygame.transform.scale_by(atlas, self.scale)  # nearest neighbour
        self._atlas = _fast_blit_format(atlas)
        self._tinted: dict[tuple[int, int, int, int], pygame.Surface] = {}

    # ------------------------------------------------------------------ metrics
    @property
    def height(self) -> int:
        """Height of one line in canvas pixels."""
        return self._glyph_height * self.scale

    @property
    def characters(self) -> frozenset[str]:
        """Every character the font draws itself (before upper-casing and fallback); the no-break
        spaces are its space."""
        return frozenset(self._glyphs) | (frozenset(NO_BREAK_SPACES) if " " in self._glyphs else frozenset())

    def glyph_width(self, ch: str) -> int:
        """Width of one character's glyph in canvas pixels (no spacing)."""
        return self._glyphs[self._resolve(ch)][1] * self.scale

    def size(self, text: str) -> tuple[int, int]:
        """(width, height) in canvas pixels of `text` as render() would draw it."""
        lines = text.split("\n")
        width = max(self._line_width(line) for line in lines)
        height = len(lines) * self.height + (len(lines) - 1) * LINE_GAP * self.scale
        return width, height

    # ---------------------------------------------------------------- rendering
    def render(self, text: str, colour: pygame.Color | tuple[int, ...] | str) -> pygame.Surface:
        """A transparent surface with `text` in `colour`; '\\n' starts a new line."""
        tinted = self._tinted_atlas(pygame.Color(colour))
        out = pygame.Surface(self.size(text), pygame.SRCALPHA)
        y = 0
        for line in text.split("\n"):
            x = 0
            for i, ch in enumerate(line):
                gx, gw = self._glyphs[self._resolve(ch)]
                area = pygame.Rect(gx * self.scale, 0, gw * self.scale, self.height)
                out.blit(tinted, (x, y), area)
                x += area.width + (self._spacing * self.scale if i < len(line) - 1 else 0)
            y += self.height + LINE_GAP * self.scale
        return out

    # ------------------------------------------------------------------ helpers
    def _resolve(self, ch: str) -> str:
        if ch in self._glyphs:
            return ch
        if ch in NO_BREAK_SPACES:  # French puts one before : ; ! ? -- it is drawn as the space it is
            return " "
        upper = ch.upper()
        if len(upper) == 1 and upper in self._glyphs:
            return upper
        return FALLBACK_CHAR

    def _line_width(self, line: str) -> int:
        if not line:
            return 0
        glyphs = sum(self._glyphs[self._resolve(ch)][1] for ch in line)
        return (glyphs + self._spacing * (len(line) - 1)) * self.scale

    def _tinted_atlas(self, colour: pygame.Color) -> pygame.Surface:
        key = (colour.r, colour.g, colour.b, colour.a)
        surf = self._tinted.get(key)
        if surf is None:
            if len(self._tinted) >= _TINT_CACHE_LIMIT:
                self._tinted.clear()
            surf = self._atlas.copy()
            surf.fill(key, special_flags=pygame.BLEND_RGBA_MULT)  # white ink -> colour
            self._tinted[key] = surf
        return surf


def _fast_blit_format(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when the display has set a pixel format (faster blits); as loaded otherwise.

    The renderer's window has no display surface, but Display sets the format at start."""
    if pygame.display.get_init():
        try:
            return surface.convert_alpha()
        except pygame.error:
            return surface
    return surface
