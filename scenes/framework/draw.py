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
    "dim": (164, 168, 212),
    "faint": (142, 146, 196),  # the quietest text: still 5:1 on a panel (WCAG AA)
    "accent": (120, 220, 255),
    "violet": (170, 110, 255),
    "gold": (255, 214, 90),
    "good": (120, 230, 140),
    "bad": (255, 96, 110),
    "nova": (255, 90, 90),
    "shadow": (0, 0, 0),
}

# Six seat colours, told apart under deuteranopia, protanopia and tritanopia (Machado 2009,
# severity 1): every pair is at least 21 CIEDE2000 apart in each simulation and in typical
# vision, and each is a 4.5:1 text colour on the panels (tests/framework/test_seat_palette.py);
# they were searched for within each name's hue family and then rounded by eye
SEAT_COLOURS = [
    (255, 255, 31),  # gold
    (67, 127, 249),  # sky
    (156, 124, 133),  # rose (old rose)
    (87, 246, 197),  # mint
    (255, 192, 255),  # lilac
    (255, 87, 1),  # amber
]
SEAT_NAMES = ["Gold", "Sky", "Rose", "Mint", "Lilac", "Amber"]
# and a shape each, drawn wherever the seat colour is the cue: colour alone is not enough
SEAT_SHAPES = ["star", "ring", "diamond", "square", "triangle", "cross"]


def seat_of(colour: tuple, default: int) -> int:
    """The seat whose colour ``colour`` is (its shape goes with it), else ``default``."""
    colour = tuple(colour[:3])
    return SEAT_COLOURS.index(colour) if colour in SEAT_COLOURS else default


ROW_LIT = (20, 20, 50)  # the on-turn row's fill: the darkest seat colour still reads 4.5:1 on it


def ink_on(fill: tuple) -> tuple[int, int, int]:
    """Dark or light ink for words on ``fill``, whichever stands out more (a marker's number)."""
    dark, light = (12, 12, 24), PALETTE["ink"]
    lum = _luminance(fill)
    return dark if (lum + 0.05) / (_luminance(dark) + 0.05) >= (_luminance(light) + 0.05) / (lum + 0.05) else light


