"""Every rule of docs/RULES.md section 1 as a named test of game.stars."""

import pickle

import pytest

from game import IllegalMove, stars
from game.stars import EMPTY, STAR, SWALLOWED, from_picture, new_game, zone_cells

# -- board, start, pool ------------------------------------------------------


def test_board_is_7x7_for_two_and_three_players_and_9x9_for_more():
    assert [new_game(n).size for n in range(2, 7)] == [7, 7, 9, 9, 9]
    assert new_game(2, size=9).size == 9


def test_start_position_7x7():
    s = new_game(2)
    assert s.nova_cell() == (3, 3)
    assert sorted(s.star_cells()) == [(1, 3), (5, 1), (5, 5)]
    assert s.pool == 26 and s.total_stars() == 29
    assert s.current_player == 0 and s.scores() == [0, 0]


def test_start_position_9x9():
    s = new_game(4)
    assert s.nova_cell() == (4, 4)
    assert sorted(s.star_cells()) == [(2, 4), (6, 2), (6, 6)]
    assert s.pool == 38 and s.total_stars() == 41


def test_bad_setups_are_refused():
    with pytest.raises(ValueError):
        new_game(1)
    with pytest.raises(ValueError):
        new_game(7)
    with pytest.raises(ValueError):
        new_game(2, size=8)


def test_who_starts_can_be_chosen():
    assert new_game(3, first=2).current_player == 2


# -- zones -------------------------------------------------------------------


def test_zone_shapes_inner_edge_corner():
    assert sorted(zone_cells(7, (3, 3))) == [(2, 3), (3, 2), (3, 3), (3, 4), (4, 3)]
    assert sorted(zone_cells(7, (0, 3))) == [(0, 2), (0, 3), (0, 4), (1, 3)]
    assert sorted(zone_cells(7, (0, 0))) == [(0, 0), (0, 1), (1, 0)]
    assert [stars.zone_kind(7, c) for c in [(3, 3), (6, 2), (0, 6)]] == ["inner", "edge", "corner"]


def test_inner_zone_collapses_with_its_fifth_star():
    s = from_picture([".......", "...*...", "..*.*..", "...*...", ".......", ".......", "......."], pool=5)
    assert s.zone_count((2, 3)) == (4, 5)
    assert s.completing_zones((2, 3)) == [(2, 3)]
    t = s.apply(((2, 3), (2, 3)))
    assert t.held == (5, 0)
    assert sorted(t.swallowed_cells()) == sorted(zone_cells(7, (2, 3)))
    assert t.hole_centres() == [(2, 3)]
    assert t.current_player == 1 and t.pool == 4


def test_edge_zone_collapses_with_its_fourth_star():
    s = from_picture(["..*.*..", "...*...", ".......", ".......", ".......", ".......", "......."], pool=5)
    assert s.zone_count((0, 3)) == (3, 4)
    t = s.apply(((0, 3), (0, 3)))
    assert t.held == (4, 0)
    assert t.cell((1, 3)) == SWALLOWED


def test_corner_zone_collapses_with_its_third_star():
    s = from_picture([".......", ".......", ".......", ".......", ".......", "......*", ".....*."], pool=5)
    t = s.apply(((6, 6), (6, 6)))
    assert t.held == (3, 0)
    assert sorted(t.swallowed_cells()) == [(5, 6), (6, 5), (6, 6)]


def test_nova_counts_as_a_star_in_a_zone():
    s = from_picture([".......", ".......", "...*...", "..*N*..", ".......", ".......", "......."], pool=5)
    assert s.zone_count((3, 3)) == (4, 5)
    assert s.completing_zones((4, 3)) == [(3, 3)]


def test_a_star_not_completing_a_zone_just_sits_there():
    s = new_game(2)
    t = s.apply(((0, 0), None))
    assert t.cell((0, 0)) == STAR and t.held == (0, 0) and t.pool == 25
    assert s.cell((0, 0)) == EMPTY, "apply must not change the old state"


def test_zone_touching_a_swallowed_cell_never_collapses():
    # (2,3)'s zone has lost (1,3) to the hole at (0,3): filling the rest does nothing.
    s = from_picture(["..#O#..", "...#...", "..*.*..", "...*...", ".......", ".......", "......."], pool=5)
    assert not s.zone_alive((2, 3))
    assert s.completing_zones((2, 3)) == []
    t = s.apply(((2, 3), None))
    assert t.held == (0, 0) and t.cell((2, 3)) == STAR
    with pytest.raises(IllegalMove):
        s.apply(((2, 3), (2, 3)))


# -- choice rule ---------------------------------------------------------------


def _two_zone_picture(**kw):
    # A star on (2,2) completes the zone around (2,1) and the zone around (2,3).
    return from_picture([".......", ".*.*...", "**.**..", ".*.*...", ".......", ".......", "......."], **kw)


