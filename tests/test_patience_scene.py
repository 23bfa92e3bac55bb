"""The patience scene driven like a player would: keyboard, mouse, controller."""
import json
import time

import pygame
import pytest

from game.patience import GameRecord, greedy_line, pysol_deal, solve
from scenes.patience import stats
from scenes.patience.play import PatiencePlay, button_rects, demo_scene
from tests.helpers import click, make_app, move_mouse, pad_press, press_key, settle, step_until
from tests.vpad import VirtualPad


@pytest.fixture
def app():
    app = make_app("--game", "patience", "--seed", "4")
    try:
        yield app
    finally:
        app.close()


def wait_for(app, predicate, seconds=60.0):
    """Step frames until ``predicate()`` holds: by the clock, since the worker
    process runs in real time however slowly a loaded machine steps frames."""
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, "condition not met in time"
        app.step(1)


def deal(app, number):
    """Put PySolFC deal `number` on the table and return its scene."""
    scene = PatiencePlay(app, GameRecord.pysol(number))
    app.stack.replace(scene)
    settle(app)
    assert app.stack.top is scene
    return scene


def playable_and_not(scene):
    pos = scene.position
    good = pos.legal_moves()
    bad = [i for i, p in enumerate(pos.piles) if p and i not in good]
    return good, bad


def test_game_opens_from_the_registry(app):
    assert app.scene_names()[-1] == "patience"
    scene = app.stack.top
    assert len(scene.position.piles) == 17 and scene.position.top == "AS"


def test_keyboard_aims_plays_undoes_and_redoes(app):
    scene = deal(app, 2)
    first = scene.cursor.focus
    press_key(app, pygame.K_RIGHT)
    assert scene.cursor.focus not in (None, first)
    good, bad = playable_and_not(scene)
    scene.cursor.focus_on(bad[0])
    press_key(app, pygame.K_RETURN)
    assert scene.record.played == 0 and scene.shake[0] == bad[0]
    assert "does not fit" in scene.message
    scene.cursor.focus_on(good[0])
    press_key(app, pygame.K_RETURN)
    assert scene.record.played == 1 and scene.flights
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.record.played == 0
    press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert scene.record.played == 1
    press_key(app, pygame.K_BACKSPACE)
    assert scene.record.played == 0
    app.step(40)                       # flights land
    assert not scene.flights
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names()[-1] == "pause"


def test_mouse_hover_aims_and_click_plays(app):
    scene = deal(app, 2)
    good, bad = playable_and_not(scene)
    target = scene.top_rect(good[0]).center
    move_mouse(app, target)
    assert scene.cursor.focus == good[0]
    click(app, scene.top_rect(bad[0]).center)
    assert scene.record.played == 0 and scene.shake[0] == bad[0]
    click(app, target)
    assert scene.record.played == 1
    click(app, button_rects()["Undo"].center)
    assert scene.record.played == 0
    click(app, button_rects()["Redo"].center)
    assert scene.record.played == 1


def test_controller_plays_undoes_redoes_and_hints(app):
    scene = deal(app, 2)
    good, _ = playable_and_not(scene)
    with VirtualPad("xbox") as pad:
        app.step(2)
        scene.cursor.focus_on(good[0])
        pad_press(app, pad, "a")
        assert scene.record.played == 1
        pad_press(app, pad, "x")
        assert scene.record.played == 0
        pad_press(app, pad, "rb")
        assert scene.record.played == 1
        pad_press(app, pad, "lb")
        assert scene.record.played == 0
        pad_press(app, pad, "y")
        wait_for(app, lambda: scene.hint_pile is not None)
        line = solve(*pysol_deal(2))
        assert scene.position.play(scene.hint_pile) is not None
        assert solve(*scene.position.play(scene.hint_pile).deal()) is not None
        assert line is not None
        pad_press(app, pad, "a")       # the hint moved the cursor onto its pile
        assert scene.record.played == 1


