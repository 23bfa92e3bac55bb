"""The stars scenes driven through the real app: keyboard, mouse, controller, worker."""
import time

import pygame
import pytest

from game.stars import NOVA, STAR, SWALLOWED, from_picture
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import CLAIM_BUTTON, REMATCH_BUTTON, StarsPlay, demo_scene
from scenes.stars.rules import RULES_PAGES
from scenes.stars.setup import StarsSetup
from tests.helpers import click, make_app, move_mouse, pad_press, press_key, settle, step_real, step_until
from tests.vpad import VirtualPad

TWO_ZONES = [".......",        # a star on (2,2) completes the zones around (2,1) and (2,3)
             ".*.*...",
             "**.**..",
             ".*.*...",
             ".......",
             ".......",
             "......."]


@pytest.fixture
def app():
    a = make_app("--game", "stars")
    settle(a)
    yield a
    a.close()


def start_play(app, config, position=None):
    scene = StarsPlay(app, config, seed=1)
    if position is not None:
        scene.state = position
        scene.history = [position]
    app.stack.push(scene)
    settle(app)
    assert app.stack.top is scene
    return scene



def people(n=2, **kw):
    return StarsConfig((PERSON,) * n, **kw)


def test_setup_by_keyboard_three_seats_then_start(app):
    setup = app.stack.top
    assert isinstance(setup, StarsSetup)
    press_key(app, pygame.K_RIGHT)                    # Players: 3
    assert [getattr(i, "label", "") for i in setup.items][:4] == ["Players", "Gold", "Sky", "Rose"]
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_DOWN)                     # Sky
    press_key(app, pygame.K_LEFT)
    press_key(app, pygame.K_LEFT)                     # CPU fair -> Person
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_DOWN)                     # Fault rule
    press_key(app, pygame.K_RIGHT)                    # on
    cfg = setup.config()
    assert cfg.levels == (PERSON, PERSON, 2) and cfg.fault_rule
    for _ in range(3):
        press_key(app, pygame.K_DOWN)                 # Teaching, Who starts, Start
    press_key(app, pygame.K_RETURN)
    settle(app)
    play = app.stack.top
    assert isinstance(play, StarsPlay)
    assert play.state.players == 3 and play.state.size == 7 and play.state.fault_rule
    assert app.stats.get("stars.last_setup")["levels"] == [0, 0, 2]


def test_setup_with_four_seats_plays_on_nine_by_nine(app):
    setup = app.stack.top
    press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_RIGHT)                    # Players: 4
    assert setup.config().seats == 4
    setup.start()
    app.step(1)
    settle(app)
    assert app.stack.top.state.size == 9 and app.stack.top.layout.cell * 9 <= 326


def test_keyboard_places_refuses_and_undoes(app):
    scene = start_play(app, people())
    first = scene.cursor.focus
    press_key(app, pygame.K_RETURN)
    assert scene.state.cell(first) == STAR and scene.state.current_player == 1
    press_key(app, pygame.K_RETURN)                   # same cell: refused, readable
    assert "already holds a star" in scene.message and scene.state.current_player == 1
    press_key(app, pygame.K_LEFT)
    assert scene.cursor.focus == (first[0], first[1] - 1)
    press_key(app, pygame.K_RETURN)
    assert scene.state.pool == 24
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.pool == 25


def test_cursor_shows_the_zone_count_and_what_the_star_would_do(app):
    pos = from_picture([".......",
                        "...*...",
                        "..*.*..",
                        ".......",
                        ".......",
                        "......*",
                        ".....*."], pool=9)
    scene = start_play(app, people(), pos)
    scene.cursor.focus_on((2, 3))
    assert scene.focus_info() == ((2, 3), 4, 5, "gift")
    assert (2, 3) in scene.state.gift_cells()
    scene.cursor.focus_on((6, 6))
    assert scene.focus_info() == ((6, 6), 3, 3, "complete")
    scene.cursor.focus_on((0, 0))
    assert scene.focus_info()[1:] == (1, 3, "fill")
    app.step(2)                                       # draws with marks and tags


