"""The daily challenge's part in a Black Box round, as a component of the play scene: the day.

The daily round is a solo round on the day's box (radius 4, 6 atoms, placed
from the date alone, game/blackbox/daily.py), with the computer getter's penalty on
the same box as the par. Its hiding is the day's box and its comparison try
the one the daily screen computed in the worker (seeded by the date, so the
par is everyone's). It is kept like any solo round; the kept file carries the
date, so Continue brings back a daily round. The first round of a date that
ends counts in the daily record; playing it again is practice. Daily rounds
stay out of the Black Box best scores.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Mapping

from game.blackbox import BACKEND, Match
from game.blackbox.daily import DAILY_ATOMS, DAILY_RADIUS, KEY, BoxDay
from game.daily_start import AttemptStart
from game.i18n import N_, date_words, tr
from game.midend import Session
from scenes.blackbox.config import SOLO, BoxConfig
from scenes.blackbox.saves import Par
from scenes.blackbox.tally import par_penalty
from scenes.play.daily_record import not_counted_words, record_day

DAILY_CONFIG = BoxConfig(SOLO, DAILY_RADIUS, DAILY_ATOMS, 3)
DAILY_SCREEN = "daily"  # the daily screen's scene name, where a daily round's "back" returns
PRACTISE = "Practise the same box"
NOUN = "Black Box round"  # "today's Black Box round was already counted"


def record_blackbox(store: Any, day: dt.date, *, penalty: int, par: int | None) -> bool:
    """Count the day's Black Box round; False (and nothing written) if one already counted or the
    record cannot be saved (scenes/play/daily_record.py ``record_day``)."""
    return record_day(store, day, KEY, BoxDay(penalty, par), NOUN)


class DailyRound:
    """The day a Black Box round is the daily challenge of; ``atoms`` the day's box (a fresh round)."""

    def __init__(self, day: dt.date, atoms: frozenset | None = None, start: AttemptStart | None = None) -> None:
        self.day = day
        self.atoms = atoms
        self.start = start  # when and in which zone it began (game/daily_start.py), kept with it
        self.counted = True  # False: the day was already counted, this round is practice

    @staticmethod
    def session(seed: int) -> Session[Match]:
        """A fresh session of the daily's settings (the day's atoms are its first move)."""
        return Session.new(BACKEND, DAILY_CONFIG.options(), seed)

    @staticmethod
    def from_save(data: Mapping[str, Any]) -> DailyRound | None:
        """The daily of a kept round (its file names the date), else None."""
        day = data.get("daily")
        if not isinstance(day, str):
            return None
        try:
            date = dt.date.fromisoformat(day)
        except ValueError as exc:
            raise ValueError(f"a daily round's date should be YYYY-MM-DD, not {day!r}") from exc
        start = data.get("daily_start")
        return DailyRound(date, start=AttemptStart.from_json(start) if start is not None else None)

    def save(self, data: dict) -> None:
        data["daily"] = self.day.isoformat()
        if self.start is not None:
            data["daily_start"] = self.start.to_json()

    def record(self, stats: Any, match: Match, par: Par | None) -> str:
        """The day's round counts once, in the daily record: what to say when it did not."""
        cpu = par_penalty(match, par) if par is not None else None
        self.counted = record_blackbox(stats, self.day, penalty=match.rounds[0].penalty, par=cpu)
        return "" if self.counted else not_counted_words(stats, N_("Black Box"))

    def label(self) -> str:
        """The panel's head while the round is played: it is the daily, and which day's."""
        # TRANSLATORS: the Black Box panel's head in a daily round: the day as the language writes it
        return tr("Daily {date}").format(date=date_words(self.day, "short"))

    @staticmethod
    def par_of(match: Match, par: Par | None) -> str:
        """The par to beat as the panel shows it ("..." while the computer's try is not in)."""
        if par is None or match.rounds[0].atoms is None:
            return "..."
        return str(par_penalty(match, par))

    def again(self, match: Match) -> DailyRound:
        """The same box again, as practice."""
        atoms = match.rounds[0].atoms
        assert atoms is not None
        return DailyRound(self.day, atoms, self.start)
