"""Black Hole patience: send every card into the hole, one rank up or down.

The registry entry: `start` deals a random game, proven winnable first
unless the setup says any deal (or PySolFC deal `deal=N`), `demo` lets the
computer win a deal, `resume` continues a kept game from its session JSON
(an old or damaged save raises, and the title sets it aside).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenes.play.entries import GameEntry

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.patience.play import PatiencePlay
    from scenes.patience.shuffling import ShufflingScene


def _start(app: App, **opts: Any) -> PatiencePlay | ShufflingScene:
    """A numbered deal at once; a random one proven winnable first (the setup's default)."""
    from scenes.patience.play import PatiencePlay
    from scenes.patience.preferences import read_setup
    from scenes.patience.prepared import DealPreparer
    from scenes.patience.sessions import new_session
    from scenes.patience.shuffling import ShufflingScene

    setup = read_setup(app.stats)
    number, variant = opts.get("deal"), opts.get("variant", setup.variant)
    if number or not setup.winnable:
        return PatiencePlay(app, new_session(app.rng, variant, int(number) if number else None))
    return ShufflingScene(app, DealPreparer(app.worker, app.rng), variant)


def _demo(app: App, seed: int) -> PatiencePlay:
    from scenes.patience.play import PatiencePlay
    from scenes.patience.sessions import demo_session

    return PatiencePlay(app, demo_session(seed), demo=True)


def _resume(app: App, data: dict[str, Any]) -> PatiencePlay:
    from game.midend import Session
    from game.patience import BACKEND
    from scenes.patience.play import PatiencePlay

    return PatiencePlay(app, Session.from_json(data, {BACKEND.key: BACKEND}))


ENTRY = GameEntry(
    key="patience",
    title="Black Hole Patience",
    blurb="one rank up or down: feed all 51 cards to the hole",
    start=_start,
    demo=_demo,
    players="1 player",
    resume=_resume,
)
