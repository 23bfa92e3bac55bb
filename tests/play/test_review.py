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
    assert winners == [0]  # the blunder handed Gold the game
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


def _blunder_game_played_to_the_end(app):
    """blunder_game() played by two people in the app's numbers scene, up to its
    result: the scene, the moves and the end blunder_game() expects."""
    from scenes.numbers.config import PERSON, MatchConfig
    from scenes.play.entries import entry
    from tools.harness.helpers import settle, step_until

    moves, end = blunder_game()
    scene = entry("numbers").new_game(app, MatchConfig("quick", (PERSON, PERSON)), seed=3)
    app.stack.push(scene)
    settle(app)
    for _, move in moves:
        scene.play(move)
    step_until(app, lambda: scene.in_result, 900)
    return scene, moves, end


def test_reviewing_a_finished_numbers_game_in_the_app():
    import pygame

    from tools.harness.helpers import make_app, press_key, step_real

    app = make_app()
    try:
        scene, moves, _ = _blunder_game_played_to_the_end(app)
        labels = [label for label, _, _ in scene.result_choices()]
        assert labels[-1] == "Review the game"
        press_key(app, pygame.K_h)  # H / Y: review
        assert scene.review is not None and scene.state == moves[0][0]
        step_real(app, lambda: not scene.review.todo, 60)
        assert scene.review.headline().startswith("Move 4 decided it: Sky's mistake")
        for _ in range(3):
            press_key(app, pygame.K_RIGHT)
        assert scene.state == moves[3][0] and "mistake" in scene.review.line()
        assert scene.cursor.focus == scene.review.current.best  # the better move, shown
        press_key(app, pygame.K_ESCAPE)  # leave the review: the result again
        assert scene.review is None and scene.in_result and scene.state.is_terminal()
    finally:
        app.close()


def test_a_finished_game_is_kept_for_review_from_the_setup_screen():
    import pygame

    from scenes.numbers.play import NumbersPlay
    from scenes.numbers.setup import NumbersSetup
    from tools.harness.helpers import make_app, press_key, settle

    app = make_app()
    try:
        _, _, end = _blunder_game_played_to_the_end(app)
        recent = app.stats.get("numbers.recent")
        assert len(recent) == 1 and recent[0]["summary"] == "Gold won"
        app.stack.replace(NumbersSetup(app))
        settle(app)
        setup = app.stack.top
        [item.action for item in setup.items if getattr(item, "label", "") == "Review a recent game"][0]()
        settle(app)
        assert app.stack.top.name == "recent_games"
        press_key(app, pygame.K_RETURN)
        settle(app)
        again = app.stack.top
        assert isinstance(again, NumbersPlay) and again.review is not None and again.in_result
        assert again.session.states[-1] == end
    finally:
        app.close()
