"""A Black Hole (numbers) game is never lost: quit to title, a closed window, a crash."""

import json

import pygame

from scenes.numbers import ENTRY as NUMBERS
from scenes.numbers.config import PERSON, MatchConfig
from scenes.numbers.play import NumbersPlay
from tools.harness.helpers import make_app, press_key, quit_window, settle, step_until

demo_scene = NUMBERS.demo

PEOPLE = MatchConfig("quick", (PERSON, PERSON), "least", starter=1)


def start(app, config, seed=5):
    scene = NumbersPlay.new(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene


def kept_file(home):
    return home / "data" / "saves" / "numbers.json"


def play_three(app, scene):
    assert scene.cursor.focus == (2, 1)
    press_key(app, pygame.K_RETURN)  # Sky's 1 in the middle
    press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_RETURN)  # Gold's 1
    press_key(app, pygame.K_LEFT)
    press_key(app, pygame.K_LEFT)
    press_key(app, pygame.K_RETURN)  # Sky's 2
    assert scene.state.moves == 3 and scene.state.mark_at((2, 0)) == (1, 2)


def continue_from_title(app):
    title = app.stack.top
    assert title.name == "title" and title.items[0].label == "Continue Black Hole Numbers"
    press_key(app, pygame.K_RETURN)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, NumbersPlay)
    return scene


def test_quit_to_title_keeps_the_game_and_continue_restores_it_with_undo(tmp_path):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        play_three(app, scene)
        before = scene.state
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        assert app.stack.top.name == "pause"
        for _ in range(3):
            press_key(app, pygame.K_DOWN)  # Resume, Rules, Settings, Quit to title
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.scene_names() == ["title"]
        again = continue_from_title(app)
        assert again.state == before and again.config == PEOPLE
        assert app.game_state() == before
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
        assert again.state.moves == 2 and again.state.mark_at((2, 0)) is None
        app.kept.flush()  # saves land on the writer thread
        saved = json.loads(kept_file(tmp_path).read_text())
        assert saved["moves"] == [[2, 1], [2, 2]] and saved["redo"] == [[2, 0]]
    finally:
        quit_window(app)


def test_a_crash_after_a_move_loses_nothing(tmp_path):
    first = make_app("--seed", "3", home=str(tmp_path))
    scene = start(first, PEOPLE)
    play_three(first, scene)
    before = scene.state
    first.kept.flush()  # the crash comes after the save has landed
    # no close(): the process died here. A new start finds the game.
    first.data_lock.release()  # a crash: the OS lets go of the data folder's lock
    second = make_app(home=str(tmp_path))
    try:
        assert continue_from_title(second).state == before
    finally:
        quit_window(second)
        first.running = False


def test_an_old_or_damaged_save_is_set_aside_with_a_notice(tmp_path):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    old = {"version": 1, "config": PEOPLE.to_json(), "moves": [[2, 1]]}  # the first round's format
    (saves / "numbers.json").write_text(json.dumps(old))
    app = make_app(home=str(tmp_path))
    try:
        press_key(app, pygame.K_RETURN)  # Continue Black Hole Numbers
        settle(app)
        assert not kept_file(tmp_path).exists()
        assert [p.name for p in saves.iterdir() if p.name.startswith("numbers.json.corrupt-")]
        assert any("could not be restored" in t.text for t in app.toasts)
        assert app.stack.top.name == "numbers_setup"  # a new game starts instead
    finally:
        quit_window(app)


def test_a_finished_game_is_forgotten_and_the_demo_keeps_nothing(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        demo = demo_scene(app, 4)
        demo.turns.cancel()
        demo.play(demo.state.legal_actions()[0])
        assert not kept_file(tmp_path).exists() and demo.suspend() is None
        scene = start(app, PEOPLE)
        scene.play((2, 1))
        assert app.kept.flush() and kept_file(tmp_path).exists()
        while not scene.state.is_terminal():
            scene.play(scene.state.legal_actions()[0])
        step_until(app, lambda: scene.in_result, 900)
        assert app.kept.flush() and not kept_file(tmp_path).exists()
        assert app.stats.get("numbers.record") is None  # two people: no lone person's record
    finally:
        quit_window(app)


def test_starting_numbers_again_while_one_is_kept_asks_first(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        scene = start(app, PEOPLE)
        scene.play((2, 1))
        app.stack.pop_to("title")
        settle(app)
        title = app.stack.top
        labels = [getattr(i, "label", "") for i in title.items]
        index = labels.index("Black Hole Numbers")
        title.items[index].action()
        settle(app)
        assert app.stack.top.name == "confirm"
        press_key(app, pygame.K_DOWN)  # "Abandon it, start anew"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.kept.flush()
        assert app.stack.top.name == "numbers_setup" and not kept_file(tmp_path).exists()
    finally:
        quit_window(app)
