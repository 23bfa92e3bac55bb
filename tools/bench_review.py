"""Benchmark the review's judging: how long a player waits for each move's words.

Plays GAMES seeded Black Holes games (a person's random moves against the fair
computer's random moves, as tests/stars/test_review.py does), then times
``review_move`` on every person move the way the review job runs it, and
prints p50 / p95 / max seconds per move, how many were judged exactly, and
the wait for the first eight moves of a game in a row (the review's judging
bar). Run it as the worker runs, at lower priority, on a loaded machine too:
    nice -n 10 .venv/bin/python tools/bench_review.py --games 4
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.midend import Session
from game.review import review_move
from game.stars import BACKEND
from scenes.stars.config import PERSON, StarsConfig


def finished_game(seed: int) -> Session:
    session = Session.new(BACKEND, StarsConfig((PERSON, 2)).options(), seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    return session


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--first-seed", type=int, default=7)
    args = parser.parse_args()
    secs: list[float] = []
    exact = 0
    first_eight: list[float] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        session = finished_game(seed)
        states, moves = session.states, session.played
        game_secs = []
        for i, state in enumerate(states[: len(moves)]):
            if state.current_player != 0:
                continue
            start = time.perf_counter()
            judged = review_move(state, moves[i], i + 1, 1000 + i)
            game_secs.append(time.perf_counter() - start)
            exact += judged.exact
        secs += game_secs
        first_eight.append(sum(game_secs[:8]))
        print(f"seed {seed}: {len(game_secs)} person moves, {sum(game_secs):.1f} s in all", flush=True)
    ordered = sorted(secs)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
    print(
        f"{len(secs)} moves: p50 {statistics.median(secs):.2f} s  p95 {p95:.2f} s  max {max(secs):.2f} s  "
        f"exact {exact}/{len(secs)}  first eight moves of a game {statistics.mean(first_eight):.1f} s"
    )


if __name__ == "__main__":
    main()
