"""The shared search and the numbers game's knowledge."""

import pickle
import random
from dataclasses import dataclass

import pytest

from game.ai import choose, knowledge_for, think
from game.ai.numbers_knowledge import KNOWLEDGE, random_finish
from game.ai.search import BaseKnowledge, Budget, decide, mcts, outcome_values
from game.numbers import BOARDS, new_game


def brute_values(state):
    """Max-n by plain recursion over the real states (the solver's oracle)."""
    if state.is_terminal():
        return tuple(outcome_values(state))
    me = state.current_player
    n = state.players
    # the solver's documented tie-break: own value, then worse for the next seats
    return max(
        (brute_values(state.apply(a)) for a in state.legal_actions()),
        key=lambda v: (v[me],) + tuple(-v[(me + k) % n] for k in range(1, n)),
    )


def random_position(name, free, seed, scoring="most"):
    rng = random.Random(seed)
    s = new_game(name, scoring)
    while s.board.size - s.moves > free:
        s = s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("name", ["normal2", "quick3", "normal3"])
@pytest.mark.parametrize("scoring", ["most", "least"])
def test_exact_solver_matches_brute_force(name, scoring):
    for seed in range(4):
        s = random_position(name, 6, seed, scoring)
        assert tuple(KNOWLEDGE.exact(s, 6)) == brute_values(s)


def test_exact_respects_its_size_limit():
    s = random_position("normal2", 8, 1)
    assert KNOWLEDGE.exact(s, 7) is None
    assert KNOWLEDGE.exact(s, 8) is not None


@pytest.mark.parametrize("scoring", ["most", "least"])
def test_quick_game_is_a_draw_with_perfect_play(scoring):
    assert KNOWLEDGE.exact(new_game("quick2", scoring), 9) == [0.5, 0.5]


@pytest.mark.parametrize("scoring", ["most", "least"])
@pytest.mark.parametrize("ai_seat", [pytest.param(0, marks=pytest.mark.slow), 1])  # seat 0 searches a second each
def test_level3_never_gives_away_the_quick_game(scoring, ai_seat):
    """Every level-3 move keeps the exact value it had (a draw or better),
    against a random opponent and against a perfect one."""
    for opponent in ("random", "perfect"):
        rng = random.Random(ai_seat * 10 + len(scoring))
        s = new_game("quick2", scoring)
        while not s.is_terminal():
            if s.current_player == ai_seat:
                before = KNOWLEDGE.exact(s, 9)[ai_seat]
                s = s.apply(choose(s, 3, seed=rng.randrange(1000)))
                after = KNOWLEDGE.values(s) if s.is_terminal() else KNOWLEDGE.exact(s, 9)
                assert after[ai_seat] >= before
            elif opponent == "random":
                s = s.apply(rng.choice(s.legal_actions()))
            else:
                me = s.current_player
                s = max(
                    (s.apply(a) for a in s.legal_actions()),
                    key=lambda c: KNOWLEDGE.values(c)[me] if c.is_terminal() else KNOWLEDGE.exact(c, 9)[me],
                )
        assert ai_seat in s.winners()


@pytest.mark.parametrize("name", list(BOARDS))
def test_choose_returns_a_legal_move_at_every_level(name):
    s = random_position(name, 9, 3)
    for level in (1, 2, 3):
        assert choose(s, level, seed=level) in s.legal_actions()
    with pytest.raises(ValueError):
        choose(s, 4)


def test_level3_takes_a_forced_win():
    # search a few random late positions for one the mover can win; level 3
    # must pick a winning move every time
    found = 0
    for seed in range(40):
        s = random_position("normal2", 7, seed)
        me = s.current_player
        wins = [a for a in s.legal_actions() if KNOWLEDGE.exact(s.apply(a), 7)[me] == 1.0]
        if wins and len(wins) < len(s.legal_actions()):
            assert choose(s, 3, seed=seed, timed=False) in wins
            found += 1
    assert found >= 3


