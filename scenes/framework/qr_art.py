"""A QR code as crisp pixel art: segno's module matrix drawn with rects, whole pixels per module.

No image file and no smoothing: each module is ``module`` canvas pixels
square (the display scales the canvas by whole pixels too), with the quiet
zone the standard asks for (4 modules) around it, dark on light.
"""

from __future__ import annotations

import pygame
import segno

QUIET = 4  # modules of light border on every side
DARK, LIGHT = (12, 12, 24), (236, 236, 246)


def qr_matrix(text: str) -> list[list[bool]]:
    """The modules of ``text``'s QR code (no quiet zone), True for dark. Error level L, the
    smallest code; an upper-case URL is encoded in the denser alphanumeric mode."""
    code = segno.make(text, error="l", micro=False, boost_error=False)
    return [[bool(v & 1) for v in row] for row in code.matrix]


def qr_surface(text: str, module: int) -> pygame.Surface:
    """``text`` as a QR code, ``module`` pixels a module, quiet zone included."""
    matrix = qr_matrix(text)
    side = (len(matrix) + 2 * QUIET) * module
    surface = pygame.Surface((side, side))
    surface.fill(LIGHT)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(DARK, ((x + QUIET) * module, (y + QUIET) * module, module, module))
    return surface


def modules(text: str) -> int:
    """How many modules a side the code of ``text`` is, quiet zone included."""
    return len(qr_matrix(text)) + 2 * QUIET
