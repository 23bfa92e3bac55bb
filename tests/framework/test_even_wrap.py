"""draw.even_wrap: as many lines as the greedy wrap (layouts that count lines never reflow),
none too wide, the words and their order kept, and no lone word on a last line that could share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.framework import draw

WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCXYZ0123456789.,()'!-", min_size=1, max_size=12)
TEXTS = st.lists(WORDS, min_size=1, max_size=24).map(" ".join)
SIZES = st.sampled_from(["s", "m"])


@pytest.fixture(params=[False, True], ids=["normal", "large"])
def large(request: pytest.FixtureRequest) -> Iterator[bool]:
    draw.TEXT.large = request.param
    yield request.param
    draw.TEXT.large = False


def width_of(line: str, size: str) -> int:
    return draw.text_size(line, size)[0]


def check(text: str, width: int, size: str) -> None:
    """Every promise of even_wrap for one text."""
    greedy = draw.wrap(text, width, size)
    even = draw.even_wrap(text, width, size)
    assert len(even) == len(greedy), (greedy, even)
    assert " ".join(even) == text  # every word, in order, split only at spaces
    for line in even:  # only a word wider than the whole width may stick out, alone
        assert width_of(line, size) <= width or " " not in line, (line, width)
    if len(even) >= 2 and " " not in even[-1]:  # a lone last word: the line above could not share it
        above = even[-2]
        assert " " not in above or width_of(f"{above.rpartition(' ')[2]} {even[-1]}", size) > width, even


@settings(max_examples=60, deadline=None)
@given(text=TEXTS, width=st.integers(min_value=40, max_value=400), size=SIZES)
def test_even_wrap_keeps_the_count_the_words_and_the_width(text: str, width: int, size: str) -> None:
    check(text, width, size)


@settings(max_examples=25, deadline=None)
@given(text=TEXTS, width=st.integers(min_value=40, max_value=300))
def test_even_wrap_in_large_text_too(text: str, width: int) -> None:
    draw.TEXT.large = True
    try:
        check(text, width, "s")
    finally:
        draw.TEXT.large = False


def test_a_card_sentence_leaves_no_word_alone(large: bool) -> None:
    """Patience lesson 1's ask: greedy left "matter." alone on the card."""
    text = (
        "The Black Hole shows a 5. Play the top card of any fan that is one rank above or below "
        "it: a 4 or a 6. Suits never matter."
    )
    for width in range(120, 420, 7):
        check(text, width, "s")
        even = draw.even_wrap(text, width, "s")
        if len(even) >= 2:
            assert " " in even[-1], (width, even)


def test_a_full_line_above_still_shares_its_last_word() -> None:
    """The narrowest width is set by the widest line; a lone last word can remain under a full
    line at that width, and is given a neighbour when the full width holds both."""
    wide = "W" * 9
    text = f"{wide} bbbb cccc d"
    width = width_of(f"{wide}", "m") + 2
    assert draw.wrap(text, width, "m")[-1] == "d"  # greedy: the lone "d"
    even = draw.even_wrap(text, width, "m")
    assert len(even) == len(draw.wrap(text, width, "m")) and " " in even[-1], even


def test_even_wrap_needs_no_more_lines_and_shares_them_out() -> None:
    text = "The computer is hiding its atoms..."
    greedy = draw.wrap(text, 168, "s")
    even = draw.even_wrap(text, 168, "s")
    assert len(even) == len(greedy) and " ".join(even) == text
    widths = [width_of(line, "s") for line in even]
    greedy_widths = [width_of(line, "s") for line in greedy]
    assert max(widths) - min(widths) <= max(greedy_widths) - min(greedy_widths)


def test_paragraphs_are_evened_one_by_one() -> None:
    one = "a few words that wrap onto a second line alone"
    text = f"{one}\nshort"
    even = draw.even_wrap(text, 150, "m")
    assert even == [*draw.even_wrap(one, 150, "m"), "short"]


def test_a_text_cut_to_most_lines_is_wrapped_greedily() -> None:
    """A caller that shows only ``most`` lines of a longer text gets the fullest lines."""
    text = " ".join(["word"] * 40)
    assert draw.even_wrap(text, 120, "s", most=2) == draw.wrap(text, 120, "s")


def test_the_text_size_is_in_the_cache_key() -> None:
    """Large text draws "s" in another face, of other widths: a wrap cached in Normal must not serve Large."""
    text = "Black Box: fire rays into the box and find the hidden atoms by where they come out."
    normal = draw.even_wrap(text, 156, "s")
    draw.TEXT.large = True
    try:
        large = draw.even_wrap(text, 156, "s")
        draw.forget_drawn()
        assert draw.even_wrap(text, 156, "s") == large != normal
    finally:
        draw.TEXT.large = False
    assert draw.even_wrap(text, 156, "s") == normal
