"""What the board says in words: the cursor's advice and the log of events.

Pure functions of positions (no scene, no drawing), so the panel and the
tests read the same facts. Everything is in the board's terms: seat names,
"this star", "the lit zone" — never coordinates.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.stars import EMPTY, NOVA, STAR, SWALLOWED, StarsState, zone_cells
from scenes.framework import draw
from scenes.play.turns import SeatTable

Cell = tuple[int, int]
LOG_LINES = 5
SHAPES = {5: "inner", 4: "edge", 3: "corner"}


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
            STAR: "A star is there already.",
            NOVA: "The NOVA: it counts 5 if captured.",
            SWALLOWED: "Swallowed: beyond an event horizon.",
        }[what], "dim"
    info = focus_info(state, cell)
    if info is None:
        return "Quiet space: this star fills no live zone.", "dim"
    z, have, n, kind = info
    if kind == "complete":
        done = state.completing_zones(cell)
        return "BLACK HOLE! " + (
            f"{len(done)} zones: you choose one" if len(done) > 1 else f"captures {state.capture_value(z) + 1}"
        ), "gold"
    if kind == "gift" and teaching:
        return f"{SHAPES[n]} zone {have}/{n}: hands the next player a black hole!", "bad"
    return f"{SHAPES[n]} zone {have}/{n} after this star", "ink"


def event_lines(states: Sequence[StarsState], moves: Sequence[Any], seats: SeatTable) -> list[tuple[str, tuple]]:
    """The last few events of the game so far: black holes, misses, claims, seats OUT."""
    lines: list[tuple[str, tuple]] = []
    for before, after, (cell, centre) in zip(states, states[1:], moves, strict=False):
        seat = before.current_player
        name, colour = seats.name(seat), seats.colour(seat)
        if centre is not None:
            value = before.capture_value(centre) + (1 if cell is not None else 0)
            verb = "claims a missed" if cell is None else "makes a"
            lines.append((f"{name} {verb} black hole: +{value}", colour))
        elif cell is not None and before.completing_zones(cell):
            lines.append((f"{name} missed a black hole!", draw.PALETTE["violet"]))
        for p in range(after.players):
            if after.out[p] and not before.out[p]:
                lines.append((f"{seats.name(p)} is OUT", draw.PALETTE["bad"]))
    return lines[-LOG_LINES:]


def last_star(states: Sequence[StarsState], moves: Sequence[Any]) -> tuple[Cell, int] | None:
    """(spot, seat) of the last star placed that still shines, for its placer's colour."""
    for before, (cell, _) in zip(reversed(states[:-1]), reversed(moves), strict=False):
        if cell is not None:
            return (cell, before.current_player) if states[-1].cell(cell) == STAR else None
    return None


def end_reason(state: StarsState, seats: SeatTable) -> str:
    if state.nova_owner is not None:
        return f"{seats.name(state.nova_owner)} captured the NOVA"
    if EMPTY not in state.board:
        return "SPACE is full"
    return "too few players left in"
