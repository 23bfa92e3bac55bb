"""The Black Holes review of a game against the computer (issue 20: it froze at "3 of 13 judged")."""

from __future__ import annotations

import random

import pygame
import pytest

from game.midend import Session
from game.stars import BACKEND
from scenes.play import entries
from scenes.play.entries import Opening
from scenes.stars.config import PERSON, StarsConfig
from tools.harness.helpers import make_app, press_key, settle, step_real, step_until


def _finished_game_against_the_computer(seed: int = 7) -> Session:
    """A person (Gold) against a fair computer (Sky), both sides' moves random, to the end."""
    session = Session.new(BACKEND, StarsConfig((PERSON, 2)).options(), seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    return session


@pytest.fixture
def reviewing():
    """The app on the result of a finished person-vs-computer game, its review opened with H."""
    app = make_app()
    session = _finished_game_against_the_computer()
    scene = entries.entry("stars").scene_for(app, session, Opening())
    app.stack.push(scene)
    settle(app)
    step_until(app, lambda: scene.in_result, 900)
    press_key(app, pygame.K_h)
    assert scene.review is not None
    try:
        yield app, scene
    finally:
        app.close()


def test_stepping_onto_the_computers_move_keeps_the_review_judging(reviewing):
    app, scene = reviewing
    assert scene.jobs.kind == "review"
    press_key(app, pygame.K_RIGHT)  # onto Sky's move: Sky must not start thinking in the review
    app.step(30)
    assert scene.session.state.current_player in (0, 1)
    assert scene.jobs.kind == "review", f"the review's job was replaced by {scene.jobs.kind!r}"
    assert scene.turns.asked_for is None  # the computer does not play in a review
    assert scene.phase == "review"  # the panel says so: not "Sky is thinking", not a result of this position
    from scenes.framework import draw

    with draw.recording_layout() as layout:
        scene.draw(app.display.canvas)
    texts = [t.text for t in layout.texts]
    assert "Reviewing the game" in texts
    assert not any("thinking" in t or t in ("Draw!", "Game over") or t.endswith("wins!") for t in texts)


@pytest.mark.slow
def test_the_review_of_a_game_against_the_computer_completes(reviewing):
    app, scene = reviewing
    review = scene.review
    for _ in range(3):
        press_key(app, pygame.K_RIGHT, frames=10)
    step_real(app, lambda: not review.todo, 240)
    assert not review.failed
    assert len(review.reviews) == review.total > 0
    assert review.headline().startswith(("Move ", "No move"))


def test_a_review_pushed_out_of_its_job_slot_says_it_stopped_and_x_retries(reviewing):
    app, scene = reviewing
    review = scene.review
    scene.jobs.cancel()  # other work took the slot: the review's answer will never come
    app.step(2)
    assert review.failed and "stopped" in review.headline()
    assert scene.jobs.kind == ""
    press_key(app, pygame.K_TAB)  # X / Tab: retry
    assert not review.failed and scene.jobs.kind == "review"
    assert review.headline().startswith("Reviewing")


def test_a_review_past_its_deadline_says_why_in_a_line_and_retries(reviewing, monkeypatch):
    import scenes.play.review as review_module

    app, scene = reviewing
    review = scene.review
    judged = len(review.reviews)
    press_key(app, pygame.K_TAB)  # not stopped: X does nothing
    assert not review.failed and scene.jobs.kind == "review"
    monkeypatch.setattr(review_module, "REVIEW_DEADLINE_S", 0.0)
    scene.jobs.cancel()
    app.step(1)
    press_key(app, pygame.K_TAB)  # retried with no time at all: it stops again, saying why
    app.step(2)
    assert review.failed == "The review stopped: the computer took too long."
    monkeypatch.setattr(review_module, "REVIEW_DEADLINE_S", 30.0)
    press_key(app, pygame.K_TAB)
    step_real(app, lambda: len(review.reviews) > judged, 60)
    assert not review.failed


def test_a_worker_traceback_is_said_in_one_line():
    from scenes.play.review import ReviewMode

    review = ReviewMode.__new__(ReviewMode)
    review._failed('Traceback (most recent call last):\n  File "x.py", line 1\nValueError: no such move\n')
    assert review.failed == "The review stopped: ValueError: no such move."


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_board_marks_the_reviewed_move(reviewing, size):
    """Issue 25 item 21: the review named "Move 3: Gold - good" with nothing on the board."""
    import dataclasses

    from scenes.stars.board import draw_board
    from tools.harness.tour import set_text_size

    app, scene = reviewing
    set_text_size(app, size)
    review = scene.review
    for _ in range(2):
        press_key(app, pygame.K_RIGHT)
    snap = scene.snapshot()
    move = review.moves[review.index]
    assert snap.reviewed == move and move[0] is not None
    marked, bare = pygame.Surface((640, 360)), pygame.Surface((640, 360))
    draw_board(marked, snap)
    draw_board(bare, dataclasses.replace(snap, reviewed=None, ai_choice=None))
    cell = snap.layout.rect(move[0])
    changed = [
        (x, y)
        for x in range(cell.left, cell.right)
        for y in range(cell.top, cell.bottom)
        if marked.get_at((x, y)) != bare.get_at((x, y))
    ]
    assert len(changed) > cell.w * 2, "the move on show is not marked where it was played"


@pytest.mark.slow
def test_the_move_on_show_is_judged_before_the_rest(reviewing):
    """Issue 25 item 21: the judging went in game order whatever the player looked at."""
    app, scene = reviewing
    review = scene.review
    first = scene.jobs.job
    assert first is not None and first.args[2] == review.todo[0] + 1
    for _ in range(6):
        press_key(app, pygame.K_RIGHT)
    wanted = min(i for i in review.todo if i >= review.index)
    assert wanted != review.todo[0]
    step_real(app, lambda: scene.jobs.job is not first, 120)
    assert scene.jobs.kind == "review" and scene.jobs.job.args[2] == wanted + 1  # the shown move next
    step_real(app, lambda: wanted in review.reviews, 120)
    assert review.current is not None or review.index != wanted
