"""Benchmark the Hex Black Box computer getter on seeded random boxes.

Prints, per box size: penalty (mean / median / worst), markers, wrong atoms,
fully-correct share and seconds per decision (mean / worst; wall clock, and the
process's CPU time, which a busy machine inflates less).  --first and --boxes
pick a range of boxes, so a sample can be re-run or split across runs.

    nice -n 10 .venv/bin/python tools/bench_blackbox.py --boxes 100 --sizes 4x6
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.blackbox import cells, equivalent, fire, getter_move, markers_used, penalty, setter_layout, wrong_stones  # noqa: E402


def play(radius: int, n_atoms: int, atoms: frozenset, level: int, seed: int) -> dict:
    """One round of the computer getter on `atoms`; returns its figures."""
    shots: dict = {}
    times, cpu = [], []
    while True:
        t, c = time.perf_counter(), time.process_time()
        move = getter_move(radius, n_atoms, shots, level, seed=seed * 1000 + len(shots))
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        if move[0] == "announce":
            break
        shots[move[1]] = fire(radius, atoms, move[1])
    return {
        "penalty": penalty(radius, atoms, shots, move[1]),
        "markers": markers_used(shots),
        "wrong": 0 if equivalent(radius, atoms, move[1]) else wrong_stones(atoms, move[1]),
        "correct": equivalent(radius, atoms, move[1]),
        "times": times,
        "cpu": cpu,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boxes", type=int, default=100)
    ap.add_argument("--sizes", default="3x4,4x6,5x8", help="radius x atoms, comma separated")
    ap.add_argument("--level", type=int, default=3)
    ap.add_argument("--setter", type=int, default=0, help="0: uniform random boxes; 1-3: the computer setter's level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="index of the first box (boxes first .. first+boxes-1)")
    ap.add_argument("--per-box", action="store_true", help="print one line per box")
    args = ap.parse_args()
    for size in args.sizes.split(","):
        radius, n_atoms = (int(x) for x in size.split("x"))
        rows = []
        for b in range(args.first, args.first + args.boxes):
            seed = args.seed * 100003 + b
            if args.setter:
                atoms = setter_layout(radius, n_atoms, args.setter, seed=seed)
            else:
                atoms = frozenset(random.Random(seed).sample(cells(radius), n_atoms))
            rows.append(play(radius, n_atoms, atoms, args.level, seed))
            if args.per_box:
                r = rows[-1]
                print(
                    f"  box {b}: penalty {r['penalty']} markers {r['markers']} correct {r['correct']} "
                    f"rays {len(r['times'])} worst {max(r['times']):.3f}s (cpu {max(r['cpu']):.3f}s)",
                    flush=True,
                )
        pens = [r["penalty"] for r in rows]
        times = [t for r in rows for t in r["times"]]
        cpu = [t for r in rows for t in r["cpu"]]
        print(
            f"radius {radius} atoms {n_atoms} level {args.level} boxes {len(rows)}: "
            f"penalty mean {statistics.mean(pens):.2f} median {statistics.median(pens):g} worst {max(pens)} | "
            f"markers mean {statistics.mean(r['markers'] for r in rows):.2f} | "
            f"wrong atoms total {sum(r['wrong'] for r in rows)} | "
            f"fully correct {sum(r['correct'] for r in rows)}/{len(rows)} | "
            f"s/decision mean {statistics.mean(times):.3f} worst {max(times):.3f} "
            f"(cpu mean {statistics.mean(cpu):.3f} worst {max(cpu):.3f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
