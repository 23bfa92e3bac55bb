"""Black Holes' board says whose by shape as well as colour: the mover's lit zone and
cursor star, the captured stars flying to a tally, the black holes."""

import random

import pytest

from game.midend import Session
from game.stars import BACKEND
from scenes.framework import draw
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness.helpers import make_app, settle
from tools.harness.tour import set_text_size


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_each_seat_to_move_sees_its_shape_on_the_board(monkeypatch, text_size):
    """In 4-6 seat games the lit zone and the cursor star were the mover's colour only."""
    app = make_app("--game", "stars")
    try:
        set_text_size(app, text_size)
        settle(app)
        config = StarsConfig((PERSON,) * 6)
        scene = StarsPlay(app, config, session=Session.new(BACKEND, config.options(), 1))
        app.stack.push(scene)
        settle(app)
        drawn: list[tuple[int, tuple[int, int], int]] = []
        real = draw.seat_shape

        def spy(surface, seat, centre, size, *rest, **kw):
            drawn.append((seat, tuple(centre), size))
            return real(surface, seat, centre, size, *rest, **kw)

        monkeypatch.setattr(draw, "seat_shape", spy)
        rng = random.Random(4)
        seen = set()
        for _ in range(6):
            mover = scene.state.current_player
            empty = [c for c in scene.layout.cells() if scene.state.cell(c) == 0]
            scene.cursor.focus_on(rng.choice(empty))
            app.step(2)
            drawn.clear()
            app.step(1)
            board = scene.layout.rect_all
            want = draw.seat_of(config.colour(mover), mover)
            on_board = [s for s, c, z in drawn if board.collidepoint(c) and z >= 7]
            assert want in on_board, (mover, on_board)
            seen.add(want)
            scene.session.play(rng.choice(sorted(scene.state.legal_actions(), key=repr)))
            app.step(2)
        assert seen == set(range(6))
    finally:
        app.close()
