"""Game review on the quick numbers board, where the solver gives exact values for every move."""
from game.ai import budget_for, knowledge_for
from game.ai.search import solve_root
from game.numbers import new_game
from game.review import forced_from, review_move, turning_point


def exact_values(state):
    knowledge = knowledge_for(state)
    exact = solve_root(state, knowledge, budget_for(knowledge, state, 3).exact)
    assert exact is not None
    me = state.current_player
    return {a: v[me] for a, v in exact.items()}


def blunder_game():
    """Gold plays the solver's best move; Sky plays its worst one at its second turn."""
    state, moves = new_game("quick2"), []
    while not state.is_terminal():
        values = exact_values(state) if state.moves < 7 else {a: 0.5 for a in state.legal_actions()}
        pick = min if (state.current_player == 1 and state.moves == 3) else max
        move = pick(sorted(values), key=lambda a: values[a])
        moves.append((state, move))
        state = state.apply(move)
    return moves, state


def test_every_move_is_graded_and_the_blunder_is_the_turning_point():
    moves, end = blunder_game()
    reviews = [review_move(s, m, n, seed=n) for n, (s, m) in enumerate(moves, 1)]
    assert all(r.exact for r in reviews[:7])
    blunder = reviews[3]
    assert blunder.seat == 1 and blunder.grade == "mistake" and blunder.loss > 0.25
    assert blunder.reason and blunder.best != blunder.played
    assert all(r.grade == "best" for r in reviews[:3])
    winners = end.winners()
    assert winners == [0]                                    # the blunder handed Gold the game
    assert turning_point(reviews, winners) == blunder
    assert forced_from(reviews, winners) is not None and forced_from(reviews, winners) <= 5


def test_a_clean_game_has_no_turning_point():
    state, reviews = new_game("quick2"), []
    n = 0
    while not state.is_terminal():
        values = exact_values(state) if state.moves < 7 else {a: 0.5 for a in state.legal_actions()}
        move = max(sorted(values), key=lambda a: values[a])
        n += 1
        reviews.append(review_move(state, move, n, seed=n))
        state = state.apply(move)
    assert turning_point(reviews, state.winners()) is None
