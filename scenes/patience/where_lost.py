"""The patience scene's "Where was it lost?" and "Retry from there", as a component it owns.

After a loss on a deal that could be won, the worker finds the last position
from which a win still existed, and the player can take the game up again
from there (as a helped game): ``retry`` (handed in by the play scene) puts
that session on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.i18n import N_, tr, tr_n
from game.midend import Session
from game.patience import Position
from game.patience.lost import last_winnable
from scenes.framework.worker import JobSlot
from scenes.patience.sessions import same_deal
from scenes.patience.solver import SOLVE_DEADLINE_S

WHERE_DEADLINE_S = SOLVE_DEADLINE_S * 4  # solves the game's positions, last first
RETRY_SAYS = N_("The last position from which a win existed: find it this time.")


class LostTable(Protocol):
    """What the search reads of the play scene it serves, and where it speaks."""

    @property
    def session(self) -> Session[Any]: ...
    @property
    def jobs(self) -> JobSlot: ...
    def say(self, text: str, error: bool = False) -> None: ...


class WhereLost:
    """Where one lost game let the win go (``lost_after`` moves), and the retry from there."""

    def __init__(self, table: LostTable, retry: Callable[[Session[Position], str], None]) -> None:
        self.table = table
        self.retry = retry
        self.lost_after: int | None = None  # moves of this lost game after which a win still existed

    def ask(self) -> None:
        """Ask the solver for the last position from which this lost game could still be won."""
        t = self.table
        if t.jobs.kind == "where":  # asked again while looking: stop (it may take minutes)
            t.jobs.cancel()
            t.say(tr("Stopped looking for where the win slipped away."))
            return
        minutes = round(WHERE_DEADLINE_S / 60)
        t.say(
            tr_n(
                "Looking for where the win slipped away (up to {n} min; ask again to stop)...",
                "Looking for where the win slipped away (up to {n} min; ask again to stop)...",
                minutes,
            ).format(n=minutes)
        )
        t.jobs.submit(
            "where",
            last_winnable,
            t.session.opening,
            t.session.played,
            on_done=self._found,
            on_error=self._failed,
            deadline_s=WHERE_DEADLINE_S,
        )

    def _failed(self, message: str) -> None:
        self.table.say(
            tr("The computer could not finish: {reason}").format(reason=message.splitlines()[-1]), error=True
        )

    def _found(self, moves: int | None) -> None:
        if moves is None:
            self.table.say(tr("This deal could not be won from the start."))
            return
        self.lost_after = moves
        if moves == 0:
            self.table.say(tr("The very first move let the win go: retry from the deal."))
        else:
            words = tr("A win still existed after move {moves}; move {next} let it go.")
            self.table.say(words.format(moves=moves, next=moves + 1))

    def retry_from_there(self) -> None:
        """The same deal, replayed to the last winnable position; helped, so it counts as assisted."""
        if self.lost_after is None:
            return
        played = self.table.session
        session = same_deal(played)
        for move in played.played[: self.lost_after]:
            session.play(move)
        session.assisted = True
        self.retry(session, tr(RETRY_SAYS))
