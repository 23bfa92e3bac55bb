"""What goes back out to a pad: rumble, the player lamps and the light bar.

Each call answers False where the pad cannot (no motors, no lamps, no light
bar, SDL without the call, a pad pulled a moment ago): feedback is a nicety,
never a reason to fail.
"""

from __future__ import annotations

import pygame

from . import sdl_native
from .input_devices import Pad


def rumble(pad: Pad, low: float, high: float, ms: int) -> bool:
    """Rumble ``pad`` (motor strengths 0..1 each, clamped) for ``ms`` milliseconds."""
    try:
        return bool(pad.handle.rumble(max(0.0, min(1.0, low)), max(0.0, min(1.0, high)), int(ms)))  # type: ignore[attr-defined]
    except (pygame.error, AttributeError):
        return False


def set_player_index(pad: Pad, index: int) -> bool:
    """Show player ``index`` (0-based; -1 clears) on the pad's lamps, remembered as its slot
    (a phone shows its seat on its page: it is no SDL device)."""
    if pad.kind:
        if not pad.handle.set_player_index(index):  # type: ignore[attr-defined]
            return False
    elif not sdl_native.set_player_index(pad.instance_id, pad.is_controller, index):
        return False
    pad.slot = index
    return True


def set_led(pad: Pad, rgb: tuple[int, int, int]) -> bool:
    """Colour the pad's light bar."""
    try:
        return bool(pad.handle.set_led(pygame.Color(*rgb)))  # type: ignore[attr-defined]
    except (pygame.error, AttributeError):
        return False
