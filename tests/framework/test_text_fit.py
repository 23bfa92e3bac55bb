"""The helpers that keep a longer language's words where they belong: a key line broken where its
actions part (draw.fit_hint), the size a label steps down to (draw.size_to_fit), and the extra row
between wrapped lines where a descender meets an accented capital (draw.line_pitch)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.framework import bindings, draw


@pytest.fixture(params=[False, True], ids=["normal", "large"])
def large(request: pytest.FixtureRequest) -> Iterator[bool]:
    draw.TEXT.large = request.param
    yield request.param
    draw.TEXT.large = False


def _french_keys() -> bindings.Hint:
    """The numbers panel's undo line as French has it, with the keyboard's caps."""
    return bindings.render_hint("{undo} annuler  {redo} rétablir", "keyboard")


def test_a_key_line_too_wide_breaks_between_its_actions_and_keeps_every_part(large):
    hint = _french_keys()
    full = draw.hint_size(hint)[0]
    lines = draw.fit_hint(hint, full - 1)
    assert len(lines) == 2
    assert all(draw.hint_size(line)[0] < full for line in lines)
    assert [p for line in lines for p in line.parts if not isinstance(p, str)] == [
        p for p in hint.parts if not isinstance(p, str)
    ]  # each key cap once, in order
    assert lines[0].text.endswith("annuler") and lines[1].text.endswith("rétablir")
    assert not lines[1].text.startswith(" ")  # the second line starts with its key, not the gap


def test_a_key_line_that_fits_or_cannot_break_is_left_whole(large):
    hint = _french_keys()
    assert draw.fit_hint(hint, draw.hint_size(hint)[0]) == [hint]
    one = bindings.render_hint("{pause} pause", "keyboard")
    assert draw.fit_hint(one, 5) == [one]  # no double space to break at: one line, as it is


def test_three_actions_break_into_as_many_lines_as_they_need(large):
    hint = bindings.render_hint("{undo} annuler  {redo} rétablir  {pause} pause", "keyboard")
    widest = max(draw.hint_size(bindings.render_hint(t, "keyboard"))[0] for t in ("{undo} annuler", "{redo} rétablir"))
    lines = draw.fit_hint(hint, widest)
    assert [line.text.split()[-1] for line in lines] == ["annuler", "rétablir", "pause"]
    assert all(draw.hint_size(line)[0] <= widest for line in lines)


def test_a_label_steps_down_a_size_only_when_it_must(large):
    assert draw.size_to_fit("Menü", 100) == "m"
    assert draw.size_to_fit("Wiederholen", draw.text_size("Wiederholen", "m")[0]) == "m"
    assert draw.size_to_fit("Wiederholen", draw.text_size("Wiederholen", "m")[0] - 1) == "s"
    assert draw.size_to_fit("Wiederholen", 3) == "s"  # nothing fits: the smallest


def _ink(line: str) -> pygame.Rect:
    return draw.render_text(line, "s", draw.PALETTE["ink"], False).get_bounding_rect()


@pytest.mark.parametrize(("above", "below"), [("tour 1, 2, 3... dans les cercles", "Écris le 1"), ("gypsy", "Über")])
def test_a_descender_over_an_accented_capital_keeps_a_clear_row(large, above, below):
    pitch = draw.line_pitch(above, below)
    assert _ink(above).bottom + 1 <= pitch + _ink(below).top  # the layout check's clear row
    assert pitch >= draw.line_h()


def test_plain_lines_keep_the_usual_pitch(large):
    assert draw.line_pitch("plain words", "more words") == draw.line_h()
    assert draw.line_pitch("anything", "") == draw.line_h()


def test_in_large_text_the_accents_do_need_the_extra_row():
    """The case the helper is for: without it the tall face's lines touch (the French lesson card)."""
    draw.TEXT.large = True
    try:
        assert draw.line_pitch("gypsy", "Écris") > draw.line_h()
    finally:
        draw.TEXT.large = False


def test_one_long_action_breaks_between_words_and_keeps_its_key_with_a_word(large):
    hint = bindings.render_hint("{confirm} on an arrow: fire a ray", "keyboard")
    width = draw.hint_size(hint)[0] * 2 // 3
    lines = draw.fit_hint(hint, width)
    assert len(lines) == 2 and all(draw.hint_size(line)[0] <= width for line in lines)
    assert not isinstance(lines[0].parts[-1], bindings.Glyph)  # the key is followed by its words
    assert " ".join(line.text for line in lines) == hint.text


def test_tabs_too_many_for_one_row_take_two_inside_the_canvas(large):
    titles = ["Blaack Hoolees", "Blaack Hoolee (nuumbeers)", "Heex Blaack Boox", "Oorbiit", "Daaiily chaalleengee"] * 2
    rects = draw.tab_row(titles, 48, pad=12, gap=4, height=16)
    canvas = pygame.Rect(0, 0, 640, 360)
    assert len(rects) == len(titles) and all(canvas.contains(r) for r in rects)
    assert {r.y for r in rects} == {48, 66}  # two rows, the second under the first
    assert draw.tab_row(["Keyboard", "Xbox"], 40, pad=12, gap=4, height=16)[0].y == 40  # few: one row
