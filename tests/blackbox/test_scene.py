"""The Hex Black Box scene driven like a player would: keyboard, mouse, controller."""

import pygame
import pytest

from game.blackbox import fire, ports
from scenes.blackbox import ENTRY, computer, view
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.play import BUTTON, BlackBoxPlay
from scenes.blackbox.rules import RULES_PAGES
from scenes.blackbox.tally import tally_lines
from scenes.framework.rules_page import RulesScene
from scenes.play import scene as playscene
from scenes.play.entries import entry
from tools.harness.helpers import (
    click,
    make_app,
    move_mouse,
    pad_press,
    press_key,
    settle,
    step_real,
    step_until,
    to_window,
)
from tools.harness.vpad import VirtualPad

demo_scene = ENTRY.demo

THREE_ATOMS = {(0, 0), (1, 0), (2, 0)}


@pytest.fixture
def app(tmp_path):
    app = make_app("--seed", "5", home=str(tmp_path))
    yield app
    app.close()


def start(app, config, seed=7):
    scene = entry("blackbox").new_game(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene


def ctrl(app, key):
    press_key(app, key, mod=pygame.KMOD_CTRL)


def focus_port(app, scene):
    """Walk the cursor with the arrow keys until it rests on a port."""
    for _ in range(12):
        if isinstance(scene.cursor.focus, tuple) and isinstance(scene.cursor.focus[0], tuple):
            return scene.cursor.focus
        press_key(app, pygame.K_LEFT)
    raise AssertionError("the cursor never reached a port")


def two_player_box(app, atoms=THREE_ATOMS):
    """Player 1 hides ``atoms`` behind the look-away screen, then passes the box on."""
    scene = start(app, BoxConfig("two", 3, 3, 1))
    assert scene.phase == "cover" and "Look away" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "setting"
    scene.finish_hiding(atoms)
    assert scene.phase == "cover" and "Pass to Player 2" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "get"
    return scene


def result_text(scene):
    return " ".join(t.text for t in tally_lines(scene.config, scene.match, scene.shown, scene.par, scene.par_failed))


def test_setup_menu_starts_a_solo_box(app):
    from scenes.blackbox import ENTRY

    app.stack.push(ENTRY.start(app))
    settle(app)
    assert app.stack.top.name == "blackbox_setup"
    for _ in range(5):  # mode, box, atoms, computer, deduction aid: then Start
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.stack.top, BlackBoxPlay) and app.stack.top.session.options["mode"] == "solo"
    assert app.stats.get("blackbox.setup", {})["mode"] == "solo"


def test_two_players_match_with_the_keyboard(app):
    scene = start(app, BoxConfig("two", 3, 3, 1))
    press_key(app, pygame.K_RETURN)
    for _ in range(3):  # the centre and its two right-hand neighbours
        press_key(app, pygame.K_RETURN)
        press_key(app, pygame.K_RIGHT)
    assert scene.setter_atoms == THREE_ATOMS
    press_key(app, pygame.K_x)
    assert scene.phase == "cover" and "Pass to Player 2" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "get" and scene.round.atoms == THREE_ATOMS
    port = focus_port(app, scene)
    press_key(app, pygame.K_RETURN)
    assert port in scene.round.shots and scene.round.markers_used >= 1
    used, moves = scene.round.markers_used, len(scene.session.moves)
    press_key(app, pygame.K_RETURN)  # the same port again is free, and no move
    assert scene.round.markers_used == used and len(scene.session.moves) == moves
    assert "Known already" in scene.message_text
    press_key(app, pygame.K_x)  # no stones yet: refused, nothing changes
    assert scene.phase == "get" and "exactly 3" in scene.message_text and scene.message_is_error
    for cell in THREE_ATOMS:
        scene.cursor.focus_on(cell)
        press_key(app, pygame.K_RETURN)
    assert all(scene.round.stone_at(c) == "trial" for c in THREE_ATOMS)
    press_key(app, pygame.K_x)
    assert scene.phase == "reveal"
    press_key(app, pygame.K_RETURN)  # skip the animation
    app.step(2)
    assert scene.phase == "scored" and scene.round.fully_correct
    assert scene.match.penalties()[1] == used and not scene.in_result
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "cover" and scene.setter() == 1 and "Look away, Player 1" in scene.cover_lines[0]
    press_key(app, pygame.K_RETURN)
    scene.finish_hiding({(0, 0), (1, -1), (-2, 2)})
    press_key(app, pygame.K_RETURN)
    assert scene.phase == "get" and scene.getter() == 0
    scene.announce([(0, 0), (1, -1), (2, -2)])
    press_key(app, pygame.K_RETURN)
    app.step(2)
    assert scene.phase == "over" and scene.match.is_over() and scene.in_result
    assert scene.match.winners() == [1] and "Player 2 wins" in result_text(scene)
    assert app.stats.get("blackbox.results", {})["played"] == 1


