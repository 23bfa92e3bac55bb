"""Drawing the Black Box scene's frame from its state: the cover of a
two-player hand-over, else the starfield, the box, the deduction aid, the
side panel and the result keys.

Read-only: the scene keeps the game and its timing (play.py), the views
draw (board_view.py, aid.py, panel.py); this gathers what they draw from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.blackbox import board_view
from scenes.blackbox.aid import draw_aid
from scenes.blackbox.board_view import BoardSnapshot
from scenes.blackbox.panel import PanelFacts, draw_cover, draw_panel, panel_view

if TYPE_CHECKING:
    from scenes.blackbox.play import BlackBoxPlay

PANEL = pygame.Rect(440, 8, 192, 344)
BUTTON = pygame.Rect(PANEL.x + 14, PANEL.bottom - 92, PANEL.w - 28, 22)


def draw_scene(scene: BlackBoxPlay, canvas: pygame.Surface) -> None:
    t = scene.app.time
    phase = scene.phase
    if phase == "cover":
        draw_cover(canvas, scene.cover_lines, t)
        return
    scene.starfield.draw(canvas, t, drift=2.0)
    live = phase == "setting" or (phase == "get" and scene.person_gets())
    revealing = phase in ("reveal", "scored", "over")
    snap = BoardSnapshot(
        scene.round,
        scene.clock,
        frozenset(scene.setter_atoms) if phase == "setting" else frozenset(),
        tuple(scene.flashes),
        scene.cursor.focus,
        scene.cursor.focus_rect if live and not scene.demo else None,
        getting=phase == "get",
        faint_atoms=phase == "get" and (scene.show_atoms or not scene.person_gets()),
        reveal_elapsed=(scene.clock - (scene.reveal_at or 0.0)) if revealing else None,
    )
    board_view.draw_board(canvas, scene.layout, snap, t)
    if scene.aid is not None:
        draw_aid(canvas, scene.layout, scene.aid.view(scene, phase))
    draw_panel(canvas, PANEL, BUTTON, scene_panel(scene, phase, live), t)
    scene.draw_result_keys(canvas)


def scene_panel(scene: BlackBoxPlay, phase: str, live: bool) -> Any:
    """The side panel's words for this frame."""
    return panel_view(
        PanelFacts(
            scene.config,
            scene.match,
            scene.shown,
            phase,
            live,
            scene.person_gets(),
            len(scene.setter_atoms),
            scene.message_text,
            scene.message_is_error,
            scene.jobs.busy and scene.jobs.kind != "par",
            scene.par,
            scene.par_failed,
            scene.demo,
        )
    )
