"""The side panel of the Black Box scene, drawn from a small read-only view-model."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from scenes.framework import draw


@dataclass(frozen=True, slots=True)
class PanelView:
    """Everything the panel says this frame."""

    head: str
    sub: str
    rows: tuple[tuple[str, str], ...]
    status: str = ""
    button: Optional[tuple[str, bool]] = None      # (label, ready)
    helps: tuple[str, ...] = ()
    message: str = ""
    message_is_error: bool = False
    busy: bool = False                              # the computer is thinking
    tally: tuple[tuple[str, tuple], ...] = ()       # a finished round's result lines and colours
    hint: str = ""                                  # under the tally (e.g. "Enter: next round")


def draw_panel(canvas: pygame.Surface, rect: pygame.Rect, button: pygame.Rect, pv: PanelView, t: float) -> None:
    P = draw.PALETTE
    draw.panel(canvas, rect)
    x, y = rect.x + 12, rect.y + 8
    draw.text(canvas, "Hex Black Box", (rect.centerx, y), "m", P["gold"], "midtop")
    y += 22
    draw.text(canvas, pv.head, (rect.centerx, y), "s", P["dim"], "midtop")
    y += 14
    draw.text(canvas, pv.sub, (rect.centerx, y), "s", P["dim"], "midtop")
    y += 18
    for label, value in pv.rows:
        draw.text(canvas, label, (x, y), "m", P["dim"])
        draw.text(canvas, value, (rect.right - 12, y), "m", P["ink"], "topright")
        y += 18
    y += 4
    if pv.busy:
        draw.swirl(canvas, (rect.right - 22, rect.y + 60), 9, t, speed=2.0)
    if pv.tally:
        for text, colour in pv.tally:
            for line in draw.wrap(text, rect.w - 24, "m"):
                draw.text(canvas, line, (x, y), "m", colour)
                y += 17
            y += 2
        if pv.hint:
            draw.text(canvas, pv.hint, (rect.centerx, rect.bottom - 16), "s", P["dim"], "midtop")
        return
    for line in draw.wrap(pv.status, rect.w - 24, "s"):
        draw.text(canvas, line, (x, y), "s", P["accent"])
        y += 11
    if pv.message:
        lines = draw.wrap(pv.message, rect.w - 24, "s")
        my = button.top - 8 - 11 * len(lines)
        for line in lines:
            draw.text(canvas, line, (x, my), "s", P["bad"] if pv.message_is_error else P["gold"])
            my += 11
    if pv.button is None:
        return
    label, ready = pv.button
    draw.panel(canvas, button, fill=(30, 30, 70) if ready else (20, 20, 40), edge=P["gold"] if ready else P["faint"])
    draw.text(canvas, label, button.center, "m", P["ink"] if ready else P["dim"], "center")
    help_y = button.bottom + 6
    for line in pv.helps:
        draw.text(canvas, line, (x, help_y), "s", P["dim"])
        help_y += 11


def draw_cover(canvas: pygame.Surface, lines: tuple[str, ...], t: float) -> None:
    """The look-away / pass screen between a two-player match's turns."""
    canvas.fill((6, 6, 18))
    draw.swirl(canvas, (320, 120), 56, t)
    y = 200
    for i, line in enumerate(lines):
        draw.text(canvas, line, (320, y), "l" if i == 0 else "m",
                  draw.PALETTE["gold"] if i == 0 else draw.PALETTE["ink"], "midtop")
        y += 40 if i == 0 else 20
    draw.text(canvas, "Press Enter / A or click when ready", (320, 320), "m", draw.PALETTE["dim"], "midtop")