def test_a_stone_is_undone_and_redone_with_the_keys(app):
    scene = two_player_box(app)
    cell = (-1, 1)
    scene.cursor.focus_on(cell)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RETURN)
    assert scene.round.stone_at(cell) == "sure"
    ctrl(app, pygame.K_z)
    assert scene.round.stone_at(cell) == "trial"
    ctrl(app, pygame.K_z)
    assert scene.round.stone_at(cell) is None
    ctrl(app, pygame.K_y)
    assert scene.round.stone_at(cell) == "trial"
    ctrl(app, pygame.K_y)
    assert scene.round.stone_at(cell) == "sure"
    ctrl(app, pygame.K_y)
    assert "Nothing to redo" in scene.message_text


def test_undo_across_a_fired_ray_is_refused(app):
    scene = two_player_box(app)
    scene.cursor.focus_on((-1, 1))
    press_key(app, pygame.K_RETURN)  # a stone, then a ray
    port = focus_port(app, scene)
    press_key(app, pygame.K_RETURN)
    before = scene.match
    ctrl(app, pygame.K_z)
    assert scene.match == before and port in scene.round.shots
    assert "cannot be unlearnt" in scene.message_text and scene.message_is_error
    scene.cursor.focus_on((1, 1))
    press_key(app, pygame.K_RETURN)  # a stone after the ray is undone, but no further
    ctrl(app, pygame.K_z)
    ctrl(app, pygame.K_z)
    assert scene.match == before and "cannot be unlearnt" in scene.message_text


def test_one_click_fires_even_where_the_keys_had_moved_the_focus_away(app):
    """Issue 25 item 20: a click with the mouse still (the focus moved by keys since) only
    focused the port or cell under it; one click plays wherever the game can."""
    scene = start(app, BoxConfig("solo", 4, 6, 1))
    step_real(app, lambda: scene.phase == "get")
    port, cell = ((-4, 0), 0), (1, 1)
    move_mouse(app, scene.layout.port_pos(port))
    press_key(app, pygame.K_DOWN)  # the keys take the focus elsewhere; the mouse stays put
    assert scene.cursor.focus != port
    press_mouse(app, scene.layout.port_pos(port))
    assert port in scene.round.shots
    move_mouse(app, scene.layout.centre(cell))
    press_key(app, pygame.K_RIGHT)
    assert scene.cursor.focus != cell
    press_mouse(app, scene.layout.centre(cell))
    assert scene.round.stone_at(cell) == "trial"


def press_mouse(app, pos):
    """A click where the pointer already is (no motion first)."""
    wpos = to_window(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wpos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wpos, button=1, touch=False))
    app.step(1)


def test_mouse_fires_places_and_removes_stones(app):
    scene = start(app, BoxConfig("solo", 4, 6, 1))
    step_real(app, lambda: scene.phase == "get")
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
    assert scene.phase == "get" and "exactly 6" in scene.message_text
    scene.announce(sorted(scene.round.atoms))
    step_real(app, lambda: scene.in_result and scene.par is not None, 60)
    rows = {t.label: t.value for t in tally_lines(scene.config, scene.match, scene.shown, scene.par, scene.par_failed)}
    assert rows.get("Computer", "").isdigit() and rows.get("Penalty", "").isdigit()  # the computer's try, row by row


def test_controller_places_a_stone_and_pauses(app):
    scene = start(app, BoxConfig("solo", 3, 4, 1))
    step_real(app, lambda: scene.phase == "get")
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
    monkeypatch.setattr(computer, "SHOT_GAP_S", 0.0)
    monkeypatch.setattr(view, "RAY_S", 0.05)
    monkeypatch.setattr(playscene, "DEMO_LINGER_S", 0.2)
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
    assert all(fire(r.radius, r.announced, p).outcome() == s.outcome() for p, s in r.fired)
    assert scene.kept_data() is None and not scene.recorded
    scene.draw(pygame.Surface((640, 360)))


def test_reveal_lines_stay_inside_the_rim_and_under_the_markers(app, monkeypatch):
    scene = two_player_box(app)
    for port in (((-3, 0), 0), ((-3, 1), 0), ((3, -3), 3), ((0, -3), 5)):
        scene.fire_port(port)
    scene.announce(sorted(THREE_ATOMS))
    drawn = []
    from scenes.blackbox import board

    monkeypatch.setattr(board, "draw_polyline_part", lambda canvas, pts, *a: drawn.append(("ray", pts)))
    monkeypatch.setattr(board, "draw_marker", lambda canvas, lay, port, *a: drawn.append(("marker", port)))
    press_key(app, pygame.K_RETURN)  # the whole reveal at once
    drawn.clear()
    scene.draw(pygame.Surface((640, 360)))
    kinds = [k for k, _ in drawn]
    assert "ray" in kinds and "marker" in kinds
    assert max(i for i, k in enumerate(kinds) if k == "ray") < min(i for i, k in enumerate(kinds) if k == "marker")
    lay = scene.layout
    cx, cy = lay.centre((0, 0))
    rim = max(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for p in ports(3) for x, y in [lay.port_pos(p, 0.5)])
    for kind, pts in drawn:
        if kind == "ray":
            assert all(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 <= rim + 1 for x, y in pts)


