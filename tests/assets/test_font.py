"""The shipped font is a subset of DotGothic16 (tools/subset_font.py): small, and every
character the game can show has its glyph."""

from __future__ import annotations

import pygame
import pytest
from fontTools.ttLib import TTFont

from tools.harness.assets_loader import ROOT, load_tool
from tools.harness.tour import glyph_problems

SHIPPED = ROOT / "assets" / "fonts" / "DotGothic16-Regular.ttf"


@pytest.fixture(scope="module")
def cutter():
    return load_tool("subset_font")


def cmap(path) -> set[int]:
    return set(TTFont(str(path)).getBestCmap())


def test_the_shipped_font_is_the_subset_and_small(cutter):
    assert SHIPPED.stat().st_size < 200_000  # the whole font is 4.4 MB of Japanese glyphs
    drawn = {ord(c) for c in cutter.DRAWN}  # the letters the font lacks, drawn in its pixels
    assert cmap(SHIPPED) == cutter.wanted(TTFont(str(cutter.SOURCE)).getBestCmap()) | drawn, "stale: make assets"


def test_it_keeps_every_latin_glyph_the_font_has_for_the_translations_to_come(cutter):
    full, shipped = cmap(cutter.SOURCE), cmap(SHIPPED)
    for first, last in ((0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x2010, 0x2027)):
        lost = [hex(c) for c in range(first, last + 1) if c in full and c not in shipped]
        assert not lost, lost
    assert set("ÄÖÜäöüßẞàâçéèêëîïôùûÿœŒ¡¿ñÑáíóú«»‹›€–—…“”„‘’") <= {chr(c) for c in shipped}


def test_every_string_literal_of_the_game_has_its_glyphs(cutter):
    literals = cutter.literal_chars(cutter.game_sources())
    assert "—" in literals and "A" in literals  # the scan sees the sources' strings
    missing = sorted(c for c in literals if ord(c) not in cmap(SHIPPED))
    assert not missing, missing


def test_the_scan_leaves_docstrings_out_and_finds_f_strings(cutter, tmp_path):
    src = tmp_path / "m.py"
    src.write_text('"""Doc ≠."""\n\n\ndef f(n):\n    """Doc ≤."""\n    return f"{n} ↯ left"\n', encoding="utf-8")
    assert cutter.literal_chars([src]) == set("↯ left")


def test_the_layout_check_names_a_character_the_font_lacks():
    class Drawn:
        def __init__(self, text: str, size: str = "m") -> None:
            self.text, self.size = text, size

    assert glyph_problems([Drawn("Élan — 1:0")]) == []
    (problem,) = glyph_problems([Drawn("score ↯ 5"), Drawn("fine")])
    assert "'↯'" in problem and "no glyph" in problem
    (problem,) = glyph_problems([Drawn("score ↯", "s"), Drawn("small caps", "s")])  # the bitmap capitals
    assert "'↯'" in problem and "small capitals" in problem


def test_the_subset_draws_as_the_whole_font_did(cutter):
    pygame.font.init()
    whole, cut = pygame.font.Font(str(cutter.SOURCE), 16), pygame.font.Font(str(SHIPPED), 16)
    for s in ("Black Hole Arcade — Hex Black Box", "Ärger über Öl, ça, ¿Qué? 12:30 …"):
        a, b = whole.render(s, False, (255, 255, 255)), cut.render(s, False, (255, 255, 255))
        assert a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_drawn_letter_draws_its_rows_at_the_games_size(cutter):
    pygame.font.init()
    font = pygame.font.Font(str(SHIPPED), 16)
    for char, rows in cutter.DRAWN.items():
        surf = font.render(char, False, (255, 255, 255), (0, 0, 0))
        dots = [  # a 1-bit render on black: the colour says ink
            "".join("#" if surf.get_at((x, y)).r else "." for x in range(surf.get_width()))
            for y in range(surf.get_height())
        ]
        top = font.get_ascent() - len(rows)  # the rows end on the baseline
        assert dots[top : font.get_ascent()] == list(rows), char
        assert not any("#" in r for r in dots[:top] + dots[font.get_ascent() :]), char
