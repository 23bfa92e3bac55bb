"""The computer getter's exact layout set, its announcements and the setter."""
import itertools
import random

import pytest

from game import IllegalMove
from game.blackbox import cells, equivalent, fire, getter_move, penalty, ports, setter_layout
from game.blackbox.board import geometry
from game.blackbox.layouts import Layouts, outcome_code, random_leaves
from game.blackbox.rays import trace_code


def brute_force(radius, n_atoms, shots):
    """Every layout fitting the shots, by trying them all (small boxes only)."""
    geo = geometry(radius)
    want = {geo.port_index[p]: outcome_code(geo, p, s) for p, s in shots.items()}
    found = []
    for combo in itertools.combinations(range(geo.outside), n_atoms):
        occ = bytearray(geo.outside + 1)
        for i in combo:
            occ[i] = 1
        if all(trace_code(geo, occ, p) == code for p, code in want.items()):
            found.append(occ)
    return found


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_layout_count_and_outcomes_are_exact(seed):
    rng = random.Random(seed)
    atoms = rng.sample(cells(3), 3)
    shots = {p: fire(3, atoms, p) for p in rng.sample(ports(3), 4)}
    lay = Layouts(3, 3, shots)
    truth = brute_force(3, 3, shots)
    assert lay.total == len(truth) > 0
    geo = geometry(3)
    for p in rng.sample(range(len(geo.ports)), 6):
        expected = {}
        for occ in truth:
            code = trace_code(geo, occ, p)
            expected[code] = expected.get(code, 0) + 1
        assert lay.outcomes(p) == expected


def test_samples_and_rough_leaves_fit_the_shots():
    rng = random.Random(9)
    atoms = rng.sample(cells(4), 6)
    shots = {p: fire(4, atoms, p) for p in rng.sample(ports(4), 5)}
    geo = geometry(4)
    lay = Layouts(4, 6, shots)
    for occ in lay.sample(rng, 50):
        assert sum(occ) == 6
        assert all(trace_code(geo, occ, geo.port_index[p]) == outcome_code(geo, p, s) for p, s in shots.items())
    leaves = random_leaves(4, 6, shots, rng, 10)
    assert leaves and all(l.atoms <= 6 for l in leaves)


def play(radius, n_atoms, atoms, level, seed):
    shots = {}
    while True:
        move = getter_move(radius, n_atoms, shots, level, seed=seed + len(shots))
        if move[0] == "announce":
            return shots, move[1]
        assert move[1] not in shots
        shots[move[1]] = fire(radius, atoms, move[1])


@pytest.mark.parametrize("level", [1, 2, 3])
def test_getter_announces_only_layouts_that_fit_what_it_saw(level):
    for seed in range(4):
        atoms = frozenset(random.Random(seed).sample(cells(3), 4))
        shots, layout = play(3, 4, atoms, level, seed)
        assert len(layout) == 4
        for port, shot in shots.items():
            assert fire(3, layout, port).outcome() == shot.outcome()
        if level == 3:
            assert equivalent(3, atoms, layout)
            assert penalty(3, atoms, shots, layout) < 20


def test_getter_rejects_impossible_observations():
    west, east = ((-3, 0), 0), ((3, 0), 3)
    straight = fire(3, [(-3, 3), (3, -3), (0, 3)], west)
    assert straight.kind == "detour" and straight.exit == east
    shots = {west: straight, east: fire(3, [(3, 0), (0, 0), (1, 1)], east)}  # rays are reversible: impossible
    assert shots[east].kind == "hit"
    with pytest.raises(IllegalMove, match="No layout"):
        getter_move(3, 3, shots, 3, seed=1)
    with pytest.raises(IllegalMove):
        getter_move(3, 3, {}, 7)


def test_setter_layouts_are_legal_and_repeatable():
    a = setter_layout(3, 4, level=2, seed=5)
    assert len(a) == 4 and all(c in cells(3) for c in a)
    assert setter_layout(3, 4, level=2, seed=5) == a
    assert len(setter_layout(4, 6, level=1, seed=1)) == 6
    with pytest.raises(IllegalMove):
        setter_layout(4, 6, level=9)


def test_growing_the_set_ray_by_ray_matches_a_fresh_search():
    rng = random.Random(11)
    atoms = rng.sample(cells(4), 6)
    shots = {}
    lay = Layouts(4, 6, {})
    for port in rng.sample(ports(4), 8):
        shots[port] = fire(4, atoms, port)
        lay = lay.extend(shots)
        fresh = Layouts(4, 6, shots)
        assert lay.total == fresh.total
        assert sorted(l.state for l in lay.leaves) == sorted(l.state for l in fresh.leaves)


def test_fair_samples_match_the_exact_marginals():
    """The prior-sampling fallback, weighted, agrees with the exact set's atom
    chances to within sampling noise."""
    rng = random.Random(4)
    atoms = rng.sample(cells(4), 6)
    shots = {p: fire(4, atoms, p) for p in rng.sample(ports(4), 3)}
    geo = geometry(4)
    exact = Layouts(4, 6, shots)
    truth = [0.0] * geo.outside
    for occ in exact.sample(rng, 4000):
        for i in range(geo.outside):
            truth[i] += occ[i] / 4000
    from game.blackbox.layouts import sample_leaves
    drawn = sample_leaves(geo, 6, random_leaves(4, 6, shots, rng, 600, node_budget=80000), rng)
    guess = [sum(o[i] for o in drawn) / len(drawn) for i in range(geo.outside)]
    assert max(abs(a - b) for a, b in zip(truth, guess)) < 0.12


def test_getter_sees_only_the_markers():
    """Hiding the rays' inside paths changes nothing: the getter never reads them."""
    from game.blackbox import Shot
    rng = random.Random(21)
    atoms = rng.sample(cells(3), 4)
    shots = {p: fire(3, atoms, p) for p in rng.sample(ports(3), 4)}
    blind = {p: Shot(s.kind, s.exit, ()) for p, s in shots.items()}
    assert getter_move(3, 4, shots, 3, seed=8) == getter_move(3, 4, blind, 3, seed=8)
