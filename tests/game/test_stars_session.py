"""Black Holes on the mid-end: hypothesis properties of the engine and its Backend."""

import copy
import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMove, State
from game.midend import Session
from game.stars import BACKEND, StarsState, new_game

TABLES = st.tuples(st.integers(2, 6), st.booleans(), st.integers(0, 5))


def options(table):
    players, fault, starter = table
    return {"levels": [0] * players, "fault_rule": fault, "starter": starter % players}


@st.composite
def games(draw, max_moves=40):
    """A session with a random table and a random run of legal moves."""
    session = Session.new(BACKEND, options(draw(TABLES)), draw(st.integers(0, 1 << 30)))
    for _ in range(draw(st.integers(0, max_moves))):
        legal = session.state.legal_actions()
        if not legal:
            break
        session.play(legal[draw(st.integers(0, len(legal) - 1))])
    return session


def test_the_state_speaks_the_shared_vocabulary():
    assert isinstance(new_game(3), State)


@settings(max_examples=40, deadline=None)
@given(games(), st.data())
def test_apply_never_changes_the_state_it_is_given(session, data):
    state = session.state
    frozen = copy.deepcopy(state)
    for action in state.legal_actions()[:8]:
        state.apply(action)
    assert state == frozen and hash(state) == hash(frozen)


@settings(max_examples=40, deadline=None)
@given(games())
def test_replaying_the_saved_moves_rebuilds_every_state(session):
    data = json.loads(json.dumps(session.to_json()))
    again = Session.from_json(data, {"stars": BACKEND})
    assert again.states == session.states and again.state == session.state
    assert [BACKEND.decode_move(BACKEND.encode_move(m)) for m in session.moves] == session.moves


@settings(max_examples=40, deadline=None)
@given(games(), st.integers(1, 10))
def test_undo_then_redo_is_the_identity(session, steps):
    before = session.state
    taken = 0
    for _ in range(steps):
        if not session.can_undo():
            break
        taken += session.undo()
    for _ in range(taken):
        if not session.can_redo():
            break
        session.redo()
    assert session.state == before


JUNK = st.recursive(
    st.none() | st.integers(-3, 12) | st.text(max_size=3) | st.booleans() | st.floats(),
    lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner),
    max_leaves=6,
)


@settings(max_examples=200, deadline=None)
@given(games(max_moves=10), JUNK)
def test_any_input_is_refused_readably_never_with_a_type_error(session, junk):
    state = session.state
    try:
        after = state.apply(junk)
    except IllegalMove as exc:
        assert str(exc) and not re.search(r"\(\s*\d", str(exc).split("e.g.")[0])  # no coordinates
    else:
        assert isinstance(after, StarsState) and junk in state.legal_actions()
    try:
        BACKEND.decode_move(junk)
    except ValueError:
        pass
