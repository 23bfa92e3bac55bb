"""Black Holes (stars) matches for tools/bench_ai.py.

    nice -n 10 .venv/bin/python tools/bench_ai.py --game stars [--games 200] [--multi-games 60]

Level 3 with two players against random play and against the greedy player
(captures when it can, otherwise a random move that leaves no zone one short),
then level 3 against two and three greedy players, and levels 1 and 2 for scale.
"""

from __future__ import annotations

import argparse
import random

from bench_ai import Match, level_player, random_player

from game.ai.stars_knowledge import greedy_action
from game.stars import new_game


def greedy_player(state, rng: random.Random):
    return greedy_action(state, rng)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--multi-games", type=int, default=60, help="games per 3- and 4-player match")
    parser.add_argument("--only", default="", help="comma list of match keys: random,greedy,three,four,levels")


def suite(args) -> list[Match]:
    keys = set(filter(None, args.only.split(","))) or {"random", "greedy", "three", "four", "levels"}
    two = lambda: new_game(2)  # noqa: E731
    matches = []
    if "random" in keys:
        matches.append(
            Match("stars 2p: level 3 vs random", two, level_player(3), [random_player], args.games, args.seed)
        )
    if "greedy" in keys:
        matches.append(
            Match("stars 2p: level 3 vs greedy", two, level_player(3), [greedy_player], args.games, args.seed)
        )
    if "three" in keys:
        matches.append(
            Match(
                "stars 3p: level 3 vs 2 greedy",
                lambda: new_game(3),
                level_player(3),
                [greedy_player],
                args.multi_games,
                args.seed,
            )
        )
    if "four" in keys:
        matches.append(
            Match(
                "stars 4p (9x9): level 3 vs 3 greedy",
                lambda: new_game(4),
                level_player(3),
                [greedy_player],
                args.multi_games,
                args.seed,
            )
        )
    if "levels" in keys:
        for level in (1, 2):
            matches.append(
                Match(
                    f"stars 2p: level {level} vs greedy",
                    two,
                    level_player(level),
                    [greedy_player],
                    args.multi_games,
                    args.seed,
                )
            )
    return matches
