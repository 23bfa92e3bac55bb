"""Strict checks for data read back from JSON (saved games), with readable reasons.

JSON has no tuples and Python counts ``True`` as 1, so a loader that merely
converts would accept nonsense; these refuse it with a sentence instead.
"""

from __future__ import annotations

from typing import Any, Sequence

from game import IllegalMove


def whole_number(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} should be a whole number, not {value!r}")
    return value


def true_or_false(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{what} should be true or false, not {value!r}")
    return value


def json_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{what} should be a list, not {type(value).__name__}")
    return value


def replay_moves(opening: Any, moves: Sequence[Any]) -> list[Any]:
    """Every position from ``opening`` through ``moves`` (engine states with ``apply``).

    A refused move re-raises IllegalMove naming which move of the saved list failed.
    """
    states = [opening]
    for number, move in enumerate(moves, 1):
        try:
            states.append(states[-1].apply(move))
        except IllegalMove as exc:
            raise IllegalMove(f"move {number} {move}: {exc}") from exc
    return states
