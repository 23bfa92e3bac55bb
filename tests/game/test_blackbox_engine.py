"""Hex Black Box engine: geometry, the ray rules (named seed cases and properties
over thousands of random boxes), scoring, rounds and matches."""

import random

import pytest

from game import IllegalMove
from game.blackbox import (
    DIRS,
    Match,
    Round,
    cells,
    equivalent,
    fire,
    in_box,
    markers_used,
    penalty,
    ports,
    rot,
    signature,
    step,
)
from game.blackbox.board import geometry
from game.blackbox.rays import trace_code

WEST = ((-4, 0), 0)  # radius 4: enters the middle row from the west, heading (1, 0)


# --- geometry -----------------------------------------------------------------


@pytest.mark.parametrize("radius, n_cells", [(3, 37), (4, 61), (5, 91)])
def test_box_sizes_and_port_counts(radius, n_cells):
    assert len(cells(radius)) == n_cells
    ps = ports(radius)
    assert len(ps) == len(set(ps)) == 12 * radius + 6
    for e, d in ps:
        assert in_box(radius, e) and not in_box(radius, (e[0] - DIRS[d][0], e[1] - DIRS[d][1]))


def test_ports_walk_around_the_rim():
    """Neighbours in the port list are neighbours on the rim: their outside spots
    are the same spot or adjacent ones."""
    ps = ports(4)
    for (e1, d1), (e2, d2) in zip(ps, ps[1:] + ps[:1], strict=True):
        v1 = (e1[0] - DIRS[d1][0], e1[1] - DIRS[d1][1])
        v2 = (e2[0] - DIRS[d2][0], e2[1] - DIRS[d2][1])
        assert v1 == v2 or any(step(v1, d) == v2 for d in range(6))


def test_rot_wraps():
    assert rot(5, 1) == 0 and rot(0, -1) == 5 and rot(2, 3) == 5


# --- the seed's named cases ---------------------------------------------------


def test_direct_hit():
    shot = fire(4, {(0, 0)}, WEST)
    assert shot.kind == "hit" and shot.exit is None
    assert shot.path == ((-4, 0), (-3, 0), (-2, 0), (-1, 0), (0, 0))


def test_single_60_degree_deflection():
    shot = fire(4, {(0, -1)}, WEST)
    assert shot.kind == "detour"
    assert shot.exit == ((-1, 4), 2)  # left heading DIRS[5]: turned 60 degrees
    assert shot.path == ((-4, 0), (-3, 0), (-2, 0), (-1, 0), (-1, 1), (-1, 2), (-1, 3), (-1, 4))
    back = fire(4, {(0, -1)}, shot.exit)
    assert back.kind == "detour" and back.exit == WEST


def test_double_deflection_of_120_degrees_by_two_atoms():
    shot = fire(4, {(1, -1), (1, 1)}, WEST)
    assert shot.kind == "detour" and shot.exit == ((-3, 4), 1)  # leaves heading DIRS[4]
    assert shot.path == ((-4, 0), (-3, 0), (-2, 0), (-1, 0), (0, 0), (0, 1), (-1, 2), (-2, 3), (-3, 4))


def test_reflection_by_two_atoms():
    shot = fire(4, {(0, -1), (-1, 1)}, WEST)
    assert shot.kind == "reflect" and shot.exit is None
    assert shot.path == ((-4, 0), (-3, 0), (-2, 0), (-1, 0), (-2, 0), (-3, 0), (-4, 0))


def test_edge_atom_reflects_beside_it_and_absorbs_in_between():
    edge_atom = {(1, -4)}
    # the ports of the neighbouring border cells that face the atom: reflected before entering
    for port in [((2, -4), 5), ((0, -4), 4)]:
        shot = fire(4, edge_atom, port)
        assert shot.kind == "reflect" and shot.path == ()
    # the two ports of the atom's own cell, between them: direct hits
    for port in [((1, -4), 4), ((1, -4), 5)]:
        shot = fire(4, edge_atom, port)
        assert shot.kind == "hit" and shot.path == ((1, -4),)


