"""The stars scenes driven through the real app: keyboard, mouse, controller, worker."""

import re
import time

import pygame
import pytest

from game.midend import Session
from game.stars import BACKEND, STAR, SWALLOWED, from_picture
from scenes.couch.join import SeatBinding
from scenes.stars import ENTRY as STARS
from scenes.stars import panel
from scenes.stars.advice import end_reason, focus_info, focus_text
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from scenes.stars.rules import RULES_PAGES
from scenes.stars.setup import StarsSetup
from tools.harness.helpers import (
    click,
    make_app,
    move_mouse,
    pad_press,
    press_key,
    settle,
    step_real,
    step_until,
)
from tools.harness.vpad import VirtualPad

demo_scene = STARS.demo

TWO_ZONES = [
    ".......",  # a star on (2,2) completes the zones around (2,1) and (2,3)
    ".*.*...",
    "**.**..",
    ".*.*...",
    ".......",
    ".......",
    ".......",
]


@pytest.fixture
def app():
    a = make_app("--game", "stars")
    settle(a)
    yield a
    a.close()


def start_play(app, config, position=None):
    session = Session.new(BACKEND, config.options(), 1)
    if position is not None:
        session.states = [position]
    scene = StarsPlay(app, config, session=session)
    app.stack.push(scene)
    settle(app)
    assert app.stack.top is scene
    return scene


def people(n=2, **kw):
    return StarsConfig((PERSON,) * n, **kw)


def claim_centre(scene):
    return panel.claim_button(scene.snapshot()).center


def test_setup_by_keyboard_then_three_seats_join_on_one_keyboard(app):
    setup = app.stack.top
    assert isinstance(setup, StarsSetup)
    labels = [getattr(i, "label", "") for i in setup.items]
    assert "Players" not in labels and "Gold" not in labels  # the join screen seats the table
    assert labels[:3] == ["Fault rule", "Teaching marks", "Who starts"]
    press_key(app, pygame.K_RIGHT)  # Fault rule: on
    for _ in range(3):
        press_key(app, pygame.K_DOWN)  # Teaching, Who starts, Start
    press_key(app, pygame.K_RETURN)
    settle(app)
    join = app.stack.top
    assert join.name == "join"
    press_key(app, pygame.K_RETURN)  # the keyboard takes Gold
    press_key(app, pygame.K_RETURN)  # ... and Sky (hot-seat)
    press_key(app, pygame.K_x)  # a computer in Rose's seat, level 1
    press_key(app, pygame.K_RETURN)  # ... level 2
    assert [(s.device, s.level) for s in join.seats] == [("kb", 0), ("kb", 0), (None, 2)]
    assert join.hot_seat
    press_key(app, pygame.K_p)  # start
    settle(app)
    play = app.stack.top
    assert isinstance(play, StarsPlay) and app.stack.names()[-2:] == ["title", "stars"]
    assert play.state.players == 3 and play.state.size == 7 and play.state.fault_rule
    assert play.config.levels == (PERSON, PERSON, 2)
    assert play.seating is not None and play.seating.shared
    assert app.stats.get("stars.last_setup")["levels"] == [0, 0, 2]


def test_four_seats_that_joined_play_on_nine_by_nine(app):
    setup = app.stack.top
    setup.joined([SeatBinding("kb"), SeatBinding(None, 2), SeatBinding(None, 3), SeatBinding(None, 1)])
    app.step(1)
    settle(app)
    play = app.stack.top
    assert play.state.size == 9 and play.layout.cell * 9 <= 326
    assert play.config.levels == (PERSON, 2, 3, 1)


def test_who_starts_naming_a_seat_nobody_took_is_random(app):
    setup = app.stack.top
    labels = [getattr(i, "label", "") for i in setup.items]
    for _ in range(labels.index("Who starts")):
        press_key(app, pygame.K_DOWN)
    for _ in range(4):
        press_key(app, pygame.K_RIGHT)  # Lilac (seat 5)
    assert setup.starter == 4
    assert setup.config((PERSON, PERSON, PERSON, PERSON, PERSON)).starter == 4
    starters = {setup.config((PERSON, 2)).starter for _ in range(40)}
    assert starters == {0, 1}  # only two joined: a random one of them


