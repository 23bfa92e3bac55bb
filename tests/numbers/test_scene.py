"""The numbers scenes driven through the real app: keyboard, mouse, controller."""

import json
import time

import pygame
import pytest

from scenes.couch.join import SeatBinding
from scenes.numbers import ENTRY as NUMBERS
from scenes.numbers.config import PERSON, MatchConfig
from scenes.numbers.play import NumbersPlay
from scenes.numbers.setup import NumbersSetup
from scenes.numbers.view import PLACE_BUTTON, tallies
from scenes.play.entries import entry
from tools.harness.helpers import click, make_app, move_mouse, pad_press, press_key, settle, step_real, step_until
from tools.harness.vpad import VirtualPad

demo_scene = NUMBERS.demo


@pytest.fixture
def app():
    a = make_app("--game", "numbers")
    settle(a)
    yield a
    a.close()


def start_play(app, config):
    scene = entry("numbers").new_game(app, config, seed=1)
    app.stack.push(scene)
    settle(app)
    assert app.stack.top is scene
    return scene


def centre(scene, cell):
    return scene.layout.centres[cell]


def test_setup_menu_by_keyboard_then_two_people_join_a_quick_game(app):
    setup = app.stack.top
    assert isinstance(setup, NumbersSetup)
    labels = [getattr(i, "label", "") for i in setup.items]
    assert labels[:3] == ["Board", "Winner", "Who starts"] and "Players" not in labels
    press_key(app, pygame.K_RIGHT)  # Board: Quick
    for _ in range(3):
        press_key(app, pygame.K_DOWN)  # Winner, Who starts, Start
    press_key(app, pygame.K_RETURN)
    settle(app)
    join = app.stack.top
    assert join.name == "join" and join.max_seats == 3
    press_key(app, pygame.K_RETURN)  # the keyboard takes Gold
    press_key(app, pygame.K_RETURN)  # ... and Sky: hot-seat
    press_key(app, pygame.K_p)  # start
    settle(app)
    play = app.stack.top
    assert isinstance(play, NumbersPlay) and play.state.board.name == "quick2"
    assert play.config.levels == (PERSON, PERSON) and play.seating.shared
    assert app.stats.get("numbers.setup")["board"] == "quick2"
    assert app.stack.names()[-2:] == ["title", "numbers"]


def test_three_seats_join_and_an_absent_starter_is_random(app):
    setup = app.stack.top
    assert setup.items[2].options[:3] == ("Gold", "Sky", "Rose")
    for _ in range(2):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_LEFT)  # First: Rose (from Gold, wrapping past Random)
    press_key(app, pygame.K_LEFT)
    assert setup.items[2].value == "Rose"
    assert setup.config((PERSON, 1, 3)).starter == 2 and setup.config((PERSON, 1, 3)).board == "normal3"
    assert {setup.config((PERSON, 2)).starter for _ in range(40)} == {0, 1}
    setup.joined([SeatBinding("kb"), SeatBinding(None, 1), SeatBinding(None, 3)])
    app.step(1)
    settle(app)
    assert app.stack.top.config.levels == (PERSON, 1, 3) and app.stack.top.state.players == 3
    assert app.stats.get("numbers.setup")["starts"] == 2


def test_keyboard_play_places_with_preview_and_refuses_taken_circles(app):
    scene = start_play(app, MatchConfig("quick", (PERSON, PERSON)))
    first = scene.cursor.focus
    press_key(app, pygame.K_RETURN)
    assert scene.state.mark_at(first) == (0, 1)
    press_key(app, pygame.K_RETURN)  # same circle: refused, readable
    assert scene.state.moves == 1 and "already holds" in scene.message_text
    press_key(app, pygame.K_RIGHT)
    assert scene.cursor.focus != first
    second = scene.cursor.focus
    press_key(app, pygame.K_RETURN)
    assert scene.state.mark_at(second) == (1, 1)
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # undo one person move
    assert scene.state.moves == 1 and scene.message_text == ""  # the refusal went with the change
    press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)  # and redo it
    assert scene.state.mark_at(second) == (1, 1)


def test_one_click_places_as_in_every_game_and_a_double_click_places_once(app):
    """Issue 25 item 20: one click placed in Black Holes and Black Box but only selected here."""
    scene = start_play(app, MatchConfig("normal", (PERSON, PERSON)))
    cell = (5, 0)
    click(app, centre(scene, cell))
    assert scene.cursor.focus == cell and scene.state.mark_at(cell) == (0, 1)
    other = (4, 3)
    move_mouse(app, centre(scene, other))
    assert scene.state.moves == 1  # pointing previews, it does not place
    click(app, PLACE_BUTTON.center)  # the Place button places at the focus
    assert scene.state.mark_at(other) == (1, 1)
    third = (3, 0)
    click(app, centre(scene, third), frames=0)
    click(app, centre(scene, third))  # a double-click out of habit: one number, no refusal
    assert scene.state.moves == 3 and scene.state.mark_at(third) == (0, 2)
    assert scene.message_text == ""


def test_controller_moves_and_places(app):
    scene = start_play(app, MatchConfig("quick", (PERSON, PERSON)))
    with VirtualPad("xbox") as pad:
        app.step(2)
        start = scene.cursor.focus
        pad_press(app, pad, "up")
        assert scene.cursor.focus != start
        target = scene.cursor.focus
        pad_press(app, pad, "a")
        assert scene.state.mark_at(target) == (0, 1)


def test_computer_answers_through_the_worker_after_a_pause(app):
    scene = start_play(app, MatchConfig("quick", (PERSON, 1)))
    press_key(app, pygame.K_RETURN)
    assert scene.state.moves == 1
    submitted = scene.clock
    step_real(app, lambda: scene.state.moves == 2)
    assert scene.clock - submitted >= 0.7  # a readable pause, never instant
    assert scene.state.current_player == 0


