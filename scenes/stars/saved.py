"""A Black Holes match kept when the window closes: to JSON and back, checked on the way in.

What is kept is the table (seats and computer levels, fault rule, teaching
marks, who started, the size of SPACE) and the moves played, in order. The
position is never stored: it is rebuilt by replaying the moves through the
engine from the opening, so the undo history comes back too, and a tampered
file cannot set up a position the rules would not reach. Anything malformed,
illegal or inconsistent raises ValueError (IllegalMove is one) or KeyError
with a message saying what is wrong.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from game.stars import StarsAction, StarsState, new_game
from scenes.stars.config import PERSON, StarsConfig
from game.json_checks import replay_moves, whole_number as _int, json_list as _list, true_or_false as _bool

VERSION = 1
LEVELS = range(PERSON, 4)    # 0 a person, 1..3 a computer of that level

Cell = tuple[int, int]


# -- to JSON ------------------------------------------------------------------------------
def _cell_json(cell: Optional[Cell]) -> Optional[list[int]]:
    return None if cell is None else [cell[0], cell[1]]


def game_to_json(config: StarsConfig, size: int, teaching: bool,
                 moves: Sequence[StarsAction]) -> dict:
    """The match as JSON: `teaching` is the marks' current state (H toggles it in play)."""
    return {
        "version": VERSION,
        "config": config.to_json(),
        "size": size,
        "teaching": teaching,
        "moves": [[_cell_json(cell), _cell_json(centre)] for cell, centre in moves],
    }


# -- from JSON ----------------------------------------------------------------------------
def _cell(value: Any, what: str) -> Optional[Cell]:
    if value is None:
        return None
    pair = _list(value, what)
    if len(pair) != 2:
        raise ValueError(f"{what} is two numbers, not {value!r}")
    return (_int(pair[0], f"{what}'s row"), _int(pair[1], f"{what}'s column"))


def config_from_json(data: Any) -> StarsConfig:
    """Strict, unlike StarsConfig.from_json (which forgives a stale setup menu)."""
    if not isinstance(data, dict):
        raise ValueError("the saved table settings are missing")
    levels = tuple(_int(v, "a seat's level") for v in _list(data["levels"], "seat levels"))
    if not 2 <= len(levels) <= 6:
        raise ValueError(f"Black Holes is for 2 to 6 seats, not {len(levels)}")
    if any(lv not in LEVELS for lv in levels):
        raise ValueError(f"seat levels {list(levels)} should each be 0 (person) to 3")
    starter = _int(data["starter"], "who starts")
    if not 0 <= starter < len(levels):
        raise ValueError(f"seat {starter} cannot start: there are {len(levels)} seats")
    return StarsConfig(levels, _bool(data["fault_rule"], "the fault rule"),
                       _bool(data["teaching"], "teaching marks"), starter)


def move_from_json(value: Any, number: int) -> StarsAction:
    pair = _list(value, f"move {number}")
    if len(pair) != 2:
        raise ValueError(f"move {number} is a cell and a zone centre, not {value!r}")
    cell, centre = _cell(pair[0], f"move {number}'s cell"), _cell(pair[1], f"move {number}'s zone")
    if cell is None and centre is None:
        raise ValueError(f"move {number} neither places a star nor claims a zone")
    return cell, centre


def replay(config: StarsConfig, size: int, moves: Sequence[StarsAction]) -> list[StarsState]:
    """Every position from the opening through `moves`; IllegalMove names the move that fails."""
    opening = new_game(config.seats, size=size, fault_rule=config.fault_rule, first=config.starter)
    return replay_moves(opening, moves)


def game_from_json(data: Any) -> tuple[StarsConfig, bool, list[StarsAction], list[StarsState]]:
    """(config, teaching marks on, moves, positions) from a saved match, or raise.

    The match must still be in progress: a finished game is never kept.
    """
    if not isinstance(data, dict):
        raise ValueError("a saved Black Holes game should be a mapping")
    if data.get("version") != VERSION:
        raise ValueError(f"saved game version {data.get('version')!r} is not {VERSION}")
    config = config_from_json(data["config"])
    size = _int(data["size"], "the size of SPACE")
    expected = new_game(config.seats, fault_rule=config.fault_rule, first=config.starter).size
    if size != expected:
        raise ValueError(f"{config.seats} seats play on {expected}x{expected}, not {size}x{size}")
    teaching = _bool(data["teaching"], "teaching marks")
    moves = [move_from_json(m, n) for n, m in enumerate(_list(data["moves"], "moves"), 1)]
    states = replay(config, size, moves)
    if states[-1].is_terminal():
        raise ValueError("the saved game is already over")
    return config, teaching, moves, states
