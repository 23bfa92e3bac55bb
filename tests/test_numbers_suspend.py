"""A Black Hole (numbers) game survives the window closing: kept on quit, offered and restored."""
import json

import pygame
import pytest

from game import IllegalMove
from scenes.numbers import ENTRY
from scenes.numbers.config import PERSON, MatchConfig
from scenes.numbers.play import NumbersPlay, demo_scene
from scenes.numbers.saved import game_from_json, game_to_json
from tests.helpers import make_app, press_key, quit_window, settle, step_real

PEOPLE = MatchConfig("quick", (PERSON, PERSON), "least", starter=1)


def start(app, config, seed=5):
    scene = NumbersPlay(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene



def saved_file(home):
    return home / "data" / "suspended.json"


def nothing_saved(home):
    return not saved_file(home).exists() or json.loads(saved_file(home).read_text()) == {}



def test_closed_window_keeps_board_and_turn(tmp_path):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        assert scene.cursor.focus == (2, 1)
        press_key(app, pygame.K_RETURN)                  # Sky's 1 in the middle
        press_key(app, pygame.K_RIGHT)
        assert scene.cursor.focus == (2, 2)
        press_key(app, pygame.K_RETURN)                  # Gold's 1
        press_key(app, pygame.K_LEFT)
        press_key(app, pygame.K_LEFT)
        assert scene.cursor.focus == (2, 0)
        press_key(app, pygame.K_RETURN)                  # Sky's 2
        before = scene.state
        assert before.moves == 3 and before.mark_at((2, 0)) == (0, 2)
        assert before.current_player == 1 and before.next_number == 2
        history = list(scene.history)
    finally:
        quit_window(app)
    saved = json.loads(saved_file(tmp_path).read_text())
    assert saved["game"] == "numbers"
    assert saved["data"]["moves"] == [[2, 1], [2, 2], [2, 0]]
    assert saved["data"]["config"] == PEOPLE.to_json()

    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Black Hole Numbers"
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, NumbersPlay) and app.scene_names() == ["title", "numbers"]
        assert scene.config == PEOPLE and not scene.demo
        assert scene.state == before and scene.history == history
        assert scene.state.current_player == 1 and scene.person_to_move()
        assert scene.config.name(scene.state.current_player) == "Gold"
        assert scene.cursor.focus == (2, 0)
        assert any("Welcome back" in t.text for t in app.toasts)
        assert app.peek_suspended() is None
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.scenes[0].items)
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)   # the undo history came back too
        assert scene.state == history[-2] and scene.state.mark_at((2, 0)) is None
        press_key(app, pygame.K_UP)                          # play goes on
        cell = scene.cursor.focus
        assert cell[0] == 1
        press_key(app, pygame.K_RETURN)
        assert scene.state.mark_at(cell) == (0, 2) and scene.state.moves == 3   # Sky's 2 again
    finally:
        app.close()


def test_resumed_on_the_computers_turn_the_computer_moves(tmp_path):
    app = make_app("--seed", "4", home=str(tmp_path))
    try:
        scene = start(app, MatchConfig("quick", (PERSON, 1), "most", starter=0))
        press_key(app, pygame.K_RETURN)
        assert scene.state.current_player == 1              # the computer starts thinking ...
    finally:
        quit_window(app)                                     # ... and the window closes
    app = make_app(home=str(tmp_path))
    try:
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, NumbersPlay) and scene.state.moves == 1
        step_real(app, lambda: scene.state.moves == 2)
        assert scene.state.current_player == 0 and scene.person_to_move()
    finally:
        app.close()


def test_corrupt_saved_game_starts_a_new_one_with_a_notice(tmp_path):
    (tmp_path / "data").mkdir(parents=True)
    bad = game_to_json(PEOPLE, [(2, 1), (2, 1)])             # the same circle twice
    saved_file(tmp_path).write_text(json.dumps({"game": "numbers", "data": bad}))
    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Black Hole Numbers"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.stack.top.name == "numbers_setup"
        assert any("could not be restored" in t.text for t in app.toasts)
        assert app.peek_suspended() is None
    finally:
        app.close()


def good():
    return game_to_json(PEOPLE, [(2, 1), (2, 2), (2, 0)])


@pytest.mark.parametrize("spoil, error", [
    (lambda d: d.update(version=2), ValueError),
    (lambda d: d.pop("moves"), KeyError),
    (lambda d: d.pop("config"), KeyError),
    (lambda d: d.update(moves="e4"), ValueError),
    (lambda d: d.update(moves=[]), ValueError),
    (lambda d: d["moves"].append([3]), ValueError),
    (lambda d: d["moves"].append([1, True]), ValueError),
    (lambda d: d["moves"].append(["1", "0"]), ValueError),
    (lambda d: d["moves"].append([9, 9]), IllegalMove),
    (lambda d: d["moves"].append([2, 2]), IllegalMove),              # already written
    (lambda d: d["config"].update(size="huge"), ValueError),
    (lambda d: d["config"].update(levels=[0]), ValueError),
    (lambda d: d["config"].update(levels=[0, 7]), ValueError),
    (lambda d: d["config"].update(levels=[0, 0, 0, 0]), ValueError),
    (lambda d: d["config"].update(starter=2), ValueError),
    (lambda d: d["config"].update(scoring="fewest"), ValueError),
    (lambda d: d["config"].pop("levels"), KeyError),
])
def test_malformed_or_illegal_saves_are_refused(spoil, error):
    data = good()
    config, states = game_from_json(json.loads(json.dumps(data)))
    assert config == PEOPLE and states[-1].mark_at((2, 0)) == (0, 2)
    spoil(data)
    with pytest.raises(error):
        ENTRY.resume(None, data)


def test_a_finished_game_is_refused_and_not_kept(tmp_path):
    config = MatchConfig("quick", (PERSON, PERSON))
    cells = [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1)]   # (4, 0) is the hole
    with pytest.raises(ValueError, match="already over"):
        game_from_json(game_to_json(config, cells))
    app = make_app(home=str(tmp_path))
    try:
        scene = start(app, config)
        assert scene.suspend() is None                         # no move yet: nothing to keep
        for cell in cells:
            assert scene.place(cell)
        assert scene.state.is_terminal() and scene.suspend() is None
    finally:
        quit_window(app)
    assert nothing_saved(tmp_path)


def test_the_demo_saves_nothing(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        demo = demo_scene(app, 11)
        app.stack.push(demo)
        settle(app)
        for _ in range(3):
            assert demo.place(demo.state.legal_actions()[0])
        assert demo.state.moves == 3 and demo.suspend() is None
    finally:
        quit_window(app)
    assert nothing_saved(tmp_path)
    app = make_app(home=str(tmp_path))
    try:
        assert app.peek_suspended() is None
        assert not any(getattr(i, "label", "").startswith("Continue") for i in app.stack.top.items)
    finally:
        app.close()
