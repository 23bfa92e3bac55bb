"""The computer getter: fires rays and announces, seeing only the markers.

It fires where the result is least predictable per marker it costs, over
uniform samples of the consistent layouts, looking one ray further ahead; with
few layouts left it plans the last rays exactly.  The samples come from the
exact set of consistent layouts (layouts.Layouts) when that is known or cheap
to grow from the last move's; else by rejection on the hits from the set for
the rays that came out, capped by the atoms its paths use (sampler.py).  Level
3 announces when every layout of the exact set gives the same result on every
port (then any of them is fully correct), or, with at most 400 layouts left,
when 95% of them agree with the samples' likeliest class; when the exact set is too long to
list in one move the search goes on over the next moves (hunt.py) while the
getter fires cheap rays.  The weaker levels also announce when one class of
layouts is likely enough.  Every budget counts search nodes or drawn layouts,
never seconds, so a seed gives the same move on any machine.
"""

from __future__ import annotations

import math
import random
from collections import Counter, OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Mapping, Optional, Sequence

from game import IllegalMove
from game.i18n import N_

from .board import Cell, Geometry, Port, geometry
from .hunt import ExactHunt, shots_key
from .layouts import HIT_CODE, TAIL_RATIO, Layouts, TooManyLayouts, observed_codes, random_leaves, sample_leaves
from .rays import Shot, trace, trace_code
from .sampler import Posterior, exact_from, posterior


@dataclass(frozen=True)
class Level:
    samples: int  # layouts drawn to weigh the rays
    lookahead: int  # candidate rays examined one step further (0: greedy)
    guess_at: float  # announce the likeliest class once its share reaches this (1.0: only when certain)
    node_budget: int  # search nodes per search before falling back to sampling
    noise: float  # chance of firing a random informative port instead of the best
    draws: int  # layouts drawn (and checked against the hits) for the samples


LEVELS = {
    1: Level(samples=60, lookahead=0, guess_at=0.55, node_budget=5000, noise=0.35, draws=1500),
    2: Level(samples=150, lookahead=0, guess_at=0.85, node_budget=10000, noise=0.1, draws=3000),
    3: Level(samples=300, lookahead=8, guess_at=0.96, node_budget=20000, noise=0.0, draws=6000),
}
LONG_SEARCH = 2  # times the node budget for the search that makes sure when little doubt is left
EXACT_TRY = 200000  # try to list the exact set once the samples estimate at most this many layouts
HUNT = ("hunt",)  # the memo's slot for the exact search that goes on over several moves
HUNT_LAG = 3  # a hunt more rays behind than this starts again from the current shots
EXTEND_LEAVES = 20000  # a remembered set with more leaves than this is not grown but searched afresh
EXACT_GUESS = 0.95  # level 3 guesses early only when this share of all consistent layouts agrees
EXACT_LIMIT = 400  # ... and only when there are at most this many to count
ENDGAME_LAYOUTS = 300  # with at most this many layouts left, plan the last rays exactly ...
ENDGAME_CLASSES = 24  # ... when they fall into at most this many classes

# ("fire", Port) or ("announce", frozenset of cells); Any since the callers tell them apart by the verb
GetterMove = tuple[str, Any]
Occupancy = bytes | bytearray  # per cell index 1 for an atom (layouts.Layouts.sample)
Table = dict[int, list[int]]  # port index -> outcome code on each sample


