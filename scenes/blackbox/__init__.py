"""Hex Black Box: fire rays into a hexagonal box and deduce where the atoms hide.

The registry entry: `start` opens the setup menu, `demo` a computer-getter round,
`resume` continues a game kept when the window closed.
"""
from scenes.registry import GameEntry


def _start(app, **opts):
    from scenes.blackbox.setup import BlackBoxSetup
    return BlackBoxSetup(app)


def _demo(app, seed):
    from scenes.blackbox.play import demo_scene
    return demo_scene(app, seed)


def _resume(app, data):
    """Rebuild the play scene from its saved data; raises ValueError/KeyError when it does not fit."""
    from scenes.blackbox.play import BlackBoxPlay
    from scenes.blackbox.saved import game_from_json
    config, match, round_no, cpu_round = game_from_json(data)
    return BlackBoxPlay(app, config, match=match, round_no=round_no, cpu_round=cpu_round)


ENTRY = GameEntry(key="blackbox", title="Hex Black Box", blurb="fire rays, find the hidden atoms",
                  start=_start, demo=_demo, players="1-2 players",
                  resume=_resume)
