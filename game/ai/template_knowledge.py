"""What the search knows about the template game (Take the Last Star): the computer seat.

Its catalogue line names this module (``GameInfo.knowledge``); ``game.ai`` imports it on
the first move the computer thinks of, and plays the game with the one shared search
(docs/AI.md) by what is said here. The neutral defaults of ``BaseKnowledge`` (random
rollouts, no solver) already play any game that keeps the contract; a game overrides
what it knows better. This one knows the whole answer (leave a multiple of four), so
its levels differ only in how far ahead that answer is trusted:

- ``exact``: a pile within the level's limit is solved (the seat to move wins unless the
  pile is a multiple of four);
- ``slip``: level 1 sometimes takes one star whatever the pile, as a person in a hurry;
- ``budget``: level 1 trusts no solution and searches briefly; 2 solves piles of up to
  8; 3 every pile the setup offers.
"""

from __future__ import annotations

import random
from typing import Hashable, Optional

from game import Action
from game.ai.search import BaseKnowledge, Budget, Values
from game.template import SEATS, TemplateState, best_take

# FIXME: what the search may know of the game: a solver within a size limit, an evaluation,
# an order of the most promising moves, a person's typical slip (docs/AI.md lists the hooks)
EXACT_LIMIT = {1: 0, 2: 8, 3: 20}  # per level: the largest pile solved exactly


class TemplateKnowledge(BaseKnowledge[TemplateState]):
    def exact(self, state: TemplateState, budget: int) -> Optional[Values]:
        """The values under perfect play when the pile is within ``budget`` stars, else None."""
        if state.pile > budget:
            return None
        mover_wins = state.pile % 4 != 0
        winner = state.current_player if mover_wins else (state.current_player + 1) % SEATS
        return [1.0 if seat == winner else 0.0 for seat in range(SEATS)]

    def order(self, state: TemplateState, actions: list[Action]) -> list[Action]:
        """The winning take first (the search's first look is its best guess)."""
        best = best_take(state)
        return sorted(actions, key=lambda take: take != best)

    def slip(self, state: TemplateState, rng: random.Random) -> Optional[Hashable]:
        """A hurried person's take: one star."""
        return 1 if state.pile >= 1 else None

    def budget(self, state: TemplateState, level: int) -> Budget:
        limit = EXACT_LIMIT[level]
        return {1: Budget(60, 0.2, limit, limit), 2: Budget(400, 0.4, limit, limit)}.get(
            level, Budget(2000, 0.6, limit, limit)
        )


KNOWLEDGE = TemplateKnowledge()
