"""The rules pages say what the engines do (the audit of issue 12)."""

from __future__ import annotations

from game.patience import Position, pysol_deal
from game.stars import from_picture
from scenes.patience.rules import RULES_PAGES as PATIENCE_PAGES
from scenes.stars.rules import RULES_PAGES as STARS_PAGES


def _page(pages, title: str) -> str:
    return next(p.body for p in pages if p.title == title)


def test_stars_horizon_page_speaks_of_zones_that_contain_a_swallowed_cell():
    text = _page(STARS_PAGES, "Event horizon")
    assert "contains a swallowed cell" in text and "touching" not in text
    # the engine agrees: the zone around (2, 2) lies right beside the black hole
    # centred on (0, 1) but holds no swallowed cell, so it still collapses
    s = from_picture(["#O#..", ".#*..", ".***.", ".....", "....."], pool=5)
    assert s.zone_alive((2, 2)) and s.completing_zones((3, 2)) == [(2, 2)]
    assert not s.zone_alive((1, 2)) and not s.zone_alive((2, 1))


def test_stars_end_page_tells_how_many_players_end_it_and_that_ties_draw():
    text = _page(STARS_PAGES, "The end")
    assert "fewer than two" in text and "draw" in text


def test_patience_never_counts_51_cards_for_all_in_a_row():
    text = _page(PATIENCE_PAGES, "King and Ace")
    assert "52 in All in a Row" in text
    row = Position.from_deal(pysol_deal(1, "all_in_a_row"))
    assert len(row.deal()[0][0]) == 4
    assert sum(len(p) for p in row.piles) == 52
