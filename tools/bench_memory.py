"""Memory bench: drive the real app through the same trips again and again and watch what grows.

    nice -n 10 .venv/bin/python tools/bench_memory.py --cycles 300 --every 50
    nice -n 10 .venv/bin/python tools/bench_memory.py --scenario pause --cycles 300 --no-trace

Each scenario is one round trip a player makes many times in an evening
(open and close the pause menu, the settings, the rules, a confirm
question, Continue or abandon a kept game, each game's setup -> play ->
pause -> quit to title, the attract demo). A trip that leaves the app where
it started must leave memory where it started too: after a warm-up (caches
filling on first use), the resident set (VmRSS from /proc/self/status) and
the Python heap (tracemalloc) should stay flat however many cycles run.
The tool prints both after every ``--every`` cycles and, at the end of each
scenario, the allocation sites that grew the most since the warm-up.

SDL surfaces live outside the Python heap, so a leak of pygame surfaces
shows in RSS only; a leak of Python objects shows in both. The cycle
collector is left to run when it likes (as in the app; --collect runs it
before each print): what only it frees, such as a menu's pygame_gui manager
dropped without being emptied, piles up between its runs and counts here.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import TYPE_CHECKING, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

if TYPE_CHECKING:
    from scenes.framework.app import App

from game.catalogue import GAMES as CATALOGUE  # noqa: E402
from tools.soak import rss_now_mb as rss_mb  # noqa: E402  (one home for reading the resident set)

GAMES = tuple(game.key for game in CATALOGUE)  # every game of the catalogue, in menu order


# -- getting around, through the real event queue -------------------------------------------------
def key(app: "App", name: str, frames: int = 2) -> None:
    import pygame

    from tools.harness.helpers import press_key

    press_key(app, getattr(pygame, name), frames=frames)


def settle(app: "App") -> None:
    from tools.harness.helpers import settle as _settle

    _settle(app)


def to_title(app: "App") -> None:
    app.running = True
    app.stack.pop_to("title")
    settle(app)


def start_game(app: "App", game: str) -> None:
    """The game's setup screen, then its Start button: the play scene on top."""
    from scenes.framework.menu import Button, MenuScene
    from scenes.play import entries

    entry = entries.find(game)
    assert entry is not None, game
    app.stack.push(entry.start(app))
    settle(app)
    top = app.stack.top
    if isinstance(top, MenuScene):
        start = next(i for i in top.items if isinstance(i, Button) and i.label == "Start")
        start.action()
        app.step(1)
        settle(app)


def hover(app: "App", rng: random.Random, n: int = 4) -> None:
    """Move the mouse over a few spots (menus redraw hovered buttons)."""
    from tools.harness.helpers import move_mouse

    for _ in range(n):
        move_mouse(app, (rng.randrange(160, 480), rng.randrange(80, 300)))


# -- the trips --------------------------------------------------------------------------------------
def trip_pause(app: "App", rng: random.Random) -> None:
    key(app, "K_p")
    for name in ("K_DOWN", "K_DOWN", "K_UP", "K_UP"):
        key(app, name)
    hover(app, rng)
    key(app, "K_p")


def trip_settings(app: "App", rng: random.Random) -> None:
    key(app, "K_p")
    key(app, "K_DOWN")
    key(app, "K_DOWN")
    key(app, "K_RETURN")  # Settings
    settle(app)
    for _ in range(4):
        key(app, "K_DOWN")
    key(app, "K_RIGHT")  # key repeat speed: a harmless setting
    key(app, "K_LEFT")
    hover(app, rng)
    key(app, "K_ESCAPE")  # back to the pause menu
    key(app, "K_p")  # and to the game


def trip_rules(app: "App", rng: random.Random) -> None:
    key(app, "K_p")
    key(app, "K_DOWN")
    key(app, "K_RETURN")  # Rules
    settle(app)
    for _ in range(3):
        key(app, "K_RIGHT", frames=8)
    key(app, "K_ESCAPE")
    key(app, "K_p")


