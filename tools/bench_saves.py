"""What one save of a game in progress costs on this machine.

A play scene saves its session after every move (KeptGames.save: JSON, a
temporary file, fsync, rename). This replays a real numbers match and saves
the session after each move, as the game does, a few hundred times, and
prints p50 / p99 / max of the time the caller waits. With --threaded the
saves go through KeptGames' background writer, so the figure is what the
frame loop pays; without it, the whole write.

    .venv/bin/python tools/bench_saves.py [--saves 300] [--folder DIR] [--threaded] [--every-ms 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def match_snapshots(seed: int) -> list[dict[str, Any]]:
    """The session's JSON after each move of a whole random numbers match, as the scene saves it."""
    from game.midend import Session
    from game.numbers import BACKEND

    rng = random.Random(seed)
    session = Session.new(BACKEND, {"board": "normal2", "scoring": "most", "first": 0, "levels": [0, 2]}, seed)
    out = []
    while not session.state.is_terminal():
        session.play(rng.choice(list(session.state.legal_actions())))
        out.append(session.to_json())
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--saves", type=int, default=300)
    p.add_argument("--folder", type=Path, help="where to save (default: a fresh folder in the temp dir)")
    p.add_argument("--threaded", action="store_true", help="save through the background writer")
    p.add_argument(
        "--every-ms",
        type=float,
        default=0.0,
        help="pause between saves, as between moves (the writer then writes each one)",
    )
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()

    from scenes.framework.kept import KeptGames

    snapshots = match_snapshots(args.seed)
    folder = args.folder or Path(tempfile.mkdtemp(prefix="bha-saves-"))
    kept = KeptGames(folder, background=args.threaded)
    sizes = [len(str(s)) for s in snapshots]
    waits: list[float] = []
    t_all = time.perf_counter()
    for i in range(args.saves):
        data = snapshots[i % len(snapshots)]
        t0 = time.perf_counter()
        kept.save("numbers", data)
        waits.append((time.perf_counter() - t0) * 1000)
        if args.every_ms:
            time.sleep(args.every_ms / 1000)
    t0 = time.perf_counter()
    kept.flush()
    flush_ms = (time.perf_counter() - t0) * 1000
    total = time.perf_counter() - t_all
    kept.close()
    notices = kept.take_notices()
    print(
        f"{args.saves} saves of a numbers session ({min(sizes)}-{max(sizes)} chars, "
        f"{len(snapshots)} moves a match) in {folder}, {'background writer' if args.threaded else 'inline'}"
    )
    print(
        f"caller waits ms: p50 {statistics.median(waits):.3f}  p99 {percentile(waits, 99):.3f}  "
        f"max {max(waits):.3f}; final flush {flush_ms:.1f} ms; {total:.2f} s in all"
    )
    if args.threaded:
        print(f"files written by the writer: {kept.writes_done} (latest wins per game)")
    for notice in notices:
        print("notice:", notice)
    return 1 if notices else 0


if __name__ == "__main__":
    sys.exit(main())
