"""The rules of Black Hole (numbers), docs/RULES.md section 2, on every board."""

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalMove
from game.numbers import BOARDS, new_game


def play(state, cells):
    for c in cells:
        state = state.apply(c)
    return state


@pytest.mark.parametrize(
    "name,rows,players,numbers",
    [
        ("normal2", (1, 2, 3, 4, 5, 6), 2, 10),
        ("normal3", (1, 2, 3, 4, 5, 6, 7), 3, 9),
        ("quick2", (1, 2, 3, 2, 1), 2, 4),
        ("quick3", (1, 2, 3, 4, 3, 2, 1), 3, 5),
    ],
)
def test_board_shapes(name, rows, players, numbers):
    b = BOARDS[name]
    assert b.row_lengths == rows
    assert b.players == players and b.numbers_each == numbers
    assert b.size == sum(rows) == players * numbers + 1
    assert b.cells[0] == (0, 0) and b.cells[-1] == (len(rows) - 1, rows[-1] - 1)


def test_triangle_touching_follows_the_formula():
    b = BOARDS["normal3"]
    cells = set(b.cells)
    for r, i in b.cells:
        expected = {(r, i - 1), (r, i + 1), (r - 1, i - 1), (r - 1, i), (r + 1, i), (r + 1, i + 1)}
        assert set(b.touching((r, i))) == expected & cells


def test_triangle_examples():
    b = BOARDS["normal2"]
    assert set(b.touching((0, 0))) == {(1, 0), (1, 1)}
    assert set(b.touching((3, 1))) == {(3, 0), (3, 2), (2, 0), (2, 1), (4, 1), (4, 2)}
    assert set(b.touching((5, 0))) == {(5, 1), (4, 0)}
    assert set(b.touching((5, 3))) == {(5, 2), (5, 4), (4, 2), (4, 3)}


def test_diamond_examples():
    q = BOARDS["quick2"]
    assert set(q.touching((0, 0))) == {(1, 0), (1, 1)}
    assert set(q.touching((2, 1))) == {(2, 0), (2, 2), (1, 0), (1, 1), (3, 0), (3, 1)}
    assert set(q.touching((2, 0))) == {(2, 1), (1, 0), (3, 0)}
    assert set(q.touching((3, 1))) == {(3, 0), (2, 1), (2, 2), (4, 0)}
    assert set(q.touching((4, 0))) == {(3, 0), (3, 1)}
    d = BOARDS["quick3"]
    # the widest row (3) sits between two shorter rows
    assert set(d.touching((3, 1))) == {(3, 0), (3, 2), (2, 0), (2, 1), (4, 0), (4, 1)}
    assert set(d.touching((4, 2))) == {(4, 1), (3, 2), (3, 3), (5, 1)}
    assert set(d.touching((6, 0))) == {(5, 0), (5, 1)}


@pytest.mark.parametrize("name", list(BOARDS))
def test_touching_is_symmetric_and_honeycomb(name):
    b = BOARDS[name]
    for c in b.cells:
        ts = b.touching(c)
        assert c not in ts and 2 <= len(ts) <= 6
        for t in ts:
            assert c in b.touching(t)
    # a honeycomb of circles has no pair of rows more than one apart touching
    for (r, _), ts in zip(b.cells, map(b.touching, b.cells), strict=True):
        assert all(abs(t[0] - r) <= 1 for t in ts)


@pytest.mark.parametrize("name", list(BOARDS))
def test_turn_order_and_numbers(name):
    s = new_game(name)
    b = BOARDS[name]
    seen = []
    rng = random.Random(1)
    while not s.is_terminal():
        seen.append((s.current_player, s.next_number))
        cell = rng.choice(s.legal_actions())
        s2 = s.apply(cell)
        assert s2.mark_at(cell) == (s.current_player, s.next_number)
        s = s2
    expected = [(p, n) for n in range(1, b.numbers_each + 1) for p in range(b.players)]
    assert seen == expected
    assert len(s.free_cells()) == 1 and s.hole() == s.free_cells()[0]
    assert s.legal_actions() == []


def _fill_with_hole(name, scoring, hole, plan):
    """Play a game where `plan` maps seat -> list of cells for its 1, 2, ..."""
    s = new_game(name, scoring)
    b = BOARDS[name]
    for n in range(b.numbers_each):
        for p in range(b.players):
            s = s.apply(plan[p][n])
    assert s.hole() == hole
    return s


def test_scoring_most_and_least_quick2():
    # hole in the centre (2,1): touching (1,0),(1,1),(2,0),(2,2),(3,0),(3,1)
    plan = {
        0: [(1, 0), (0, 0), (2, 0), (4, 0)],  # 1 and 3 touch the hole
        1: [(1, 1), (2, 2), (3, 0), (3, 1)],
    }  # 1+2+3+4 touch it
    s = _fill_with_hole("quick2", "most", (2, 1), plan)
    assert s.scores() == [4, 10]
    assert s.winners() == [1]
    s = _fill_with_hole("quick2", "least", (2, 1), plan)
    assert s.scores() == [4, 10]
    assert s.winners() == [0]


def test_draw_is_a_shared_first_place():
    # hole (0,0) touches (1,0),(1,1); seat 0's 2 and seat 1's 2 touch it
    plan = {0: [(2, 0), (1, 0), (3, 0), (4, 0)], 1: [(2, 2), (1, 1), (3, 1), (2, 1)]}
    for scoring in ("most", "least"):
        s = _fill_with_hole("quick2", scoring, (0, 0), plan)
        assert s.scores() == [2, 2]
        assert s.winners() == [0, 1]


