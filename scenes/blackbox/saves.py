"""What a Black Box save carries beyond the session: in solo, the computer's own try (``par``).

Everything the players did is in the session's moves and replayed strictly
through the engine. The solo comparison (the computer getter's ports and
announced layout on the same box) is not a move of the game, so it rides
along under ``par``; it is checked here, and when it is missing the computer
simply tries the box again.
"""

from __future__ import annotations

from typing import Any

from game import IllegalMove
from game.blackbox import Match, in_box, ports
from game.blackbox.moves import as_cells, as_port
from game.midend import Session

Par = tuple[list, frozenset]


def par_to_json(par: Par | None) -> dict | None:
    if par is None:
        return None
    fired, announced = par
    return {"ports": [[list(p[0]), p[1]] for p in fired], "announced": sorted([q, r] for q, r in announced)}


def par_from_json(raw: Any, state: Match) -> Par | None:
    """The computer's try on a solo box, or ValueError when it does not fit the box."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("ports"), list) or len(state.rounds) != 1:
        raise ValueError("only a solo box keeps the computer's try, as ports and a layout")
    try:
        fired = [as_port(p) for p in raw["ports"]]
        announced = as_cells(raw.get("announced"))
    except IllegalMove as exc:
        raise ValueError(f"the computer's try: {exc}") from exc
    radius = state.radius
    if (
        any(p not in ports(radius) for p in fired)
        or len(announced) != state.n_atoms
        or not all(in_box(radius, c) for c in announced)
    ):
        raise ValueError("the computer's try does not fit the box")
    return fired, announced


def check_kept(session: Session[Match]) -> None:
    """Only games of people are kept: ValueError for a demo or a watched match in a file."""
    if session.options["mode"] not in ("solo", "match", "two"):
        raise ValueError(f"a {session.options['mode']} game is not kept")
