"""The layout check: on every screen of the tour, no text leaves the 640x360 canvas
or its panel, and no two texts overlap (the canvas is the same at every window
size, so this covers every resolution)."""

from __future__ import annotations

import pygame
import pytest

from scenes.framework import draw
from tests.helpers import make_app, settle
from tests.tour import TOUR, capture, layout_problems

# Shots whose findings need more than a layout number in another helper's scene;
# each is listed in the issue 12 report.
KNOWN: dict[str, str] = {
    "settings over a game": "an overlay menu's help line is printed over the dimmed game's own texts "
    "(scenes/framework/menu.py draws it on no plate of its own)",
    "patience menu": "the menu's help line is printed over the bottom row of cards "
    "(scenes/framework/menu.py, same cause)",
    "patience end (no move)": "while the computer checks the deal, its 'checking the deal...' line "
    "prints over the message line (scenes/patience/play.py _draw_status; "
    "seen only when the check is still running at the shot)",
    "attract demo later": "the DEMO banner covers the board's bottom row and repeats the panel's own "
    "'press any button to play' (scenes/attract.py)",
}


@pytest.mark.parametrize("leg", TOUR, ids=[t.name for t in TOUR])
def test_every_text_fits_and_stands_alone(leg):
    app = make_app(*leg.args)
    settle(app)
    found: dict[str, list[str]] = {}
    shots = []
    try:
        for name in leg.leg(app):
            shots.append(name)
            problems = layout_problems(app, capture(app))
            if problems:
                found[name] = problems
    finally:
        app.close()
    assert shots, "the tour leg showed nothing"
    unexpected = {k: v for k, v in found.items() if k not in KNOWN}
    assert not unexpected, "\n".join(
        f"{k}: {p}" for k, v in unexpected.items() for p in v
    )
    known = [f"{k}: {KNOWN[k]}" for k in found]
    if known:
        pytest.xfail("; ".join(known))


def test_the_recorder_is_off_by_default_and_sees_texts_panels_and_subsurfaces():
    assert draw.LAYOUT.recorder is None
    canvas = pygame.Surface((640, 360))
    draw.text(canvas, "nobody listens", (5, 5))
    with draw.recording_layout() as rec:
        draw.panel(canvas, pygame.Rect(100, 100, 200, 50))
        draw.text(
            canvas.subsurface(pygame.Rect(100, 100, 200, 50)), "IN", (10, 10), "s"
        )
    assert draw.LAYOUT.recorder is None
    assert [t.text for t in rec.texts] == ["IN"] and rec.texts[0].surface is canvas
    assert (
        rec.texts[0].box.topleft == (110, 110)
        and rec.panels[0].order < rec.texts[0].order
    )


def test_the_check_catches_overlaps_and_strays():
    class FakeApp:  # only what layout_problems reads
        class display:
            canvas = pygame.Surface((640, 360))

        class stack:
            top = None

    canvas = FakeApp.display.canvas
    with draw.recording_layout() as rec:
        draw.text(canvas, "first", (10, 10))
        draw.text(canvas, "second", (14, 12))
        draw.text(canvas, "far out", (630, 10))
        draw.panel(canvas, pygame.Rect(200, 200, 80, 30))
        draw.text(canvas, "too long for it", (205, 205))
    problems = layout_problems(FakeApp, rec)
    assert any("overlaps" in p and "first" in p for p in problems)
    assert any("leaves the canvas" in p for p in problems)
    assert any("sticks out of its panel" in p for p in problems)
    with draw.recording_layout() as rec:
        draw.text(canvas, "under", (10, 10))
        draw.panel(canvas, pygame.Rect(0, 0, 100, 40))
        draw.text(canvas, "dialog", (10, 10))
    assert layout_problems(FakeApp, rec) == []


def test_a_panel_painted_over_by_a_cover_no_longer_claims_the_texts_above_it():
    class FakeApp:
        class display:
            canvas = pygame.Surface((640, 360))

        class stack:
            top = None

    canvas = FakeApp.display.canvas
    with draw.recording_layout() as rec:
        draw.panel(canvas, pygame.Rect(300, 20, 200, 300))
        draw.text(canvas, "across the old panel's edge", (150, 100))
    assert any("crosses the edge" in p for p in layout_problems(FakeApp, rec))
    canvas.fill((0, 0, 0))  # a full-screen cover drawn over the game
    assert layout_problems(FakeApp, rec) == []
