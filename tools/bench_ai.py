"""Strength and speed of the computer players: seeded matches, printed.

    .venv/bin/python tools/bench_ai.py --game numbers [--games 200] [--board normal2]

Each game adds its matches in `tools/bench_<game>.py`, a module with
`suite(args) -> list[Match]` (and optionally `add_arguments(parser)`); it
builds its matches from the generic players here (`random_player`,
`flat_mc_player`, `level_player`) or its own. Seats are rotated so the
player under test sits in every seat equally often.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

from game import State  # noqa: E402
from game.ai import choose  # noqa: E402
from game.ai.search import outcome_values, seat_count  # noqa: E402

Player = Callable[[object, random.Random], object]  # (state, rng) -> action


def random_player(state, rng: random.Random):
    """Uniformly random legal move."""
    return rng.choice(state.legal_actions())


def _random_playout(state, rng: random.Random) -> list[float]:
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    return outcome_values(state)


def flat_mc_player(playouts: int, playout: Optional[Callable] = None) -> Player:
    """Flat Monte-Carlo: `playouts` random playouts a move, split evenly over
    the legal moves; the move with the best mean result (win 1, shared first
    place split) is played. `playout(state, rng) -> values` may be a faster
    equivalent of uniform random play."""
    run = playout or _random_playout

    def play(state, rng: random.Random):
        me = state.current_player
        actions = state.legal_actions()
        n = max(1, playouts // len(actions))
        best, best_v = actions[0], -1.0
        for a in actions:
            child = state.apply(a)
            if child.is_terminal():
                v = outcome_values(child)[me] * n
            else:
                v = sum(run(child, rng)[me] for _ in range(n))
            if v > best_v:
                best, best_v = a, v
        return best

    return play


def level_player(level: int) -> Player:
    """`game.ai.choose` at `level`, seeded from the match's generator."""

    def play(state, rng: random.Random):
        return choose(state, level, seed=rng.randrange(1 << 30))

    return play


@dataclass
class Match:
    """`games` games of `tested` against `others`, from `new_state()`."""

    title: str
    new_state: Callable[[], State]
    tested: Player
    others: list[Player]
    games: int
    seed: int = 1
    results: dict = field(default_factory=lambda: {"win": 0, "draw": 0, "loss": 0})
    seconds: dict = field(default_factory=lambda: {"tested": [0.0, 0], "others": [0.0, 0]})

    def run(self, progress: int = 0) -> None:
        """Play the games; with `progress` N, print a running line every N games."""
        rng = random.Random(self.seed)
        for g in range(self.games):
            if progress and g and g % progress == 0:
                print("   ...", self.line(), file=sys.stderr, flush=True)
            state = self.new_state()
            seats = seat_count(state)
            mine = g % seats
            players: list[Player] = []
            others = iter(self.others * seats)
            for s in range(seats):
                players.append(self.tested if s == mine else next(others))
            game_rng = random.Random(rng.randrange(1 << 30))
            while not state.is_terminal():
                who = state.current_player
                t = time.perf_counter()
                action = players[who](state, game_rng)
                key = "tested" if who == mine else "others"
                self.seconds[key][0] += time.perf_counter() - t
                self.seconds[key][1] += 1
                state = state.apply(action)
            w = state.winners()
            outcome = "loss" if mine not in w else ("win" if len(w) == 1 else "draw")
            self.results[outcome] += 1

    def line(self) -> str:
        r = self.results
        n = max(sum(r.values()), 1)
        t, o = self.seconds["tested"], self.seconds["others"]
        return (
            f"{self.title:<44} games {n:4d}  W {r['win']:4d}  D {r['draw']:4d}  "
            f"L {r['loss']:4d}  win {r['win'] / n:5.3f}  score "
            f"{(r['win'] + r['draw'] / 2) / n:5.3f}  s/move {t[0] / max(t[1], 1):6.3f}"
            f" (opp {o[0] / max(o[1], 1):6.3f})"
        )


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="numbers, stars, ...")
    parser.add_argument("--games", type=int, default=200, help="games per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=int, default=0, help="print a running tally to stderr every N games")
    known, _ = parser.parse_known_args(argv)
    suite_module = importlib.import_module(f"bench_{known.game}")
    if hasattr(suite_module, "add_arguments"):
        suite_module.add_arguments(parser)
    args = parser.parse_args(argv)
    for match in suite_module.suite(args):
        started = time.perf_counter()
        match.run(args.progress)
        print(match.line(), f" [{time.perf_counter() - started:.0f} s]", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
