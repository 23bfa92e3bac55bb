"""Palette, pixel text and the shared drawing pieces every scene uses.

Fonts and generated art are cached by their arguments (pure functions of
them), so a frame draws blits of ready surfaces and stays fast.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import numpy as np
import pygame

from .paths import ASSETS

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
    (255, 214, 90),    # gold
    (110, 200, 255),   # sky
    (255, 120, 170),   # rose
    (140, 235, 140),   # mint
    (200, 150, 255),   # lilac
    (255, 160, 90),    # amber
]
SEAT_NAMES = ["Gold", "Sky", "Rose", "Mint", "Lilac", "Amber"]

FONT_FILE = ASSETS / "fonts" / "DotGothic16-Regular.ttf"
SIZES = {"m": 1, "l": 2, "xl": 3}   # DotGothic16 at 16 px, scaled by whole numbers


@lru_cache(maxsize=1)
def _font() -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_FILE), 16)


@lru_cache(maxsize=1)
def _minifont():
    try:
        from .minifont import MiniFont
        return MiniFont()
    except Exception:   # missing atlas: fall back to the main font
        return None


@lru_cache(maxsize=2048)
def render_text(text: str, size: str = "m", color: tuple = PALETTE["ink"],
                shadow: bool = True) -> pygame.Surface:
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


def text(surface: pygame.Surface, s: str, pos: tuple[int, int], size: str = "m",
         color: tuple = PALETTE["ink"], anchor: str = "topleft", shadow: bool = True) -> pygame.Rect:
    img = render_text(s, size, tuple(color), shadow)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
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


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple = PALETTE["panel"],
          edge: tuple = PALETTE["panel_edge"], alpha: int = 235) -> None:
    """A pixel panel: flat fill, 1-px bright edge, notched corners."""
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


def cursor(surface: pygame.Surface, rect: pygame.Rect, t: float,
           color: tuple = PALETTE["gold"]) -> None:
    """The shared cursor: four bracket corners that breathe in and out."""
    pad = 2 + int(1.5 + 1.5 * math.sin(t * 6.0))
    r = rect.inflate(pad * 2, pad * 2)
    n = max(3, min(7, min(r.w, r.h) // 3))
    for (cx, cy, sx, sy) in ((r.left, r.top, 1, 1), (r.right - 1, r.top, -1, 1),
                             (r.left, r.bottom - 1, 1, -1), (r.right - 1, r.bottom - 1, -1, -1)):
        for w, col in ((2, PALETTE["shadow"]), (1, color)):
            off = 1 if w == 2 else 0
            pygame.draw.line(surface, col, (cx + off, cy + off * sy), (cx + sx * n + off, cy + off * sy))
            pygame.draw.line(surface, col, (cx + off * sx, cy + off), (cx + off * sx, cy + sy * n + off))
        pygame.draw.line(surface, color, (cx, cy), (cx + sx * n, cy))
        pygame.draw.line(surface, color, (cx, cy), (cx, cy + sy * n))


# -- the black hole ----------------------------------------------------------------
SWIRL_FRAMES = 24
SWIRL_RAMP = [(0, 0, 0), (24, 8, 48), (60, 20, 110), (110, 50, 190), (170, 100, 255),
              (230, 170, 255), (255, 230, 200), (255, 255, 255)]


@lru_cache(maxsize=8)
def _swirl_geometry(radius: int) -> tuple[np.ndarray, np.ndarray]:
    y, x = np.mgrid[-radius:radius + 1, -radius:radius + 1].astype(np.float64)
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
    ring = np.exp(-((dist - 0.36) / 0.07) ** 2)
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


def swirl(surface: pygame.Surface, center: tuple[int, int], radius: int, t: float,
          speed: float = 1.0) -> None:
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
    for _ in range(count):      # the same draws the stars take, so the nebula is unchanged
        rng.uniform(0, 1), rng.uniform(0, 1), rng.choice((1, 1, 1, 2, 3)), rng.uniform(0, 1)
    return Starfield._nebula(size, rng)


class Starfield:
    """A parallax field of twinkling pixel stars, drawn behind most scenes."""

    def __init__(self, size: tuple[int, int] = (640, 360), count: int = 170, seed: int = 7) -> None:
        rng = random.Random(seed)
        self.size = size
        self.stars = [(rng.uniform(0, size[0]), rng.uniform(0, size[1]), rng.choice((1, 1, 1, 2, 3)),
                       rng.uniform(0, 6.28)) for _ in range(count)]
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
