"""Benchmark the Black Hole solver: whole deals, or hints from played positions.

Deal mode (default) solves PySolFC deals START..END and prints the win rate,
median / p95 / max seconds per deal, the total, positions visited, peak
memory and the slowest deals; every winning line is replayed to check it.

Hint mode (--hints) is what a player waits for: it plays GAMES games (half
random legal play until stuck, half the solver's own line on winnable deals,
deals drawn from a seeded generator), takes POSITIONS positions spread along
each game (its start and end included) and times `solve` from each,
printing p50 / p95 / max.
Usage:
    .venv/bin/python tools/bench_patience.py --start 1 --end 2000
    .venv/bin/python tools/bench_patience.py --variant all_in_a_row --end 500
    .venv/bin/python tools/bench_patience.py --hints --games 200
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.patience.cards import rank_of
from game.patience.deals import pysol_deal
from game.patience.solver import ANY, SolverStats, replay_wins, solve

Deal = tuple[list[list[str]], list[str]]


def _percentile(sorted_secs: list[float], q: float) -> float:
    """The nearest-rank percentile of an ascending list."""
    return sorted_secs[min(len(sorted_secs) - 1, max(0, round(q * len(sorted_secs)) - 1))]


def _check_line(piles: list[list[str]], foundation: list[str], line: list[int], what: str) -> None:
    ranks = [[rank_of(c) for c in p] for p in piles]
    start = rank_of(foundation[-1]) if foundation else ANY
    if not replay_wins(ranks, start, line):
        raise SystemExit(f"{what}: the returned line does not win")


def bench_deals(args: argparse.Namespace) -> None:
    """Solve every deal in the range; print the distribution and the slowest."""
    times: list[tuple[float, int]] = []
    wins = 0
    positions = 0
    for n in range(args.start, args.end + 1):
        piles, foundation = pysol_deal(n, args.variant)
        st = SolverStats()
        t0 = time.perf_counter()
        line = solve(piles, foundation, st)
        dt = time.perf_counter() - t0
        times.append((dt, n))
        positions += st.positions
        if line is not None:
            _check_line(piles, foundation, line, f"deal {n}")
            wins += 1
        if args.verbose:
            print(f"deal {n}: {'win' if line else 'no win'} {dt:.3f}s {st.positions} positions", flush=True)
    secs = sorted(t for t, _ in times)
    count = len(secs)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"deals {args.start}-{args.end} ({args.variant}): {wins}/{count} winnable ({100 * wins / count:.2f}%)")
    print(
        f"seconds per deal: median {statistics.median(secs):.4f}  p95 {_percentile(secs, 0.95):.3f}  "
        f"max {secs[-1]:.3f}  total {sum(secs):.1f}"
    )
    print(f"positions visited: {positions}  ({positions / max(sum(secs), 1e-9):,.0f}/s)")
    print(f"peak memory: {peak_mb:.0f} MB")
    slow = sorted(times, reverse=True)[: args.slowest]
    print("slowest: " + ", ".join(f"{n} ({t:.2f}s)" for t, n in slow))


def _random_line(deal: Deal, rng: random.Random) -> list[int]:
    """Random legal plays until no play is left (how a careless player loses)."""
    piles = [list(p) for p in deal[0]]
    top = rank_of(deal[1][-1]) if deal[1] else ANY
    line: list[int] = []
    while True:
        moves = [i for i, p in enumerate(piles) if p and (top == ANY or (rank_of(p[-1]) - top) % 13 in (1, 12))]
        if not moves:
            return line
        i = rng.choice(moves)
        top = rank_of(piles[i].pop())
        line.append(i)


def _positions_along(deal: Deal, line: list[int], k: int) -> list[Deal]:
    """Up to k positions spread evenly along a line (the start included)."""
    steps = sorted({round(j * len(line) / max(1, k - 1)) for j in range(k)}) if line else [0]
    out: list[Deal] = []
    piles = [list(p) for p in deal[0]]
    found = list(deal[1])
    for played, i in enumerate([*line, -1]):
        if played in steps:
            out.append(([list(p) for p in piles], list(found)))
        if i >= 0:
            found.append(piles[i].pop())
    return out


def bench_hints(args: argparse.Namespace) -> None:
    """Time `solve` from positions of played games, as the hint button does."""
    rng = random.Random(args.seed)
    secs: list[tuple[float, str]] = []
    for g in range(args.games):
        number = rng.randint(1, 1_000_000)
        deal = pysol_deal(number, args.variant)
        if g % 2:
            line = solve(*deal) or _random_line(deal, rng)
            kind = "solver"
        else:
            line = _random_line(deal, rng)
            kind = "random"
        for piles, found in _positions_along(deal, line, args.positions):
            t0 = time.perf_counter()
            hint = solve(piles, found)
            dt = time.perf_counter() - t0
            if hint is not None:
                _check_line(piles, found, hint, f"deal {number}")
            secs.append((dt, f"deal {number} {kind} after {len(found) - len(deal[1])}"))
    only = sorted(t for t, _ in secs)
    print(f"hints ({args.variant}): {len(only)} positions from {args.games} games")
    print(
        f"seconds per hint: p50 {_percentile(only, 0.5):.4f}  p95 {_percentile(only, 0.95):.4f}  "
        f"max {only[-1]:.3f}  total {sum(only):.1f}"
    )
    slow = sorted(secs, reverse=True)[: args.slowest]
    print("slowest: " + ", ".join(f"{what} ({t:.2f}s)" for t, what in slow))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--end", type=int, default=200)
    ap.add_argument("--variant", default="classic", choices=["classic", "all_in_a_row"])
    ap.add_argument("--slowest", type=int, default=5, help="list the N slowest deals")
    ap.add_argument("--verbose", action="store_true", help="one line per deal")
    ap.add_argument("--hints", action="store_true", help="time hints from played positions")
    ap.add_argument("--games", type=int, default=200, help="hint mode: games played")
    ap.add_argument("--positions", type=int, default=6, help="hint mode: positions per game")
    ap.add_argument("--seed", type=int, default=13, help="hint mode: seed of the deal numbers")
    args = ap.parse_args()
    if args.hints:
        bench_hints(args)
    else:
        bench_deals(args)


if __name__ == "__main__":
    main()
