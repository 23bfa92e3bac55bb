"""The window and the fixed pixel canvas it shows, scaled on the GPU where there is one.

The canvas (640x360) is drawn by the scenes in software, then handed to SDL's
renderer as a texture: the renderer scales it to the window (on the GPU with a
GPU driver, in one pass on SDL's software renderer otherwise), lays the
scanlines over it as a second texture, and the texture is re-uploaded only when
the canvas changed. "Fill screen" renders the whole-number scale into a texture
first and stretches that smoothly, so pixels stay square-edged but the screen is
filled. The old surface path (scale into the window surface, flip) remains as a
fallback when no renderer can be made, and on request (``BHA_PRESENT=surface``)
so the two can be measured against each other.
"""

from __future__ import annotations

import math
import os
import warnings
from dataclasses import dataclass
from typing import Literal

import pygame
from pygame._sdl2 import sdl2, video

from game.i18n import tr, tr_n

from . import sdl_native

CANVAS_SIZE = (640, 360)
TILE = 8  # the canvas is compared with the last frame in squares of this many pixels
# the X11 window class and Wayland app id: the reverse-DNS id that also names the desktop entry
# (Wayland matches the app id to its file name, X11 its StartupWMClass), the icons and the AppStream component
WM_CLASS = "io.github.blackholearcade.BlackHoleArcade"
Scaling = Literal["whole", "fill"]


def set_hints() -> None:
    """Hints SDL reads only when the video system starts: call before pygame.init().

    The window class lets a desktop match the window to its .desktop entry; DPI
    awareness stops Windows from stretching the pixel art on a 125 % screen.
    """
    # set, not defaulted: importing pygame already put the program's file name there
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WM_CLASS
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


@dataclass(frozen=True)
class Fit:
    """How the canvas sits in a window: a whole-number scale, the rect it fills, and the
    size of the whole-number picture (the same as the rect unless it is then stretched)."""

    scale: int
    rect: pygame.Rect
    inner: tuple[int, int] = (0, 0)

    @property
    def stretched(self) -> bool:
        return self.inner != self.rect.size


def fit_canvas(
    window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE, scaling: Scaling = "whole", edge: float = 0.0
) -> Fit:
    """Largest whole-number scale that fits, centred with black bars.

    With "fill", that whole-number picture is then stretched (keeping the aspect
    ratio) until it touches two sides of the window. A window smaller than the
    canvas still shows all of it, squeezed (scale reported as 1). ``edge`` (a fraction
    of each side) is kept black all round: a TV's safe area, for one that overscans.
    """
    mx, my = math.ceil(window[0] * edge), math.ceil(window[1] * edge)
    area = (window[0] - 2 * mx, window[1] - 2 * my)
    fit = _fit(area, canvas, scaling)
    if edge and scaling == "whole" and fit.scale < _fit(window, canvas, "whole").scale:
        # the edge would cost a whole step (1080p: 1280x720 in a 1920 screen): the picture is
        # stretched smoothly into the safe area instead, as "Fill screen" does
        fit = _fit(area, canvas, "fill")
    return Fit(fit.scale, fit.rect.move(mx, my), fit.inner)


def _fit(window: tuple[int, int], canvas: tuple[int, int], scaling: Scaling) -> Fit:
    ww, wh = max(1, window[0]), max(1, window[1])
    cw, ch = canvas
    scale = min(ww // cw, wh // ch)
    if scale >= 1 and scaling == "whole":
        w, h = cw * scale, ch * scale
    else:
        ratio = min(ww / cw, wh / ch)
        w, h, scale = max(1, min(ww, round(cw * ratio))), max(1, min(wh, round(ch * ratio))), max(1, scale)
    inner = (cw * scale, ch * scale) if scale * cw <= ww and scale * ch <= wh else (w, h)
    return Fit(scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h), inner)


def bars(window: tuple[int, int], rect: pygame.Rect) -> list[pygame.Rect]:
    """The black areas around the picture (at most four rects; none when it fills the window)."""
    ww, wh = window
    out = [
        pygame.Rect(0, 0, ww, rect.top),
        pygame.Rect(0, rect.bottom, ww, wh - rect.bottom),
        pygame.Rect(0, rect.top, rect.left, rect.h),
        pygame.Rect(rect.right, rect.top, ww - rect.right, rect.h),
    ]
    return [r for r in out if r.w > 0 and r.h > 0]