def test_mouse_click_places_and_collapse_flies_to_the_tally(app):
    pos = from_picture([".......",
                        ".......",
                        ".......",
                        ".......",
                        ".......",
                        "......*",
                        ".....*."], pool=9)
    scene = start_play(app, people(), pos)
    click(app, scene.layout.centre((6, 6)))
    assert scene.state.held == (3, 0) and scene.state.cell((6, 6)) == SWALLOWED
    assert scene.shown_tally(0) == 0                  # the stars are still on their way
    step_until(app, lambda: not scene.animating, 200)
    assert scene.shown_tally(0) == 3


def test_controller_moves_and_places(app):
    scene = start_play(app, people())
    with VirtualPad("xbox") as pad:
        app.step(2)
        start = scene.cursor.focus
        pad_press(app, pad, "up")
        assert scene.cursor.focus == (start[0] - 1, start[1])
        pad_press(app, pad, "a")
        assert scene.state.cell((start[0] - 1, start[1])) == STAR


def test_choice_rule_lights_both_zones_and_the_cursor_picks_one(app):
    scene = start_play(app, people(), from_picture(TWO_ZONES, pool=9))
    scene.cursor.focus_on((2, 2))
    press_key(app, pygame.K_RETURN)
    assert scene.choosing == ((2, 2), [(2, 1), (2, 3)])
    assert scene.state.pool == 9                      # nothing placed yet
    press_key(app, pygame.K_ESCAPE)                   # back out of the choice
    assert scene.choosing is None and scene.cursor.focus == (2, 2)
    press_key(app, pygame.K_RETURN)
    before = scene.cursor.focus
    press_key(app, pygame.K_RIGHT if before == ("zone", (2, 1)) else pygame.K_LEFT)
    assert scene.cursor.focus != before
    chosen = scene.cursor.focus[1]
    press_key(app, pygame.K_RETURN)
    assert scene.state.hole_centres() == [chosen]
    other = (2, 1) if chosen == (2, 3) else (2, 3)
    assert scene.state.cell(other) == STAR           # the other zone stays full


def test_choice_rule_by_mouse_click_on_a_zone(app):
    scene = start_play(app, people(), from_picture(TWO_ZONES, pool=9))
    click(app, scene.layout.centre((2, 2)))
    assert scene.choosing is not None
    click(app, scene.layout.centre((2, 0)))           # only in the left zone
    assert scene.state.hole_centres() == [(2, 1)]


def test_fault_rule_missed_zone_is_claimed_by_the_next_player(app):
    scene = start_play(app, people(fault_rule=True), from_picture(TWO_ZONES, pool=9, fault_rule=True))
    scene.cursor.focus_on((2, 2))
    press_key(app, pygame.K_RETURN)                   # a plain star: both zones missed
    assert scene.state.current_player == 1 and sorted(scene.state.claims) == [(2, 1), (2, 3)]
    press_key(app, pygame.K_TAB)                      # Claim: two missed zones, pick one
    assert scene.choosing is not None and scene.choosing[0] is None
    press_key(app, pygame.K_RETURN)
    assert scene.state.held[1] == 5 and scene.state.current_player == 1
    scene.cursor.focus_on((6, 6))
    click(app, scene.layout.centre((6, 6)))           # then Sky places as usual
    assert scene.state.current_player == 0


def test_fault_rule_claim_button_and_false_claims(app):
    pos = from_picture([".......",
                        ".......",
                        ".......",
                        ".......",
                        ".......",
                        "......*",
                        ".....*."], pool=9, fault_rule=True)
    scene = start_play(app, people(fault_rule=True), pos)
    scene.cursor.focus_on((0, 0))
    press_key(app, pygame.K_x)                        # claim on a cell completing nothing
    assert "nothing to claim" in scene.message and scene.state.pool == 9
    move_mouse(app, scene.layout.centre((6, 6)))
    app.step(1)
    click(app, CLAIM_BUTTON.center)                   # place-and-claim at the cursor
    assert scene.state.held == (3, 0)


