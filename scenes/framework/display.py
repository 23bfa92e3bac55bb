"""The window and the fixed pixel canvas it shows, scaled by whole numbers."""

from __future__ import annotations

import warnings
from dataclasses import dataclass

import pygame

CANVAS_SIZE = (640, 360)


@dataclass(frozen=True)
class Fit:
    """How the canvas sits in a window: a whole-number scale and a centred rect."""

    scale: int
    rect: pygame.Rect


def fit_canvas(window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE) -> Fit:
    """Largest whole-number scale that fits, centred with black bars.

    A window smaller than the canvas still shows all of it, squeezed into the
    largest rect of the canvas's aspect ratio (scale reported as 1).
    """
    ww, wh = max(1, window[0]), max(1, window[1])
    cw, ch = canvas
    scale = min(ww // cw, wh // ch)
    if scale >= 1:
        w, h = cw * scale, ch * scale
    else:
        ratio = min(ww / cw, wh / ch)
        w, h, scale = max(1, int(cw * ratio)), max(1, int(ch * ratio)), 1
    return Fit(scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h))


class Display:
    """Owns the SDL window; presents the canvas scaled, with optional scanlines."""

    def __init__(
        self, fullscreen: bool, size: tuple[int, int], caption: str, icon: pygame.Surface | None = None
    ) -> None:
        self.windowed_size = size
        self.fullscreen = fullscreen
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.vsync = False
        self._try_vsync = True
        self.notice: str | None = None
        pygame.display.set_caption(caption)
        if icon is not None:
            pygame.display.set_icon(icon)
        self.window = self._open()
        self.fit = fit_canvas(self.window.get_size())
        self._target: pygame.Surface | None = None  # the window area the canvas fills
        self._scanlines: pygame.Surface | None = None

    def _open(self) -> pygame.Surface:
        if self.fullscreen:
            flags, size = pygame.FULLSCREEN, (0, 0)
        else:
            flags, size = pygame.RESIZABLE, self.windowed_size
        if self._try_vsync:
            try:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    window = pygame.display.set_mode(size, flags, vsync=1)
                if not caught:
                    self.vsync = True
                    return window
                # "no fast renderer available" (e.g. the dummy driver): the window is
                # half-made, and asking again would corrupt memory in SDL; stop asking.
            except pygame.error:
                pass
            self._try_vsync = False
            self.vsync = False
        try:
            return pygame.display.set_mode(size, flags)
        except pygame.error as exc:
            if not self.fullscreen:
                raise
            self.fullscreen = False
            self.notice = f"Fullscreen is not available ({exc}); using a window."
            return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
        self.fullscreen = on
        self.window = self._open()
        self.resized()

    def resized(self) -> None:
        self.window = pygame.display.get_surface() or self.window
        self.fit = fit_canvas(self.window.get_size())
        self._target = None
        self._scanlines = None

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Window pixel -> canvas pixel, or None in the black bars."""
        r = self.fit.rect
        if not r.collidepoint(pos):
            return None
        x = (pos[0] - r.x) * CANVAS_SIZE[0] // r.w
        y = (pos[1] - r.y) * CANVAS_SIZE[1] // r.h
        return (x, y)

    def present(self, scanlines: bool) -> None:
        """Scale the canvas into a buffer we own, then blit it; bars are cleared only when they change.

        (Scaling straight into a subsurface of the window is faster, but SDL may
        reallocate the window surface under it, so the buffer is ours.)
        """
        r = self.fit.rect
        if self._target is None or self._target.get_size() != r.size:
            self.window.fill((0, 0, 0))
            self._target = pygame.Surface(r.size).convert(self.window)
        pygame.transform.scale(self.canvas, r.size, self._target)
        if scanlines and self.fit.scale >= 2:
            self._target.blit(self._scanline_overlay(), (0, 0))
        self.window.blit(self._target, r.topleft)
        pygame.display.flip()

    def _scanline_overlay(self) -> pygame.Surface:
        """A dark line under every canvas row, like a CRT's gaps between beams."""
        if self._scanlines is None:
            r, s = self.fit.rect, self.fit.scale
            overlay = pygame.Surface(r.size, pygame.SRCALPHA)
            shade = (0, 0, 0, 90 if s >= 3 else 60)
            for y in range(s - 1, r.h, s):
                overlay.fill(shade, (0, y, r.w, max(1, s // 3)))
            self._scanlines = overlay
        return self._scanlines

    def window_screenshot(self) -> pygame.Surface:
        return self.window.copy()
