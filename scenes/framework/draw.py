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

import pygame

from game.i18n import N_, tr

from .paths import ASSETS
from .surface_cache import MIB, SurfaceCache, surface_cache

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
# severity 1): every pair is at least 20 CIEDE2000 apart in each simulation and in typical
# vision, each is a 4.5:1 text colour on the panels, and each is a colour, not a grey: more
# chroma than the UI's quiet and disabled greys, and 20 apart from them where it was picked
# against them (tests/framework/test_seat_palette.py). They were searched for within each
# name's hue family, and again (Rose and Amber anew, the others nudged) when the old rose
# (156, 124, 133) read as disabled
SEAT_COLOURS = [
    (255, 255, 31),  # gold
    (73, 127, 255),  # sky
    (255, 10, 139),  # rose
    (112, 255, 206),  # mint
    (255, 184, 243),  # lilac
    (169, 143, 26),  # amber (dark amber: a bright orange merged with a bright rose for a deuteranope)
]
SEAT_NAMES = [N_("Gold"), N_("Sky"), N_("Rose"), N_("Mint"), N_("Lilac"), N_("Amber")]  # tr() where shown
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
    size "s" (the 7-px capitals of the mini font) is drawn as "s+" in the tall bitmap face
    (tools/sprites/font_tall.txt): 9-px capitals, 27 px at 1080p, ten-foot size, with lower
    case. Layouts ask :func:`line_h` and :func:`glyph_h`."""

    large = False


TEXT = TextMode()
BITMAP_FACES = {"s": "minifont", "s+": "tallfont"}  # the sizes drawn from a compiled bitmap face


def large_text_wanted(setting: str, fullscreen: bool) -> bool:
    """The Text size rule: "large"/"normal" as set; "auto" is Large whenever the arcade fills
    the screen. The canvas is 640x360 at every resolution, so a 1366x768 TV or a handheld's
    1280x800 gets fewer screen pixels per letter than a 1080p TV, never more room: the width
    of the display is no sign of a desk (a window is)."""
    if setting == "auto":
        return fullscreen
    return setting == "large"


def resolved(size: str) -> str:
    """The size actually drawn: "s" becomes "s+" (the tall bitmap face) in Large."""
    return "s+" if size == "s" and TEXT.large else size


def cap_height(size: str) -> int:
    """The height of a capital H in ``size`` as drawn now (Normal or Large)."""
    return render_text("H", size, PALETTE["ink"], False).get_bounding_rect().h


def line_h(size: str = "s") -> int:
    """A line's advance for wrapped text of ``size`` (the letters plus a clear row or two)."""
    size = resolved(size)
    return {"s": 10, "s+": 13, "m": 16, "l": 32, "xl": 48}.get(size, 16)


def line_pitch(above: str, below: str, size: str = "s") -> int:
    """How far below ``above`` to draw the next wrapped line ``below``: :func:`line_h`, or a
    row or two more where a descender over an accented capital ("g" over "É" in the tall face)
    would leave no clear row between their letters."""
    step = line_h(size)
    if not above.strip() or not below.strip():
        return step
    foot = render_text(above, size, PALETTE["ink"], False).get_bounding_rect().bottom
    head = render_text(below, size, PALETTE["ink"], False).get_bounding_rect().top
    return max(step, foot + 1 - head)


def top_on_line(y: int, size: str, like: str = "m") -> int:
    """Where to draw a text of ``size`` so its letters start where ``like``'s drawn at ``y``
    would: a label stepped down a size stays on its row's line."""
    return y + caps_ink(like)[0] - caps_ink(size)[0]


def caps_ink(size: str = "s") -> tuple[int, int]:
    """Where a line of capitals' letters (with their shadow) start and end below the text's
    top, as drawn now: the Large small font starts them 4 px down. A head drawn at
    ``y - top`` has its letters from ``y``, and ends at ``y + bottom - top``."""
    ink = render_text("HEAD", size, PALETTE["ink"], True).get_bounding_rect()
    return ink.top, ink.bottom


def letters_middle(size: str = "s") -> int:
    """How far below a text's top the middle of its letters lies (capitals' tops to the feet
    of g and y), as drawn now: a label drawn at ``row.centery - letters_middle()`` sits in
    the middle of a row that only just holds its letters."""
    ink = render_text("Hg", size, PALETTE["ink"], False).get_bounding_rect()
    return (ink.top + ink.bottom) // 2


def glyph_h() -> int:
    """A key cap's or pad button's height in a hint line."""
    return 15 if TEXT.large else GLYPH_H


