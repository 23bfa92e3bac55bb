"""What the player allows of the big moments' motion and light (Settings -> Screen and motion).

Reduced motion: no shaking, no confetti or sparks, and collapses in REDUCED_PACE of their
time. Flashes off: no burst of light (a ray's hit). Every effect asks here, each frame, so a
change in the pause menu's settings holds at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

REDUCED_PACE = 0.4  # a collapse's share of its full time with reduced motion


@dataclass(frozen=True)
class Effects:
    reduced: bool = False  # Motion: reduced
    flashes: bool = True  # Flashes: on

    @classmethod
    def of(cls, settings: Any) -> Effects:
        """From the settings store (anything with ``get(key)``)."""
        return cls(reduced=settings.get("motion") == "reduced", flashes=bool(settings.get("flashes")))

    @property
    def pace(self) -> float:
        """The share of its full time a collapse takes."""
        return REDUCED_PACE if self.reduced else 1.0
