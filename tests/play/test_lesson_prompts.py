"""A lesson, a review and a result name the keys of the device that acts: a keyboard
player read "A: NEXT  B: THE LIST" in a lesson (and A moves left on WASD)."""

from __future__ import annotations

import pygame

from scenes.framework import draw
from scenes.numbers.play import NumbersPlay
from tools.harness.helpers import make_app, press_key, settle


def drawn_words(app) -> str:
    with draw.recording_layout() as rec:
        app.step(1)
    return " ".join(t.text for t in rec.texts)


def test_a_keyboard_player_in_a_lesson_is_told_the_keyboards_keys():
    app = make_app("--game", "numbers")
    try:
        settle(app)
        app.stack.top.flows.show_lessons()
        settle(app)
        press_key(app, pygame.K_DOWN)  # lesson 2
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, NumbersPlay)
        words = drawn_words(app)
        assert "Start/Esc" not in words and ("ESC" in words.upper() or "P" in words.split())
        scene.cursor.focus_on((2, 1))  # the right move
        press_key(app, pygame.K_RETURN)
        assert scene.coach.passed
        words = drawn_words(app)
        assert "A: next" not in words and "B: the list" not in words, words
        assert "Enter" in words and "Esc" in words, words  # the key caps of the keyboard
    finally:
        app.close()


def test_a_lesson_card_in_large_text_shows_every_word_of_its_ask():
    """In Large text the card cut the ask short ("...into a black hole:" and no more)."""
    app = make_app("--game", "stars")
    try:
        app.settings.set("text_size", "large")
        app.settings_changed()
        settle(app)
        app.stack.top.flows.show_lessons()
        settle(app)
        press_key(app, pygame.K_RETURN)
        settle(app)
        scene = app.stack.top
        ask = scene.coach.lesson.ask
        shown = drawn_words(app)
        assert all(word in shown for word in ask.split()), (ask, shown)
    finally:
        app.close()
