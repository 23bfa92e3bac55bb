"""Draw the seat palette as typical vision and three dichromats see it (Machado 2009,
severity 1), with each seat's shape: docs/screens/seat_palette_cvd.png.

    python -m tools.colour_strip [--old] [OUT.png]
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from scenes.framework import colour, draw

ROWS = [("typical", None), *((name, name) for name in colour.DEFICIENCIES)]
CELL, LABEL_W, SCALE = 48, 96, 3


def strip(palette: list[tuple[int, int, int]]) -> pygame.Surface:
    surface = pygame.Surface((LABEL_W + CELL * len(palette), CELL * len(ROWS) + 14))
    surface.fill(draw.PALETTE["bg"])
    for k, name in enumerate(draw.SEAT_NAMES[: len(palette)]):
        draw.text(surface, name, (LABEL_W + k * CELL + CELL // 2, 2), "s", draw.PALETTE["ink"], "midtop")
    for row, (label, deficiency) in enumerate(ROWS):
        y = 14 + row * CELL
        gap = colour.min_pairwise(palette, deficiency)
        draw.text(surface, label, (4, y + 12), "s", draw.PALETTE["ink"])
        draw.text(surface, f"min dE {gap:.1f}", (4, y + 26), "s", draw.PALETTE["dim"])
        for k, rgb in enumerate(palette):
            seen = tuple(round(v) for v in colour.simulate(rgb, deficiency)) if deficiency else rgb
            x = LABEL_W + k * CELL
            surface.fill(draw.PALETTE["panel"], (x + 2, y + 2, CELL - 4, CELL - 4))
            draw.seat_shape(surface, k, (x + CELL // 2, y + CELL // 2), 28, seen)
    return pygame.transform.scale_by(surface, SCALE)


def main(argv: list[str]) -> None:
    pygame.init()
    old = "--old" in argv
    args = [a for a in argv if a != "--old"]
    palette = (
        [(255, 214, 90), (110, 200, 255), (255, 120, 170), (140, 235, 140), (200, 150, 255), (255, 160, 90)]
        if old
        else list(draw.SEAT_COLOURS)
    )
    out = Path(args[0] if args else "docs/screens/seat_palette_cvd.png")
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(strip(palette), str(out))
    print(out)


if __name__ == "__main__":
    main(sys.argv[1:])
