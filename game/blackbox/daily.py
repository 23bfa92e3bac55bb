"""The daily challenge's box, its par, and what a day's Black Box round came to.

The day's box: radius 4, 6 atoms, placed uniformly at random by
``random.Random(seed)`` (game/daily.py ``seed``); the computer getter's
penalty on the same box is the par.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Annotated, Any

import msgspec

from game.daily import seed
from game.i18n import tr

from .board import cells
from .computer import play_round
from .rays import fire
from .scoring import penalty

KEY = "blackbox"  # the seed's game word (game/daily.py), the catalogue key
DAILY_RADIUS = 4
DAILY_ATOMS = 6


def daily_box(date: dt.date, cells: list[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """The day's hidden atoms: DAILY_ATOMS of ``cells`` (the box's cells, in board order)."""
    rng = random.Random(seed(date, KEY))
    return frozenset(rng.sample(sorted(cells), DAILY_ATOMS))


def daily_blackbox(
    date: dt.date, level: int = 3
) -> tuple[frozenset[tuple[int, int]], list[Any], frozenset[tuple[int, int]], int]:
    """The day's box and the computer getter's (strong) try on it: its ports, its
    announced layout and its penalty, the par. The getter's moves are seeded by the
    day's seed, so the par is the same everywhere for one version of the getter
    (run in the worker: the getter thinks for a while)."""
    atoms = daily_box(date, list(cells(DAILY_RADIUS)))
    fired, announced = play_round(DAILY_RADIUS, DAILY_ATOMS, atoms, level, seed=seed(date, KEY) % 1_000_000)
    shots = {port: fire(DAILY_RADIUS, atoms, port) for port in fired}
    return atoms, list(fired), frozenset(announced), penalty(DAILY_RADIUS, atoms, shots, announced)


Score = Annotated[int, msgspec.Meta(ge=0, le=10_000)]


class BoxDay(msgspec.Struct, frozen=True, omit_defaults=True):
    """A day's counted Black Box round (stored as blackbox_penalty, blackbox_par)."""

    penalty: Score
    par: Score | None = None  # None: given up before the computer's try was in

    @property
    def at_par(self) -> bool:
        return self.par is not None and self.penalty <= self.par

    def brief(self) -> str:
        """The day in a few words (the Records page), in the language on screen."""
        if self.par is None:
            # TRANSLATORS: a day's Black Box round on the Records page and in the shared line: its penalty
            return tr("Black Box {penalty}").format(penalty=self.penalty)
        # TRANSLATORS: as "Black Box {penalty}", with the computer's penalty on the same box ("par")
        return tr("Black Box {penalty} (par {par})").format(penalty=self.penalty, par=self.par)

    def share(self) -> str:
        """The day in the result line to share."""
        return self.brief()
