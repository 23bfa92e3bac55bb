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


def test_the_game_menus_help_stays_inside_its_panel():
    """The help line's plate stuck out of the patience menu's panel, over its edge."""
    import pygame

    from tools.harness.tour import entry, key, push

    app = make_app()
    try:
        settle(app)
        push(app, entry("patience").start(app, deal=5))
        key(app, pygame.K_m)
        menu = app.stack.top
        assert menu.name == "patience_menu" and menu.focused_help()
        with draw.recording_layout() as rec:
            app.step(1)
        help_box = next(t.box for t in rec.texts if t.text == menu.focused_help())
        assert menu.panel_rect.contains(help_box), (help_box, menu.panel_rect)
        own = next(p for p in rec.panels if p.rect == menu.panel_rect)
        later = [p.rect for p in rec.panels if p.order > own.order]
        assert not any(r.colliderect(own.rect) and not own.rect.contains(r) for r in later), later
    finally:
        app.close()
