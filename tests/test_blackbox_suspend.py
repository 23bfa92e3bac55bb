"""A Black Box game survives the window closing: kept on quit, offered and restored on the title."""
import json

import pygame
import pytest

from game.blackbox import Match, Round
from scenes.blackbox import ENTRY, view
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.play import BlackBoxPlay
from scenes.blackbox.saved import game_from_json
from tests.helpers import make_app, press_key, quit_window, settle, step_until

TWO_ATOMS = {(0, 0), (1, 0), (2, 0)}
ENTRY_CELL = (-2, 1)


def is_port(key):
    return isinstance(key, tuple) and isinstance(key[0], tuple)


def start(app, config, seed=7):
    scene = BlackBoxPlay(app, config, seed=seed)
    app.stack.push(scene)
    settle(app)
    return scene


def hide_two_player_box(app, scene):
    """Player 1 hides the centre and its two right-hand neighbours, then passes the box on."""
    press_key(app, pygame.K_RETURN)                  # past "Look away"
    for _ in range(3):
        press_key(app, pygame.K_RETURN)
        press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_x)
    press_key(app, pygame.K_RETURN)                  # past "Pass to Player 2"
    assert scene.phase == "get" and scene.round.atoms == TWO_ATOMS


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
    press_key(app, pygame.K_RIGHT)                   # off the rim, into the box
    assert not is_port(scene.cursor.focus)
    press_key(app, pygame.K_RETURN)                  # trial
    press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RETURN)                  # sure



def test_closed_window_keeps_rays_markers_and_stones(tmp_path, monkeypatch):
    app = make_app("--seed", "3", home=str(tmp_path))
    try:
        scene = start(app, BoxConfig("two", 3, 3, 1))
        hide_two_player_box(app, scene)
        play_rays_and_stones(app, scene)
        before = scene.round
        markers = before.markers()
        assert len(before.fired) >= 3 and any(m.kind == "detour" for m in markers)
        assert {kind for _, kind in before.stones} == {"trial", "sure"}
    finally:
        quit_window(app)
    saved = json.loads((tmp_path / "data" / "suspended.json").read_text())
    assert saved["game"] == "blackbox" and "path" not in json.dumps(saved)

    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Hex Black Box"
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, BlackBoxPlay) and app.scene_names() == ["title", "blackbox"]
        assert scene.config == BoxConfig("two", 3, 3, 1) and scene.round_no == 0
        r = scene.round
        assert r.atoms == TWO_ATOMS and r.fired == before.fired and r.stones == before.stones
        assert r.markers() == markers                      # same numbering of detour pairs
        assert scene.phase == "get" and scene.person_gets() and scene.getter() == 1
        assert app.peek_suspended() is None
        assert not any(i.label.startswith("Continue") for i in app.stack.scenes[0].items
                       if hasattr(i, "label"))
        drawn_paths = []
        monkeypatch.setattr(view, "draw_polyline_part", lambda *a, **k: drawn_paths.append(a))
        app.step(5)
        assert drawn_paths == []                           # the inside of the box stays hidden
        scene.cursor.focus_on(ENTRY_CELL)
        press_key(app, pygame.K_RETURN)                    # play goes on
        assert scene.round.stone_at(ENTRY_CELL) is not None
    finally:
        app.close()


def test_corrupt_saved_game_starts_a_new_one_with_a_notice(tmp_path):
    (tmp_path / "data").mkdir(parents=True)
    bad = {"version": 1, "config": {"mode": "solo", "radius": 3, "n_atoms": 3, "level": 1},
           "round_no": 0, "rounds": [{"atoms": [[0, 0], [9, 9], [1, 0]], "fired": [], "stones": [],
                                      "announced": None}]}
    (tmp_path / "data" / "suspended.json").write_text(json.dumps({"game": "blackbox", "data": bad}))
    app = make_app(home=str(tmp_path))
    try:
        assert app.stack.top.items[0].label == "Continue Hex Black Box"
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.stack.top.name == "blackbox_setup"
        assert any("could not be restored" in t.text for t in app.toasts)
        assert app.peek_suspended() is None
    finally:
        app.close()


