"""Every game's pause menu has Controls and Restart; Restart asks first when it would end a
game in progress (patience's restart only rewinds the deal: redo gives the moves back)."""

from __future__ import annotations

import pygame
import pytest

from game import catalogue
from tests.text_sizes import TEXT_SIZES
from tools.harness.helpers import make_app, settle, step_real
from tools.harness.tour import buttons, entry, key, press_button, push, set_text_size, start_from_setup


def _start(app, game: str):
    if game == "patience":
        push(app, entry("patience").start(app, deal=5))
    elif game == "blackbox":
        push(app, entry("blackbox").start(app))
        press_button(app, "Start")
        step_real(app, lambda: app.stack.top.phase == "get")
    else:
        push(app, entry(game).start(app))
        for _ in start_from_setup(app, 1):
            pass
    settle(app)
    return app.stack.top


def _move(app, scene) -> None:
    """One move by the person, the game's own way."""
    legal = scene.state.legal_actions()
    if scene.game_key == "blackbox":
        legal = [m for m in legal if m[0] == "fire"]
    step_real(app, lambda: scene.play(legal[0]) or scene.session.position > 0, 10)
    app.step(2)
    assert scene.session.position > 0


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("game", [game.key for game in catalogue.GAMES])  # every game, a new one too
def test_the_pause_menu_offers_controls_and_restart(game, text_size):
    app = make_app()
    try:
        set_text_size(app, text_size)
        scene = _start(app, game)
        key(app, pygame.K_p if game != "patience" else pygame.K_ESCAPE)
        assert app.stack.top.name == "pause", app.scene_names()
        labels = buttons(app)
        assert "Controls" in labels and "Restart" in labels, sorted(labels)
        press_button(app, "Controls")
        assert app.stack.top.name == "controls"
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "pause"
        key(app, pygame.K_p if game != "patience" else pygame.K_ESCAPE)  # resume
        assert app.stack.top is scene
        _move(app, scene)
        key(app, pygame.K_p if game != "patience" else pygame.K_ESCAPE)
        press_button(app, "Restart")
        if game == "patience":  # nothing is lost: straight back to the deal, same scene
            assert app.stack.top is scene and scene.session.position == 0
            return
        assert app.stack.top.name == "confirm", app.scene_names()
        press_button(app, "Keep playing")
        assert app.stack.top.name == "pause" and scene.session.position > 0
        press_button(app, "Restart")
        press_button(app, "Restart")  # the question's own Restart
        settle(app)
        fresh = app.stack.top
        assert fresh is not scene and fresh.game_key == scene.game_key, app.scene_names()
        assert fresh.session.position == 0 or not fresh.person_to_move()
        assert [s.name for s in app.stack.scenes].count("pause") == 0
    finally:
        app.close()
