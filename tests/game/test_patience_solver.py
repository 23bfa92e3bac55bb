"""The Black Hole solver: exact against plain search, known PySolFC verdicts."""

import random

import pytest

from game.patience import Position, SolverStats, exhaustive, greedy_line, pysol_deal, replay_wins, solve, solve_ranks
from game.patience.cards import N_RANKS, rank_of
from game.patience.solver import ANY, FITTING, RESTART_BASE, _Board, _restarts, _without_last_cards, walk_feasible


def _ranks(piles):
    return [[rank_of(c) for c in p] for p in piles]


def test_deal_1_has_no_win_found_within_8_positions():
    stats = SolverStats()
    assert solve(*pysol_deal(1), stats) is None
    assert stats.positions <= 8


def test_deal_27_has_no_legal_first_move():
    piles, foundation = pysol_deal(27)
    assert Position.from_deal((piles, foundation)).legal_actions() == []
    assert solve(piles, foundation) is None


@pytest.mark.parametrize("number", [2, 3, 4, 5])
def test_winnable_deals_return_a_line_that_replays_to_a_win(number):
    piles, foundation = pysol_deal(number)
    line = solve(piles, foundation)
    assert line is not None and len(line) == 51
    assert replay_wins(_ranks(piles), rank_of(foundation[-1]), line)
    pos = Position.from_deal((piles, foundation))
    for pile in line:
        pos = pos.apply(pile)
    assert pos.is_won()


def _reduced_deal(rng, winnable_bias):
    """A few piles dealt from a shuffled deck; some built backwards from a walk
    so that a fair share of them can be won."""
    n_piles = rng.randint(2, 6)
    height = rng.randint(1, 3)
    deck = [r for r in range(N_RANKS) for _ in range(4)]
    start = rng.choice([ANY, rng.randrange(N_RANKS)])
    if winnable_bias:
        # walk the rank cycle from the start, then stack the cards so that the
        # walk order is playable: the first card played goes on top last
        f = rng.randrange(N_RANKS) if start == ANY else start
        walk = []
        if start == ANY:
            walk.append(f)
        while len(walk) < n_piles * height:
            f = (f + rng.choice((1, -1))) % N_RANKS
            walk.append(f)
        piles = [[] for _ in range(n_piles)]
        for card in reversed(walk):
            open_piles = [p for p in piles if len(p) < height]
            rng.choice(open_piles).append(card)
        return piles, start
    rng.shuffle(deck)
    return [deck[i * height : (i + 1) * height] for i in range(n_piles)], start


def test_solver_agrees_with_plain_exhaustive_search_on_reduced_decks():
    rng = random.Random(20261130)
    wins = losses = 0
    for trial in range(500):
        piles, start = _reduced_deal(rng, trial % 2 == 0)
        truth = exhaustive(piles, start)
        line = solve_ranks(piles, start)
        assert (line is not None) == truth, (piles, start)
        if line is not None:
            assert replay_wins(piles, start, line)
            wins += 1
        else:
            losses += 1
    assert wins > 100 and losses > 100  # both verdicts were really exercised


def test_restarts_keep_the_solver_exact():
    rng = random.Random(99)
    seen_verdicts = set()
    for trial in range(300):
        piles, start = _reduced_deal(rng, trial % 2 == 0)
        stats = SolverStats()
        line = solve_ranks(piles, start, stats, restart_base=1)  # a restart every position
        assert (line is not None) == exhaustive(piles, start)
        if line is not None:
            assert replay_wins(piles, start, line)
        seen_verdicts.add(line is not None)
    assert seen_verdicts == {True, False}
    # a real deal through many restarts still finds its win
    piles, _ = pysol_deal(2)
    line = solve_ranks(_ranks(piles), 0, restart_base=3)
    assert line is not None and replay_wins(_ranks(piles), 0, line)


def test_walk_feasibility_matches_search_on_loose_cards():
    rng = random.Random(7)
    for _ in range(400):
        cnt = [rng.choice((0, 0, 1, 1, 2)) for _ in range(N_RANKS)]
        while sum(cnt) > 8:
            cnt[rng.randrange(N_RANKS)] = 0
        f = rng.randrange(N_RANKS)
        loose = [[r] for r in range(N_RANKS) for _ in range(cnt[r])]
        assert walk_feasible(cnt, f) == exhaustive(loose, f)


