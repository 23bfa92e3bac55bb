"""Black Holes (stars): setup, play scene, rules pages and the attract-mode demo."""
from __future__ import annotations

from scenes.registry import GameEntry


def _start(app, **opts):
    from scenes.stars.setup import StarsSetup
    return StarsSetup(app)


def _demo(app, seed: int):
    from scenes.stars.play import demo_scene
    return demo_scene(app, seed)


ENTRY = GameEntry(key="stars", title="Black Holes",
                  blurb="Place stars; fill a zone and it collapses into a black hole.",
                  start=_start, demo=_demo, players="2-6 players")
