"""Drawing a stars frame from its StarsView snapshot: the header, SPACE (board.py), the
side panel (panel.py) and the captured stars flying to their tally."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr, tr_n
from scenes.framework import draw
from scenes.stars.board import draw_board, draw_flyers
from scenes.stars.config import INFO
from scenes.stars.panel import PANEL, draw_panel, tally_pos
from scenes.stars.snapshot import StarsView


def draw_frame(canvas: pygame.Surface, v: StarsView, ghosts: Callable[[pygame.Surface], None]) -> None:
    """The play scene's frame over its background; ``ghosts`` draws the other seats' cursors
    (the skeleton's), between the board and the panel."""
    draw_header(canvas, v)
    draw_board(canvas, v)
    ghosts(canvas)
    draw_panel(canvas, v)
    draw_flyers(canvas, v, tally_pos)


def draw_header(canvas: pygame.Surface, v: StarsView) -> None:
    """The game's name, the board and table in words, and DEMO in the attract mode."""
    draw.text(canvas, tr(INFO.name).upper(), (12, 5), "m", draw.PALETTE["gold"])
    state = v.state
    tags = [
        tr("{size}x{size} SPACE").format(size=state.size),
        tr_n("{n} player", "{n} players", state.players).format(n=state.players),
    ]
    if state.fault_rule:
        tags.append(tr("fault rule"))
    x = max(118, 12 + draw.text_size(tr(INFO.name).upper(), "m")[0] + 12)
    draw.text(canvas, "  -  ".join(tags), (x, 10), "s", draw.PALETTE["dim"])
    if v.demo:
        draw.text(canvas, tr("DEMO"), (PANEL.right, 6), "m", draw.PALETTE["violet"], "topright")