def test_rules_pages_draw_every_diagram(app):
    rules = RulesScene(app, "Hex Black Box", RULES_PAGES)
    app.stack.push(rules)
    settle(app)
    for _ in RULES_PAGES:
        app.step(2)
        press_key(app, pygame.K_RIGHT)
    assert rules.index == len(RULES_PAGES) - 1


def test_arrow_keys_walk_around_the_rim(app):
    scene = two_player_box(app)
    ring = ports(3)
    i = 4  # a port on the top side of the box
    scene.cursor.focus_on(ring[i])
    press_key(app, pygame.K_LEFT)
    left = scene.cursor.focus
    scene.cursor.focus_on(ring[i])
    press_key(app, pygame.K_RIGHT)
    right = scene.cursor.focus
    assert {left, right} == {ring[i - 1], ring[i + 1]}
    scene.cursor.focus_on(ring[i])
    press_key(app, pygame.K_DOWN)  # down from the top rim goes into the port's cell
    assert scene.cursor.focus == ring[i][0]


def test_watching_the_computer_can_be_paused(app):
    scene = start(app, BoxConfig("watch", 3, 3, 1))
    assert not scene.person_gets() and not scene.person_sets()
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top.name == "pause"


def finished_two_player_match(app):
    scene = two_player_box(app)
    scene.announce(sorted(THREE_ATOMS))
    press_key(app, pygame.K_RETURN)
    app.step(1)
    press_key(app, pygame.K_RETURN)  # next round
    press_key(app, pygame.K_RETURN)  # past "Look away"
    scene.finish_hiding(THREE_ATOMS)
    press_key(app, pygame.K_RETURN)
    scene.announce(sorted(THREE_ATOMS))
    press_key(app, pygame.K_RETURN)
    step_until(app, lambda: scene.in_result, 30)
    return scene


@pytest.mark.parametrize(
    "key, expect", [(pygame.K_RETURN, "blackbox"), (pygame.K_x, "blackbox_setup"), (pygame.K_ESCAPE, "title")]
)
def test_result_keys(app, key, expect):
    scene = finished_two_player_match(app)
    assert "draw" in result_text(scene)
    press_key(app, key)
    settle(app)
    assert app.stack.top.name == expect and app.stack.top is not scene
    if expect == "blackbox":
        assert app.stack.top.config == scene.config and app.stack.top.session.moves == []


class NeverDone:
    """A worker job that is still running."""

    state = "running"

    def done(self):
        return False

    def cancel(self):
        self.state = "cancelled"


def test_the_solo_try_goes_on_through_undo_and_redo(app, monkeypatch):
    from game.blackbox import BACKEND
    from game.midend import Session

    asked = []
    monkeypatch.setattr(app.worker, "submit", lambda fn, *args, **kw: asked.append(fn.__name__) or NeverDone())
    session = Session.new(BACKEND, BoxConfig("solo", 3, 3, 1).options(), 4)
    session.play(("hide", frozenset(THREE_ATOMS)))
    scene = BlackBoxPlay(app, session)
    app.stack.push(scene)
    settle(app)
    app.step(1)
    assert asked == ["play_round"] and scene.jobs.kind == "par"
    scene.cursor.focus_on((1, 1))
    press_key(app, pygame.K_RETURN)
    ctrl(app, pygame.K_z)
    ctrl(app, pygame.K_y)
    assert scene.round.stone_at((1, 1)) == "trial"
    assert asked == ["play_round"] and scene.jobs.kind == "par" and scene.jobs.job.state == "running"


@pytest.mark.parametrize("radius", [3, 4, 5])
def test_no_two_marker_discs_overlap(radius):
    """Two ports whose edges meet in a notch of the rim face each other; their
    discs are nudged apart along the rim, never more than a few pixels."""
    from scenes.blackbox.board import BoxLayout
    from scenes.blackbox.play import BOARD_AREA

    lay = BoxLayout.fit(radius, BOARD_AREA)
    ring = ports(radius)
    disc = lay.marker_radius() + 1  # the dark border included
    spots = [lay.marker_pos(p) for p in ring]
    for i, a in enumerate(spots):
        for b in spots[i + 1 :]:
            assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (2 * disc) ** 2, (a, b)
    raw = [lay.port_pos(p) for p in ring]
    assert max(abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in zip(spots, raw, strict=True)) <= 6
    # (the arrows' own spots do crowd: the nudge is needed)
    closest = min((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 for i, a in enumerate(raw) for b in raw[i + 1 :])
    assert closest < (2 * disc) ** 2