def test_solver_handles_all_in_a_row():
    small = [["5C", "4D"], ["6H"]]  # 4D 5C 6H or 6H 5C 4D
    line = solve(small, [])
    assert line == [0, 0, 1] or line == [1, 0, 0]
    assert solve([["5C", "9D"], ["6H"]], []) is None
    wins = 0
    for number in range(1, 6):
        piles, foundation = pysol_deal(number, "all_in_a_row")
        line = solve(piles, foundation)
        if line is not None:
            assert len(line) == 52 and replay_wins(_ranks(piles), ANY, line)
            wins += 1
    assert wins >= 1


def test_greedy_line_is_legal_and_ends_stuck():
    piles, foundation = pysol_deal(1)
    line = greedy_line(piles, foundation)
    pos = Position.from_deal((piles, foundation))
    for pile in line:
        pos = pos.apply(pile)
    assert pos.is_terminal() and not pos.is_won()


def _memo_brute_force(piles, start):
    """An independent exact search: every (top rank, pile heights) once, no
    pruning, no symmetry, no move order; shares no code with the solver."""
    memo = {}

    def won(top, heights):
        if not any(heights):
            return True
        key = (top, heights)
        if key not in memo:
            memo[key] = False
            for i, h in enumerate(heights):
                fits = h and (top == ANY or (piles[i][h - 1] - top) % N_RANKS in (1, N_RANKS - 1))
                if fits and won(piles[i][h - 1], heights[:i] + (h - 1,) + heights[i + 1 :]):
                    memo[key] = True
                    break
        return memo[key]

    return won(start, tuple(len(p) for p in piles))


def _deck_deal(rng, n_piles, height, all_in_a_row, from_walk):
    """n_piles of `height` cards: from a shuffled real deck (four of each
    rank), or stacked from a random walk of the hole (winnable) with two cards
    then swapped half the time (often a near miss)."""
    deck = [r for r in range(N_RANKS) for _ in range(4)]
    rng.shuffle(deck)
    start = ANY if all_in_a_row else deck.pop()
    if not from_walk:
        return [deck[i * height : (i + 1) * height] for i in range(n_piles)], start
    f = rng.randrange(N_RANKS) if start == ANY else start
    walk = [f] if start == ANY else []
    while len(walk) < n_piles * height:
        f = (f + rng.choice((1, -1))) % N_RANKS
        walk.append(f)
    piles = [[] for _ in range(n_piles)]
    for card in reversed(walk):
        rng.choice([p for p in piles if len(p) < height]).append(card)
    if rng.random() < 0.5:
        a, b = rng.sample(range(n_piles), 2)
        piles[a][rng.randrange(height)], piles[b][rng.randrange(height)] = (
            piles[b][rng.randrange(height)],
            piles[a][rng.randrange(height)],
        )
    return piles, start


@pytest.mark.parametrize("all_in_a_row", [False, True])
def test_verdicts_match_memoised_brute_force_on_reduced_deals(all_in_a_row):
    rng = random.Random(1744 + all_in_a_row)
    verdicts = []
    for trial in range(150):
        n_piles = rng.randint(4, 6) if all_in_a_row else rng.randint(5, 8)
        height = 4 if all_in_a_row else 3
        piles, start = _deck_deal(rng, n_piles, height if trial % 3 else 2, all_in_a_row, trial % 2 == 0)
        truth = _memo_brute_force(piles, start)
        line = solve_ranks(piles, start)
        assert (line is not None) == truth, (piles, start)
        if line is not None:
            assert replay_wins(piles, start, line)
        verdicts.append(truth)
    assert 10 < sum(verdicts) < len(verdicts) - 10  # wins and losses both checked


def test_pysol_deals_1_to_30_verdicts_and_lines():
    """Black-hole-solver (C) finds no win for exactly these deals of 1-30."""
    lost = set()
    for number in range(1, 31):
        piles, foundation = pysol_deal(number)
        line = solve(piles, foundation)
        if line is None:
            lost.add(number)
        else:
            assert replay_wins(_ranks(piles), rank_of(foundation[-1]), line), number
    assert lost == {1, 25, 27, 29}


