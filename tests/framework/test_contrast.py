"""Every text colour stands 4.5:1 (WCAG AA) from what it is drawn on: the palette's
text colours on the grounds they are drawn on, and every pygame_gui state in the theme.
(The tour's layout check measures the real pixels under every drawn text as well.)"""

from __future__ import annotations

import json

import pytest

from scenes.framework import draw
from scenes.framework.colour import contrast_ratio
from scenes.framework.gui import THEME_FILE

TEXT = ["ink", "dim", "faint", "accent", "violet", "gold", "good", "bad", "nova"]
GROUNDS = ["bg", "bg2", "panel"]
NEBULA_BRIGHTEST = (42, 27, 94)  # the starfield's brightest dithered tint behind the title


def test_the_known_values():
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((70, 74, 120), draw.PALETTE["bg"]) == pytest.approx(2.36, abs=0.01)  # the old faint


@pytest.mark.parametrize("name", TEXT)
def test_palette_text_colours_on_every_ground(name):
    for ground in [draw.PALETTE[g] for g in GROUNDS] + [NEBULA_BRIGHTEST]:
        assert contrast_ratio(draw.PALETTE[name], ground) >= 4.5, (name, ground)


@pytest.mark.parametrize("seat", range(len(draw.SEAT_COLOURS)))
def test_seat_colours_are_text_colours_too(seat):
    """Seat names are written in their colour (panels, join cards, results)."""
    for ground in [draw.PALETTE[g] for g in GROUNDS]:
        assert contrast_ratio(draw.SEAT_COLOURS[seat], ground) >= 4.5, (draw.SEAT_NAMES[seat], ground)


def _hex(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


TEXTLESS = {"horizontal_slider.#sliding_button"}  # a slider's thumb: a block of colour, no words


def _theme_pairs():
    theme = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    defaults = theme["defaults"]["colours"]
    for block, body in theme.items():
        if block in TEXTLESS:
            continue
        colours = {**defaults, **body.get("colours", {})}
        for state in ("normal", "hovered", "selected", "active", "disabled"):
            text, ground = colours.get(f"{state}_text"), colours.get(f"{state}_bg", colours.get("dark_bg"))
            if not text or not ground:
                continue
            if len(ground.lstrip("#")) == 8 and ground.lower().endswith("00"):  # transparent: on a panel
                ground = "#%02x%02x%02x" % draw.PALETTE["panel"]
            yield block, state, _hex(text), _hex(ground)


@pytest.mark.parametrize("block,state,text,ground", list(_theme_pairs()))
def test_every_theme_state_is_legible(block, state, text, ground):
    assert contrast_ratio(text, ground) >= 4.5, f"{block} {state}: {text} on {ground}"