def test_hint_says_no_win_on_a_dead_deal(app):
    scene = deal(app, 1)
    press_key(app, pygame.K_h)
    wait_for(app, lambda: "No win" in scene.message)
    assert scene.hint_pile is None


def test_deal_with_no_first_move_is_lost_at_once_and_says_it_was_never_winnable(app):
    scene = deal(app, 27)
    wait_for(app, lambda: app.scene_names()[-1] == "patience_end")
    assert scene.ended == "lost"
    assert "No one could win" in app.stack.top.subtitle


def test_loss_offers_to_show_how_when_the_deal_was_winnable(app):
    # find a winnable deal that the greedy line loses
    for number in range(2, 40):
        piles, foundation = pysol_deal(number)
        line = greedy_line(piles, foundation)
        if len(line) < 51 and solve(piles, foundation) is not None:
            break
    scene = deal(app, number)
    for pile in line:
        assert scene.play(pile)
    assert scene.ended == "lost"
    wait_for(app, lambda: app.scene_names()[-1] == "patience_end")
    menu = app.stack.top
    assert "could have been won" in menu.subtitle
    assert menu.items[0].label == "Show me how"
    press_key(app, pygame.K_RETURN)
    settle(app)
    wait_for(app, lambda: scene.ended == "won")
    rec = stats.read(app.stats, "classic")
    assert rec["played"] == 1 and rec["won"] == 0           # shown, not won by the player


def test_win_counts_in_stats_and_offers_a_new_deal(app):
    scene = deal(app, 2)
    for pile in solve(*pysol_deal(2)):
        assert scene.play(pile)
    assert scene.ended == "won"
    rec = stats.read(app.stats, "classic")
    assert rec == {"played": 1, "won": 1, "streak": 1, "best": 1}
    step_until(app, lambda: app.scene_names()[-1] == "patience_end", 400)
    press_key(app, pygame.K_RETURN)        # New deal
    settle(app)
    assert isinstance(app.stack.top, PatiencePlay) and app.stack.top is not scene


def test_deal_number_by_keyboard_and_by_pad(app):
    deal(app, 2)
    press_key(app, pygame.K_g, unicode="g")
    settle(app)
    assert app.scene_names()[-1] == "patience_deal_number"
    for ch, key in (("1", pygame.K_1), ("2", pygame.K_2), ("3", pygame.K_3)):
        press_key(app, key, unicode=ch)
    press_key(app, pygame.K_BACKSPACE)       # 12
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.record.deal_number == 12
    with VirtualPad("xbox") as pad:
        app.step(2)
        pad_press(app, pad, "back")          # the game menu
        settle(app)
        assert app.scene_names()[-1] == "patience_menu"
        pad_press(app, pad, "b")
        settle(app)
        press_key(app, pygame.K_g, unicode="g")
        settle(app)
        entry = app.stack.top
        assert entry.value == 12
        pad_press(app, pad, "up")             # 13
        pad_press(app, pad, "left")
        pad_press(app, pad, "up")             # 23
        pad_press(app, pad, "a")
        settle(app)
    assert app.stack.top.record.deal_number == 23
    press_key(app, pygame.K_4, unicode="4")          # digits on the table start the entry
    press_key(app, pygame.K_2, unicode="2")
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.record.deal_number == 42


def test_solve_from_here_plays_the_line_out(app):
    scene = deal(app, 2)
    press_key(app, pygame.K_c, unicode="c")
    wait_for(app, lambda: scene.ended == "won")
    assert scene.position.is_won() and scene.assisted


def test_restart_and_suspend_round_trip(app):
    scene = deal(app, 2)
    good, _ = playable_and_not(scene)
    scene.play(good[0])
    data = scene.suspend()
    from scenes.patience import ENTRY
    resumed = ENTRY.resume(app, data)
    assert resumed.position == scene.position
    press_key(app, pygame.K_r, unicode="r")
    assert scene.record.played == 0 and scene.record.can_redo()


def test_demo_plays_a_game_to_the_end(app):
    demo = demo_scene(app, 11)
    app.stack.push(demo)
    settle(app)
    wait_for(app, lambda: demo.demo_over)
    assert demo.ended in ("won", "lost") and demo.record.played > 0


