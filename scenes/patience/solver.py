"""What the solver has proved about positions of the game on the table.

The play scene asks the solver (in its job slot) for hints, "solve from
here", the verdict on a lost deal and the demo's line; the answers are kept
here so a question asked twice is answered at once.
"""

from __future__ import annotations

from collections.abc import Callable

from game.patience import Position, solve
from scenes.framework.worker import JobSlot

Answer = Callable[[str, Position, "list[int] | None"], None]
SOLVE_DEADLINE_S = 120.0  # one solve in the worker (a hint, the rest of a game, a verdict)


class Solutions:
    """A winning line (or None: no win) per position the solver was asked about."""

    def __init__(self) -> None:
        self._known: dict[Position, list[int] | None] = {}

    def __contains__(self, pos: Position) -> bool:
        return pos in self._known

    def line(self, pos: Position) -> list[int] | None:
        return self._known.get(pos)

    def winnable(self, pos: Position) -> bool | None:
        """True or False once the solver has answered for ``pos``, None before."""
        return None if pos not in self._known else self._known[pos] is not None

    def ask(
        self,
        jobs: JobSlot,
        kind: str,
        pos: Position,
        answer: Answer,
        failed: Callable[[str, str], None],
        deadline_s: float,
        still: Callable[[], bool] | None = None,
    ) -> None:
        """Answer at once from what is known, else solve ``pos`` in the job slot and learn the line
        (``still``: whether the question still stands, see JobSlot)."""
        if pos in self._known:
            answer(kind, pos, self._known[pos])
            return

        def done(line: list[int] | None) -> None:
            self.learn(pos, line)
            answer(kind, pos, line)

        jobs.submit(
            kind,
            solve,
            *pos.deal(),
            on_done=done,
            on_error=lambda message: failed(kind, message),
            deadline_s=deadline_s,
            still=still,
        )

    def learn(self, pos: Position, line: list[int] | None) -> None:
        """Keep the answer for ``pos``; every position along a winning line is winnable too."""
        self._known[pos] = line
        if line:
            p = pos
            for k, pile in enumerate(line[:-1]):
                p = p.apply(pile)
                self._known[p] = line[k + 1 :]


class Playback:
    """A solver line played out on the table, one move every ``pace`` seconds."""

    LEAD_S = 0.3  # a breath before the first move

    def __init__(self, pace: float) -> None:
        self.pace = pace
        self.line: list[int] = []
        self.at = 0.0

    def __bool__(self) -> bool:
        return bool(self.line)

    def start(self, line: list[int], now: float) -> None:
        self.line, self.at = list(line), now + self.LEAD_S

    def stop(self) -> None:
        self.line = []

    def due(self, now: float) -> int | None:
        """The next pile to play once its time has come, else None."""
        if not self.line or now < self.at:
            return None
        self.at = now + self.pace
        return self.line.pop(0)