def seat_shape(
    surface: pygame.Surface,
    seat: int,
    centre: tuple[int, int],
    size: int,
    colour: tuple | None = None,
    outline: tuple | None = PALETTE["shadow"],
) -> pygame.Rect:
    """The seat's own shape (SEAT_SHAPES), ``size`` px across, filled in the seat colour
    with a dark outline so it reads on any ground. Returns the rect it covers."""
    kind = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    colour = tuple(colour or SEAT_COLOURS[seat % len(SEAT_COLOURS)])
    cx, cy = centre
    r = max(2, size // 2)
    box = pygame.Rect(cx - r, cy - r, 2 * r + 1, 2 * r + 1)
    points = shape_points(kind, centre, r)
    if kind == "ring":
        if outline is not None:
            pygame.draw.circle(surface, outline, centre, r + 1)
        pygame.draw.circle(surface, colour, centre, r, max(2, r // 2))
    elif kind == "cross":
        w = max(2, r * 2 // 3)
        bars = [pygame.Rect(cx - w // 2, cy - r, w, 2 * r + 1), pygame.Rect(cx - r, cy - w // 2, 2 * r + 1, w)]
        if outline is not None:
            for bar in bars:
                pygame.draw.rect(surface, outline, bar.inflate(2, 2))
        for bar in bars:
            pygame.draw.rect(surface, colour, bar)
    else:
        if outline is not None:
            pygame.draw.polygon(surface, outline, points, 0)
            pygame.draw.polygon(surface, outline, points, 2)
        pygame.draw.polygon(surface, colour, shape_points(kind, centre, r - 1) if r > 3 else points)
    return box


def shape_points(kind: str, centre: tuple[int, int], r: int) -> list[tuple[int, int]]:
    """Corner points of a polygonal seat shape of radius ``r`` around ``centre``."""
    cx, cy = centre
    if kind == "star":
        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else max(1, r * 0.45)
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((round(cx + rad * math.cos(a)), round(cy + rad * math.sin(a))))
        return pts
    if kind == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if kind == "triangle":
        return [(cx, cy - r), (cx + r, cy + r - r // 4), (cx - r, cy + r - r // 4)]
    s = max(1, r * 4 // 5)  # square (and a fallback): a little smaller, to weigh the same as the others
    return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]


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
    colour: tuple = (236, 236, 255)
    backdrop: float | None = None  # relative luminance of what lies under its letters (None: unknown)
    cap: int = 0  # the height of its capitals as drawn (canvas px)


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

    def text(
        self,
        surface: pygame.Surface,
        s: str,
        size: str,
        rect: pygame.Rect,
        colour: tuple = PALETTE["ink"],
        backdrop: float | None = None,
    ) -> None:
        ink = render_text(s, size, PALETTE["ink"], False).get_bounding_rect()
        top, box = _on_top_surface(surface, ink.move(rect.topleft))
        cap = cap_height(size)
        self.texts.append(DrawnText(self._next(), s, size, box, top, tuple(colour[:3]), backdrop, cap))

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


class TextMode:
    """Normal or Large text, set by the app from the Text size setting. In Large the small
    size "s" (the 7-px bitmap font) is drawn in the pixel font at 11 px: 9-px capitals,
    27 px at 1080p, ten-foot size. Layouts ask :func:`line_h` and :func:`glyph_h`."""

    large = False


TEXT = TextMode()
LARGE_SMALL_PX = 11  # the pixel font's size standing in for "s" in Large: capitals 9 px tall


def large_text_wanted(setting: str, fullscreen: bool) -> bool:
    """The Text size rule: "large"/"normal" as set; "auto" is Large whenever the arcade fills
    the screen. The canvas is 640x360 at every resolution, so a 1366x768 TV or a handheld's
    1280x800 gets fewer screen pixels per letter than a 1080p TV, never more room: the width
    of the display is no sign of a desk (a window is)."""
    if setting == "auto":
        return fullscreen
    return setting == "large"


def resolved(size: str) -> str:
    """The size actually drawn: "s" becomes "s+" (the 11-px pixel font) in Large."""
    return "s+" if size == "s" and TEXT.large else size


def cap_height(size: str) -> int:
    """The height of a capital H in ``size`` as drawn now (Normal or Large)."""
    return render_text("H", size, PALETTE["ink"], False).get_bounding_rect().h


def line_h(size: str = "s") -> int:
    """A line's advance for wrapped text of ``size`` (the letters plus a clear row or two)."""
    size = resolved(size)
    return {"s": 10, "s+": 13, "m": 16, "l": 32, "xl": 48}.get(size, 16)


def caps_ink(size: str = "s") -> tuple[int, int]:
    """Where a line of capitals' letters (with their shadow) start and end below the text's
    top, as drawn now: the Large small font starts them 4 px down. A head drawn at
    ``y - top`` has its letters from ``y``, and ends at ``y + bottom - top``."""
    ink = render_text("HEAD", size, PALETTE["ink"], True).get_bounding_rect()
    return ink.top, ink.bottom


def glyph_h() -> int:
    """A key cap's or pad button's height in a hint line."""
    return 15 if TEXT.large else GLYPH_H


@lru_cache(maxsize=2)
def _font(px: int = 16) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_FILE), px)


@lru_cache(maxsize=1)
def _minifont():
    try:  # deferred on purpose: a missing or broken atlas must fall back, not fail the import of draw
        from .minifont import MiniFont

        return MiniFont()
    except Exception:  # missing atlas: fall back to the main font
        return None


def render_text(text: str, size: str = "m", color: tuple = PALETTE["ink"], shadow: bool = True) -> pygame.Surface:
    """Crisp text in the size drawn now (see :class:`TextMode`), cached."""
    return _render_text(text, resolved(size), color, shadow)


@lru_cache(maxsize=2048)
def _render_text(text: str, size: str = "m", color: tuple = PALETTE["ink"], shadow: bool = True) -> pygame.Surface:
    """Crisp text: no antialiasing, whole-number scaling, a 1-px drop shadow."""
    size = resolved(size)
    if size == "s+":
        font = _font(LARGE_SMALL_PX)
        face = font.render(text, False, color)
        back = font.render(text, False, PALETTE["shadow"]) if shadow else None
        return _with_shadow(face, back, 1)
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
    """Forget the fonts: needed after pygame.quit() (fonts die with it). What they drew stays:
    rendered text, sprites, wraps and nebulae are plain surfaces and values, and making them
    again cost each new app about 20 ms (the test suite makes hundreds)."""
    _font.cache_clear()
    _minifont.cache_clear()


def forget_drawn() -> None:
    """Forget the rendered text and wraps too (a test that measures the caches themselves)."""
    clear_caches()
    _render_text.cache_clear()
    _even_wrap.cache_clear()
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
    backdrop = backdrop_luminance(surface, s, size, rect, tuple(color)) if LAYOUT.recorder is not None else None
    surface.blit(img, rect)
    if LAYOUT.recorder is not None:
        LAYOUT.recorder.text(surface, s, size, rect, tuple(color), backdrop)
    return rect


def backdrop_luminance(surface: pygame.Surface, s: str, size: str, rect: pygame.Rect, colour: tuple) -> float | None:
    """The relative luminance of what a text is about to be drawn on, under its letters:
    the brightest tenth for light letters, the darkest tenth for dark ones (the worst
    contrast a reader meets there). For the layout check's contrast rule."""
    face = render_text(s, size, PALETTE["ink"], False)
    area = rect.clip(surface.get_rect())
    if not area.w or not area.h:
        return None
    under = pygame.surfarray.array3d(surface.subsurface(area)).astype(np.float64) / 255.0
    whole = np.zeros(rect.size, dtype=np.uint8)  # the face, without the shadow's extra pixel
    letters = pygame.mask.from_surface(face).to_surface(setcolor=(255, 255, 255), unsetcolor=(0, 0, 0))
    alpha = pygame.surfarray.array_red(letters)[: rect.w, : rect.h]  # the letters, colour key or alpha
    whole[: alpha.shape[0], : alpha.shape[1]] = alpha
    ink = whole[area.x - rect.x : area.right - rect.x, area.y - rect.y : area.bottom - rect.y]
    if not ink.any():
        return None
    lin = np.where(under <= 0.04045, under / 12.92, ((under + 0.055) / 1.055) ** 2.4)
    lum = (lin @ np.array([0.2126, 0.7152, 0.0722]))[ink > 0]
    mine = _luminance(colour)
    return float(np.percentile(lum, 90 if mine > float(np.median(lum)) else 10))


def _luminance(colour: tuple) -> float:
    c = np.array(colour[:3], dtype=np.float64) / 255.0
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return float(lin @ np.array([0.2126, 0.7152, 0.0722]))


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


def even_wrap(s: str, width: int, size: str = "m", most: int | None = None) -> list[str]:
    """Word wrap to ``width`` in as many lines as :func:`wrap` needs (so a layout that counts
    its lines never reflows), each paragraph at the narrowest width that keeps its count, and
    no word left alone on a last line when the one above could share: a lone "matter." under
    a card's full lines reads as a mistake. ``most``: when the caller shows only that many
    lines and the text needs more, it is wrapped greedily, so the lines shown hold all they can.

    Cached, as wrapped text is drawn every frame and the search renders many trial lines; the
    key holds the Text size, which changes the glyphs."""
    return list(_even_wrap(s, width, size, TEXT.large, most))


@lru_cache(maxsize=512)
def _even_wrap(s: str, width: int, size: str, large: bool, most: int | None) -> tuple[str, ...]:
    """:func:`even_wrap` for one Text size (``large`` is in the key only: the glyphs read it)."""
    if most is not None and len(wrap(s, width, size)) > most:
        return tuple(wrap(s, width, size))
    return tuple(line for para in s.split("\n") for line in _even_paragraph(para, width, size))


def _even_paragraph(para: str, width: int, size: str) -> list[str]:
    """One paragraph (no newline) wrapped evenly: see :func:`even_wrap`."""
    lines = wrap(para, width, size)
    if len(lines) < 2:
        return lines

    def fits(w: int) -> bool:  # as few lines as at full width, none wider than w
        trial = wrap(para, w, size)
        return len(trial) <= len(lines) and all(text_size(line, size)[0] <= w for line in trial)

    lo, hi = 1, width  # the narrowest width that fits (greedy wrapping needs no fewer lines as it narrows)
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if fits(mid) else (mid + 1, hi)
    lines = wrap(para, lo, size)
    # the narrowest width is set by the widest line, which may be higher up: the last line can
    # still be one word that the full line above would share within ``width``
    head, _, tail = lines[-2].rpartition(" ")
    if " " not in lines[-1] and head and tail and text_size(f"{tail} {lines[-1]}", size)[0] <= width:
        lines[-2:] = [head, f"{tail} {lines[-1]}"]
    return lines


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple = PALETTE["panel"],
    edge: tuple = PALETTE["panel_edge"],
    alpha: int = 255,
) -> None:
    """A pixel panel: flat fill, 1-px bright edge, notched corners. Opaque unless asked: a panel
    over another screen hides it (at 235 the words under a toast or a menu showed through)."""
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
    img = _glyph_sprite(g)
    label_w = text_size(g.label, "s")[0]
    if img is not None and (g.kind != "key" or label_w <= img.get_width() - 4):
        return img.get_width()
    if g.kind == "mouse" and img is None:
        return text_size(g.label, "s")[0]
    return max(glyph_h(), label_w + 6)


def _glyph_sprite(g: Glyph) -> pygame.Surface | None:
    """The glyph's 12-px sprite; none in Large text, where every glyph is a drawn cap whose
    label is the Large small size (a sprite's letters are 7 px)."""
    return sprite(g.sprite) if g.sprite and not TEXT.large else None


def glyph(surface: pygame.Surface, g: Glyph, topleft: tuple[int, int]) -> int:
    """Draw one prompt glyph_h() tall: a button sprite, a key cap with its name, or a drawn
    label cap for buttons with no sprite (L1, R, +). Returns the width used."""
    x, y = topleft
    img = _glyph_sprite(g)
    w = glyph_width(g)
    h = glyph_h()
    label_y = y + (h - text_size("A", "s")[1]) // 2 if TEXT.large else y + 2
    if img is not None and w == img.get_width():
        surface.blit(img, (x, y))
        if g.kind == "key":
            text(surface, g.label, (x + w // 2, y + 2), "s", _CAP_INK, "midtop", False)
        return w
    if g.kind == "mouse":
        text(surface, g.label, (x, label_y), "s", PALETTE["ink"], "topleft", False)
        return w
    rect = pygame.Rect(x, y, w, h)
    if g.kind == "key":
        pygame.draw.rect(surface, _CAP_FILL, rect)
        pygame.draw.line(surface, _CAP_EDGE, (rect.left, rect.bottom - 2), (rect.right - 1, rect.bottom - 2), 2)
        text(surface, g.label, (rect.centerx, label_y), "s", _CAP_INK, "midtop", False)
    else:
        pygame.draw.rect(surface, (46, 50, 90), rect, border_radius=3)
        pygame.draw.rect(surface, (150, 156, 210), rect, 1, border_radius=3)
        text(surface, g.label, (rect.centerx, label_y), "s", PALETTE["ink"], "midtop", False)
    return w


def _hint_pieces(hint: Hint, size: str) -> list[tuple[str | Glyph, int]]:
    pieces: list[tuple[str | Glyph, int]] = []
    for part in hint.parts:
        if isinstance(part, str):
            if part:
                pieces.append((part, text_size(part, size)[0]))
        else:
            pieces.append((part, glyph_width(part) + 2))
    return pieces


def hint_size(hint: Hint, size: str = "s") -> tuple[int, int]:
    """The width and height :func:`hint_line` takes for ``hint``."""
    return sum(w for _, w in _hint_pieces(hint, size)), max(glyph_h(), text_size("Ag", size)[1])


def hint_line(
    surface: pygame.Surface,
    hint: Hint,
    pos: tuple[int, int],
    size: str = "s",
    color: tuple[int, int, int] = PALETTE["dim"],
    anchor: str = "midbottom",
) -> pygame.Rect:
    """Draw a rendered hint (a :class:`bindings.Hint`): its words with glyph icons inline."""
    pieces = _hint_pieces(hint, size)
    rect = pygame.Rect(0, 0, *hint_size(hint, size))
    setattr(rect, anchor, pos)
    x = rect.x
    for piece, w in pieces:
        if isinstance(piece, str):
            text(surface, piece, (x, rect.centery), size, color, "midleft")
        else:
            glyph(surface, piece, (x + 1, rect.centery - glyph_h() // 2))
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