def test_keyboard_places_refuses_and_undoes(app):
    scene = start_play(app, people())
    first = scene.cursor.focus
    press_key(app, pygame.K_RETURN)
    assert scene.state.cell(first) == STAR and scene.state.current_player == 1
    press_key(app, pygame.K_RETURN)  # same cell: refused, readable
    assert scene.message_text == "That spot already holds a star." and scene.state.current_player == 1
    press_key(app, pygame.K_LEFT)
    assert scene.cursor.focus == (first[0], first[1] - 1)
    press_key(app, pygame.K_RETURN)
    assert scene.state.pool == 24
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.pool == 25 and scene.message_text == ""
    press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)  # redo
    assert scene.state.pool == 24


def test_cursor_shows_the_zone_count_and_what_the_star_would_do(app):
    pos = from_picture([".......", "...*...", "..*.*..", ".......", ".......", "......*", ".....*."], pool=9)
    scene = start_play(app, people(), pos)
    assert focus_info(pos, (2, 3)) == ((2, 3), 4, 5, "gift")
    assert (2, 3) in scene.state.gift_cells()
    assert focus_info(pos, (6, 6)) == ((6, 6), 3, 3, "complete")
    assert focus_info(pos, (0, 0))[1:] == (1, 3, "fill")
    assert focus_text(pos, (2, 3), True)[0] == "inner zone 4/5: hands the next player a black hole!"
    assert focus_text(pos, (2, 3), False)[0] == "inner zone 4/5 after this star"
    scene.cursor.focus_on((2, 3))
    app.step(2)  # draws with marks and tags


def test_mouse_click_places_and_collapse_flies_to_the_tally(app):
    pos = from_picture([".......", ".......", ".......", ".......", ".......", "......*", ".....*."], pool=9)
    scene = start_play(app, people(), pos)
    click(app, scene.layout.centre((6, 6)))
    assert scene.state.held == (3, 0) and scene.state.cell((6, 6)) == SWALLOWED
    assert scene.shown_tally(0) == 0  # the stars are still on their way
    step_until(app, lambda: not scene.animating(), 200)
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
    assert scene.state.pool == 9  # nothing placed yet
    press_key(app, pygame.K_ESCAPE)  # back out of the choice
    assert scene.choosing is None and scene.cursor.focus == (2, 2)
    press_key(app, pygame.K_RETURN)
    before = scene.cursor.focus
    press_key(app, pygame.K_RIGHT if before == ("zone", (2, 1)) else pygame.K_LEFT)
    assert scene.cursor.focus != before
    chosen = scene.cursor.focus[1]
    press_key(app, pygame.K_RETURN)
    assert scene.state.hole_centres() == [chosen]
    other = (2, 1) if chosen == (2, 3) else (2, 3)
    assert scene.state.cell(other) == STAR  # the other zone stays full


def test_choice_rule_and_fault_claims_by_controller(app):
    scene = start_play(app, people(), from_picture(TWO_ZONES, pool=9))
    scene.cursor.focus_on((2, 2))
    with VirtualPad("xbox") as pad:
        app.step(2)
        pad_press(app, pad, "a")  # both zones light up
        assert scene.choosing is not None
        pad_press(app, pad, "b")  # B backs out
        assert scene.choosing is None and app.stack.top is scene
        pad_press(app, pad, "a")
        first = scene.cursor.focus
        pad_press(app, pad, "right" if first == ("zone", (2, 1)) else "left")
        chosen = scene.cursor.focus[1]
        assert scene.cursor.focus != first
        pad_press(app, pad, "a")
        assert scene.state.hole_centres() == [chosen]
        fault = start_play(app, people(fault_rule=True), from_picture(TWO_ZONES, pool=9, fault_rule=True))
        fault.cursor.focus_on((2, 2))
        pad_press(app, pad, "a")  # a plain star: both zones missed
        assert sorted(fault.state.claims) == [(2, 1), (2, 3)]
        pad_press(app, pad, "x")  # Sky claims: pick one of the two
        assert fault.choosing is not None
        pad_press(app, pad, "a")
        assert fault.state.held[1] == 5


