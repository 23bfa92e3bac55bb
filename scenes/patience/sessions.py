"""How patience sessions begin: a chosen deal, or a random one (any, or one
proven winnable in the worker first); the daily deal's is daily.py's, the demo's play.py's.

The deal lives in the session: options ``{variant, deal}`` (a PySolFC deal
number, or None for a random deal), ``winnable`` / ``daily`` when the seed
was proven winnable or is the day's, and the seed that shuffles a random one.
"""

from __future__ import annotations

import random
from typing import Any

from game.i18n import tr
from game.midend import Session
from game.patience import BACKEND, Position, deal_options


def new_session(rng: random.Random, variant: str = "classic", deal: int | None = None) -> Session[Position]:
    """PySolFC deal ``deal`` in ``variant``, or a random deal seeded from ``rng``."""
    return Session.new(BACKEND, deal_options(variant, deal), rng.randrange(1 << 31))


def winnable_session(variant: str, seed: int) -> Session[Position]:
    """A random deal the solver has proven winnable (the preparer found ``seed``)."""
    return Session.new(BACKEND, deal_options(variant, winnable=True), seed)


def deal_label(options: dict[str, Any]) -> str:
    """How the header names the deal: "deal #12", "winnable deal", "daily 2026-12-01" (in the
    words on screen)."""
    if options.get("daily"):
        return tr("daily {date}").format(date=options["daily"])
    if options["deal"]:
        return tr("deal #{number}").format(number=options["deal"])
    return tr("winnable deal") if options.get("winnable") else tr("random deal")


def same_deal(session: Session[Position]) -> Session[Position]:
    """The same deal afresh: a new session, unassisted, with no moves."""
    return Session.new(BACKEND, session.options, session.seed)
