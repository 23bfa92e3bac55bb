"""The rules' ring of ranks tells the card in the hole from the ranks that may follow it by
a frame, not by colour alone: its gold and their green look alike to a deuteranope
(seen on the "King and Ace" page)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.framework import colour, draw
from scenes.framework.draw import DrawnText
from scenes.patience.rules import RULES_PAGES

AREA = pygame.Rect(380, 60, 220, 220)


@pytest.fixture(params=[False, True], ids=["normal", "large"])
def large(request: pytest.FixtureRequest) -> Iterator[bool]:
    draw.TEXT.large = request.param
    yield request.param
    draw.TEXT.large = False


def framed(surface: pygame.Surface, text: DrawnText) -> bool:
    """Whether the text's own colour is drawn round its letters, a few pixels out (a frame)."""
    near, outside = text.box.inflate(2, 2), text.box.inflate(16, 12)
    return any(
        tuple(surface.get_at((x, y)))[:3] == text.colour
        for x in range(outside.left, outside.right)
        for y in range(outside.top, outside.bottom)
        if not near.collidepoint(x, y)
    )


@pytest.mark.parametrize("t", [0.0, 1.0, 2.6])
def test_the_lit_rank_is_framed_and_its_neighbours_are_not(large: bool, t: float) -> None:
    page = next(p for p in RULES_PAGES if p.title == "King and Ace")
    assert page.diagram is not None
    surface = pygame.Surface((640, 360))
    with draw.recording_layout() as rec:
        page.diagram(surface, AREA, t)
    gold, good = tuple(draw.PALETTE["gold"][:3]), tuple(draw.PALETTE["good"][:3])
    assert colour.difference(gold, good, "deuteranopia") < 20  # why colour is not enough here
    lit = [x for x in rec.texts if x.colour == gold]
    near = [x for x in rec.texts if x.colour == good]
    assert len(lit) == 1 and len(near) == 2
    assert framed(surface, lit[0]), lit[0].text
    assert not any(framed(surface, x) for x in near)
