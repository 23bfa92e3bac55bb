"""Black Box rounds and matches as engine States on the mid-end: moves, finality, replay, undo."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import IllegalMove, State
from game.blackbox import BACKEND, Match, Round, cells, fire, ports
from game.midend import Session

THREE = frozenset({(0, 0), (1, 0), (2, 0)})
OPTIONS = {"mode": "two", "radius": 3, "n_atoms": 3, "level": 1}


def test_rounds_and_matches_speak_the_state_vocabulary():
    m = Match.new(3, 3, 2)
    assert isinstance(m, State) and isinstance(m.rounds[0], State)
    assert m.current_player == 0 and m.legal_actions() == []  # hiding: layouts are not listed
    m = m.apply(("hide", THREE))
    assert m.current_player == 1
    acts = m.legal_actions()
    assert {a[0] for a in acts} == {"fire", "stone"}  # no announcement without stones
    assert len([a for a in acts if a[0] == "fire"]) == len(ports(3))
    assert len([a for a in acts if a[0] == "stone"]) == 2 * len(cells(3))
    for c in THREE:
        m = m.apply(("stone", c, "trial"))
    assert ("announce",) in m.legal_actions()
    m = m.apply(("announce",))
    assert m.round_index == 1 and m.current_player == 1  # player 1 hides the second box
    m = m.apply(("hide", THREE)).apply(("fire", ((-3, 0), 0))).apply(("announce", THREE))
    assert m.is_terminal() and m.legal_actions() == [] and m.winners() == [1]
    assert m.scores() == (-float(m.penalties()[0]), 0.0)


def test_a_known_ports_answer_is_not_a_move():
    m = Match.new(3, 3, 1).apply(("hide", THREE)).apply(("fire", ((-3, 0), 0)))
    with pytest.raises(IllegalMove, match="known already"):
        m.apply(("fire", ((-3, 0), 0)))
    assert ("fire", ((-3, 0), 0)) not in m.legal_actions()


@pytest.mark.parametrize(
    "bad",
    [
        None,
        5,
        "fire",
        (),
        ("fire",),
        ("fire", 5),
        ("fire", ((0, "a"), 0)),
        ("stone", (0, 0), "maybe"),
        ("stone", (0, 0)),
        ("stone", "ab", "sure"),
        ("hide", 7),
        ("hide", "abc"),
        ("hide", [(0, 0), (0, 0), (1, 0)]),
        ("announce", 1, 2),
        ("peek",),
        [1, 2],
        {"fire": 1},
        ("stone", (True, 0), None),
    ],
)
def test_bad_moves_are_refused_readably(bad):
    m = Match.new(3, 3, 1).apply(("hide", THREE))
    with pytest.raises(IllegalMove):
        m.apply(bad)
    with pytest.raises(ValueError):
        BACKEND.decode_move(json.loads(json.dumps(bad)))


def test_hiding_firing_and_announcing_are_final_stones_are_not():
    s = Session.new(BACKEND, OPTIONS, 1)
    s.play(("hide", THREE))
    s.play(("stone", (0, 0), "sure"))
    s.play(("fire", ((-3, 0), 0)))
    s.play(("stone", (1, 1), "trial"))
    assert s.undo() == 1 and s.state.rounds[0].stone_at((1, 1)) is None
    with pytest.raises(IllegalMove):
        s.undo()
    assert s.redo() == 1 and s.state.rounds[0].stone_at((1, 1)) == "trial"


def random_match(data, n_moves: int) -> tuple[Session, list]:
    """A two-player session played with random legal moves (hides drawn from the cells)."""
    s = Session.new(BACKEND, OPTIONS, 1)
    for _ in range(n_moves):
        state = s.state
        if state.is_terminal():
            break
        acts = state.legal_actions()
        if not acts:
            atoms = data.draw(st.sets(st.sampled_from(cells(3)), min_size=3, max_size=3))
            move = ("hide", frozenset(atoms))
        elif data.draw(st.booleans()) and len(state.round.stones) != 3:
            stones = [c for c in data.draw(st.permutations(cells(3)))[:3]]
            move = ("announce", frozenset(stones))
        else:
            move = data.draw(st.sampled_from(acts))
        s.play(move)
    return s, list(s.moves)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(0, 30))
def test_apply_never_mutates_and_replay_reproduces(data, n):
    s, moves = random_match(data, n)
    for before, move, after in zip(s.states, moves, s.states[1:], strict=False):
        copy = Match(before.radius, before.n_atoms, before.rounds)
        assert before.apply(move) == after and before == copy
    again = Session.from_json(json.loads(json.dumps(s.to_json())), {"blackbox": BACKEND})
    assert again.state == s.state and again.moves == s.moves
    r = again.state.rounds[min(again.state.round_index, 1)]
    for port, shot in r.fired:  # answers are fired again from the atoms, never stored
        assert fire(3, r.hidden, port) == shot


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(1, 30))
def test_undo_then_redo_is_the_identity(data, n):
    s, _ = random_match(data, n)
    state, position = s.state, s.position
    if s.can_undo():
        s.undo()
        assert s.state != state or s.moves[s.position][0] == "stone"
        s.redo()
    assert s.state == state and s.position == position


def test_round_alone_plays_as_a_state():
    r = Round(3, 3)
    assert r.current_player == 0 and r.legal_actions() == []
    r = r.apply(["hide", [[0, 0], [1, 0], [2, 0]]])  # lists from JSON are fine
    r = r.apply(["announce", [[0, 0], [1, 0], [2, 1]]])
    assert r.is_terminal() and r.winners() == [0] and r.scores() == (10.0, -10.0)
