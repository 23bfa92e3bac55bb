"""The seat panels' heads ("SEAT", "STARS", "NEXT") stand clear of the lit row under them.

Seen on the sofa at 1280x800 in Large text: the frame around the seat whose turn it is was
drawn across the feet of the heads' letters. Checked on the pixels: inside a head's letters'
box there is none of the lit seat's colour (the frame's).
"""

from __future__ import annotations

import pygame
import pytest

from scenes.framework import draw
from tools.harness.helpers import make_app, press_key, settle
from tools.harness.tour import entry, numbers_json, stars_json

GAMES = {"stars": (stars_json, ("SEAT", "STARS")), "numbers": (numbers_json, ("NEXT",))}


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_lit_seat_row_never_crosses_the_heads(game, large):
    kept, heads = GAMES[game]
    app = make_app()
    try:
        settle(app)
        app.stack.push(entry(game).resume(app, kept()[0]))
        settle(app)
        play = app.stack.top
        if play.state.current_player != 0:  # the first row lit: the one right under the heads
            press_key(app, pygame.K_z, pygame.KMOD_CTRL)
            settle(app)
        assert play.state.current_player == 0
        colour = tuple(play.seat_colour(play.state.current_player))
        draw.TEXT.large = large
        canvas = pygame.Surface((640, 360))
        with draw.recording_layout() as rec:
            play.draw(canvas)
        boxes = {t.text: t.box for t in rec.texts if t.text in heads}
        assert set(boxes) == set(heads)
        for head, box in boxes.items():
            lit = sum(
                1
                for x in range(box.left, box.right)
                for y in range(box.top, box.bottom)
                if tuple(canvas.get_at((x, y)))[:3] == colour
            )
            assert lit == 0, f"{head} {tuple(box)}: {lit} pixels of the lit row's frame"
    finally:
        draw.TEXT.large = False
        app.close()
