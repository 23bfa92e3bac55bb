"""Patience's daily challenge: the day's winnable deal, as the daily screen and record ask it
(scenes/play/daily_game.py).

The deal is searched for in the worker (game/patience/daily.py); it is played as
an ordinary patience game whose options carry the date (scenes/patience/daily.py),
so it is kept like any game and its end counts once in the daily record.
Abandoned, it counts as lost after the moves made.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from game.daily_start import AttemptStart
from game.i18n import N_, tr
from game.patience.daily import KEY, PatienceDay, daily_patience, is_daily_seed
from scenes.patience.daily import NOUN
from scenes.play.daily_game import CellKind, DailyGame, DailyLabels

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene


class PatienceDaily(DailyGame):
    key = KEY
    order = 0  # the first row; a day's patience result colours its calendar cell
    part = PatienceDay
    noun = NOUN
    labels = DailyLabels(
        play=N_("Play today's patience"),
        resume=N_("Continue today's patience"),
        practise=N_("Practise today's patience"),
        retry=N_("Try again: today's patience"),
        help=N_("one attempt counts a day"),
    )
    cells = (
        CellKind("won", N_("won"), "good", "tick"),
        CellKind("helped", N_("with help"), "gold", "ring"),  # solved with the computer's help, not won
        CellKind("lost", N_("lost"), "bad", "cross"),
    )
    make_puzzle = staticmethod(daily_patience)

    def ready(self, found: Any) -> tuple[int, list[int]]:
        return found[0], list(found[1])  # the day's seed and a winning line

    def start(self, app: App, day: dt.date, puzzle: Any, began: AttemptStart | None) -> Scene:
        # deferred: the play scene loads when a game is first opened, not with the entry (start-up)
        from scenes.patience.daily import daily_session
        from scenes.patience.play import PatiencePlay

        seed, line = puzzle
        return PatiencePlay(app, daily_session(day, seed, began), line=line)

    def kept_fields(self, data: dict[str, Any]) -> tuple[Any, Any]:
        options = data.get("options")
        where = options if isinstance(options, dict) else data  # the date is one of the session's options
        return where.get("daily"), where.get("daily_start")

    def check_kept(self, day: dt.date, data: dict[str, Any]) -> None:
        if not is_daily_seed(day, data.get("seed")):
            raise ValueError(f"its deal is not the daily deal of {day.isoformat()}")

    def abandoned(self, data: dict[str, Any]) -> PatienceDay:
        moves = data.get("moves")
        return PatienceDay(won=False, moves=len(moves) if isinstance(moves, list) else 0)

    def status(self, part: PatienceDay | None, kept: bool) -> str:
        if part is not None:
            if part.helped:
                return tr("Patience: solved with help in {moves} moves").format(moves=part.moves)
            if part.won:
                return tr("Patience: won in {moves} moves").format(moves=part.moves)
            return tr("Patience: lost after {moves} moves").format(moves=part.moves)
        return tr("Patience: in progress (kept)") if kept else tr("Patience: not played yet")

    def puzzle_status(self, puzzle: Any | None, failed: str, clock: float) -> str:
        if failed:
            return tr("Could not find today's deal: {reason}").format(reason=failed)
        if puzzle is None:
            return tr("shuffling today's deal") + "." * (1 + int(clock * 3) % 3)
        return tr("Today's deal is winnable: the computer found a way.")

    def cell(self, part: PatienceDay) -> str:
        if not part.won:
            return "lost"
        return "helped" if part.helped else "won"

    def record_lines(self, parts: list[PatienceDay]) -> list[tuple[str, str]]:
        won = sum(1 for p in parts if p.won and not p.helped)
        return [(tr("Patience won"), tr("{n} of {total}").format(n=won, total=len(parts)))]


DAILY = PatienceDaily()
