"""Black Hole patience rules, deals and sessions on the mid-end (docs/RULES.md section 4)."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMove, State
from game.midend import Session
from game.patience import (
    BACKEND,
    DECK,
    Position,
    deal_options,
    parse_board,
    pysol_board_text,
    pysol_deal,
    random_deal,
    rank_of,
)

BACKENDS = {BACKEND.key: BACKEND}

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
    assert piles[0] == ["JD", "KS", "TH"]  # TH is the playable top


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
    pos = Position.from_deal(([["2H"], ["KH"], ["5C"], ["AC", "QD"]], ["AS"]))
    assert pos.legal_actions() == [0, 1]  # 2 and K touch the Ace, 5 and Q do not
    after = pos.apply(1)
    assert after.top == "KH" and after.legal_actions() == [3]  # K -> Q
    assert after.apply(3).top == "QD"


def test_illegal_play_raises_readable_message_and_changes_nothing():
    pos = Position.from_deal(([["2H"], ["5C"]], ["AS"]))
    with pytest.raises(IllegalMove, match="5 of Clubs does not fit: the hole needs King or 2"):
        pos.apply(1)
    with pytest.raises(IllegalMove, match="no such pile"):
        pos.apply(7)
    empty = Position.from_deal(([[]], ["AS"]))
    with pytest.raises(IllegalMove, match="empty"):
        empty.apply(0)
    assert pos == Position.from_deal(([["2H"], ["5C"]], ["AS"]))


@pytest.mark.parametrize("junk", ["0", 1.0, None, True, (0,), [0]])
def test_a_move_of_the_wrong_type_is_an_illegal_move_not_a_type_error(junk):
    pos = Position.from_deal(([["2H"], ["5C"]], ["AS"]))
    with pytest.raises(IllegalMove, match="not a pile"):
        pos.apply(junk)
    assert not pos.can_play(junk)


def test_empty_foundation_accepts_any_top():
    pos = Position.from_deal(([["7C", "9D"], ["QS"]], []))
    assert pos.top is None and pos.legal_actions() == [0, 1]


def test_win_and_loss_detection():
    won = Position(((), ()), ("AS", "2C"))
    assert won.is_won() and won.is_terminal() and won.winners() == [0]
    lost = Position((("7C",),), ("AS",))
    assert not lost.is_won() and lost.is_terminal() and lost.winners() == []
    deal_27 = BACKEND.new_state(deal_options(deal=27), 0)
    assert deal_27.is_terminal() and not deal_27.is_won()  # deal 27: no legal first move


def test_position_is_a_frozen_slotted_state_with_one_name_per_operation():
    pos = Position.from_deal(pysol_deal(2))
    assert isinstance(pos, State)
    assert not hasattr(pos, "__dict__")
    with pytest.raises(AttributeError):
        pos.piles = ()  # type: ignore[misc]
    for gone in ("play", "legal_moves", "is_lost"):
        assert not hasattr(pos, gone)


def test_scores_count_cards_in_the_hole():
    pos = Position.from_deal(pysol_deal(2))
    assert pos.scores() == [1] and pos.current_player == 0
    m = pos.legal_actions()[0]
    assert pos.apply(m).scores() == [2] and rank_of(pos.apply(m).top) in (1, 12)


def test_the_backend_deals_pysol_numbers_and_random_seeds_in_both_variants():
    assert BACKEND.new_state(deal_options(deal=2), 99) == Position.from_deal(pysol_deal(2))
    assert BACKEND.new_state(deal_options(), 5) == Position.from_deal(random_deal(5))
    row = BACKEND.new_state(deal_options("all_in_a_row", 5), 0)
    assert row == Position.from_deal(pysol_deal(5, "all_in_a_row")) and row.top is None


@pytest.mark.parametrize(
    "raw",
    [
        None,
        {},
        {"variant": "classic"},
        {"variant": "spider", "deal": None},
        {"variant": "classic", "deal": 0},
        {"variant": "classic", "deal": "7"},
        {"variant": "classic", "deal": True},
        {"variant": "classic", "deal": 10**8},
        {"variant": "classic", "deal": None, "extra": 1},
    ],
)
def test_options_are_checked_strictly(raw):
    with pytest.raises(ValueError):
        BACKEND.check_options(raw)


def test_session_undo_redo_restart_and_json_round_trip():
    session = Session.new(BACKEND, deal_options(deal=2), 0)
    first = session.state.legal_actions()[0]
    session.play(first)
    second = session.state.legal_actions()[0]
    session.play(second)
    session.undo()
    saved = json.loads(json.dumps(session.to_json()))
    assert saved["options"] == {"variant": "classic", "deal": 2}
    assert saved["moves"] == [first] and saved["redo"] == [second]
    back = Session.from_json(saved, BACKENDS)
    assert back.state == session.state and back.can_redo()
    back.redo()
    assert back.played == [first, second]
    back.restart()
    assert back.state == back.opening and back.can_redo()


def test_an_old_or_tampered_save_is_refused():
    old = {"record": {"variant": "classic", "piles": [], "foundation": [], "moves": []}, "assisted": False}
    with pytest.raises(ValueError):
        Session.from_json(old, BACKENDS)
    good = Session.new(BACKEND, deal_options(deal=2), 0).to_json()
    with pytest.raises(IllegalMove):
        Session.from_json({**good, "moves": [0, 0, 0]}, BACKENDS)  # deal 2 cannot start with pile 0
    with pytest.raises(ValueError):
        Session.from_json({**good, "moves": ["0"]}, BACKENDS)


def _walk(seed: int, picks: list[int]) -> tuple[Position, list]:
    """A random deal and a line of legal moves chosen by ``picks``."""
    pos = Position.from_deal(random_deal(seed))
    start, moves = pos, []
    for pick in picks:
        legal = pos.legal_actions()
        if not legal:
            break
        moves.append(legal[pick % len(legal)])
        pos = pos.apply(moves[-1])
    return start, moves


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 16), max_size=30))
def test_apply_never_mutates_and_every_card_stays_once(seed, picks):
    start, moves = _walk(seed, picks)
    pos = start
    for move in moves:
        before = (pos.piles, pos.foundation)
        after = pos.apply(move)
        assert (pos.piles, pos.foundation) == before
        assert sorted(c for p in after.piles for c in p) + [] == sorted(
            c for p in pos.piles for c in p if c != after.top
        )
        assert after.cards_left == pos.cards_left - 1
        pos = after


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 16), max_size=30), st.integers(0, 30))
def test_a_saved_move_list_replays_and_undo_then_redo_is_the_identity(seed, picks, back):
    _, moves = _walk(seed, picks)
    session = Session.new(BACKEND, deal_options(), seed)
    for move in moves:
        session.play(move)
    replayed = Session.from_json(json.loads(json.dumps(session.to_json())), BACKENDS)
    assert replayed.state == session.state and replayed.played == session.played
    steps = min(back, len(moves))
    end = session.state
    for _ in range(steps):
        session.undo()
    for _ in range(steps):
        session.redo()
    assert session.state == end


@pytest.mark.parametrize("bad", ["a", None, 1.5, True, False, (0,)])
def test_a_pile_that_is_not_a_whole_number_is_refused_readably(bad):
    pos = Position((("3C",), ("2S",)), ("AS",))
    assert not pos.can_play(bad)
    with pytest.raises(IllegalMove, match="not a pile"):
        pos.apply(bad)
