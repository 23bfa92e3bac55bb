"""The computer player of Black Holes: its knowledge, its solver and `choose`."""

import random

import pytest

from game.ai import choose
from game.ai.search import outcome_values
from game.ai.stars_knowledge import (
    KNOWLEDGE,
    _Sim,
    classify,
    greedy_action,
    rollout_scores,
)
from game.stars import EMPTY, from_picture, new_game

# (1,3)+(2,2)+(2,4) make the zone around (2,3) hold 3 of 5: a star on (2,3) or
# (3,3) would leave it one short. The corner (6,6) zone holds 2 of 3: (6,6) captures.
PICTURE = [".......", "...*...", "..*.*..", ".......", ".......", "......*", ".....*."]


def test_classify_sorts_cells_into_captures_gifts_safe_and_tempo():
    s = from_picture(PICTURE, pool=5)
    captures, safe, tempo, gifts = classify(s)
    assert [a for a, _ in captures] == [((6, 6), (6, 6))]
    assert captures[0][1] == 2
    assert {a[0] for a, _ in gifts} >= {(2, 3), (3, 3)}
    assert (0, 0) in {a[0] for a in safe}
    assert not tempo  # every cell still touches a live zone here
    cells = {a[0][0] for a in captures} | {a[0] for a in safe} | {a[0][0] for a in gifts}
    assert cells == set(s.empty_cells())


def test_greedy_player_captures_and_otherwise_never_gives_a_black_hole():
    s = from_picture(PICTURE, pool=5)
    rng = random.Random(1)
    assert greedy_action(s, rng) == ((6, 6), (6, 6))
    t = s.apply(((6, 6), (6, 6)))
    for _ in range(30):
        a = greedy_action(t, rng)
        assert not t.apply(a).short_zones()


@pytest.mark.parametrize("level", [1, 2, 3])
def test_choose_takes_the_nova_when_it_can(level):
    s = from_picture([".......", ".......", "...*...", "..*N*..", ".......", ".......", "......."], pool=5)
    assert choose(s, level, seed=4) == ((4, 3), (3, 3))


def test_level_three_never_hands_over_a_black_hole_when_a_safe_move_exists():
    s = new_game(2)
    rng = random.Random(5)
    for _ in range(6):  # a few opening moves of the greedy player
        s = s.apply(greedy_action(s, rng))
    a = choose(s, 3, seed=1)
    captures, safe, tempo, gifts = classify(s)
    assert safe or tempo
    assert a not in [g for g, _ in gifts]
    assert not s.apply(a).short_zones() or captures


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_choose_gives_a_legal_move_for_every_table_size(players):
    s = new_game(players, fault_rule=players == 3)
    rng = random.Random(players)
    for _ in range(8):
        s = s.apply(rng.choice(s.legal_actions()))
    assert choose(s, 1, seed=2) in s.legal_actions()


def test_choose_claims_a_missed_black_hole():
    s = from_picture(
        [".......", ".*.*...", "**.**..", ".*.*...", ".......", ".......", "......."], pool=5, fault_rule=True
    )
    t = s.apply(((2, 2), None))  # seat 0 misses two zones
    assert choose(t, 2, seed=3)[0] is None  # seat 1 claims one


def _minimax(state):
    """Plain minimax over every legal move (seat 0's value), for small positions."""
    if state.is_terminal():
        return outcome_values(state)[0]
    vals = [_minimax(state.apply(a)) for a in state.legal_actions()]
    return max(vals) if state.current_player == 0 else min(vals)


@pytest.mark.parametrize("seed", range(6))
def test_exact_solver_agrees_with_plain_minimax(seed):
    rng = random.Random(seed)
    s = new_game(2)
    while s.is_terminal() or s.board.count(EMPTY) > 7:
        if s.is_terminal():
            s = new_game(2)
        s = s.apply(greedy_action(s, rng) if rng.random() < 0.8 else rng.choice(s.legal_actions()))
    assert KNOWLEDGE.exact(s, 7) == [_minimax(s), 1 - _minimax(s)]
    assert KNOWLEDGE.exact(s, 3) is None if s.board.count(EMPTY) > 3 else True


def test_fast_rollout_board_follows_the_engine():
    """The rollout's private board agrees with the engine move by move."""
    rng = random.Random(11)
    for players in (2, 3, 5):
        s = new_game(players)
        sim = _Sim(s)
        g = s.geometry
        while not sim.over:
            i, z = sim.policy(rng)
            action = (g.cells[i], None if z is None else g.cells[z])
            assert action in s.legal_actions()
            sim.place(i, z)
            s = s.apply(action)
            assert tuple(sim.board) == s.board and sim.held == list(s.held)
            assert sim.over == s.is_terminal()
            if not sim.over:
                assert sim.cur == s.current_player
        assert sim.scores() == s.scores()
        assert len(rollout_scores(new_game(players), rng)) == players


def test_search_restricted_to_moves_the_ordering_pruned_still_answers():
    """The root solver may find a sacrifice (a gift) best while safe moves exist; the
    ordering prunes gifts then, and the search must still play among the solver's moves."""
    from game.ai.search import Budget, mcts

    s = from_picture(PICTURE, pool=5)
    gifts = [a for a, _ in classify(s)[3]]
    assert not set(gifts) & set(KNOWLEDGE.order(s, s.legal_actions()))
    result = mcts(s, KNOWLEDGE, Budget(60, None), random.Random(1), only=gifts[:2])
    assert result.action in gifts[:2]


# Fault rule, pool empty, the seat to move holds nothing: only the claim of the
# missed zone around (1, 1) is legal (the audit's 7x7 position, held [20, 0]).
EMPTY_HANDED = dict(pool=0, held=[20, 0], current_player=1, fault_rule=True, claims=[(1, 1)])


@pytest.mark.parametrize(
    "picture",
    [
        ["*.*....", "***....", ".*.....", "...N...", ".......", ".......", "......."],
        ["*.*####", "***####", ".*.####", "###N###", "#######", "####..*", "#####*."],
    ],
)
def test_a_seat_with_nothing_to_place_is_only_offered_the_claim(picture):
    from game.ai.stars_knowledge import _solver_moves

    s = from_picture(picture, **EMPTY_HANDED)
    assert s.legal_actions() == [(None, (1, 1))]
    assert classify(s) == ([], [], [], [])
    assert _solver_moves(s) == [(None, (1, 1))]
    assert KNOWLEDGE.order(s, s.legal_actions()) == [(None, (1, 1))]
    for seed in range(40):
        assert KNOWLEDGE.slip(s, random.Random(seed)) is None
    for level in (1, 2, 3):
        for seed in range(8):
            assert choose(s, level, seed=seed) == (None, (1, 1))


def test_the_exact_solver_never_places_for_a_seat_with_nothing_to_place():
    # few empty cells, so level 3 solves it; the other seat then has to claim too
    s = from_picture(["*.*####", "***####", ".*.####", "###N###", "#######", "####..*", "#####*."], **EMPTY_HANDED)
    v = KNOWLEDGE.exact(s, 20)
    assert v is not None and abs(sum(v) - 1.0) < 1e-9
