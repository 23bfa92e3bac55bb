"""The lesson card in Black Holes lies below the status words, never over them: it hid the
warning's second line, the LOG heading and the status line. Every lesson, both text sizes,
as asked and after a move the lesson refuses."""

from __future__ import annotations

import pygame
import pytest

from tests.text_sizes import TEXT_SIZES
from tools.harness.helpers import make_app, settle
from tools.harness.tour import capture, entry, key, layout_problems, press_button, push, set_text_size


def _card_covers(rec) -> list[str]:
    """Words drawn before the lesson's card that lie under it, and the card's words cut off."""
    heads = [t for t in rec.texts if t.text.startswith("LESSON ")]
    assert heads, "no lesson card"
    card = max((p for p in rec.panels if p.order < heads[-1].order), key=lambda p: p.order)
    under = [f"{t.text!r} {tuple(t.box)}" for t in rec.texts if t.order < card.order and card.rect.colliderect(t.box)]
    return under


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_lesson_card_hides_none_of_the_panels_words(text_size):
    app = make_app()
    try:
        set_text_size(app, text_size)
        settle(app)
        push(app, entry("stars").start(app))
        press_button(app, "How to play")
        lessons = app.stack.top
        titles = [b.label for b in lessons.items if getattr(b, "label", "").startswith("[")]
        assert len(titles) >= 3
        for i, title in enumerate(titles):
            press_button(app, title[:8])
            app.step(30)
            scene = app.stack.top
            assert scene.coach is not None and scene.coach.index == i
            for moment in ("asked", "after a move"):
                rec = capture(app)
                assert not _card_covers(rec), f"lesson {i + 1} {moment}: {_card_covers(rec)}"
                assert not layout_problems(app, rec), layout_problems(app, rec)
                ask = [t.text for t in rec.texts if t.order > 0]
                assert scene.coach.lesson.ask.split()[-1] in " ".join(ask) or scene.coach.passed
                key(app, pygame.K_RETURN)
                app.step(20)
            app.stack.pop()  # back to the list (the card's own way back is tested with the lessons)
            settle(app)
            assert app.stack.top is lessons, app.scene_names()
    finally:
        app.close()