def trip_confirm(app: "App", rng: random.Random) -> None:
    title = app.stack.top
    title._ask_quit()  # "Quit the arcade?" as the Quit button asks it
    app.step(2)
    key(app, "K_DOWN")
    hover(app, rng, 2)
    key(app, "K_ESCAPE")
    settle(app)


def quit_to_title(app: "App") -> None:
    """Pause (P, else the game's own open_pause when a dialog of the game took the key),
    then the pause menu's Quit to title, which keeps the game."""
    from scenes.framework.scene import GameScene

    key(app, "K_p")
    game = app.stack.top
    if isinstance(game, GameScene):
        game.open_pause()
        app.step(2)
    pause = app.stack.top
    assert pause is not None and pause.name == "pause", app.scene_names()
    pause._quit_to_title()
    app.step(1)
    settle(app)


def trip_continue(app: "App", rng: random.Random) -> None:
    """Continue the kept game from the title, or abandon it and start anew (alternately)."""
    from scenes.play import entries

    game = GAMES[rng.randrange(len(GAMES))]
    entry = entries.find(game)
    title = app.stack.top
    if game not in app.kept.keys():
        start_game(app, game)
        app.step(20)
        quit_to_title(app)
        if game not in app.kept.keys():  # nothing played yet: nothing kept to continue
            return
    title._start(entry)  # kept: "Abandon the kept ... game?"
    app.step(2)
    confirm = app.stack.top
    assert confirm is not None and confirm.name == "confirm", app.scene_names()
    if rng.random() < 0.5:
        confirm.items[0].action()  # Continue it
    else:
        confirm.items[1].action()  # Abandon it, start anew
    app.step(1)
    settle(app)
    top = app.stack.top
    if top is not None and top.name.endswith("setup"):
        to_title(app)
        return
    app.step(20)
    quit_to_title(app)


def trip_games(app: "App", rng: random.Random) -> None:
    """Each game: setup -> play a little (random keys) -> pause -> quit to title."""
    from scenes.framework.scene import GameScene

    for game in GAMES:
        app.forget_game(game)
        start_game(app, game)
        for _ in range(30):
            if rng.random() < 0.3:
                k = rng.choice(("K_UP", "K_DOWN", "K_LEFT", "K_RIGHT", "K_RETURN", "K_SPACE"))
                key(app, k, frames=1)
            else:
                app.step(1)
        if app.stack.top is not None and app.stack.top.name in ("pause", "confirm", "rules"):
            key(app, "K_ESCAPE")
        if isinstance(app.stack.top, GameScene):
            quit_to_title(app)
        else:
            to_title(app)
        assert app.scene_names() == ["title"], app.scene_names()


def trip_attract(app: "App", rng: random.Random) -> None:
    from scenes.shell.attract import AttractScene

    app.stack.push(AttractScene(app), "fade")
    settle(app)
    app.step(180)
    key(app, "K_SPACE")
    settle(app)
    to_title(app)


def trip_monkey(app: "App", rng: random.Random) -> None:
    """600 frames of random keys and clicks anywhere (tools/soak.py's monkey), Quit filtered out."""
    from tools.soak import poke

    for _ in range(600):
        if rng.random() < 0.08:
            poke(app, rng)
        app.step(1)
        if not app.running or not app.stack.scenes:  # the monkey found Quit: back to the title
            app.running = True
            if not app.stack.scenes:
                app.stack.push(app.wiring.title(app))
                app.stack.apply_pending()


Trip = Callable[["App", random.Random], None]
# name -> (the trip, the game to start first, or "" to stay on the title)
SCENARIOS: dict[str, tuple[Trip, str]] = {
    "pause": (trip_pause, "stars"),
    "settings": (trip_settings, "numbers"),
    "rules": (trip_rules, "blackbox"),
    "confirm": (trip_confirm, ""),
    "continue": (trip_continue, ""),
    "games": (trip_games, ""),
    "attract": (trip_attract, ""),
    "monkey": (trip_monkey, ""),
}


