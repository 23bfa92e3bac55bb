"""Keeping a Black Box game: what is Black Box's own (the hidden box stays hidden, rounds, the solo
try, strict saves). Every way out, Continue with undo, bad saves, finished games and the demo are the
contract suite's (tests/contract), the same for every game."""

import json

import pygame
import pytest

from game.blackbox import BACKEND
from game.midend import Session
from scenes.blackbox import ENTRY, board
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.play import BlackBoxPlay
from scenes.blackbox.saves import check_kept, par_from_json
from scenes.play.entries import entry
from tools.harness.helpers import make_app, press_key, settle, step_until

THREE_ATOMS = {(0, 0), (1, 0), (2, 0)}
CELL = (-2, 1)


def is_port(key):
    return isinstance(key, tuple) and isinstance(key[0], tuple)


def start(app, config, seed=7):
    scene = entry("blackbox").new_game(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene


def hide_two_player_box(app, scene):
    """Player 1 hides the centre and its two right-hand neighbours by keyboard, then passes the box on."""
    press_key(app, pygame.K_RETURN)  # past "Look away"
    for _ in range(3):
        press_key(app, pygame.K_RETURN)
        press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_x)
    press_key(app, pygame.K_RETURN)  # past "Pass to Player 2"
    assert scene.phase == "get" and scene.round.atoms == THREE_ATOMS


def play_rays_and_stones(app, scene):
    """Walk to the rim and fire along it, then lay a trial and a sure stone, all by keyboard."""
    for _ in range(8):
        if is_port(scene.cursor.focus):
            break
        press_key(app, pygame.K_LEFT)
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP):
        press_key(app, pygame.K_RETURN)
        press_key(app, key)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RIGHT)  # off the rim, into the box
    assert not is_port(scene.cursor.focus)
    press_key(app, pygame.K_RETURN)  # trial
    press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RETURN)  # sure
    r = scene.round
    assert len(r.fired) >= 3 and any(m.kind == "detour" for m in r.markers())
    assert {kind for _, kind in r.stones} == {"trial", "sure"}


def continue_from_title(app):
    assert app.stack.top.items[0].label == "Continue Hex Black Box"
    press_key(app, pygame.K_RETURN)
    settle(app)
    return app.stack.top


def quit_to_title(app):
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    press_key(app, pygame.K_UP)  # the menu wraps: its last row, Quit to title
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.scene_names() == ["title"]


def test_quit_to_title_then_continue_shows_the_same_markers_and_stones(tmp_path, monkeypatch):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, BoxConfig("two", 3, 3, 1))
        hide_two_player_box(app, scene)
        play_rays_and_stones(app, scene)
        before = scene.round
        quit_to_title(app)
        saved = json.loads((tmp_path / "data" / "saves" / "blackbox.json").read_text())
        assert saved["game"] == "blackbox" and "path" not in json.dumps(saved)
        scene = continue_from_title(app)
        assert isinstance(scene, BlackBoxPlay) and app.scene_names() == ["title", "blackbox"]
        r = scene.round
        assert r == before and r.markers() == before.markers()  # same numbering of detour pairs
        assert scene.phase == "get" and scene.getter() == 1 and "Welcome back" in scene.message_text
        drawn_paths = []
        monkeypatch.setattr(board, "draw_polyline_part", lambda *a, **k: drawn_paths.append(a))
        app.step(5)
        assert drawn_paths == []  # the inside of the box stays hidden
        sure = next(c for c, kind in r.stones if kind == "sure")
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # undo still works: the sure stone was trial
        assert scene.round.stone_at(sure) == "trial"
        press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)
        assert scene.round == before
        scene.cursor.focus_on(CELL)
        press_key(app, pygame.K_RETURN)  # play goes on
        assert scene.round.stone_at(CELL) is not None
    finally:
        app.close()


@pytest.fixture
def app(tmp_path):
    app = make_app("--seed", "5", home=str(tmp_path))
    yield app
    app.close()


def roundtrip(app, scene):
    data = scene.kept_data()
    assert data is not None
    return ENTRY.resume(app, json.loads(json.dumps(data)))


def test_second_round_starts_again_behind_the_look_away_screen(app):
    scene = start(app, BoxConfig("two", 3, 3, 2))
    hide_two_player_box(app, scene)
    scene.fire_port(((-3, 0), 0))
    scene.announce([(0, 0), (1, 0), (1, 1)])
    press_key(app, pygame.K_RETURN)  # skip the reveal
    app.step(2)
    assert scene.phase == "scored"
    first = scene.match.penalties()[1]
    press_key(app, pygame.K_RETURN)  # next round: player 2 hides
    press_key(app, pygame.K_RETURN)
    scene.toggle_atom((0, 0))  # half-hidden atoms are not kept
    again = roundtrip(app, scene)
    assert again.shown == 1 and again.match == scene.match and again.match.penalties()[1] == first
    assert again.phase == "cover" and "Look away, Player 1" in again.cover_lines[0]
    assert again.setter() == 1 and again.getter() == 0 and not again.setter_atoms
    scene.finish_hiding({(-1, 0), (0, 1), (2, -1)})
    press_key(app, pygame.K_RETURN)
    scene.fire_port(((3, -3), 3))
    scene.cycle_stone((0, 1))
    again = roundtrip(app, scene)
    assert again.match == scene.match and again.phase == "get" and again.getter() == 0
    again.on_close()


