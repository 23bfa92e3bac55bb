"""A lesson's correct play is praised, not followed by a red "NO MORE MOVES / No one could
win this deal" (the lesson table has no more moves once the lesson's move is made)."""

from __future__ import annotations

from scenes.framework import draw
from scenes.patience.lessons import LESSONS, make_scene
from scenes.play.lessons import LessonCoach
from tools.harness.helpers import make_app, settle


def test_the_first_lesson_ends_in_praise_not_a_lost_game():
    app = make_app()
    try:
        scene = make_scene(app, LessonCoach("patience", LESSONS, 0, make_scene))
        app.stack.push(scene)
        settle(app)
        for pile in range(17):  # try each pile: a wrong one is refused, the right one passes
            if scene.coach.passed:
                break
            scene.play(pile)
        assert scene.coach.passed
        app.step(120)
        with draw.recording_layout() as rec:
            app.step(1)
        words = " ".join(t.text for t in rec.texts)
        assert "NO MORE MOVES" not in words and "No one could win" not in words, words
    finally:
        app.close()
