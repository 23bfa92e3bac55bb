"""The mid-end on a tiny game: history, undo/redo, final moves, strict saving and loading."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMove
from game.midend import Backend, Session


@dataclass(frozen=True, slots=True)
class Count:
    """Two seats add 1 or 2 to a total; 'lock' freezes a step (it can never be undone)."""

    total: int = 0
    turn: int = 0

    @property
    def current_player(self) -> int:
        return self.turn

    def legal_actions(self) -> list[Any]:
        return [] if self.is_terminal() else [1, 2, ("lock", 1)]

    def apply(self, action: Any) -> "Count":
        step = action[1] if isinstance(action, tuple) and action[0] == "lock" else action
        if step not in (1, 2) or self.is_terminal():
            raise IllegalMove(f"You can add 1 or 2, not {action!r}.")
        return Count(self.total + step, 1 - self.turn)

    def is_terminal(self) -> bool:
        return self.total >= 10

    def scores(self) -> list[float]:
        return [1.0, 0.0] if self.turn == 1 else [0.0, 1.0]

    def winners(self) -> list[int]:
        return [1 - self.turn] if self.is_terminal() else []


class CountBackend(Backend[Count]):
    key = "count"
    version = 2

    def new_state(self, options, seed):
        return Count(total=options["start"])

    def check_options(self, raw):
        if not isinstance(raw, dict) or type(raw.get("start")) is not int or not 0 <= raw["start"] < 5:
            raise ValueError("start is a whole number 0-4")
        return {"start": raw["start"]}

    def is_final(self, state, move):
        return isinstance(move, tuple)


BACKENDS = {"count": CountBackend()}


def new() -> Session[Count]:
    return Session.new(BACKENDS["count"], {"start": 0}, seed=5)


def test_play_undo_redo_and_a_new_move_cuts_the_redo_tail():
    s = new()
    s.play(1)
    s.play(2)
    assert s.state.total == 3 and s.played == [1, 2]
    assert s.undo() == 1 and s.state.total == 1 and s.can_redo()
    assert s.redo() == 1 and s.state.total == 3
    s.undo()
    s.play(1)
    assert s.state.total == 2 and not s.can_redo() and s.moves == [1, 1]


def test_an_illegal_move_is_refused_readably_and_changes_nothing():
    s = new()
    s.play(2)
    before = (s.state, list(s.moves), s.position, s.changes)
    with pytest.raises(IllegalMove, match="add 1 or 2"):
        s.play(7)
    assert (s.state, s.moves, s.position, s.changes) == before


def test_undo_steps_back_to_a_state_the_stop_accepts():
    s = new()
    for m in (1, 1, 1, 1):
        s.play(m)
    # seat 0 is the only person: undo skips seat 1's turn and goes back to seat 0's
    assert s.state.turn == 0
    assert s.undo(lambda st: st.turn == 0) == 2 and s.state.turn == 0 and s.state.total == 2
    with pytest.raises(IllegalMove, match="Nothing to undo"):
        Session.new(BACKENDS["count"], {"start": 0}, 1).undo()


def test_a_final_move_is_never_undone():
    s = new()
    s.play(1)
    s.play(("lock", 2))
    s.play(1)
    assert s.undo() == 1
    with pytest.raises(IllegalMove, match="cannot be taken back"):
        s.undo()
    assert s.state.total == 3


def test_save_and_load_replays_strictly_with_the_redo_tail():
    s = new()
    for m in (1, ("lock", 2), 1, 2):
        s.play(m)
    s.undo()
    s.assisted = True
    data = s.to_json()
    assert data["game"] == "count" and data["version"] == 2 and data["moves"] == [1, ["lock", 2], 1]
    back = Session.from_json(data, BACKENDS)
    assert back.state == s.state and back.moves == s.moves and back.assisted
    assert back.redo() == 1 and back.state == s.states[-1]


@pytest.mark.parametrize(
    "change, reason",
    [
        ({"game": "chess"}, "no game"),
        ({"version": 1}, "version"),
        ({"version": True}, "version"),
        ({"seed": "5"}, "seed"),
        ({"options": {"start": 9}}, "start"),
        ({"options": []}, "start"),
        ({"moves": {"a": 1}}, "list"),
        ({"moves": [1, 7]}, "move 2"),
        ({"moves": [1] * 20000}, "more than"),
        ({"assisted": "no"}, "assisted"),
    ],
)
def test_a_bad_save_is_refused_with_a_reason(change, reason):
    data = new().to_json() | change
    with pytest.raises(ValueError, match=reason):
        Session.from_json(data, BACKENDS)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([1, 2, "undo", "redo"]), max_size=30))
def test_any_history_round_trips_through_json(ops):
    s = new()
    for op in ops:
        try:
            if op == "undo":
                s.undo()
            elif op == "redo":
                s.redo()
            else:
                s.play(op)
        except IllegalMove:
            pass
    back = Session.from_json(s.to_json(), BACKENDS)
    assert back.state == s.state and back.moves == s.moves and back.position == s.position
