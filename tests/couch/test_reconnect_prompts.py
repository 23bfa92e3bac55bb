"""The reconnect screen names every plugged controller's own take-over button (issue 19,
item 1): remaps and per-pad A/B swaps, not the glyphs of whoever pressed last."""

import pygame

from scenes.framework import draw
from tests.couch.table import Couch, dev
from tools.harness.helpers import press_key


def test_take_over_line_names_each_pads_own_confirm(monkeypatch):
    c = Couch(("xbox", "playstation", "nintendo"))
    try:
        c.app.input.set_pad_pref(dev(c.pads[1]), "swap_ab", True)  # the PlayStation pad confirms on Circle
        c.pads[2].unplug()
        c.app.step(2)
        press_key(c.app, pygame.K_LEFT)  # the keyboard was used last
        shown = []
        real = draw.hint_line
        monkeypatch.setattr(
            draw, "hint_line", lambda s, hint, *a, **k: shown.append(hint.text) or real(s, hint, *a, **k)
        )
        c.overlay.draw(pygame.Surface((640, 360)))
        assert "press Enter / A / Circle on another controller" in shown
    finally:
        c.close()
