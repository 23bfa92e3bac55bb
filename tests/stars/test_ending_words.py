"""While a finished game's last animations run, "Game over" and its reason stand apart
(they sat on each other: "Game over" over "GOLD CAPTURED THE NOVA")."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from scenes.framework import draw
from scenes.stars import panel
from tools.harness.helpers import make_app, settle
from tools.harness.tour import entry, stars_json


@pytest.mark.parametrize("large", [False, True])
def test_game_over_and_its_reason_do_not_touch(large):
    app = make_app()
    try:
        settle(app)
        app.stack.push(entry("stars").resume(app, stars_json()[0]))
        settle(app)
        play = app.stack.top
        view = dataclasses.replace(play.snapshot(), phase="ending")
        draw.TEXT.large = large
        canvas = pygame.Surface((640, 360))
        with draw.recording_layout() as rec:
            panel.draw_panel(canvas, view)
        boxes = {t.text: t.box for t in rec.texts}
        over = boxes["Game over"]
        reason = next(b for text, b in boxes.items() if text == panel.end_reason(view.state, view.seats))
        assert over.bottom < reason.top, (over, reason)
    finally:
        draw.TEXT.large = False
        app.close()
