"""Frame-time benchmark: each scene for a few hundred frames at 1920x1080 output.

Prints startup-to-first-frame and p50 / p99 / max frame time per scene, the
worst frame of opening each menu ("menu open": building the menu plus the
frames until its fade has settled), and the attract demo's frame times while
the computer thinks, optionally with N CPU-bound processes competing for the
cores (--load N). Runs headless (SDL dummy drivers) unless --display is given.

    .venv/bin/python tools/bench_frames.py [--frames 300] [--size 1920x1080]
    .venv/bin/python tools/bench_frames.py --only scenes --size 1920x1080 --size 3840x2160   (prints the ratio)
    .venv/bin/python tools/bench_frames.py --present surface ...   (the old software path, for comparison)
    .venv/bin/python tools/bench_frames.py --only menus
    .venv/bin/python tools/bench_frames.py --only thinking --load 2 --frames 1500
"""

from __future__ import annotations

import argparse
import functools
import multiprocessing as mp
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

if TYPE_CHECKING:
    from scenes.framework.app import App


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


def busy_loop() -> None:
    """A CPU-bound process competing with the app (--load)."""
    x = 0
    while True:
        x = (x * 1103515245 + 12345) & 0xFFFFFFFF


def start_load(n: int) -> list[mp.process.BaseProcess]:
    ctx = mp.get_context("spawn")
    procs: list[mp.process.BaseProcess] = [
        ctx.Process(target=busy_loop, daemon=True, name="bench-load") for _ in range(n)
    ]
    for proc in procs:
        proc.start()
    return procs


def stop_load(procs: list[mp.process.BaseProcess]) -> None:
    for proc in procs:
        proc.terminate()
    for proc in procs:
        proc.join(2.0)


def cold_start_seconds(size: str, runs: int = 3) -> list[float]:
    """Whole-process time for `main.py --frames 1`: interpreter, imports, window, first frame, exit."""
    import subprocess

    root = Path(__file__).resolve().parent.parent
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, str(root / "main.py"), "--windowed", "--size", size, "--frames", "1"],
            check=True,
            cwd=root,
            env=dict(os.environ),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        out.append(time.perf_counter() - t0)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--size", action="append", help="output size WxH (repeatable: each in turn, then the ratios)")
    p.add_argument(
        "--present", choices=("renderer", "surface"), default="renderer", help="how the canvas reaches the window"
    )
    p.add_argument("--display", action="store_true", help="use the real video driver")
    p.add_argument("--scanlines", action="store_true")
    p.add_argument(
        "--only",
        choices=("scenes", "menus", "thinking"),
        action="append",
        help="run only these parts (repeatable; default: all)",
    )
    p.add_argument(
        "--load", type=int, default=0, metavar="N", help="run N CPU-bound busy processes during the 'thinking' part"
    )
    args = p.parse_args()
    parts = set(args.only or ("scenes", "menus", "thinking"))
    if not args.display:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["BHA_PRESENT"] = args.present
    sizes = args.size or ["1920x1080"]
    medians: dict[str, float] = {}
    for size in sizes:
        os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-bench-")
        medians[size] = bench_size(args, size, parts)
    if len(sizes) > 1:
        first = sizes[0]
        for size in sizes[1:]:
            print(
                f"frame CPU p50 (median over scenes) {size}: {medians[size]:.2f} ms, {first}: {medians[first]:.2f} ms"
                f" -> ratio {medians[size] / medians[first]:.2f} ({args.present} path)"
            )
    return 0


def bench_size(args: argparse.Namespace, size: str, parts: set[str]) -> float:
    """Every part at one output size; returns the median over scenes of the CPU p50 (ms)."""
    import main as arcade
    from scenes.play import entries
    from scenes.shell.attract import AttractScene
    from scenes.shell.controls import ControlsScene
    from scenes.shell.settings_menu import SettingsScene

    t0 = time.perf_counter()
    app = arcade.create_app(["--windowed", "--size", size, "--seed", "1"])
    app.step(1)
    startup = time.perf_counter() - t0
    app.settings.data["scanlines"] = args.scanlines
    d = app.display
    print(
        f"output {size}, scale x{d.fit.scale}, {args.present} path ({d.renderer_name}, "
        f"gpu={d.accelerated}), vsync={d.vsync}, scanlines={args.scanlines}"
    )
    cpu_p50s: list[float] = []
    if "scenes" in parts:
        colds = cold_start_seconds(size)
        print(
            f"startup to first frame: {startup * 1000:.0f} ms in process (after imports); "
            f"cold process start to exit after frame 1: "
            f"{', '.join(f'{c * 1000:.0f}' for c in colds)} ms"
        )
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")

    def report(label: str) -> None:
        measure(app, 30)  # warm caches
        wall, cpu = measure(app, args.frames)
        cpu_p50s.append(statistics.median(cpu))
        print(
            f"{label:<28}{statistics.median(wall):>8.2f}{percentile(wall, 99):>8.2f}"
            f"{max(wall):>8.2f}{statistics.median(cpu):>9.2f}{percentile(cpu, 99):>9.2f}"
        )

    def settle() -> None:
        while app.stack.fading:
            app.step(1)
        app.step(2)

    if "scenes" in parts:
        print(f"{'scene':<28}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>8}{'cpu p50':>9}{'cpu p99':>9}")
        report("title")
        for label, scene in (("settings", SettingsScene(app)), ("controls", ControlsScene(app))):
            app.stack.push(scene)
            settle()
            report(label)
            app.stack.pop()
            settle()
        for entry in entries.games():
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
    if "menus" in parts:
        menu_open(app, settle)
    if "thinking" in parts:
        thinking(app, args.frames, args.load)
    app.close()
    return statistics.median(cpu_p50s) if cpu_p50s else 0.0


