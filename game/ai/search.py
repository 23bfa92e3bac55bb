"""Game-agnostic Monte-Carlo tree search over the shared state vocabulary.

The search only calls `current_player`, `legal_actions()`, `apply()`,
`is_terminal()` and `winners()` on states. Everything a game knows about
itself enters through a `Knowledge` object (the protocol below), so the same
search serves the numbers game, the stars game and any later game.

Values are per-seat vectors in [0, 1] (1 = sole win, shared first place
splits 1 evenly, 0 = loss). Each node's statistics keep the whole vector and
the player to move picks by their own component (max-n). With three or more
seats `paranoid=True` instead scores every node as "root seat against the
rest": the opponents are assumed to minimise the root seat's value.

Exact values: whenever `knowledge.exact(state)` returns a vector the node is
treated as solved: it is never expanded and always backs up that vector. At
the root, if every child can be solved, the move is chosen among the
children with the best exact value, the search only breaking ties (which
matters against players who are not perfect).
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Generic, Hashable, Optional, Protocol, Sequence, TypeVar

from game import Action, State

Values = list[float]
S = TypeVar("S", bound=State, contravariant=True)
SB = TypeVar("SB", bound=State)


class Knowledge(Protocol[S]):
    """What a game tells the search about itself. Every method is optional in
    spirit: subclass `BaseKnowledge`, which supplies neutral defaults.

    - `values(state)`: per-seat values of a terminal state, each in [0, 1].
    - `exact(state, budget)`: exact per-seat values under perfect play when the
      position is small enough to solve within `budget` (a game-defined size
      limit, e.g. number of empty cells), else None. Must be deterministic.
    - `evaluate(state)`: heuristic per-seat values in [0, 1] for a non-terminal
      state, used instead of a rollout when not None.
    - `order(state, actions)`: the actions, most promising first; the search
      expands children in this order (a progressive-widening prior).
    - `rollout(state, rng)`: play the position out (quickly, as the game
      likes) and return per-seat values of the end.
    - `slip(state, rng)`: a human-like mistake for level 1 (an action), or None
      to let the search pick a weak-but-plausible move itself.
    - `budget(state, level)`: the `Budget` of a level (1 easy .. 3 strongest).
    - `slip_rate(level)`: how often that level plays `slip` instead.
    """

    def values(self, state: S) -> Values: ...
    def exact(self, state: S, budget: int) -> Optional[Values]: ...
    def evaluate(self, state: S) -> Optional[Values]: ...
    def order(self, state: S, actions: list[Action]) -> list[Action]: ...
    def rollout(self, state: S, rng: random.Random) -> Values: ...
    def slip(self, state: S, rng: random.Random) -> Optional[Hashable]: ...
    def budget(self, state: S, level: int) -> "Budget": ...
    def slip_rate(self, level: int) -> float: ...


class BaseKnowledge(Generic[SB]):
    """Neutral defaults: uniform random rollouts, no exact solver, no prior."""

    def values(self, state: SB) -> Values:
        return outcome_values(state)

    def exact(self, state: SB, budget: int) -> Optional[Values]:
        return None

    def evaluate(self, state: SB) -> Optional[Values]:
        return None

    def order(self, state: SB, actions: list[Action]) -> list[Action]:
        return actions

    def rollout(self, state: SB, rng: random.Random) -> Values:
        s: State = state
        while not s.is_terminal():
            s = s.apply(rng.choice(s.legal_actions()))
        return outcome_values(s)

    def slip(self, state: SB, rng: random.Random) -> Optional[Hashable]:
        return None

    def budget(self, state: SB, level: int) -> "Budget":
        """How hard each level thinks; games tune this."""
        return {1: Budget(150, 0.3, 0), 2: Budget(1500, 0.6, 0), 3: Budget(100_000, 0.9, 0)}[level]

    def slip_rate(self, level: int) -> float:
        """How often a level plays a slip instead of its search's move."""
        return {1: 0.3, 2: 0.0, 3: 0.0}[level]


def seat_count(state: State) -> int:
    """Seats of a state: `players` if the state says, else from its scores."""
    n = getattr(state, "players", None)
    return n if isinstance(n, int) else len(state.scores())


def outcome_values(state: State) -> Values:
    """Sole winner 1, a shared first place split evenly, everyone else 0."""
    n = seat_count(state)
    winners = state.winners()
    out = [0.0] * n
    for w in winners:
        out[w] = 1.0 / len(winners)
    return out