def test_choice_rule_by_mouse_click_on_a_zone(app):
    scene = start_play(app, people(), from_picture(TWO_ZONES, pool=9))
    click(app, scene.layout.centre((2, 2)))
    assert scene.choosing is not None
    click(app, scene.layout.centre((2, 0)))  # only in the left zone
    assert scene.state.hole_centres() == [(2, 1)]


def test_fault_rule_missed_zone_is_claimed_by_the_next_player(app):
    scene = start_play(app, people(fault_rule=True), from_picture(TWO_ZONES, pool=9, fault_rule=True))
    scene.cursor.focus_on((2, 2))
    press_key(app, pygame.K_RETURN)  # a plain star: both zones missed
    assert scene.state.current_player == 1 and sorted(scene.state.claims) == [(2, 1), (2, 3)]
    press_key(app, pygame.K_TAB)  # Claim: two missed zones, pick one
    assert scene.choosing is not None and scene.choosing[0] is None
    press_key(app, pygame.K_RETURN)
    assert scene.state.held[1] == 5 and scene.state.current_player == 1
    scene.cursor.focus_on((6, 6))
    click(app, scene.layout.centre((6, 6)))  # then Sky places as usual
    assert scene.state.current_player == 0


def test_fault_rule_claim_button_and_false_claims(app):
    pos = from_picture(
        [".......", ".......", ".......", ".......", ".......", "......*", ".....*."], pool=9, fault_rule=True
    )
    scene = start_play(app, people(fault_rule=True), pos)
    scene.cursor.focus_on((0, 0))
    press_key(app, pygame.K_x)  # claim on a cell completing nothing
    assert "nothing to claim" in scene.message_text and scene.state.pool == 9
    move_mouse(app, scene.layout.centre((6, 6)))
    app.step(1)
    click(app, claim_centre(scene))  # place-and-claim at the cursor
    assert scene.state.held == (3, 0)


def test_computer_answers_through_the_worker_after_a_pause(app):
    scene = start_play(app, StarsConfig((PERSON, 1)))
    press_key(app, pygame.K_RETURN)
    submitted = scene.clock
    step_real(app, lambda: len(scene.session.moves) == 2)
    assert scene.clock - submitted >= 0.6
    assert scene.state.current_player == 0


NOVA_PICTURE = [".......", ".......", "...*...", "..*N*..", ".......", ".......", "......."]


def finish_with_the_nova(app, config):
    """Gold captures the NOVA: the game ends; returns the scene once the result is up."""
    scene = start_play(app, config, from_picture(NOVA_PICTURE, pool=9))
    scene.cursor.focus_on((4, 3))
    press_key(app, pygame.K_RETURN)
    assert scene.state.is_terminal() and scene.phase == "ending"
    return scene


def test_nova_capture_ends_the_game_and_enter_plays_again(app):
    scene = finish_with_the_nova(app, people())
    step_until(app, lambda: scene.phase == "over", 400)
    assert scene.config.result_text(scene.state.winners()) == "Gold wins!" and scene.shown_tally(0) == 9
    assert "NOVA" in end_reason(scene.state, scene.config)
    assert app.stats.get("stars.record", {}) == {}  # two people: no solo record
    press_key(app, pygame.K_RETURN)
    settle(app)
    again = app.stack.top
    assert isinstance(again, StarsPlay) and again is not scene
    assert again.config.starter == 1 and again.state.current_player == 1


def test_result_buttons_are_clickable(app):
    scene = finish_with_the_nova(app, people())
    step_until(app, lambda: scene.phase == "over", 400)
    click(app, scene.result_buttons()[0].center)  # Play again
    settle(app)
    assert isinstance(app.stack.top, StarsPlay) and app.stack.top is not scene


def test_skip_the_end_animation_then_x_changes_the_setup(app):
    scene = finish_with_the_nova(app, StarsConfig((PERSON, 2)))
    press_key(app, pygame.K_RETURN, frames=3)  # skip
    assert scene.phase == "over"
    assert app.stats.get("stars.record")["2p"]["win"] == 1
    press_key(app, pygame.K_x)
    settle(app)
    assert isinstance(app.stack.top, StarsSetup)


