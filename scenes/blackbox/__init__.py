"""Hex Black Box: fire rays into a hexagonal box and deduce where the atoms hide.

The registry entry: `start` opens the setup menu, `demo` a computer-getter round.
"""
from scenes.registry import GameEntry


def _start(app, **opts):
    from scenes.blackbox.setup import BlackBoxSetup
    return BlackBoxSetup(app)


def _demo(app, seed):
    from scenes.blackbox.play import demo_scene
    return demo_scene(app, seed)


ENTRY = GameEntry(key="blackbox", title="Hex Black Box", blurb="fire rays, find the hidden atoms",
                  start=_start, demo=_demo, players="1-2 players")
