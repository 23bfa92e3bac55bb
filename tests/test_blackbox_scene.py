"""The Hex Black Box scene driven like a player would: keyboard, mouse, controller."""
import pygame
import pytest

from scenes.blackbox import play as play_module
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.play import BUTTON, BlackBoxPlay, demo_scene
from scenes.blackbox.rules import RULES_PAGES
from scenes.framework.rules_page import RulesScene
from tests.helpers import click, make_app, pad_press, press_key, settle, step_until
from tests.vpad import VirtualPad


@pytest.fixture
def app():
    app = make_app("--seed", "5")
    yield app
    app.close()


def start(app, config, seed=7):
    scene = BlackBoxPlay(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene


def focus_port(app, scene):
    """Walk the cursor with the arrow keys until it rests on a port."""
    for _ in range(12):
        if isinstance(scene.cursor.focus, tuple) and isinstance(scene.cursor.focus[0], tuple):
            return scene.cursor.focus
        press_key(app, pygame.K_LEFT)
    raise AssertionError("the cursor never reached a port")


def test_setup_menu_starts_a_solo_box(app):
    app.stack.push(app_entry_start(app))
    settle(app)
    assert app.stack.top.name == "blackbox_setup"
    for _ in range(4):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.stack.top, BlackBoxPlay)
    assert app.stats.get("blackbox.setup", {})["mode"] == "solo"


def app_entry_start(app):
    from scenes.blackbox import ENTRY
    return ENTRY.start(app)


def test_two_players_match_with_the_keyboard(app):
    scene = start(app, BoxConfig("two", 3, 3, 1))
    assert scene.phase == "cover" and "Look away" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "setting"
    # Player 1 hides three atoms: the centre and its two right-hand neighbours
    for _ in range(3):
        press_key(app, pygame.K_RETURN)
        press_key(app, pygame.K_RIGHT)
    assert len(scene.setter_atoms) == 3
    press_key(app, pygame.K_x)
    assert scene.phase == "cover" and "Pass to Player 2" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "get" and scene.round.atoms == frozenset(scene.setter_atoms)
    port = focus_port(app, scene)
    press_key(app, pygame.K_RETURN)
    assert port in scene.round.shots and scene.round.markers_used >= 1
    used = scene.round.markers_used
    press_key(app, pygame.K_RETURN)   # the same port again is free
    assert scene.round.markers_used == used
    press_key(app, pygame.K_x)        # no stones yet: refused, nothing changes
    assert scene.phase == "get" and "exactly 3" in scene.message
    for cell in scene.round.atoms:
        scene.cursor.focus_on(cell)
        press_key(app, pygame.K_RETURN)
    assert all(scene.round.stone_at(c) == "trial" for c in scene.round.atoms)
    press_key(app, pygame.K_x)
    assert scene.phase == "reveal"
    press_key(app, pygame.K_RETURN)   # skip the animation
    app.step(2)
    assert scene.phase == "scored" and scene.round.fully_correct
    assert scene.match.penalties()[1] == used
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "cover" and scene.setter() == 1 and "Look away, Player 1" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    scene.finish_hiding({(0, 0), (1, -1), (-2, 2)})
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "get" and scene.getter() == 0
    scene.announce([(0, 0), (1, -1), (2, -2)])
    press_key(app, pygame.K_RETURN)
    app.step(2)
    assert scene.phase == "over" and scene.match.is_over()
    assert scene.match.winners() == [1] and "Player 2 wins" in " ".join(t for t, _ in scene._result_lines())


def test_mouse_fires_places_and_removes_stones(app):
    scene = start(app, BoxConfig("solo", 4, 6, 1))
    step_until(app, lambda: scene.phase == "get", 900)
    port = ((-4, 0), 0)
    click(app, scene.layout.port_pos(port))
    assert port in scene.round.shots
    cell = (1, 1)
    click(app, scene.layout.centre(cell))
    assert scene.round.stone_at(cell) == "trial"
    click(app, scene.layout.centre(cell))
    assert scene.round.stone_at(cell) == "sure"
    click(app, scene.layout.centre(cell), button=3)
    assert scene.round.stone_at(cell) == "trial"
    click(app, BUTTON.center)
    assert scene.phase == "get" and "exactly 6" in scene.message
    atoms = sorted(scene.round.atoms)
    scene.announce(atoms)
    step_until(app, lambda: scene.phase == "over" and scene.cpu_round is not None, 1800)
    text = " ".join(t for t, _ in scene._result_lines())
    assert "Computer on this box" in text and "Penalty" in text


def test_controller_places_a_stone_and_pauses(app):
    scene = start(app, BoxConfig("solo", 3, 4, 1))
    step_until(app, lambda: scene.phase == "get", 900)
    with VirtualPad("xbox") as pad:
        app.step(2)
        focus = scene.cursor.focus
        pad_press(app, pad, "a")
        assert scene.round.stone_at(focus) == "trial"
        pad_press(app, pad, "right")
        assert scene.cursor.focus != focus
        pad_press(app, pad, "start")
        settle(app)
        assert app.stack.top.name == "pause"


def test_computer_getter_demo_finishes(app, monkeypatch):
    monkeypatch.setattr(play_module, "SHOT_GAP_S", 0.0)
    monkeypatch.setattr(play_module, "RAY_S", 0.05)
    monkeypatch.setattr(play_module, "DEMO_LINGER_S", 0.2)
    scene = demo_scene(app, 2)
    scene.on_enter()
    for _ in range(3000):
        app.step(0)
        scene.update(1 / 60)
        if scene.demo_over:
            break
        app.worker.wait_briefly(0.005)
    r = scene.round
    assert scene.demo_over and r.announced is not None and r.markers_used > 0
    from game.blackbox import fire
    assert all(fire(r.radius, r.announced, p).outcome() == s.outcome() for p, s in r.fired)
    surface = pygame.Surface((640, 360))
    scene.draw(surface)


def test_rules_pages_draw_every_diagram(app):
    rules = RulesScene(app, "Hex Black Box", RULES_PAGES)
    app.stack.push(rules)
    settle(app)
    for _ in RULES_PAGES:
        app.step(2)
        press_key(app, pygame.K_RIGHT)
    assert rules.index == len(RULES_PAGES) - 1


def test_arrow_keys_walk_around_the_rim(app):
    from game.blackbox import ports
    scene = start(app, BoxConfig("two", 3, 3, 1))
    scene.enter("setting")
    scene.finish_hiding({(0, 0), (1, 0), (2, 0)})
    scene.enter("get")
    ring = ports(3)
    i = 4   # a port on the top side of the box
    scene.cursor.focus_on(ring[i])
    press_key(app, pygame.K_LEFT)
    left = scene.cursor.focus
    scene.cursor.focus_on(ring[i])
    press_key(app, pygame.K_RIGHT)
    right = scene.cursor.focus
    assert {left, right} == {ring[i - 1], ring[i + 1]}
    scene.cursor.focus_on(ring[i])
    press_key(app, pygame.K_DOWN)      # down from the top rim goes into the port's cell
    assert scene.cursor.focus == ring[i][0]


def test_watching_the_computer_can_be_paused(app):
    scene = start(app, BoxConfig("watch", 3, 3, 1))
    assert not scene.person_gets() and not scene.person_sets()
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top.name == "pause"
