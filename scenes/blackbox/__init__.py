"""Hex Black Box: fire rays into a hexagonal box and deduce where the atoms hide.

The registry entry: `start` opens the setup menu, `demo` a computer-getter round,
`resume` continues a kept game (every way out keeps it).
"""

from scenes.play.entries import GameEntry


def _start(app, **opts):
    from scenes.blackbox.setup import BlackBoxSetup

    return BlackBoxSetup(app)


def _demo(app, seed):
    from scenes.blackbox.play import demo_scene

    return demo_scene(app, seed)


def _resume(app, data):
    """Rebuild the play scene from its kept session by strict replay; ValueError when it does not fit."""
    from scenes.blackbox.daily import resume_daily
    from scenes.blackbox.kept import session_from_json
    from scenes.blackbox.play import BlackBoxPlay
    from scenes.couch.seats import kept_seating

    session, par = session_from_json(data)
    return resume_daily(app, session, par, data) or BlackBoxPlay(app, session, par=par, seating=kept_seating(app, data))


ENTRY = GameEntry(
    key="blackbox",
    title="Hex Black Box",
    blurb="fire rays, find the hidden atoms",
    start=_start,
    demo=_demo,
    players="1-2 players",
    resume=_resume,
)
