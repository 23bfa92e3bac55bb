"""This evening's tally: who won how many at this table, counted on across "Play again" and
shown on the result, in both text sizes."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.play.evening import count_win, tally_line
from tests.text_sizes import TEXT_SIZES
from tools.harness.helpers import click, make_app, settle, step_until
from tools.harness.tour import capture, entry, in_result, key, layout_problems, numbers_json, push, set_text_size


class _App:
    def __init__(self) -> None:
        self.evening: dict = {}


def test_wins_count_per_table_and_a_draw_for_nobody():
    app = _App()
    assert tally_line(app, "numbers", ["Gold", "Sky"]) == ""
    count_win(app, "numbers", ["Gold", "Sky"], [1])
    count_win(app, "numbers", ["Gold", "Sky"], [1])
    count_win(app, "numbers", ["Gold", "Sky"], [0, 1])  # level: a draw
    count_win(app, "numbers", ["Gold", "Sky"], [0])
    assert tally_line(app, "numbers", ["Gold", "Sky"]) == "Tonight: Sky 2  Gold 1"
    assert tally_line(app, "numbers", ["Gold", "Rose"]) == ""  # another line-up starts anew
    assert tally_line(app, "stars", ["Gold", "Sky"]) == ""


def _tally_text(app) -> str:
    rec = capture(app)
    assert not layout_problems(app, rec), layout_problems(app, rec)
    return next((t.text for t in rec.texts if t.text.startswith("Tonight:")), "")


# Large is the harder fit and runs in `make test`; Normal with the slow tests (a whole game each)
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_result_says_tonights_wins_and_play_again_counts_on(text_size):
    app = make_app()
    try:
        set_text_size(app, text_size)
        data, move = numbers_json()
        push(app, entry("numbers").resume(app, data))
        scene = app.stack.top
        x, y = scene.layout.centres[move]
        click(app, (int(x), int(y)))
        key(app, pygame.K_RETURN)
        step_until(app, lambda: in_result(app), 900)
        app.step(400)  # past the victory moment
        names = scene.table_names()
        first = [names[w] for w in scene.session.result().winners]
        line = _tally_text(app)
        assert line.startswith("Tonight:") and all(f"{n} 1" in line for n in first), line
        scene.play_again()
        app.step(1)  # the change is asked for at the frame's end
        settle(app)
        again = app.stack.top
        assert again is not scene and again.table_names() == names
        rng = random.Random(3)
        while not again.session.is_over():
            again.play(rng.choice(again.state.legal_actions()))
            app.step(1)
        step_until(app, lambda: in_result(app), 1500)
        app.step(400)
        wins = dict.fromkeys(names, 0)
        for s in (scene, again):
            for w in s.session.result().winners:
                wins[names[w]] += 1
        line = _tally_text(app)
        assert all(f"{n} {k}" in line for n, k in wins.items()), (line, wins)
    finally:
        app.close()
