"""A refused move is said in the player's language (issue 29): the engines raise their refusals
as marked English with values, not as finished English sentences, so the screen can translate
them; ``str()`` stays English. Checked in the pseudo-language built from messages.pot, which
translates only what the catalogue holds: a refusal that skipped it would stay English."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import IllegalMove, i18n
from game.i18n import Message, Pseudo, pseudo
from game.numbers import new_game as new_numbers
from game.patience.position import Position
from game.stars import NOVA, geometry
from game.stars import new_game as new_stars

POT = Path(__file__).resolve().parents[2] / "assets" / "locale" / "messages.pot"


@pytest.fixture
def qps():
    with POT.open("rb") as f:
        ids = [m.id for m in read_po(f) if m.id]
    known = frozenset(part for i in ids for part in ((i,) if isinstance(i, str) else i))  # both plural forms
    before = i18n.active(), i18n.language()
    i18n.use(Pseudo(known), "qps")
    yield
    i18n.use(*before)


def refusal(move) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        move()
    return caught.value


def test_a_numbers_refusal_is_said_with_its_number(qps):
    state = new_numbers()
    cell = state.legal_actions()[0]
    state = state.apply(cell)
    exc = refusal(lambda: state.apply(cell))
    assert str(exc) == "That circle already holds a 1; pick a free one."
    assert exc.said() == pseudo("That circle already holds a {number}; pick a free one.").format(number=1)


def test_a_patience_refusal_says_the_card_and_the_ranks_in_the_language(qps):
    pos = Position((("7H",), ("2C",)), ("AS",))
    exc = refusal(lambda: pos.apply(0))
    assert str(exc) == "The 7 of Hearts does not fit: the hole needs King or 2."
    card = pseudo("{rank} of {suit}").format(rank="7", suit=pseudo("Hearts"))
    said = pseudo("The {card} does not fit: the hole needs {low} or {high}.")
    assert exc.said() == said.format(card=card, low=pseudo("King"), high="2")


def test_a_black_holes_refusal_is_said_and_a_count_picks_its_form(qps):
    state = new_stars(2)
    g = geometry(state.size)
    nova = g.cells[state.board.index(NOVA)]
    exc = refusal(lambda: state.apply((nova, None)))
    assert exc.said() == pseudo("The NOVA is there: place your star on an empty spot.")
    assert [str(Message.counted("one star", "{n} stars", n)) for n in (1, 3)] == ["one star", "3 stars"]


def test_a_translation_that_misspells_a_placeholder_is_said_in_english():
    class Broken(Pseudo):
        def gettext(self, message: str) -> str:
            return message.replace("{number}", "{numbre}")

    before = i18n.active(), i18n.language()
    i18n.use(Broken(frozenset()), "xx")
    try:
        exc = IllegalMove(i18n.N_("That circle already holds a {number}; pick a free one."), number=4)
        assert exc.said() == "That circle already holds a 4; pick a free one."
    finally:
        i18n.use(*before)
