"""The patience scene's "Where was it lost?" and "Retry from there".

A mixin of PatiencePlay (it uses the scene's session, job slot and message
line): after a loss on a deal that could be won, the worker finds the last
position from which a win still existed, and the player can take the game
up again from there (as a helped game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.patience.lost import last_winnable

from .aid import SOLVE_DEADLINE_S
from .sessions import same_deal

if TYPE_CHECKING:
    from game.midend import Session
    from scenes.framework.app import App
    from scenes.framework.scene import Scene
    from scenes.framework.worker import JobSlot

    from .prepared import DealPreparer

WHERE_DEADLINE_S = SOLVE_DEADLINE_S * 4  # solves the game's positions, last first


class WhereLost:
    if TYPE_CHECKING:
        app: App
        session: Session[Any]
        jobs: JobSlot
        preparer: DealPreparer

        def say(self, text: str, error: bool = False) -> None: ...
        def _failed(self, kind: str, message: str) -> None: ...
        def _switch_to(self, scene: Scene) -> None: ...

    lost_after: int | None = None  # moves of this lost game after which a win still existed

    def where_lost(self) -> None:
        """Ask the solver for the last position from which this lost game could still be won."""
        if self.jobs.kind == "where":  # asked again while looking: stop (it may take minutes)
            self.jobs.cancel()
            self.say("Stopped looking for where the win slipped away.")
            return
        self.say(
            f"Looking for where the win slipped away (up to {WHERE_DEADLINE_S / 60:.0f} min; ask again to stop)..."
        )
        self.jobs.submit(
            "where",
            last_winnable,
            self.session.opening,
            self.session.played,
            on_done=self._found_where,
            on_error=lambda m: self._failed("where", m),
            deadline_s=WHERE_DEADLINE_S,
        )

    def _found_where(self, moves: int | None) -> None:
        if moves is None:
            self.say("This deal could not be won from the start.")
            return
        self.lost_after = moves
        if moves == 0:
            self.say("The very first move let the win go: retry from the deal.")
        else:
            self.say(f"A win still existed after move {moves}; move {moves + 1} let it go.")

    def retry_from_there(self) -> None:
        """The same deal, replayed to the last winnable position; helped, so it counts as assisted."""
        if self.lost_after is None:
            return
        from .play import PatiencePlay

        session = same_deal(self.session)
        for move in self.session.played[: self.lost_after]:
            session.play(move)
        session.assisted = True
        scene = PatiencePlay(self.app, session, preparer=self.preparer)
        scene.say("The last position from which a win existed: find it this time.")
        self._switch_to(scene)