def test_three_seats_least_picks_lowest():
    s = new_game("quick3", "least")
    rng = random.Random(5)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    sums = s.scores()
    assert s.winners() == [i for i, v in enumerate(sums) if v == min(sums)]
    hole = s.hole()
    total = [0, 0, 0]
    for t in s.touching(hole):
        seat, n = s.mark_at(t)
        total[seat] += n
    assert total == sums


def test_illegal_moves_are_readable_and_harmless():
    s = new_game("quick2").apply((0, 0))
    before = s.marks
    with pytest.raises(IllegalMove, match="already holds a 1"):
        s.apply((0, 0))
    with pytest.raises(IllegalMove, match="not a circle"):
        s.apply((7, 7))
    with pytest.raises(IllegalMove, match="not a circle"):
        s.apply("top")
    assert s.marks == before
    end = play(new_game("quick2"), new_game("quick2").legal_actions()[:8])
    with pytest.raises(IllegalMove, match="over"):
        end.apply(end.hole())
    assert isinstance(IllegalMove("x"), ValueError)


def test_unknown_board_or_scoring():
    with pytest.raises(ValueError):
        new_game("huge")
    with pytest.raises(ValueError):
        new_game("quick2", "fewest")


def test_states_are_immutable_hashable_picklable():
    s = new_game("normal3", "least")
    t = s.apply((3, 2))
    assert s.moves == 0 and t.moves == 1
    with pytest.raises(AttributeError):
        t.moves = 5
    u = new_game("normal3", "least").apply((3, 2))
    assert t == u and hash(t) == hash(u) and t != s
    assert len({t, u, s}) == 2
    v = pickle.loads(pickle.dumps(t))
    assert v == t and v.board is t.board and v.current_player == 1


@pytest.mark.parametrize("name", list(BOARDS))
@pytest.mark.parametrize("scoring", ["most", "least"])
def test_random_playout_conformance(name, scoring):
    """The shared vocabulary holds along many random games."""
    rng = random.Random(hash((name, scoring)) & 0xFFFF)
    for _ in range(30):
        s = new_game(name, scoring)
        players = BOARDS[name].players
        while True:
            acts = s.legal_actions()
            assert bool(acts) != s.is_terminal()
            assert 0 <= s.current_player < players
            if s.is_terminal():
                break
            assert s.winners() == [] and s.scores() == [0] * players
            a = rng.choice(acts)
            before = s.marks
            nxt = s.apply(a)
            assert s.marks == before and a not in nxt.legal_actions()
            assert len(nxt.legal_actions()) == (0 if nxt.is_terminal() else len(acts) - 1)
            s = nxt
        w = s.winners()
        assert w and len(s.scores()) == players
        best = (max if scoring == "most" else min)(s.scores())
        assert all(s.scores()[i] == best for i in w)
        assert all(s.scores()[i] != best for i in range(players) if i not in w)


@pytest.mark.parametrize("bad", [None, 5, 1.5, (True, 0), (0,), "ab", [0, 0], (0, 0, 0)])
def test_moves_of_the_wrong_type_are_refused_readably(bad):
    s = new_game("quick2")
    with pytest.raises(IllegalMove, match="not a circle"):
        s.apply(bad)


def test_first_names_the_seat_that_writes_the_first_one():
    s = new_game("quick3", first=2)
    assert s.current_player == 2
    s = s.apply(s.legal_actions()[0])
    assert s.current_player == 0 and s.mark_at(s.board.cells[0]) == (2, 1)
    with pytest.raises(ValueError):
        new_game("quick2", first=2)


@pytest.mark.parametrize("board", ["quick2", "quick3"])
def test_the_exact_solver_sees_a_rotated_table_as_the_same_game(board):
    """Who starts is only a renaming of seats: values rotate with it."""
    from game.ai.numbers_knowledge import KNOWLEDGE

    seats = BOARDS[board].players
    moves = list(BOARDS[board].cells[: BOARDS[board].size - 8])  # 8 free circles: solved at once
    base = play(new_game(board), moves)
    for first in range(seats):
        turned = play(new_game(board, first=first), moves)
        v0, v = KNOWLEDGE.exact(base, 99), KNOWLEDGE.exact(turned, 99)
        assert v == [v0[(s - first) % seats] for s in range(seats)]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(sorted(BOARDS)), st.integers(0, 2), st.randoms(use_true_random=False))
def test_apply_never_mutates_and_a_saved_move_list_replays(board, first, rng):
    from game.midend import Session
    from game.numbers import BACKEND

    first %= BOARDS[board].players
    session = Session.new(
        BACKEND, {"board": board, "scoring": "most", "first": first, "levels": [0] * BOARDS[board].players}, seed=1
    )
    while not session.is_over():
        state = session.state
        snapshot = (state.marks, state.moves, hash(state))
        session.play(rng.choice(state.legal_actions()))
        assert (state.marks, state.moves, hash(state)) == snapshot
        if rng.random() < 0.3:
            after = session.state
            session.undo()
            session.redo()
            assert session.state == after
    back = Session.from_json(session.to_json(), {"numbers": BACKEND})
    assert back.state == session.state and back.states == session.states
