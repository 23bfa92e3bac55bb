"""The UI side of each game: one ``GameEntry`` per game package, found by catalogue key.

A game's package ``scenes/<key>/`` holds its entry as ``ENTRY`` in its
``__init__.py``; the arcade finds it from the key in ``game.catalogue.GAMES``,
so the title, attract mode, Controls page, daily screen and tests never name a
game (a game's daily hangs on its entry too, as the dotted path of its
module). Every way a play scene comes on screen (a new game, Continue, the
demo, a review, a lesson, the daily) goes through the entry's one ``scene_for``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from game import catalogue
from game.catalogue import GameInfo
from game.midend import Session
from scenes.couch.seats import kept_seating
from scenes.framework.bindings import GameBinding
from scenes.play.config import GameConfig
from scenes.play.packages import game_entry

if TYPE_CHECKING:
    from scenes.couch.seating import Seating
    from scenes.framework.app import App
    from scenes.framework.scene import Scene
    from scenes.play.lessons import LessonCoach
    from scenes.play.scene import PlayScene


@dataclass(frozen=True)
class Opening:
    """How a play scene comes on screen, beyond its session.

    ``kept`` is the whole saved JSON of a kept or recent game, for the keys a
    game adds to its save (Black Box's par, a daily's date); ``resumed`` says
    the player is coming back to it (the scene may welcome them back).
    """

    demo: bool = False
    seating: Seating | None = None
    kept: Mapping[str, Any] = field(default_factory=dict)
    resumed: bool = False


@dataclass(frozen=True)
class StatsField:
    """One key a game writes into stats.json, with the msgspec type its value must have."""

    key: str  # the key in the file, e.g. "stars.record"
    kind: Any  # a msgspec-checkable type (a Struct, an Annotated dict or list)


@dataclass(frozen=True)
class GameEntry:
    """Everything the arcade asks of a game's UI package."""

    info: GameInfo
    start: Callable[..., "Scene"]  # start(app) -> what the title's row for the game opens (its setup screen)
    scene_for: Callable[["App", Session[Any], Opening], "PlayScene"]  # the one play-scene factory
    demo_session: Callable[[int], Session[Any]]  # an all-computer game for the attract mode, by seed
    bindings: tuple[GameBinding, ...] = ()  # the game's rows on the Controls page
    stats: tuple[StatsField, ...] = ()  # the stats.json keys the game writes (recent and lessons are added)
    rules_pages: Sequence[Any] = ()  # the rules scene's pages (scenes/framework/rules_page.py)
    records: Callable[[Any], list[tuple[str, str]]] | None = None  # its Records page from the stats store
    config: type[GameConfig] | None = None  # its setup value (scenes/play/config.py): every game's one interface
    daily: str = ""  # the module holding its daily challenge as DAILY (scenes/play/daily_game.py); "": none

    @property
    def key(self) -> str:
        return self.info.key

    @property
    def name(self) -> str:
        return self.info.name

    def new_session(self, config: GameConfig, seed: int) -> Session[Any]:
        """A new game of ``config`` dealt from ``seed`` (the setup's Start, Play again)."""
        session = Session.new(self.info.backend, config.options(), seed)
        session.assisted = config.assisted
        return session

    def new_game(
        self, app: "App", config: GameConfig, *, seed: int | None = None, seating: "Seating | None" = None
    ) -> "PlayScene":
        """The play scene of a new game of ``config``: the one way a setup or Play again starts one."""
        seed = app.rng.randrange(1 << 30) if seed is None else seed
        return self.scene_for(app, self.new_session(config, seed), Opening(seating=seating))

    def lesson(self, app: "App", coach: "LessonCoach") -> "PlayScene":
        """A lesson's position on screen with its coach, through the one factory: never kept, never
        recorded, and no "welcome back" (the position is new)."""
        scene = self.scene_for(app, coach.lesson.session(), Opening())
        scene.game_key = ""  # a lesson is never kept
        scene.coach = coach
        scene.message = None
        return scene

    def demo(self, app: "App", seed: int) -> "PlayScene":
        """The attract mode's game of this seed."""
        return self.scene_for(app, self.demo_session(seed), Opening(demo=True))

    def read_session(self, data: Any) -> Session[Any]:
        """A saved session of this game, replayed strictly (ValueError, IllegalMove among them, when
        it does not fit or is another game's)."""
        session = Session.from_json(data, catalogue.backends())
        if session.key != self.key:
            raise ValueError(f"that save is a {session.key} game, not {self.key}")
        return session

    def resume(self, app: "App", data: Any) -> "PlayScene":
        """A kept game back on screen as it was left, its seats bound to the pads plugged in now."""

        session = self.read_session(data)
        return self.scene_for(app, session, Opening(seating=kept_seating(app, data), kept=data, resumed=True))

    def review(self, app: "App", data: Any) -> "PlayScene":
        """A finished game (from the recent list) opened with its review running."""
        session = self.read_session(data)
        if not session.is_over():
            raise ValueError("that game was not finished")
        scene = self.scene_for(app, session, Opening(kept=data))
        scene.open_review()
        return scene


def later(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, imported at its first call: a game's entry names its setup screen and play
    scenes this way, so that listing the games on the title (before the first frame) imports
    only what the title shows, not every game's play, views and computer player."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    return call


def games() -> list[GameEntry]:
    """Every game of the catalogue whose UI package is present, in menu order."""
    out = []
    for game in catalogue.GAMES:
        entry = find(game.key)
        if entry is not None:
            out.append(entry)
    return out


def find(key: str) -> GameEntry | None:
    """The entry of a catalogue key (its package imported on first use: games load on demand)."""
    entry = game_entry(key)
    return entry if isinstance(entry, GameEntry) else None


def entry(key: str) -> GameEntry:
    """The entry of a game whose package must be there (a game asking for its own entry)."""
    found = find(key)
    if found is None:
        raise LookupError(f"no game package for {key!r}")
    return found
