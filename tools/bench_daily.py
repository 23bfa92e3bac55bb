"""Frame-time benchmark of the daily challenge screen against the daily record's length.

Issue 30 item 8: the daily screen's frame time grew with the record (it re-read and
re-parsed the whole record several times a frame). Prints p50 / p95 frame CPU time with
0, 1,500 and 4,000 counted days; the figures should not grow with the record.

    .venv/bin/python tools/bench_daily.py [--frames 300] [--days 0 1500 4000]
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.bench_frames import measure, percentile  # noqa: E402

TODAY = dt.date(2026, 6, 15)


def record(days: int) -> dict[str, dict]:
    """``days`` counted days ending yesterday, patience and Black Box both played."""
    first = TODAY - dt.timedelta(days=days)
    return {
        (first + dt.timedelta(days=i)).isoformat(): {
            "patience_won": i % 3 != 0,
            "patience_moves": 40 + i % 30,
            "blackbox_penalty": 10 + i % 9,
            "blackbox_par": 12,
        }
        for i in range(days)
    }


def bench(days: int, frames: int) -> tuple[float, float]:
    from scenes.daily.screen import DailyScene
    from tools.harness.helpers import make_app, quit_window

    app = make_app(home=tempfile.mkdtemp(prefix="bench-daily-"))
    app.stats.set("daily", record(days))
    app.stack.push(DailyScene(app, today=lambda: TODAY))
    app.step(30)  # the fade settles
    _wall, cpu = measure(app, frames)
    quit_window(app)
    return percentile(cpu, 50), percentile(cpu, 95)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--days", type=int, nargs="+", default=[0, 1500, 4000])
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"daily screen, {args.frames} frames each: frame CPU ms")
    for days in args.days:
        p50, p95 = bench(days, args.frames)
        print(f"  {days:>5} days   p50 {p50:6.2f}   p95 {p95:6.2f}")


if __name__ == "__main__":
    main()
