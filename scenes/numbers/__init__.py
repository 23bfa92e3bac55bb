"""Black Hole (numbers): write your numbers, leave the last circle free.

The registry entry: `start` opens the setup menu, `demo` an all-computer game,
`resume` continues a game kept when the window closed.
"""
from scenes.registry import GameEntry


def _start(app, **opts):
    from scenes.numbers.setup import NumbersSetup
    return NumbersSetup(app)


def _demo(app, seed):
    from scenes.numbers.play import demo_scene
    return demo_scene(app, seed)


def _resume(app, data):
    """Rebuild the play scene by replaying the saved moves; raises ValueError/KeyError
    (IllegalMove for a move the rules refuse) when the data does not fit."""
    from scenes.numbers.play import NumbersPlay
    from scenes.numbers.saved import game_from_json
    config, states = game_from_json(data)
    scene = NumbersPlay(app, config)
    scene.restore(states)
    return scene


ENTRY = GameEntry(key="numbers", title="Black Hole Numbers",
                  blurb="Write numbers; the last free circle swallows them", start=_start,
                  demo=_demo, players="2-3 players", resume=_resume)