def test_escape_in_the_result_goes_to_the_title(app):
    scene = finish_with_the_nova(app, people())
    step_until(app, lambda: scene.phase == "over", 400)
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names() == ["title"]


def test_undo_steps_back_to_the_persons_turn_and_redo_forward(app):
    scene = start_play(app, StarsConfig((PERSON, 1)))
    scene.turns.think_min_s = 0.0
    press_key(app, pygame.K_RETURN)
    step_real(app, lambda: len(scene.session.moves) == 2 and scene.person_to_move())
    after = scene.state
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # both moves go: Gold is to move again
    assert scene.session.position == 0 and scene.person_to_move()
    press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)  # redo brings back both
    assert scene.session.position == 2 and scene.state == after
    press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert scene.message_text == "Nothing to redo."


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
    for page in RULES_PAGES:  # every phase of the animated diagrams
        for t in (0.0, 1.5, 2.5, 3.5):
            page.diagram(canvas, pygame.Rect(340, 50, 260, 250), t)


def test_setup_offers_the_rules(app):
    setup = app.stack.top
    labels = [i.label for i in setup.items if hasattr(i, "label")]  # Spacers take no focus
    for _ in range(labels.index("Rules")):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.name == "rules" and app.stack.top.pages == RULES_PAGES


def test_the_help_line_stays_clear_of_the_menu(app):
    setup = app.stack.top
    help_bottom = max(min(setup.panel_rect.bottom + 26, 356), 346)  # where menu.py puts it
    assert setup.panel_rect.bottom <= help_bottom - 18  # its glyphs start there


def test_demo_scene_plays_itself_and_ends(app):
    scene = demo_scene(app, 3)
    assert scene.demo and all(lv > 0 for lv in scene.config.levels)
    scene.on_enter()
    canvas = pygame.Surface((640, 360))
    end = time.monotonic() + 20
    while not scene.session.moves and time.monotonic() < end:
        app.step(1)
        scene.update(1 / 60)
        scene.draw(canvas)
        time.sleep(0.005)
    assert scene.session.moves
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
    cfg = StarsConfig((PERSON, 3, 1), True, 2)
    assert StarsConfig.from_json(cfg.to_json()) == cfg
    assert StarsConfig.from_options(BACKEND.check_options(cfg.to_json())) == cfg
    assert cfg.name(2) == "Rose" and cfg.who(1) == "Computer (strong)"
    assert StarsConfig.from_json({"levels": [0]}) == StarsConfig()
    assert StarsConfig.from_json({"levels": [0, 9], "fault_rule": 0, "starter": 0}) == StarsConfig()


def test_teaching_marks_are_one_setting_in_setup_play_and_settings(app):
    setup = app.stack.top
    assert app.settings.get("teaching_marks") is True and setup.teaching
    labels = [i.label for i in setup.items if hasattr(i, "label")]
    for _ in range(labels.index("Teaching marks")):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_LEFT)  # off in the setup = off in the settings
    assert app.settings.get("teaching_marks") is False
    scene = start_play(app, people())
    assert not scene.teaching and not scene.snapshot().teaching
    press_key(app, pygame.K_h)  # H turns them on for this match and after
    assert scene.teaching and app.settings.get("teaching_marks") is True
    press_key(app, pygame.K_h)
    assert not scene.teaching


def test_no_message_names_a_coordinate(app):
    """Refusals and advice speak of spots, zones and seats, never "(1, 3)"."""
    scene = start_play(app, people(fault_rule=True), from_picture(TWO_ZONES, pool=9, fault_rule=True))
    texts = []
    for move in [
        ((1, 1), None),
        ((9, 9), None),
        (("b2", None)),
        ((0, 0), (0, 0)),
        ((0, 0), (2, 1)),
        (None, (2, 1)),
        ((2, 2), (0, 0)),
    ]:
        scene.play(move)
        texts.append(scene.message_text)
    for cell in scene.layout.cells():
        texts.append(focus_text(scene.state, cell, True)[0])
    assert all(texts[:7]), texts  # every refusal is said
    assert not [t for t in texts if re.search(r"\(\s*\d", t)], texts
