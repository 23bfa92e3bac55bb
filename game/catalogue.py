"""The one catalogue of the arcade's games: who each game is, declared once.

Every other place (the title menu, setup screens, lessons, join cards, rules
pages, stats, saved files, the computer players) reads a game's name, seat
range, computer levels, music and the computer's knowledge of it from here;
nothing else spells them. A new game
adds its ``GameInfo`` to ``GAMES`` and its UI package under
``scenes/<key>/`` (docs/ADDING_A_GAME.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import COMPUTER_LEVELS, State
from game.blackbox.backend import BACKEND as BLACKBOX
from game.i18n import N_
from game.midend import Backend
from game.numbers import BACKEND as NUMBERS
from game.patience.position import BACKEND as PATIENCE
from game.stars import BACKEND as STARS
from game.template import BACKEND as TEMPLATE_BACKEND


@dataclass(frozen=True)
class GameInfo:
    """What the arcade knows of a game before any of it is drawn."""

    key: str  # the name in saved files, stats keys and the UI package (scenes/<key>/)
    name: str  # the one display name: title menu, setup, lessons, join, rules, stats
    blurb: str  # a line under the name on the title
    seats: tuple[int, int]  # the fewest and most seats at the table
    backend: Backend[Any]  # rules, options and moves for the mid-end (game/midend.py)
    levels: tuple[int, ...] = COMPUTER_LEVELS  # the computer's levels; () where it does not play
    reviewable: bool = False  # a finished game can be judged move by move (game/review.py)
    designer: str = ""  # who made the game, as its rules (shared/seeds/) name them: the About screen
    music: str = ""  # the loop it plays: assets/sounds/<music>.ogg, a song of tools/gen_sounds.py; "": none
    knowledge: str = ""  # the module whose KNOWLEDGE the computer's search plays it by (game/ai/); "": none

    def __post_init__(self) -> None:
        if self.backend.key != self.key:
            raise ValueError(f"{self.key}: its backend is keyed {self.backend.key!r}")
        low, high = self.seats
        if not 1 <= low <= high:
            raise ValueError(f"{self.key}: seats {self.seats} is not a range")

    @property
    def players(self) -> str:
        """The seat range in words, for the title and the Controls page."""
        low, high = self.seats
        if low == high:
            return f"{low} player" + ("s" if low > 1 else "")
        return f"{low}-{high} players"


GAMES: tuple[GameInfo, ...] = (  # title-menu order; one entry a game
    GameInfo(
        "stars",
        N_("Black Holes"),
        N_("Place stars; fill a zone and it collapses into a black hole."),
        (2, 6),
        STARS,
        reviewable=True,
        designer=N_("Invented by Paraglider, as its inventor signs the rules"),
        knowledge="game.ai.stars_knowledge",
        music="stars_loop",
    ),
    GameInfo(
        "numbers",
        N_("Black Hole Numbers"),
        N_("Write numbers; the last free circle swallows them."),
        (2, 3),
        NUMBERS,
        reviewable=True,
        designer=N_("A pencil-and-paper game; its rules name no designer"),
        knowledge="game.ai.numbers_knowledge",
        music="numbers_loop",
    ),
    GameInfo(
        "blackbox",
        N_("Hex Black Box"),
        N_("Fire rays, find the hidden atoms."),
        (1, 2),
        BLACKBOX,
        designer=N_("Eric W. Solomon's hexagonal Black Box (he thanks Paul Branch); rules as told by Erik Arneson"),
        music="blackbox_loop",
    ),
    GameInfo(
        "patience",
        N_("Black Hole Patience"),
        N_("One rank up or down: feed all 51 cards to the hole."),
        (1, 1),
        PATIENCE,
        levels=(),
        designer=N_("Created by the card-game historian David Parlett, after Golf"),
        music="patience_loop",
    ),
)


# the template game (game/template.py, scenes/template/): the model a new game copies and the
# contract suite's own game; not in GAMES, so the title, attract mode and stats never show it
TEMPLATE = GameInfo(
    "template",
    N_("Take the Last Star"),
    N_("Take 1-3 stars; the last star wins."),
    (2, 2),
    TEMPLATE_BACKEND,
    knowledge="game.ai.template_knowledge",
)


def info(key: str) -> GameInfo:
    """The game of this key (the template's too); KeyError for a key no game has."""
    for game in (*GAMES, TEMPLATE):
        if game.key == key:
            return game
    raise KeyError(key)


def backends() -> dict[str, Backend[Any]]:
    """Every game's backend by key: what ``Session.from_json`` reads a saved game with
    (the template's too, so its saves replay like any game's in the contract suite)."""
    return {game.key: game.backend for game in (*GAMES, TEMPLATE)}


def of_state(state: State) -> GameInfo:
    """The game a state belongs to (its class lives in ``game.<key>`` or below it)."""
    module = type(state).__module__
    for game in (*GAMES, TEMPLATE):  # the template's too: its computer seat plays it by the same search
        if module == f"game.{game.key}" or module.startswith(f"game.{game.key}."):
            return game
    raise TypeError(f"{type(state).__name__} is not a state of a game in the catalogue")
