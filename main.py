"""Black Hole Arcade: run ``python main.py`` or the installed ``black-hole-arcade`` (see --help).

This is where the framework meets the games: the app (scenes/framework/)
knows no game, so the title, pause and attract scenes and the game list are
handed to it here.
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import sys

if __name__ == "__main__":
    # first thing: in a frozen bundle the worker process re-runs this file, and must become the worker
    multiprocessing.freeze_support()
if __package__ == "black_hole_arcade":
    # installed: this folder holds game/, scenes/ and assets/ under the one private name; first on the
    # path, so another package's top-level main, game or scenes never stands in for ours
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from scenes.framework.startup import guarded, install_last_resort  # noqa: E402  (the standard library only)

install_last_resort()  # a memory cap failing the imports below is one line too

from scenes.framework import launch  # noqa: E402
from scenes.framework.app import App, Wiring, parse_args  # noqa: E402
from scenes.framework.scene import GameScene, Scene  # noqa: E402
from scenes.play import entries  # noqa: E402
from scenes.shell.stats_schema import arcade_stats  # noqa: E402
from scenes.shell.title import TitleScene  # noqa: E402


def _title(app: App) -> Scene:
    return TitleScene(app)


# the scenes the app opens later are imported when first opened (deferred: not on the way to
# the first frame, which the title alone draws)
def _attract(app: App) -> Scene:
    from scenes.shell.attract import AttractScene  # deferred: see above

    return AttractScene(app)


def _start_game(app: App, key: str) -> Scene | None:
    """--game KEY: a game of the catalogue (the template game is the tests' and a developer's, not a player's)."""
    entry = next((e for e in entries.games() if e.key == key), None)
    return None if entry is None else entry.start(app)


def _game_keys() -> list[str]:
    return [e.key for e in entries.games()]


def _game_names() -> dict[str, str]:
    return {e.key: e.name for e in entries.games()}


def _pause(app: App, game: GameScene) -> Scene:
    from scenes.shell.pause import PauseScene  # deferred: imported at the first pause

    return PauseScene(app, game)


def _pad_setup(app: App, device: str) -> Scene:
    from scenes.shell.mapping import PadSetupScene  # deferred: imported for the first unknown pad

    return PadSetupScene(app, device)


WIRING = Wiring(
    title=_title,
    attract=_attract,
    start_game=_start_game,
    game_keys=_game_keys,
    pause=_pause,
    stats_schema=arcade_stats(),
    pad_setup=_pad_setup,
)


def create_app(argv: list[str] | None = None) -> App:
    """Build the app (window, scenes, input) without running its loop."""
    return App(parse_args(sys.argv[1:] if argv is None else list(argv), _game_names()), WIRING)


def main() -> int:
    """Run the arcade; a start-up failure (no display, no memory, a broken install) is one line.

    main.py, the installed command and the frozen bundle all start here."""
    return guarded(functools.partial(launch.run, create_app))


if __name__ == "__main__":
    sys.exit(main())