def menu_open(app: "App", settle: Callable[[], None]) -> None:
    """The worst frame of opening each menu: building it counts in the frame that asks for it."""
    from scenes.framework.confirm import ConfirmScene
    from scenes.framework.scene import GameScene
    from scenes.play import entries
    from scenes.shell.settings_menu import SettingsScene
    from scenes.shell.title import TitleScene

    def open_worst(factory: Callable[[], Any], repeats: int = 5) -> tuple[float, float, float]:
        """Median and worst (over repeats) of the worst wall frame, and the median worst CPU frame, in ms."""
        worst_wall, worst_cpu = [], []
        for _ in range(repeats):
            depth = len(app.stack.scenes)
            t0, c0 = time.perf_counter(), time.process_time()
            app.stack.push(factory())  # as a scene does while handling the key press
            app.step(1)
            wall = [(time.perf_counter() - t0) * 1000]
            cpu = [(time.process_time() - c0) * 1000]
            for _ in range(20):  # the fade and the first draws
                w, c = measure(app, 1)
                wall += w
                cpu += c
            worst_wall.append(max(wall))
            worst_cpu.append(max(cpu))
            while len(app.stack.scenes) > depth:
                app.stack.pop()
                settle()
        return statistics.median(worst_wall), max(worst_wall), statistics.median(worst_cpu)

    print(f"{'menu open (worst frame)':<28}{'median':>8}{'worst':>8}{'cpu med':>8}")

    def line(label: str, factory: Callable[[], Any]) -> None:
        med, worst, cpu = open_worst(factory)
        print(f"{label:<28}{med:>8.2f}{worst:>8.2f}{cpu:>8.2f}")

    line("title", lambda: TitleScene(app))
    line("settings", lambda: SettingsScene(app))
    line(
        "confirm",
        lambda: ConfirmScene(app, "Abandon the kept game?", [("Keep it", lambda: None), ("Abandon", lambda: None)]),
    )
    for entry in entries.games():
        line(f"{entry.key}: setup", functools.partial(entry.start, app))
    game = entries.games()[0].demo(app, 1)
    assert isinstance(game, GameScene)
    app.stack.push(game)
    settle()
    line("pause", lambda: app.wiring.pause(app, game))
    line("settings over pause", lambda: SettingsScene(app, overlay=True))
    app.stack.pop_to("title")
    settle()


def thinking(app: "App", frames: int, load: int) -> None:
    """The attract demo of the turn-based games: frame times while the computer thinks."""
    from scenes.play import entries
    from scenes.shell.attract import AttractScene

    procs = start_load(load)
    try:
        time.sleep(0.5 if load else 0)
        for entry in entries.games():
            demo = AttractScene(app)
            demo.entries = [entry]
            demo.index = -1
            demo._next()
            turns = getattr(demo.child, "turns", None)
            if turns is None:
                continue
            app.stack.push(demo)
            while app.stack.fading:
                app.step(1)
            wall, cpu = [], []
            for _ in range(frames):
                was = turns.thinking if demo.child is not None else False
                w, c = measure(app, 1)
                turns = getattr(demo.child, "turns", turns)
                if was:
                    wall += w
                    cpu += c
            app.stack.pop_to("title")
            while app.stack.fading:
                app.step(1)
            if wall:
                print(
                    f"{entry.key} demo, computer thinking, load {load}: {len(wall)} frames, "
                    f"p50 {statistics.median(wall):.2f}  p99 {percentile(wall, 99):.2f}  "
                    f"max {max(wall):.2f} ms (cpu p99 {percentile(cpu, 99):.2f})"
                )
    finally:
        stop_load(procs)


if __name__ == "__main__":
    sys.exit(main())
