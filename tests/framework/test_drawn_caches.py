"""The caches of drawn surfaces stay under a stated ceiling of pixel bytes however many distinct
texts and black holes an evening draws (issue 30 item 22: the attract soak's memory rose with
them). Their entries differ a hundredfold in size, so the bound is on bytes, not only on count."""

from __future__ import annotations

import gc

import pygame
import pytest

from scenes.framework import draw
from scenes.framework.surface_cache import MIB, SurfaceCache, surface_bytes

# what the drawn caches may hold together, whatever is drawn: their byte bounds
CEILING = draw.TEXT_CACHE_BYTES + draw.SWIRL_CACHE_BYTES


def held_by(cached: object) -> int:
    """Pixel bytes of the surfaces reachable from a cache through the garbage collector's
    referents (an lru_cache's are its results; a dict's, its values), each counted once: a
    count that does not trust the cache's own."""
    seen: set[int] = set()
    total, todo = 0, [cached]
    for _ in range(5):
        deeper = []
        for obj in todo:
            for ref in gc.get_referents(obj):
                if isinstance(ref, pygame.Surface):
                    if id(ref) not in seen:
                        seen.add(id(ref))
                        total += surface_bytes(ref)
                elif isinstance(ref, (dict, tuple, list)):  # not functions: their globals hold all
                    deeper.append(ref)
        todo = deeper
    return total


@pytest.fixture
def fresh_caches():
    pygame.init()
    draw.forget_drawn()
    yield
    draw.forget_drawn()
    draw.TEXT.large = False


def test_many_distinct_texts_and_black_holes_stay_under_the_ceiling(fresh_caches):
    words = "black hole arcade numbers stars patience box ray atom collapse swallow orbit".split()
    for n in range(2400):  # as many distinct lines as an evening of toasts, scores and names
        line = " ".join(words[(n + k) % len(words)] for k in range(3 + n % 9)) + f" {n}"
        draw.TEXT.large = n % 2 == 0
        draw.render_text(line, ("s", "m", "l", "xl")[n % 4], draw.PALETTE["ink"], True)
    for radius in range(3, draw.SWIRL_RADIUS + 1):  # every size of black hole, frame by frame
        for frame in range(draw.SWIRL_FRAMES):
            draw._swirl_frame(radius, frame)
    held = {name: held_by(cache) for name, cache in draw.drawn_caches().items()}
    assert sum(held.values()) <= CEILING, {k: f"{v / MIB:.1f} MiB" for k, v in held.items()}
    assert held["text"] <= draw.TEXT_CACHE_BYTES and held["swirl"] <= draw.SWIRL_CACHE_BYTES
    for name, cache in draw.drawn_caches().items():  # the caches' own count agrees
        assert cache.held_bytes == held[name]
    # and a cache still does its job: the latest drawn is blitted again, not drawn again
    again = draw.render_text(line, ("s", "m", "l", "xl")[n % 4], draw.PALETTE["ink"], True)
    assert again is draw.render_text(line, ("s", "m", "l", "xl")[n % 4], draw.PALETTE["ink"], True)
    assert draw._swirl_frame(draw.SWIRL_RADIUS, 23) is draw._swirl_frame(draw.SWIRL_RADIUS, 23)


def _square(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_the_least_recently_drawn_go_first_when_the_bytes_run_out():
    made: list[str] = []

    def draw_one(name: str) -> pygame.Surface:
        made.append(name)
        return _square(10)

    cache = SurfaceCache(draw_one, max_bytes=5 * surface_bytes(_square(10)) // 2, max_entries=100)  # room for two
    a = cache("a")
    cache("b")
    assert cache("a") is a  # a drawn again: b is now the least recent
    cache("c")
    assert cache.cache_info().currsize == 2 and cache.held_bytes <= cache.max_bytes
    assert cache("a") is a and made == ["a", "b", "c"]
    cache("b")  # forgotten, so drawn anew
    assert made == ["a", "b", "c", "b"]


def test_the_entry_bound_holds_for_tiny_surfaces_and_one_too_big_is_kept_alone():
    cache = SurfaceCache(_square, max_bytes=MIB, max_entries=3)
    for side in range(1, 10):
        cache(side)
    assert cache.cache_info().currsize == 3
    huge = cache(1024)  # 4 MiB: over the whole bound, kept until the next
    assert cache.cache_info().currsize == 1 and cache(1024) is huge
    cache(2)
    assert cache.cache_info().currsize == 1 and cache.held_bytes == surface_bytes(_square(2))