def run_scenario(
    app: "App",
    name: str,
    cycles: int,
    every: int,
    warmup: int,
    top: int,
    trace: bool,
    seed: int,
    collect: bool = False,
) -> tuple[float, float]:
    """Run ``cycles`` trips after ``warmup`` ones; print RSS (and the traced heap) every ``every``.
    Returns (RSS after the warm-up, RSS at the end) in MB."""
    trip, game = SCENARIOS[name]
    rng = random.Random(seed)
    to_title(app)
    if game:
        start_game(app, game)
    for _ in range(warmup):
        trip(app, rng)
    gc.collect()
    if trace:
        tracemalloc.start(8)
        before = tracemalloc.take_snapshot()
    start_rss = rss_mb()
    t0 = time.perf_counter()
    heap = f", heap {tracemalloc.get_traced_memory()[0] / 1e6:6.2f} MB" if trace else ""
    print(
        f"{name:>9} after {warmup:4d} warm-up trips: RSS {start_rss:7.1f} MB{heap}  ({app.scene_names()})", flush=True
    )
    for n in range(1, cycles + 1):
        trip(app, rng)
        if n % every == 0 or n == cycles:
            if collect:  # off by default: the app never collects by hand, so neither does the measure
                gc.collect()
            heap = f", heap {tracemalloc.get_traced_memory()[0] / 1e6:6.2f} MB" if trace else ""
            print(
                f"{name:>9} after {n:4d} trips: RSS {rss_mb():7.1f} MB "
                f"({rss_mb() - start_rss:+6.1f}){heap}, {time.perf_counter() - t0:5.1f} s, "
                f"on {'/'.join(app.scene_names()[-2:])}",
                flush=True,
            )
    end_rss = rss_mb()
    if trace:
        after = tracemalloc.take_snapshot()
        tracemalloc.stop()
        noise = (tracemalloc.Filter(False, tracemalloc.__file__),)
        stats = after.filter_traces(noise).compare_to(before.filter_traces(noise), "lineno")
        print(f"  biggest growth over {cycles} trips:")
        for stat in stats[:top]:
            if stat.size_diff <= 0:
                break
            print(f"    {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks  {stat.traceback[0]}")
    if game:
        to_title(app)
    return start_rss, end_rss


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--scenario",
        action="append",
        choices=sorted(SCENARIOS),
        help="one scenario (repeatable); default: all but the monkey",
    )
    p.add_argument("--cycles", type=int, default=100, help="trips per scenario after the warm-up")
    p.add_argument("--every", type=int, default=25, help="print memory after every N trips")
    p.add_argument("--warmup", type=int, default=5, help="trips before measuring (caches fill)")
    p.add_argument("--top", type=int, default=8, help="allocation sites to list per scenario")
    p.add_argument("--no-trace", action="store_true", help="RSS only (tracemalloc slows frames 3-5x)")
    p.add_argument("--collect", action="store_true", help="run the cycle collector before each print")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["BHA_HOME"] = tempfile.mkdtemp(prefix="bha-mem-")
    from tools.harness.helpers import make_app

    print(f"RSS at start {rss_mb():.1f} MB")
    app = make_app("--seed", str(args.seed))
    print(f"RSS with the app on its title {rss_mb():.1f} MB")
    summary = []
    try:
        for name in args.scenario or [n for n in SCENARIOS if n != "monkey"]:
            start, end = run_scenario(
                app,
                name,
                args.cycles,
                max(1, args.every),
                args.warmup,
                args.top,
                not args.no_trace,
                args.seed,
                args.collect,
            )
            summary.append((name, start, end))
    finally:
        app.close()
    print("summary (RSS after warm-up -> after the trips):")
    for name, start, end in summary:
        print(f"  {name:>9}: {start:7.1f} -> {end:7.1f} MB ({end - start:+.1f} MB over {args.cycles} trips)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
