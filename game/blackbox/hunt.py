"""An exact layout search spread over several moves.

The getter announces only from the exact set of consistent layouts.  On the
biggest box, late in a round, listing that set can take a few hundred thousand
search nodes, more than one move may spend.  An ExactHunt keeps the paused
depth-first search (Search.walk) and the leaves found so far, goes on for a
node budget each move, and once it has finished grows the set by the rays
fired meanwhile.
"""

from __future__ import annotations

from collections.abc import Mapping

from .board import Port, geometry
from .layouts import Layouts, Leaf, Search, TooManyLayouts, observed_codes
from .rays import Shot


def shots_key(shots: Mapping[Port, Shot]) -> tuple[object, ...]:
    """The shots in firing order, as the memo keys them."""
    return tuple((p, s.kind, s.exit) for p, s in shots.items())


class ExactHunt:
    """The exact search for the layouts fitting `shots`, run a budget at a time."""

    def __init__(self, radius: int, n_atoms: int, shots: Mapping[Port, Shot]):
        self.radius, self.n_atoms = radius, n_atoms
        self.key = shots_key(shots)
        self.observed = observed_codes(geometry(radius), shots)
        self.search = Search(geometry(radius), n_atoms, self.observed)
        self.walk = self.search.walk()
        self.leaves: list[Leaf] = []
        self.done = False

    def fits(self, radius: int, n_atoms: int, key: tuple[object, ...]) -> bool:
        """True when this hunt's shots are the first shots of `key` on the same box."""
        return (radius, n_atoms) == (self.radius, self.n_atoms) and key[: len(self.key)] == self.key

    def advance(self, node_budget: int) -> bool:
        """Search on for about `node_budget` nodes; True once the search is complete."""
        stop = self.search.nodes + node_budget
        for leaf in self.walk:
            if leaf is None:
                if self.search.nodes >= stop:
                    return False
            else:
                self.leaves.append(leaf)
        self.done = True
        return True

    def layouts(self, shots: Mapping[Port, Shot], node_budget: int) -> Layouts | None:
        """The exact set for `shots` (this hunt's shots and any fired since), grown
        from the finished hunt; None when growing it passes the budget."""
        lay = Layouts(self.radius, self.n_atoms, {}, observed=self.observed, leaves=self.leaves)
        if shots_key(shots) == self.key:
            return lay
        try:
            return lay.extend(shots, node_budget=node_budget)
        except TooManyLayouts:
            return None
