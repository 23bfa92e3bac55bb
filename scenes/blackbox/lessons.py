"""How to play Hex Black Box: four short lessons on a small box (radius 3, three atoms).

A hit, a deflection, a reflection at the rim, a detour and its paired markers.
In three of them the atoms are shown faintly and the player fires the ray the
lesson asks for; in the deflection lesson they stay hidden and the player
marks the atom that a ray's turn gives away. A wrong move is taken back (a
lesson is practice: here even a fired ray may be unlearnt), so the lesson
backend treats only the lesson's own setup (the hiding and any ray fired
before the player's turn) as final.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.blackbox import Match, Port
from game.blackbox.backend import BlackBoxBackend
from game.i18n import N_
from game.midend import Session
from scenes.play import entries
from scenes.play.lessons import Lesson, LessonCoach

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.play.scene import PlayScene

OPTIONS = {"mode": "solo", "radius": 3, "n_atoms": 3, "level": 1}
HITS = frozenset({(-1, 0), (2, 1), (1, -3)})
TURNS = frozenset({(0, -1), (2, 0), (-2, 2)})
TURNED_RAY: Port = ((1, -3), 5)  # enters at the top, turns once beside (0, -1), leaves at the right
TURNER = (0, -1)
RIM = frozenset({(1, -1), (-3, 2), (0, 2)})
SHOWN = ("blackbox.hit", "blackbox.rim", "blackbox.detour")  # lessons that show the atoms (play.py reads it)


class LessonBackend(BlackBoxBackend):
    """Black Box where the player's rays and announcements can be taken back; the setup cannot."""

    def __init__(self, preset_rays: int) -> None:
        self.preset_rays = preset_rays

    def is_final(self, state: Match, move: Any) -> bool:
        return move[0] == "hide" or (move[0] == "fire" and len(state.rounds[0].fired) < self.preset_rays)


def _box(atoms: frozenset, rays: tuple[Port, ...] = ()) -> Session[Match]:
    """A solo box with ``atoms`` hidden and ``rays`` already fired."""
    backend = LessonBackend(len(rays))
    session = Session.new(backend, OPTIONS, 0)
    session.play(("hide", atoms))
    for port in rays:
        session.play(("fire", port))
    return session


def _fired(kind: str, edge: bool = False):
    """A judge: the move fired a ray that did ``kind`` (at the rim itself, with ``edge``)."""

    def judge(before: Any, move: Any, after: Any) -> bool:
        if move[0] != "fire":
            return False
        shot = after.rounds[0].result_at(move[1])
        return shot is not None and shot.kind == kind and (not edge or not shot.path)

    return judge


def _marked_turner(before: Any, move: Any, after: Any) -> bool:
    return move[0] == "stone" and move[1] == TURNER and move[2] is not None


LESSONS = (
    Lesson(
        "blackbox.hit",
        N_("A hit"),
        N_(
            "The three atoms are shown faintly. A ray that runs straight into an atom is absorbed: "
            "a black marker. Fire a ray that will be absorbed ({confirm} on an arrow)."
        ),
        N_(
            "Absorbed: a hit. The black marker says only that the ray met an atom somewhere, "
            "not where: that is what the other rays are for."
        ),
        N_("That ray was not absorbed. Aim along a line that runs straight into an atom."),
        lambda: _box(HITS),
        _fired("hit"),
    ),
    Lesson(
        "blackbox.turn",
        N_("A deflection"),
        N_(
            "An atom diagonally ahead turns a ray 60 degrees away from it. The ray from the top "
            "came out at the right (the two 1s): it turned once. Put a stone on the atom that turned it."
        ),
        N_(
            "Right: the ray went straight until it passed that atom, then turned away from it. "
            "Where two straight lines from a pair of markers meet, look for an atom just beyond the bend."
        ),
        N_(
            "Not that cell. Follow the ray in from its first 1 and back from the second: the atom "
            "sits just beyond where the two lines meet, on the outside of the bend."
        ),
        lambda: _box(TURNS, (TURNED_RAY,)),
        _marked_turner,
    ),
    Lesson(
        "blackbox.rim",
        N_("A reflection at the rim"),
        N_(
            "An atom on the rim beside the cell a ray would enter sends it straight back before it "
            "enters: a white marker. Fire a ray that is reflected at the rim."
        ),
        N_(
            "Reflected at the rim: the ray never entered. A white marker next to the rim means an "
            "atom sits on the rim beside that entry, or two atoms turned the ray back inside."
        ),
        N_("That ray entered the box. Find an arrow whose entry cell has an atom right beside it on the rim."),
        lambda: _box(RIM),
        _fired("reflect", edge=True),
    ),
    Lesson(
        "blackbox.detour",
        N_("A detour and its paired markers"),
        N_(
            "A ray that is turned and comes out at another arrow is a detour: both ends get the same "
            "number. Fire a ray that will come out somewhere else."
        ),
        N_(
            "A detour: the same number marks both ends. It costs two markers, but the other end's "
            "answer is known now for free: a ray fired there would come back along the same path."
        ),
        N_("That ray did not come out elsewhere. Aim to pass beside an atom, not into it."),
        lambda: _box(HITS),
        _fired("detour"),
    ),
)


def make_scene(app: App, coach: LessonCoach) -> PlayScene:
    """The lesson's position on screen with its coach, through the game's one play-scene factory
    (the play kit's ``GameEntry.lesson``: never kept, never recorded)."""
    return entries.entry("blackbox").lesson(app, coach)
