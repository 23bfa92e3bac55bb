"""Settings -> Motion and flashes, honoured by every effect: each game's big moment stepped
frame by frame with both settings (issue 27 item 5). Reduced motion: no confetti, no sparks,
no shake, collapses in a share of their time; flashes off: no burst of light."""

from __future__ import annotations

import random

import pygame
import pytest

import scenes.blackbox.board as box_board
from game.blackbox import ports
from game.midend import Session
from game.stars import BACKEND as STARS
from game.stars import from_picture
from scenes.framework.effects import REDUCED_PACE, Effects
from scenes.play import entries
from scenes.play.entries import Opening
from scenes.play.victory import CARD
from scenes.shell.effects_menu import EffectsScene
from scenes.stars.config import PERSON, StarsConfig
from tests.blackbox.test_scene import two_player_box
from tests.numbers.test_scene import start_play as start_numbers
from tests.patience.test_scene import deal, playable_and_not
from tests.stars.test_scene import people
from tests.stars.test_scene import start_play as start_stars
from tools.harness.helpers import make_app, press_key, settle, step_until
from tools.harness.tour import press_button

FULL, REDUCED = "full", "reduced"


def motion(app, value: str, flashes: bool = True) -> None:
    app.settings.set("motion", value)
    app.settings.set("flashes", flashes)
    app.settings_changed()


@pytest.fixture
def app():
    a = make_app()
    settle(a)
    yield a
    a.close()


def test_the_two_settings_are_remembered_and_default_to_everything(app, user_home):
    assert Effects.of(app.settings) == Effects(reduced=False, flashes=True)
    press_button(app, "Settings")
    settle(app)
    press_button(app, "Screen and motion")
    settle(app)
    menu = app.stack.top
    assert isinstance(menu, EffectsScene)
    press_key(app, pygame.K_DOWN)  # past CRT scanlines
    press_key(app, pygame.K_DOWN)  # past Screen edge
    press_key(app, pygame.K_RIGHT)  # Motion: Reduced
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_LEFT)  # Flashes: Off
    assert Effects.of(app.settings) == Effects(reduced=True, flashes=False)
    app.close()
    again = make_app()
    try:
        assert Effects.of(again.settings) == Effects(reduced=True, flashes=False)
    finally:
        again.close()


def _four_seat_game(seed: int = 3) -> Session:
    session = Session.new(STARS, StarsConfig((PERSON, PERSON, PERSON, PERSON)).to_json(), seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    return session


@pytest.mark.slow
@pytest.mark.parametrize("setting", [FULL, REDUCED])
def test_the_victory_has_confetti_only_with_full_motion(app, setting):
    motion(app, setting)
    scene = entries.entry("stars").scene_for(app, _four_seat_game(), Opening())
    app.stack.push(scene)
    settle(app)
    step_until(app, lambda: scene.in_result, 1200)
    victory = scene.victory
    assert victory is not None
    outside = 0
    for _ in range(40):  # the moment, frame by frame: confetti is whatever lands off the card
        app.step(1)
        canvas = pygame.Surface((640, 360))
        victory.draw(canvas, scene.clock)
        outside += sum(
            1
            for x in range(0, 640, 3)
            for y in range(0, 360, 3)
            if not CARD.collidepoint(x, y) and canvas.get_at((x, y))[:3] != (0, 0, 0)
        )
    assert (len(victory.confetti) > 0) == (outside > 0) == (setting == FULL)


def _collapse_frames(app, setting: str) -> int:
    motion(app, setting)
    pos = from_picture([".......", ".......", ".......", ".......", ".......", "......*", ".....*."], pool=9)
    scene = start_stars(app, people(), pos)
    scene.cursor.focus_on((6, 6))
    press_key(app, pygame.K_RETURN)
    assert scene.motion.collapses, "the star filled no zone"
    frames = 0
    while scene.animating():
        app.step(1)
        frames += 1
        assert frames < 400
    app.stack.pop()
    settle(app)
    return frames


@pytest.mark.slow
def test_a_black_holes_collapse_is_shorter_with_reduced_motion(app):
    full, reduced = _collapse_frames(app, FULL), _collapse_frames(app, REDUCED)
    assert reduced <= full * (REDUCED_PACE + 0.2), (full, reduced)


@pytest.mark.slow
@pytest.mark.parametrize("setting", [FULL, REDUCED])
def test_the_numbers_collapse_is_shorter_with_reduced_motion(setting):
    from scenes.numbers.config import PERSON as NUMBERS_PERSON
    from scenes.numbers.config import MatchConfig

    app = make_app("--game", "numbers")
    try:
        settle(app)
        motion(app, setting)
        scene = start_numbers(app, MatchConfig("quick", (NUMBERS_PERSON, NUMBERS_PERSON)))
        for cell in [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1)]:
            scene.cursor.focus_on(cell)
            press_key(app, pygame.K_RETURN)
        start = scene.clock
        step_until(app, lambda: scene.in_result, 600)
        seconds = scene.clock - start
        full = 0.25 + (0.9 + 0.2 + 0.6 * (len(scene.pulls) - 1) + 0.45 + 0.5)  # POP_S, then the collapse
        assert seconds == pytest.approx(full if setting == FULL else 0.25 + (full - 0.25) * REDUCED_PACE, abs=0.1)
    finally:
        app.close()


@pytest.mark.parametrize("setting", [FULL, REDUCED])
def test_a_refused_card_shakes_and_a_win_sparks_only_with_full_motion(setting):
    app = make_app("--game", "patience", "--seed", "4")
    try:
        motion(app, setting)
        scene = deal(app, 1)
        _, bad = playable_and_not(scene)
        scene.play_pile(bad[0])
        moved = set()
        for _ in range(30):
            app.step(1)
            moved |= {scene.motion.shake_dx(p, scene.clock) for p in range(len(scene.position.piles))}
        assert (moved != {0}) == (setting == FULL)
        scene.motion.celebrate(scene.clock)
        sparks = 0
        for _ in range(30):
            app.step(1)
            sparks += len(scene.motion.sparks)
        assert (sparks > 0) == (setting == FULL)
    finally:
        app.close()


@pytest.mark.parametrize("flashes", [True, False])
def test_an_absorbed_ray_flashes_only_with_flashes_on(tmp_path, monkeypatch, flashes):
    app = make_app("--seed", "5", home=str(tmp_path))
    try:
        motion(app, FULL, flashes)
        bursts, glows = [], []
        monkeypatch.setattr(box_board, "draw_hit_flash", lambda *a: bursts.append(a))
        real_marker = box_board.draw_marker
        monkeypatch.setattr(
            box_board,
            "draw_marker",
            lambda c, lay, p, kind, n, glow: (glows.append(glow), real_marker(c, lay, p, kind, n, glow)),
        )
        scene = two_player_box(app)
        for port in ports(scene.round.radius):
            scene.cursor.focus_on(port)
            press_key(app, pygame.K_RETURN)
            if port in scene.round.shots and scene.round.shots[port].kind == "hit":
                break
        else:
            pytest.fail("no port's ray was absorbed")
        for _ in range(60):
            app.step(1)
        assert bool(bursts) == flashes
        assert any(g > 0 for g in glows) == flashes
    finally:
        app.close()
