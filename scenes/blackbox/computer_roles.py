"""The computer's roles in a Black Box game: setter, getter and the solo comparison try.

Each runs in the scene's one job slot (``scene.jobs``) and comes back as a move
of the session, so it is saved and replayed like a person's: the setter's
hidden atoms are a recorded move, which keeps replay deterministic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.blackbox import Shot
from game.blackbox.computer import hide as computer_hide
from game.blackbox.computer import play_round
from game.blackbox.getter import getter_move
from scenes.blackbox.config import SOLO
from scenes.blackbox.kept import Par

if TYPE_CHECKING:
    from scenes.blackbox.play import BlackBoxPlay

SHOT_GAP_S = 0.75  # a computer ray never follows the last sooner than this
MOVE_DEADLINE_S = 60.0  # a computer move still unanswered after this is asked for again
PAR_DEADLINE_S = 300.0


def work(scene: BlackBoxPlay, phase: str) -> None:
    """Ask the worker for whatever the computer owes now: a layout, a getter move, the solo try."""
    c, r, jobs = scene.config, scene.round, scene.jobs
    seed = scene.rng.randrange(1 << 30)
    if phase == "hiding":
        jobs.submit(
            "hide",
            computer_hide,
            c.radius,
            c.n_atoms,
            c.level,
            seed,
            on_done=lambda atoms: hidden(scene, atoms),
            on_error=lambda why: hide_failed(scene, why),
            deadline_s=MOVE_DEADLINE_S,
        )
    elif phase == "get" and not scene.person_gets() and scene.clock - scene.last_shot_at >= SHOT_GAP_S:
        seen = {p: Shot(s.kind, s.exit, ()) for p, s in r.shots.items()}  # markers only, never paths
        jobs.submit(
            "move",
            getter_move,
            r.radius,
            r.n_atoms,
            seen,
            c.level,
            seed,
            on_done=lambda move: getter_moved(scene, move),
            on_error=lambda why: stumbled(scene, why),
            deadline_s=MOVE_DEADLINE_S,
        )
    elif (
        c.mode == SOLO and r.atoms is not None and scene.par is None and not scene.par_failed and scene.coach is None
    ):  # a lesson's box is not one to compare scores on
        jobs.submit(
            "par",
            play_round,
            c.radius,
            c.n_atoms,
            r.atoms,
            c.level,
            seed,
            on_done=lambda par: par_done(scene, par),
            on_error=lambda why: par_failed(scene),
            deadline_s=PAR_DEADLINE_S,
        )


def hidden(scene: BlackBoxPlay, atoms: frozenset) -> None:
    if scene.phase == "hiding":
        scene.play(("hide", frozenset(atoms)))


def hide_failed(scene: BlackBoxPlay, reason: str) -> None:
    """Hide at random here instead: instant and always legal."""
    scene.say(f"The computer stumbled: {reason.splitlines()[-1][:60]}", error=True)
    hidden(scene, computer_hide(scene.config.radius, scene.config.n_atoms, 1, scene.rng.randrange(1 << 30)))


def getter_moved(scene: BlackBoxPlay, move: tuple) -> None:
    if scene.phase != "get" or scene.person_gets():
        return
    scene.last_shot_at = scene.clock
    scene.play(("fire", move[1]) if move[0] == "fire" else ("announce", frozenset(move[1])))


def stumbled(scene: BlackBoxPlay, reason: str) -> None:
    """A failed getter move is asked for again after the usual gap."""
    scene.last_shot_at = scene.clock
    scene.say(f"The computer stumbled: {reason.splitlines()[-1][:60]}", error=True)


def par_done(scene: BlackBoxPlay, par: Par) -> None:
    scene.par = (list(par[0]), frozenset(par[1]))
    scene.keep()


def par_failed(scene: BlackBoxPlay) -> None:
    scene.par_failed = True
