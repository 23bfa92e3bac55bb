"""Black Hole patience: send every card into the hole, one rank up or down.

The registry entry: `start` deals a random classic game, `demo` lets the
computer play one, `resume` continues a game suspended when the window closed.
"""
from scenes.registry import GameEntry


def _start(app, **opts):
    from game.patience import GameRecord
    from scenes.patience.play import PatiencePlay
    variant = opts.get("variant", "classic")
    number = opts.get("deal")
    record = (GameRecord.pysol(int(number), variant) if number
              else GameRecord.random(app.rng.randrange(1 << 31), variant))
    return PatiencePlay(app, record)


def _demo(app, seed):
    from scenes.patience.play import demo_scene
    return demo_scene(app, seed)


def _resume(app, data):
    from game.patience import GameRecord
    from scenes.patience.play import PatiencePlay
    scene = PatiencePlay(app, GameRecord.from_json(data["record"]))
    scene.assisted = bool(data.get("assisted", False))
    return scene


ENTRY = GameEntry(key="patience", title="Black Hole Patience",
                  blurb="one rank up or down: feed all 51 cards to the hole",
                  start=_start, demo=_demo, players="1 player", resume=_resume)