def test_the_end_collapses_counts_and_offers_a_rematch(app):
    scene = start_play(app, MatchConfig("quick", (PERSON, PERSON)))
    for cell in [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1)]:
        scene.cursor.focus_on(cell)
        press_key(app, pygame.K_RETURN)
    assert scene.state.hole() == (4, 0) and not scene.in_result
    app.step(30)
    assert tallies(scene.snapshot()) == [0, 0]  # nothing counted while the hole opens
    step_until(app, lambda: scene.in_result, 600)
    snap = scene.snapshot()
    assert tallies(snap) == scene.state.scores() == [4, 4]  # (3,0)=Gold 4, (3,1)=Sky 4
    assert snap.result == "Draw!"
    # the scoring circles keep their numbers on the final board
    assert all(scene.state.mark_at(c) is not None for c in snap.collapse.pulls)
    play_again = scene.result_buttons()[0]
    click(app, play_again.center)
    settle(app)
    again = app.stack.top
    assert isinstance(again, NumbersPlay) and again is not scene
    assert again.config.starter == 1 and again.state.moves == 0


def test_skip_collapse_with_confirm_and_new_setup(app):
    scene = start_play(app, MatchConfig("quick", (PERSON, PERSON), "least"))
    for cell in [(4, 0), (3, 0), (3, 1), (2, 0), (2, 1), (2, 2), (1, 0), (1, 1)]:
        scene.cursor.focus_on(cell)
        press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RETURN, frames=3)
    assert scene.in_result
    assert scene.snapshot().result in ("Gold wins!", "Sky wins!", "Draw!")
    press_key(app, pygame.K_TAB)
    settle(app)
    assert isinstance(app.stack.top, NumbersSetup)


def test_pause_and_rules_from_the_game(app):
    start_play(app, MatchConfig("quick", (PERSON, 2)))
    press_key(app, pygame.K_p)
    settle(app)
    assert app.stack.top.name == "pause"
    pause = app.stack.top
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.name == "rules" and len(app.stack.top.pages) >= 4
    for _ in range(4):
        press_key(app, pygame.K_RIGHT, frames=2)  # diagrams draw without error
    assert pause in app.stack.scenes


def test_demo_scene_plays_itself_and_ends(app):
    scene = demo_scene(app, 3)
    assert scene.demo and all(lv > 0 for lv in scene.config.levels)
    scene.on_enter()
    canvas = pygame.Surface((640, 360))
    end = time.monotonic() + 20
    while scene.state.moves < 1 and time.monotonic() < end:
        app.step(1)
        scene.update(1 / 60)
        scene.draw(canvas)
        time.sleep(0.005)
    assert scene.state.moves >= 1
    # finish the game by hand: the demo must announce itself over afterwards
    scene.turns.cancel()
    while not scene.state.is_terminal():
        scene.play(scene.state.legal_actions()[0])
    for _ in range(60 * 12):
        scene.update(1 / 60)
        if scene.demo_over:
            break
    scene.draw(canvas)
    assert scene.demo_over
    scene.on_close()


def test_config_round_trips_and_rejects_nonsense():
    cfg = MatchConfig("quick", (PERSON, 3, 1), "least", 2)
    assert MatchConfig.from_json(cfg.to_json()) == cfg
    assert cfg.level_of(0) == PERSON and cfg.name(0) == "Gold"
    assert MatchConfig.from_options(cfg.options()) == cfg and cfg.options()["first"] == 2
    assert MatchConfig.from_json({"size": "huge"}) == MatchConfig()
    assert MatchConfig.from_json({"size": "quick", "levels": [0, 9], "scoring": "most", "starter": 0}) == MatchConfig()


@pytest.mark.parametrize(
    ("row", "shown"),
    [({"first": 1}, "Sky"), ({"first": 3}, "Random"), ({}, "Rose")],  # a file of before the row: the starter
)
def test_a_settings_file_of_the_old_names_is_read_into_the_options_names(user_home, row, shown):
    """A stats.json from before the memory took the options' names (``size``, ``starter``, the
    "Who starts" row as ``first``) opens the setup as it was left and is kept in the new names."""
    lessons = {"numbers.lessons": {"done": [], "offered": True}}
    old = {"size": "quick", "levels": [0, 1, 3], "scoring": "least", "starter": 2, **row}
    stats = user_home / "data" / "stats.json"
    stats.parent.mkdir(parents=True, exist_ok=True)
    stats.write_text(json.dumps({**lessons, "numbers.setup": old}))
    app = make_app("--game", "numbers")
    try:
        settle(app)
        setup = app.stack.top
        assert isinstance(setup, NumbersSetup) and not list(stats.parent.glob("*.corrupt-*"))
        assert [setup.items[i].value for i in range(3)] == ["Quick", "Least points", shown]
        kept = {"board": "quick3", "scoring": "least", "first": 2, "levels": [0, 1, 3]}
        assert app.stats.get("numbers.setup") == {**kept, "starts": row.get("first", -1)}
        if shown != "Random":  # the row's seat starts
            assert setup.config((PERSON, 1, 3)).to_json() == {**kept, "first": ("Gold", "Sky", "Rose").index(shown)}
        setup.joined([SeatBinding("kb"), SeatBinding(None, 1)])  # two seats this time: the memory changes
        settle(app)
        on_disk = json.loads(stats.read_text())["numbers.setup"]
        assert "size" not in on_disk and "starter" not in on_disk and on_disk["board"] == "quick2"
    finally:
        app.close()
