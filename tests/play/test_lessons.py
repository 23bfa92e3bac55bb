"""Lessons: offered on a game's first launch, played on fixed positions, progress remembered."""

import pygame

from scenes.numbers.lessons import LESSONS
from scenes.numbers.play import NumbersPlay
from tools.harness.helpers import make_app, press_key, settle


def open_lessons(app):
    app.stack.top.flows.show_lessons()
    settle(app)
    assert app.stack.top.name == "lessons"


def test_the_first_launch_offers_the_lessons_once():
    app = make_app("--game", "numbers", offer_lessons=True)
    try:
        settle(app)
        assert app.stack.top.name == "confirm"  # "New to Black Hole? ..."
        press_key(app, pygame.K_RETURN)  # "Show me the lessons"
        settle(app)
        assert app.stack.top.name == "lessons"
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        app.stack.top.on_enter()  # the setup again: not asked twice
        settle(app)
        assert app.stack.top.name == "numbers_setup"
    finally:
        app.close()


def test_a_wrong_move_is_taken_back_with_a_hint_and_the_right_one_praised():
    app = make_app("--game", "numbers")
    try:
        settle(app)
        open_lessons(app)
        press_key(app, pygame.K_DOWN)  # lesson 2: which circles touch the hole
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, NumbersPlay) and scene.coach.lesson is LESSONS[1]
        before = scene.state
        scene.cursor.focus_on((3, 0))  # leaves a hole that pays Sky
        press_key(app, pygame.K_RETURN)
        assert scene.state == before and "count" in scene.message_text.lower()
        scene.cursor.focus_on((2, 1))
        press_key(app, pygame.K_RETURN)
        assert scene.coach.passed and scene.state.winners() == [0]
        assert "numbers.hole" in app.stats.get("numbers.lessons")["done"]
        assert not (app.paths.data / "saves" / "numbers.json").exists()  # lessons are never kept
        press_key(app, pygame.K_RETURN)  # on to lesson 3
        settle(app)
        assert app.stack.top.coach.lesson is LESSONS[2]
    finally:
        app.close()


def test_the_safe_number_lesson_accepts_only_the_solvers_best_moves():
    from scenes.numbers.lessons import _best

    state = LESSONS[2].session().state
    ok = {m for m in state.legal_actions() if _best(state, m, state.apply(m))}
    assert ok == {(1, 0), (2, 2)}


def test_patience_lessons_judge_the_ace_and_the_planned_run():
    from scenes.patience.lessons import LESSONS as CARD_LESSONS
    from scenes.patience.lessons import make_scene
    from scenes.play.lessons import LessonCoach

    app = make_app()
    try:
        wrap = make_scene(app, LessonCoach("patience", CARD_LESSONS, 1, make_scene))
        app.stack.push(wrap)
        settle(app)
        wrap.play(0)  # the Queen fits, but the lesson asks for the Ace
        assert wrap.session.position == 0 and "Ace" in wrap.message_text
        wrap.play(1)
        assert wrap.coach.passed
        plan = make_scene(app, LessonCoach("patience", CARD_LESSONS, 2, make_scene))
        app.stack.replace(plan)
        settle(app)
        plan.play(1)  # the 5 fits but loses
        assert plan.session.position == 0 and not plan.coach.passed
        plan.play(0)  # the 7 keeps a win
        assert plan.coach.passed
        assert {"patience.wrap", "patience.plan"} <= set(app.stats.get("patience.lessons")["done"])
    finally:
        app.close()


def test_every_lesson_has_exactly_the_right_moves_it_describes():
    from scenes.patience.lessons import LESSONS as CARD_LESSONS
    from scenes.stars.lessons import LESSONS as STAR_LESSONS

    expected = {
        "stars.hole": {((0, 0), (0, 0)), ((1, 1), (1, 1))},
        "stars.choice": {((1, 5), (1, 4))},
        "stars.horizon": {((4, 5), (4, 5))},
        "stars.nova": {((4, 3), (3, 3))},
        "patience.wrap": {1},
        "patience.plan": {0},
    }
    for lesson in (*STAR_LESSONS, *CARD_LESSONS):
        state = lesson.session().state
        good = {a for a in state.legal_actions() if lesson.judge(state, a, state.apply(a))}
        assert good == expected.get(lesson.key, set(state.legal_actions())), lesson.key
        assert good, lesson.key


def test_a_stars_lesson_in_the_app_refuses_the_event_horizon_trap():
    from scenes.play.lessons import LessonCoach
    from scenes.stars.lessons import LESSONS as STAR_LESSONS
    from scenes.stars.lessons import make_scene

    app = make_app()
    try:
        scene = make_scene(app, LessonCoach("stars", STAR_LESSONS, 2, make_scene))
        app.stack.push(scene)
        settle(app)
        scene.cursor.focus_on((3, 2))
        press_key(app, pygame.K_RETURN)  # fills the zone on the event horizon: no hole
        assert scene.session.position == 0 and "swallowed" in scene.message_text
        scene.cursor.focus_on((4, 5))
        press_key(app, pygame.K_RETURN)
        assert scene.coach.passed and len(scene.state.holes) == 2
    finally:
        app.close()
