"""Words on screen that agree with each other and with the binding table (issue 25 item 19):
no "You win!" beside "not counted as a win", no praise for a lost game, no key named that does
nothing or that the player has moved, one wording for one thing, options shown alike."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.midend import Session
from game.patience import solve
from game.review import MoveReview
from game.stars import BACKEND as STARS
from scenes.framework import bindings, draw
from scenes.framework.menu import Choice, MenuScene
from scenes.numbers.config import MatchConfig
from scenes.play import entries
from scenes.play.entries import Opening, entry
from scenes.play.lessons import LessonCoach
from scenes.shell.controls import ControlsScene
from scenes.stars import panel
from scenes.stars.config import PERSON, StarsConfig
from tools.harness.helpers import make_app, press_key, settle, step_real, step_until
from tools.harness.tour import set_text_size
from tools.harness.vpad import VirtualPad

SIZES = ["normal", "large"]


def drawn(app) -> list[str]:
    with draw.recording_layout() as rec:
        app.step(1)
    return [t.text for t in rec.texts]


def patience_table(app):
    end = time.monotonic() + 60
    while app.scene_names()[-1] != "patience":
        assert time.monotonic() < end
        app.step(1)
        time.sleep(0.002)
    settle(app)
    return app.stack.top


# -- "You win!" beside "not counted as a win" ----------------------------------------------------
@pytest.mark.slow  # plays a whole deal
def test_a_patience_win_with_the_computers_help_is_solved_not_you_win():
    app = make_app("--game", "patience", "--seed", "7")
    try:
        scene = patience_table(app)
        line = solve(*scene.position.deal())
        press_key(app, pygame.K_h)  # a hint: the computer's help
        assert scene.session.assisted
        for pile in line:
            assert scene.play_pile(pile)
        step_until(app, lambda: scene.in_result, 1200)
        words = scene.snapshot().result
        assert words is not None and "not counted as a win" in words.line
        assert scene.victory is not None and "win" not in scene.victory.headline.lower()
        assert scene.victory.headline == "Solved!"
    finally:
        app.close()


# -- "H shows how" after Hint was moved to J --------------------------------------------------------
@pytest.mark.slow  # plays a whole deal
def test_show_me_how_is_named_by_the_key_it_is_bound_to():
    app = make_app("--game", "patience", "--seed", "7")
    try:
        scene = patience_table(app)
        app.input.table = app.input.table.remap_key("alt2", bindings.key_cap(pygame.K_j))
        line = solve(*scene.position.deal())
        scene.solutions.learn(scene.session.opening, line)  # the deal is known to be winnable
        while scene.position.legal_actions():  # play it badly, to a loss
            scene.play_pile(scene.position.legal_actions()[-1])
        assert not scene.position.is_won()
        step_until(app, lambda: scene.in_result, 1200)
        words = scene.snapshot().result
        assert words is not None and "J shows how" in words.line and "H shows" not in words.line
        how = next(b for b in scene.snapshot().buttons if b.label == "Show me how")
        assert how.key == "J"
        press_key(app, pygame.K_j, unicode="j")
        assert not scene.in_result and scene.playback  # J is what shows how
    finally:
        app.close()


# -- "well played" after a loss ------------------------------------------------------------------------
def test_the_review_of_a_lost_game_does_not_say_well_played():
    app = make_app()
    try:
        seed = next(s for s in range(40) if _random_game(s).state.winners() == [1])  # the computer won
        session = _random_game(seed)
        scene = entries.entry("stars").scene_for(app, session, Opening())
        app.stack.push(scene)
        settle(app)
        step_until(app, lambda: scene.in_result, 900)
        press_key(app, pygame.K_h)
        review = scene.review
        assert review is not None
        review.cancel()  # every move judged as the best there was: no give-away to name
        for i in range(len(review.moves)):
            if review.states[i].current_player == 0:
                move = review.moves[i]
                review.reviews[i] = MoveReview(i + 1, 0, move, move, 0.0, 0.0, True)
        assert "well played" not in review.headline().lower()
    finally:
        app.close()


def _random_game(seed: int) -> Session:
    session = Session.new(STARS, StarsConfig((PERSON, 2)).to_json(), seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    return session


# -- "Esc back" on the title ------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_title_names_no_key_that_does_nothing_there(size):
    app = make_app()
    try:
        set_text_size(app, size)
        settle(app)
        assert app.scene_names() == ["title"]
        texts = " ".join(drawn(app))
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        assert app.scene_names() == ["title"]  # Esc does nothing on the title...
        assert "Esc" not in texts and "back" not in texts.split()  # ...so the hint does not offer it
    finally:
        app.close()


# -- "press A" to a keyboard player -------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_first_numbers_lesson_names_the_key_of_the_device_in_hand(size):
    from scenes.numbers import lessons

    app = make_app()
    try:
        set_text_size(app, size)
        app.stack.push(lessons.make_scene(app, LessonCoach("numbers", lessons.LESSONS, 0, lessons.make_scene)))
        settle(app)
        words = " ".join(drawn(app))
        assert "press Enter" in words and "press A" not in words and "{" not in words
        with VirtualPad("xbox") as pad:
            app.step(2)
            pad.set_button("down", True)
            app.step(1)
            pad.set_button("down", False)
            app.step(2)
            words = " ".join(drawn(app))
            assert "press A" in words and "press Enter" not in words
    finally:
        app.close()


# -- the Controls page printing names twice --------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_controls_page_names_each_button_once_per_row(size):
    app = make_app()
    try:
        with VirtualPad("xbox"):
            app.step(2)
            set_text_size(app, size)
            scene = ControlsScene(app)
            app.stack.push(scene)
            settle(app)
            for family in ("keyboard", "xbox"):
                scene.family_index = scene.families.index(family)
                with draw.recording_layout() as rec:
                    app.step(1)
                rows: dict[int, list[str]] = {}
                for t in rec.texts:
                    if t.box.left >= 320 and 70 <= t.box.centery < 300:  # the glyph column
                        rows.setdefault(t.box.centery // 17, []).append(t.text)
                twice = {k: r for k, r in rows.items() if len(r) != len(set(r))}
                assert not twice, (family, size, twice)
    finally:
        app.close()


# -- "Enter place a star" while the computer thinks ----------------------------------------------------------
@pytest.mark.slow  # waits for the computer in real time
def test_no_place_key_is_offered_while_the_computer_is_to_move():
    app = make_app()
    try:
        stars = entries.entry("stars").scene_for(
            app, Session.new(STARS, StarsConfig((3, PERSON)).to_json(), 1), Opening()
        )
        app.stack.push(stars)
        settle(app)
        assert not stars.person_to_move()
        assert not any("place" in line for line in panel.hint_lines(stars.snapshot()))
        step_real(app, stars.person_to_move, 60)
        assert any("place" in line for line in panel.hint_lines(stars.snapshot()))
        numbers = entry("numbers").new_game(app, MatchConfig("quick", (3, PERSON)), seed=1)
        app.stack.push(numbers)
        settle(app)
        assert not numbers.person_to_move()
        assert not any("place" in h.text for h in numbers.hints())
    finally:
        app.close()


# -- one wording, one display ------------------------------------------------------------------------------
def test_who_starts_is_one_wording_and_every_option_is_shown_alike(app):
    labels = []
    for key in ("stars", "numbers", "blackbox"):
        setup = entries.entry(key).start(app)
        app.stack.push(setup)
        settle(app)
        labels += [(key, MenuScene._label(item)) for item in setup.items if isinstance(item, Choice)]
        app.stack.pop()
        settle(app)
    names = {text.split(":")[0] for _, text in labels}
    assert "First" not in names and sum(1 for _, t in labels if t.startswith("Who starts")) == 2
    for key, text in labels:
        value = text.split("< ", 1)[1]
        assert value[:1] == value[:1].upper(), (key, text)  # "< Strong >" beside "< Off >", not "< strong >"
