"""Keeping a Black Holes match: what is stars' own. Every way out, Continue with undo, bad saves,
finished games and the demo are the contract suite's (tests/contract), the same for every game."""

import json

import pygame
import pytest

from game import IllegalMove
from game.midend import Session
from game.stars import BACKEND
from scenes.stars import ENTRY
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness.helpers import make_app, press_key, quit_window, settle, step_real

PEOPLE = StarsConfig((PERSON, PERSON), fault_rule=False, starter=1)
# Sky (seat 1) starts: (6,0), (6,2), then Sky's (6,1) fills the bottom-left edge zone
# around (6,1) with the opening star on (5,1): a black hole of 4 for Sky. Then (0,0), (0,6).
CELLS = [(6, 0), (6, 2), (6, 1), (0, 0), (0, 6)]
ARROWS = {(1, 0): pygame.K_DOWN, (-1, 0): pygame.K_UP, (0, 1): pygame.K_RIGHT, (0, -1): pygame.K_LEFT}


def place_by_keyboard(app, scene, cell):
    """Walk the cursor to `cell` with the arrow keys, then Enter."""
    for _ in range(14):
        focus = scene.cursor.focus
        if focus == cell:
            break
        dr, dc = cell[0] - focus[0], cell[1] - focus[1]
        step = (1 if dr > 0 else -1, 0) if dr else (0, 1 if dc > 0 else -1)
        press_key(app, ARROWS[step])
    assert scene.cursor.focus == cell
    press_key(app, pygame.K_RETURN)


def start(app, config, seed=5):
    scene = StarsPlay(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene


def continue_from_title(app):
    assert app.stack.top.name == "title"
    assert app.stack.top.items[0].label == "Continue Black Holes"
    press_key(app, pygame.K_RETURN)
    settle(app)
    return app.stack.top


def test_a_continued_game_says_welcome_back_and_shows_its_log(tmp_path):
    """Stars' own part of Continue (the rest is tests/contract): the log is rebuilt from the moves."""
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        for cell in CELLS:
            place_by_keyboard(app, scene, cell)
        before = scene.state
        assert before.held == (0, 4) and before.hole_centres() == [(6, 1)] and before.current_player == 0
        again = ENTRY.resume(app, json.loads(json.dumps(scene.kept_data())))
        assert isinstance(again, StarsPlay) and again.config == PEOPLE and again.state == before
        assert again.message_text.startswith("Welcome back")
        assert again.snapshot().log[-1][0] == "Sky makes a black hole: +4"
        assert again.cursor.focus == (0, 6)  # on the last star placed
    finally:
        app.close()


def test_resumed_on_the_computers_turn_the_computer_moves(tmp_path):
    app = make_app("--seed", "4", home=str(tmp_path))
    try:
        scene = start(app, StarsConfig((PERSON, 1), starter=0))
        place_by_keyboard(app, scene, (2, 3))
        assert scene.state.current_player == 1  # the computer starts thinking ...
    finally:
        quit_window(app)  # ... and the window closes
    app = make_app(home=str(tmp_path))
    try:
        scene = continue_from_title(app)
        assert isinstance(scene, StarsPlay) and len(scene.session.moves) == 1
        step_real(app, lambda: len(scene.session.moves) == 2)
        assert scene.state.current_player == 0 and scene.person_to_move()
    finally:
        app.close()


def good():
    session = Session.new(BACKEND, PEOPLE.options(), 7)
    for move in [((6, 0), None), ((6, 2), None), ((6, 1), (6, 1))]:
        session.play(move)
    return json.loads(json.dumps(session.to_json()))


@pytest.mark.parametrize(
    "spoil, error",
    [
        (lambda d: d.update(version=2), ValueError),
        (lambda d: d.pop("moves"), ValueError),
        (lambda d: d.update(moves="e4"), ValueError),
        (lambda d: d["moves"].append([[6, 3]]), ValueError),
        (lambda d: d["moves"].append([[6, True], None]), ValueError),
        (lambda d: d["moves"].append([None, None]), ValueError),
        (lambda d: d["moves"].append([[9, 9], None]), IllegalMove),
        (lambda d: d["moves"].append([None, [6, 1]]), IllegalMove),  # a claim without the fault rule
        (lambda d: d["moves"].insert(2, [[6, 1], None]), IllegalMove),  # the choice was left out
        (lambda d: d["options"].update(levels=[0]), ValueError),
        (lambda d: d["options"].update(levels=[0, 7]), ValueError),
        (lambda d: d["options"].update(starter=2), ValueError),
        (lambda d: d["options"].update(fault_rule="yes"), ValueError),
        (lambda d: d["options"].pop("starter"), ValueError),
    ],
)
def test_malformed_or_illegal_saves_are_refused(spoil, error):
    data = good()
    assert Session.from_json(data, {"stars": BACKEND}).moves[2] == ((6, 1), (6, 1))
    spoil(data)
    with pytest.raises(error):
        ENTRY.resume(None, data)