def test_choice_rule_both_zones_are_offered():
    s = _two_zone_picture(pool=5)
    assert sorted(s.completing_zones((2, 2))) == [(2, 1), (2, 3)]
    acts = [a for a in s.legal_actions() if a[0] == (2, 2)]
    assert sorted(acts) == [((2, 2), (2, 1)), ((2, 2), (2, 3))]


def test_choice_rule_only_the_chosen_zone_collapses_and_the_other_stays_full():
    s = _two_zone_picture(pool=5)
    t = s.apply(((2, 2), (2, 3)))
    assert t.held == (5, 0)
    assert t.cell((2, 0)) == STAR and t.cell((1, 1)) == STAR  # the other zone's stars stay
    assert not t.zone_alive((2, 1))
    assert t.completing_zones((2, 1)) == []


def test_choice_rule_a_move_without_a_choice_is_refused():
    s = _two_zone_picture(pool=5)
    with pytest.raises(IllegalMove, match="choose"):
        s.apply(((2, 2), None))
    with pytest.raises(IllegalMove, match="does not complete"):
        s.apply(((2, 2), (3, 3)))


# -- fault rule --------------------------------------------------------------


def test_fault_rule_mover_may_miss_and_next_player_claims_then_moves():
    s = _two_zone_picture(pool=5, fault_rule=True)
    acts = [a for a in s.legal_actions() if a[0] == (2, 2)]
    assert ((2, 2), None) in acts
    t = s.apply(((2, 2), None))  # seat 0 misses both zones
    assert t.held == (0, 0) and t.current_player == 1
    assert sorted(t.claims) == [(2, 1), (2, 3)]
    assert (None, (2, 1)) in t.legal_actions()
    u = t.apply((None, (2, 1)))  # seat 1 claims one of them
    assert u.held == (0, 5) and u.current_player == 1 and u.claims == ()
    assert u.pool == t.pool
    v = u.apply(((6, 6), None))  # ... and then takes the turn
    assert v.current_player == 0


def test_fault_rule_claim_lapses_when_the_next_player_places_instead():
    t = _two_zone_picture(pool=5, fault_rule=True).apply(((2, 2), None))
    u = t.apply(((6, 6), None))
    assert u.claims == ()
    assert u.completing_zones((2, 2)) == []  # full zones cannot collapse later
    with pytest.raises(IllegalMove):
        u.apply((None, (2, 1)))


def test_fault_rule_mover_may_collapse_at_once():
    s = _two_zone_picture(pool=5, fault_rule=True)
    t = s.apply(((2, 2), (2, 1)))
    assert t.held == (5, 0) and t.claims == ()


def test_claims_are_refused_without_the_fault_rule_or_a_missed_zone():
    with pytest.raises(IllegalMove, match="fault rule"):
        new_game(2).apply((None, (3, 3)))
    with pytest.raises(IllegalMove, match="no missed"):
        new_game(2, fault_rule=True).apply((None, (3, 3)))
    t = _two_zone_picture(pool=5, fault_rule=True).apply(((2, 2), None))
    with pytest.raises(IllegalMove, match="not a missed"):
        t.apply((None, (3, 3)))


def test_claim_keeps_a_seat_with_no_stars_in_the_game():
    t = _two_zone_picture(pool=0, held=[1, 0], fault_rule=True).apply(((2, 2), None))
    assert not t.is_terminal() and t.current_player == 1 and not t.out[1]
    assert all(a[0] is None for a in t.legal_actions())  # no stars: only the claim
    with pytest.raises(IllegalMove, match="no stars"):
        t.apply(((6, 6), None))
    u = t.apply((None, (2, 3)))
    assert u.held == (0, 5) and any(a[0] is not None for a in u.legal_actions())


# -- pool, re-use, OUT -------------------------------------------------------


def test_after_the_pool_stars_come_from_the_movers_captured_stars():
    s = from_picture([".......", ".......", ".......", ".......", ".......", ".......", "......."], pool=1, held=[3, 2])
    t = s.apply(((0, 0), None))  # last pool star
    assert t.pool == 0 and t.held == (3, 2)
    u = t.apply(((6, 6), None))  # seat 1 uses one of its own
    assert u.held == (3, 1)
    assert u.apply(((3, 3), None)).held == (2, 1)


def test_total_stars_never_change():
    s = new_game(2)
    for a in [((0, 0), None), ((0, 1), None), ((1, 0), (0, 0))]:
        s = s.apply(a)
        assert s.total_stars() == 29


def test_two_players_game_ends_when_a_player_is_out():
    s = from_picture([".......", ".......", ".......", ".......", ".......", ".......", "......."], pool=0, held=[1, 0])
    t = s.apply(((0, 0), None))
    assert t.is_terminal() and t.out == (False, True)
    assert t.legal_actions() == []
    assert t.winners() == [0, 1]  # 0 : 0, a draw


