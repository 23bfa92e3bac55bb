"""A Black Holes match survives the window closing: kept on quit, offered and restored on the title."""
import json

import pygame
import pytest

from game import IllegalMove
from scenes.stars import ENTRY
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay, demo_scene
from scenes.stars.saved import game_from_json, game_to_json
from tests.helpers import make_app, press_key, quit_window, settle, step_real

PEOPLE = StarsConfig((PERSON, PERSON), fault_rule=False, teaching=True, starter=1)
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



def saved_file(home):
    return home / "data" / "suspended.json"



def test_closed_window_keeps_board_pool_held_stars_and_turn(tmp_path):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        for cell in CELLS:
            place_by_keyboard(app, scene, cell)
        press_key(app, pygame.K_h)                           # teaching marks off mid-match
        before = scene.state
        assert len(scene.moves) == 5 and before.held == (0, 4) and before.hole_centres() == [(6, 1)]
        assert before.current_player == 0 and not scene.teaching
        history = list(scene.history)
    finally:
        quit_window(app)
    saved = json.loads(saved_file(tmp_path).read_text())
    assert saved["game"] == "stars" and saved["data"]["moves"][2] == [[6, 1], [6, 1]]

    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Black Holes"
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, StarsPlay) and app.scene_names() == ["title", "stars"]
        assert scene.config == PEOPLE and not scene.teaching
        s = scene.state
        assert s == before and s.board == before.board and s.pool == before.pool
        assert s.held == (0, 4) and s.current_player == 0
        assert scene.history == history and scene.collapses == []
        assert [t for t, _ in scene.log][-2:] == ["Sky makes a black hole: +4", "Welcome back: as you left it"]
        assert app.peek_suspended() is None
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.scenes[0].items)
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)   # the undo history came back too
        assert scene.state == history[-2] and scene.moves == [((6, 0), None), ((6, 2), None),
                                                              ((6, 1), (6, 1)), ((0, 0), None)]
        place_by_keyboard(app, scene, (0, 5))                # play goes on
        assert scene.state.cell((0, 5)) != 0 and scene.state.current_player == 0
    finally:
        app.close()


def test_resumed_on_the_computers_turn_the_computer_moves(tmp_path):
    app = make_app("--seed", "4", home=str(tmp_path))
    try:
        scene = start(app, StarsConfig((PERSON, 1), starter=0))
        place_by_keyboard(app, scene, (2, 3))
        assert scene.state.current_player == 1              # the computer starts thinking ...
    finally:
        quit_window(app)                                     # ... and the window closes
    app = make_app(home=str(tmp_path))
    try:
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, StarsPlay) and len(scene.moves) == 1
        step_real(app, lambda: len(scene.moves) == 2)
        assert scene.state.current_player == 0 and scene.person_to_move()
    finally:
        app.close()


def test_corrupt_saved_game_starts_a_new_one_with_a_notice(tmp_path):
    (tmp_path / "data").mkdir(parents=True)
    bad = game_to_json(PEOPLE, 7, True, [((6, 0), None), ((3, 3), None)])   # a star on the NOVA
    saved_file(tmp_path).write_text(json.dumps({"game": "stars", "data": bad}))
    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Black Holes"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.stack.top.name == "stars_setup"
        assert any("could not be restored" in t.text for t in app.toasts)
        assert app.peek_suspended() is None
    finally:
        app.close()


def good():
    return game_to_json(PEOPLE, 7, True, [((6, 0), None), ((6, 2), None), ((6, 1), (6, 1))])


@pytest.mark.parametrize("spoil, error", [
    (lambda d: d.update(version=2), ValueError),
    (lambda d: d.pop("moves"), KeyError),
    (lambda d: d.update(moves="e4"), ValueError),
    (lambda d: d["moves"].append([[6, 3]]), ValueError),
    (lambda d: d["moves"].append([[6, True], None]), ValueError),
    (lambda d: d["moves"].append([None, None]), ValueError),
    (lambda d: d["moves"].append([[9, 9], None]), IllegalMove),
    (lambda d: d["moves"].append([None, [6, 1]]), IllegalMove),         # a claim without the fault rule
    (lambda d: d["moves"].insert(2, [[6, 1], None]), IllegalMove),      # the choice was left out
    (lambda d: d["config"].update(levels=[0]), ValueError),
    (lambda d: d["config"].update(levels=[0, 7]), ValueError),
    (lambda d: d["config"].update(starter=2), ValueError),
    (lambda d: d["config"].update(fault_rule="yes"), ValueError),
    (lambda d: d.update(size=9), ValueError),
    (lambda d: d.update(teaching=None), ValueError),
])
def test_malformed_or_illegal_saves_are_refused(spoil, error):
    data = good()
    assert game_from_json(json.loads(json.dumps(data)))[2][2] == ((6, 1), (6, 1))
    spoil(data)
    with pytest.raises(error):
        ENTRY.resume(None, data)


def test_a_finished_game_is_refused_and_not_kept(tmp_path):
    # Gold fills the zone around (2,3) with her third star: the NOVA falls in and the game ends
    moves = [((2, 2), None), ((0, 0), None), ((2, 4), None), ((0, 6), None), ((2, 3), (2, 3))]
    with pytest.raises(ValueError, match="already over"):
        game_from_json(game_to_json(StarsConfig((PERSON, PERSON)), 7, True, moves))
    app = make_app(home=str(tmp_path))
    try:
        scene = start(app, StarsConfig((PERSON, PERSON)))
        for move in moves:
            assert scene.act(move)
        assert scene.state.is_terminal() and scene.suspend() is None
    finally:
        quit_window(app)
    assert not saved_file(tmp_path).exists() or json.loads(saved_file(tmp_path).read_text()) == {}


def test_the_demo_saves_nothing(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        demo = demo_scene(app, 11)
        app.stack.push(demo)
        settle(app)
        for _ in range(3):
            assert demo.act(demo.state.legal_actions()[0])
        assert demo.moves and demo.suspend() is None
    finally:
        quit_window(app)
    assert not saved_file(tmp_path).exists() or json.loads(saved_file(tmp_path).read_text()) == {}
    app = make_app(home=str(tmp_path))
    try:
        assert app.peek_suspended() is None
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.top.items)
    finally:
        app.close()