@dataclass(frozen=True)
class Budget:
    """How hard one decision may think.

    iterations: MCTS playouts at most; seconds: wall-clock cap (None = none,
    which keeps results reproducible from the seed); exact: the size limit
    handed to `knowledge.exact` for the root's children (0 disables the
    solver); exact_tree: the (smaller) limit for nodes inside the tree, where
    the solver runs far more often; explore: UCT constant; paranoid:
    root-versus-rest values for 3+ seats.
    """

    iterations: int
    seconds: Optional[float] = None
    exact: int = 0
    exact_tree: int = 0
    explore: float = 0.7
    paranoid: bool = False


class _Node:
    __slots__ = ("state", "player", "action", "children", "untried", "visits", "totals", "solved")

    def __init__(
        self, state: State, action: Action | None, knowledge: Knowledge[Any], exact_budget: int, seats: int
    ) -> None:
        self.state = state
        self.action = action
        self.children: list[_Node] = []
        self.visits = 0
        self.totals = [0.0] * seats
        self.solved: Optional[Values] = None
        if state.is_terminal():
            self.solved = knowledge.values(state)
            self.player = -1
            self.untried: list[Action] = []
            return
        self.player = state.current_player
        if exact_budget:
            self.solved = knowledge.exact(state, exact_budget)
        self.untried = [] if self.solved else list(reversed(knowledge.order(state, list(state.legal_actions()))))


def _decided(root: _Node, it: int, budget: Budget, deadline: Optional[float], started: float) -> bool:
    """True when no other root move can catch up on visits in the time left
    (the usual early stop: the answer could not change any more)."""
    if len(root.children) < 2 or root.untried:
        return False
    remaining = budget.iterations - it
    if deadline is not None:
        now = time.perf_counter()
        rate = it / max(now - started, 1e-6)
        remaining = min(remaining, int(rate * max(deadline - now, 0.0)))
    first, second = sorted((ch.visits for ch in root.children), reverse=True)[:2]
    return first - second > remaining


def _paranoid(values: Values, root: int) -> Values:
    mine = values[root]
    return [mine if s == root else 1.0 - mine for s in range(len(values))]


@dataclass
class SearchResult:
    """Per root action: visits and the mean value for the root's mover."""

    action: Any
    stats: dict[Any, tuple[int, float]]
    iterations: int
    exact: Optional[dict[Any, Values]] = None  # action -> exact values, when the root was solved


def mcts(
    state: State, knowledge: Knowledge[Any], budget: Budget, rng: random.Random, only: Optional[Sequence[Action]] = None
) -> SearchResult:
    """Run UCT from `state`; `only` restricts the root to these actions."""
    seats = seat_count(state)
    root_player = state.current_player
    started = time.perf_counter()
    deadline = None if budget.seconds is None else started + budget.seconds
    root = _Node(state, None, knowledge, 0, seats)
    if only is not None:
        allowed = set(only)
        # `knowledge.order` may prune moves it deems dominated; if the root
        # solver's best moves were all pruned, search exactly those instead
        root.untried = [a for a in root.untried if a in allowed] or list(reversed(list(only)))
    if len(root.untried) == 1 and not root.children:
        a = root.untried[0]
        return SearchResult(a, {a: (0, 0.0)}, 0)
    transform = (lambda v: _paranoid(v, root_player)) if budget.paranoid and seats > 2 else (lambda v: v)
    c = budget.explore
    it = 0
    while it < budget.iterations:
        if it and it % 16 == 0 and deadline is not None and time.perf_counter() > deadline:
            break
        if it and it % 1024 == 0 and _decided(root, it, budget, deadline, started):
            break
        it += 1
        path = _select(root, c)
        node = path[-1]
        # expansion
        if node.untried and node.solved is None:
            action = node.untried.pop()
            child = _Node(node.state.apply(action), action, knowledge, budget.exact_tree, seats)
            node.children.append(child)
            node = child
            path.append(node)
        # evaluation
        found = node.solved if node.solved is not None else knowledge.evaluate(node.state)
        values = transform(found if found is not None else knowledge.rollout(node.state, rng))
        for n in path:
            n.visits += 1
            t = n.totals
            for s in range(seats):
                t[s] += values[s]
        if node.solved is not None:
            _propagate_solved(path, transform)
            if root.solved is not None:
                break
    stats = {ch.action: (ch.visits, ch.totals[root_player] / ch.visits if ch.visits else 0.0) for ch in root.children}
    for a in root.untried:
        stats.setdefault(a, (0, 0.0))
    return SearchResult(_best_action(root, stats, root_player), stats, it)


