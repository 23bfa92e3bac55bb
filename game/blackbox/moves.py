"""Black Box moves as small tuples, checked on the way in.

A move is one of

- ``("hide", atoms)`` — the setter hides a frozenset of cells (the whole layout at once);
- ``("fire", port)`` — the getter fires a ray in at a port it has no answer for yet;
- ``("stone", cell, kind)`` — the getter sets a cell's stone: ``"trial"``, ``"sure"`` or ``None``;
- ``("announce",)`` — the getter announces the stones on the board, or
  ``("announce", cells)`` — a given layout (the computer getter's way).

Moves may arrive with lists instead of tuples (read back from JSON); ``parse_move``
turns them into the tuple form and refuses anything else with a readable IllegalMove,
never a TypeError.
"""

from __future__ import annotations

from typing import Any

from game import IllegalMove
from game.i18n import N_

from .board import Cell, Port

Move = tuple[Any, ...]
TRIAL, SURE = "trial", "sure"
STONE_KINDS = (None, TRIAL, SURE)
FINAL_KINDS = ("hide", "fire", "announce")  # what can never be taken back


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def as_cell(value: Any) -> Cell:
    """``value`` as a (q, r) cell, or IllegalMove."""
    if isinstance(value, (tuple, list)) and len(value) == 2 and all(map(_whole, value)):
        return (value[0], value[1])
    raise IllegalMove(f"{value!r} is not a cell: a cell is two whole numbers (q, r).")


def as_port(value: Any) -> Port:
    """``value`` as a (rim cell, direction) port, or IllegalMove."""
    if isinstance(value, (tuple, list)) and len(value) == 2 and _whole(value[1]):
        try:
            return (as_cell(value[0]), value[1])
        except IllegalMove:
            pass
    raise IllegalMove(f"{value!r} is not a port: a port is (rim cell, direction), e.g. ((-3, 0), 0).")


def as_cells(value: Any) -> frozenset[Cell]:
    """Distinct cells from any iterable of them (not a string or a mapping), or IllegalMove."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        raise IllegalMove(f"{value!r} is not a set of cells.")
    cells = [as_cell(c) for c in value]
    if len(set(cells)) != len(cells):
        raise IllegalMove(N_("The same cell is named twice."))
    return frozenset(cells)


def parse_move(raw: Any) -> Move:
    """The tuple form of a move, or IllegalMove saying what is wrong with it."""
    if not isinstance(raw, (tuple, list)) or not raw or not isinstance(raw[0], str):
        raise IllegalMove(f"{raw!r} is not a Black Box move.")
    kind, args = raw[0], tuple(raw[1:])
    if kind == "hide" and len(args) == 1:
        return ("hide", as_cells(args[0]))
    if kind == "fire" and len(args) == 1:
        return ("fire", as_port(args[0]))
    if kind == "stone" and len(args) == 2:
        stone: str | None = args[1]
        if stone not in STONE_KINDS:
            raise IllegalMove(f"Unknown stone {stone!r}: a stone is 'trial', 'sure' or none.")
        return ("stone", as_cell(args[0]), stone)
    if kind == "announce" and len(args) == 0:
        return ("announce",)
    if kind == "announce" and len(args) == 1:
        return ("announce", as_cells(args[0]))
    raise IllegalMove(f"{raw!r} is not a Black Box move.")


def move_to_json(move: Move) -> list[Any]:
    """A parsed move as JSON: cells as [q, r], layouts sorted."""
    kind = move[0]
    if kind == "hide" or (kind == "announce" and len(move) == 2):
        return [kind, sorted([q, r] for q, r in move[1])]
    if kind == "fire":
        (q, r), d = move[1]
        return ["fire", [[q, r], d]]
    if kind == "stone":
        return ["stone", list(move[1]), move[2]]
    return [kind]


def is_final(move: Move) -> bool:
    """Hiding, firing and announcing can never be undone: a fired ray's answer cannot be unlearnt."""
    return bool(move) and move[0] in FINAL_KINDS


def final_reason(move: Move) -> str:
    """Why undo stops before ``move``, in the board's own words (English, marked: shown through ``tr``)."""
    return {
        "fire": N_("A fired ray's answer cannot be unlearnt: undo takes back stones only."),
        "hide": N_("The atoms are hidden: undo takes back stones only."),
        "announce": N_("The layout is announced: that cannot be taken back."),
    }.get(move[0], N_("That cannot be taken back."))
