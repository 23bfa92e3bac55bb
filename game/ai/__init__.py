"""The computer player of every game with opponents: `choose(state, level, seed)`.

How a game plugs in: its `Knowledge` (the protocol of `game.ai.search`;
subclass `BaseKnowledge`) is its module's `KNOWLEDGE`, and its catalogue line
names that module (`GameInfo.knowledge`, a dotted path, imported on the first
move the computer thinks of); a state is matched to its game by
`game.catalogue.of_state`. Nothing here names a game.
The knowledge may override `budget(state, level)` to tune how hard each level
thinks and `slip_rate(level)` for how often a level makes a human-like slip.

Levels: 1 thinks briefly and sometimes slips like a person; 2 is a fair
opponent; 3 is the strongest the game's knowledge allows within about one
second a move.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from typing import Any, Hashable, Optional, cast

from game import COMPUTER_LEVELS, State, catalogue
from game.ai.search import BaseKnowledge, Budget, Knowledge, SearchResult, decide

LEVELS = COMPUTER_LEVELS


def knowledge_of(game: catalogue.GameInfo) -> Knowledge[Any] | None:
    """The search knowledge its catalogue line names (its module imported now, on first use)."""
    if not game.knowledge:
        return None
    return cast(Knowledge[Any], importlib.import_module(game.knowledge).KNOWLEDGE)


def searched() -> dict[str, Knowledge[Any]]:
    """The games the search plays, by catalogue key, derived from the catalogue."""
    found = {game.key: knowledge_of(game) for game in catalogue.GAMES}
    return {key: knowledge for key, knowledge in found.items() if knowledge is not None}


def knowledge_for(state: State) -> Knowledge[Any]:
    """The search knowledge of the state's game; TypeError for a game the search does not play."""
    game = catalogue.of_state(state)
    knowledge = knowledge_of(game)
    if knowledge is None:
        raise TypeError(f"the computer does not search {game.key}")
    return knowledge


def budget_for(knowledge: Knowledge[Any], state: State, level: int) -> Budget:
    fn = getattr(knowledge, "budget", None)
    if fn is not None:
        return cast(Budget, fn(state, level))
    return BaseKnowledge.budget(knowledge, state, level)  # type: ignore[arg-type]


def think(state: State, level: int, seed: Optional[int] = None, timed: bool = True) -> SearchResult:
    """The search behind `choose`, with its statistics (for tools and tests)."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    if state.is_terminal():
        raise ValueError("the game is over: there is no move to choose")
    knowledge = knowledge_for(state)
    rng = random.Random(seed)
    budget = budget_for(knowledge, state, level)
    if not timed:  # tests and tools: the seed alone decides, on any machine
        budget = dataclasses.replace(budget, seconds=None)
    return decide(state, knowledge, budget, rng)


def choose(state: State, level: int, seed: Optional[int] = None, timed: bool = True) -> Hashable:
    """The computer's action for the player to move, `level` 1 (easy) to 3.

    `timed=False` drops the level's wall-clock cap (the iteration budget stays),
    so a seed gives the same move on any machine.
    """
    result = think(state, level, seed, timed)
    knowledge = knowledge_for(state)
    rate_fn = getattr(knowledge, "slip_rate", None)
    rate = rate_fn(level) if rate_fn else BaseKnowledge.slip_rate(knowledge, level)  # type: ignore[arg-type]
    rng = random.Random(None if seed is None else seed * 7919 + 17)
    if rate and rng.random() < rate:
        slip = knowledge.slip(state, rng)
        if slip is not None:
            return slip
        # no game-specific slip: take a move the search found merely plausible
        ranked = sorted(result.stats, key=lambda a: -result.stats[a][0])
        return cast(Hashable, rng.choice(ranked[:3]))
    return cast(Hashable, result.action)


__all__ = ["LEVELS", "choose", "knowledge_for", "knowledge_of", "searched", "think"]
