"""Black Box's daily challenge: the day's box and the computer's par, as the daily screen and
record ask it (scenes/play/daily_game.py).

The box and the computer getter's try on it are made in the worker
(game/blackbox/daily.py); the round is a solo round on that box (daily.py's
``DailyRound``), kept with its date. Abandoned, it counts as given up: its
markers so far plus every atom missed.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from game.blackbox.board import cells
from game.blackbox.daily import DAILY_ATOMS, DAILY_RADIUS, KEY, BoxDay, daily_blackbox, daily_box
from game.blackbox.scoring import WRONG_STONE_PENALTY  # a missed atom costs what a wrong stone does
from game.daily_start import AttemptStart
from game.i18n import N_, tr
from scenes.blackbox.daily import NOUN
from scenes.play import entries
from scenes.play.daily_game import CellKind, DailyGame, DailyLabels

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene


def _daily_round(data: Any) -> Any:
    session = entries.entry(KEY).read_session(data)
    rounds = session.state.rounds
    if len(rounds) != 1:
        raise ValueError("a daily round is one solo round")
    return rounds[0]


class BlackBoxDaily(DailyGame):
    key = KEY
    order = 1  # the row under patience's; a day with a Black Box round only is a dot
    part = BoxDay
    noun = NOUN
    labels = DailyLabels(
        play=N_("Play today's Black Box"),
        resume=N_("Continue today's Black Box"),
        practise=N_("Practise today's Black Box"),
        retry=N_("Try again: today's Black Box"),
        help=N_("radius 4, 6 atoms; beat the par"),
    )
    cells = (CellKind("box", N_("Black Box only"), "accent", "dot"),)
    make_puzzle = staticmethod(daily_blackbox)

    def ready(self, found: Any) -> tuple[frozenset, tuple[list, frozenset], int]:
        atoms, fired, announced, par = found
        return frozenset(atoms), (list(fired), frozenset(announced)), par  # the box, the par's try, the par

    def start(self, app: App, day: dt.date, puzzle: Any, began: AttemptStart | None) -> Scene:
        # deferred: the play scene loads when a game is first opened, not with the entry (start-up)
        from scenes.blackbox.play import start_daily

        atoms, par, _ = puzzle
        return start_daily(app, day, atoms, par, began)

    def kept_fields(self, data: dict[str, Any]) -> tuple[Any, Any]:
        return data.get("daily"), data.get("daily_start")  # keys the round adds to its save (daily.py)

    def check_kept(self, day: dt.date, data: dict[str, Any]) -> None:
        round_ = _daily_round(data)
        if round_.radius != DAILY_RADIUS or round_.atoms is None:
            raise ValueError(f"its box is not the daily box of {day.isoformat()}")
        if frozenset(round_.atoms) != daily_box(day, list(cells(DAILY_RADIUS))):
            raise ValueError(f"its box is not the daily box of {day.isoformat()}")

    def abandoned(self, data: dict[str, Any]) -> BoxDay:
        return BoxDay(_daily_round(data).markers_used + WRONG_STONE_PENALTY * DAILY_ATOMS, None)

    def status(self, part: BoxDay | None, kept: bool) -> str:
        if part is not None:
            if part.par is not None:
                return tr("Black Box: {penalty} (par {par})").format(penalty=part.penalty, par=part.par)
            return tr("Black Box: {penalty}").format(penalty=part.penalty)
        return tr("Black Box: in progress (kept)") if kept else tr("Black Box: not played yet")

    def puzzle_status(self, puzzle: Any | None, failed: str, clock: float) -> str:
        if failed:
            return tr("Could not make today's box: {reason}").format(reason=failed)
        if puzzle is None:
            return tr("the computer tries today's box") + "." * (1 + int(clock * 3) % 3)
        return tr("Par {par}: the computer's penalty. Lower wins.").format(par=puzzle[2])

    def cell(self, part: BoxDay) -> str:
        return "box"

    def record_lines(self, parts: list[BoxDay]) -> list[tuple[str, str]]:
        at_par = sum(1 for p in parts if p.at_par)
        lines = [(tr("Black Box at or under par"), tr("{n} of {total}").format(n=at_par, total=len(parts)))]
        if parts:
            lines.append((tr("Best Black Box"), str(min(p.penalty for p in parts))))
        return lines


DAILY = BlackBoxDaily()
