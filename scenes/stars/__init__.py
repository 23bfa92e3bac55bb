"""Black Holes (stars): setup, play scene, rules pages and the attract-mode demo.

The registry entry: `start` opens the setup menu, `demo` an all-computer match,
`resume` continues a kept match (any way out keeps it).
"""
from __future__ import annotations

from scenes.registry import GameEntry


def _start(app, **opts):
    from scenes.stars.setup import StarsSetup
    return StarsSetup(app)


def _demo(app, seed: int):
    from scenes.stars.play import demo_scene
    return demo_scene(app, seed)


def _resume(app, data):
    """Rebuild the play scene from the kept session by strict replay; raises ValueError
    (IllegalMove for a move the rules refuse) when the data does not fit."""
    from scenes.stars.play import resume
    return resume(app, data)


ENTRY = GameEntry(key="stars", title="Black Holes",
                  blurb="Place stars; fill a zone and it collapses into a black hole.",
                  start=_start, demo=_demo, players="2-6 players", resume=_resume)
