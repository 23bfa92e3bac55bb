"""How patience sessions begin: a chosen deal, a random one, or the demo's.

The deal lives in the session: options ``{variant, deal}`` (a PySolFC deal
number, or None for a random deal) and the seed that shuffles a random one.
"""
from __future__ import annotations

import random

from game.midend import Session
from game.patience import BACKEND, Position, deal_options

# random classic deals the solver wins within a few thousand positions (a test proves each)
DEMO_SEEDS = (1, 3, 5, 8, 10, 11, 18, 30, 33)


def new_session(rng: random.Random, variant: str = "classic", deal: int | None = None) -> Session[Position]:
    """PySolFC deal ``deal`` in ``variant``, or a random deal seeded from ``rng``."""
    return Session.new(BACKEND, deal_options(variant, deal), rng.randrange(1 << 31))


def same_deal(session: Session[Position]) -> Session[Position]:
    """The same deal afresh: a new session, unassisted, with no moves."""
    return Session.new(BACKEND, session.options, session.seed)


def demo_session(seed: int) -> Session[Position]:
    """One of the deals the computer is known to win, so the demo shows the game at its best."""
    return Session.new(BACKEND, deal_options(), DEMO_SEEDS[seed % len(DEMO_SEEDS)])