def test_hints_along_a_winning_line_all_win_and_replay():
    """Every position on a winning line is winnable; each hint must replay."""
    piles, foundation = pysol_deal(4)
    line = solve(piles, foundation)
    pos = Position.from_deal((piles, foundation))
    for step, pile in enumerate(line):
        if step % 5 == 0:
            p2, f2 = pos.deal()
            hint = solve(p2, f2)
            assert hint is not None and replay_wins(_ranks(p2), rank_of(f2[-1]), hint)
        pos = pos.apply(pile)
    assert pos.is_won()


def _one_direction(piles, start, backwards):
    """The solver's search in one direction only (no alternation)."""
    R = [tuple(p) for p in piles]
    st = SolverStats()
    if backwards:
        board = _Board([p[::-1] for p in R], st, ANY, None if start == ANY else start, backwards=True)
    else:
        board = _Board(R, st, start, None)
    return _restarts([board], RESTART_BASE), st.positions


@pytest.mark.parametrize("all_in_a_row", [False, True])
def test_each_direction_alone_is_exact(all_in_a_row):
    """The backwards search (piles upside down, the last card must fit the
    foundation) reaches the same verdicts as brute force, and its lines,
    read forwards, replay to a win."""
    rng = random.Random(400 + all_in_a_row)
    verdicts = set()
    for trial in range(120):
        piles, start = _deck_deal(rng, rng.randint(4, 7), 3 if trial % 3 else 2, all_in_a_row, trial % 2 == 0)
        truth = _memo_brute_force(piles, start)
        for backwards in (False, True):
            line, _ = _one_direction(piles, start, backwards)
            assert (line is not None) == truth, (piles, start, backwards)
            if line is not None:
                assert replay_wins(piles, start, line), (piles, start, backwards)
        verdicts.add(truth)
    assert verdicts == {True, False}


def test_a_deal_lost_late_forwards_is_proven_lost_backwards_in_few_positions():
    """PySolFC deal 400 fills over two million positions forwards before the
    proof; played backwards it dies within a few thousand."""
    piles, foundation = pysol_deal(400)
    R = _ranks(piles)
    back_line, back_positions = _one_direction(R, 0, backwards=True)
    assert back_line is None and back_positions < 20_000
    stats = SolverStats()
    assert solve(piles, foundation, stats) is None
    assert stats.positions < 3 * back_positions + 3 * RESTART_BASE


def _kept_plays(tops, heights, hole=3):
    """The piles `_without_last_cards` keeps when pile i shows rank tops[i] with
    heights[i] cards, all of them playable, the hole showing `hole`."""
    topmask = [0] * (N_RANKS + 2)
    for i, r in enumerate(tops):
        topmask[r] |= 1 << i
    m = (1 << len(tops)) - 1
    last = sum(1 << i for i, h in enumerate(heights) if h == 1)
    kept = _without_last_cards(m, last, topmask, FITTING[hole])
    return [i for i in range(len(tops)) if kept >> i & 1]


def test_a_pile_s_last_card_is_not_tried_beside_a_same_rank_card_with_cards_under_it():
    # the hole shows a 4; pile 0 is a lone 5, pile 1 a 5 on a 9: only pile 1's 5
    # is tried (the lone 5 can always be played instead of the other later)
    stats = SolverStats()
    assert solve_ranks([[4], [8, 4]], 3, stats) is None
    assert stats.positions == 1
    assert _kept_plays(tops=[4, 4], heights=[1, 2]) == [1]
    # two lone 5s, or a 5 and a lone 3: both stay choices
    assert _kept_plays(tops=[4, 4], heights=[1, 1]) == [0, 1]
    assert _kept_plays(tops=[2, 4], heights=[1, 2]) == [0, 1]
    # from an empty hole any rank fits: the lone 5 still gives way, the lone 3 not
    assert _kept_plays(tops=[4, 4, 2], heights=[1, 2, 1], hole=ANY) == [1, 2]
    # from an empty hole (All in a Row) too: the lone 5 waits, and still wins
    assert solve_ranks([[4], [5, 4]], ANY) == [1, 1, 0]
