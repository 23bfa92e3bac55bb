"""The daily challenge's Black Box: a solo round on the day's box (radius 4,
6 atoms, placed from the date alone, game/daily.py), with the computer
getter's penalty on the same box as the par.

It is an ordinary Black Box solo round whose hiding is the day's box and
whose comparison try is the one the daily screen computed in the worker
(seeded by the date, so the par is everyone's). It is kept like any solo
round; the kept file carries the date, so Continue brings back a daily round.
The first round of a date that ends counts in the daily record; playing it
again is practice. Daily rounds stay out of the Black Box best scores.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from game.blackbox import BACKEND
from game.daily import DAILY_ATOMS, DAILY_RADIUS
from game.midend import Result, Session
from scenes.blackbox.config import SOLO, BoxConfig
from scenes.blackbox.kept import Par
from scenes.blackbox.play import BlackBoxPlay
from scenes.blackbox.tally import par_penalty
from scenes.play.daily_record import not_counted_words, record_blackbox

if TYPE_CHECKING:
    from scenes.framework.app import App

DAILY_CONFIG = BoxConfig(SOLO, DAILY_RADIUS, DAILY_ATOMS, 3)


class DailyBlackBox(BlackBoxPlay):
    """A solo round on the day's ``atoms``; ``par`` is the computer's try on them."""

    def __init__(
        self, app: App, session: Session[Any], *, day: dt.date, atoms: frozenset | None = None, par: Par | None = None
    ) -> None:
        super().__init__(app, session, par=par)
        self.day = day
        self.counted = True
        if self.round.atoms is None and atoms is not None:
            self.play(("hide", frozenset(atoms)))  # the day's box, never the computer setter's

    @classmethod
    def start(cls, app: App, day: dt.date, atoms: frozenset, par: Par) -> DailyBlackBox:
        session = Session.new(BACKEND, DAILY_CONFIG.to_json(), app.rng.randrange(1 << 30))
        return cls(app, session, day=day, atoms=atoms, par=par)

    def save_data(self) -> dict:
        data = super().save_data()
        data["daily"] = self.day.isoformat()
        return data

    def record(self, result: Result) -> None:
        """The day's round counts once, in the daily record (not in the Black Box best scores)."""
        par = par_penalty(self.match, self.par) if self.par is not None else None
        self.counted = record_blackbox(self.app.stats, self.day, penalty=self.match.rounds[0].penalty, par=par)
        if not self.counted:
            self.say(not_counted_words(self.app.stats, "Black Box"))

    def play_again(self) -> None:
        """The same box again, as practice."""
        atoms = self.match.rounds[0].atoms
        assert atoms is not None
        fresh = Session.new(BACKEND, DAILY_CONFIG.to_json(), self.app.rng.randrange(1 << 30))
        self.app.stack.replace(
            DailyBlackBox(self.app, fresh, day=self.day, atoms=atoms, par=self.par), transition="fade"
        )


def resume_daily(app: App, session: Session[Any], par: Par | None, data: dict) -> BlackBoxPlay | None:
    """A kept daily round (its file names the date), else None."""
    day = data.get("daily")
    if not isinstance(day, str):
        return None
    try:
        date = dt.date.fromisoformat(day)
    except ValueError as exc:
        raise ValueError(f"a daily round's date should be YYYY-MM-DD, not {day!r}") from exc
    return DailyBlackBox(app, session, day=date, par=par)