def test_computer_answers_through_the_worker_after_a_pause(app):
    scene = start_play(app, StarsConfig((PERSON, 1)))
    press_key(app, pygame.K_RETURN)
    submitted = scene.clock
    step_real(app, lambda: len(scene.history) == 3)
    assert scene.clock - submitted >= 0.6
    assert scene.state.current_player == 0


def test_nova_capture_ends_the_game_and_offers_a_rematch(app):
    pos = from_picture([".......",
                        ".......",
                        "...*...",
                        "..*N*..",
                        ".......",
                        ".......",
                        "......."], pool=9)
    scene = start_play(app, people(), pos)
    assert pos.cell((3, 3)) == NOVA
    scene.cursor.focus_on((4, 3))
    press_key(app, pygame.K_RETURN)
    assert scene.state.is_terminal() and scene.phase == "ending"
    step_until(app, lambda: scene.phase == "over", 400)
    assert scene.result_text() == "Gold wins!" and scene.shown_tally(0) == 9
    assert "NOVA" in scene.end_reason()
    assert app.stats.get("stars.record", {}) == {}    # two people: no solo record
    click(app, REMATCH_BUTTON.center)
    settle(app)
    again = app.stack.top
    assert isinstance(again, StarsPlay) and again is not scene
    assert again.config.starter == 1 and again.state.current_player == 1


def test_skip_the_end_animation_and_go_to_a_new_setup(app):
    pos = from_picture([".......",
                        ".......",
                        "...*...",
                        "..*N*..",
                        ".......",
                        ".......",
                        "......."], pool=9)
    scene = start_play(app, StarsConfig((PERSON, 2)), pos)
    scene.cursor.focus_on((4, 3))
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RETURN, frames=3)          # skip
    assert scene.phase == "over"
    assert app.stats.get("stars.record")["2p"]["win"] == 1
    press_key(app, pygame.K_TAB)
    settle(app)
    assert isinstance(app.stack.top, StarsSetup)


def test_pause_and_rules_pages_with_diagrams(app):
    start_play(app, people())
    press_key(app, pygame.K_p)
    settle(app)
    assert app.stack.top.name == "pause"
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.name == "rules" and len(app.stack.top.pages) == len(RULES_PAGES)
    for _ in range(len(RULES_PAGES)):
        press_key(app, pygame.K_RIGHT, frames=2)
    canvas = pygame.Surface((640, 360))
    for page in RULES_PAGES:                          # every phase of the animated diagrams
        for t in (0.0, 1.5, 2.5, 3.5):
            page.diagram(canvas, pygame.Rect(340, 50, 260, 250), t)


def test_demo_scene_plays_itself_and_ends(app):
    scene = demo_scene(app, 3)
    assert scene.demo and all(lv > 0 for lv in scene.config.levels)
    scene.on_enter()
    canvas = pygame.Surface((640, 360))
    end = time.monotonic() + 20
    while len(scene.history) < 2 and time.monotonic() < end:
        app.step(1)
        scene.update(1 / 60)
        scene.draw(canvas)
        time.sleep(0.005)
    assert len(scene.history) >= 2
    scene._cancel_job()
    while not scene.state.is_terminal():
        scene.act(scene.state.legal_actions()[0])
    for _ in range(60 * 12):
        scene.update(1 / 60)
        if scene.demo_over:
            break
    scene.draw(canvas)
    assert scene.demo_over
    scene.on_close()


def test_config_round_trips_and_rejects_nonsense():
    cfg = StarsConfig((PERSON, 3, 1), True, False, 2)
    assert StarsConfig.from_json(cfg.to_json()) == cfg
    assert cfg.name(2) == "Rose" and cfg.who(1) == "CPU 3"
    assert StarsConfig.from_json({"levels": [0]}) == StarsConfig()
    assert StarsConfig.from_json({"levels": [0, 9], "fault_rule": 0, "teaching": 1,
                                  "starter": 0}) == StarsConfig()


def test_h_toggles_the_teaching_marks_during_a_match(app):
    scene = start_play(app, people())
    assert scene.teaching
    press_key(app, pygame.K_h)
    assert not scene.teaching
    press_key(app, pygame.K_h)
    assert scene.teaching
