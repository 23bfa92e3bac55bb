"""Random playouts for 2-6 players: the invariants of docs/RULES.md section 1 hold at every step."""

import random

import pytest

from game import IllegalMove
from game.stars import EMPTY, NOVA, STAR, new_game, total_stars, zone_cells


def _full_zones_through(state, cell):
    """Brute force: zones holding `cell` that would be full with a star there and no swallowed cell."""
    out = []
    for centre in zone_cells(state.size, cell):
        members = zone_cells(state.size, centre)
        if all(m == cell or state.cell(m) in (STAR, NOVA) for m in members):
            out.append(centre)
    return sorted(out)


def _check(state, total):
    size = state.size
    assert state.total_stars() == total, "stars were created or lost"
    nova_on_board = sum(1 for v in state.board if v == NOVA)
    assert nova_on_board + (state.nova_owner is not None) == 1
    assert state.scores() == [h + (5 if state.nova_owner == p else 0) for p, h in enumerate(state.held)]
    assert min(state.held) >= 0 and state.pool >= 0
    # black holes: disjoint zones, exactly the swallowed cells
    swallowed = set()
    for centre, seat in state.holes:
        zone = set(zone_cells(size, centre))
        assert not zone & swallowed, "two black holes share a cell"
        swallowed |= zone
        assert 0 <= seat < state.players
    assert swallowed == set(state.swallowed_cells())
    assert len(state.holes) <= (10 if size == 7 else 18)
    acts = state.legal_actions()
    assert (acts == []) == state.is_terminal()
    if state.is_terminal():
        reasons = [state.nova_owner is not None, EMPTY not in state.board, state.out.count(False) < 2]
        assert any(reasons), "the game ended for no reason"
    else:
        assert not state.out[state.current_player]
        assert state.stars_to_place() > 0 or state.claims
        assert EMPTY in state.board
        # every empty cell is playable, with exactly the zones it completes
        for cell in state.empty_cells():
            if not state.stars_to_place():
                break
            here = sorted(a[1] for a in acts if a[0] == cell and a[1] is not None)
            assert here == _full_zones_through(state, cell)
            assert ((cell, None) in acts) == (state.fault_rule or not here)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("fault_rule", [False, True])
def test_random_playouts_keep_every_invariant(players, fault_rule):
    rng = random.Random(players * 10 + fault_rule)
    games = 12 if players <= 3 else 6
    ended = {"nova": 0, "full": 0, "out": 0}
    for _ in range(games):
        state = new_game(players, fault_rule=fault_rule)
        total = total_stars(state.size)
        _check(state, total)
        while not state.is_terminal():
            acts = state.legal_actions()
            # an illegal action is refused and changes nothing
            bad = (rng.choice(state.star_cells() or [(99, 99)]), None)
            with pytest.raises(IllegalMove):
                state.apply(bad)
            before = state
            state = state.apply(rng.choice(acts))
            assert before.legal_actions() == acts
            _check(state, total)
        if state.nova_owner is not None:
            ended["nova"] += 1
        elif EMPTY not in state.board:
            ended["full"] += 1
        else:
            ended["out"] += 1
    assert sum(ended.values()) == games


def test_many_fast_random_games_reach_every_kind_of_end():
    """Thousands of random games are cheap; all three endings happen."""
    rng = random.Random(7)
    ended = {"nova": 0, "full": 0, "out": 0}
    for k in range(500):
        state = new_game(2 + k % 5, fault_rule=k % 4 == 0)
        while not state.is_terminal():
            state = state.apply(rng.choice(state.legal_actions()))
        if state.nova_owner is not None:
            ended["nova"] += 1
        elif EMPTY not in state.board:
            ended["full"] += 1
        else:
            ended["out"] += 1
    assert all(ended.values()), ended
