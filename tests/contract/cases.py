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
  (Black Box: announce a layout; placing stones alone goes round in circles);
- ``variants``: more good option sets the seeded playthroughs also cover (other seat
  counts, scorings, modes), beside ``options``;
- ``counted``: a table whose finished game counts in the stats (one person against the
  computer, where a table of people only counts nothing); ``options`` when it counts;
- ``computer``: the computer's move ``(state, level, seed)`` where it is not the search of
  ``game.ai.choose`` (Black Box: the setter hides, the getter fires or announces);
- ``best``: how the scores rank the seats, where the highest is not first: ``"min"``, or
  ``None`` where the end is not decided by the scores (a single Black Box: found or not);
- ``won``: who won, read from the finished position itself, where the scores do not rank the
  seats (``best`` None, or a game of one seat: patience cleared, a single box found);
- ``waiting``: where the scene can wait for more input before a move is made (stars: a star
  that fills two zones waits for the zone choice): a session with a move to undo, and the
  cursor target whose Confirm leaves the scene waiting.

A new game adds its row here; a game without one fails ``test_every_game_has_a_case``. The rows
are the suite's guard list of expected games (as OpenSpiel keeps one): they must be the
catalogue's games and the template, no more, no fewer. Nothing else in tests or tools lists
the games by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game import State
from game.blackbox import Shot, cells, equivalent
from game.blackbox.computer import hide
from game.blackbox.getter import getter_move
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


def _blackbox_computer(state: Any, level: int, seed: int) -> Any:
    """What the scene's computer (scenes/blackbox/computer.py) plays: a hidden layout, then rays
    and the announcement from the markers alone."""
    if not state.legal_actions():
        return ("hide", hide(state.radius, state.n_atoms, level, seed))
    box = state.round
    seen = {p: Shot(s.kind, s.exit, ()) for p, s in box.shots.items()}
    move = getter_move(box.radius, box.n_atoms, seen, level, seed)
    return ("fire", move[1]) if move[0] == "fire" else ("announce", frozenset(move[1]))


def _blackbox_best(state: Any) -> str | None:
    """A match of two boxes is won on the scores; a single box by finding its layout."""
    return "max" if len(state.rounds) == 2 else None


def _blackbox_won(state: Any) -> list[int]:
    """A single box: the getter (seat 1) won when the announced layout is the hidden one, or gives
    every ray the same answer; else the setter (seat 0)."""
    box = state.rounds[0]
    return [1] if equivalent(box.radius, box.hidden, box.announced) else [0]


def _patience_won(state: Any) -> list[int]:
    """The one seat won when every card went into the Black Hole."""
    return [] if any(state.piles) else [0]


def _numbers_best(state: Any) -> str:
    return "min" if state.scoring == "least" else "max"


def _stars_choice() -> tuple[Session[Any], Any]:
    """The choice lesson's board after a star each far from it: Gold's star on (1, 5) fills two zones."""
    from scenes.stars.lessons import LESSONS

    session = next(lesson for lesson in LESSONS if lesson.key == "stars.choice").session()
    for cell in ((6, 0), (6, 2)):
        session.play((cell, None))
    return session, (1, 5)


@dataclass(frozen=True)
class Case:
    options: dict[str, Any]
    first_screens: tuple[str, ...]
    unlisted: Callable[[Any], Any] | None = None
    finisher: Callable[[Any], Any] | None = None
    seed: int = 5
    variants: tuple[dict[str, Any], ...] = ()
    counted: dict[str, Any] | None = None
    computer: Callable[[Any, int, int], Any] | None = None
    best: Callable[[Any], str | None] = lambda state: "max"
    won: Callable[[Any], list[int]] | None = None
    waiting: Callable[[], tuple[Session[Any], Any]] | None = None


CASES: dict[str, Case] = {
    "stars": Case(
        {"levels": [0, 0], "fault_rule": False, "starter": 0},
        ("stars_setup",),
        variants=({"levels": [0, 0, 0], "fault_rule": True, "starter": 2},),
        counted={"levels": [0, 1], "fault_rule": False, "starter": 0},
        waiting=_stars_choice,
    ),
    "numbers": Case(
        {"board": "quick2", "scoring": "most", "first": 0, "levels": [0, 0]},
        ("numbers_setup",),
        variants=({"board": "quick3", "scoring": "least", "first": 1, "levels": [0, 0, 0]},),
        counted={"board": "quick2", "scoring": "most", "first": 0, "levels": [0, 1]},
        best=_numbers_best,
    ),
    "blackbox": Case(
        {"mode": "two", "radius": 3, "n_atoms": 3, "level": 1},
        ("blackbox_setup",),
        unlisted=_blackbox_hide,
        finisher=_blackbox_finish,
        variants=({"mode": "solo", "radius": 4, "n_atoms": 4, "level": 2},),
        computer=_blackbox_computer,
        best=_blackbox_best,
        won=_blackbox_won,
    ),
    "patience": Case(
        {"variant": "classic", "deal": 3},
        ("patience_shuffling", "patience"),
        variants=({"variant": "all_in_a_row", "deal": 11},),
        won=_patience_won,
    ),
    "template": Case(
        {"pile": 12, "first": 0, "levels": [0, 0]},
        ("template_setup",),
        variants=({"pile": 20, "first": 1, "levels": [0, 0]},),
        counted={"pile": 12, "first": 0, "levels": [0, 1]},
    ),
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


def people_session(entry: GameEntry, options: dict[str, Any] | None = None) -> Session[Any]:
    """A new game (of people only, unless ``options`` say otherwise), past any move the engine
    cannot list (a box hidden)."""
    c = case(entry)
    session = Session.new(entry.info.backend, c.options if options is None else options, c.seed)
    while c.unlisted is not None and not session.state.legal_actions() and not session.is_over():
        session.play(c.unlisted(session.state))
    return session


def finished_session(entry: GameEntry, options: dict[str, Any] | None = None, short: int = 0) -> Session[Any]:
    """A game played to its end through the engine (``short`` moves before it, when given)."""
    session = people_session(entry, options)
    for _ in range(10_000):
        if session.is_over():
            assert not short, f"{entry.key}: the game ended before it could stop short"
            return session
        move = toward_the_end(entry, session.state)
        if short and session.state.apply(move).is_terminal():
            return session
        session.play(move)
    raise AssertionError(f"{entry.key}: no end in sight")


def option_sets(entry: GameEntry) -> list[dict[str, Any]]:
    """Every good option set the case names: its table of people and its variants."""
    return [case(entry).options, *case(entry).variants]


def random_move(entry: GameEntry, state: State, rng: Any, wander: bool) -> Any:
    """A seeded random move: any listed one while ``wander``, then moves towards the end
    (a game whose listed moves can go round in circles, as Black Box's stones can, still ends)."""
    actions = state.legal_actions()
    unlisted = case(entry).unlisted
    if not actions:
        assert unlisted is not None, f"{entry.key}: no move listed in {state!r}, and it is not over"
        return unlisted(state)
    if wander or case(entry).finisher is None:
        return rng.choice(list(actions))
    return toward_the_end(entry, state)