def test_level1_slips_and_varies():
    s = new_game("normal2").apply((2, 1))
    picks = {choose(s, 1, seed=k, timed=False) for k in range(30)}
    assert len(picks) >= 4


def test_level1_is_reproducible_from_its_seed():
    s = random_position("normal3", 20, 9)
    assert choose(s, 1, seed=5, timed=False) == choose(s, 1, seed=5, timed=False)


def test_random_finish_matches_random_play_distribution():
    """The fast playout is uniform random play: compare win rates."""
    s = random_position("quick2", 6, 2)
    rng = random.Random(0)
    fast = sum(random_finish(s, rng)[0] for _ in range(4000)) / 4000
    slow = 0.0
    for _ in range(4000):
        t = s
        while not t.is_terminal():
            t = t.apply(rng.choice(t.legal_actions()))
        slow += outcome_values(t)[0]
    assert abs(fast - slow / 4000) < 0.05


def test_knowledge_is_found_from_the_state_module():
    assert knowledge_for(new_game()) is KNOWLEDGE
    with pytest.raises(TypeError):
        knowledge_for(object())


def test_think_reports_exact_values_near_the_end():
    s = random_position("normal2", 6, 4)
    r = think(s, 3, seed=1, timed=False)
    assert r.exact is not None and set(r.exact) == set(s.legal_actions())


def test_states_and_actions_survive_the_worker_boundary():
    s = random_position("quick3", 10, 1)
    t = pickle.loads(pickle.dumps(s))
    assert choose(t, 1, seed=2, timed=False) == choose(s, 1, seed=2, timed=False)


# -- the search is game-agnostic: a game it has never seen ----------------------


@dataclass(frozen=True)
class Nim:
    """Take 1-3 from a heap; who takes the last one wins."""

    heap: int
    current_player: int = 0
    players: int = 2

    def legal_actions(self):
        return [k for k in (1, 2, 3) if k <= self.heap]

    def apply(self, k):
        return Nim(self.heap - k, 1 - self.current_player)

    def is_terminal(self):
        return self.heap == 0

    def scores(self):
        return [0, 0] if self.heap else [int(self.current_player == 1), int(self.current_player == 0)]

    def winners(self):
        return [1 - self.current_player] if self.is_terminal() else []


class NimSolver(BaseKnowledge):
    def exact(self, state, budget):
        return [1.0, 0.0] if (state.heap % 4 != 0) == (state.current_player == 0) else [0.0, 1.0]


@pytest.mark.parametrize("heap", [5, 6, 7, 9, 10, 11])
def test_mcts_finds_the_nim_move_with_rollouts_only(heap):
    r = mcts(Nim(heap), BaseKnowledge(), Budget(3000), random.Random(1))
    assert (heap - r.action) % 4 == 0


def test_decide_uses_the_exact_hook():
    r = decide(Nim(23), NimSolver(), Budget(0, exact=99), random.Random(1))
    assert r.action == 3 and r.exact[3] == [1.0, 0.0]


def test_paranoid_three_seats_runs():
    @dataclass(frozen=True)
    class Race:
        """Three seats add 1 or 2 to a counter; who reaches 7 wins."""

        total: int = 0
        current_player: int = 0
        players: int = 3

        def legal_actions(self):
            return [] if self.total >= 7 else [1, 2]

        def apply(self, k):
            return Race(self.total + k, (self.current_player + 1) % 3)

        def is_terminal(self):
            return self.total >= 7

        def scores(self):
            return [0, 0, 0]

        def winners(self):
            return [(self.current_player - 1) % 3] if self.is_terminal() else []

    # from 5, adding 2 wins at once
    for paranoid in (False, True):
        r = mcts(Race(5), BaseKnowledge(), Budget(500, paranoid=paranoid), random.Random(2))
        assert r.action == 2