@lru_cache(maxsize=2)
def _font(px: int = 16) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_FILE), px)


@lru_cache(maxsize=2)
def _bitmap_face(name: str):
    try:  # deferred on purpose: a missing or broken atlas must fall back, not fail the import of draw
        from .minifont import SPRITE_DIR, MiniFont

        return MiniFont(atlas_file=SPRITE_DIR / f"{name}.png", metrics_file=SPRITE_DIR / f"{name}.json")
    except Exception:  # missing atlas: fall back to the main font
        return None


def render_text(text: str, size: str = "m", color: tuple = PALETTE["ink"], shadow: bool = True) -> pygame.Surface:
    """Crisp text in the size drawn now (see :class:`TextMode`), cached."""
    return _render_text(text, resolved(size), color, shadow)


# the bounds of the two caches whose surfaces differ most in size (scenes/framework/surface_cache.py):
# two hours of attract mode filled the text cache to some 10 MB and the swirl's to 5 MB; these
# leave room for a couch evening's Large text and every black hole's growth, and no more
TEXT_CACHE_BYTES, TEXT_CACHE_ENTRIES = 24 * MIB, 2048
SWIRL_CACHE_BYTES, SWIRL_CACHE_ENTRIES = 8 * MIB, 512


@surface_cache(TEXT_CACHE_BYTES, TEXT_CACHE_ENTRIES)
def _render_text(text: str, size: str = "m", color: tuple = PALETTE["ink"], shadow: bool = True) -> pygame.Surface:
    """Crisp text: no antialiasing, whole-number scaling, a 1-px drop shadow."""
    size = resolved(size)
    if size in BITMAP_FACES:
        bitmap = _bitmap_face(BITMAP_FACES[size])
        if bitmap is not None:
            face = bitmap.render(text, color)
            back = bitmap.render(text, PALETTE["shadow"]) if shadow else None
            return _with_shadow(face, back, 1)
        size = "m"
    font = _font()
    face = _gothic(font, text, color)
    back = _gothic(font, text, PALETTE["shadow"]) if shadow else None
    k = SIZES.get(size, 1)
    if k > 1:
        face = pygame.transform.scale_by(face, k)
        back = pygame.transform.scale_by(back, k) if back is not None else None
    return _with_shadow(face, back, k)


def _serifs(ink: pygame.Rect) -> list[pygame.Rect]:
    return [pygame.Rect(ink.x - 2, ink.y, ink.w + 4, 1), pygame.Rect(ink.x - 2, ink.bottom - 1, ink.w + 4, 1)]


def _zero_dot(ink: pygame.Rect) -> list[pygame.Rect]:
    return [pygame.Rect(ink.centerx - 1, ink.centery - 1, 2, 2)]


GOTHIC_MARKS = {"0": _zero_dot, "I": _serifs}  # glyph -> the rects, from its ink box, inked over it


def _gothic(font: pygame.font.Font, text: str, colour: tuple) -> pygame.Surface:
    """DotGothic16 at its design size, with the marks of :data:`GOTHIC_MARKS` added: the
    font draws 0 exactly like O, and I like l but two pixels shorter."""
    face = font.render(text, False, colour)
    if not any(ch in GOTHIC_MARKS for ch in text):
        return face
    out = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    out.blit(face, (0, 0))
    for i, ch in enumerate(text):
        if ch in GOTHIC_MARKS:
            ink = font.render(ch, False, colour).get_bounding_rect().move(font.size(text[:i])[0], 0)
            for mark in GOTHIC_MARKS[ch](ink):
                out.fill(colour, mark)
    return out


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
    _bitmap_face.cache_clear()


def drawn_caches() -> dict[str, SurfaceCache]:
    """The byte-bounded caches of drawn surfaces, by name (the soak and the memory test read them)."""
    return {"text": _render_text, "swirl": _swirl_frame}


def forget_drawn() -> None:
    """Forget the rendered text and wraps too (a test that measures the caches themselves)."""
    clear_caches()
    _render_text.cache_clear()
    _swirl_frame.cache_clear()
    _even_wrap.cache_clear()
    sprite.cache_clear()
    _nebula_after_stars.cache_clear()


def text_size(text: str, size: str = "m") -> tuple[int, int]:
    return render_text(text, size, PALETTE["ink"], False).get_size()


# a row's label and value sizes, the largest that fit first: both large, the value a size down, both
PAIR_SIZES = (("m", "m"), ("m", "s"), ("s", "s"))


