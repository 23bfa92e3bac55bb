"""A Black Box game kept when the window closes: to JSON and back, checked on the way in.

What is kept is what the players did, not what the screen showed: the box,
the match's rounds (hidden atoms, ports fired in order, stones, announced
layout), the round on screen and, in solo, the computer's own try on the same
box.  Ray results are never stored: they are fired again from the atoms, so
the markers come back with the same numbering and a tampered file cannot show
results the atoms would not give.  Anything malformed or inconsistent raises
ValueError (IllegalMove is one) or KeyError with a message saying what is wrong.
"""
from __future__ import annotations

from typing import Any, Optional

from game.blackbox import MAX_ATOMS, MIN_ATOMS, RADII, SURE, TRIAL, Match, Round, in_box, ports
from scenes.blackbox.config import MATCH, SOLO, TWO, BoxConfig
from game.json_checks import whole_number as _int, json_list as _list

VERSION = 1
KEPT_MODES = (SOLO, MATCH, TWO)   # the demo and watching the computer keep nothing of a player's


# -- to JSON ------------------------------------------------------------------------------
def round_to_json(r: Round) -> dict:
    return {
        "atoms": None if r.atoms is None else sorted([q, s] for q, s in r.atoms),
        "fired": [[list(p[0]), p[1]] for p, _ in r.fired],
        "stones": [[list(c), kind] for c, kind in r.stones],
        "announced": None if r.announced is None else sorted([q, s] for q, s in r.announced),
    }


def game_to_json(config: BoxConfig, match: Match, round_no: int, cpu_round: Optional[tuple]) -> dict:
    data: dict[str, Any] = {
        "version": VERSION,
        "config": config.to_json(),
        "round_no": round_no,
        "rounds": [round_to_json(r) for r in match.rounds[:config.rounds]],
    }
    if config.mode == SOLO and cpu_round is not None:
        fired, announced = cpu_round
        data["cpu_round"] = {"ports": [[list(p[0]), p[1]] for p in fired],
                             "announced": sorted([q, s] for q, s in announced)}
    return data


# -- from JSON ----------------------------------------------------------------------------
def _cell(value: Any) -> tuple[int, int]:
    pair = _list(value, "a cell")
    if len(pair) != 2:
        raise ValueError(f"a cell is two numbers, not {value!r}")
    return (_int(pair[0], "a cell's q"), _int(pair[1], "a cell's r"))


def _port(value: Any, radius: int) -> tuple[tuple[int, int], int]:
    pair = _list(value, "a port")
    if len(pair) != 2:
        raise ValueError(f"a port is a cell and a direction, not {value!r}")
    port = (_cell(pair[0]), _int(pair[1], "a port's direction"))
    if port not in ports(radius):
        raise ValueError(f"{port} is not a port of a radius {radius} box")
    return port


def config_from_json(data: Any) -> BoxConfig:
    """Strict, unlike BoxConfig.from_json (which forgives a stale setup menu)."""
    if not isinstance(data, dict):
        raise ValueError("the saved box settings are missing")
    mode = data["mode"]
    if mode not in KEPT_MODES:
        raise ValueError(f"mode {mode!r} is not kept")
    config = BoxConfig(mode, _int(data["radius"], "radius"), _int(data["n_atoms"], "atoms"),
                       _int(data["level"], "level"))
    if config.radius not in RADII or not MIN_ATOMS <= config.n_atoms <= MAX_ATOMS or config.level not in (1, 2, 3):
        raise ValueError(f"impossible box settings {config.to_json()}")
    return config


def round_from_json(data: Any, config: BoxConfig) -> Round:
    """Replay a round: hide, fire each port in order, lay the stones, announce."""
    if not isinstance(data, dict):
        raise ValueError("a saved round should be a mapping")
    r = Round(config.radius, config.n_atoms)
    fired = _list(data["fired"], "fired ports")
    stones = _list(data["stones"], "stones")
    if data["atoms"] is None:
        if fired or stones or data["announced"] is not None:
            raise ValueError("a round without hidden atoms cannot have rays, stones or an announcement")
        return r
    r = r.hide(_cell(c) for c in _list(data["atoms"], "atoms"))
    for value in fired:
        port = _port(value, config.radius)
        after = r.fire(port)
        if after is r:
            raise ValueError(f"port {port} was fired when its result was already known")
        r = after
    seen = set()
    for value in stones:
        pair = _list(value, "a stone")
        if len(pair) != 2 or pair[1] not in (TRIAL, SURE):
            raise ValueError(f"a stone is a cell and 'trial' or 'sure', not {value!r}")
        cell = _cell(pair[0])
        if cell in seen:
            raise ValueError(f"two stones on cell {cell}")
        seen.add(cell)
        r = r.set_stone(cell, pair[1])
    if data["announced"] is not None:
        r = r.announce([_cell(c) for c in _list(data["announced"], "the announced layout")])
    return r


def cpu_round_from_json(data: Any, config: BoxConfig) -> Optional[tuple[list, frozenset]]:
    if data is None:
        return None
    if config.mode != SOLO or not isinstance(data, dict):
        raise ValueError("only a solo box keeps the computer's try")
    fired = [_port(p, config.radius) for p in _list(data["ports"], "the computer's ports")]
    announced = frozenset(_cell(c) for c in _list(data["announced"], "the computer's layout"))
    if len(announced) != config.n_atoms or not all(in_box(config.radius, c) for c in announced):
        raise ValueError("the computer's announced layout does not fit the box")
    return fired, announced


def game_from_json(data: Any) -> tuple[BoxConfig, Match, int, Optional[tuple]]:
    """(config, match, round on screen, solo computer try) from a saved game, or raise."""
    if not isinstance(data, dict):
        raise ValueError("a saved Black Box game should be a mapping")
    if data.get("version") != VERSION:
        raise ValueError(f"saved game version {data.get('version')!r} is not {VERSION}")
    config = config_from_json(data["config"])
    saved = _list(data["rounds"], "rounds")
    if len(saved) != config.rounds:
        raise ValueError(f"a {config.mode} game has {config.rounds} round(s), not {len(saved)}")
    rounds = [round_from_json(r, config) for r in saved]
    while len(rounds) < 2:
        rounds.append(Round(config.radius, config.n_atoms))
    match = Match(config.radius, config.n_atoms, tuple(rounds))
    round_no = _int(data["round_no"], "round number")
    if not 0 <= round_no < config.rounds:
        raise ValueError(f"round {round_no} is not in a {config.rounds}-round game")
    for i, r in enumerate(rounds[:config.rounds]):
        if i < round_no and r.announced is None:
            raise ValueError(f"round {i + 1} comes before the round on screen but is not finished")
        if i > round_no and r.atoms is not None:
            raise ValueError(f"round {i + 1} has started before round {round_no + 1}")
    return config, match, round_no, cpu_round_from_json(data.get("cpu_round"), config)