@pytest.fixture
def app(tmp_path):
    app = make_app("--seed", "5", home=str(tmp_path))
    yield app
    app.close()


def roundtrip(app, scene):
    data = scene.suspend()
    assert data is not None
    return ENTRY.resume(app, json.loads(json.dumps(data)))


def two_player_match_in_round_two(app):
    scene = start(app, BoxConfig("two", 3, 3, 2))
    press_key(app, pygame.K_RETURN)
    scene.finish_hiding(TWO_ATOMS)
    press_key(app, pygame.K_RETURN)
    scene.fire_port(((-3, 0), 0))
    scene.announce([(0, 0), (1, 0), (1, 1)])
    press_key(app, pygame.K_RETURN)                  # skip the reveal
    app.step(2)
    assert scene.phase == "scored"
    press_key(app, pygame.K_RETURN)                  # next round: player 2 hides
    assert scene.round_no == 1 and scene.phase == "cover"
    return scene


def test_second_round_keeps_the_first_rounds_result_and_whose_turn(app):
    scene = two_player_match_in_round_two(app)
    first_penalty = scene.match.penalties()[1]
    press_key(app, pygame.K_RETURN)
    scene.toggle_atom((0, 0))                        # half-hidden atoms are not kept
    again = roundtrip(app, scene)
    assert again.round_no == 1 and again.match.rounds[0] == scene.match.rounds[0]
    assert again.match.penalties()[1] == first_penalty
    assert again.phase == "cover" and "Look away, Player 1" in again.cover_lines[0]
    assert again.setter() == 1 and again.getter() == 0 and not again.setter_atoms

    scene.finish_hiding({(-1, 0), (0, 1), (2, -1)})
    press_key(app, pygame.K_RETURN)
    scene.fire_port(((3, -3), 3))
    scene.cycle_stone((0, 1))
    again = roundtrip(app, scene)
    assert again.match == scene.match and again.phase == "get" and again.getter() == 0
    again.on_close()


def test_a_finished_round_is_revealed_and_scored_again(app):
    scene = start(app, BoxConfig("two", 3, 3, 1))
    press_key(app, pygame.K_RETURN)
    scene.finish_hiding(TWO_ATOMS)
    press_key(app, pygame.K_RETURN)
    scene.announce(sorted(TWO_ATOMS))
    assert scene.phase == "reveal"
    again = roundtrip(app, scene)
    assert again.phase == "reveal" and again.match == scene.match
    app.stack.replace(again)
    settle(app)
    step_until(app, lambda: again.phase == "scored", 300)
    press_key(app, pygame.K_RETURN)
    assert again.round_no == 1 and again.phase == "cover"


def test_solo_keeps_the_computers_try_on_the_same_box(app):
    box = Round(3, 3).hide(TWO_ATOMS).fire(((-3, 0), 0))
    cpu = ([((-3, 0), 0), ((3, -3), 3)], frozenset({(0, 0), (1, 0), (-1, 1)}))
    scene = BlackBoxPlay(app, BoxConfig("solo", 3, 3, 2), seed=1, match=Match(3, 3, (box, Round(3, 3))),
                         cpu_round=cpu)
    assert scene.phase == "get" and scene.cpu_job is None
    again = roundtrip(app, scene)
    assert again.cpu_round == cpu and again.round == box and again.cpu_job is None


def test_solo_computer_try_cut_short_is_asked_for_again(app, monkeypatch):
    asked = []

    class Job:
        def done(self):
            return False

        def cancel(self):
            pass

    monkeypatch.setattr(app.worker, "submit", lambda fn, *args: asked.append((fn.__name__, args[2])) or Job())
    box = Round(3, 3).hide(TWO_ATOMS).fire(((-3, 0), 0)).announce(TWO_ATOMS)
    scene = BlackBoxPlay(app, BoxConfig("solo", 3, 3, 2), seed=1, match=Match(3, 3, (box, Round(3, 3))))
    assert scene.phase == "reveal" and asked == [("play_round", frozenset(TWO_ATOMS))]
    again = roundtrip(app, scene)
    assert again.phase == "reveal" and again.cpu_round is None and len(asked) == 2
    again.on_close()
    scene.on_close()


