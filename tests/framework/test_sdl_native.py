"""Finding pygame-ce's own SDL library for the calls it does not wrap, without start-up cost."""

from __future__ import annotations

import ctypes.util

import pygame

from scenes.framework import sdl_native


def test_the_system_search_runs_only_when_pygames_own_sdl_is_not_found(monkeypatch):
    """ctypes.util.find_library runs ldconfig, gcc and ld as child processes (23-47 ms at every
    start here); the SDL pygame-ce has already loaded is found first, so it need not run."""
    pygame.init()
    asked: list[str] = []
    real = ctypes.util.find_library
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: asked.append(name) or real(name))
    sdl_native.sdl_library.cache_clear()
    try:
        lib = sdl_native.sdl_library()
        assert lib is not None
        assert asked == []
    finally:
        sdl_native.sdl_library.cache_clear()
