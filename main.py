"""Black Hole Arcade: run ``python main.py`` or the installed ``black-hole-arcade`` (see --help).

This is where the framework meets the games: the app (scenes/framework/)
knows no game, so the title, pause and attract scenes and the game list are
handed to it here.
"""

from __future__ import annotations

import multiprocessing
import os
import sys

if __name__ == "__main__":
    # first thing: in a frozen bundle the worker process re-runs this file, and must become the worker
    multiprocessing.freeze_support()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from scenes.framework import launch  # noqa: E402
from scenes.framework.app import App, Wiring, parse_args  # noqa: E402
from scenes.framework.scene import GameScene, Scene  # noqa: E402
from scenes.play import entries
from scenes.shell.attract import AttractScene
from scenes.shell.pause import PauseScene
from scenes.shell.stats_schema import arcade_stats  # noqa: E402
from scenes.shell.title import TitleScene


def _title(app: App) -> Scene:
    return TitleScene(app)


def _attract(app: App) -> Scene:
    return AttractScene(app)


def _start_game(app: App, key: str) -> Scene | None:
    entry = entries.find(key)
    return None if entry is None else entry.start(app)


def _game_keys() -> list[str]:
    return [e.key for e in entries.games()]


def _pause(app: App, game: GameScene) -> Scene:
    return PauseScene(app, game)


WIRING = Wiring(
    title=_title,
    attract=_attract,
    start_game=_start_game,
    game_keys=_game_keys,
    pause=_pause,
    stats_schema=arcade_stats(),
)


def create_app(argv: list[str] | None = None) -> App:
    """Build the app (window, scenes, input) without running its loop."""
    return App(parse_args(sys.argv[1:] if argv is None else list(argv)), WIRING)


def main() -> int:
    """The program: main.py, the installed command and the frozen bundle all start here."""
    return launch.run(create_app)


if __name__ == "__main__":
    sys.exit(main())
