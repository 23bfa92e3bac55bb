"""A game scene is modal: what it ignores never reaches the title menu beneath it.

Before issue 12's tour, Enter pressed while Black Box's computer hid its atoms
fell through the game to the title menu beneath and opened the stars setup.
"""

from __future__ import annotations

import pygame

from scenes.play import entries
from tools.harness.helpers import make_app, press_key, settle
from tools.harness.tour import press_button


def test_keys_a_game_ignores_never_reach_the_title_beneath():
    app = make_app()
    settle(app)
    try:
        app.stack.push(entries.find("blackbox").start(app))
        settle(app)
        press_button(app, "Start")
        assert app.scene_names() == ["title", "blackbox"] and app.stack.top.phase == "hiding"
        press_key(app, pygame.K_RETURN, frames=3)
        settle(app)
        assert app.scene_names() == ["title", "blackbox"]
    finally:
        app.close()


def test_an_overlay_still_passes_what_it_ignores_to_the_scene_it_covers():
    from scenes.framework.input import Action, Kind
    from scenes.framework.scene import Scene
    from scenes.framework.stack import SceneStack

    seen = []

    class Under(Scene):
        def handle(self, action):
            seen.append(action.kind)
            return True

    class Overlay(Scene):
        opaque = False

    stack = SceneStack()
    stack.push(Under(None))
    stack.push(Overlay(None))
    stack.apply_pending()
    assert stack.dispatch(Action(Kind.CONFIRM)) and seen == [Kind.CONFIRM]
