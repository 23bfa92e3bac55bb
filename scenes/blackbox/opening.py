"""How a Black Box scene comes on screen: the one factory behind the game's entry.

A kept solo box carries the computer's own try (``par``) and a daily round its
date; both ride in the kept JSON beside the session (scenes/blackbox/kept.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.blackbox import BACKEND, Match
from game.midend import Session
from scenes.blackbox.config import DEMO, BoxConfig
from scenes.blackbox.daily import resume_daily
from scenes.blackbox.kept import check_kept, par_from_json
from scenes.blackbox.play import BlackBoxPlay
from scenes.play.entries import Opening

if TYPE_CHECKING:
    from scenes.framework.app import App


def demo_session(seed: int) -> Session[Match]:
    """A computer-getter round for the attract mode; the box varies with the seed."""
    rng = random.Random(seed)
    radius = rng.choice((3, 4, 4))
    return Session.new(BACKEND, BoxConfig(DEMO, radius, {3: 4, 4: 6}[radius], 3).to_json(), seed)


def scene_for(app: App, session: Session[Any], opening: Opening) -> BlackBoxPlay:
    """The play scene of a session: a daily round, a kept box with its par, or a fresh one."""
    par = None
    if opening.kept:
        check_kept(session)
        par = par_from_json(opening.kept.get("par"), session.state)
        daily = resume_daily(app, session, par, dict(opening.kept))
        if daily is not None:
            return daily
    return BlackBoxPlay(app, session, par=par, seating=opening.seating)
