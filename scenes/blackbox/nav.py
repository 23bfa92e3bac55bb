"""Where the cursor may rest in the box (cells, ports, the panel button) and how it walks the rim."""

from __future__ import annotations

from typing import Any

import pygame

from game.blackbox import cells, ports
from scenes.blackbox.board import BoxLayout
from scenes.framework.cursor import Target
from scenes.framework.input import DIR_VECTORS, Action


def is_port(key: Any) -> bool:
    return isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], tuple)


def targets(lay: BoxLayout, with_ports: bool, button: str, button_rect: pygame.Rect) -> list[Target]:
    """Every cell, the ports when rays may be fired, and the panel's button."""
    out = [Target(c, lay.cell_rect(c)) for c in cells(lay.radius)]
    if with_ports:
        out += [Target(p, lay.port_rect(p)) for p in ports(lay.radius)]
    out.append(Target(button, button_rect))
    return out


def rim_step(lay: BoxLayout, focus: Any, action: Action) -> Any | None:
    """On a port, a direction walks to the neighbouring port along the rim, or into
    the port's own cell: the key to focus next, or None when the action is not such a step."""
    if action.kind not in DIR_VECTORS or not is_port(focus):
        return None
    ring = ports(lay.radius)
    i = ring.index(focus)
    here = lay.port_pos(focus)
    dx, dy = DIR_VECTORS[action.kind]
    best, best_cos = None, 0.35
    for key in (ring[i - 1], ring[(i + 1) % len(ring)], focus[0]):
        tx, ty = lay.port_pos(key) if is_port(key) else lay.centre(key)  # type: ignore[arg-type]
        vx, vy = tx - here[0], ty - here[1]
        cos = (vx * dx + vy * dy) / ((vx * vx + vy * vy) ** 0.5 or 1.0)
        if cos > best_cos:
            best, best_cos = key, cos
    return best
