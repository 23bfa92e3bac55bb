"""The computer's roles in a Black Box game, as a component the play scene owns: setter, getter
and the solo comparison try (its ``par``).

Each runs in the scene's one job slot and comes back as a move of the
session, so it is saved and replayed like a person's: the setter's hidden
atoms are a recorded move, which keeps replay deterministic.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.blackbox import Round, Shot
from game.blackbox.computer import hide as computer_hide
from game.blackbox.computer import play_round
from game.blackbox.getter import getter_move
from game.i18n import tr
from scenes.blackbox.config import SOLO, BoxConfig
from scenes.blackbox.saves import Par
from scenes.framework.worker import JobSlot

SHOT_GAP_S = 0.75  # a computer ray never follows the last sooner than this
MOVE_DEADLINE_S = 60.0  # a computer move still unanswered after this is asked for again
PAR_DEADLINE_S = 300.0


class ComputerTable(Protocol):
    """What the computer reads of the play scene it plays in, and the moves it makes there."""

    config: BoxConfig
    jobs: JobSlot
    rng: random.Random
    clock: float
    last_shot_at: float  # when the last ray was fired (by anyone)

    @property
    def round(self) -> Round: ...
    @property
    def phase(self) -> str: ...
    @property
    def coach(self) -> Any: ...  # a lesson's coach, or None
    def person_gets(self) -> bool: ...
    def play(self, move: Any) -> bool: ...
    def say(self, text: str, error: bool = False) -> None: ...
    def keep(self) -> None: ...


class Computer:
    """The computer's part in one scene; ``par`` is its own try on a solo box (None until found)."""

    def __init__(self, table: ComputerTable, par: Par | None = None) -> None:
        self.table = table
        self.par = par
        self.par_failed = False

    def work(self, phase: str) -> None:
        """Ask the worker for whatever the computer owes now: a layout, a getter move, the solo try."""
        t = self.table
        c, r, jobs = t.config, t.round, t.jobs
        seed = t.rng.randrange(1 << 30)
        if phase == "hiding":
            jobs.submit(
                "hide",
                computer_hide,
                c.radius,
                c.n_atoms,
                c.level,
                seed,
                on_done=self._hidden,
                on_error=self._hide_failed,
                deadline_s=MOVE_DEADLINE_S,
            )
        elif phase == "get" and not t.person_gets() and t.clock - t.last_shot_at >= SHOT_GAP_S:
            seen = {p: Shot(s.kind, s.exit, ()) for p, s in r.shots.items()}  # markers only, never paths
            jobs.submit(
                "move",
                getter_move,
                r.radius,
                r.n_atoms,
                seen,
                c.level,
                seed,
                on_done=self._getter_moved,
                on_error=self._stumbled,
                deadline_s=MOVE_DEADLINE_S,
            )
        elif (
            c.mode == SOLO and r.atoms is not None and self.par is None and not self.par_failed and t.coach is None
        ):  # a lesson's box is not one to compare scores on
            jobs.submit(
                "par",
                play_round,
                c.radius,
                c.n_atoms,
                r.atoms,
                c.level,
                seed,
                on_done=self._par_done,
                on_error=self._par_lost,
                deadline_s=PAR_DEADLINE_S,
            )

    def _hidden(self, atoms: frozenset) -> None:
        if self.table.phase == "hiding":
            self.table.play(("hide", frozenset(atoms)))

    def _hide_failed(self, reason: str) -> None:
        """Hide at random here instead: instant and always legal."""
        t = self.table
        t.say(tr("The computer stumbled: {reason}").format(reason=reason.splitlines()[-1][:60]), error=True)
        self._hidden(computer_hide(t.config.radius, t.config.n_atoms, 1, t.rng.randrange(1 << 30)))

    def _getter_moved(self, move: tuple) -> None:
        t = self.table
        if t.phase != "get" or t.person_gets():
            return
        t.last_shot_at = t.clock
        t.play(("fire", move[1]) if move[0] == "fire" else ("announce", frozenset(move[1])))

    def _stumbled(self, reason: str) -> None:
        """A failed getter move is asked for again after the usual gap."""
        self.table.last_shot_at = self.table.clock
        why = reason.splitlines()[-1][:60]
        self.table.say(tr("The computer stumbled: {reason}").format(reason=why), error=True)

    def _par_done(self, par: Par) -> None:
        self.par = (list(par[0]), frozenset(par[1]))
        self.table.keep()

    def _par_lost(self, why: str) -> None:
        self.par_failed = True