def getter_move(
    radius: int, n_atoms: int, shots: Mapping[Port, Shot], level: int = 3, seed: Optional[int] = None
) -> GetterMove:
    """("fire", port) or ("announce", frozenset of cells), from the shots seen so far."""
    if level not in LEVELS:
        raise IllegalMove(f"Getter level must be 1, 2 or 3, not {level}.")
    cfg = LEVELS[level]
    rng = random.Random(seed)
    geo = geometry(radius)
    observed = observed_codes(geo, shots)
    lay, post = _belief(radius, n_atoms, shots, cfg, rng)
    samples = _samples(geo, radius, n_atoms, shots, cfg, rng, lay, post)

    candidates = [p for p in range(len(geo.ports)) if p not in observed]
    if not candidates and samples:  # every port is known: any layout that fits them all is fully correct
        return ("announce", _cells(geo, samples[0]))
    if not samples:  # nothing found within the budget: any unknown port still teaches something
        return ("fire", geo.ports[rng.choice(candidates)])
    table = _table(geo, samples, candidates)
    informative = _informative(table, candidates)

    if (
        level == 3
        and (lay is None or not lay.exact)
        and len({tuple(table[p][i] for p in informative) for i in range(len(samples))}) <= 3
    ):
        # The samples say little doubt is left: worth a longer search for the exact set.
        exact = _exact_layouts(radius, n_atoms, shots, cfg.node_budget * LONG_SEARCH)
        if exact is not None:
            lay = exact
            samples = lay.sample(rng, cfg.samples)
            table = _table(geo, samples, candidates)
            informative = _informative(table, candidates)
    if lay is not None and not lay.exact and not informative and level < 3:
        # The likely layouts all agree; the weaker levels take that on trust.
        return ("announce", lay.any_layout())
    if lay is not None and (lay.exact or level < 3):
        move = _settled_move(geo, lay, samples, table, informative, candidates, level, cfg)
        if move is not None:
            return move
    return _choose_ray(geo, lay, samples, table, informative, candidates, level, cfg, rng)


def _choose_ray(
    geo: Geometry,
    lay: Optional[Layouts],
    samples: Sequence[Occupancy],
    table: Table,
    informative: list[int],
    candidates: list[int],
    level: int,
    cfg: Level,
    rng: random.Random,
) -> GetterMove:
    """The ray to fire when not announcing: planned exactly near the end, else the
    most informative per marker (now and then a random one at the weaker levels)."""
    if lay is not None and level == 3 and lay.total <= ENDGAME_LAYOUTS:
        port = _endgame_port(lay, candidates)
        if port is not None:
            return ("fire", geo.ports[port])
    if not informative:  # the samples agree but the exact set is not known yet: another ray narrows it
        return ("fire", geo.ports[_narrowing_port(geo, samples[0], candidates)])
    if cfg.noise and rng.random() < cfg.noise:
        return ("fire", geo.ports[rng.choice(informative)])
    return ("fire", geo.ports[_best_port(geo, table, informative, cfg.lookahead)])


def _samples(
    geo: Geometry,
    radius: int,
    n_atoms: int,
    shots: Mapping[Port, Shot],
    cfg: Level,
    rng: random.Random,
    lay: Optional[Layouts],
    post: Optional[Posterior],
) -> list[bytearray]:
    """Layouts drawn from what the getter believes: the (trimmed) set, else the
    posterior's samples, else random leaves within the node budget."""
    if lay is not None:
        return lay.sample(rng, cfg.samples)
    if post is not None:
        return post.samples
    leaves = random_leaves(radius, n_atoms, shots, rng, cfg.samples, node_budget=cfg.node_budget)
    return sample_leaves(geo, n_atoms, leaves, rng)


def _table(geo: Geometry, samples: Sequence[Occupancy], candidates: list[int]) -> Table:
    return {p: [trace_code(geo, occ, p) for occ in samples] for p in candidates}


def _informative(table: Table, candidates: list[int]) -> list[int]:
    """The candidate ports on which the samples disagree."""
    return [p for p in candidates if len(set(table[p])) > 1]


def _settled_move(
    geo: Geometry,
    lay: Layouts,
    samples: Sequence[Occupancy],
    table: Table,
    informative: list[int],
    candidates: list[int],
    level: int,
    cfg: Level,
) -> Optional[GetterMove]:
    """Announce when the likeliest class of layouts (same result on every port) is
    sure or likely enough; with no informative port left, fire where the exact
    set still disagrees.  None: go on choosing a ray."""
    classes = Counter(tuple(table[p][s] for p in informative) for s in range(len(samples)))
    top, share = classes.most_common(1)[0]
    top_share = share / len(samples)
    if not informative:
        doubt = _doubtful_port(lay, candidates) if lay.exact else None
        if doubt is None:
            return ("announce", lay.any_layout())
        return ("fire", geo.ports[doubt])
    if top_share >= cfg.guess_at:
        index = next(s for s in range(len(samples)) if tuple(table[p][s] for p in informative) == top)
        guess = samples[index]
        if level < 3 or _exact_share(lay, guess, informative) >= EXACT_GUESS:
            return ("announce", _cells(geo, guess))
    return None


