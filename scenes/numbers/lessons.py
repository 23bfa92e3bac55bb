"""How to play (numbers): three short lessons on the quick board as data, and the lesson
scene factory, which opens each lesson's position through the game's one scene_for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai import budget_for, knowledge_for
from game.ai.search import solve_root
from game.i18n import N_
from game.midend import Session
from game.numbers import BACKEND, Cell, NumbersState
from scenes.play import entries
from scenes.play.lessons import Lesson, LessonCoach

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.play.scene import PlayScene


def _session(first: int, moves: list[Cell]) -> Session[NumbersState]:
    """Two people on the quick board, after ``moves``."""
    session = Session.new(BACKEND, {"board": "quick2", "scoring": "most", "first": first, "levels": [0, 0]}, 0)
    for move in moves:
        session.play(move)
    return session


def _any(before: Any, move: Any, after: Any) -> bool:
    return True


def _gold_wins(before: Any, move: Any, after: Any) -> bool:
    return bool(after.is_terminal() and after.winners() == [0])


def _best(before: Any, move: Any, after: Any) -> bool:
    """One of the moves the solver proves best for the mover."""
    knowledge = knowledge_for(before)
    exact = solve_root(before, knowledge, budget_for(knowledge, before, 3).exact)
    assert exact is not None, "lesson positions are small enough to solve"
    me = before.current_player
    top = max(v[me] for v in exact.values())
    return bool(exact[move][me] >= top - 1e-9)


LESSONS = (
    Lesson(
        "numbers.first",
        N_("Your first number"),
        N_(
            "Seats take turns writing 1, 2, 3... into free circles. Write Gold's 1 in any circle: "
            "move the cursor and press {confirm}, or click it."
        ),
        N_(
            "Each seat writes its 1, then its 2, and so on. When all are written one circle is left "
            "free: it becomes the black hole."
        ),
        N_("Any free circle will do: move the cursor onto one and press {confirm}."),
        lambda: _session(0, []),
        _any,
    ),
    Lesson(
        "numbers.hole",
        N_("Which circles touch the hole"),
        N_(
            "Gold writes the last number. The circle left free becomes the black hole, and the "
            "numbers in the circles touching it score. Leave free the circle that pays Gold most."
        ),
        N_(
            "Right: the hole's neighbours hold more of Gold's points than Sky's. Always count "
            "both seats' numbers around each free circle."
        ),
        N_(
            "That left a hole with more of Sky's points around it: count each seat's numbers touching each free circle."
        ),
        lambda: _session(1, [(0, 0), (1, 0), (1, 1), (4, 0), (3, 1), (2, 0), (2, 2)]),
        _gold_wins,
    ),
    Lesson(
        "numbers.safe",
        N_("Keep your big numbers safe"),
        N_(
            "Gold writes 3. Where it lands decides which circles can still become the hole. "
            "Find a circle that leaves Sky no way to win."
        ),
        N_(
            "Well found: from here Gold wins whatever Sky does. Big numbers belong next to circles "
            "that are likely to end up as the hole for you, not for your opponent."
        ),
        N_("From there Sky can force a win. Look at which circles stay free next to Sky's numbers."),
        lambda: _session(0, [(2, 0), (3, 1), (3, 0), (0, 0)]),
        _best,
    ),
)


def make_scene(app: App, coach: LessonCoach) -> PlayScene:
    """The lesson's position on screen with its coach, through the game's one play-scene factory
    (the play kit's ``GameEntry.lesson``: never kept, never recorded)."""
    return entries.entry("numbers").lesson(app, coach)
