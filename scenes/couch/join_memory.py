"""The join screen again with the last match's seats: "Change setup" then Start keeps the table.

A setup screen that comes back from a match (through the game's entry, with
the match's seating) fills a fresh join screen with the same seats in the
same order: each person on the device that played them, each computer at its
level; a pad no longer connected is left out. A computer the host adds starts at the last level chosen,
not always at easy. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Sequence

from scenes.couch.join import JoinScene, SeatBinding
from scenes.couch.seating import Seating

FIRST_LEVEL = 1  # an added computer's level when no level was ever chosen


def bindings_of(levels: Sequence[int], seating: Seating | None) -> list[SeatBinding]:
    """The seats of a match as the join screen hands them out: ``levels`` per table seat (0 a
    person), ``seating`` who played each person seat. A person seat no device held is left out."""
    if seating is None:
        return []
    seats = seating.seats
    out: list[SeatBinding] = []
    for i, level in enumerate(levels):
        if level:
            out.append(SeatBinding(None, level))
        elif i < len(seats) and seats[i].device is not None:
            out.append(SeatBinding(seats[i].device, 0, seats[i].guid))
    return out


def last_level(levels: Sequence[int]) -> int:
    """The level of the last computer seat in ``levels`` (the last level chosen), else easy."""
    return next((lv for lv in reversed(levels) if lv), FIRST_LEVEL)


def seat_again(join: JoinScene, bindings: Sequence[SeatBinding], level: int) -> JoinScene:
    """Fill ``join`` (fresh) with ``bindings`` in order; an added computer starts at ``level``.
    With the table ready, the host's cursor rests on Start."""
    join.computer_level = level
    present = set(join.app.input.devices())
    for b in bindings:
        if b.device is None:
            join.add_computer(b.level)
        elif b.device in present:  # a pad unplugged since is not seated again
            join.join(b.device)
    if bindings and join.can_start:
        join.focus = join.max_seats
    return join
