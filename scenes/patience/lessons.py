"""How to play Black Hole Patience: three short lessons on small tables (the lesson's scene
comes through the game's entry: play.py is above this)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import N_
from game.midend import Session
from game.patience import BACKEND, Position, deal_options, solve
from scenes.play import entries
from scenes.play.lessons import Lesson, LessonCoach

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.play.scene import PlayScene

EMPTY = ((),) * 14


def _table(hole: str, *piles: tuple[str, ...]) -> Session[Position]:
    """Three piles (bottom card first) around a hole showing ``hole``; the other fans are empty."""
    return Session(BACKEND, deal_options(), 0, [Position(tuple(piles) + EMPTY, (hole,))])


def _fits(before: Any, move: Any, after: Any) -> bool:
    return True  # the engine itself refuses a card that does not fit, saying why


def _ace(before: Any, move: Any, after: Any) -> bool:
    return bool(before.piles[move][-1][0] == "A")


def _still_winnable(before: Any, move: Any, after: Any) -> bool:
    return after.is_won() or solve(*after.deal()) is not None


LESSONS = (
    Lesson(
        "patience.updown",
        N_("Up or down"),
        N_(
            "The Black Hole shows a 5. Play the top card of any fan that is one rank above or below "
            "it: a 4 or a 6. Suits never matter."
        ),
        N_("Yes: the card you played is now on top of the hole, and the next card must fit it."),
        N_("Only a card one rank above or below fits."),
        lambda: _table("5S", ("9D", "6H"), ("KC", "4C"), ("2D", "JD")),
        _fits,
    ),
    Lesson(
        "patience.wrap",
        N_("Kings and Aces are neighbours"),
        N_("The hole shows a King. Ranks go round in a ring: after a King comes an Ace. Play the Ace."),
        N_("Right: K-A-2 is a run like any other, so a King can lead to an Ace and an Ace to a King."),
        N_("A Queen fits too, but this lesson asks for the Ace: after a King, an Ace."),
        lambda: _table("KD", ("5C", "QH"), ("3D", "AH"), ("7S", "9C")),
        _ace,
    ),
    Lesson(
        "patience.plan",
        N_("Planning a run"),
        N_(
            "Two cards fit the 6, but only one of them leads to clearing every fan. Look at the "
            "cards underneath before you play."
        ),
        N_(
            "Well planned: the 7 opens a run down through the other fans. The solver agrees: from "
            "here every card can still go."
        ),
        N_("That card fits, but after it no order of moves clears every fan. Look deeper."),
        lambda: _table("6C", ("4H", "3S", "4C", "5S", "7C"), ("5C",), ("4D", "6S")),
        _still_winnable,
    ),
)


def make_scene(app: App, coach: LessonCoach) -> PlayScene:
    """The lesson's position on screen with its coach, through the game's one play-scene factory
    (the play kit's ``GameEntry.lesson``: never kept, never recorded)."""
    return entries.entry("patience").lesson(app, coach)
