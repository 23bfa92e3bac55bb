"""Soak and monkey test: run the real app for many frames and look for crashes.

    .venv/bin/python tools/soak.py --demo-frames 20000 --monkey-frames 20000 --seed 1
    nice -n 10 .venv/bin/python tools/soak.py --attract-minutes 120 --every-minutes 10 --monkey-frames 0

The demo part lets attract mode cycle through every game. The monkey part
presses random keys, clicks random spots and walks through every scene it
reaches (Quit and window closing are filtered out, the title is re-entered
when the stack empties). Prints frames run, scenes visited, frame-time
percentiles, wall time, peak memory (resident set of the app process and of
the largest worker) and the first exception, if any.

``--attract-minutes`` runs the demo part for that many minutes of game time
instead of ``--demo-frames``. Frames are stepped, never slept (``App.step``
advances a fixed 1/60 s), so two hours of attract mode take as long as the
machine needs to draw 432,000 frames. Every ``--every-minutes`` of game time
it prints the resident set now (VmRSS) and how full each cache of drawn
things is, to tell a leak (grows on) from caches filling (levels off).
"""

from __future__ import annotations

import argparse
import array
import collections
import gc
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


def rss_now_mb() -> float:
    """Resident memory of this process now (VmRSS), in MB; 0 where /proc has none."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def surface_bytes(cached: object) -> int:
    """Pixel bytes of the surfaces a cache holds: a byte-bounded one counts them itself; an
    lru_cache's referents are its keys and results."""
    import pygame

    counted = getattr(cached, "held_bytes", None)
    if isinstance(counted, int):
        return counted

    held = [x for x in gc.get_referents(cached) if isinstance(x, pygame.Surface)]
    return sum(x.get_width() * x.get_height() * x.get_bytesize() for x in held)


def cache_fill() -> dict[str, tuple[int, int | None, int]]:
    """Every lru_cache in the arcade's loaded modules: "module.function" -> (entries, bound, surface bytes)."""
    fill: dict[str, tuple[int, int | None, int]] = {}
    for name, module in sorted(sys.modules.items()):
        if not name.startswith(("scenes.", "game.")):
            continue
        for attr, value in vars(module).items():
            info = getattr(value, "cache_info", None)
            if callable(info) and not isinstance(value, type) and getattr(value, "__module__", None) == name:
                got = info()
                fill[f"{name.rsplit('.', 1)[-1]}.{attr}"] = (got.currsize, got.maxsize, surface_bytes(value))
    return fill


def mark(app: "App", started: float) -> None:
    """One line of the long attract soak: game minute, wall seconds, RSS, and the caches in use."""
    fill = cache_fill()
    used = ", ".join(
        f"{k} {n}/{b if b is not None else '-'}" + (f" {px / 1e6:.1f} MB" if px else "")
        for k, (n, b, px) in fill.items()
        if n
    )
    pixels = sum(px for _, _, px in fill.values()) / 1e6
    print(
        f"game min {app.time / 60:6.1f}  wall {time.perf_counter() - started:6.0f} s  "
        f"RSS {rss_now_mb():6.1f} MB  cached surfaces {pixels:5.1f} MB  "
        f"on {'/'.join(app.scene_names()[-2:])}  caches: {used}",
        flush=True,
    )


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
    app_mb: float | None = None,
) -> None:
    print(
        f"frames {len(times)} in {seconds:.0f} s, demo games seen: {sorted(games_seen)}, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    app_mb = peak_rss_mb() if app_mb is None else app_mb
    print(f"peak memory: app {app_mb:.0f} MB resident, worker {worker_mb:.0f} MB (largest seen)")
    print("scenes visited (frames on top): " + ", ".join(f"{k} {v}" for k, v in visited.most_common()))
    if times:
        print(
            f"frame ms: p50 {percentile(times, 50):.2f}  p99 {percentile(times, 99):.2f}  "
            f"max {max(times):.2f}; cpu ms (what other load cannot inflate): "
            f"p50 {percentile(cpu, 50):.2f}  p99 {percentile(cpu, 99):.2f}  max {max(cpu):.2f}"
        )
    for ms, where in reversed(slow):
        print(f"slow frame {ms:.1f} ms: {where}")


class DemoTimes:
    """The demo's frame times (wall and CPU ms) in arrays made whole at the start: a list
    growing by 432,000 floats over two game hours would itself be a creep of some 14 MB in
    the figures it is there to take."""

    def __init__(self, frames: int) -> None:
        self.wall, self.cpu = array.array("d", bytes(8 * frames)), array.array("d", bytes(8 * frames))
        self.done = 0

    def lists(self) -> tuple[list[float], list[float]]:
        return list(self.wall[: self.done]), list(self.cpu[: self.done])


def run_demo(
    app: "App", demo: DemoTimes, every: int, started: float, games_seen: set[str], worker_mb: list[float]
) -> None:
    """The attract part: ``len(demo.wall)`` frames, a :func:`mark` every ``every`` (0: none)."""
    for n in range(len(demo.wall)):
        if every and n % every == 0:
            mark(app, started)
        t0, c0 = time.perf_counter(), time.process_time()
        app.step(1)
        demo.wall[n] = (time.perf_counter() - t0) * 1000
        demo.cpu[n] = (time.process_time() - c0) * 1000
        demo.done = n + 1
        if n % 600 == 0:
            worker_mb.append(worker_peak_mb(app) or 0.0)
        top = app.stack.top
        current = getattr(top, "current_game", None) if top is not None else None
        if current:
            games_seen.add(current)
    if every:
        mark(app, started)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--demo-frames", type=int, default=6000)
    p.add_argument("--monkey-frames", type=int, default=6000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--attract-minutes", type=float, help="run the demo part this many game minutes instead")
    p.add_argument("--every-minutes", type=float, default=10.0, help="print RSS and caches every N game minutes")
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
    demo_peak = None
    started = time.perf_counter()
    demo_frames = args.demo_frames if args.attract_minutes is None else round(args.attract_minutes * 3600)
    every = max(1, round(args.every_minutes * 3600)) if args.attract_minutes is not None else 0
    demo = DemoTimes(demo_frames)
    try:
        run_demo(app, demo, every, started, games_seen, worker_mb)
        # the app's peak before the figures' own lists (432,000 floats each after two game hours: 28 MB)
        demo_peak = peak_rss_mb() if args.monkey_frames == 0 else None
        times, cpu = demo.lists()
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
        if not times:  # the demo part failed: its frames so far
            times, cpu = demo.lists()
        worker_mb.append(worker_peak_mb(app) or 0.0)
        app.close()
    report(times, cpu, slow, visited, games_seen, time.perf_counter() - started, max(worker_mb), demo_peak)
    if failure:
        print("FAILED:\n" + failure)
        return 1
    print("no exceptions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
