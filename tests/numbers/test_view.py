"""The numbers board's drawing: a written number says whose it is by shape as well as colour."""

import random

import pygame
import pytest

from scenes.framework import draw
from scenes.numbers.config import PERSON, MatchConfig
from scenes.play.entries import entry
from tools.harness.helpers import make_app, settle
from tools.harness.tour import set_text_size


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_every_written_number_carries_its_seats_shape(monkeypatch, text_size):
    """Gold, Sky and Rose discs differed only by colour (Gold and Rose read alike to some)."""
    app = make_app("--game", "numbers")
    try:
        set_text_size(app, text_size)
        settle(app)
        scene = entry("numbers").new_game(app, MatchConfig("normal", (PERSON, PERSON, PERSON), "most", 0), seed=1)
        app.stack.push(scene)
        settle(app)
        rng = random.Random(2)
        for _ in range(12):
            scene.session.play(rng.choice(sorted(scene.session.state.legal_actions(), key=repr)))
        app.step(30)
        drawn: list[tuple[int, tuple[int, int], int]] = []
        real = draw.seat_shape

        def spy(surface, seat, centre, size, *rest, **kw):
            drawn.append((seat, tuple(centre), size))
            return real(surface, seat, centre, size, *rest, **kw)

        monkeypatch.setattr(draw, "seat_shape", spy)
        app.step(1)
        state, lay = scene.session.state, scene.layout
        seats_seen = set()
        for cell in state.board.cells:
            mark = state.mark_at(cell)
            if mark is None:
                continue
            disc = lay.rect(cell).inflate(8, 8)
            mine = [(s, c, z) for s, c, z in drawn if disc.collidepoint(c)]
            want = draw.seat_of(scene.config.colour(mark[0]), mark[0])
            assert any(s == want and z >= 11 for s, _, z in mine), (cell, mark, mine)
            seats_seen.add(want)
        assert seats_seen == {0, 1, 2}
    finally:
        app.close()


def test_the_seat_sign_stays_clear_of_the_numbers_ink(monkeypatch):
    from scenes.numbers.circles import INK_ON_SEAT, draw_mark

    calls: list[pygame.Rect] = []
    real = draw.seat_shape
    monkeypatch.setattr(draw, "seat_shape", lambda *a, **k: calls.append(real(*a, **k)) or calls[-1])
    for radius in (20, 23, 28, 31):  # the panel's next disc, the boards' discs
        for number in (1, 7, 10):
            calls.clear()
            bare = pygame.Surface((120, 120))
            draw_mark(bare, (60, 60), radius, draw.SEAT_COLOURS[2], number)
            ink = [(x, y) for x in range(120) for y in range(120) if bare.get_at((x, y))[:3] == INK_ON_SEAT]
            draw_mark(pygame.Surface((120, 120)), (60, 60), radius, draw.SEAT_COLOURS[2], number, seat=2)
            assert calls and calls[0].w >= 11
            (cx, cy), reach = calls[0].center, calls[0].w // 2 + 2  # with its dark round backing
            hit = [(x, y) for x, y in ink if (x - cx) ** 2 + (y - cy) ** 2 <= reach**2]
            assert ink and not hit, (radius, number, calls[0], hit)
