"""How to play (stars): four short lessons on a 7x7 SPACE as data, and the lesson scene
factory, which opens each lesson's position through the game's one scene_for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import N_
from game.midend import Session
from game.stars import BACKEND, EMPTY, NOVA, STAR, SWALLOWED, Cell, StarsState, zone_cells
from scenes.play import entries
from scenes.play.lessons import Lesson, LessonCoach
from scenes.stars.config import StarsConfig

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.play.scene import PlayScene

SIZE = 7
PEOPLE = StarsConfig((0, 0), False, 0)


def _space(stars: list[Cell], holes: tuple[Cell, ...] = (), nova: Cell | None = (3, 3)) -> Session[StarsState]:
    """Two people, Gold to place, stars on ``stars``, black holes (swallowed zones) on ``holes``."""
    board = [EMPTY] * (SIZE * SIZE)
    for r, c in stars:
        board[r * SIZE + c] = STAR
    if nova is not None:
        board[nova[0] * SIZE + nova[1]] = NOVA
    for centre in holes:
        for r, c in zone_cells(SIZE, centre):
            board[r * SIZE + c] = SWALLOWED
    state = StarsState(
        size=SIZE,
        players=2,
        fault_rule=False,
        board=tuple(board),
        pool=12,
        held=(0, 0),
        nova_owner=None,
        out=(False, False),
        current_player=0,
        claims=(),
        holes=tuple((h, 1) for h in holes),
        terminal=False,
    )
    return Session(BACKEND, PEOPLE.to_json(), 0, [state])


def _made_hole(before: Any, move: Any, after: Any) -> bool:
    return len(after.holes) > len(before.holes)


def _took_more(before: Any, move: Any, after: Any) -> bool:
    """The bigger of the completed zones collapsed (the choice rule)."""
    return _made_hole(before, move, after) and after.held[0] >= 5


def _took_nova(before: Any, move: Any, after: Any) -> bool:
    return after.nova_owner == 0


LESSONS = (
    Lesson(
        "stars.hole",
        N_("Make a black hole"),
        N_(
            "A ZONE is a spot and its neighbours up, down, left and right. Fill every spot of one "
            "and it collapses into a black hole: its stars are yours. One zone lacks a single star: "
            "place it."
        ),
        N_("A black hole! Its stars are now yours, and its spots are swallowed for the rest of the game."),
        N_("That did not fill a zone. Find the cross of stars with one spot missing."),
        lambda: _space([(0, 1), (1, 0), (1, 2), (2, 1), (5, 5)], nova=(3, 3)),
        _made_hole,
    ),
    Lesson(
        "stars.choice",
        N_("The choice rule"),
        N_(
            "This star fills two zones at once, but only ONE collapses: you choose. Place it, then "
            "pick the zone with more stars."
        ),
        N_(
            "Right: the inner zone held five stars, the edge zone only four. The other full zone stays "
            "on the board and can never collapse now."
        ),
        N_("Choose the zone with more stars in it: count them before you pick."),
        lambda: _space([(0, 4), (0, 6), (0, 5), (1, 3), (1, 4), (2, 4), (1, 6)], nova=(3, 3)),
        _took_more,
    ),
    Lesson(
        "stars.horizon",
        N_("The event horizon"),
        N_(
            "A zone that contains a swallowed spot never collapses. Two zones look one star short; "
            "only one of them can still become a black hole. Make it."
        ),
        N_("Yes: the other zone reaches into the old black hole, onto its event horizon, so it could never collapse."),
        N_("That zone contains a swallowed spot: it can never collapse. Find the other one."),
        lambda: _space([(3, 0), (3, 1), (4, 1), (3, 5), (4, 4), (4, 6), (5, 5)], holes=((1, 1),), nova=(0, 6)),
        _made_hole,
    ),
    Lesson(
        "stars.nova",
        N_("The NOVA"),
        N_(
            "The red NOVA counts as a star in a zone. Capture it in a black hole and it is worth 5 "
            "stars, and the game ends at once. Capture it."
        ),
        N_("The NOVA is yours: 5 points, and the game is over. Watch for the zone around it all game."),
        N_("Fill the zone around the NOVA: it needs one more star."),
        lambda: _space([(2, 3), (3, 2), (3, 4), (0, 0), (6, 6)], nova=(3, 3)),
        _took_nova,
    ),
)


def make_scene(app: App, coach: LessonCoach) -> PlayScene:
    """The lesson's position on screen with its coach, through the game's one play-scene factory
    (the play kit's ``GameEntry.lesson``: never kept, never recorded)."""
    return entries.entry("stars").lesson(app, coach)
