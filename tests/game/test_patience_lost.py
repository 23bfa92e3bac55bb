"""'Where was it lost?': the last position of a lost game from which a win still existed."""

from game.patience import Position, random_deal, solve
from game.patience.lost import last_winnable, winnable


def a_game_thrown_away(seed: int = 1):
    """Follow the solver's win, then at the first chance play a move that loses, then play on."""
    start = Position.from_deal(random_deal(seed))
    line = solve(*start.deal())
    assert line is not None
    pos, moves = start, []
    for move in line:
        bad = [m for m in pos.legal_actions() if m != move and not winnable(pos.apply(m))]
        if bad:
            moves.append(bad[0])
            pos = pos.apply(bad[0])
            break
        moves.append(move)
        pos = pos.apply(move)
    else:
        raise AssertionError("no losing move on this line")
    thrown_at = len(moves) - 1
    while pos.legal_actions():
        moves.append(pos.legal_actions()[0])
        pos = pos.apply(moves[-1])
    assert not pos.is_won()
    return start, moves, thrown_at


def test_the_last_winnable_position_is_where_the_losing_move_was_played():
    start, moves, thrown_at = a_game_thrown_away()
    assert last_winnable(start, moves) == thrown_at
    # the same answer as asking the solver at every position
    positions = [start]
    for m in moves:
        positions.append(positions[-1].apply(m))
    assert max(i for i, p in enumerate(positions) if winnable(p)) == thrown_at


def test_a_deal_that_could_never_be_won_has_no_such_position():
    from game.patience import pysol_deal

    start = Position.from_deal(pysol_deal(1))  # proven lost (docs/PATIENCE.md)
    assert last_winnable(start, []) is None


def test_where_was_it_lost_and_retry_from_there_in_the_app():
    import pygame

    from game.midend import Session
    from game.patience import BACKEND, deal_options
    from scenes.patience.play import PatiencePlay
    from tools.harness.helpers import make_app, press_key, settle, step_real

    start, moves, thrown_at = a_game_thrown_away(1)
    app = make_app()
    try:
        session = Session.new(BACKEND, deal_options(), 1)
        assert session.opening == start
        scene = PatiencePlay(app, session)
        app.stack.push(scene)
        settle(app)
        for m in moves:
            scene.play(m)
        step_real(app, lambda: scene.in_result and scene.winnable_from_start() is not None, 90)
        assert [e.label for e in scene.extras()][:2] == ["Show me how", "Where was it lost?"]
        press_key(app, pygame.K_l, unicode="l")
        step_real(app, lambda: scene.lost_after is not None, 90)
        assert scene.lost_after == thrown_at and f"after move {thrown_at}" in scene.message_text
        press_key(app, pygame.K_r, unicode="r")
        settle(app)
        retry = app.stack.top
        assert isinstance(retry, PatiencePlay) and retry is not scene
        assert retry.session.position == thrown_at and retry.session.assisted
        assert retry.position == scene.session.states[thrown_at]
    finally:
        app.close()
