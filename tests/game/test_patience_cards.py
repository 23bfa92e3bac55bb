"""Card faces: a buried card in a fan shows its whole index (issue 12: Q looked like 0,
10 like IU, 5 and 6 like b, because the 13-px strip cut the rank glyph off)."""

from __future__ import annotations

import pygame
import pytest

from scenes.patience.cards import (
    CARD_H,
    CARD_W,
    card_surface,
    rank_glyph,
    suit_colour,
)
from scenes.patience.layout import layout

RANKS = "A23456789TJQK"


def strip_step() -> int:
    """How far apart the cards of a fan sit (what a buried card shows)."""
    slots = layout(17, 3)[0].slots
    return slots[1].top - slots[0].top


def ink(glyph: pygame.Surface) -> list[tuple[int, int]]:
    return [(x, y) for x in range(glyph.get_width()) for y in range(glyph.get_height()) if glyph.get_at((x, y)).a]


@pytest.mark.parametrize("rank", RANKS)
def test_a_buried_card_shows_its_whole_rank_in_a_downward_fan(rank):
    step = strip_step()
    card = rank + "S"
    fan = pygame.Surface((CARD_W, CARD_H + step), pygame.SRCALPHA)
    fan.blit(card_surface(card), (0, 0))
    fan.blit(card_surface("KH"), (0, step))  # the card on top of it
    glyph = rank_glyph(rank, suit_colour(card))
    found = [p for p in ink(glyph) if tuple(fan.get_at((3 + p[0], 3 + p[1])))[:3] == suit_colour(card)]
    assert len(found) == len(ink(glyph)) > 0


@pytest.mark.parametrize("rank", RANKS)
def test_a_buried_card_shows_its_whole_rank_in_an_upward_fan(rank):
    step = strip_step()
    card = rank + "D"
    fan = pygame.Surface((CARD_W, CARD_H + step), pygame.SRCALPHA)
    fan.blit(card_surface(card), (0, step))
    fan.blit(card_surface("KS"), (0, 0))  # bottom-row fans cascade upwards
    glyph = rank_glyph(rank, suit_colour(card))
    x0 = CARD_W - 3 - 7 - 2 - glyph.get_width()
    y0 = step + CARD_H - 3 - 7
    found = [p for p in ink(glyph) if tuple(fan.get_at((x0 + p[0], y0 + p[1])))[:3] == suit_colour(card)]
    assert len(found) == len(ink(glyph)) > 0


def test_every_rank_has_its_own_strip():
    step = strip_step()
    strips = {pygame.image.tobytes(card_surface(r + "C").subsurface((0, 0, CARD_W, step)), "RGBA") for r in RANKS}
    assert len(strips) == len(RANKS)
