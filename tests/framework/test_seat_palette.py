"""The seat palette against the numbers the issue asks for: every two seat colours at
least 20 CIEDE2000 apart under simulated deuteranopia, protanopia and tritanopia
(Machado 2009, severity 1), each seat with a shape of its own, and each a colour that
stands apart from the UI's quiet and disabled greys (the old rose read as disabled)."""

from __future__ import annotations

import json
import math

import pygame
import pytest

from scenes.framework import colour, draw
from scenes.framework.paths import ASSETS

OLD_PALETTE = [(255, 214, 90), (110, 200, 255), (255, 120, 170), (140, 235, 140), (200, 150, 255), (255, 160, 90)]


def test_ciede2000_matches_sharmas_published_pairs():
    """Sharma, Wu & Dalal (2005), table 1: pairs 1, 7 and 17."""
    assert colour.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert colour.ciede2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert colour.ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)


def test_the_simulation_merges_red_and_green_for_a_deuteranope_but_not_blue_and_yellow():
    red, green = (200, 60, 40), (90, 140, 40)
    assert colour.difference(red, green) > 30
    assert colour.difference(red, green, "deuteranopia") < 15
    assert colour.difference((40, 60, 220), (230, 220, 40), "deuteranopia") > 40


def test_the_old_palette_fails_the_rule():
    """Gold, Mint and Amber became one olive for a deuteranope."""
    assert colour.min_pairwise(OLD_PALETTE, "deuteranopia") < 5


@pytest.mark.parametrize("deficiency", [None, *colour.DEFICIENCIES])
def test_every_two_seats_stay_20_apart(deficiency):
    assert colour.min_pairwise(draw.SEAT_COLOURS, deficiency) >= 20


def test_six_seats_six_shapes():
    assert len(set(draw.SEAT_SHAPES)) == len(draw.SEAT_COLOURS) == 6
    masks = []
    for seat in range(6):
        surface = pygame.Surface((24, 24))
        draw.seat_shape(surface, seat, (12, 12), 16, (255, 255, 255), outline=None)
        masks.append(pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255)))
    for i in range(6):
        for j in range(i + 1, 6):
            differ = masks[i].overlap_area(masks[j], (0, 0))
            union = masks[i].count() + masks[j].count() - differ
            assert differ / union < 0.8, (draw.SEAT_SHAPES[i], draw.SEAT_SHAPES[j])


OLD_ROSE = (156, 124, 133)
MIN_CHROMA = 35  # CIELAB chroma a seat colour has at least: the UI's bluish greys have 20-28


def ui_greys() -> dict[str, tuple[int, int, int]]:
    """The greys quiet and disabled words are drawn in: the palette's dim and faint, and
    every disabled text colour of the pygame_gui theme."""
    theme = json.loads((ASSETS / "theme.json").read_text(encoding="utf-8"))
    greys = {"dim": draw.PALETTE["dim"], "faint": draw.PALETTE["faint"]}
    for block, spec in theme.items():
        hex_colour = spec.get("colours", {}).get("disabled_text")
        if hex_colour:
            greys[f"{block} disabled"] = tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return greys


def chroma(rgb) -> float:
    _, a, b = colour.to_lab(rgb)
    return math.hypot(a, b)


def test_the_ui_greys_are_found_and_are_greys():
    greys = ui_greys()
    assert "defaults disabled" in greys and len(greys) >= 3
    assert all(chroma(g) < MIN_CHROMA * 0.85 for g in greys.values())


def test_old_rose_was_greyer_than_the_disabled_grey():
    """Rose (156, 124, 133) had less colour than the disabled grey beside it: it read as disabled."""
    assert chroma(OLD_ROSE) < chroma(ui_greys()["defaults disabled"])


@pytest.mark.parametrize("seat", range(6), ids=draw.SEAT_NAMES)
def test_every_seat_colour_is_a_colour_not_a_grey(seat):
    assert chroma(draw.SEAT_COLOURS[seat]) >= MIN_CHROMA


@pytest.mark.parametrize("seat", range(6), ids=draw.SEAT_NAMES)
def test_every_seat_colour_stands_apart_from_the_ui_greys(seat):
    """20 CIEDE2000 from each grey in typical vision for the seats picked against the greys
    (Rose, Amber), 15 for the others; and 15 under each deficiency for Rose and Amber."""
    picked = draw.SEAT_NAMES[seat] in ("Rose", "Amber")
    for name, grey in ui_greys().items():
        assert colour.difference(draw.SEAT_COLOURS[seat], grey) >= (20 if picked else 15), name
        if picked:
            for deficiency in colour.DEFICIENCIES:
                assert colour.difference(draw.SEAT_COLOURS[seat], grey, deficiency) >= 15, (name, deficiency)
