"""Black Hole patience (docs/RULES.md section 4): deals, positions, the solver.

Engine contract: `Position` is the State; `BACKEND` plugs it into the
mid-end's Session (history, undo/redo, saving); `pysol_deal(number) ->
(piles, foundation)` and `solve(piles, foundation) -> list[int] | None`.
"""

from .cards import DECK, RANKS, SUITS, card_name, neighbours, rank_name, rank_of
from .deals import parse_board, pysol_board_text, pysol_deal, random_deal
from .position import (
    BACKEND,
    VARIANTS,
    DealChoice,
    PatienceBackend,
    PatienceOptions,
    Position,
    Variant,
    deal_options,
    line_positions,
)
from .solver import SolverStats, exhaustive, greedy_line, replay_wins, solve, solve_ranks

__all__ = [
    "DECK",
    "RANKS",
    "SUITS",
    "card_name",
    "neighbours",
    "rank_name",
    "rank_of",
    "parse_board",
    "pysol_board_text",
    "pysol_deal",
    "random_deal",
    "BACKEND",
    "VARIANTS",
    "DealChoice",
    "PatienceBackend",
    "PatienceOptions",
    "Position",
    "Variant",
    "deal_options",
    "line_positions",
    "SolverStats",
    "exhaustive",
    "greedy_line",
    "replay_wins",
    "solve",
    "solve_ranks",
]
