"""The template's rules pages: a title, a few short paragraphs, and an optional diagram."""

from __future__ import annotations

import pygame

from game.i18n import N_
from scenes.framework.rules_page import RulesPage
from scenes.template.view import draw_pile


def _pile_diagram(surface: pygame.Surface, area: pygame.Rect, t: float) -> None:
    """A pile of 12 that loses one to three stars a second, then starts again."""
    left = 12 - int(t) % 13
    draw_pile(surface, area.inflate(-20, -20), left, 12)


# FIXME: the game's rules in a few short pages, as docs/RULES.md states them
RULES_PAGES = [
    RulesPage(
        N_("Take the last star"),
        N_(
            "There is one pile of stars. Two players take turns; on your turn take 1, 2 or 3 stars.\n"
            "Whoever takes the last star wins. There are no draws."
        ),
        _pile_diagram,
    ),
    RulesPage(
        N_("Controls"),
        N_(
            "Choose how many stars to take with left and right (or up and down), then take them "
            "with Enter or A. Ctrl+Z or LB takes a move back. Esc or Start pauses."
        ),
    ),
]
