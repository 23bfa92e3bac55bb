"""The next winnable random deal, found in the worker before it is wanted.

While a game is played, `DealPreparer` tries random seeds one at a time in
its own job slot (one deal per job, so a hint asked meanwhile waits at most
one solve) until the solver wins one, and keeps it with its winning line.
"New random deal" then takes it at once; if it is not ready yet the
shuffling scene shows a short "shuffling..." while the search finishes.
The preparer travels from one patience scene to the next, so a deal found
during one game is there for the next.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.patience.winnable import first_winnable
from scenes.framework.worker import JobSlot, Worker

PREPARE_DEADLINE_S = 60.0
MAX_FAILURES = 3  # worker errors in a row before giving up on a variant
KEEP = 2  # deals kept ready per variant: N pressed twice quickly still deals at once


@dataclass(frozen=True)
class PreparedDeal:
    variant: str
    seed: int
    line: list[int]  # a winning line from the opening


class DealPreparer:
    """Up to KEEP prepared deals per variant, and at most one search running."""

    def __init__(self, worker: Worker, rng: random.Random) -> None:
        self.jobs = JobSlot(worker)
        self.rng = rng
        self.ready: dict[str, list[PreparedDeal]] = {}
        self.failures: dict[str, int] = {}
        self.tried = 0  # seeds tried so far (tests and the bench read it)

    def want(self, variant: str) -> None:
        """Start looking for a deal of ``variant`` unless enough are ready or one is being looked for."""
        if len(self.ready.get(variant, [])) >= KEEP or self.failed(variant):
            return
        if self.jobs.busy and self.jobs.kind == variant:
            return
        seed = self.rng.randrange(1 << 31)
        self.tried += 1
        self.jobs.submit(
            variant,
            first_winnable,
            [seed],
            variant,
            deadline_s=PREPARE_DEADLINE_S,
            on_done=lambda found: self._found(variant, found),
            on_error=lambda _message: self._error(variant),
        )

    def take(self, variant: str) -> PreparedDeal | None:
        """A prepared deal of ``variant`` (each handed out once), or None if none is found yet."""
        deals = self.ready.get(variant)
        return deals.pop(0) if deals else None

    def has(self, variant: str) -> bool:
        return bool(self.ready.get(variant))

    def failed(self, variant: str) -> bool:
        return self.failures.get(variant, 0) >= MAX_FAILURES

    def poll(self) -> None:
        self.jobs.poll()

    def cancel(self) -> None:
        self.jobs.cancel()

    def _found(self, variant: str, found: tuple[int, list[int]] | None) -> None:
        self.failures[variant] = 0
        if found is not None:
            self.ready.setdefault(variant, []).append(PreparedDeal(variant, found[0], list(found[1])))
        self.want(variant)  # another one (or, if that deal cannot be won, try again)

    def _error(self, variant: str) -> None:
        self.failures[variant] = self.failures.get(variant, 0) + 1
        self.want(variant)
