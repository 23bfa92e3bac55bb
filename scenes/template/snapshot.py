"""The frame's picture as plain data: built from the state and the scene's UI state, drawn by view.py.

Keeping the picture as data (no pygame here) lets tests and the tour check what
a frame shows without reading pixels, and keeps view.py a pure function of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.template import TAKES, TemplateState


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple[int, int, int]


@dataclass(frozen=True)
class Snapshot:  # FIXME: what a frame of the game shows, as plain data
    pile: int  # stars left
    start: int  # the pile at the start (the empty places are drawn too)
    seats: tuple[Seat, ...]
    to_move: int  # the seat on turn (or the winner, once over)
    choice: int  # the take the cursor is on (1-3)
    takes: tuple[int, ...]  # the takes allowed now
    over: bool
    result: str  # "Gold wins!" once over
    demo: bool
    clock: float  # seconds, for the pulse of the cursor


def build(
    state: TemplateState,
    start: int,
    seats: tuple[Seat, ...],
    choice: int,
    *,
    demo: bool,
    clock: float,
) -> Snapshot:
    """The picture of ``state`` with the cursor on ``choice``."""
    over = state.is_terminal()
    to_move = state.winners()[0] if over else state.current_player
    return Snapshot(
        pile=state.pile,
        start=start,
        seats=seats,
        to_move=to_move,
        choice=choice,
        takes=tuple(t for t in TAKES if t in state.legal_actions()),
        over=over,
        result=f"{seats[to_move].name} wins!" if over else "",
        demo=demo,
        clock=clock,
    )
