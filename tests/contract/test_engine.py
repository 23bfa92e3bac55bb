"""The engine contract (docs/ENGINE_CONTRACT.md), checked on every game's engine and the template's.

States are the shared ``game.State``, hashable, picklable and immutable; a move
the rules refuse raises IllegalMove and changes nothing; a finished game lists
no moves and names its winners among its seats; a session survives its JSON;
a backend refuses options it could not have made.
"""

from __future__ import annotations

import json
import pickle

import pytest

from game import IllegalMove, State, catalogue
from game.midend import Session
from tests.contract.cases import finished_session, move_of, people_session


def test_states_are_shared_hashable_picklable_and_immutable(entry):
    session = people_session(entry)
    state = session.state
    assert isinstance(state, State)
    assert pickle.loads(pickle.dumps(state)) == state and hash(pickle.loads(pickle.dumps(state))) == hash(state)
    copy = pickle.loads(pickle.dumps(state))
    after = state.apply(move_of(entry, state))
    assert state == copy and after != state  # apply made a new state and left the old one as it was


def test_a_refused_move_raises_illegal_move_and_changes_nothing(entry):
    session = people_session(entry)
    before = session.to_json()
    with pytest.raises(IllegalMove) as refused:
        session.play(("no such move", 99))
    assert str(refused.value)  # words for the player
    assert session.to_json() == before


def test_a_finished_game_lists_no_moves_and_names_its_winners(entry):
    session = finished_session(entry)
    state = session.state
    seats = len(state.scores())  # a score for every seat at the table
    low, high = entry.info.seats
    assert state.is_terminal() and not state.legal_actions()
    assert low <= seats <= high and set(state.winners()) <= set(range(seats))
    with pytest.raises(IllegalMove):
        state.apply(session.played[-1])  # nothing more is played once it is over


def test_a_session_survives_its_json_and_strict_replay(entry):
    session = finished_session(entry)
    if session.can_undo():  # a redo tail is saved too (not past a final move: a Black Box announcement)
        session.undo()
    data = json.loads(json.dumps(session.to_json()))
    again = Session.from_json(data, catalogue.backends())
    assert again.position == session.position and again.moves == session.moves  # the redo tail included
    assert again.states == session.states and again.to_json() == session.to_json()


def test_the_backend_refuses_options_it_could_not_have_made(entry):
    backend = entry.info.backend
    assert backend.key == entry.key
    for bad in (None, [], {}, {"no such option": 1}):
        with pytest.raises(ValueError):
            backend.check_options(bad)


def test_the_config_on_the_entry_round_trips_and_a_damaged_memory_gives_the_defaults(entry):
    """One config interface for every game (scenes/play/config.py): its default's options are what
    the engine's strict check keeps, its memory reads back as itself, and anything odd in a stored
    memory gives the defaults, never a crash."""
    config = entry.config
    assert config is not None, f"{entry.key}: its entry names no config"
    default = config()
    options = default.options()
    assert entry.info.backend.check_options(json.loads(json.dumps(options))) == options
    assert config.from_options(options).options() == options
    assert config.from_json(json.loads(json.dumps(default.to_json()))) == default
    assert config.from_json(default.rematch().to_json()).options().keys() == options.keys()
    for damaged in (None, "x", [1, 2], {"levels": "x"}, {k: [v] for k, v in default.to_json().items()}):
        assert config.from_json(damaged) == default, (entry.key, damaged)
