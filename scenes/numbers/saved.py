"""A Black Hole (numbers) game kept when the window closes: to JSON and back, checked on the way in.

What is kept is the table (board size, seats and computer levels, scoring,
who started) and the circles written, in order. The position is never
stored: it is rebuilt by replaying the moves through the engine from the
empty board, so the undo history comes back too and a tampered file cannot
set up a position the rules would not reach. Anything malformed, illegal or
inconsistent raises ValueError (IllegalMove is one) or KeyError with a
message saying what is wrong.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.numbers import Cell, NumbersState, new_game
from scenes.numbers.config import PERSON, MatchConfig
from game.json_checks import replay_moves, whole_number as _int, json_list as _list

VERSION = 1
LEVELS = range(PERSON, 4)    # 0 a person, 1..3 a computer of that level


# -- to JSON ------------------------------------------------------------------------------
def moves_of(history: Sequence[NumbersState]) -> list[Cell]:
    """The circle written between each pair of successive positions."""
    moves = []
    for before, after in zip(history, history[1:]):
        changed = [c for c, a, b in zip(before.board.cells, before.marks, after.marks) if a != b]
        if len(changed) != 1:
            raise ValueError("the history is not one circle at a time")
        moves.append(changed[0])
    return moves


def game_to_json(config: MatchConfig, moves: Sequence[Cell]) -> dict:
    return {"version": VERSION, "config": config.to_json(),
            "moves": [[r, i] for r, i in moves]}


# -- from JSON ----------------------------------------------------------------------------
def config_from_json(data: Any) -> MatchConfig:
    """Strict, unlike MatchConfig.from_json (which forgives a stale setup menu)."""
    if not isinstance(data, dict):
        raise ValueError("the saved table settings are missing")
    size = data["size"]
    if size not in ("normal", "quick"):
        raise ValueError(f"the board is normal or quick, not {size!r}")
    levels = tuple(_int(v, "a seat's level") for v in _list(data["levels"], "seat levels"))
    if len(levels) not in (2, 3):
        raise ValueError(f"Black Hole is for 2 or 3 seats, not {len(levels)}")
    if any(lv not in LEVELS for lv in levels):
        raise ValueError(f"seat levels {list(levels)} should each be 0 (person) to 3")
    scoring = data["scoring"]
    if scoring not in ("most", "least"):
        raise ValueError(f"scoring is most or least, not {scoring!r}")
    starter = _int(data["starter"], "who starts")
    if not 0 <= starter < len(levels):
        raise ValueError(f"seat {starter} cannot start: there are {len(levels)} seats")
    return MatchConfig(size, levels, scoring, starter)


def move_from_json(value: Any, number: int) -> Cell:
    pair = _list(value, f"move {number}")
    if len(pair) != 2:
        raise ValueError(f"move {number} is a row and a circle, not {value!r}")
    return (_int(pair[0], f"move {number}'s row"), _int(pair[1], f"move {number}'s circle"))


def replay(config: MatchConfig, moves: Sequence[Cell]) -> list[NumbersState]:
    """Every position from the empty board through `moves`; IllegalMove names the move that fails."""
    return replay_moves(new_game(config.board, config.scoring), moves)


def game_from_json(data: Any) -> tuple[MatchConfig, list[NumbersState]]:
    """(config, positions) from a saved game, or raise. The game must still be in progress
    and have at least one move: a finished or untouched game is never kept."""
    if not isinstance(data, dict):
        raise ValueError("a saved Black Hole game should be a mapping")
    if data.get("version") != VERSION:
        raise ValueError(f"saved game version {data.get('version')!r} is not {VERSION}")
    config = config_from_json(data["config"])
    moves = [move_from_json(m, n) for n, m in enumerate(_list(data["moves"], "moves"), 1)]
    if not moves:
        raise ValueError("the saved game has no move")
    states = replay(config, moves)
    if states[-1].is_terminal():
        raise ValueError("the saved game is already over")
    return config, states
