"""The 5x7 mini font: every glyph draws, metrics agree with pixels, works without a display."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from scenes.framework.minifont import MiniFont
from tools.harness.assets_loader import ROOT

REQUIRED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/+-:;,.!?%× ")


def ink_columns(surf: pygame.Surface) -> list[int]:
    return [x for x in range(surf.get_width()) if any(surf.get_at((x, y)).a for y in range(surf.get_height()))]


@pytest.fixture(scope="module")
def font():
    return MiniFont()


def test_font_has_every_required_character(font):
    assert REQUIRED <= font.characters


@pytest.mark.parametrize("ch", sorted(REQUIRED - {" "}))
def test_every_glyph_has_ink_and_width(font, ch):
    surf = font.render(ch, (255, 255, 255))
    assert surf.get_size() == font.size(ch) == (font.glyph_width(ch), 7)
    assert font.glyph_width(ch) > 0
    cols = ink_columns(surf)
    assert cols, f"{ch!r} draws nothing"
    assert cols[0] == 0 and cols[-1] == surf.get_width() - 1, f"{ch!r} width is not tight"


def test_space_has_width_but_no_ink(font):
    surf = font.render(" ", (255, 255, 255))
    assert surf.get_width() > 0 and not ink_columns(surf)


def test_text_is_crisp_and_in_the_asked_colour(font):
    surf = font.render("10 J Q K", (255, 225, 77))
    colours = {tuple(surf.get_at((x, y))) for x in range(surf.get_width()) for y in range(surf.get_height())}
    assert {c for c in colours if c[3]} == {(255, 225, 77, 255)}
    assert {c[3] for c in colours} == {0, 255}


def test_size_counts_glyphs_and_one_pixel_gaps(font):
    w = font.glyph_width("A") + 1 + font.glyph_width("1")
    assert font.size("A1") == (w, 7)
    assert font.size("") == (0, 7)
    assert font.size("A\nA1") == (w, 15)
    assert font.render("A\nA1", "white").get_size() == (w, 15)


def test_lower_case_and_unknown_characters(font):
    assert font.size("abc") == font.size("ABC")
    assert pygame.image.tobytes(font.render("q", "white"), "RGBA") == pygame.image.tobytes(
        font.render("Q", "white"), "RGBA"
    )
    assert font.size("↯") == font.size("?")


def test_scale_is_whole_pixels(font):
    big = MiniFont(scale=3)
    assert big.size("7%") == (font.size("7%")[0] * 3, 21)
    small = font.render("7", "white")
    large = big.render("7", "white")
    for x in range(small.get_width()):
        for y in range(small.get_height()):
            assert large.get_at((x * 3 + 2, y * 3 + 1)).a == small.get_at((x, y)).a
    with pytest.raises(ValueError):
        MiniFont(scale=0)


def test_metrics_file_matches_atlas():
    meta = json.loads((ROOT / "assets" / "sprites" / "minifont.json").read_text("utf-8"))
    atlas = pygame.image.load(str(ROOT / "assets" / "sprites" / "minifont.png"))
    assert atlas.get_height() == meta["height"] == 7
    right = max(x + w for x, w in meta["glyphs"].values())
    assert right <= atlas.get_width()


def test_works_before_and_after_a_display_mode_exists():
    # a fresh process, so no other test has set a display mode yet
    code = (
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
        "import pygame\n"
        "from scenes.framework.minifont import MiniFont\n"
        "before = MiniFont().render('SCORE 42', (200, 100, 50))\n"
        "pygame.display.init(); pygame.display.set_mode((64, 32))\n"
        "after = MiniFont(scale=2).render('SCORE 42', (200, 100, 50))\n"
        "assert before.get_size()[0] * 2 == after.get_size()[0]\n"
        "print('ok', before.get_size(), after.get_size())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].startswith("ok")


def test_punctuation_in_messages_is_not_drawn_as_the_fallback(font):
    """Messages use ';' and ','; before issue 12 ';' came out as '?'."""
    fallback = pygame.image.tobytes(font.render("?", (255, 255, 255)), "RGBA")
    for ch in ";,:":
        assert pygame.image.tobytes(font.render(ch, (255, 255, 255)), "RGBA") != fallback
