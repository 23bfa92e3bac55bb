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
    assert leaves and all(leaf.atoms <= 6 for leaf in leaves)


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
        assert sorted(leaf.state for leaf in lay.leaves) == sorted(leaf.state for leaf in fresh.leaves)


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
    assert max(abs(a - b) for a, b in zip(truth, guess, strict=True)) < 0.12


def test_getter_sees_only_the_markers():
    """Hiding the rays' inside paths changes nothing: the getter never reads them."""
    from game.blackbox import Shot

    rng = random.Random(21)
    atoms = rng.sample(cells(3), 4)
    shots = {p: fire(3, atoms, p) for p in rng.sample(ports(3), 4)}
    blind = {p: Shot(s.kind, s.exit, ()) for p, s in shots.items()}
    assert getter_move(3, 4, shots, 3, seed=8) == getter_move(3, 4, blind, 3, seed=8)


def test_rejection_samples_fit_every_marker_and_estimate_the_count():
    """Hits are applied by rejection from the set of rays that came out: every
    sample fits every shot, and the share kept estimates the exact count."""
    from game.blackbox.getter import LayoutMemo
    from game.blackbox.sampler import posterior

    rng = random.Random(3)
    atoms = rng.sample(cells(4), 6)
    geo = geometry(4)
    shots = {p: fire(4, atoms, p) for p in rng.sample(ports(4), 6)}
    assert any(s.kind == "hit" for s in shots.values()) and any(s.kind != "hit" for s in shots.values())
    post = posterior(4, 6, shots, rng, 400, LayoutMemo(), node_budget=200000, max_draws=200000)
    assert post is not None and len(post.samples) == 400
    for occ in post.samples:
        assert sum(occ) == 6
        assert all(trace_code(geo, occ, geo.port_index[p]) == outcome_code(geo, p, s) for p, s in shots.items())
    exact = Layouts(4, 6, shots).total
    assert 0.7 * exact < post.estimate < 1.3 * exact


def test_capped_relaxed_set_keeps_the_fewest_atom_leaves():
    """Capping the atoms a leaf may fix leaves out only leaves with more atoms,
    and says so."""
    from game.blackbox.sampler import split_shots

    rng = random.Random(7)
    atoms = rng.sample(cells(4), 6)
    geo = geometry(4)
    shots = {p: fire(4, atoms, p) for p in rng.sample(ports(4), 8)}
    _, observed, _ = split_shots(geo, shots)
    full = Layouts(4, 6, {}, observed=observed)
    fewest = min(leaf.atoms for leaf in full.leaves)
    capped = Layouts(4, 6, {}, observed=observed, max_atoms=fewest + 1)
    kept = sorted(leaf.state for leaf in full.leaves if leaf.atoms <= fewest + 1)
    assert sorted(leaf.state for leaf in capped.leaves) == kept
    assert capped.exact == all(leaf.atoms <= fewest + 1 for leaf in full.leaves)
    assert full.exact


def test_a_hunt_paused_every_few_nodes_lists_the_exact_set():
    """The exact search spread over moves finds what one search finds, and grows
    its set by the rays fired while it ran."""
    from game.blackbox.hunt import ExactHunt

    rng = random.Random(5)
    atoms = rng.sample(cells(4), 6)
    order = rng.sample(ports(4), 9)
    first = {p: fire(4, atoms, p) for p in order[:6]}
    hunt = ExactHunt(4, 6, first)
    pauses = 0
    while not hunt.advance(300):
        pauses += 1
    assert pauses > 0
    later = dict(first)
    for p in order[6:]:
        later[p] = fire(4, atoms, p)
    assert hunt.layouts(first, 10**6).total == Layouts(4, 6, first).total
    grown = hunt.layouts(later, 10**6)
    assert grown.exact and grown.total == Layouts(4, 6, later).total


def test_a_seed_gives_the_same_move_from_a_fresh_process_state():
    """Budgets count nodes and draws, never seconds: the move depends only on the
    shots and the seed."""
    from game.blackbox.getter import layout_memo

    rng = random.Random(12)
    atoms = rng.sample(cells(5), 8)
    shots = {p: fire(5, atoms, p) for p in rng.sample(ports(5), 4)}
    layout_memo.cache_clear()
    first = getter_move(5, 8, shots, 3, seed=99)
    layout_memo.cache_clear()
    assert getter_move(5, 8, shots, 3, seed=99) == first


@pytest.mark.slow
def test_big_box_round_is_fully_correct():
    """Radius 5 with 8 atoms: the getter announces only a layout no ray can tell
    from the hidden one."""
    atoms = frozenset(random.Random(100003 + 8).sample(cells(5), 8))
    shots, layout = play(5, 8, atoms, 3, 8000)
    assert equivalent(5, atoms, layout)
    assert penalty(5, atoms, shots, layout) <= 30


def test_with_every_port_fired_the_getter_announces_a_layout_that_fits():
    rng = random.Random(17)
    atoms = rng.sample(cells(3), 4)
    shots = {p: fire(3, atoms, p) for p in ports(3)}
    move = getter_move(3, 4, shots, 3, seed=1)
    assert move[0] == "announce" and equivalent(3, atoms, move[1])
