"""A sample sheet of the three faces the arcade writes with, in German, French and Spanish.

Each face (the small capitals of Normal text, the tall face of Large text's small size,
DotGothic16) draws the sample lines as the game does (draw.render_text, drop shadow
included) at 1x, 2x and 3x (whole-number scaling, as every pixel face is drawn). Each line
sits on a lighter band as tall as the line's surface, so a mark cut at the top or a tail cut
at the bottom of its line shows. The last rows of each face set two lines at the game's
line advance (draw.line_h), where the marks of one line come nearest the tails of the line
above. Written to docs/screens/faces.png for review:

    .venv/bin/python tools/face_samples.py [--out docs/screens/faces.png]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the SDL driver is chosen above)

from scenes.framework import draw  # noqa: E402

SAMPLES = ("ÄÖÜ äöü ß ẞ — Größe", "Ça déjà été, où? « Œuvre » ‹ › …", "¿Año? ¡Sí! Ñandú „Zitat“ ‘x’ 5°")
FACES = (  # label, text size, Large text
    ("small capitals (Normal, s)", "s", False),
    ("tall face (Large, s)", "s", True),
    ("DotGothic16 (m)", "m", False),
)
SCALES = (1, 2, 3)
STACKED = ("Wägung gäbe", "ÉTÉ ÜBER ÂÇ")  # tails of g, p above the marks of capitals
PAD = 6
BAND = (34, 38, 80)


def line(text: str, size: str, scale: int) -> pygame.Surface:
    surf = draw.render_text(text, size, draw.PALETTE["ink"], True)
    return pygame.transform.scale_by(surf, scale) if scale > 1 else surf


def face_rows(label: str, size: str, large: bool) -> list[pygame.Surface]:
    """The label, each sample at each scale on its band, then two stacked lines per scale."""
    draw.TEXT.large = large
    draw.clear_caches()
    rows = [draw.render_text(label, "m", draw.PALETTE["gold"], True)]
    for scale in SCALES:
        for text in SAMPLES:
            face = line(text, size, scale)
            band = pygame.Surface((face.get_width() + 2 * PAD, face.get_height()), pygame.SRCALPHA)
            band.fill(BAND)
            band.blit(face, (PAD, 0))
            rows.append(band)
    for scale in SCALES:
        faces = [line(t, size, scale) for t in STACKED]
        step = draw.line_h(size) * scale
        stack = pygame.Surface(
            (max(f.get_width() for f in faces) + 2 * PAD, step + faces[1].get_height()), pygame.SRCALPHA
        )
        for i, face in enumerate(faces):
            stack.blit(face, (PAD, i * step))
        rows.append(stack)
    draw.TEXT.large = False
    return rows


def sheet() -> pygame.Surface:
    columns = [face_rows(*face) for face in FACES]
    widths = [max(r.get_width() for r in rows) for rows in columns]
    heights = [sum(r.get_height() + PAD for r in rows) for rows in columns]
    out = pygame.Surface((sum(widths) + PAD * (len(columns) + 1), max(heights) + PAD))
    out.fill(draw.PALETTE["bg"])
    x = PAD
    for rows, width in zip(columns, widths, strict=True):
        y = PAD
        for row in rows:
            out.blit(row, (x, y))
            y += row.get_height() + PAD
        x += width + PAD
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens" / "faces.png")
    args = parser.parse_args(argv)
    pygame.font.init()
    picture = sheet()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(args.out))
    print(f"{args.out}: {picture.get_width()}x{picture.get_height()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
