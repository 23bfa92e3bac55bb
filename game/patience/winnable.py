"""Random deals proven winnable before they are dealt.

Run in the worker process: the play scene hands over a few random seeds and
gets back the first whose deal the solver wins, with the winning line (so
the first hints on that deal are answered at once). One small batch per job
keeps a hint asked meanwhile from waiting long behind it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .deals import random_deal
from .solver import solve


def first_winnable(seeds: Sequence[int], variant: str = "classic") -> tuple[int, list[int]] | None:
    """The first of ``seeds`` whose random deal in ``variant`` can be won, and a winning line."""
    for seed in seeds:
        line = solve(*random_deal(seed, variant))
        if line is not None:
            return seed, line
    return None
