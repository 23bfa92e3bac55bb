"""Palette, pixel text and the shared drawing pieces every scene uses.

Fonts and generated art are cached by their arguments (pure functions of
them), so a frame draws blits of ready surfaces and stays fast.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np
import pygame

from .paths import ASSETS

if TYPE_CHECKING:
    from .bindings import Glyph, Hint

PALETTE = {
    "bg": (8, 9, 24),
    "bg2": (16, 18, 44),
    "panel": (18, 20, 48),
    "panel_edge": (92, 84, 180),
    "ink": (236, 236, 255),
    "dim": (140, 144, 190),
    "faint": (70, 74, 120),
    "accent": (120, 220, 255),
    "violet": (170, 110, 255),
    "gold": (255, 214, 90),
    "good": (120, 230, 140),
    "bad": (255, 96, 110),
    "nova": (255, 70, 70),
    "shadow": (0, 0, 0),
}

# Six seat colours, distinct for common colour-vision deficiencies in brightness too.
SEAT_COLOURS = [
    (255, 214, 90),  # gold
    (110, 200, 255),  # sky
    (255, 120, 170),  # rose
    (140, 235, 140),  # mint
    (200, 150, 255),  # lilac
    (255, 160, 90),  # amber
]
SEAT_NAMES = ["Gold", "Sky", "Rose", "Mint", "Lilac", "Amber"]

FONT_FILE = ASSETS / "fonts" / "DotGothic16-Regular.ttf"
SIZES = {"m": 1, "l": 2, "xl": 3}  # DotGothic16 at 16 px, scaled by whole numbers


@dataclass(frozen=True)
class DrawnText:
    """One text as it landed: `box` is its ink (shadow left out) in top-surface pixels."""

    order: int
    text: str
    size: str
    box: pygame.Rect
    surface: pygame.Surface


@dataclass(frozen=True)
class DrawnPanel:
    order: int
    rect: pygame.Rect
    surface: pygame.Surface
    edge: tuple = PALETTE["panel_edge"]  # its border colour: tells whether it still shows


@dataclass(frozen=True)
class DrawnThing:
    """A picture that text must not cover (a playing card, a counter): `what` names it."""

    order: int
    what: str
    rect: pygame.Rect
    surface: pygame.Surface


class LayoutRecorder:
    """Collects where texts and panels were drawn, in drawing order, for the layout check.

    Drawing onto a subsurface is recorded in its top parent's coordinates, so a
    scene that draws into a sub-area of the canvas is checked like any other.
    """

    def __init__(self) -> None:
        self.texts: list[DrawnText] = []
        self.panels: list[DrawnPanel] = []
        self.things: list[DrawnThing] = []
        self.unpainted = 0  # canvas pixels the frame left undrawn (set by the check that looks)
        self._order = 0

    def clear(self) -> None:
        self.texts.clear()
        self.panels.clear()
        self.things.clear()
        self._order = 0

    def text(self, surface: pygame.Surface, s: str, size: str, rect: pygame.Rect) -> None:
        ink = render_text(s, size, PALETTE["ink"], False).get_bounding_rect()
        top, box = _on_top_surface(surface, ink.move(rect.topleft))
        self.texts.append(DrawnText(self._next(), s, size, box, top))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, edge: tuple = PALETTE["panel_edge"]) -> None:
        top, box = _on_top_surface(surface, pygame.Rect(rect))
        self.panels.append(DrawnPanel(self._next(), box, top, tuple(edge)))

    def thing(self, surface: pygame.Surface, what: str, rect: pygame.Rect) -> None:
        top, box = _on_top_surface(surface, pygame.Rect(rect))
        self.things.append(DrawnThing(self._next(), what, box, top))

    def _next(self) -> int:
        self._order += 1
        return self._order


def _on_top_surface(surface: pygame.Surface, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    if surface.get_parent() is None:
        return surface, rect
    return surface.get_abs_parent(), rect.move(surface.get_abs_offset())


class _LayoutHook:
    """Where text() and panel() report to; None (the default) costs one attribute test."""

    recorder: LayoutRecorder | None = None


LAYOUT = _LayoutHook()


@lru_cache(maxsize=1)
def _font() -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_FILE), 16)


@lru_cache(maxsize=1)
def _minifont():
    try:  # deferred on purpose: a missing or broken atlas must fall back, not fail the import of draw
        from .minifont import MiniFont

        return MiniFont()
    except Exception:  # missing atlas: fall back to the main font
        return None


@lru_cache(maxsize=2048)
def render_text(text: str, size: str = "m", color: tuple = PALETTE["ink"], shadow: bool = True) -> pygame.Surface:
    """Crisp text: no antialiasing, whole-number scaling, a 1-px drop shadow."""
    if size == "s":
        mini = _minifont()
        if mini is not None:
            face = mini.render(text, color)
            back = mini.render(text, PALETTE["shadow"]) if shadow else None
            return _with_shadow(face, back, 1)
        size = "m"
    font = _font()
    face = font.render(text, False, color)
    back = font.render(text, False, PALETTE["shadow"]) if shadow else None
    k = SIZES.get(size, 1)
    if k > 1:
        face = pygame.transform.scale_by(face, k)
        back = pygame.transform.scale_by(back, k) if back is not None else None
    return _with_shadow(face, back, k)


def _with_shadow(face: pygame.Surface, back: pygame.Surface | None, offset: int) -> pygame.Surface:
    if back is None:
        return face
    w, h = face.get_size()
    out = pygame.Surface((w + offset, h + offset), pygame.SRCALPHA)
    out.blit(back, (offset, offset))
    out.blit(face, (0, 0))
    return out


@lru_cache(maxsize=256)
def sprite(name: str) -> pygame.Surface | None:
    """A generated sprite from assets/sprites by name (None if it is missing)."""
    path = ASSETS / "sprites" / f"{name}.png"
    try:
        return pygame.image.load(str(path)) if path.exists() else None
    except pygame.error:
        return None


def clear_caches() -> None:
    """Forget fonts and rendered text: needed after pygame.quit() (fonts die with it)."""
    _font.cache_clear()
    _minifont.cache_clear()
    render_text.cache_clear()
    sprite.cache_clear()
    _nebula_after_stars.cache_clear()


def text_size(text: str, size: str = "m") -> tuple[int, int]:
    return render_text(text, size, PALETTE["ink"], False).get_size()


def text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    size: str = "m",
    color: tuple = PALETTE["ink"],
    anchor: str = "topleft",
    shadow: bool = True,
) -> pygame.Rect:
    img = render_text(s, size, tuple(color), shadow)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    if LAYOUT.recorder is not None:
        LAYOUT.recorder.text(surface, s, size, rect)
    return rect


def wrap(s: str, width: int, size: str = "m") -> list[str]:
    """Greedy word wrap to ``width`` canvas pixels."""
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else f"{line} {word}"
            if text_size(trial, size)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple = PALETTE["panel"],
    edge: tuple = PALETTE["panel_edge"],
    alpha: int = 235,
) -> None:
    """A pixel panel: flat fill, 1-px bright edge, notched corners."""
    if LAYOUT.recorder is not None:
        LAYOUT.recorder.panel(surface, rect, edge)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    body.fill((*fill, alpha))
    surface.blit(body, rect)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    pygame.draw.line(surface, edge, (x0 + 2, y0), (x1 - 2, y0))
    pygame.draw.line(surface, edge, (x0 + 2, y1), (x1 - 2, y1))
    pygame.draw.line(surface, edge, (x0, y0 + 2), (x0, y1 - 2))
    pygame.draw.line(surface, edge, (x1, y0 + 2), (x1, y1 - 2))
    for cx, cy, sx, sy in ((x0, y0, 1, 1), (x1, y0, -1, 1), (x0, y1, 1, -1), (x1, y1, -1, -1)):
        surface.set_at((cx + sx, cy + sy), edge)


def cursor(surface: pygame.Surface, rect: pygame.Rect, t: float, color: tuple = PALETTE["gold"]) -> None:
    """The shared cursor: four bracket corners that breathe in and out."""
    pad = 2 + int(1.5 + 1.5 * math.sin(t * 6.0))
    r = rect.inflate(pad * 2, pad * 2)
    n = max(3, min(7, min(r.w, r.h) // 3))
    for cx, cy, sx, sy in (
        (r.left, r.top, 1, 1),
        (r.right - 1, r.top, -1, 1),
        (r.left, r.bottom - 1, 1, -1),
        (r.right - 1, r.bottom - 1, -1, -1),
    ):
        for w, col in ((2, PALETTE["shadow"]), (1, color)):
            off = 1 if w == 2 else 0
            pygame.draw.line(surface, col, (cx + off, cy + off * sy), (cx + sx * n + off, cy + off * sy))
            pygame.draw.line(surface, col, (cx + off * sx, cy + off), (cx + off * sx, cy + sy * n + off))
        pygame.draw.line(surface, color, (cx, cy), (cx + sx * n, cy))
        pygame.draw.line(surface, color, (cx, cy), (cx, cy + sy * n))


# -- the black hole ----------------------------------------------------------------
SWIRL_FRAMES = 24
SWIRL_RAMP = [
    (0, 0, 0),
    (24, 8, 48),
    (60, 20, 110),
    (110, 50, 190),
    (170, 100, 255),
    (230, 170, 255),
    (255, 230, 200),
    (255, 255, 255),
]


@lru_cache(maxsize=8)
def _swirl_geometry(radius: int) -> tuple[np.ndarray, np.ndarray]:
    y, x = np.mgrid[-radius : radius + 1, -radius : radius + 1].astype(np.float64)
    return np.hypot(x, y) / max(1, radius), np.arctan2(y, x)


@lru_cache(maxsize=512)
def _swirl_frame(radius: int, frame: int) -> pygame.Surface:
    """One frame of a spinning accretion disc around a black core, quantised to the ramp.

    Frames are made on first use, so no frame costs more than one small numpy pass.
    """
    size = radius * 2 + 1
    dist, ang = _swirl_geometry(radius)
    ramp = np.array(SWIRL_RAMP, dtype=np.uint8)
    phase = 2 * math.pi * frame / SWIRL_FRAMES
    arms = 0.5 + 0.5 * np.cos(3 * ang + 7.0 * np.log(dist + 0.05) - phase)
    glow = np.clip(1.25 - dist, 0, 1) ** 1.4
    ring = np.exp(-(((dist - 0.36) / 0.07) ** 2))
    value = np.clip(arms * glow * 0.85 + ring * 0.9, 0, 0.999)
    index = (value * len(SWIRL_RAMP)).astype(np.int32)
    index[dist < 0.28] = 0
    rgb = ramp[index]
    alpha = np.where(dist <= 1.0, 255, 0).astype(np.uint8)
    # outside the core, the darkest band is empty space: let the stars show through
    alpha[(dist > 0.30) & (index == 0)] = 0
    alpha[(dist > 0.55) & (index == 1)] = 150
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.surfarray.pixels3d(surf)[:] = rgb.transpose(1, 0, 2)
    pygame.surfarray.pixels_alpha(surf)[:] = alpha.T
    return surf


def swirl(surface: pygame.Surface, center: tuple[int, int], radius: int, t: float, speed: float = 1.0) -> None:
    """The shared animated black hole, drawn centred on ``center``."""
    radius = max(3, int(radius))
    frame = _swirl_frame(radius, int(t * 12 * speed) % SWIRL_FRAMES)
    surface.blit(frame, (center[0] - radius, center[1] - radius))


# -- the starfield -------------------------------------------------------------------
@lru_cache(maxsize=8)
def _nebula_after_stars(size: tuple[int, int], count: int, seed: int) -> pygame.Surface:
    """The nebula of Starfield(size, count, seed), made once: a numpy pass of 15-70 ms that
    made every menu with a starfield (title, settings) miss its first frame."""
    rng = random.Random(seed)
    for _ in range(count):  # the same draws the stars take, so the nebula is unchanged
        rng.uniform(0, 1), rng.uniform(0, 1), rng.choice((1, 1, 1, 2, 3)), rng.uniform(0, 1)
    return Starfield._nebula(size, rng)


class Starfield:
    """A parallax field of twinkling pixel stars, drawn behind most scenes."""

    def __init__(self, size: tuple[int, int] = (640, 360), count: int = 170, seed: int = 7) -> None:
        rng = random.Random(seed)
        self.size = size
        self.stars = [
            (rng.uniform(0, size[0]), rng.uniform(0, size[1]), rng.choice((1, 1, 1, 2, 3)), rng.uniform(0, 6.28))
            for _ in range(count)
        ]
        self.base = _nebula_after_stars(size, count, seed)

    @staticmethod
    def _nebula(size: tuple[int, int], rng: random.Random) -> pygame.Surface:
        w, h = size
        y, x = np.mgrid[0:h, 0:w].astype(np.float64)
        field = np.zeros((h, w))
        for _ in range(5):
            cx, cy = rng.uniform(0, w), rng.uniform(0, h)
            s = rng.uniform(70, 160)
            field += np.exp(-(((x - cx) ** 2 + (y - cy) ** 2) / (2 * s * s)))
        field = field / field.max()
        # ordered dithering keeps it pixel-art instead of a smooth gradient
        bayer = np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]) / 16.0
        levels = np.floor(field * 4 + np.tile(bayer, (h // 4 + 1, w // 4 + 1))[:h, :w]).clip(0, 4)
        base = np.array(PALETTE["bg"], dtype=np.float64)
        tint = np.array((34, 18, 70), dtype=np.float64)
        rgb = (base + levels[..., None] / 4.0 * tint).astype(np.uint8)
        surf = pygame.Surface(size)
        pygame.surfarray.blit_array(surf, rgb.transpose(1, 0, 2))
        return surf

    def draw(self, surface: pygame.Surface, t: float, drift: float = 6.0) -> None:
        surface.blit(self.base, (0, 0))  # shared between fields of one seed: never drawn on
        w, h = self.size
        for x, y, depth, phase in self.stars:
            px = int((x - t * drift * depth) % w)
            twinkle = 0.55 + 0.45 * math.sin(t * (1.5 + depth) + phase)
            v = int((90 + 55 * depth) * twinkle)
            col = (v, v, min(255, v + 40))
            surface.set_at((px, int(y)), col)
            if depth == 3 and twinkle > 0.85:
                dim = (v // 2, v // 2, min(255, v // 2 + 30))
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    surface.set_at(((px + dx) % w, int(y) + dy), dim)


# -- button and key prompts ---------------------------------------------------------
GLYPH_H = 12
_CAP_FILL, _CAP_EDGE, _CAP_INK = (200, 202, 224), (120, 124, 160), (24, 26, 48)


def glyph_width(g: Glyph) -> int:
    """Width of a prompt glyph (a :class:`bindings.Glyph`) as :func:`glyph` draws it."""
    img = sprite(g.sprite) if g.sprite else None
    label_w = text_size(g.label, "s")[0]
    if img is not None and (g.kind != "key" or label_w <= img.get_width() - 4):
        return img.get_width()
    if g.kind == "mouse" and img is None:
        return text_size(g.label, "s")[0]
    return max(GLYPH_H, label_w + 6)


def glyph(surface: pygame.Surface, g: Glyph, topleft: tuple[int, int]) -> int:
    """Draw one prompt 12 px tall: a button sprite, a key cap with its name, or a drawn
    label cap for buttons with no sprite (L1, R, +). Returns the width used."""
    x, y = topleft
    img = sprite(g.sprite) if g.sprite else None
    w = glyph_width(g)
    if img is not None and w == img.get_width():
        surface.blit(img, (x, y))
        if g.kind == "key":
            text(surface, g.label, (x + w // 2, y + 2), "s", _CAP_INK, "midtop", False)
        return w
    if g.kind == "mouse":
        text(surface, g.label, (x, y + 2), "s", PALETTE["ink"], "topleft", False)
        return w
    rect = pygame.Rect(x, y, w, GLYPH_H)
    if g.kind == "key":
        pygame.draw.rect(surface, _CAP_FILL, rect)
        pygame.draw.line(surface, _CAP_EDGE, (rect.left, rect.bottom - 2), (rect.right - 1, rect.bottom - 2), 2)
        text(surface, g.label, (rect.centerx, y + 2), "s", _CAP_INK, "midtop", False)
    else:
        pygame.draw.rect(surface, (46, 50, 90), rect, border_radius=3)
        pygame.draw.rect(surface, (150, 156, 210), rect, 1, border_radius=3)
        text(surface, g.label, (rect.centerx, y + 2), "s", PALETTE["ink"], "midtop", False)
    return w


def hint_line(
    surface: pygame.Surface,
    hint: Hint,
    pos: tuple[int, int],
    size: str = "s",
    color: tuple[int, int, int] = PALETTE["dim"],
    anchor: str = "midbottom",
) -> pygame.Rect:
    """Draw a rendered hint (a :class:`bindings.Hint`): its words with glyph icons inline."""
    pieces: list[tuple[str | Glyph, int]] = []
    for part in hint.parts:
        if isinstance(part, str):
            if part:
                pieces.append((part, text_size(part, size)[0]))
        else:
            pieces.append((part, glyph_width(part) + 2))
    height = max(GLYPH_H, text_size("Ag", size)[1])
    rect = pygame.Rect(0, 0, sum(w for _, w in pieces), height)
    setattr(rect, anchor, pos)
    x = rect.x
    for piece, w in pieces:
        if isinstance(piece, str):
            text(surface, piece, (x, rect.centery), size, color, "midleft")
        else:
            glyph(surface, piece, (x + 1, rect.centery - GLYPH_H // 2))
        x += w
    return rect


def device_icon(
    surface: pygame.Surface, family: str, center: tuple[int, int], colour: tuple[int, int, int] = PALETTE["ink"]
) -> pygame.Rect:
    """A small pixel icon (about 22x14) of a device: a pad in its family's button colours,
    a keyboard, or a computer chip; ``colour`` is the outline (e.g. the seat colour)."""
    cx, cy = center
    rect = pygame.Rect(0, 0, 22, 14)
    rect.center = center
    dark = (24, 26, 48)
    if family == "keyboard":
        pygame.draw.rect(surface, dark, rect)
        pygame.draw.rect(surface, colour, rect, 1)
        for row, (x0, n) in enumerate(((3, 6), (4, 5), (3, 6))):
            for i in range(n):
                surface.fill(colour, (rect.x + x0 + i * 3, rect.y + 3 + row * 3, 2, 2))
        surface.fill(colour, (rect.x + 6, rect.y + 11, 10, 1))
        return rect
    if family == "computer":
        chip = pygame.Rect(0, 0, 14, 14)
        chip.center = center
        pygame.draw.rect(surface, dark, chip)
        pygame.draw.rect(surface, colour, chip, 1)
        for i in range(3):
            for side in (
                (chip.x - 2, chip.y + 3 + i * 4, 2, 1),
                (chip.right, chip.y + 3 + i * 4, 2, 1),
                (chip.x + 3 + i * 4, chip.y - 2, 1, 2),
                (chip.x + 3 + i * 4, chip.bottom, 1, 2),
            ):
                surface.fill(colour, side)
        surface.fill(colour, (cx - 2, cy - 2, 5, 5))
        return chip
    # a pad: body with two grips, a d-pad on the left, four face buttons on the right
    body = pygame.Rect(rect.x, rect.y, rect.w, 10)
    pygame.draw.rect(surface, dark, body, border_radius=4)
    pygame.draw.rect(surface, colour, body, 1, border_radius=4)
    for gx in (rect.x + 2, rect.right - 7):
        pygame.draw.rect(surface, dark, (gx, rect.y + 8, 5, 6))
        pygame.draw.rect(surface, colour, (gx, rect.y + 8, 5, 6), 1)
    surface.fill(colour, (rect.x + 4, rect.y + 4, 5, 1))
    surface.fill(colour, (rect.x + 6, rect.y + 2, 1, 5))
    faces = {
        "xbox": [(240, 200, 60), (230, 80, 80), (80, 140, 240), (96, 200, 90)],
        "playstation": [(90, 220, 180), (255, 110, 110), (240, 130, 220), (130, 170, 255)],
        "nintendo": [(230, 60, 60)] * 2 + [(60, 140, 240)] * 2,
    }.get(family, [(170, 170, 190)] * 4)
    bx, by = rect.right - 7, rect.y + 4  # north, east, west, south around (bx, by)
    for (dx, dy), c in zip(((0, -2), (2, 0), (-2, 0), (0, 2)), faces, strict=True):
        surface.fill(c, (bx + dx, by + dy, 2, 2))
    if family == "nintendo":  # the split red / blue of the Joy-Con
        surface.fill((230, 60, 60), (rect.x + 1, rect.y + 1, 2, 8))
        surface.fill((60, 140, 240), (rect.right - 3, rect.y + 1, 2, 8))
    return rect


@contextmanager
def recording_layout() -> Iterator[LayoutRecorder]:
    """Record every text and panel drawn inside the block (for tests and tools)."""
    previous = LAYOUT.recorder
    LAYOUT.recorder = LayoutRecorder()
    try:
        yield LAYOUT.recorder
    finally:
        LAYOUT.recorder = previous