def test_a_long_hint_shows_the_spinner_and_back_cancels_it(app):
    scene = deal(app, 1704)              # no win, and proving it takes seconds
    press_key(app, pygame.K_h)
    wait_for(app, lambda: scene.thinking)
    press_key(app, pygame.K_ESCAPE)
    assert scene.job is None and "Cancelled" in scene.message
    assert app.scene_names()[-1] == "patience"          # Back cancelled, it did not pause


def test_stats_survive_junk_values():
    class Store(dict):
        def get(self, key, default=None):
            return super().get(key, default)

        def set(self, key, value):
            self[key] = value

    store = Store({"patience.classic": {"played": "many", "won": -3}})
    assert stats.read(store, "classic") == {"played": 0, "won": 0, "streak": 0, "best": 0}
    stats.started(store, "classic")
    stats.finished(store, "classic", won=True)
    stats.started(store, "classic")
    stats.finished(store, "classic", won=False)
    assert stats.read(store, "classic") == {"played": 2, "won": 1, "streak": 0, "best": 1}
    store["patience.all_in_a_row"] = ["not", "a", "dict"]
    assert stats.read(store, "all_in_a_row")["played"] == 0


def test_closing_the_window_suspends_the_game_and_the_title_continues_it():
    import tempfile
    home = tempfile.mkdtemp(prefix="bha-patience-")
    app = make_app("--game", "patience", "--seed", "4", home=home)
    try:
        scene = deal(app, 2)
        good, _ = playable_and_not(scene)
        scene.play(good[0])
        position = scene.position
    finally:
        app.close()
    app = make_app(home=home)
    try:
        assert app.peek_suspended() == "patience"
        title = app.stack.top
        labels = [getattr(i, "label", "") for i in title.items]
        assert labels[0] == "Continue Black Hole Patience"
        press_key(app, pygame.K_RETURN)
        settle(app)
        resumed = app.stack.top
        assert isinstance(resumed, PatiencePlay) and resumed.position == position
        assert stats.read(app.stats, "classic")["played"] == 1     # counted once, not again
    finally:
        app.close()


def test_a_corrupt_stats_file_is_set_aside_and_play_goes_on():
    import tempfile
    from pathlib import Path
    home = tempfile.mkdtemp(prefix="bha-patience-")
    data = Path(home) / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "stats.json").write_text("{not json", encoding="utf-8")
    app = make_app("--game", "patience", "--seed", "4", home=home)
    try:
        scene = deal(app, 2)
        for pile in solve(*pysol_deal(2)):
            scene.play(pile)
        assert stats.read(app.stats, "classic") == {"played": 1, "won": 1, "streak": 1, "best": 1}
        assert json.loads((data / "stats.json").read_text(encoding="utf-8"))["patience.classic"]["won"] == 1
    finally:
        app.close()


def test_rules_are_reachable_from_the_pause_menu(app):
    deal(app, 2)
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names()[-1] == "pause"
    press_key(app, pygame.K_DOWN)               # Resume -> Rules
    press_key(app, pygame.K_RETURN)
    settle(app)
    rules = app.stack.top
    assert app.scene_names()[-1] == "rules"
    assert [p.title for p in rules.pages][:2] == ["The deal", "Moves"]
    for _ in range(len(rules.pages)):
        press_key(app, pygame.K_RIGHT, frames=3)   # every diagram draws
    assert rules.index == len(rules.pages) - 1


def test_demo_does_not_wait_long_for_a_hard_deal(app):
    demo = PatiencePlay(app, GameRecord.pysol(1704), demo=True)   # proving no win takes seconds
    app.stack.push(demo)
    settle(app)
    app.step(int(60 * 3.2))
    assert demo.job is None and demo.playback
    wait_for(app, lambda: demo.ended)
    assert demo.ended == "lost" and demo.record.moves == greedy_line(*pysol_deal(1704))
