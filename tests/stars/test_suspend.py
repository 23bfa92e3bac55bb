"""A Black Holes match is kept after every move: quit to title, a crash or the window
closing all leave it to Continue from the title, with its undo history."""

import json

import pygame
import pytest

from game import IllegalMove
from game.midend import Session
from game.stars import BACKEND
from scenes.stars import ENTRY
from scenes.stars import ENTRY as STARS
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness.helpers import make_app, press_key, quit_window, settle, step_real

demo_scene = STARS.demo

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


def test_quit_to_title_then_continue_gives_the_same_position_and_undo(tmp_path):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        for cell in CELLS:
            place_by_keyboard(app, scene, cell)
        before = scene.state
        assert before.held == (0, 4) and before.hole_centres() == [(6, 1)] and before.current_player == 0
        states = list(scene.session.states)
        press_key(app, pygame.K_ESCAPE)  # pause
        settle(app)
        for _ in range(3):
            press_key(app, pygame.K_DOWN)  # Quit to title
        press_key(app, pygame.K_RETURN)
        settle(app)
        again = continue_from_title(app)
        assert isinstance(again, StarsPlay) and again is not scene
        assert app.scene_names() == ["title", "stars"]
        assert again.config == PEOPLE and again.state == before and again.session.states == states
        assert again.message_text.startswith("Welcome back")
        assert again.snapshot().log[-1][0] == "Sky makes a black hole: +4"
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # the undo history came back too
        assert again.state == states[-2]
        place_by_keyboard(app, again, (0, 5))  # play goes on
        assert again.state.cell((0, 5)) != 0
    finally:
        app.close()


def test_a_kept_game_survives_a_crash(tmp_path):
    app = make_app("--seed", "3", home=str(tmp_path))
    scene = start(app, PEOPLE)
    place_by_keyboard(app, scene, (6, 0))
    before = scene.state
    app.kept.flush()  # the crash comes after the save has landed
    app.data_lock.release()  # a crash: the OS lets go of the data folder's lock
    second = make_app(home=str(tmp_path))  # the first app never closed
    try:
        again = continue_from_title(second)
        assert isinstance(again, StarsPlay) and again.state == before
    finally:
        app.worker.close()  # the "crashed" app only leaves its worker
        second.close()


def test_closed_window_keeps_the_game(tmp_path):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        place_by_keyboard(app, scene, (6, 0))
        before = scene.state
    finally:
        quit_window(app)
    app = make_app(home=str(tmp_path))
    try:
        assert continue_from_title(app).state == before
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


OLD_FORMAT = {
    "version": 1,
    "config": {"levels": [0, 0], "fault_rule": False, "teaching": True, "starter": 0},
    "size": 7,
    "teaching": True,
    "moves": [[[6, 0], None]],
}


@pytest.mark.parametrize(
    "data", [OLD_FORMAT, {"game": "stars", "version": 1, "options": {}, "seed": 1, "moves": [[[3, 3], None]]}]
)
def test_an_old_or_bad_kept_file_is_set_aside_with_a_notice(tmp_path, data):
    app = make_app(home=str(tmp_path))
    try:
        path = app.kept.path("stars")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data))
        app.stack.top.refresh()
        continue_from_title(app)
        assert app.stack.top.name == "stars_setup"
        assert any("could not be restored" in t.text for t in app.toasts)
        assert not path.exists()
    finally:
        app.close()


def good():
    session = Session.new(BACKEND, PEOPLE.to_json(), 7)
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


def test_a_finished_game_is_not_kept(tmp_path):
    # Gold fills the zone around (2,3) with her third star: the NOVA falls in and the game ends
    moves = [((2, 2), None), ((0, 0), None), ((2, 4), None), ((0, 6), None), ((2, 3), (2, 3))]
    app = make_app(home=str(tmp_path))
    try:
        scene = start(app, StarsConfig((PERSON, PERSON)))
        for move in moves[:-1]:
            assert scene.play(move)
        assert app.kept.flush() and app.kept.path("stars").exists()  # saves land on the writer thread
        assert scene.play(moves[-1])
        assert scene.state.is_terminal() and scene.suspend() is None
        assert app.kept.flush() and not app.kept.path("stars").exists()
    finally:
        quit_window(app)
    app = make_app(home=str(tmp_path))
    try:
        assert "stars" not in app.kept.keys()
    finally:
        app.close()


def test_the_demo_saves_nothing(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        demo = demo_scene(app, 11)
        app.stack.push(demo)
        settle(app)
        demo.turns.cancel()
        for _ in range(3):
            assert demo.play(demo.state.legal_actions()[0])
        assert demo.session.moves and demo.suspend() is None
    finally:
        quit_window(app)
    app = make_app(home=str(tmp_path))
    try:
        assert "stars" not in app.kept.keys()
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.top.items)
    finally:
        app.close()
