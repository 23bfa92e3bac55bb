"""Settings -> Screen and motion: CRT scanlines, the fullscreen picture's screen edge (a TV's safe area, for
one that overscans), reduced motion (no shake, no confetti, shorter collapses) and no
flashes, for players whom movement or bursts of light trouble. Saved at once like every
setting; each effect reads them each frame (scenes/framework/effects.py), the display its edge."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import N_
from scenes.framework.menu import Button, Choice, Item, MenuScene, MenuStyle

if TYPE_CHECKING:
    from scenes.framework.app import App

MOTIONS = ["full", "reduced"]
MOTION_LABELS = [N_("Full"), N_("Reduced")]
OFF_ON = [N_("Off"), N_("On")]
EDGES = [f"{n} %" for n in range(11)]  # Screen edge: 0-10 % of each side kept clear, fullscreen


class EffectsScene(MenuScene):
    name = "screen and motion"

    def __init__(self, app: "App", background: Callable[[pygame.Surface], None] | None = None) -> None:
        s = app.settings

        def put(key: str, value: object) -> None:
            s.set(key, value)
            app.settings_changed()

        items: list[Item] = [
            Choice(
                N_("CRT scanlines"),
                OFF_ON,
                int(bool(s.get("scanlines"))),
                lambda i: put("scanlines", bool(i)),
                help=N_("thin dark lines across the picture, like an old TV"),
            ),
            Choice(
                N_("Screen edge"),
                EDGES,
                int(s.get("screen_edge")),
                lambda i: put("screen_edge", i),
                help=N_("fullscreen: a margin for a TV that cuts off its edges"),
            ),
            Choice(
                N_("Motion"),
                MOTION_LABELS,
                MOTIONS.index(s.get("motion")),
                lambda i: put("motion", MOTIONS[i]),
                help=N_("reduced: no shaking, no confetti, shorter collapses"),
            ),
            Choice(
                N_("Flashes"),
                OFF_ON,
                int(bool(s.get("flashes"))),
                lambda i: put("flashes", bool(i)),
                help=N_("off: no bursts of light when a ray is absorbed"),
            ),
            Button(N_("Back"), lambda: app.stack.pop()),
        ]
        super().__init__(
            app,
            N_("Screen and motion"),
            items,
            name="screen and motion",
            style=MenuStyle(width=300),
            background=background,
        )
