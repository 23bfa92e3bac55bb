"""Colour maths for legibility checks: WCAG contrast, colour-vision simulation, CIEDE2000.

Pure functions of sRGB triples (0-255), no pygame: the tests and tools/colour_strip.py
use them to hold the palette to numbers a person can check.

- :func:`contrast_ratio` is WCAG 2.x's (L1 + 0.05) / (L2 + 0.05) of relative luminances.
- :func:`simulate` applies Machado, Oliveira & Fernandes (2009) at severity 1.0 in linear
  RGB: what a dichromat (protanope, deuteranope, tritanope) sees.
- :func:`ciede2000` is the CIE 2000 colour difference of two colours (D65, CIELAB), after
  Sharma, Wu & Dalal (2005).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

RGB = tuple[int, int, int]

# Machado et al. 2009, severity 1.0; rows give linear R', G', B' from linear R, G, B
MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
DEFICIENCIES = tuple(MACHADO)


def to_linear(v: float) -> float:
    """One sRGB channel (0-255) to linear light (0-1)."""
    c = v / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(c: float) -> float:
    """Linear light (clamped to 0-1) back to an sRGB channel (0-255, not rounded)."""
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return v * 255.0


def relative_luminance(rgb: Sequence[float]) -> float:
    r, g, b = (to_linear(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[float], b: Sequence[float]) -> float:
    """WCAG contrast of two colours, 1 (same) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def contrast_with_luminance(rgb: Sequence[float], luminance: float) -> float:
    la, lb = sorted((relative_luminance(rgb), luminance), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def simulate(rgb: Sequence[float], deficiency: str) -> tuple[float, float, float]:
    """``rgb`` as a dichromat of the given kind sees it (Machado 2009, severity 1)."""
    m = MACHADO[deficiency]
    lin = [to_linear(v) for v in rgb[:3]]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return from_linear(out[0]), from_linear(out[1]), from_linear(out[2])


def to_lab(rgb: Sequence[float]) -> tuple[float, float, float]:
    """sRGB (0-255) to CIELAB under D65."""
    r, g, b = (to_linear(v) for v in rgb[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_bar = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dh_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dh_big / sh) ** 2 + rt * (dc / sc) * (dh_big / sh))


def difference(a: Sequence[float], b: Sequence[float], deficiency: str | None = None) -> float:
    """CIEDE2000 between two sRGB colours, as seen with ``deficiency`` (None: typical vision)."""
    if deficiency is not None:
        a, b = simulate(a, deficiency), simulate(b, deficiency)
    return ciede2000(to_lab(a), to_lab(b))


def min_pairwise(colours: Iterable[Sequence[float]], deficiency: str | None = None) -> float:
    """The smallest CIEDE2000 between any two of ``colours`` (as seen with ``deficiency``)."""
    cs = list(colours)
    return min(difference(a, b, deficiency) for i, a in enumerate(cs) for b in cs[i + 1 :])
