"""Black Hole (numbers): write your numbers, leave the last circle free.

The registry entry: `start` opens the setup menu, `demo` an all-computer game,
`resume` continues a kept game.
"""

from scenes.framework.bindings import GameBinding
from scenes.play.entries import GameEntry

# the Controls page rows: what each key does in this game (its keys and buttons come
# from the binding table, A/B swap included); play.py and panel hints use the same actions
BINDINGS = (
    GameBinding("Choose a circle", "move"),
    GameBinding("Write your number", "confirm", mouse="double click"),
    GameBinding("Skip the collapse", "confirm"),
    GameBinding("Take back your move", "undo"),
    GameBinding("Redo", "redo"),
    GameBinding("Pause (any seat)", "pause"),
    GameBinding("Play again (game over)", "confirm"),
    GameBinding("Change the setup (game over)", "alt"),
    GameBinding("Back to the title (game over)", "back"),
    GameBinding("Review the game (game over)", "alt2"),
)


def _start(app, **opts):
    from scenes.numbers.setup import NumbersSetup

    return NumbersSetup(app)


def _demo(app, seed):
    from scenes.numbers.play import demo_scene

    return demo_scene(app, seed)


def _resume(app, data):
    """Continue a kept game: the session is replayed strictly (ValueError when it does not fit)."""
    from scenes.numbers.play import resume

    return resume(app, data)


ENTRY = GameEntry(
    key="numbers",
    title="Black Hole Numbers",
    blurb="Write numbers; the last free circle swallows them",
    start=_start,
    demo=_demo,
    players="2-3 players",
    resume=_resume,
    bindings=BINDINGS,
)
