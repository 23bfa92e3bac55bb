"""Patience on the mid-end, through the real app: the result keys, keeping a
game (quit to title, a crash), old saves, and a win after "Show me how"."""

import json
import time

import pygame
import pytest

from game.midend import Session
from game.patience import BACKEND, deal_options, greedy_line, pysol_deal, solve
from scenes.patience import stats
from scenes.patience.play import PatiencePlay
from tools.harness.helpers import make_app, press_key, settle


def wait_for(app, predicate, seconds=60.0):
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, "condition not met in time"
        app.step(1)
        time.sleep(0.002)


def deal(app, number):
    scene = PatiencePlay(app, Session.new(BACKEND, deal_options(deal=number), 0))
    app.stack.replace(scene)
    settle(app)
    return scene


def play_by_keys(app, scene, line):
    """Aim at each pile and press Enter, as a player would."""
    for pile in line:
        scene.cursor.focus_on(pile)
        press_key(app, pygame.K_RETURN)


def lost_but_winnable():
    """A PySolFC deal the solver wins and the greedy line loses."""
    for number in range(2, 40):
        piles, foundation = pysol_deal(number)
        line = greedy_line(piles, foundation)
        if len(line) < 51 and solve(piles, foundation) is not None:
            return number, line
    raise AssertionError("no such deal in 2-39")


@pytest.fixture
def app(tmp_path):
    app = make_app("--game", "patience", "--seed", "4", home=str(tmp_path))
    try:
        yield app
    finally:
        app.close()


@pytest.mark.slow
def test_a_win_of_your_own_after_show_me_how_and_play_again_counts(app):
    number, greedy = lost_but_winnable()
    scene = deal(app, number)
    scene.playback.pace = 0.05  # a brisker playback for the test
    play_by_keys(app, scene, greedy)
    wait_for(app, lambda: scene.in_result and scene.winnable_from_start() is not None)
    assert scene.snapshot().result.title == "NO MORE MOVES"
    assert stats.read(app.stats, "classic")["played"] == 1
    press_key(app, pygame.K_h)  # Show me how
    assert not scene.in_result and scene.playback and scene.session.assisted
    wait_for(app, lambda: scene.message_text == "" or scene.playback)
    assert scene.snapshot().message == ""  # nothing said over the playback
    wait_for(app, lambda: scene.in_result)
    assert scene.position.is_won() and scene.snapshot().result.title == "SOLVED"
    assert stats.read(app.stats, "classic") == {"played": 1, "won": 0, "helped": 0, "streak": 0, "best": 0}

    press_key(app, pygame.K_RETURN)  # Play again: the same deal afresh
    settle(app)
    again = app.stack.top
    assert isinstance(again, PatiencePlay) and again is not scene
    assert again.position == scene.session.opening and not again.session.assisted
    play_by_keys(app, again, solve(*pysol_deal(number)))
    wait_for(app, lambda: again.in_result)
    view = again.snapshot().result
    assert view.title == "YOU WON!" and "won 1 of 2" in view.line
    assert "computer" not in view.line
    assert stats.read(app.stats, "classic") == {"played": 2, "won": 1, "helped": 0, "streak": 1, "best": 1}


def test_result_keys_enter_x_and_escape(app):
    scene = deal(app, 27)  # lost before the first move
    wait_for(app, lambda: scene.in_result)
    press_key(app, pygame.K_RETURN)  # A/Enter: the same deal again
    settle(app)
    again = app.stack.top
    assert again is not scene and again.session.options == scene.session.options
    wait_for(app, lambda: again.in_result)
    press_key(app, pygame.K_x)  # X: change setup
    settle(app)
    assert app.scene_names()[-1] == "patience_setup"
    press_key(app, pygame.K_RIGHT)  # variant: All in a Row
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # New random deal
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay) and app.stack.top is not again)
    settle(app)
    fresh = app.stack.top
    assert fresh.session.options == deal_options("all_in_a_row", winnable=True)
    assert app.scene_names() == ["title", "patience"] or app.scene_names()[-2:] == ["title", "patience"]
    again = deal(app, 27)
    wait_for(app, lambda: again.in_result)
    press_key(app, pygame.K_ESCAPE)  # B/Esc: the title
    settle(app)
    assert app.scene_names()[-1] == "title"


def test_result_extras_new_deal_and_deal_number(app):
    scene = deal(app, 27)
    wait_for(app, lambda: scene.in_result)
    press_key(app, pygame.K_g, unicode="g")
    settle(app)
    assert app.scene_names()[-1] == "patience_deal_number"
    press_key(app, pygame.K_9, unicode="9")
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.session.options["deal"] == 9
    scene = deal(app, 27)
    wait_for(app, lambda: scene.in_result)
    press_key(app, pygame.K_n, unicode="n")
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay) and app.stack.top is not scene)
    assert app.stack.top.session.options["deal"] is None


def test_quit_to_title_then_continue_restores_the_position_with_undo(app):
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay))
    settle(app)
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    app.stack.pop()
    settle(app)
    scene = deal(app, 2)
    good = scene.position.legal_actions()
    play_by_keys(app, scene, good[:1])
    second = scene.position.legal_actions()
    play_by_keys(app, scene, second[:1])
    position = scene.position
    press_key(app, pygame.K_ESCAPE)  # pause
    settle(app)
    press_key(app, pygame.K_UP)  # the menu wraps: its last row, Quit to title
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.scene_names()[-1] == "title"
    title = app.stack.top
    assert title.items[0].label == "Continue Black Hole Patience"
    press_key(app, pygame.K_RETURN)
    settle(app)
    resumed = app.stack.top
    assert isinstance(resumed, PatiencePlay) and resumed.position == position
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert resumed.session.position == 1
    assert stats.read(app.stats, "classic")["played"] == 0  # nothing counted until it ends


def test_a_kept_game_survives_a_crash(tmp_path):
    first = make_app("--game", "patience", "--seed", "4", home=str(tmp_path))
    scene = deal(first, 2)
    play_by_keys(first, scene, scene.position.legal_actions()[:1])
    position = scene.position
    first.kept.flush()  # the writer thread has it on disk within milliseconds
    first.data_lock.release()  # a crash: the OS lets go of the data folder's lock
    second = make_app(home=str(tmp_path))  # the first never closed
    try:
        assert second.stack.top.items[0].label == "Continue Black Hole Patience"
        press_key(second, pygame.K_RETURN)
        settle(second)
        assert second.game_state() == position
    finally:
        first.worker.close()  # the crashed app is never closed: only its worker is stopped
        second.close()


def test_an_old_format_save_is_set_aside_with_a_notice(tmp_path):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    old = {
        "record": {
            "variant": "classic",
            "deal_number": 2,
            "seed": None,
            "piles": [],
            "foundation": [],
            "moves": [3],
            "played": 1,
        },
        "assisted": False,
    }
    (saves / "patience.json").write_text(json.dumps(old))
    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Black Hole Patience"
        press_key(app, pygame.K_RETURN)
        wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay))  # a new game instead
        assert any("could not be restored" in t.text for t in app.toasts)
        assert any(p.name.startswith("patience.json.corrupt-") for p in saves.iterdir())
    finally:
        app.close()
