"""The teaching contract, the same for every game: lessons, rules pages, Controls rows, review.

Each lesson has a right move, and playing it in the game's own scene passes
the lesson (a wrong one is taken back with the hint); the rules pages the pause
menu opens are the entry's, and each renders; the Controls page lists the
game's rows, each with a key or a button (a pad button on every pad alike); a game whose
catalogue line says ``reviewable`` opens a finished game for review, and
offers it at its result.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame
import pytest

from scenes.framework import bindings
from scenes.play.entries import GameEntry, Opening
from scenes.play.lessons import LessonCoach, done_lessons
from scenes.play.scene import REVIEW_CHOICE, PlayScene
from scenes.shell.controls import ControlsScene, build_rows
from tests.contract.cases import finished_session, move_of, people_session, toward_the_end
from tools.harness.helpers import make_app, press_key, quit_window, settle, step_until


def lessons_of(entry: GameEntry) -> Any:
    """The game's lessons module (scenes/<key>/lessons.py: ``LESSONS`` and ``make_scene``)."""
    return importlib.import_module(f"scenes.{entry.key}.lessons")


def judged(lesson: Any) -> tuple[Any, set, set]:
    """The lesson's position, its right moves and its wrong ones, by the lesson's own judge."""
    state = lesson.session().state
    right, wrong = set(), set()
    for action in state.legal_actions():
        (right if lesson.judge(state, action, state.apply(action)) else wrong).add(action)
    return state, right, wrong


def test_every_lesson_has_a_right_move(entry):
    module = lessons_of(entry)
    assert module.LESSONS, f"{entry.key} has no lessons"
    assert len({lesson.key for lesson in module.LESSONS}) == len(module.LESSONS)
    for lesson in module.LESSONS:
        assert lesson.key.startswith(f"{entry.key}."), lesson.key
        _, right, _ = judged(lesson)
        assert right, lesson.key


def test_each_lesson_passes_with_its_right_move_in_the_game_scene(entry):
    module = lessons_of(entry)
    app = make_app()
    try:
        for index, lesson in enumerate(module.LESSONS):
            state, right, wrong = judged(lesson)
            scene = module.make_scene(app, LessonCoach(entry.key, module.LESSONS, index, module.make_scene))
            assert isinstance(scene, PlayScene) and scene.coach is not None
            app.stack.push(scene)
            settle(app)
            if wrong:  # a wrong move is taken back at once, with the hint
                scene.play(sorted(wrong, key=repr)[0])
                assert scene.session.state == state and not scene.coach.passed
                assert scene.message_text == scene.prompt(lesson.hint).text  # its keys as the device has them
            scene.play(sorted(right, key=repr)[0])
            assert scene.coach.passed, lesson.key
            assert lesson.key in done_lessons(app, entry.key)
            assert scene.kept_data() is None  # a lesson is never kept
            app.stack.pop()
            settle(app)
        assert app.kept.flush() and entry.key not in app.kept.keys()
        assert not [t.text for t in app.toasts if "Could not keep" in t.text]  # the progress is declared
    finally:
        quit_window(app)


def test_the_rules_pages_render_from_the_pause_menu(entry):
    app = make_app()
    try:
        scene = entry.scene_for(app, people_session(entry), Opening())
        assert list(scene.rules_pages) == list(entry.rules_pages) and scene.rules_title
        app.stack.push(scene)
        settle(app)
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        labels = [getattr(item, "label", "") for item in app.stack.top.items]
        for _ in range(labels.index("Rules")):
            press_key(app, pygame.K_DOWN)
        press_key(app, pygame.K_RETURN)
        settle(app)
        rules = app.stack.top
        assert rules.name == "rules" and list(rules.pages) == list(entry.rules_pages)
        for index in range(len(entry.rules_pages)):
            assert rules.index == index
            app.step(30)  # half a second of each page's diagram
            press_key(app, pygame.K_RIGHT)
        assert rules.index == len(entry.rules_pages) - 1
    finally:
        quit_window(app)


def test_the_controls_page_lists_the_game_with_its_keys_and_buttons(entry):
    assert entry.bindings, f"{entry.key} has no rows on the Controls page"
    rows = build_rows()
    heading = next(i for i, row in enumerate(rows) if row.heading and row.label == entry.name)
    listed = [row.game for row in rows[heading + 1 : heading + 1 + len(entry.bindings)]]
    assert listed == list(entry.bindings)
    pads = [f for f in bindings.FAMILIES if f != "keyboard"]
    for row in entry.bindings:  # no empty row: a key, a mouse button or a pad button says how to do it
        shown = {f for f in bindings.FAMILIES if bindings.game_row_glyphs(row, f)}
        assert shown or row.mouse, row.label
        assert not shown & set(pads) or set(pads) <= shown, (row.label, shown)  # the same on every pad
    app = make_app()
    try:
        app.stack.push(ControlsScene(app))
        settle(app)
        for _ in bindings.FAMILIES:
            press_key(app, pygame.K_RIGHT, frames=2)  # every family's tab draws
        assert app.stack.top.name == "controls"
    finally:
        quit_window(app)


def test_a_finished_game_is_offered_for_review_where_the_game_is_reviewable(entry):
    app = make_app()
    try:
        scene = entry.scene_for(app, people_session(entry), Opening())
        app.stack.push(scene)
        settle(app)
        scene.play(move_of(entry, scene.session.state))
        while not scene.session.is_over():
            scene.play(toward_the_end(entry, scene.session.state))
        step_until(app, lambda: scene.in_result, 2000)
        offered = REVIEW_CHOICE in scene.result_choices()
        assert offered == entry.info.reviewable
        recent = app.stats.get(f"{entry.key}.recent") or []
        assert len(recent) == (1 if entry.info.reviewable else 0)
    finally:
        quit_window(app)


def test_review_opens_a_finished_game(entry):
    if not entry.info.reviewable:
        pytest.skip(f"{entry.key} is not reviewable")
    app = make_app()
    try:
        data = finished_session(entry).to_json()
        scene = entry.review(app, data)
        app.stack.push(scene)
        settle(app)
        assert scene.in_result and scene.review is not None
        app.step(10)
        press_key(app, pygame.K_RIGHT)  # step through the game
        with pytest.raises(ValueError):
            entry.review(app, people_session(entry).to_json())  # only a finished game is reviewed
    finally:
        quit_window(app)
