"""Soak and monkey test: run the real app for many frames and look for crashes.

    .venv/bin/python tools/soak.py --demo-frames 20000 --monkey-frames 20000 --seed 1

The demo part lets attract mode cycle through every game. The monkey part
presses random keys, clicks random spots and walks through every scene it
reaches (Quit and window closing are filtered out, the title is re-entered
when the stack empties). Prints frames run, scenes visited, frame-time
percentiles, wall time, peak memory (resident set of the app process and of
the largest worker) and the first exception, if any.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import resource
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

if TYPE_CHECKING:
    from scenes.framework.app import App

KEYS = [
    "K_UP",
    "K_DOWN",
    "K_LEFT",
    "K_RIGHT",
    "K_RETURN",
    "K_SPACE",
    "K_ESCAPE",
    "K_TAB",
    "K_h",
    "K_p",
    "K_x",
    "K_z",
    "K_1",
    "K_5",
    "K_BACKSPACE",
]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q / 100 * (len(ordered) - 1)))]


def peak_rss_mb() -> float:
    """Peak resident memory of this process in MB."""
    scale = 1 / 1024 if sys.platform != "darwin" else 1 / (1024 * 1024)  # KB on Linux, bytes on macOS
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale


def worker_peak_mb(app: "App") -> float | None:
    """Peak resident memory (VmHWM) of the live worker process, where /proc tells it.

    Not RUSAGE_CHILDREN: a spawned child is forked first, so its peak counts the
    parent's pages at the fork and just repeats the app's figure.
    """
    proc = getattr(app.worker, "_proc", None)
    if proc is None or not proc.is_alive():
        return None
    try:
        for line in Path(f"/proc/{proc.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def poke(app: "App", rng: random.Random) -> str:
    """One random key press or click, posted as the devices would; says which."""
    import pygame

    from tools.harness.helpers import to_window

    if rng.random() < 0.75:
        key = getattr(pygame, rng.choice(KEYS))
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
        return pygame.key.name(key)
    pos = to_window(app, (rng.randrange(640), rng.randrange(360)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    button = 1 if rng.random() < 0.85 else 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False))
    return f"click {button} at {pos}"


def report(
    times: list[float],
    cpu: list[float],
    slow: list[tuple[float, str]],
    visited: collections.Counter[str],
    games_seen: set[str],
    seconds: float,
    worker_mb: float,
) -> None:
    print(
        f"frames {len(times)} in {seconds:.0f} s, demo games seen: {sorted(games_seen)}, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    print(f"peak memory: app {peak_rss_mb():.0f} MB resident, worker {worker_mb:.0f} MB (largest seen)")
    print("scenes visited (frames on top): " + ", ".join(f"{k} {v}" for k, v in visited.most_common()))
    if times:
        print(
            f"frame ms: p50 {percentile(times, 50):.2f}  p99 {percentile(times, 99):.2f}  "
            f"max {max(times):.2f}; cpu ms (what other load cannot inflate): "
            f"p50 {percentile(cpu, 50):.2f}  p99 {percentile(cpu, 99):.2f}  max {max(cpu):.2f}"
        )
    for ms, where in reversed(slow):
        print(f"slow frame {ms:.1f} ms: {where}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--demo-frames", type=int, default=6000)
    p.add_argument("--monkey-frames", type=int, default=6000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-soak-")
    import pygame

    import main as arcade

    rng = random.Random(args.seed)
    app = arcade.create_app(["--windowed", "--size", "640x360", "--demo", "--seed", str(args.seed)])
    times: list[float] = []
    slow: list[tuple[float, str]] = []  # the slowest frames and the scene on top
    visited: collections.Counter[str] = collections.Counter()
    games_seen: set[str] = set()
    cpu: list[float] = []
    worker_mb: list[float] = []
    failure = None
    started = time.perf_counter()
    try:
        for n in range(args.demo_frames):
            t0, c0 = time.perf_counter(), time.process_time()
            app.step(1)
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            if n % 600 == 0:
                worker_mb.append(worker_peak_mb(app) or 0.0)
            top = app.stack.top
            current = getattr(top, "current_game", None) if top is not None else None
            if current:
                games_seen.add(current)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.step(30)
        for n in range(args.monkey_frames):
            if n % 600 == 0:
                worker_mb.append(worker_peak_mb(app) or 0.0)
            poked = poke(app, rng) if rng.random() < 0.08 else ""
            before = "/".join(app.scene_names()[-2:])
            t0, c0 = time.perf_counter(), time.process_time()
            app.step(1)
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            after = "/".join(app.scene_names()[-2:])
            where = f"{before} -> {after} (frame {len(times)}, cpu {cpu[-1]:.0f} ms{', ' + poked if poked else ''})"
            slow = sorted(slow + [(times[-1], where)])[-5:]
            if not app.running:  # the monkey found Quit: start again at the title
                app.running = True
                if not app.stack.scenes:
                    from scenes.shell.title import TitleScene

                    app.stack.push(TitleScene(app))
                    app.stack.apply_pending()
            names = app.scene_names()
            visited[names[-1] if names else "-"] += 1
    except Exception:
        failure = traceback.format_exc()
    finally:
        worker_mb.append(worker_peak_mb(app) or 0.0)
        app.close()
    report(times, cpu, slow, visited, games_seen, time.perf_counter() - started, max(worker_mb))
    if failure:
        print("FAILED:\n" + failure)
        return 1
    print("no exceptions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
