"""Every letter and digit is told from the others at every text size, in Normal and in
Large text: the 11-px DotGothic16 that stood in for the small size in Large drew `i`
exactly like `l` ("Tltle", "Dally"), and DotGothic16 draws `0` exactly like `O`."""

from __future__ import annotations

import string
import unicodedata
from itertools import combinations

import pygame
import pytest

from scenes.framework import draw

CHARS = string.ascii_lowercase + string.ascii_uppercase + string.digits
SIZES = ("s", "m", "l", "xl")
CAPS_ONLY = {("normal", "s")}  # the 5x7 mini font: lower case is drawn in capitals, by design
MIN_DIFFERENCE = 2  # pixels of the design (before whole-number scaling) two characters differ in, at least
OLD_LARGE_SMALL_ADVANCE = 6  # DotGothic16 at 11 px set every character 6 px apart
# what the game draws, and what the German, French and Spanish translations will need
NEEDED = string.printable[:95] + "ÄÖÜäöüßÉÈÊËÀÂÇÎÏÔÛÙÑÁÍÓÚéèêëàâçîïôûùñáíóú¿¡«»ŒœŸÿ" + "—…×°"


@pytest.fixture(params=["normal", "large"])
def mode(request):
    draw.TEXT.large = request.param == "large"
    yield request.param
    draw.TEXT.large = False


def ink(ch: str, size: str) -> pygame.mask.Mask:
    return pygame.mask.from_surface(draw.render_text(ch, size, (255, 255, 255), False))


def pixels(mask: pygame.mask.Mask) -> frozenset[tuple[int, int]]:
    w, h = mask.get_size()
    return frozenset((x, y) for x in range(w) for y in range(h) if mask.get_at((x, y)))


def scale(size: str) -> int:
    return draw.SIZES.get(draw.resolved(size), 1)


@pytest.mark.parametrize("size", SIZES)
def test_no_two_characters_are_drawn_alike(mode, size):
    glyphs = {c: pixels(ink(c, size)) for c in CHARS}
    alike = []
    for a, b in combinations(CHARS, 2):
        if (mode, size) in CAPS_ONLY and a.upper() == b and glyphs[a] == glyphs[b]:
            continue
        differ = len(glyphs[a] ^ glyphs[b]) / scale(size) ** 2
        if differ < MIN_DIFFERENCE:
            alike.append(f"{a}/{b} ({differ:g} px apart)")
    assert not alike, f"{size!r} in {mode} text draws alike: {', '.join(alike)}"


@pytest.mark.parametrize("size", SIZES)
def test_lower_case_is_drawn_as_such_except_in_the_caps_only_face(mode, size):
    same = [c for c in string.ascii_lowercase if pixels(ink(c, size)) == pixels(ink(c.upper(), size))]
    if (mode, size) in CAPS_ONLY:
        assert len(same) == 26
    else:
        assert not same, f"{size!r} in {mode} text draws these in capitals: {same}"


@pytest.mark.parametrize("size", SIZES)
def test_a_lower_case_i_and_j_have_their_dot(mode, size):
    if (mode, size) in CAPS_ONLY:
        pytest.skip("a caps-only face draws i as I")
    for ch in "ij":
        parts = [m.get_bounding_rects()[0] for m in ink(ch, size).connected_components()]
        dots = [p for p in parts if all(p.bottom < q.top for q in parts if q is not p)]
        assert len(parts) >= 2 and dots, f"{ch!r} in {size!r} ({mode} text) has no dot above its stem"


def test_every_face_is_drawn_at_its_design_size(monkeypatch):
    """The TrueType pixel font is opened at 16 px only (then scaled by whole numbers)."""
    opened = []
    real = pygame.font.Font

    def recording(path, px):
        opened.append(px)
        return real(path, px)

    draw.forget_drawn()
    monkeypatch.setattr(draw.pygame.font, "Font", recording)
    try:
        for large in (False, True):
            draw.TEXT.large = large
            for size in SIZES:
                draw.render_text("Title 0", size)
    finally:
        draw.TEXT.large = False
        monkeypatch.undo()
        draw.forget_drawn()
    assert opened and set(opened) == {16}


def test_large_small_text_keeps_its_metrics_and_fits_where_it_did():
    """Capitals 9 px from 4 px down, 13-px lines, and no character wider than the 6 px the
    11-px DotGothic16 gave each: every layout made for it still fits."""
    draw.TEXT.large = True
    try:
        assert draw.cap_height("s") == 9 and draw.caps_ink("s") == (4, 14) and draw.line_h("s") == 13
        wide = [c for c in string.printable[:95] if draw.text_size(c + c, "s")[0] - draw.text_size(c, "s")[0] > 6]
        assert not wide, wide
        g = draw.render_text("g", "s", (255, 255, 255), False).get_bounding_rect()
        h = draw.render_text("H", "s", (255, 255, 255), False).get_bounding_rect()
        assert g.bottom - h.bottom == 3, "descenders hang 3 px below the baseline"
        assert draw.render_text("x", "s", (255, 255, 255), False).get_bounding_rect().h == 6
    finally:
        draw.TEXT.large = False


def test_the_large_small_face_has_every_character_the_game_and_its_translations_need():
    face = draw._bitmap_face(draw.BITMAP_FACES["s+"])
    assert face is not None
    missing = sorted(set(NEEDED) - face.characters)
    assert not missing, missing


def test_accented_letters_differ_from_each_other_and_carry_their_mark_outside_the_letter():
    accented = [c for c in NEEDED if c.isalpha() and not c.isascii() and c not in "ßŒœ"]
    draw.TEXT.large = True
    try:
        glyphs = {c: ink(c, "s") for c in accented}
        bases = {c: ink("ı" if c in "ìíîï" else unicodedata.normalize("NFD", c)[0], "s") for c in accented}
    finally:
        draw.TEXT.large = False
    assert len({pixels(m) for m in glyphs.values()}) == len(glyphs)
    for c in accented:
        mark, letter = glyphs[c].get_bounding_rects()[0], bases[c].get_bounding_rects()[0]
        assert mark.top < letter.top or mark.bottom > letter.bottom, f"{c!r} has no mark over or under its letter"