def pair_sizes(label: str, value: str, room: int, gaps: tuple[int, int, int] = (12, 12, 12)) -> tuple[str, str] | None:
    """The first of :data:`PAIR_SIZES` in which ``label``, the gap and ``value`` fit in ``room``
    (a label and its value on one row, a longer language stepping them down); None when none does."""
    for (label_size, value_size), gap in zip(PAIR_SIZES, gaps, strict=True):
        if text_size(label, label_size)[0] + gap + text_size(value, value_size)[0] <= room:
            return label_size, value_size
    return None


def size_to_fit(text: str, width: int, sizes: tuple[str, ...] = ("m", "s")) -> str:
    """The first of ``sizes`` in which ``text`` is at most ``width`` wide (else the last): a
    label or a name that fits in English may not in a longer language."""
    return next((size for size in sizes if text_size(text, size)[0] <= width), sizes[-1])


TAB_ROW_W = 628  # the widest a row of tabs may be: the canvas less a margin each side


def tab_row(titles: list[str], y: int, *, pad: int, gap: int, height: int) -> list[pygame.Rect]:
    """A row of tabs centred on the canvas, each as wide as its small-size title plus ``pad``
    (less, down to 8, where longer words would take the row past the canvas' margins); where
    even that is too wide (a sixth game, a longer language), two rows, the second ``height`` + 2
    lower: the caller's page starts under the last tab."""
    words = [text_size(title, "s")[0] for title in titles]
    room = TAB_ROW_W - gap * (len(titles) - 1) - sum(words)
    pad = max(min(pad, 8), min(pad, room // max(1, len(titles))))
    if len(titles) > 1 and sum(words) + pad * len(words) + gap * (len(words) - 1) > TAB_ROW_W:
        half = (len(titles) + 1) // 2
        return tab_row(titles[:half], y, pad=pad, gap=gap, height=height) + tab_row(
            titles[half:], y + height + 2, pad=pad, gap=gap, height=height
        )
    widths = [w + pad for w in words]
    x = 320 - (sum(widths) + gap * (len(widths) - 1)) // 2
    rects = []
    for w in widths:
        rects.append(pygame.Rect(x, y, w, height))
        x += w + gap
    return rects


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
    whole = pygame.Surface(rect.size)  # the face, without the shadow's extra pixel, white on black
    whole.blit(pygame.mask.from_surface(face).to_surface(setcolor=(255, 255, 255), unsetcolor=(0, 0, 0)), (0, 0))
    ink = pygame.image.tobytes(whole.subsurface(area.move(-rect.x, -rect.y)), "RGB")[::3]
    under = pygame.image.tobytes(surface.subsurface(area), "RGB")
    lum = sorted(_luminance(tuple(under[3 * i : 3 * i + 3])) for i, v in enumerate(ink) if v)
    if not lum:
        return None
    return _percentile(lum, 90 if _luminance(colour) > _percentile(lum, 50) else 10)


def _percentile(ordered: list[float], q: float) -> float:
    """The q-th percentile of sorted values, between the two nearest ranks (numpy's default)."""
    at = q / 100 * (len(ordered) - 1)
    lo = int(at)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (at - lo)


_LINEAR = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in range(256)]


@lru_cache(maxsize=4096)
def _luminance(colour: tuple) -> float:
    return 0.2126 * _LINEAR[colour[0]] + 0.7152 * _LINEAR[colour[1]] + 0.0722 * _LINEAR[colour[2]]


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


SWIRL_RADIUS = 104  # the frames' radius in assets/sprites/swirl.png (tools/gen_swirl.py): the largest drawn


@lru_cache(maxsize=1)
def _swirl_sheet() -> pygame.Surface | None:
    return sprite("swirl")


@surface_cache(SWIRL_CACHE_BYTES, SWIRL_CACHE_ENTRIES)
def _swirl_frame(radius: int, frame: int) -> pygame.Surface:
    """One frame of a spinning accretion disc around a black core, quantised to the ramp:
    the generated frame scaled to this radius in whole pixels (a blit-sized job)."""
    size = radius * 2 + 1
    sheet = _swirl_sheet()
    if sheet is None:  # a broken install (paths.missing_asset names the file): a plain black hole
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, SWIRL_RAMP[3], (radius, radius), radius)
        pygame.draw.circle(surf, SWIRL_RAMP[0], (radius, radius), max(1, radius * 2 // 7))
        return surf
    side = SWIRL_RADIUS * 2 + 1
    return pygame.transform.scale(sheet.subsurface((frame * side, 0, side, side)), (size, size))


def swirl(surface: pygame.Surface, center: tuple[int, int], radius: int, t: float, speed: float = 1.0) -> None:
    """The shared animated black hole, drawn centred on ``center``."""
    radius = max(3, int(radius))
    frame = _swirl_frame(radius, int(t * 12 * speed) % SWIRL_FRAMES)
    surface.blit(frame, (center[0] - radius, center[1] - radius))


# -- the starfield -------------------------------------------------------------------
@lru_cache(maxsize=8)
def _nebula_after_stars(size: tuple[int, int], count: int, seed: int) -> pygame.Surface:
    """The nebula of Starfield(size, count, seed), made once: a pass of some milliseconds that
    made every menu with a starfield (title, settings) miss its first frame."""
    rng = random.Random(seed)
    for _ in range(count):  # the same draws the stars take, so the nebula is unchanged
        rng.uniform(0, 1), rng.uniform(0, 1), rng.choice((1, 1, 1, 2, 3)), rng.uniform(0, 1)
    return Starfield._nebula(size, rng)


_NEBULA_STEP = 4  # the nebula's clouds are summed every this many pixels


def _grey(values: bytes, size: tuple[int, int]) -> pygame.Surface:
    """A grey picture of one byte per pixel (0-255), as an RGB surface the transforms take."""
    indexed = pygame.image.frombytes(values, size, "P")
    indexed.set_palette([(v, v, v) for v in range(256)])
    surf = pygame.Surface(size)
    surf.blit(indexed, (0, 0))
    return surf


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
        """Five soft clouds in five shades, ordered-dithered (pixel art, not a smooth gradient).

        The clouds (70-160 px wide) are summed on a grid of every 4th pixel and scaled up
        smoothly; the dither's thresholds are added by a blit and the shades come from a palette."""
        w, h = size
        gw, gh = -(-w // _NEBULA_STEP), -(-h // _NEBULA_STEP)
        xs, ys = [], []
        for _ in range(5):
            cx, cy = rng.uniform(0, w), rng.uniform(0, h)
            s = rng.uniform(70, 160)
            xs.append([math.exp(-((i * _NEBULA_STEP + 1.5 - cx) ** 2) / (2 * s * s)) for i in range(gw)])
            ys.append([math.exp(-((j * _NEBULA_STEP + 1.5 - cy) ** 2) / (2 * s * s)) for j in range(gh)])
        columns = list(zip(*xs, strict=True))
        # the five products written out, summed left to right as sum() did (the same floats, the
        # same picture) but without a generator per point: 4 ms instead of 20 on the first frame
        field = [
            a0 * y0 + a1 * y1 + a2 * y2 + a3 * y3 + a4 * y4
            for y0, y1, y2, y3, y4 in zip(*ys, strict=True)
            for a0, a1, a2, a3, a4 in columns
        ]
        top = max(field) or 1.0
        # in 51ths of a shade: the field (0-204) plus the Bayer threshold (0-47), floored to a shade
        coarse = _grey(bytes([int(204 * v / top) for v in field]), (gw, gh))
        levels = pygame.transform.smoothscale(coarse, (gw * _NEBULA_STEP, gh * _NEBULA_STEP)).subsurface((0, 0, w, h))
        levels = levels.copy()
        bayer = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]
        rows = [bytes(51 * bayer[y][x % 4] // 16 for x in range(w)) for y in range(4)]
        levels.blit(_grey(b"".join(rows[y % 4] for y in range(h)), size), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        shades = pygame.image.frombytes(pygame.image.tobytes(levels, "RGB")[::3], size, "P")
        base, tint = PALETTE["bg"], (34, 18, 70)
        shades.set_palette(
            [tuple(int(c + min(4, v // 51) / 4 * t) for c, t in zip(base, tint, strict=True)) for v in range(256)]
        )
        surf = pygame.Surface(size)
        surf.blit(shades, (0, 0))
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
    label_w = text_size(tr(g.label), "s")[0]
    if img is not None and (g.kind != "key" or label_w <= img.get_width() - 4):
        return img.get_width()
    if g.kind == "mouse" and img is None:
        return text_size(tr(g.label), "s")[0]
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
    label = tr(g.label)  # a key's name in the language on screen ("Entrée"); letters stay themselves
    h = glyph_h()
    label_y = y + (h - text_size("A", "s")[1]) // 2 if TEXT.large else y + 2
    if img is not None and w == img.get_width():
        surface.blit(img, (x, y))
        if g.kind == "key":
            text(surface, label, (x + w // 2, y + 2), "s", _CAP_INK, "midtop", False)
        return w
    if g.kind == "mouse":
        text(surface, label, (x, label_y), "s", PALETTE["ink"], "topleft", False)
        return w
    rect = pygame.Rect(x, y, w, h)
    if g.kind == "key":
        pygame.draw.rect(surface, _CAP_FILL, rect)
        pygame.draw.line(surface, _CAP_EDGE, (rect.left, rect.bottom - 2), (rect.right - 1, rect.bottom - 2), 2)
        text(surface, label, (rect.centerx, label_y), "s", _CAP_INK, "midtop", False)
    else:
        pygame.draw.rect(surface, (46, 50, 90), rect, border_radius=3)
        pygame.draw.rect(surface, (150, 156, 210), rect, 1, border_radius=3)
        text(surface, label, (rect.centerx, label_y), "s", PALETTE["ink"], "midtop", False)
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


def fit_hint(hint: Hint, width: int, size: str = "s") -> list[Hint]:
    """``hint`` as lines no wider than ``width``: broken where its actions part (at a double
    space), else between two words, and only when nothing else fits between a key and its
    word (a labelled cap, "Triangle", is wide in Large text). A key line that fits in English
    may not in a longer language or in Large text."""
    if hint_size(hint, size)[0] <= width:
        return [hint]
    for gap in ("  ", " ", "after a key"):
        fitting = [b for b in _hint_breaks(hint, gap) if hint_size(_hint_halves(hint, b)[0], size)[0] <= width]
        if fitting:
            left, right = _hint_halves(hint, fitting[-1])  # the last break whose left half fits
            return [left, *fit_hint(right, width, size)]
    first = next(iter([*_hint_breaks(hint, "  "), *_hint_breaks(hint, " ")]), None)
    if first is None:
        return [hint]
    left, right = _hint_halves(hint, first)  # no half fits: as short a first line as it allows
    return [left, *fit_hint(right, width, size)]


def fit_hints(hints: list[Hint], width: int, size: str = "s") -> list[Hint]:
    """Each of ``hints`` through :func:`fit_hint`, their lines in order (a panel's key lines)."""
    return [line for hint in hints for line in fit_hint(hint, width, size)]


def _hint_breaks(hint: Hint, gap: str) -> list[tuple[int, int]]:
    """(part, character) of each place ``hint`` may break: a run of spaces after a word, or
    the space between a key and the words after it."""
    if gap == "after a key":
        return [
            (i, 0)
            for i, part in enumerate(hint.parts)
            if i
            and isinstance(part, str)
            and part.startswith(" ")
            and part.strip()
            and not isinstance(hint.parts[i - 1], str)
        ]
    out = []
    for i, part in enumerate(hint.parts):
        if isinstance(part, str):
            out += [
                (i, at)
                for at in range(1, len(part) - len(gap) + 1)
                if part[at : at + len(gap)] == gap
                and part[at - 1] != " "
                and (part[at + len(gap) :].strip() or i + 1 < len(hint.parts))  # something follows
            ]
    return out


def _hint_halves(hint: Hint, at: tuple[int, int]) -> tuple[Hint, Hint]:
    i, k = at
    part = hint.parts[i]
    assert isinstance(part, str)
    return _hint_of(hint, (*hint.parts[:i], part[:k].rstrip())), _hint_of(
        hint, (part[k:].lstrip(), *hint.parts[i + 1 :])
    )


def _hint_of(hint: Hint, parts: tuple[str | Glyph, ...]) -> Hint:
    """A line of ``hint``'s parts, built by its own class (draw leaves bindings to its users)."""
    return type(hint).of(parts)


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
    if family == "phone":  # a phone upright: its screen, the page's d-pad and buttons on it
        body = pygame.Rect(0, 0, 10, 16)
        body.center = center
        pygame.draw.rect(surface, dark, body, border_radius=2)
        pygame.draw.rect(surface, colour, body, 1, border_radius=2)
        surface.fill(colour, (body.x + 2, body.y + 8, 3, 1))
        surface.fill(colour, (body.x + 3, body.y + 7, 1, 3))
        surface.fill((96, 200, 90), (body.x + 6, body.y + 9, 2, 2))
        surface.fill(colour, (body.x + 4, body.bottom - 3, 2, 1))
        return body
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