def test_three_players_out_player_is_skipped():
    s = from_picture(
        [".......", ".......", ".......", ".......", ".......", ".......", "......."], players=3, pool=0, held=[2, 0, 3]
    )
    t = s.apply(((0, 0), None))
    assert t.out == (False, True, False) and t.current_player == 2
    assert not t.is_terminal()
    u = t.apply(((0, 2), None))
    assert u.current_player == 0 and u.held == (1, 0, 2)
    v = u.apply(((0, 4), None))  # seat 0 spends its last star
    assert v.current_player == 2 and v.held == (0, 0, 2) and not v.is_terminal()
    w = v.apply(((2, 0), None))  # seat 0 found OUT: one left in
    assert w.is_terminal() and w.out == (True, True, False)
    assert w.winners() == [2]


def test_out_is_checked_only_at_a_players_turn():
    s = from_picture(
        [".......", ".......", ".......", ".......", ".......", ".......", "......."], players=3, pool=0, held=[1, 0, 3]
    )
    assert s.out == (False, False, False)  # seat 1 holds nothing but it is not its turn
    t = s.apply(((0, 0), None))
    assert t.out == (False, True, False)  # seat 1 found OUT; seat 0 (now empty) not yet
    assert t.current_player == 2 and not t.is_terminal()
    assert t.apply(((6, 6), None)).is_terminal()  # seat 0 OUT at its turn: one seat left


# -- the end -------------------------------------------------------------------


def test_capturing_the_nova_ends_the_game_at_once_and_scores_five():
    s = from_picture(
        [".......", ".......", "...*...", "..*N*..", ".......", ".......", "......."],
        pool=5,
        held=[0, 2],
        current_player=1,
    )
    t = s.apply(((4, 3), (3, 3)))
    assert t.is_terminal()
    assert t.nova_owner == 1
    assert t.scores() == [0, 2 + 4 + 5]
    assert t.winners() == [1]
    with pytest.raises(IllegalMove, match="over"):
        t.apply(((0, 0), None))


def test_game_ends_when_space_is_full():
    s = from_picture(["**.#", "*..O", ".*.#", "..**"], pool=9)
    while not s.is_terminal():
        a = s.legal_actions()[0]
        s = s.apply(a)
    assert EMPTY not in s.board
    assert s.legal_actions() == []


def test_stars_on_the_board_score_nothing_and_equal_highest_is_a_draw():
    s = from_picture(["*.", "**"], pool=0, held=[2, 2])
    t = s.apply(((0, 1), (0, 0)))  # 2x2: every zone is a corner zone of 3
    assert t.is_terminal()  # the other cells were swallowed or are full
    assert t.scores() == [2 - 1 + 3, 2]


def test_draw_lists_every_seat_sharing_first_place():
    s = from_picture(["..", ".."], players=3, pool=0, held=[4, 1, 4])
    assert s.winners() == [0, 2]


# -- refusals ----------------------------------------------------------------


@pytest.mark.parametrize(
    "action, words",
    [
        (((3, 3), None), "The NOVA is there"),
        (((1, 3), None), "That spot already holds a star"),
        (((9, 9), None), "not in SPACE"),
        (("b2", None), "not in SPACE"),
        ((1, 2, 3), "A move is"),
        (((0, 0), (0, 0)), "completes no zone"),
    ],
)
def test_illegal_moves_say_why_and_change_nothing(action, words):
    s = new_game(2)
    before = pickle.dumps(s)
    with pytest.raises(IllegalMove, match=words):
        s.apply(action)
    assert pickle.dumps(s) == before


def test_swallowed_cell_is_refused():
    t = _two_zone_picture(pool=5).apply(((2, 2), (2, 3)))
    with pytest.raises(IllegalMove, match="swallowed"):
        t.apply(((2, 4), None))


def test_states_are_immutable_hashable_and_picklable():
    s = new_game(3, fault_rule=True)
    with pytest.raises(AttributeError):
        s.pool = 3
    t = pickle.loads(pickle.dumps(s))
    assert t == s and hash(t) == hash(s)
    assert t.apply(((0, 0), None)) == s.apply(((0, 0), None))


# -- helpers for the scene and the AI -----------------------------------------


def test_gift_cells_are_the_cells_that_leave_a_zone_one_short():
    s = from_picture([".......", "...*...", "..*....", ".......", ".......", ".......", "......."], pool=5)
    gifts = set(s.gift_cells())
    # zone (2,3) holds 2 of 5: no single star makes it one short, but zone (1,2) holds 2 of 5 too
    assert gifts == set()
    t = s.apply(((2, 4), None))  # zone (2,3) now 3 of 5
    assert set(t.gift_cells()) == {(2, 3), (3, 3)}
    u = t.apply(((3, 3), None))
    assert u.short_zones() == [(2, 3)]
    assert u.completing_zones((2, 3)) == [(2, 3)]


def test_capture_value_counts_the_nova_as_five():
    s = from_picture([".......", ".......", "...*...", "..*N*..", ".......", ".......", "......."], pool=5)
    assert s.capture_value((3, 3)) == 3 + 5
    assert s.collapse_of(((4, 3), (3, 3)))[1] == ((2, 3), (3, 2), (3, 3), (3, 4), (4, 3))