def test_solo_keeps_the_computers_try_on_the_same_box(app):
    scene = start(app, BoxConfig("solo", 3, 3, 1))
    step_until(app, lambda: scene.phase == "get", 2000)
    scene.fire_port(((-3, 0), 0))
    scene.par = ([((-3, 0), 0), ((3, -3), 3)], frozenset({(0, 0), (1, 0), (-1, 1)}))
    again = roundtrip(app, scene)
    assert again.par == scene.par and again.round == scene.round
    again.on_close()


def test_nothing_worth_keeping(app):
    fresh = start(app, BoxConfig("two", 3, 3, 1))
    assert fresh.kept_data() is None  # the first box is not hidden yet
    press_key(app, pygame.K_RETURN)
    fresh.toggle_atom((0, 0))
    assert fresh.kept_data() is None  # a setter still hiding starts again
    watch = BlackBoxPlay(app, Session.new(BACKEND, BoxConfig("watch", 3, 3, 1).options(), 1))
    watch.session.play(("hide", frozenset(THREE_ATOMS)))
    assert watch.kept_data() is None
    done = Session.new(BACKEND, BoxConfig("two", 3, 3, 1).options(), 1)
    for _ in range(2):
        done.play(("hide", frozenset(THREE_ATOMS)))
        done.play(("announce", frozenset(THREE_ATOMS)))
    over = BlackBoxPlay(app, done)
    assert over.phase == "over" and over.kept_data() is None


def good_data():
    session = Session.new(BACKEND, BoxConfig("solo", 3, 3, 1).options(), 9)
    for move in (("hide", frozenset(THREE_ATOMS)), ("fire", ((-3, 0), 0)), ("stone", (0, 0), "trial")):
        session.play(move)
    data = session.to_json()
    data["par"] = {"ports": [[[-3, 0], 0]], "announced": [[0, 0], [1, 0], [2, 0]]}
    return json.loads(json.dumps(data))


BREAKAGES = {
    "wrong version": lambda d: d.update(version=1),
    "demo mode": lambda d: d["options"].update(mode="demo"),
    "unknown mode": lambda d: d["options"].update(mode="chess"),
    "box too big": lambda d: d["options"].update(radius=9),
    "text for a number": lambda d: d["options"].update(n_atoms="3"),
    "true for a number": lambda d: d["options"].update(level=True),
    "extra option": lambda d: d["options"].update(colour="red"),
    "atom outside": lambda d: d["moves"][0][1].__setitem__(0, [5, 5]),
    "too few atoms": lambda d: d["moves"][0][1].pop(),
    "not a port": lambda d: d["moves"].insert(2, ["fire", [[0, 0], 0]]),
    "port twice": lambda d: d["moves"].insert(2, d["moves"][1]),
    "bad stone": lambda d: d["moves"].append(["stone", [1, 1], "maybe"]),
    "a stone before hiding": lambda d: d["moves"].insert(0, ["stone", [1, 1], "trial"]),
    "hiding twice": lambda d: d["moves"].append(d["moves"][0]),
    "a stone outside": lambda d: d["moves"].append(["stone", [7, 0], "trial"]),
    "no such move": lambda d: d["moves"].append(["peek"]),
    "a path in the save": lambda d: d["moves"][1].append([[0, 0]]),
    "computer try with a bad port": lambda d: d["par"].update(ports=[[[0, 0], 0]]),
    "computer try too few atoms": lambda d: d["par"]["announced"].pop(),
}


def session_from_json(data):
    """What Continue reads: the session replayed strictly, a kept mode, and the solo try."""
    session = ENTRY.read_session(data)
    check_kept(session)
    return session, par_from_json(data.get("par"), session.state)


def test_good_data_replays():
    session, par = session_from_json(good_data())
    r = session.state.rounds[0]
    assert r.atoms == THREE_ATOMS and [p for p, _ in r.fired] == [((-3, 0), 0)]
    assert r.stones == (((0, 0), "trial"),) and par == ([((-3, 0), 0)], frozenset(THREE_ATOMS))


@pytest.mark.parametrize("name", sorted(BREAKAGES))
def test_malformed_or_inconsistent_data_is_refused(name):
    data = good_data()
    BREAKAGES[name](data)
    with pytest.raises(ValueError):
        session_from_json(data)


def test_a_computer_try_on_a_match_is_refused():
    match = Session.new(BACKEND, BoxConfig("match", 3, 3, 1).options(), 1).state
    with pytest.raises(ValueError):
        par_from_json({"ports": [], "announced": [[0, 0], [1, 0], [2, 0]]}, match)
