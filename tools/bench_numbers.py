"""Black Hole (numbers) matches for tools/bench_ai.py (`--game numbers`).

Per board and scoring: each level against random play and against flat
Monte-Carlo with 2000 random playouts a move (the best-known open
implementation's AI); on 3-seat boards the tested player faces two of them.
"""

from __future__ import annotations

import argparse
import functools
import random

from bench_ai import Match, flat_mc_player, level_player, random_player

from game.ai.numbers_knowledge import random_finish
from game.numbers import BOARDS, new_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--board", action="append", choices=list(BOARDS), help="board(s) to play (default: all four)")
    parser.add_argument("--scoring", default="most", choices=["most", "least"])
    parser.add_argument("--levels", default="3", help="comma-separated levels, e.g. 1,2,3")
    parser.add_argument("--opponents", default="random,mc2000", help="comma-separated: random, mc2000")


def _fast_playout(state, rng: random.Random) -> list[float]:
    """A uniformly random finish; the same distribution as random moves."""
    return list(random_finish(state, rng))


def suite(args) -> list[Match]:
    boards = args.board or list(BOARDS)
    levels = [int(x) for x in args.levels.split(",")]
    opponents = {"random": random_player, "mc2000": flat_mc_player(2000, _fast_playout)}
    matches = []
    for board in boards:
        for level in levels:
            for name in args.opponents.split(","):
                matches.append(
                    Match(
                        title=f"{board} {args.scoring}: level {level} vs {name}",
                        new_state=functools.partial(new_game, board, args.scoring),
                        tested=level_player(level),
                        others=[opponents[name]],
                        games=args.games,
                        seed=args.seed,
                    )
                )
    return matches
