"""Black Holes (stars): setup, play scene, rules pages and the attract-mode demo.

The registry entry: `start` opens the setup menu, `demo` an all-computer match,
`resume` continues a kept match (any way out keeps it).
"""

from __future__ import annotations

from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py and panel hints use the same actions
BINDINGS = (
    GameBinding("Move over SPACE", "move"),
    GameBinding("Place a star", "confirm"),
    GameBinding("Claim a black hole (fault rule)", "alt", mouse="right click"),
    GameBinding("Back out of a zone choice", "back"),
    GameBinding("Teaching marks on / off", "alt2"),
    GameBinding("Take back your move", "undo"),
    GameBinding("Redo", "redo"),
    GameBinding("Pause (any seat)", "pause"),
    GameBinding("Play again (game over)", "confirm"),
    GameBinding("Change the setup (game over)", "alt"),
    GameBinding("Back to the title (game over)", "back"),
    GameBinding("Review the game (game over)", "alt2"),
)


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


ENTRY = GameEntry(
    key="stars",
    title="Black Holes",
    blurb="Place stars; fill a zone and it collapses into a black hole.",
    start=_start,
    demo=_demo,
    players="2-6 players",
    resume=_resume,
    bindings=BINDINGS,
)
