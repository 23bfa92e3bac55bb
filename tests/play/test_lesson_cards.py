"""A lesson card's words end on a shared line: on the sofa Patience lesson 1 left "matter."
alone under its ask and Black Box lesson 1 "arrow).", in both text sizes."""

from __future__ import annotations

import importlib

import pytest

from scenes.framework import draw
from scenes.framework.app import App
from scenes.framework.draw import DrawnText
from scenes.play.lessons import LessonCoach
from tools.harness.helpers import LESSON_GAMES, make_app, settle


def card_lines(words: str, texts: list[DrawnText]) -> list[DrawnText]:
    """The run of drawn lines that together say ``words`` (one paragraph of the card)."""
    for start in range(len(texts)):
        for end in range(start + 1, len(texts) + 1):
            said = " ".join(t.text for t in texts[start:end])
            if said == words:
                return texts[start:end]
            if not words.startswith(said):
                break
    raise AssertionError(f"{words!r} is not drawn whole: {[t.text for t in texts]}")


def drawn_ask(app: App, game: str, index: int) -> tuple[list[str], int]:
    """Lesson ``index`` of ``game`` on screen: its ask's lines as drawn, and the card's text width."""
    lessons = importlib.import_module(f"scenes.{game}.lessons")
    coach = LessonCoach(game, lessons.LESSONS, index, lessons.make_scene)
    app.stack.push(lessons.make_scene(app, coach))
    settle(app)
    with draw.recording_layout() as rec:
        app.step(1)
    app.stack.pop()
    settle(app)
    lines = card_lines(app.input.hint(coach.lesson.ask).text, rec.texts)  # its keys as the device has them
    card = [p.rect for p in rec.panels if all(p.rect.contains(t.box) for t in lines)]
    assert card, (game, index, "the ask is in no panel")
    return [t.text for t in lines], min(r.w for r in card) - 16  # the card's margins (LessonCoach.draw)


@pytest.fixture(params=[False, True], ids=["normal", "large"])
def app(request: pytest.FixtureRequest):
    app = make_app()
    if request.param:
        app.settings.set("text_size", "large")
        app.settings_changed()
    try:
        yield app
    finally:
        app.close()


def test_the_first_lessons_asks_end_on_a_shared_line(app: App) -> None:
    for game in ("patience", "blackbox"):
        lines, _ = drawn_ask(app, game, 0)
        assert len(lines) >= 2 and " " in lines[-1], (game, lines)


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_no_lesson_ask_leaves_a_word_alone_that_the_line_above_could_share(app: App, game: str) -> None:
    for index in range(len(importlib.import_module(f"scenes.{game}.lessons").LESSONS)):
        lines, width = drawn_ask(app, game, index)
        if len(lines) < 2 or " " in lines[-1]:
            continue
        tail = lines[-2].rpartition(" ")[2]
        assert draw.text_size(f"{tail} {lines[-1]}", "s")[0] > width, (game, index, lines)
