"""How a patience game starts: a numbered deal at once, a random one proven winnable first.

Patience has no setup menu of its own (its choices live in the game menu,
scenes/patience/menus.py); the title's row deals straight away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenes.patience.config import read_setup
from scenes.patience.play import PatiencePlay
from scenes.patience.preparer import DealPreparer
from scenes.patience.sessions import new_session
from scenes.patience.shuffling import ShufflingScene

if TYPE_CHECKING:
    from scenes.framework.app import App


def start(app: App, **opts: Any) -> PatiencePlay | ShufflingScene:
    """A numbered deal (``deal=N``) at once; a random one proven winnable first (the setup's default)."""
    setup = read_setup(app.stats)
    number, variant = opts.get("deal"), opts.get("variant", setup.variant)
    if number or not setup.winnable:
        return PatiencePlay(app, new_session(app.rng, variant, int(number) if number else None))
    return ShufflingScene(app, DealPreparer(app.worker, app.rng), variant, PatiencePlay)
