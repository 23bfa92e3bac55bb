"""Sprites generated from tools/sprites/*.txt: present, the right size, in sync, parser strict."""

from __future__ import annotations

import json

import pygame
import pytest

from tools.harness.assets_loader import ROOT, load_tool

SPRITE_DIR = ROOT / "assets" / "sprites"

EXPECTED_SIZES = {
    **{f"pip_{suit}_{n}": (n, n) for suit in ("clubs", "diamonds", "hearts", "spades") for n in (5, 9)},
    **{f"btn_xbox_{b}": (12, 12) for b in "abxy"},
    **{f"btn_nintendo_{b}": (12, 12) for b in "abxy"},
    **{f"btn_ps_{b}": (12, 12) for b in ("cross", "circle", "square", "triangle")},
    **{f"btn_gen_{b}": (12, 12) for b in ("south", "east", "west", "north", "l", "r")},  # unknown makers
    **{
        name: (12, 12)
        for name in (
            "btn_dpad",
            "btn_dpad_up",
            "btn_dpad_down",
            "btn_dpad_left",
            "btn_dpad_right",
            "btn_start",
            "btn_select",
            "btn_lb",
            "btn_rb",
            "key",
            "key_lit",
            "mouse",
            "mouse_left",
            "mouse_right",
            "mouse_wheel",
        )
    },
    "key_wide": (24, 12),
    "key_wide_lit": (24, 12),
    "key_xwide": (36, 12),
    "key_xwide_lit": (36, 12),
    **{f"star_{i}": (7, 7) for i in range(3)},
    **{f"nova_{i}": (7, 7) for i in range(2)},
    "hex_cell": (15, 13),
    "hex_cell_filled": (15, 13),
    "icon": (16, 16),
    "icon_large": (32, 32),
}


@pytest.fixture(scope="module")
def gen():
    return load_tool("gen_sprites")


@pytest.mark.parametrize("name", sorted(EXPECTED_SIZES))
def test_sprite_file_exists_with_its_size(name):
    surf = pygame.image.load(str(SPRITE_DIR / f"{name}.png"))
    assert surf.get_size() == EXPECTED_SIZES[name]
    opaque = sum(1 for x in range(surf.get_width()) for y in range(surf.get_height()) if surf.get_at((x, y)).a)
    assert opaque >= 5, f"{name} is (nearly) empty"


def test_index_lists_every_sprite():
    index = json.loads((SPRITE_DIR / "index.json").read_text())
    assert {k: tuple(v) for k, v in index.items()} == EXPECTED_SIZES


def test_committed_pngs_match_their_text_sources(gen):
    sheet, _ = gen.load_sources()
    assert set(sheet.sprites) == set(EXPECTED_SIZES)
    for name, pixels in sheet.sprites.items():
        surf = pygame.image.load(str(SPRITE_DIR / f"{name}.png"))
        for y, row in enumerate(pixels):
            for x, rgba in enumerate(row):
                got = tuple(surf.get_at((x, y)))
                if rgba[3] == 0:
                    assert got[3] == 0, f"{name} ({x},{y}) should be clear: make assets"
                else:
                    assert got == rgba, f"{name} ({x},{y}) is stale: make assets"


def test_families_differ_where_they_should(gen):
    sheet, _ = gen.load_sources()
    # same letter shapes, different colours; every button distinct from the others
    assert sheet.grids["btn_nintendo_a"] == sheet.grids["btn_xbox_a"]
    assert sheet.sprites["btn_nintendo_a"] != sheet.sprites["btn_xbox_a"]
    buttons = [n for n in sheet.sprites if n.startswith("btn_")]
    assert len({str(sheet.sprites[n]) for n in buttons}) == len(buttons)


def test_overlay_keeps_the_base_under_dots(gen):
    sheet = gen.SpriteSheet()
    src = "palette\na = #ff0000\nb = #00ff00\n\nbase sq\naa\naa\n\nsprite s over sq\n.b\n..\n"
    gen.parse_sprite_source(src, "t.txt", sheet, {})
    assert sheet.grids["s"] == ["ab", "aa"]
    assert sheet.sprites["s"][0][1] == (0, 255, 0, 255)
    assert "sq" not in sheet.sprites  # a base is never written out


@pytest.mark.parametrize(
    "src, message",
    [
        ("palette\na = #ff0000\n\nsprite s\naa\na\n", "row 2"),
        ("palette\na = #ff0000\n\nsprite s\nab\n", "'b' is not in the palette"),
        ("palette\na = red\n", "colour must be"),
        ("sprite s over nothing\na\n", "unknown grid"),
        ("palette\na = #ff0000\n\nsprite s\na\n\nsprite s\na\n", "defined twice"),
        ("sprit s\na\n", "expected"),
    ],
)
def test_malformed_sources_are_rejected_with_a_place(gen, src, message):
    with pytest.raises(gen.SpriteSourceError, match=message) as info:
        gen.parse_sprite_source(src, "bad.txt", gen.SpriteSheet(), {})
    assert "bad.txt:" in str(info.value)


def test_font_source_rejects_wrong_height(gen):
    with pytest.raises(gen.SpriteSourceError, match="needs 7"):
        gen.parse_font_source("glyph A\n#\n#\n")


@pytest.mark.parametrize("name", ["minifont", "tallfont"])
def test_committed_fonts_match_their_text_sources(gen, name):
    if name == "minifont":
        atlas, meta = gen.font_atlas(gen.load_sources()[1])
    else:
        atlas, meta = gen.font_atlas(gen.load_tall_font(), gen.TALL_HEADROOM + gen.TALL_ROWS)
    assert json.loads((SPRITE_DIR / f"{name}.json").read_text(encoding="utf-8")) == meta, "stale: make assets"
    committed = pygame.image.load(str(SPRITE_DIR / f"{name}.png"))
    assert committed.get_size() == atlas.get_size()
    assert all(
        (committed.get_at((x, y)).a > 0) == (atlas.get_at((x, y)).a > 0)
        for x in range(atlas.get_width())
        for y in range(atlas.get_height())
    ), f"{name}.png is stale: make assets"


def test_a_composed_letter_is_its_base_with_the_mark_one_row_clear_above(gen):
    src = "glyph o\n...\n.#.\n#.#\n.#.\n\nmark bar above\n#####\n\ncompose\nō = o bar\n"
    glyphs = gen.parse_tall_font(src, "t.txt", rows=4)
    assert glyphs["ō"][gen.TALL_HEADROOM - 1 :] == ["#####", ".....", "..#..", ".#.#.", "..#.."]


@pytest.mark.parametrize(
    "recipe, message",
    [("ō = o ring", "unknown mark"), ("ō = q bar", "unknown base"), ("o = o bar", "defined twice"), ("ō o", "recipe")],
)
def test_bad_recipes_are_rejected_with_a_place(gen, recipe, message):
    src = "glyph o\n" + "#\n" * gen.TALL_ROWS + "\nmark bar above\n#\n\ncompose\n" + recipe + "\n"
    with pytest.raises(gen.SpriteSourceError, match=message) as info:
        gen.parse_tall_font(src, "bad.txt")
    assert "bad.txt:" in str(info.value)


def test_a_mark_that_does_not_fit_is_refused(gen):
    src = "glyph o\n" + "#\n" * gen.TALL_ROWS + "\nmark tall above\n" + "#\n" * 4 + "\ncompose\nō = o tall\n"
    with pytest.raises(gen.SpriteSourceError, match="does not fit"):
        gen.parse_tall_font(src, "bad.txt")
