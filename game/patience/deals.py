"""Deals: random seeded ones, PySolFC's numbered deals, and All in a Row.

A deal is `(piles, foundation)`: each pile a list of cards bottom first (the
last card is the playable top) and the foundation a list of cards, top last.
"""

from __future__ import annotations

import random

from .cards import DECK

CLASSIC_PILES = 17
ROW_PILES = 13

Deal = tuple[list[list[str]], list[str]]


def random_deal(seed: int | None = None, variant: str = "classic") -> Deal:
    """A shuffled deal from random.Random(seed) for either variant."""
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    if variant == "all_in_a_row":
        return [cards[i * 4 : (i + 1) * 4] for i in range(ROW_PILES)], []
    if variant != "classic":
        raise ValueError(f"unknown variant {variant!r}")
    cards.remove("AS")
    return [cards[i * 3 : (i + 1) * 3] for i in range(CLASSIC_PILES)], ["AS"]


def _pysol_board(number: int, game_id: str) -> str:
    """PySolFC's board text for a deal, as pysol_cards renders it."""
    if number < 1:
        raise ValueError("PySolFC deal numbers start at 1")
    # deferred on purpose: pysol_cards is only needed for numbered deals, and costs start-up time
    from pysol_cards.cards import CardRenderer
    from pysol_cards.deal_game import Game
    from pysol_cards.random_base import RandomBase

    game = Game(game_id, number, RandomBase.DEALS_PYSOLFC)
    return str(game.calc_layout_string(CardRenderer(True)))


def pysol_board_text(number: int, variant: str = "classic") -> str:
    """The board text black-hole-solver reads for PySolFC deal `number`."""
    return _pysol_board(number, "all_in_a_row" if variant == "all_in_a_row" else "black_hole")


def parse_board(text: str) -> Deal:
    """Read a black-hole-solver board: a Foundations line, then one pile a line."""
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    if not lines or not lines[0].startswith("Foundations:"):
        raise ValueError("board text must start with a Foundations: line")
    found = lines[0].split(":", 1)[1].split()
    foundation = [] if found in ([], ["-"]) else found
    piles = [ln.split() for ln in lines[1:]]
    return piles, foundation


def pysol_deal(number: int, variant: str = "classic") -> Deal:
    """PySolFC's Black Hole deal `number` (or its All in a Row deal)."""
    return parse_board(pysol_board_text(number, variant))
