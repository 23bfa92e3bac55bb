"""A least-recently-used cache of drawn surfaces, bounded by their pixel bytes as well as their count.

Rendered text and the black hole's scaled frames are made once and blitted every frame
after. Their sizes differ a hundredfold (a 3-px swirl frame is under 200 bytes, a 104-px
one 175 KB; a short word in small text 1 KB, a long line in large text over 100 KB), so a
bound on entries alone says little about memory: 2,048 texts could hold 5 MB or 300 MB.
This cache holds at most ``max_bytes`` of pixels and ``max_entries`` entries, and forgets
the least recently drawn first. A surface bigger than the whole bound is kept alone until
the next one comes, so the caller always gets what it asked for.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Generic, Hashable, NamedTuple, ParamSpec

import pygame

P = ParamSpec("P")
MIB = 1 << 20


class CacheInfo(NamedTuple):
    """As functools.lru_cache's ``cache_info()`` tells it (``maxsize``: the entry bound)."""

    hits: int
    misses: int
    maxsize: int
    currsize: int


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes of a surface's pixels (its rows as stored, padding included)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache(Generic[P]):
    """``fn`` (a pure function of hashable positional arguments returning a surface), cached."""

    def __init__(self, fn: Callable[P, pygame.Surface], max_bytes: int, max_entries: int) -> None:
        self._fn = fn
        self.max_bytes, self.max_entries = max_bytes, max_entries
        self._held: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()
        self.held_bytes = 0
        self.hits = self.misses = 0
        self.__doc__, self.__name__, self.__module__, self.__wrapped__ = fn.__doc__, fn.__name__, fn.__module__, fn

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
        key = args if not kwargs else (*args, *sorted(kwargs.items()))
        held = self._held.get(key)
        if held is not None:
            self.hits += 1
            self._held.move_to_end(key)
            return held[0]
        self.misses += 1
        surface = self._fn(*args, **kwargs)
        size = surface_bytes(surface)
        self._held[key] = (surface, size)
        self.held_bytes += size
        while len(self._held) > 1 and (self.held_bytes > self.max_bytes or len(self._held) > self.max_entries):
            _, (_, gone) = self._held.popitem(last=False)
            self.held_bytes -= gone
        return surface

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.max_entries, len(self._held))

    def cache_clear(self) -> None:
        self._held.clear()
        self.held_bytes = self.hits = self.misses = 0


def surface_cache(max_bytes: int, max_entries: int) -> Callable[[Callable[P, pygame.Surface]], SurfaceCache[P]]:
    """The decorator: ``@surface_cache(8 * MIB, 512)`` over a function that draws a surface."""

    def wrap(fn: Callable[P, pygame.Surface]) -> SurfaceCache[P]:
        return SurfaceCache(fn, max_bytes, max_entries)

    return wrap
