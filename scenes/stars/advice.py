"""What the board says in words: the cursor's advice and the log of events.

Pure functions of positions (no scene, no drawing), so the panel and the
tests read the same facts. Everything is in the board's terms: seat names,
"this star", "the lit zone" — never coordinates.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import N_, tr
from game.stars import EMPTY, NOVA, STAR, SWALLOWED, StarsState, zone_cells
from scenes.framework import draw
from scenes.play.turns import SeatTable

Cell = tuple[int, int]
LOG_LINES = 5
# the cursor's line by the zone's shape (its cell count), whole sentences: a language's adjective
# agrees with its word for "zone"
FILLS = {
    5: N_("inner zone {have}/{n} after this star"),
    4: N_("edge zone {have}/{n} after this star"),
    3: N_("corner zone {have}/{n} after this star"),
}
GIFTS = {
    5: N_("inner zone {have}/{n}: hands the next player a black hole!"),
    4: N_("edge zone {have}/{n}: hands the next player a black hole!"),
    3: N_("corner zone {have}/{n}: hands the next player a black hole!"),
}


def focus_info(state: StarsState, cell: Cell | None) -> tuple[Cell, int, int, str] | None:
    """(zone centre, stars after placing, zone cells, kind) for a star on ``cell``.

    kind: "complete" (a black hole forms), "gift" (one short after it),
    "fill" otherwise. None when the cell takes no star or touches no live zone.
    """
    if cell is None or state.cell(cell) != EMPTY:
        return None
    done = state.completing_zones(cell)
    if done:
        z = max(done, key=state.capture_value)
        n = len(zone_cells(state.size, z))
        return z, n, n, "complete"
    best = None
    for z in zone_cells(state.size, cell):
        if not state.zone_alive(z):
            continue
        have, n = state.zone_count(z)
        key = (have + 1 - n, have)
        if best is None or key > best[0]:
            best = (key, z, have + 1, n)
    if best is None:
        return None
    _, z, have, n = best
    return z, have, n, "gift" if have == n - 1 else "fill"


def focus_text(state: StarsState, cell: Cell | None, teaching: bool) -> tuple[str, str]:
    """The panel's line about the spot under the cursor, and its palette colour name."""
    if cell is None:
        return "", "dim"
    what = state.cell(cell)
    if what != EMPTY:
        return {
            STAR: tr("A star is there already."),
            NOVA: tr("The NOVA: it counts 5 if captured."),
            SWALLOWED: tr("Swallowed: beyond an event horizon."),
        }[what], "dim"
    info = focus_info(state, cell)
    if info is None:
        return tr("Quiet space: this star fills no live zone."), "dim"
    z, have, n, kind = info
    if kind == "complete":
        done = state.completing_zones(cell)
        if len(done) > 1:
            return tr("BLACK HOLE! {n} zones: you choose one").format(n=len(done)), "gold"
        # TRANSLATORS: {n} is the number of stars the black hole captures
        return tr("BLACK HOLE! captures {n}").format(n=state.capture_value(z) + 1), "gold"
    if kind == "gift" and teaching:
        return tr(GIFTS[n]).format(have=have, n=n), "bad"
    return tr(FILLS[n]).format(have=have, n=n), "ink"


def event_lines(states: Sequence[StarsState], moves: Sequence[Any], seats: SeatTable) -> list[tuple[str, tuple]]:
    """The last few events of the game so far: black holes, misses, claims, seats OUT."""
    lines: list[tuple[str, tuple]] = []
    for before, after, (cell, centre) in zip(states, states[1:], moves, strict=False):
        seat = before.current_player
        name, colour = seats.name(seat), seats.colour(seat)
        if centre is not None:
            value = before.capture_value(centre) + (1 if cell is not None else 0)
            words = (
                tr("{name} claims a missed black hole: +{value}")
                if cell is None
                else tr("{name} makes a black hole: +{value}")
            )
            lines.append((words.format(name=name, value=value), colour))
        elif cell is not None and before.completing_zones(cell):
            lines.append((tr("{name} missed a black hole!").format(name=name), draw.PALETTE["violet"]))
        for p in range(after.players):
            if after.out[p] and not before.out[p]:
                lines.append((tr("{name} is OUT").format(name=seats.name(p)), draw.PALETTE["bad"]))
    return lines[-LOG_LINES:]


def last_star(states: Sequence[StarsState], moves: Sequence[Any]) -> tuple[Cell, int] | None:
    """(spot, seat) of the last star placed that still shines, for its placer's colour."""
    for before, (cell, _) in zip(reversed(states[:-1]), reversed(moves), strict=False):
        if cell is not None:
            return (cell, before.current_player) if states[-1].cell(cell) == STAR else None
    return None


def end_reason(state: StarsState, seats: SeatTable) -> str:
    if state.nova_owner is not None:
        return tr("{name} captured the NOVA").format(name=seats.name(state.nova_owner))
    if EMPTY not in state.board:
        return tr("SPACE is full")
    return tr("too few players left in")