def pick_display(wanted: str | int | None, names: list[str]) -> tuple[int, str | None]:
    """The monitor index for a remembered name or a --display number (1 = first), and a notice
    when it is not there (then the first monitor is used)."""
    if wanted in (None, ""):
        return 0, None
    if isinstance(wanted, int):
        if 1 <= wanted <= len(names):
            return wanted - 1, None
        none = tr_n(
            "There is no display {wanted} (this computer has {n} display); using the first.",
            "There is no display {wanted} (this computer has {n} displays); using the first.",
            len(names),
        )
        return 0, none.format(wanted=wanted, n=len(names))
    if wanted in names:
        return names.index(wanted), None
    return 0, tr("Display {name} is not connected; using the first.").format(name=repr(wanted))


def _display_window_vsyncs() -> bool:
    """is_vsync() reports the request even when pygame-ce found "no fast renderer" to honour it
    (the dummy driver): the window's SDL renderer, if any, tells whether it really waits."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # only its id is wanted, not its surface
            window_id = pygame.Window.from_display_module().id
    except (pygame.error, AttributeError):
        return False
    info = sdl_native.renderer_info(window_id)
    # SDL's software renderer sets the vsync flag it was asked for, but has no display to wait for
    return info is not None and info[0] != "software" and bool(info[1] & sdl_native.RENDERER_PRESENTVSYNC)


def changed_tiles(now: bytes, last: bytes, pitch: int) -> list[pygame.Rect] | None:
    """The 8x8 tiles of the canvas that differ between two copies of its pixels, merged into runs
    along each row of tiles ([] when none; None past half of them, when one whole draw is cheaper).

    Byte strings compare in C: a band of tile rows first, then each changed pixel row in groups
    of eight tiles, then the tiles of a changed group; a tile already known changed is not
    compared again. A few tenths of a millisecond for a menu's twinkling stars."""
    cw, ch = CANVAS_SIZE
    cols, chunk, band, row = cw // TILE, TILE * 4, pitch * TILE, cw * 4
    group = 8 * chunk
    limit = cols * (ch // TILE) // 2
    rects: list[pygame.Rect] = []
    dirty = 0
    same, old = now.startswith, memoryview(last)  # a long run compares without copying either side
    for ty in range(ch // TILE):
        top = ty * band
        if same(old[top : top + band], top):
            continue
        marks = bytearray(cols)
        for o in range(top, top + band, pitch):
            if same(old[o : o + row], o):
                continue
            for g in range(o, o + row, group):
                end = min(g + group, o + row)
                if now[g:end] == last[g:end]:
                    continue
                for p in range(g, end, chunk):
                    c = (p - o) // chunk
                    if not marks[c] and now[p : p + chunk] != last[p : p + chunk]:
                        marks[c] = 1
        dirty += marks.count(1)
        if dirty > limit:
            return None
        x0 = marks.find(1)
        while x0 >= 0:
            x1 = marks.find(0, x0)
            x1 = cols if x1 < 0 else x1
            rects.append(pygame.Rect(x0 * TILE, ty * TILE, (x1 - x0) * TILE, TILE))
            x0 = marks.find(1, x1)
    return rects


class Display:
    """Owns the SDL window; presents the canvas scaled, with optional scanlines."""

    def __init__(
        self,
        fullscreen: bool,
        size: tuple[int, int],
        caption: str,
        icon: pygame.Surface | None = None,
        scaling: Scaling = "whole",
        monitor: str | int | None = None,
        position: tuple[int, int] | None = None,
        edge: float = 0.0,
    ) -> None:
        self.edge = edge  # fullscreen: the fraction of each side kept clear (Settings -> Screen edge)
        self.windowed_size = size
        self.position = position  # the windowed position to come back to (None: centred)
        self.fullscreen = fullscreen
        self.scaling: Scaling = scaling
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.vsync = False
        self._try_vsync = True
        self.notice: str | None = None
        self.caption, self.icon = caption, icon
        self.names = sdl_native.display_names()
        self.monitor, self.notice = pick_display(monitor, self.names)
        self.uploads = 0  # canvas uploads to the GPU: the count shows unchanged frames skip it
        self.renderer_name = "surface"
        self.accelerated = False
        self.win: pygame.Window | None = None
        self.renderer: video.Renderer | None = None
        self.window: pygame.Surface | None = None  # the surface path's window surface
        if os.environ.get("BHA_PRESENT", "renderer") != "surface":
            self._open_renderer()
        if self.renderer is None:
            pygame.display.set_caption(caption)
            if icon is not None:
                pygame.display.set_icon(icon)
            self.window = self._open()
        self.fit = fit_canvas(self.size, scaling=self.scaling, edge=self.safe_edge)
        self._target: pygame.Surface | None = None  # surface path: the window area the canvas fills
        self._scanlines: pygame.Surface | None = None
        self._texture: video.Texture | None = None
        self._mid: video.Texture | None = None  # fill: the whole-number picture, then stretched
        self._lines_tex: video.Texture | None = None
        self._last: bytes | None = None  # the canvas as last uploaded
        self._scanlines_on = False
        self._redraw = True  # the next frame draws every pixel (after a resize, a screenshot, a toggle)

    # -- the renderer path --------------------------------------------------------------
    def _open_renderer(self) -> None:
        """A window with SDL's renderer (GPU if any); leaves ``renderer`` None when SDL cannot."""
        win: pygame.Window | None = None
        try:
            # pygame-ce's convert()/convert_alpha() need a pixel format, which only a window
            # surface sets; a hidden 1x1 window lends it (the main window's surface would
            # clash with its renderer)
            lender = pygame.Window("", (1, 1), hidden=True)
            lender.get_surface()
            lender.destroy()
            win = pygame.Window(self.caption, self.windowed_size, position=self._windowed_position(), resizable=True)
            self.renderer = video.Renderer(win, vsync=True)
        except (pygame.error, sdl2.error, ValueError):  # sdl2.error: no renderer SDL could make (short of memory)
            if win is not None:
                win.destroy()
            self.renderer = None  # the surface path draws instead
            return
        self.win = win
        if self.icon is not None:
            win.set_icon(self.icon)
        info = sdl_native.renderer_info(win.id)
        if info is not None:
            self.renderer_name = info[0]
            self.accelerated = bool(info[1] & sdl_native.RENDERER_ACCELERATED)
            self.vsync = bool(info[1] & sdl_native.RENDERER_PRESENTVSYNC) and self.renderer_name != "software"
        else:
            self.renderer_name = "renderer"
        if self.fullscreen:
            self._win_fullscreen(True)

    def _windowed_position(self) -> tuple[int, int] | int:
        if self.position is not None and self._on_a_display(self.position):
            return self.position
        return pygame.WINDOWPOS_CENTERED

    def _on_a_display(self, pos: tuple[int, int]) -> bool:
        """A remembered position is used only if it is still on a connected monitor."""
        for index in range(len(self.names)):
            b = sdl_native.display_bounds(index)
            if b is not None and b[0] <= pos[0] < b[0] + b[2] and b[1] <= pos[1] < b[1] + b[3]:
                return True
        return False

    def _win_fullscreen(self, on: bool) -> None:
        win = self.win
        assert win is not None
        if on:
            bounds = sdl_native.display_bounds(self.monitor)
            if bounds is not None:
                # SDL goes fullscreen on the monitor the window is on; the window is first made
                # the monitor's size at its corner, because with no window manager to honour the
                # fullscreen request (a bare X session, a cabinet) the X window stayed where and
                # as big as it was: the picture hung off the screen's right and bottom edges.
                x, y, w, h = bounds
                win.size = (w, h)
                win.position = (x, y)
            try:
                win.set_fullscreen(desktop=True)
            except pygame.error as exc:
                self.fullscreen = False
                self.notice = tr("Fullscreen is not available ({reason}); using a window.").format(reason=exc)
        else:
            win.set_windowed()
            win.size = self.windowed_size
            win.position = self._windowed_position()

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        if self.win is not None:
            return tuple(self.win.size)  # type: ignore[return-value]
        assert self.window is not None
        return self.window.get_size()

    def windowed_state(self) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """Size and position of the window when windowed (what to remember for next time)."""
        if not self.fullscreen and self.win is not None:
            return tuple(self.win.size), tuple(self.win.position)  # type: ignore[return-value]
        if not self.fullscreen and self.window is not None:
            return self.window.get_size(), self.position
        return self.windowed_size, self.position

    # -- the surface path ------------------------------------------------------------------
    def _open(self) -> pygame.Surface:
        if self.fullscreen:
            flags, size = pygame.FULLSCREEN, (0, 0)
        else:
            flags, size = pygame.RESIZABLE, self.windowed_size
        if self._try_vsync:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # the dummy driver's "no fast renderer" is not news
                    window = pygame.display.set_mode(size, flags, vsync=1, display=self.monitor)
                if pygame.display.is_vsync() and _display_window_vsyncs():
                    self.vsync = True
                    return window
                # no vsync (e.g. the dummy driver): the window is half-made, and asking
                # again would corrupt memory in SDL; stop asking.
            except pygame.error:
                pass
            self._try_vsync = False
            self.vsync = False
        try:
            return pygame.display.set_mode(size, flags, display=self.monitor)
        except pygame.error as exc:
            if not self.fullscreen:
                raise
            self.fullscreen = False
            self.notice = tr("Fullscreen is not available ({reason}); using a window.").format(reason=exc)
            return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE, display=self.monitor)

    # -- changes -------------------------------------------------------------------------
    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if not self.fullscreen:
            self.windowed_size, self.position = self.windowed_state()
        self.fullscreen = on
        if self.win is not None:
            self._win_fullscreen(on)
        else:
            self.window = self._open()
        self.resized()

    @property
    def safe_edge(self) -> float:
        """The edge kept clear now: a TV's overscan matters fullscreen, a window shows it all."""
        return self.edge if self.fullscreen else 0.0

    def set_edge(self, edge: float) -> None:
        self.edge = edge
        self.resized()

    def set_scaling(self, scaling: Scaling) -> None:
        self.scaling = scaling
        self.resized()

    def set_monitor(self, name: str) -> None:
        """Fullscreen on the monitor called ``name`` (moved there at once if fullscreen now)."""
        self.monitor, self.notice = pick_display(name, self.names)
        if self.fullscreen and self.win is not None:
            self._win_fullscreen(True)
        elif self.fullscreen:
            self.window = self._open()
        self.resized()

    def resized(self) -> None:
        if self.win is None:
            self.window = pygame.display.get_surface() or self.window
        self.fit = fit_canvas(self.size, scaling=self.scaling, edge=self.safe_edge)
        self._target = None
        self._scanlines = None
        self._mid = None
        self._lines_tex = None
        self._redraw = True

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Window pixel -> canvas pixel, or None in the black bars."""
        r = self.fit.rect
        if not r.collidepoint(pos):
            return None
        x = (pos[0] - r.x) * CANVAS_SIZE[0] // r.w
        y = (pos[1] - r.y) * CANVAS_SIZE[1] // r.h
        return (x, y)

    # -- presenting ------------------------------------------------------------------------
    def present(self, scanlines: bool) -> None:
        if scanlines != self._scanlines_on:
            self._redraw = True
        self._scanlines_on = scanlines
        if self.renderer is not None:
            self._compose()
            self.renderer.present()
        else:
            self._present_surface(scanlines)

    def _changed(self) -> list[pygame.Rect] | None:
        """The canvas areas that changed since the last frame, in 8x8 tiles merged along rows
        ([]: none; None: the first frame, or so much changed that one whole draw is cheaper).
        Compared here because scenes redraw every frame."""
        now = self.canvas.get_buffer().raw  # a copy: the next frame draws over the canvas
        last, self._last = self._last, now
        if last is None:
            return None
        return changed_tiles(now, last, self.canvas.get_pitch())

    def _compose(self, full: bool = False) -> None:
        """Draw the frame into the renderer's back buffer (present() shows it).

        The canvas is uploaded only when it changed. On SDL's software renderer the
        back buffer is the window's own memory and keeps the last frame, so only the
        changed tiles are scaled again: at 4K that is most of the frame's CPU saved.
        """
        renderer = self.renderer
        assert renderer is not None
        fit = self.fit
        changed = self._changed()
        if self._texture is None:
            os.environ["SDL_RENDER_SCALE_QUALITY"] = "nearest"  # read when a texture is made
            # made from the canvas, the texture has its pixel format: SDL's software renderer
            # then copies rows instead of converting (and blending) each pixel, 2x faster at 4K
            self._texture = video.Texture.from_surface(renderer, self.canvas)
            self.uploads += 1
            full = True
        elif changed != []:
            self._texture.update(self.canvas)
            self.uploads += 1
        canvas = self._texture
        renderer.target = None
        renderer.draw_color = (0, 0, 0, 255)
        partial = self.renderer_name == "software" and not fit.stretched and not full and not self._redraw
        self._redraw = False
        if fit.stretched:
            if self._mid is None:
                os.environ["SDL_RENDER_SCALE_QUALITY"] = "linear"
                self._mid = video.Texture(renderer, fit.inner, target=True)
            renderer.target = self._mid
            canvas.draw(dstrect=pygame.Rect((0, 0), fit.inner))
            if self._scanlines_on and fit.scale >= 2:
                self._scanline_texture(fit.inner).draw(dstrect=pygame.Rect((0, 0), fit.inner))
            renderer.target = None
            self._mid.draw(dstrect=fit.rect)
        elif partial and changed is not None:
            sx, sy = fit.rect.w / CANVAS_SIZE[0], fit.rect.h / CANVAS_SIZE[1]
            lines = self._scanline_texture(fit.rect.size) if self._scanlines_on and fit.scale >= 2 else None
            for r in changed:
                x0, y0 = fit.rect.x + round(r.x * sx), fit.rect.y + round(r.y * sy)
                dst = pygame.Rect(x0, y0, fit.rect.x + round(r.right * sx) - x0, fit.rect.y + round(r.bottom * sy) - y0)
                canvas.draw(srcrect=r, dstrect=dst)
                if lines is not None:
                    lines.draw(srcrect=pygame.Rect(0, dst.y - fit.rect.y, 1, dst.h), dstrect=dst)
            return  # the bars are still there from the last full frame
        else:
            canvas.draw(dstrect=fit.rect)
            if self._scanlines_on and fit.scale >= 2:
                self._scanline_texture(fit.rect.size).draw(dstrect=fit.rect)
        for bar in bars(self.size, fit.rect):  # every pixel is drawn each frame: no full clear
            renderer.fill_rect(bar)

    def _scanline_texture(self, size: tuple[int, int]) -> video.Texture:
        """One pixel wide, the picture's height: the GPU stretches it across."""
        if self._lines_tex is None:
            assert self.renderer is not None
            os.environ["SDL_RENDER_SCALE_QUALITY"] = "nearest"
            self._lines_tex = video.Texture.from_surface(self.renderer, self._scanline_overlay((1, size[1])))
        return self._lines_tex

    def _present_surface(self, scanlines: bool) -> None:
        """Scale the canvas into a buffer we own, then blit it; bars are cleared only when they change.

        (Scaling straight into a subsurface of the window is faster, but SDL may
        reallocate the window surface under it, so the buffer is ours.)
        """
        assert self.window is not None
        r = self.fit.rect
        if self._target is None or self._target.get_size() != r.size:
            self.window.fill((0, 0, 0))
            self._target = pygame.Surface(r.size).convert(self.window)
        whole = pygame.transform.scale(self.canvas, self.fit.inner) if self.fit.stretched else self._target
        if not self.fit.stretched:
            pygame.transform.scale(self.canvas, r.size, self._target)
        if scanlines and self.fit.scale >= 2:
            if self._scanlines is None:
                self._scanlines = self._scanline_overlay(self.fit.inner)
            whole.blit(self._scanlines, (0, 0))
        if self.fit.stretched:
            pygame.transform.smoothscale(whole, r.size, self._target)
        self.window.blit(self._target, r.topleft)
        pygame.display.flip()

    def _scanline_overlay(self, size: tuple[int, int]) -> pygame.Surface:
        """A dark line under every canvas row, like a CRT's gaps between beams."""
        w, h = size
        overlay = pygame.Surface(size, pygame.SRCALPHA)
        shade = (0, 0, 0, 90 if self.fit.scale >= 3 else 60)
        step = self.fit.scale
        for y in range(step - 1, h, step):
            overlay.fill(shade, (0, y, w, max(1, step // 3)))
        return overlay

    def close(self) -> None:
        """Destroy the window before pygame.quit(): a pygame.Window collected after SDL has
        shut down would free a pointer that a later window may be reusing."""
        self._texture = self._mid = self._lines_tex = None
        self.renderer = None
        if self.win is not None:
            self.win.destroy()
            self.win = None

    def window_screenshot(self) -> pygame.Surface:
        """The window as the player sees it (drawn again without showing it: SDL's back
        buffer is undefined after a present)."""
        if self.renderer is not None:
            self._compose(full=True)
            self._redraw = True
            return self.renderer.to_surface()
        assert self.window is not None
        return self.window.copy()
