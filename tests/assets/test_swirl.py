"""The black hole's frames (tools/gen_swirl.py -> assets/sprites/swirl.png): current, and what
draw.swirl scales to every radius the game draws."""

from __future__ import annotations

import pygame

from scenes.framework import draw
from tools.harness.assets_loader import ROOT, load_tool

SHEET = ROOT / "assets" / "sprites" / "swirl.png"


def test_the_committed_frames_match_their_generator():
    gen = load_tool("gen_swirl")
    sheet = pygame.image.load(str(SHEET))
    side = draw.SWIRL_RADIUS * 2 + 1
    assert sheet.get_size() == (side * draw.SWIRL_FRAMES, side)
    for frame in (0, 7, draw.SWIRL_FRAMES - 1):
        fresh = gen.swirl_frame(draw.SWIRL_RADIUS, frame)
        shown = sheet.subsurface((frame * side, 0, side, side))
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(shown, "RGBA"), "stale: make assets"


def test_a_frame_at_any_radius_has_a_black_core_and_clear_corners():
    for radius in (5, 9, 34, 104, 130):
        frame = draw._swirl_frame(radius, 3)
        assert frame.get_size() == (2 * radius + 1, 2 * radius + 1)
        assert frame.get_at((radius, radius))[:3] == draw.SWIRL_RAMP[0] and frame.get_at((radius, radius)).a == 255
        assert frame.get_at((0, 0)).a == 0
    assert draw._swirl_frame(34, 0) is not draw._swirl_frame(34, 1)
