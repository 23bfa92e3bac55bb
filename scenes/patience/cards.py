"""Pixel-art playing cards for the 640x360 canvas.

A card is 30x40 canvas pixels: a cream face, rank (5x7 mini font) and suit pip
in the top-left and (upright) bottom-right corners so a fan shows each buried
card's whole index whichever way it overlaps, and a big pip in the middle. Surfaces are cached
per card and look, so a frame only blits.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.framework import draw

CARD_W, CARD_H = 30, 40
FACE = (246, 240, 226)
FACE_DIM = (188, 184, 178)
EDGE = (22, 22, 40)
RED = (214, 38, 62)
BLACK = (26, 26, 44)

PIPS = {
    "H": (".XX.XX.", "XXXXXXX", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."),
    "D": ("...X...", "..XXX..", ".XXXXX.", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."),
    "S": ("...X...", "..XXX..", ".XXXXX.", "XXXXXXX", "XXXXXXX", "...X...", "..XXX.."),
    "C": ("..XXX..", "..XXX..", "XXXXXXX", "XXXXXXX", "XX.X.XX", "...X...", "..XXX.."),
}
RANK_LABEL = {"T": "10"}


def suit_colour(card: str) -> tuple[int, int, int]:
    return RED if card[1] in "HD" else BLACK


@lru_cache(maxsize=16)
def pip(suit: str, colour: tuple[int, int, int], scale: int = 1) -> pygame.Surface:
    """A 7x7 suit pip (times ``scale``)."""
    rows = PIPS[suit]
    surf = pygame.Surface((7 * scale, 7 * scale), pygame.SRCALPHA)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "X":
                surf.fill(colour, (x * scale, y * scale, scale, scale))
    return surf


def rank_glyph(rank: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """The rank in the small size ("10" in full), with no shadow, in the Text size drawn now."""
    return _rank_glyph(rank, colour, draw.TEXT.large)


@lru_cache(maxsize=64)
def _rank_glyph(rank: str, colour: tuple[int, int, int], large: bool) -> pygame.Surface:
    """The rank in the crisp 5x7 mini font ("10" in full), with no shadow; ``large`` is in the
    key only (the small size is the tall face in Large text), so a change of Text size, or a
    test after a Large one, never gets the other size's glyph.

    A buried card shows only a 13-px strip; the 7-px mini font sits wholly
    inside it, so Q keeps its tail, 10 both digits and 5, 6 and 8 their
    shapes at every window scale (the 16-px font was cut off there).
    """
    return draw.render_text(RANK_LABEL.get(rank, rank), "s", colour, False)


INDEX_TOP = 3  # the index's top row: inside a 13-px strip with room to spare


def card_surface(card: str, dim: bool = False) -> pygame.Surface:
    """The full face of ``card``; ``dim`` greys it (a card that cannot be played)."""
    return _card_surface(card, dim, draw.TEXT.large)


@lru_cache(maxsize=512)
def _card_surface(card: str, dim: bool, large: bool) -> pygame.Surface:
    """:func:`card_surface` for one Text size (``large`` is in the key only: the index reads it).

    The index (rank, then pip) sits in the top strip and, upright, in the
    bottom strip, so whichever way a fan overlaps, each buried card shows it whole.
    """
    surf = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    face = FACE_DIM if dim else FACE
    body = pygame.Rect(0, 0, CARD_W, CARD_H)
    pygame.draw.rect(surf, EDGE, body)
    pygame.draw.rect(surf, face, body.inflate(-2, -2))
    for corner in ((0, 0), (CARD_W - 1, 0), (0, CARD_H - 1), (CARD_W - 1, CARD_H - 1)):
        surf.set_at(corner, (0, 0, 0, 0))
    colour = suit_colour(card)
    if dim:
        r, g, b = colour
        colour = ((r + 120) // 2, (g + 120) // 2, (b + 120) // 2)
    glyph = rank_glyph(card[0], colour)
    small = pip(card[1], colour)
    surf.blit(glyph, (3, INDEX_TOP))
    surf.blit(small, (3 + glyph.get_width() + 2, INDEX_TOP))
    bottom = CARD_H - INDEX_TOP - 7
    surf.blit(small, (CARD_W - 3 - 7, bottom))
    surf.blit(glyph, (CARD_W - 3 - 7 - 2 - glyph.get_width(), bottom))
    big = pip(card[1], colour, 2)
    surf.blit(big, big.get_rect(center=(CARD_W // 2, CARD_H // 2)))
    return surf


@lru_cache(maxsize=1)
def _shadow() -> pygame.Surface:
    surf = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    surf.fill((0, 0, 10, 120))
    return surf


def draw_card(
    canvas: pygame.Surface,
    card: str,
    topleft: tuple[int, int],
    dim: bool = False,
    scale: float = 1.0,
    shadow: bool = True,
    resting: bool = True,
) -> None:
    """Blit a card over a soft 2-px drop shadow; a scale other than 1 shrinks
    it about its centre. A card in flight (``resting=False``) crosses the table
    for a moment, so the layout check does not hold texts to clear it."""
    img = card_surface(card, dim)
    if resting and draw.LAYOUT.recorder is not None:  # the layout check: no text may cover a card
        draw.LAYOUT.recorder.thing(canvas, f"card {card}", pygame.Rect(topleft, (CARD_W, CARD_H)))
    if shadow and abs(scale - 1.0) <= 1e-3:
        canvas.blit(_shadow(), (topleft[0] + 2, topleft[1] + 2))
    if abs(scale - 1.0) > 1e-3:
        w, h = max(1, int(CARD_W * scale)), max(1, int(CARD_H * scale))
        img = pygame.transform.scale(img, (w, h))
        cx, cy = topleft[0] + CARD_W // 2, topleft[1] + CARD_H // 2
        canvas.blit(img, (cx - w // 2, cy - h // 2))
    else:
        canvas.blit(img, topleft)


def draw_slot(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty pile: a faint dotted outline."""
    col = draw.PALETTE["faint"]
    for x in range(rect.left + 2, rect.right - 2, 3):
        canvas.set_at((x, rect.top), col)
        canvas.set_at((x, rect.bottom - 1), col)
    for y in range(rect.top + 2, rect.bottom - 2, 3):
        canvas.set_at((rect.left, y), col)
        canvas.set_at((rect.right - 1, y), col)
