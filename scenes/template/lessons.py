"""The template's lessons as data, and the lesson scene factory (through the entry's ``scene_for``).

A lesson is a position, what to do, and a judge of the move (scenes/play/lessons.py
Lesson): the right move is praised, any other is taken back with the hint. The
contract suite plays each lesson's right moves, so a new lesson is tested as
soon as it is listed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import N_
from game.midend import Session
from game.template import BACKEND, TemplateState
from scenes.play import entries
from scenes.play.lessons import Lesson, LessonCoach
from scenes.template.config import TemplateConfig

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.play.scene import PlayScene

KEY = "template"


def _session(first: int, takes: list[int]) -> Session[TemplateState]:
    """Two people on a pile of 12, after ``takes``."""
    session = Session.new(BACKEND, TemplateConfig(12, first).options(), 0)
    for take in takes:
        session.play(take)
    return session


def _takes_last(before: Any, move: Any, after: Any) -> bool:
    return bool(after.is_terminal())


def _leaves_four(before: Any, move: Any, after: Any) -> bool:
    return bool(after.pile % 4 == 0)


# FIXME: the game's lessons: each a position, what to do, the praise, the hint and a judge
LESSONS = (
    Lesson(
        "template.last",
        N_("Take the last star"),
        N_("Three stars are left and it is Gold's turn: choose Take 3 and press {confirm}."),
        N_("Right: whoever takes the last star wins the game."),
        N_("That leaves the last star for Sky. Take all three."),
        lambda: _session(1, [3, 3, 3]),  # Sky started; after three takes of 3, Gold faces 3
        _takes_last,
    ),
    Lesson(
        "template.four",
        N_("Leave a multiple of four"),
        N_("Six stars are left. Leave Sky four: whatever Sky takes then, Gold takes the rest."),
        N_("Well found: from four, Sky cannot win. Always leave a multiple of four."),
        N_("From there Sky can leave you four. Count: which take leaves exactly four?"),
        lambda: _session(0, [3, 3]),
        _leaves_four,
    ),
)


def make_scene(app: "App", coach: LessonCoach) -> "PlayScene":
    """The lesson's position on screen with its coach, through the game's one play-scene factory
    (the play kit's ``GameEntry.lesson``: never kept, never recorded)."""
    return entries.entry("template").lesson(app, coach)