def _belief(
    radius: int, n_atoms: int, shots: Mapping[Port, Shot], cfg: Level, rng: random.Random
) -> tuple[Optional[Layouts], Optional[Posterior]]:
    """(exact or trimmed layout set or None, Posterior or None): what the getter
    believes about the box, within its node and draw budgets.

    The exact set when it is remembered or cheap to grow from the last move's;
    else uniform samples by rejection from the set for the rays that came out
    (sampler.py), upgraded to the exact set when they say it is small; else, when
    even that set is too big, the set without its negligible tail."""
    memo = layout_memo()
    key = _key(radius, n_atoms, shots)
    lay = memo.layouts(key)
    if lay is not None:
        return lay, None
    prev = memo.layouts(key[:2] + (key[2][:-1],)) if key[2] else None
    if prev is not None and prev.exact and len(prev.leaves) <= EXTEND_LEAVES:
        try:
            lay = prev.extend(shots, node_budget=cfg.node_budget)
        except TooManyLayouts:
            lay = None
        if lay is not None:
            if not lay.leaves:
                raise IllegalMove(N_("No layout of the atoms fits these rays."))
            memo.put(key, lay)
            return lay, None
    post = posterior(radius, n_atoms, shots, rng, cfg.samples, memo, cfg.node_budget, cfg.draws)
    if post is not None:
        if post.estimate <= EXACT_TRY:
            lay = exact_from(post, shots, cfg.node_budget)
            if lay is not None and lay.leaves:
                memo.put(key, lay)
                return lay, post
        return None, post
    return _layouts(radius, n_atoms, shots, cfg.node_budget // 2), None


def _key(radius: int, n_atoms: int, shots: Mapping[Port, Shot]) -> tuple[int, int, tuple[object, ...]]:
    return (radius, n_atoms, shots_key(shots))


def _exact_layouts(radius: int, n_atoms: int, shots: Mapping[Port, Shot], budget: int) -> Optional[Layouts]:
    """The exact set, remembered, grown from the last move's, or listed by a
    search that goes on over several moves (hunt.py); None while unfinished."""
    memo = layout_memo()
    key = _key(radius, n_atoms, shots)
    lay = memo.layouts(key)
    if lay is not None and lay.exact:
        return lay
    prev = memo.layouts(key[:2] + (key[2][:-1],)) if key[2] else None
    lay = None
    if prev is not None and prev.exact and len(prev.leaves) <= EXTEND_LEAVES:
        try:
            lay = prev.extend(shots, node_budget=budget // 2)
        except TooManyLayouts:
            lay = None
    if lay is None:
        hunt = memo.get(HUNT)
        if (
            not isinstance(hunt, ExactHunt)
            or not hunt.fits(radius, n_atoms, key[2])
            or len(key[2]) - len(hunt.key) > HUNT_LAG
        ):
            hunt = ExactHunt(radius, n_atoms, shots)
            memo.put(HUNT, hunt)
        if not hunt.advance(budget):
            return None
        memo.drop(HUNT)
        lay = hunt.layouts(shots, budget // 2)
        if lay is None:
            return None
    if not lay.leaves:
        raise IllegalMove(N_("No layout of the atoms fits these rays."))
    memo.put(key, lay)
    return lay


def _narrowing_port(geo: Geometry, sample: Occupancy, candidates: list[int]) -> int:
    """While every sample agrees but the exact set is unknown: the port likely to
    cost one marker (a hit or reflection) whose ray looks at the most cells."""

    def cost(p: int) -> tuple[bool, int, int]:
        kind, _, path = trace(geo, sample, p)
        return (kind == "detour", -len(path), p)

    return min(candidates, key=cost)


class LayoutMemo:
    """The last few layout sets, by box and shots in firing order, so that the
    next move of the same round only extends the set by one ray.  A cache of a
    pure computation: it makes moves faster, and exact where a fresh search
    would have run out of budget."""

    def __init__(self, size: int = 16) -> None:
        self.size = size
        self.items: OrderedDict[tuple[object, ...], object] = OrderedDict()

    def get(self, key: tuple[object, ...]) -> object:
        lay = self.items.get(key)
        if lay is not None:
            self.items.move_to_end(key)
        return lay

    def layouts(self, key: tuple[object, ...]) -> Optional[Layouts]:
        """The layout set remembered under `key` (layout keys hold only sets), or None."""
        lay = self.get(key)
        return lay if isinstance(lay, Layouts) else None

    def drop(self, key: tuple[object, ...]) -> None:
        self.items.pop(key, None)

    def put(self, key: tuple[object, ...], lay: object) -> None:
        self.items[key] = lay
        self.items.move_to_end(key)
        while len(self.items) > self.size:
            self.items.popitem(last=False)


@lru_cache(maxsize=1)
def layout_memo() -> LayoutMemo:
    """The process's memo (the worker process keeps it between moves)."""
    return LayoutMemo()


def _layouts(
    radius: int, n_atoms: int, shots: Mapping[Port, Shot], budget: int, approximate: bool = True
) -> Optional[Layouts]:
    """The exact layout set if the search fits its budget, else (when allowed) the
    set without its negligible tail (layouts a thousand times rarer than the
    likeliest), else None.  Grown from the set of the shots before the last one
    when that is remembered."""
    memo = layout_memo()
    key = _key(radius, n_atoms, shots)
    seq = key[2]
    lay = memo.layouts(key)
    if lay is not None and (lay.exact or approximate):
        return lay
    lay = None
    prev = memo.layouts((radius, n_atoms, seq[:-1])) if seq else None
    if prev is not None and (prev.exact or approximate) and len(prev.leaves) <= EXTEND_LEAVES:
        try:
            lay = prev.extend(shots, node_budget=budget // 2)
        except TooManyLayouts:
            lay = None
        if lay is not None and not lay.leaves and not lay.exact:
            lay = None  # the hidden layout was in the tail the smaller set left out
    if lay is None:
        try:
            lay = Layouts(radius, n_atoms, shots, node_budget=budget)
        except TooManyLayouts:
            if not approximate:
                return None
            try:
                lay = Layouts(radius, n_atoms, shots, node_budget=budget, min_ratio=TAIL_RATIO)
            except TooManyLayouts:
                return None
    if not lay.leaves:
        if lay.exact:
            raise IllegalMove(N_("No layout of the atoms fits these rays."))
        return None
    memo.put(key, lay)
    return lay


def _cells(geo: Geometry, occ: Occupancy) -> frozenset[Cell]:
    return frozenset(geo.cells[i] for i in range(geo.outside) if occ[i])


def _exact_share(lay: Layouts, guess: Occupancy, ports: list[int]) -> float:
    """The exact share of consistent layouts that no port in `ports` tells apart
    from `guess` (0 when there are too many layouts to count)."""
    if lay.total > EXACT_LIMIT:
        return 0.0
    geo = lay.geo
    want = [trace_code(geo, guess, p) for p in ports]
    same = 0
    for occ in lay.every_layout():
        if all(trace_code(geo, occ, p) == w for p, w in zip(ports, want, strict=True)):
            same += 1
    return same / lay.total


def _endgame_port(lay: Layouts, candidates: list[int]) -> Optional[int]:
    """With few layouts left, the port that tells the classes of layouts apart for
    the fewest expected markers, by searching a few rays deep over all of them."""
    weights = _class_weights(lay, candidates)
    sigs = list(weights)
    if len(sigs) < 2 or len(sigs) > ENDGAME_CLASSES:
        return None
    depth = 3 if len(sigs) <= 8 else 2
    w = [weights[g] for g in sigs]
    useful = [j for j in range(len(candidates)) if len({g[j] for g in sigs}) > 1]
    memo: dict[tuple[tuple[int, ...], int], float] = {}

    def rest(group: tuple[int, ...], d: int) -> float:
        """Expected markers still needed to single out the class in `group`."""
        if len(group) == 1:
            return 0.0
        if d == 0:
            return math.log2(len(group)) * 1.2
        key = (group, d)
        if key in memo:
            return memo[key]
        best = math.inf
        for j in useful:
            value = _split_cost(group, j, d)
            if value < best:
                best = value
        memo[key] = best
        return best

    def _split_cost(group: tuple[int, ...], j: int, d: int) -> float:
        parts: dict[int, list[int]] = {}
        for i in group:
            parts.setdefault(sigs[i][j], []).append(i)
        if len(parts) == 1:
            return math.inf
        total = sum(w[i] for i in group)
        p = candidates[j]
        value = 0.0
        for code, members in parts.items():
            share = sum(w[i] for i in members) / total
            value += share * ((1 if code == HIT_CODE or code == p else 2) + rest(tuple(members), d - 1))
        return value

    everyone = tuple(range(len(sigs)))
    best_j = min(useful, key=lambda j: _split_cost(everyone, j, depth))
    return candidates[best_j]


def _class_weights(lay: Layouts, candidates: list[int]) -> dict[tuple[int, ...], int]:
    """Layouts per class (their outcome codes on the candidate ports), over the whole set."""
    geo = lay.geo
    weights: dict[tuple[int, ...], int] = {}
    for occ in lay.every_layout():
        sig = tuple(trace_code(geo, occ, p) for p in candidates)
        weights[sig] = weights.get(sig, 0) + 1
    return weights


def _doubtful_port(lay: Layouts, candidates: list[int]) -> Optional[int]:
    """A port on which the consistent layouts disagree, found exactly, or None."""
    for p in candidates:
        if len(lay.outcomes(p, stop_at_two=True)) > 1:
            return p
    return None


def _ratio(table: Table, p: int, idx: Optional[Iterable[int]] = None) -> tuple[float, float]:
    """(entropy in bits, expected markers) of the ray from port p, over all samples or those in idx."""
    codes = table[p]
    counts = Counter(codes) if idx is None else Counter(codes[i] for i in idx)
    total = sum(counts.values())
    h = cost = 0.0
    for code, c in counts.items():
        q = c / total
        h -= q * math.log2(q)
        cost += q * (1 if code == HIT_CODE or code == p else 2)
    return h, cost


def _best_follow_up(table: Table, informative: list[int], p: int, idx: list[int]) -> tuple[float, float, float]:
    """(information per marker, entropy, expected markers) of the best second ray
    after the ray from p gave the samples in idx."""
    top = (0.0, 0.0, 1.0)
    for q in informative:
        if q == p:
            continue
        hq, cq = _ratio(table, q, idx)
        if hq / cq > top[0]:
            top = (hq / cq, hq, cq)
    return top


def _best_port(geo: Geometry, table: Table, informative: list[int], lookahead: int) -> int:
    """The port with the most information per marker, optionally judged over two rays."""
    scored = []
    for p in informative:
        h, c = _ratio(table, p)
        scored.append((h / c, h, c, p))
    scored.sort(reverse=True)
    if lookahead <= 0:
        return scored[0][3]
    best, best_val = scored[0][3], -1.0
    n = len(table[informative[0]])
    for _, h, c, p in scored[:lookahead]:
        groups: dict[int, list[int]] = {}
        for s, code in enumerate(table[p]):
            groups.setdefault(code, []).append(s)
        h2 = c2 = 0.0
        for idx in groups.values():
            if len(idx) < 2:
                continue
            w = len(idx) / n
            top = _best_follow_up(table, informative, p, idx)
            h2 += w * top[1]
            c2 += w * top[2]
        val = (h + h2) / (c + c2)
        if val > best_val:
            best, best_val = p, val
    return best
