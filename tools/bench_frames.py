"""Frame-time benchmark: each scene for a few hundred frames at 1920x1080 output.

Prints startup-to-first-frame and p50 / p99 / max frame time per scene. Runs
headless (SDL dummy drivers) unless --display is given.

    .venv/bin/python tools/bench_frames.py [--frames 300] [--size 1920x1080]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, int(round(q / 100 * (len(ordered) - 1)))))
    return ordered[k]


def measure(app, frames: int) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds per frame (CPU time is what other load cannot inflate)."""
    wall, cpu = [], []
    for _ in range(frames):
        t0, c0 = time.perf_counter(), time.process_time()
        app.step(1)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return wall, cpu


def cold_start_seconds(size: str, runs: int = 3) -> list[float]:
    """Whole-process time for `main.py --frames 1`: interpreter, imports, window, first frame, exit."""
    import subprocess
    root = Path(__file__).resolve().parent.parent
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, str(root / "main.py"), "--windowed", "--size", size,
                        "--frames", "1"], check=True, cwd=root, env=dict(os.environ),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        out.append(time.perf_counter() - t0)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--display", action="store_true", help="use the real video driver")
    p.add_argument("--scanlines", action="store_true")
    args = p.parse_args()
    if not args.display:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-bench-")

    import main as arcade
    from scenes import registry
    from scenes.attract import AttractScene
    from scenes.controls import ControlsScene
    from scenes.settings_menu import SettingsScene

    t0 = time.perf_counter()
    app = arcade.create_app(["--windowed", "--size", args.size, "--seed", "1"])
    app.step(1)
    startup = time.perf_counter() - t0
    app.settings.data["scanlines"] = args.scanlines
    print(f"output {args.size}, scale x{app.display.fit.scale}, vsync={app.display.vsync}, "
          f"scanlines={args.scanlines}")
    colds = cold_start_seconds(args.size)
    print(f"startup to first frame: {startup * 1000:.0f} ms in process (after imports); "
          f"cold process start to exit after frame 1: "
          f"{', '.join(f'{c * 1000:.0f}' for c in colds)} ms")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{'scene':<28}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>8}{'cpu p50':>9}{'cpu p99':>9}")

    def report(label: str) -> None:
        measure(app, 30)                         # warm caches
        wall, cpu = measure(app, args.frames)
        print(f"{label:<28}{statistics.median(wall):>8.2f}{percentile(wall, 99):>8.2f}"
              f"{max(wall):>8.2f}{statistics.median(cpu):>9.2f}{percentile(cpu, 99):>9.2f}")

    def settle() -> None:
        while app.stack.fading:
            app.step(1)
        app.step(2)

    report("title")
    for label, scene in (("settings", SettingsScene(app)), ("controls", ControlsScene(app))):
        app.stack.push(scene)
        settle()
        report(label)
        app.stack.pop()
        settle()
    for entry in registry.games():
        app.stack.push(entry.start(app))
        settle()
        report(f"{entry.key}: first scene")
        app.stack.pop_to("title")
        settle()
        demo = AttractScene(app)
        demo.entries = [entry]
        demo.index = -1
        demo._next()
        app.stack.push(demo)
        settle()
        report(f"{entry.key}: demo play")
        app.stack.pop_to("title")
        settle()
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
