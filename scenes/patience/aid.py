"""What the solver has proved about positions of the game on the table.

The play scene asks the solver (in its job slot) for hints, "solve from
here", the verdict on a lost deal and the demo's line; the answers are kept
here so a question asked twice is answered at once.
"""
from __future__ import annotations

from game.patience import Position


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

    def learn(self, pos: Position, line: list[int] | None) -> None:
        """Keep the answer for ``pos``; every position along a winning line is winnable too."""
        self._known[pos] = line
        if line:
            p = pos
            for k, pile in enumerate(line[:-1]):
                p = p.apply(pile)
                self._known[p] = line[k + 1:]
