"""Black Hole patience rules, deals and game records (RULES.md section 4)."""
import json

import pytest

from game import IllegalMove
from game.patience import (DECK, GameRecord, Position, parse_board, pysol_board_text,
                           pysol_deal, random_deal, rank_of)

DEAL_1 = """Foundations: AS
JD KS TH
2D 9D 8H
9H QD 2C
JC JS JH
5D AH 7D
7H 3C 6D
7C 4C 8S
5H 5C 8D
KD TS QS
KC QH 6C
9S 4H 3D
5S AC 8C
AD 4D TC
QC 7S 6S
KH 3S 9C
3H TD 2H
2S 4S 6H
"""


def test_pysol_deal_1_matches_black_hole_solver_board_text():
    assert pysol_board_text(1) == DEAL_1
    assert pysol_deal(1) == parse_board(DEAL_1)
    piles, foundation = pysol_deal(1)
    assert foundation == ["AS"] and len(piles) == 17
    assert piles[0] == ["JD", "KS", "TH"]          # TH is the playable top


@pytest.mark.parametrize("number", [1, 2, 27, 1230])
def test_pysol_deals_hold_each_card_once(number):
    piles, foundation = pysol_deal(number)
    cards = [c for p in piles for c in p] + foundation
    assert sorted(cards) == sorted(DECK)
    assert all(len(p) == 3 for p in piles)


def test_all_in_a_row_deal_has_13_piles_of_4_and_empty_foundation():
    piles, foundation = pysol_deal(5, "all_in_a_row")
    assert foundation == [] and [len(p) for p in piles] == [4] * 13
    assert sorted(c for p in piles for c in p) == sorted(DECK)
    rp, rf = random_deal(9, "all_in_a_row")
    assert rf == [] and len(rp) == 13


def test_random_deals_are_seeded():
    assert random_deal(3) == random_deal(3)
    assert random_deal(3) != random_deal(4)
    piles, foundation = random_deal(3)
    assert foundation == ["AS"] and sorted([c for p in piles for c in p] + ["AS"]) == sorted(DECK)


def test_neighbour_rule_and_king_ace_wrap():
    pos = Position((("3C", "2D"), ("KH",), ("5S",), ("AC",)), ("AS",))
    assert pos.legal_moves() == [0, 1]             # 2 and K touch the Ace, 5 and A do not
    after = pos.play(1)
    assert after.top == "KH" and after.legal_moves() == [3]   # K -> A wraps; Q absent
    assert after.play(3).top == "AC"


def test_illegal_play_raises_readable_message_and_changes_nothing():
    pos = Position((("3C",), ("5S",)), ("AS",))
    with pytest.raises(IllegalMove, match="needs King or 2"):
        pos.play(1)
    with pytest.raises(IllegalMove):
        pos.play(7)
    assert pos.piles == (("3C",), ("5S",))
    empty = Position(((), ("2S",)), ("AS",))
    with pytest.raises(IllegalMove, match="empty"):
        empty.play(0)


def test_empty_foundation_accepts_any_top():
    pos = Position.from_deal(([["7C", "9D"], ["QS"]], []))
    assert pos.top is None and pos.legal_moves() == [0, 1]


def test_win_and_loss_detection():
    won = Position(((), ()), ("AS", "2C"))
    assert won.is_won() and not won.is_lost() and won.winners() == [0]
    lost = Position((("7C",),), ("AS",))
    assert lost.is_lost() and lost.is_terminal() and lost.winners() == []
    assert GameRecord.pysol(27).position.is_lost()     # deal 27: no legal first move


def test_history_undo_redo_restart_and_json_round_trip():
    rec = GameRecord.pysol(2)
    first = rec.position.legal_moves()[0]
    card = rec.play(first)
    assert rec.position.top == card and rec.can_undo() and not rec.can_redo()
    second = rec.position.legal_moves()[0]
    rec.play(second)
    assert rec.undo() == second and rec.undo() == first
    assert rec.position == GameRecord.pysol(2).position
    with pytest.raises(IllegalMove):
        rec.undo()
    assert rec.redo() == first and rec.played == 1
    saved = json.loads(json.dumps(rec.to_json()))
    back = GameRecord.from_json(saved)
    assert back.position == rec.position and back.moves == [first, second]
    assert back.redo() == second
    rec.restart()
    assert rec.played == 0 and rec.can_redo()
    # a new play after undo drops the redo list
    rec.redo()
    other = [m for m in rec.position.legal_moves() if m != second]
    if other:
        rec.play(other[0])
        assert not rec.can_redo()


def test_corrupt_saved_game_is_rejected():
    data = GameRecord.pysol(2).to_json()
    data["piles"][0][0] = "AS"                      # the Ace of Spades twice
    with pytest.raises(ValueError):
        GameRecord.from_json(data)
    data = GameRecord.pysol(2).to_json()
    data["moves"] = [0, 0, 0]                       # deal 2 cannot start with pile 0's TC
    with pytest.raises(IllegalMove):
        GameRecord.from_json(data)


def test_scores_count_cards_in_the_hole():
    pos = Position.from_deal(pysol_deal(2))
    assert pos.scores() == [1] and pos.current_player == 0
    m = pos.legal_actions()[0]
    assert pos.apply(m).scores() == [2] and rank_of(pos.apply(m).top) in (1, 12)


@pytest.mark.parametrize("bad", ["a", None, 1.5, True, False, (0,)])
def test_a_pile_that_is_not_a_whole_number_is_refused_readably(bad):
    pos = Position((("3C",), ("2S",)), ("AS",))
    assert not pos.can_play(bad)
    with pytest.raises(IllegalMove, match="not a pile"):
        pos.play(bad)
    with pytest.raises(IllegalMove, match="not a pile"):
        pos.apply(bad)
    record = GameRecord.pysol(1)
    with pytest.raises(IllegalMove, match="not a pile"):
        record.play(bad)
    assert record.played == 0
