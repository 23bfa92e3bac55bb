"""What the contract suite needs to know of each game, beyond its entry: one small row a game.

The suite reaches "a game with a move made" and "a finished game" through the
engine alone: a move is the first listed move that can be taken back
(``Backend.is_final`` says which cannot), and a game is played to its end with
the first listed move. Only what the engine cannot list is said here, and it
is kept to the few games that need it:

- ``options``: a table of people only, so nothing moves by itself while a test plays;
- ``first_screens``: the scene the title's row opens (a save that cannot be restored gives way to it);
  patience's shuffling screen may already have given way to the deal it found;
- ``unlisted``: the move when the state lists none but is not over (Black Box: hiding the
  box — the layouts are too many to list);
- ``finisher``: a move towards the end where the first listed one would not get there
  (Black Box: announce a layout; placing stones alone goes round in circles).

A new game adds its row here; a game without one fails ``test_every_game_has_a_case``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.blackbox import cells
from game.midend import Session
from scenes.play.entries import GameEntry


def _blackbox_cells(state: Any) -> frozenset:
    """The first ``n_atoms`` cells of the box (a layout to hide or to announce)."""
    return frozenset(sorted(cells(state.radius))[: state.n_atoms])


def _blackbox_hide(state: Any) -> Any:
    return ("hide", _blackbox_cells(state))


def _blackbox_finish(state: Any) -> Any:
    if not state.legal_actions():
        return _blackbox_hide(state)
    return ("announce", _blackbox_cells(state))


@dataclass(frozen=True)
class Case:
    options: dict[str, Any]
    first_screens: tuple[str, ...]
    unlisted: Callable[[Any], Any] | None = None
    finisher: Callable[[Any], Any] | None = None
    seed: int = 5


CASES: dict[str, Case] = {
    "stars": Case({"levels": [0, 0], "fault_rule": False, "starter": 0}, ("stars_setup",)),
    "numbers": Case({"board": "quick2", "scoring": "most", "first": 0, "levels": [0, 0]}, ("numbers_setup",)),
    "blackbox": Case(
        {"mode": "two", "radius": 3, "n_atoms": 3, "level": 1},
        ("blackbox_setup",),
        unlisted=_blackbox_hide,
        finisher=_blackbox_finish,
    ),
    "patience": Case({"variant": "classic", "deal": 3}, ("patience_shuffling", "patience")),
    "template": Case({"pile": 12, "first": 0}, ("template_setup",)),
}


def case(entry: GameEntry) -> Case:
    return CASES[entry.key]


def move_of(entry: GameEntry, state: Any) -> Any:
    """A move that can be taken back: the first such listed move, else the game's unlisted one."""
    backend = entry.info.backend
    for action in state.legal_actions():
        if not backend.is_final(state, action):
            return action
    unlisted = case(entry).unlisted
    assert unlisted is not None, f"{entry.key}: no move to make in {state!r}"
    return unlisted(state)


def toward_the_end(entry: GameEntry, state: Any) -> Any:
    """The next move of a game played straight to its end."""
    finisher = case(entry).finisher
    if finisher is not None:
        return finisher(state)
    return state.legal_actions()[0]


def people_session(entry: GameEntry) -> Session[Any]:
    """A new game of people only, past any move the engine cannot list (a box hidden)."""
    c = case(entry)
    session = Session.new(entry.info.backend, c.options, c.seed)
    while c.unlisted is not None and not session.state.legal_actions() and not session.is_over():
        session.play(c.unlisted(session.state))
    return session


def finished_session(entry: GameEntry) -> Session[Any]:
    """A game of people played to its end through the engine."""
    session = people_session(entry)
    for _ in range(10_000):
        if session.is_over():
            return session
        session.play(toward_the_end(entry, session.state))
    raise AssertionError(f"{entry.key}: no end in sight")
