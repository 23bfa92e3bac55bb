"""Game review: each move of a finished game held up against the computer's judgement.

For the position before a move, the computer finds its best move and the
expected result of both moves for the player who moved: 1 a sole win, 0 a
loss, a shared first place split evenly (the search's own value vector).
Where the endgame solver reaches, the values are exact; elsewhere they are the
level-3 search's estimates. The grade follows how much of the expected result
the move gave away:

    best        the computer's move, or within 0.02 of it
    good        gave away less than 0.10
    inaccuracy  less than 0.25
    mistake     0.25 or more

``review_move`` is what the worker runs, one move per job, so a review can
show progress and be left at any time. ``turning_point`` picks the move that
decided the game. Pure Python: no pygame.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from game import Action, State
from game.ai import budget_for, knowledge_for, think
from game.ai.search import Budget, mcts, solve_root
from game.i18n import N_, Message

# TRANSLATORS: the grades of a move in a game review ("Move 3: Sky - mistake.")
GRADES = (N_("best"), N_("good"), N_("inaccuracy"), N_("mistake"))
_LIMITS = (0.02, 0.10, 0.25)
COMPARE_ITERATIONS = 1500  # a fresh head-to-head when the search barely looked at the played move


@dataclass(frozen=True, slots=True)
class MoveReview:
    number: int  # 1-based move number in the game
    seat: int  # who moved
    played: Action
    best: Action
    value_played: float  # expected result for the mover, 0..1
    value_best: float
    exact: bool  # solver values, not estimates

    @property
    def loss(self) -> float:
        return max(0.0, self.value_best - self.value_played)

    @property
    def grade(self) -> str:
        if self.played == self.best:
            return "best"
        for grade, limit in zip(GRADES, _LIMITS, strict=False):
            if self.loss < limit:
                return grade
        return "mistake"

    @property
    def reason(self) -> Message | str:
        """A one-line reason where the values themselves give one ("" otherwise): a message, said
        in the language on screen when it is shown."""
        if self.grade in ("best", "good"):
            return ""
        if self.exact:
            if self.value_best >= 1.0 and self.value_played < 1.0:
                return Message(N_("A forced win was here; this move let it go."))
            if self.value_best > 0.0 and self.value_played == 0.0:
                return Message(N_("This move lost a position that could still be saved."))
            if self.value_played < self.value_best:
                return Message(N_("The better move kept a share of first place."))
        return Message(
            N_("The better move kept about {percent}% more chance of winning."), {"percent": round(100 * self.loss)}
        )


def review_move(state: State, played: Action, number: int, seed: int) -> MoveReview:
    """Judge one move (runs in the worker; about a second at level 3)."""
    me = state.current_player
    knowledge = knowledge_for(state)
    exact = solve_root(state, knowledge, budget_for(knowledge, state, 3).exact)
    if exact is not None:
        best = max(exact, key=lambda a: exact[a][me])
        return MoveReview(number, me, played, best, exact[played][me], exact[best][me], True)
    result = think(state, 3, seed)
    best = result.action
    stats = result.stats
    visits, value = stats.get(played, (0, 0.0))
    best_value = stats[best][1]
    if played != best and visits < 50:
        # compare the two head to head so the played move's value is not a guess
        duel = mcts(state, knowledge, Budget(COMPARE_ITERATIONS), random.Random(seed), only=[best, played])
        value = duel.stats.get(played, (0, value))[1]
        best_value = duel.stats.get(best, (0, best_value))[1]
    return MoveReview(number, me, played, best, value, max(best_value, value), False)


def turning_point(reviews: Sequence[MoveReview], winners: Sequence[int]) -> Optional[MoveReview]:
    """The move that decided the game: the biggest give-away by someone who did not win."""
    losers = [r for r in reviews if r.seat not in winners and r.grade in ("inaccuracy", "mistake")]
    if not losers:
        return None
    return max(losers, key=lambda r: (r.loss, -r.number))


def forced_from(reviews: Sequence[MoveReview], winners: Sequence[int]) -> Optional[int]:
    """The first move number after which the result was proven (exact values, no way back)."""
    if len(winners) != 1:
        return None
    forced: Optional[int] = None
    for r in reversed(reviews):
        value_for_winner = r.value_played if r.seat == winners[0] else None
        if not r.exact:
            break
        if value_for_winner is not None and value_for_winner < 1.0:
            break
        if r.seat != winners[0] and r.value_best > 0.0:
            break
        forced = r.number
    return forced


def reviews_to_json(reviews: Sequence[MoveReview]) -> list[dict[str, Any]]:
    """For the stats' list of recent games (moves as JSON lists)."""

    def enc(a: Any) -> Any:
        return [enc(x) for x in a] if isinstance(a, tuple) else a

    return [
        {
            "n": r.number,
            "seat": r.seat,
            "played": enc(r.played),
            "best": enc(r.best),
            "vp": round(r.value_played, 4),
            "vb": round(r.value_best, 4),
            "exact": r.exact,
        }
        for r in reviews
    ]


__all__ = ["GRADES", "MoveReview", "forced_from", "review_move", "reviews_to_json", "turning_point"]