def test_ray_through_empty_box_goes_straight_across():
    shot = fire(4, set(), WEST)
    assert shot.kind == "detour" and shot.exit == ((4, 0), 3)


def test_fire_rejects_bad_input():
    with pytest.raises(IllegalMove):
        fire(4, set(), ((0, 0), 0))
    with pytest.raises(IllegalMove):
        fire(4, {(9, 9)}, WEST)
    with pytest.raises(IllegalMove):
        fire(7, set(), WEST)


# --- properties over random boxes --------------------------------------------


def random_boxes(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        radius = rng.choice((3, 4, 5))
        yield radius, frozenset(rng.sample(cells(radius), rng.randint(3, 10)))


@pytest.mark.slow  # thousands of boxes
def test_ray_properties_on_thousands_of_random_boxes():
    """Every ray ends (fire raises on a loop); a detour fired back from its exit
    comes out at its entry along the same cells reversed; a reflection returns to
    its port; a hit ends on an atom; the fast tracer agrees with fire."""
    for radius, atoms in random_boxes(3000, seed=6):
        geo = geometry(radius)
        occ = bytearray(geo.outside + 1)
        for a in atoms:
            occ[geo.index[a]] = 1
        for i, port in enumerate(geo.ports):
            shot = fire(radius, atoms, port)
            code = trace_code(geo, occ, i)
            if shot.kind == "hit":
                assert shot.path[-1] in atoms and code == -1
                assert not any(c in atoms for c in shot.path[:-1])
            elif shot.kind == "reflect":
                assert shot.exit is None and code == i
                assert shot.path == () or shot.path[0] == shot.path[-1] == port[0]
            else:
                assert shot.exit != port and geo.ports[code] == shot.exit
                back = fire(radius, atoms, shot.exit)
                assert back.kind == "detour" and back.exit == port
                assert back.path == shot.path[::-1]
            assert not any(c in atoms for c in (shot.path[:-1] if shot.kind == "hit" else shot.path))


# --- scoring ------------------------------------------------------------------

EQUIV_A = frozenset({(-3, 3), (-2, 0), (-1, 2), (-1, 3), (1, -1), (1, 2), (2, 0), (3, -1)})
EQUIV_B = (EQUIV_A - {(-1, 2)}) | {(0, 0)}


def test_equivalent_layouts_are_fully_correct():
    assert EQUIV_A != EQUIV_B and equivalent(3, EQUIV_A, EQUIV_B)
    shots = {p: fire(3, EQUIV_A, p) for p in ports(3)[:5]}
    assert penalty(3, EQUIV_A, shots, EQUIV_B) == markers_used(shots)


def test_penalty_counts_markers_and_wrong_stones():
    atoms = frozenset({(0, -1), (2, 2), (-3, 1)})
    shots = {WEST: fire(4, atoms, WEST), ((0, -4), 5): fire(4, atoms, ((0, -4), 5))}
    assert shots[WEST].kind == "detour"
    used = markers_used(shots)
    assert used == 2 + shots[((0, -4), 5)].markers
    wrong = frozenset({(0, -1), (2, 2), (0, 0)})
    assert not equivalent(4, atoms, wrong)
    assert penalty(4, atoms, shots, wrong) == used + 10
    assert penalty(4, atoms, shots, atoms) == used


def test_signature_tells_different_layouts_apart():
    assert signature(4, {(0, 0), (1, 1), (2, 2)}) != signature(4, {(0, 0), (1, 1), (2, 1)})


# --- rounds and matches ---------------------------------------------------------


def test_round_fire_markers_and_refire_is_free():
    r = Round(4, 3).hide({(0, -1), (2, 2), (-3, 1)})
    r = r.fire(WEST)
    again = r.fire(WEST)
    assert again is r and r.markers_used == 2
    marks = r.markers()
    assert [(m.kind, m.number) for m in marks] == [("detour", 1), ("detour", 1)]
    assert marks[1].port == r.shots[WEST].exit
    assert r.shots[WEST].exit == ((1, -4), 4)
    assert r.result_at(((1, -4), 4)).exit == WEST
    assert r.fire(((1, -4), 4)) is r  # the far end of a detour is known too: free
    r = r.fire(((4, -4), 3))
    assert r.markers_used == 4 and [m.number for m in r.markers()] == [1, 1, 2, 2]


def test_round_stones_cycle_and_announce():
    r = Round(4, 3).hide({(0, -1), (2, 2), (-3, 1)}).fire(WEST)
    r = r.cycle_stone((0, -1))
    assert r.stone_at((0, -1)) == "trial"
    r = r.cycle_stone((0, -1))
    assert r.stone_at((0, -1)) == "sure"
    assert r.cycle_stone((0, -1)).stone_at((0, -1)) is None
    r = r.cycle_stone((2, 2))
    with pytest.raises(IllegalMove, match="exactly 3"):
        r.announce()
    r = r.cycle_stone((0, 0)).announce()
    assert r.announced == {(0, -1), (2, 2), (0, 0)}
    assert r.wrong_stones == 1 and not r.fully_correct and r.penalty == 2 + 10
    with pytest.raises(IllegalMove):
        r.fire(((1, -4), 4))


def test_round_illegal_moves_leave_it_unchanged():
    r = Round(4, 6)
    with pytest.raises(IllegalMove, match="not hidden"):
        r.fire(WEST)
    with pytest.raises(IllegalMove, match="exactly 6"):
        r.hide({(0, 0)})
    with pytest.raises(IllegalMove, match="outside"):
        r.hide({(9, 0), (0, 0), (1, 0), (2, 0), (3, 0), (0, 1)})
    hidden = r.hide({(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (0, 2)})
    with pytest.raises(IllegalMove):
        hidden.hide({(0, 0)})
    with pytest.raises(IllegalMove, match="not a port"):
        hidden.fire(((0, 0), 1))
    with pytest.raises(IllegalMove, match="still open"):
        _ = hidden.penalty
    assert r.atoms is None and hidden.fired == ()
    with pytest.raises(IllegalMove):
        Round(6, 6)
    with pytest.raises(IllegalMove):
        Round(4, 11)


def test_match_swaps_roles_and_lower_penalty_wins():
    m = Match(4, 3)
    assert (m.setter(), m.getter()) == (0, 1)
    m = m.with_round(m.round.hide({(0, -1), (2, 2), (-3, 1)}))
    m = m.with_round(m.round.fire(WEST).announce({(0, -1), (2, 2), (-3, 1)}))
    assert m.round_index == 1 and (m.setter(), m.getter()) == (1, 0)
    assert m.penalties() == [0, 2] and m.winners() == []
    m = m.with_round(m.round.hide({(0, 0), (1, 1), (2, 1)}))
    m = m.with_round(m.round.announce({(0, 0), (1, 1), (-2, 1)}))
    assert m.is_over() and m.penalties() == [10, 2] and m.winners() == [1]
    with pytest.raises(IllegalMove, match="over"):
        _ = m.round


@pytest.mark.parametrize("bad", [5, None, "W", ((0, 0),), ((0, 0), 1.5), ((0, "a"), 0), ((0, 0), True)])
def test_firing_at_something_that_is_not_a_port_is_refused_readably(bad):
    r = Round(4, 3).hide({(0, -1), (2, 2), (-3, 1)})
    with pytest.raises(IllegalMove, match="not a port"):
        r.fire(bad)


def test_a_port_read_back_from_json_lists_still_fires():
    r = Round(4, 3).hide({(0, -1), (2, 2), (-3, 1)})
    assert r.fire([list(WEST[0]), WEST[1]]).shots == r.fire(WEST).shots
