"""Benchmark the Black Hole solver over PySolFC deals START..END.

Prints the win rate, median / p95 / max seconds per deal, total seconds,
positions visited and the process's peak memory. Every winning line is
replayed to check it. Usage:
    .venv/bin/python tools/bench_patience.py --start 1 --end 2000
"""
from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.patience.cards import rank_of  # noqa: E402
from game.patience.deals import pysol_deal  # noqa: E402
from game.patience.solver import ANY, SolverStats, replay_wins, solve  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--end", type=int, default=200)
    ap.add_argument("--variant", default="classic", choices=["classic", "all_in_a_row"])
    ap.add_argument("--slowest", type=int, default=5, help="list the N slowest deals")
    ap.add_argument("--verbose", action="store_true", help="one line per deal")
    args = ap.parse_args()

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
            ranks = [[rank_of(c) for c in p] for p in piles]
            start = rank_of(foundation[-1]) if foundation else ANY
            if not replay_wins(ranks, start, line):
                raise SystemExit(f"deal {n}: the returned line does not win")
            wins += 1
        if args.verbose:
            print(f"deal {n}: {'win' if line else 'no win'} {dt:.3f}s {st.positions} positions",
                  flush=True)
    secs = sorted(t for t, _ in times)
    count = len(secs)
    p95 = secs[min(count - 1, int(round(0.95 * count)) - 1)]
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"deals {args.start}-{args.end} ({args.variant}): {wins}/{count} winnable "
          f"({100 * wins / count:.2f}%)")
    print(f"seconds per deal: median {statistics.median(secs):.4f}  p95 {p95:.3f}  "
          f"max {secs[-1]:.3f}  total {sum(secs):.1f}")
    print(f"positions visited: {positions}  ({positions / max(sum(secs), 1e-9):,.0f}/s)")
    print(f"peak memory: {peak_mb:.0f} MB")
    slow = sorted(times, reverse=True)[:args.slowest]
    print("slowest: " + ", ".join(f"{n} ({t:.2f}s)" for t, n in slow))


if __name__ == "__main__":
    main()