def _select(root: _Node, c: float) -> list[_Node]:
    """The UCT selection: the path from the root down to a node with untried
    actions, no children or a solved value, each step to the child with the best
    mean for the mover plus `c` times its exploration bonus."""
    node = root
    path = [root]
    while not node.untried and node.children and node.solved is None:
        log_n = math.log(node.visits)
        p = node.player
        pick, pick_score = node.children[0], -1.0
        for ch in node.children:
            score = ch.totals[p] / ch.visits + c * math.sqrt(log_n / ch.visits)
            if score > pick_score:
                pick, pick_score = ch, score
        node = pick
        path.append(node)
    return path


def _best_action(root: _Node, stats: dict[Any, tuple[int, float]], root_player: int) -> Action | None:
    """The most visited root action (then the best mean); once the root is proven,
    a child that achieves the proven value."""
    best: Action | None = max(stats, key=lambda a: (stats[a][0], stats[a][1]))
    if root.solved is not None:
        target = root.solved[root_player]
        proven = [ch for ch in root.children if ch.solved is not None and ch.solved[root_player] >= target]
        best = max(proven, key=lambda ch: (ch.visits, stats[ch.action][1])).action
    return best


def _propagate_solved(path: list[_Node], transform: Callable[[Values], Values]) -> None:
    """MCTS-solver: a node is solved when one child gives its mover a sole
    win, or when every child is solved (then the mover's best one counts).
    Preferences go through `transform`, so paranoid search stays paranoid."""
    for i in range(len(path) - 2, -1, -1):
        node, child = path[i], path[i + 1]
        if node.solved is not None:
            return
        p = node.player
        if child.solved is not None and transform(child.solved)[p] >= 1.0:
            node.solved = child.solved
            continue
        if node.untried or any(ch.solved is None for ch in node.children):
            return
        solved = [ch.solved for ch in node.children if ch.solved is not None]
        node.solved = max(solved, key=lambda v: transform(v)[p])


def solve_root(
    state: State, knowledge: Knowledge[Any], exact_budget: int, deadline: Optional[float] = None
) -> Optional[dict[Any, Values]]:
    """Exact values of every root action, or None if any child is too big
    (or the children take past `deadline`, a perf_counter time)."""
    if exact_budget <= 0 or state.is_terminal():
        return None
    out: dict[Any, Values] = {}
    for a in state.legal_actions():
        if deadline is not None and time.perf_counter() > deadline:
            return None
        child = state.apply(a)
        v = knowledge.values(child) if child.is_terminal() else knowledge.exact(child, exact_budget)
        if v is None:
            return None
        out[a] = v
    return out


def decide(state: State, knowledge: Knowledge[Any], budget: Budget, rng: random.Random) -> SearchResult:
    """The search's move: exact at the root when possible, MCTS otherwise.

    With an exact root, MCTS still runs among the equally best moves, so a
    lost or drawn position is played in the way most likely to let an
    imperfect opponent go wrong.
    """
    me = state.current_player
    started = time.perf_counter()
    # the solver may use most of the time; if it cannot finish, search instead
    solve_by = None if budget.seconds is None else started + 0.6 * budget.seconds
    exact = solve_root(state, knowledge, budget.exact, solve_by)
    if exact is not None:
        best_value = max(v[me] for v in exact.values())
        best = [a for a, v in exact.items() if v[me] >= best_value - 1e-9]
        if len(best) == 1 or budget.iterations == 0:
            return SearchResult(best[0], {a: (0, exact[a][me]) for a in exact}, 0, exact)
        # among the equally good moves, prefer the one that looks best to
        # rollouts (imperfect opponents); the solver itself is not used there
        seconds = None if budget.seconds is None else max(budget.seconds - (time.perf_counter() - started), 0.05)
        tie = mcts(
            state,
            knowledge,
            Budget(max(budget.iterations // 2, 50), seconds, 0, 0, budget.explore, budget.paranoid),
            rng,
            only=best,
        )
        return SearchResult(tie.action, tie.stats, tie.iterations, exact)
    if budget.seconds is not None:
        left = max(budget.seconds - (time.perf_counter() - started), 0.05)
        budget = dataclasses.replace(budget, seconds=left)
    return mcts(state, knowledge, budget, rng)


__all__ = [
    "BaseKnowledge",
    "Budget",
    "Knowledge",
    "SearchResult",
    "Values",
    "decide",
    "mcts",
    "outcome_values",
    "seat_count",
    "solve_root",
]
