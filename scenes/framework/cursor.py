"""The one shared cursor: menus, board cells, ray ports and cards all use it.

A scene declares its focusable targets with their rectangles on the canvas.
A direction moves focus to the nearest target that way (angle-weighted
distance between rect centres), the mouse focuses whatever is under it, and
the scene acts on ``focus`` when confirm arrives.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable, Iterable

import pygame

from .input import DIR_VECTORS, Action, Kind


@dataclass(frozen=True)
class Target:
    key: Hashable
    rect: pygame.Rect


def nearest_in_direction(
    origin: pygame.Rect, candidates: Iterable[Target], direction: tuple[int, int]
) -> Target | None:
    """The target a player expects when pushing ``direction`` from ``origin``.

    Only targets whose centre lies within 60° either side of the direction
    count; among them the score is distance along the direction plus twice
    the sideways offset, so straight lines win over diagonals.
    """
    ox, oy = origin.center
    dx, dy = direction
    best: tuple[float, Target] | None = None
    for target in candidates:
        tx, ty = target.rect.center
        vx, vy = tx - ox, ty - oy
        along = vx * dx + vy * dy
        if along <= 0:
            continue
        side = abs(vx * dy - vy * dx)
        if side > along * math.tan(math.radians(60)):
            continue
        score = along + 2.0 * side
        if best is None or score < best[0]:
            best = (score, target)
    return best[1] if best else None


class Cursor:
    """Focus over a scene's targets, moved by directions and by the mouse."""

    def __init__(self, wrap: bool = False) -> None:
        self.targets: list[Target] = []
        self.focus: Hashable | None = None
        self.wrap = wrap
        self.moved_at = 0.0  # bumped on every move, for the cursor's little pop

    def set_targets(self, targets: Iterable[Target], keep: bool = True) -> None:
        self.targets = list(targets)
        keys = [t.key for t in self.targets]
        if not keep or self.focus not in keys:
            self.focus = keys[0] if keys else None

    def focus_on(self, key: Hashable) -> None:
        if any(t.key == key for t in self.targets):
            self.focus = key

    @property
    def focus_rect(self) -> pygame.Rect | None:
        for target in self.targets:
            if target.key == self.focus:
                return target.rect
        return None

    def target_at(self, pos: tuple[int, int] | None) -> Hashable | None:
        if pos is None:
            return None
        for target in self.targets:
            if target.rect.collidepoint(pos):
                return target.key
        return None

    def move(self, kind: Kind) -> bool:
        """Move focus one step; False when nothing lies that way."""
        rect = self.focus_rect
        if rect is None:
            if self.targets:
                self.focus = self.targets[0].key
                return True
            return False
        others = [t for t in self.targets if t.key != self.focus]
        found = nearest_in_direction(rect, others, DIR_VECTORS[kind])
        if found is None and self.wrap and others:
            dx, dy = DIR_VECTORS[kind]
            ox, oy = rect.center

            def wrap_score(t: Target) -> float:
                vx, vy = t.rect.centerx - ox, t.rect.centery - oy
                return (vx * dx + vy * dy) + 2.0 * abs(vx * dy - vy * dx)

            found = min(others, key=wrap_score)
        if found is None:
            return False
        self.focus = found.key
        return True

    def handle(self, action: Action) -> bool:
        """Directions move focus; pointer motion and clicks focus what is under them."""
        if action.kind in DIR_VECTORS:
            return self.move(action.kind)
        if action.kind in (Kind.POINT, Kind.CLICK):
            key = self.target_at(action.pos)
            if key is not None and key != self.focus:
                self.focus = key
                return True
        return False
