"""Every face the arcade writes with draws every letter and sign German, French and Spanish use,
each with a glyph of its own (not the fallback), and the glyphs the faces had before the
translations stayed pixel for pixel as they were (issue 29)."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from scenes.framework import draw
from scenes.framework.minifont import FALLBACK_CHAR, SPRITE_DIR, MiniFont

LETTERS = (
    "ÄÖÜäöüßẞ"  # German
    "ÀÂÆÇÉÈÊËÎÏÔŒÙÛŸàâæçéèêëîïôœùûÿ«»‹›"  # French
    "ÁÍÑÓÚáíñóú¿¡º"  # Spanish (º: the ordinal, "2.º")
    "°–—’‘“”„…·"  # their punctuation and signs
    '{}_[]#%&+=<>/\\|~*@^$"`'  # ASCII signs a bitmap face once lacked
)
# the glyphs each bitmap face had before issue 29, and a digest of their rows as drawn then:
# widths and ink, glyph by glyph (a changed pixel in any of them changes the digest)
KEPT = {
    "minifont": (
        " !#%'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ×",
        "ed63320635eba4f248e46d477db42083441af68725faa0443927cf7266aa1b31",
    ),
    "tallfont": (
        " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
        "¡«°·»¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖ×ÙÚÛÜÝßàáâãäåæçèéêëìíîïñòóôõöùúûüýÿıŒœŸ–—…€",
        "1279db6d56a5bb9cbf3dfd45e53c52bb16bb15e1c8f2ccd039fc6fe57304f6de",
    ),
}
WHITE = (255, 255, 255)


def bitmap(name: str) -> MiniFont:
    return MiniFont(atlas_file=SPRITE_DIR / f"{name}.png", metrics_file=SPRITE_DIR / f"{name}.json")


def ink(surface: pygame.Surface) -> bytes:
    """Which pixels are inked, row by row, and the surface's size: a glyph as drawn."""
    w, h = surface.get_size()
    dots = "".join(
        "#" if surface.get_at((x, y)).a and surface.get_at((x, y)).r else "." for y in range(h) for x in range(w)
    )
    return f"{w}x{h}:{dots}".encode()


def gothic(ch: str) -> pygame.Surface:
    """DotGothic16 at the one size the game opens it, on black (its 1-bit render has no alpha)."""
    pygame.font.init()
    return pygame.font.Font(str(draw.FONT_FILE), 16).render(ch, False, WHITE, (0, 0, 0))


@pytest.mark.parametrize("name", ["minifont", "tallfont"])
def test_each_bitmap_face_draws_every_letter_with_its_own_glyph(name):
    face = bitmap(name)
    fallback = ink(face.render(FALLBACK_CHAR, WHITE))
    wrong = [
        ch
        for ch in LETTERS
        if ink(face.render(ch, WHITE)) == fallback or "#" not in ink(face.render(ch, WHITE)).decode()
    ]
    assert not wrong, f"{name} draws these as {FALLBACK_CHAR!r} or not at all: {''.join(wrong)}"


def test_the_pixel_font_draws_every_letter_with_its_own_glyph():
    missing = gothic("\ue000")  # a private-use character: the empty box of a glyph the font lacks
    wrong = [ch for ch in LETTERS if ink(gothic(ch)) == ink(missing) or "#" not in ink(gothic(ch)).decode()]
    assert not wrong, f"DotGothic16 draws these as its missing-glyph box or not at all: {''.join(wrong)}"


def test_small_capitals_keep_their_line_and_draw_lower_case_as_capitals():
    face = bitmap("minifont")
    assert face.height == 7 and {face.size(ch)[1] for ch in LETTERS} == {7}
    for small, capital in zip("äöüéàçñœæ", "ÄÖÜÉÀÇÑŒÆ", strict=True):
        assert ink(face.render(small, WHITE)) == ink(face.render(capital, WHITE))
    assert ink(face.render("ß", WHITE)) == ink(face.render("ẞ", WHITE))  # "ß".upper() is "SS"


@pytest.mark.parametrize("name", sorted(KEPT))
def test_the_glyphs_a_face_had_are_unchanged(name):
    chars, digest = KEPT[name]
    face = bitmap(name)
    rows = hashlib.sha256()
    for ch in chars:
        assert ch in face.characters, f"{name} lost {ch!r}"
        glyph = face.render(ch, WHITE)
        dots = "".join(
            "#" if glyph.get_at((x, y)).a else "." for y in range(glyph.get_height()) for x in range(glyph.get_width())
        )
        rows.update(f"{ch}{glyph.get_width()}:{dots};".encode())
    assert rows.hexdigest() == digest, f"a glyph {name} had before issue 29 is drawn differently"


def test_a_no_break_space_is_drawn_as_a_space_in_both_bitmap_faces():
    """French sets a no-break space before : ; ! ? (fr.po): the bitmap faces drew it as '?'."""
    import pygame

    from scenes.framework.draw import _bitmap_face

    pygame.init()
    for name in ("minifont", "tallfont"):
        face = _bitmap_face(name)
        for nbsp in "\u00a0\u202f":
            assert nbsp in face.characters, (name, hex(ord(nbsp)))
            drawn = face.render(f"A{nbsp}:", (255, 255, 255))
            spaced = face.render("A :", (255, 255, 255))
            assert drawn.get_size() == spaced.get_size()
            assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(spaced, "RGBA"), name