def test_nothing_worth_keeping(app):
    fresh = BlackBoxPlay(app, BoxConfig("two", 3, 3, 1), seed=1)
    assert fresh.suspend() is None                   # the first box is not hidden yet
    fresh.enter("setting")
    fresh.toggle_atom((0, 0))
    assert fresh.suspend() is None                   # a setter still hiding starts again
    watch = BlackBoxPlay(app, BoxConfig("watch", 3, 3, 1), seed=1,
                         match=Match(3, 3, (Round(3, 3).hide(TWO_ATOMS), Round(3, 3))))
    assert watch.suspend() is None
    watch.on_close()
    done = Round(3, 3).hide(TWO_ATOMS).announce(TWO_ATOMS)
    over = BlackBoxPlay(app, BoxConfig("two", 3, 3, 1), seed=1, match=Match(3, 3, (done, done)), round_no=1)
    over.reveal_at = -1000.0
    over.update(1 / 60)
    assert over.phase == "over" and over.suspend() is None


def good_data():
    r0 = Round(3, 3).hide(TWO_ATOMS).fire(((-3, 0), 0)).fire(((3, -3), 3)).announce(TWO_ATOMS)
    r1 = (Round(3, 3).hide({(-1, 0), (0, 1), (2, -1)}).fire(((-3, 0), 0)).fire(((3, -3), 3))
          .set_stone((0, 0), "trial"))
    from scenes.blackbox.saved import game_to_json
    return json.loads(json.dumps(game_to_json(BoxConfig("two", 3, 3, 1), Match(3, 3, (r0, r1)), 1, None)))


def detour_exit(data):
    """The exit port of the first detour in round 2 (firing it again would be free)."""
    config, match, _, _ = game_from_json(data)
    for port, shot in match.rounds[1].fired:
        if shot.kind == "detour":
            return [list(shot.exit[0]), shot.exit[1]]
    raise AssertionError("no detour")


BREAKAGES = {
    "wrong version": lambda d: d.update(version=7),
    "demo mode": lambda d: d["config"].update(mode="demo"),
    "box too big": lambda d: d["config"].update(radius=9),
    "missing rounds": lambda d: d.pop("rounds"),
    "one round in a match": lambda d: d["rounds"].pop(),
    "atom outside": lambda d: d["rounds"][1]["atoms"].__setitem__(0, [5, 5]),
    "too few atoms": lambda d: d["rounds"][1]["atoms"].pop(),
    "not a port": lambda d: d["rounds"][1]["fired"].append([[0, 0], 0]),
    "port twice": lambda d: d["rounds"][1]["fired"].append(d["rounds"][1]["fired"][0]),
    "detour exit fired": lambda d: d["rounds"][1]["fired"].append(detour_exit(d)),
    "bad stone": lambda d: d["rounds"][1]["stones"].append([[1, 1], "maybe"]),
    "two stones": lambda d: d["rounds"][1]["stones"].append([[0, 0], "sure"]),
    "round out of range": lambda d: d.update(round_no=2),
    "round one open": lambda d: d["rounds"][0].update(announced=None, stones=[]),
    "rays before hiding": lambda d: d["rounds"][1].update(atoms=None),
    "computer try in a match": lambda d: d.update(cpu_round={"ports": [], "announced": [[0, 0]]}),
    "text for a number": lambda d: d["config"].update(n_atoms="3"),
}


def test_good_data_restores_both_rounds():
    config, match, round_no, cpu = game_from_json(good_data())
    assert config == BoxConfig("two", 3, 3, 1) and round_no == 1 and cpu is None
    assert match.rounds[0].announced == frozenset(TWO_ATOMS) and match.penalties()[1] == 3
    r = match.rounds[1]
    assert [p for p, _ in r.fired] == [((-3, 0), 0), ((3, -3), 3)]
    assert [(m.kind, m.number) for m in r.markers()][-2:] == [("detour", 1), ("detour", 1)]
    assert r.stones == (((0, 0), "trial"),) and r.is_open


@pytest.mark.parametrize("name", sorted(BREAKAGES))
def test_malformed_or_inconsistent_data_is_refused(name):
    data = good_data()
    BREAKAGES[name](data)
    with pytest.raises((ValueError, KeyError)):
        game_from_json(data)
