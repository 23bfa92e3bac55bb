"""Render the spinning black hole's frames into assets/sprites/swirl.png (numpy: tools only).

The game draws the swirl at many radii; it scales these frames of the largest radius it
draws (the title's) with nearest-neighbour pixels, so the run time needs no array maths.
One row of SWIRL_FRAMES squares of 2 * RADIUS + 1 pixels, colours from draw.SWIRL_RAMP.

Run: .venv/bin/python tools/gen_swirl.py   (also part of `make assets`)
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

import numpy as np

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (the driver must be chosen before pygame loads)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scenes.framework.draw import SWIRL_FRAMES, SWIRL_RADIUS, SWIRL_RAMP  # noqa: E402

OUT = ROOT / "assets" / "sprites" / "swirl.png"


def swirl_frame(radius: int, frame: int) -> pygame.Surface:
    """One frame of a spinning accretion disc around a black core, quantised to the ramp."""
    size = radius * 2 + 1
    y, x = np.mgrid[-radius : radius + 1, -radius : radius + 1].astype(np.float64)
    dist, ang = np.hypot(x, y) / max(1, radius), np.arctan2(y, x)
    ramp = np.array(SWIRL_RAMP, dtype=np.uint8)
    phase = 2 * math.pi * frame / SWIRL_FRAMES
    arms = 0.5 + 0.5 * np.cos(3 * ang + 7.0 * np.log(dist + 0.05) - phase)
    glow = np.clip(1.25 - dist, 0, 1) ** 1.4
    ring = np.exp(-(((dist - 0.36) / 0.07) ** 2))
    value = np.clip(arms * glow * 0.85 + ring * 0.9, 0, 0.999)
    index = (value * len(SWIRL_RAMP)).astype(np.int32)
    index[dist < 0.28] = 0
    rgb = ramp[index]
    alpha = np.where(dist <= 1.0, 255, 0).astype(np.uint8)
    # outside the core, the darkest band is empty space: let the stars show through
    alpha[(dist > 0.30) & (index == 0)] = 0
    alpha[(dist > 0.55) & (index == 1)] = 150
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.surfarray.pixels3d(surf)[:] = rgb.transpose(1, 0, 2)
    pygame.surfarray.pixels_alpha(surf)[:] = alpha.T
    return surf


def swirl_sheet(radius: int = SWIRL_RADIUS) -> pygame.Surface:
    size = radius * 2 + 1
    sheet = pygame.Surface((size * SWIRL_FRAMES, size), pygame.SRCALPHA)
    for frame in range(SWIRL_FRAMES):
        sheet.blit(swirl_frame(radius, frame), (frame * size, 0))
    return sheet


def main(out: Path = OUT) -> None:
    pygame.image.save(swirl_sheet(), str(out))
    print(f"{SWIRL_FRAMES} swirl frames of radius {SWIRL_RADIUS} written to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
