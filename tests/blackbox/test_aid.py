"""The Black Box deduction aid, driven through the real scene: the count, the hint, another layout."""

from itertools import combinations

import pygame
import pytest

from game.blackbox import cells, equivalent, fire
from game.blackbox.deduce import Count, alternative, count_layouts, fits
from game.blackbox.getter import getter_move
from scenes.blackbox.aid import HINT, count_words
from scenes.blackbox.config import BoxConfig
from scenes.blackbox.play import BlackBoxPlay
from scenes.blackbox.setup import AID, BlackBoxSetup
from scenes.blackbox.tally import tally_lines
from scenes.play.entries import entry
from tools.harness.helpers import make_app, press_key, settle, step_real, step_until

ATOMS = frozenset({(0, -1), (2, 0), (-2, 2)})
TURNED = ((1, -3), 5)  # a detour that turns once beside (0, -1)


@pytest.fixture
def app(tmp_path):
    app = make_app("--seed", "5", home=str(tmp_path))
    yield app
    app.close()


def aided_box(app, atoms=ATOMS):
    """Two people, radius 3 and three atoms, the aid on: Player 1 hides ``atoms``, Player 2 finds."""
    scene = entry("blackbox").new_game(app, BoxConfig("two", 3, 3, 1, aid=True), seed=3)
    app.stack.push(scene)
    settle(app)
    press_key(app, pygame.K_RETURN)  # the look-away screen
    scene.finish_hiding(atoms)
    press_key(app, pygame.K_RETURN)  # the pass screen
    app.step(2)
    assert scene.phase == "get" and scene.session.assisted
    return scene


def brute_count(radius, n_atoms, shots):
    """Every layout of the box tried against every marker (small boxes only)."""
    return sum(1 for layout in combinations(cells(radius), n_atoms) if fits(radius, layout, shots) is None)


def test_the_count_of_layouts_that_fit_is_shown_and_exact(app):
    scene = aided_box(app)
    step_real(app, lambda: scene.aid.count is not None)
    assert scene.aid.count.layouts == brute_count(3, 3, {}) == 7770
    scene.cursor.focus_on(TURNED)
    press_key(app, pygame.K_RETURN)
    assert scene.round.markers_used == 2
    step_real(app, lambda: scene.aid.count is not None)
    expected = brute_count(3, 3, scene.round.shots)
    assert expected == 301
    assert scene.aid.view(scene, "get").count == "301 layouts fit"
    assert scene.aid.count.exact


def test_a_count_cut_short_by_its_budget_is_a_lower_bound():
    atoms = frozenset({(0, 0), (1, -1), (-2, 3), (3, -3), (-1, -2), (2, 1)})
    port = ((-4, 0), 0)
    shots = {port: fire(4, atoms, port)}
    assert shots[port].kind == "hit"
    full, short = count_layouts(4, 6, shots), count_layouts(4, 6, shots, node_budget=300)
    assert full.exact and not short.exact and 0 < short.layouts < full.layouts
    assert count_words(short).startswith("over ") and count_words(full) == f"{full.layouts:,} layouts fit"


def test_the_hint_fires_the_getters_ray_and_costs_its_markers(app):
    scene = aided_box(app)
    scene.cursor.focus_on(HINT)  # the Hint button is a cursor target
    press_key(app, pygame.K_RETURN)
    assert scene.aid.hinting and scene.jobs.kind == "hint"
    radius, n_atoms, shots, level, seed = scene.jobs.job.args
    assert shots == {} and level == 1
    expected = getter_move(radius, n_atoms, shots, level, seed)
    assert expected[0] == "fire"
    step_real(app, lambda: not scene.aid.hinting)
    port = expected[1]
    assert scene.round.fired[-1][0] == port
    assert scene.round.markers_used == fire(3, ATOMS, port).markers
    assert scene.message_text.startswith("Hint:")
    press_key(app, pygame.K_h)  # H asks again
    assert scene.jobs.kind == "hint"


def test_without_the_aid_there_is_no_count_and_no_hint(app):
    scene = entry("blackbox").new_game(app, BoxConfig("two", 3, 3, 1), seed=3)
    app.stack.push(scene)
    settle(app)
    press_key(app, pygame.K_RETURN)
    scene.finish_hiding(ATOMS)
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_h)
    assert scene.aid is None and not scene.session.assisted and not scene.round.fired
    assert not any(t.key == HINT for t in scene.cursor.targets)


def test_after_a_wrong_announcement_another_layout_fits_every_marker(app):
    scene = aided_box(app)
    scene.fire_port(TURNED)
    wrong = [(1, -1), (-1, 1), (0, 2)]  # does not give the detour's markers
    for cell in wrong:
        scene.cycle_stone(cell)
    press_key(app, pygame.K_x)  # announce
    step_real(app, lambda: scene.aid.alternatives.get(0) is not None)
    alt = scene.aid.alternatives[0]
    r = scene.round
    assert alt.layout is not None and not alt.yours
    assert fits(3, alt.layout, r.shots) is None  # fits every marker
    assert alt.layout != frozenset(wrong) and not equivalent(3, alt.layout, r.hidden)
    assert alt.misfit == TURNED  # the marker the stones did not give
    assert alt.port is not None and fire(3, r.hidden, alt.port).outcome() != fire(3, alt.layout, alt.port).outcome()
    press_key(app, pygame.K_RETURN)  # skip the reveal
    app.step(2)
    view = scene.aid.view(scene, scene.phase)
    assert view.mode == "note" and view.alternative == alt
    tally = " ".join(t.text for t in tally_lines(scene.config, scene.match, scene.shown, None))
    assert "with aid" in tally


def test_stones_that_fit_every_marker_are_the_other_layout():
    shots = {TURNED: fire(3, ATOMS, TURNED)}
    mine = frozenset({(0, -1), (3, 0), (-3, 3)})  # the turning atom right, the others elsewhere
    assert fits(3, mine, shots) is None and not equivalent(3, mine, ATOMS)
    alt = alternative(3, 3, shots, ATOMS, mine)
    assert alt.yours and alt.layout == mine and alt.misfit is None
    assert alt.in_truth.outcome() != alt.in_layout.outcome()


def test_the_setup_remembers_the_aid_and_a_kept_game_keeps_it(app):
    setup = BlackBoxSetup(app)
    app.stack.push(setup)
    settle(app)
    setup.set_choice(AID, 1)
    assert setup.config().aid
    setup.start()
    step_until(app, lambda: isinstance(app.stack.top, BlackBoxPlay))
    scene = app.stack.top
    assert isinstance(scene, BlackBoxPlay) and scene.aid is not None and scene.session.assisted
    assert app.stats.get("blackbox.setup")["aid"] is True
    assert BoxConfig.from_json(app.stats.get("blackbox.setup")).aid
    resumed = BlackBoxPlay(app, scene.session)  # a kept game's aid comes back with it
    assert resumed.aid is not None


def test_a_hint_asked_before_the_player_fires_is_dropped_not_fired(app):
    """Issue 25 item 2: the hint's ray was chosen for markers the box no longer has."""
    scene = aided_box(app)
    scene.cursor.focus_on(HINT)
    press_key(app, pygame.K_RETURN)
    assert scene.aid.hinting and scene.jobs.kind == "hint"
    job = scene.jobs.job
    scene.cursor.focus_on(TURNED)
    press_key(app, pygame.K_RETURN)  # the player fires before the computer has chosen
    assert len(scene.round.fired) == 1
    step_real(app, lambda: job.state in ("done", "failed", "cancelled"))
    app.step(3)
    assert len(scene.round.fired) == 1 and scene.round.fired[0][0] == TURNED  # no second ray for them
    assert not scene.aid.hinting and not scene.message_text.startswith("Hint: the computer fired")
    press_key(app, pygame.K_h)  # and a hint may be asked again, for the box as it is now
    assert scene.jobs.kind == "hint"


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("radius", [3, 4, 5])
def test_every_entry_arrow_shows_and_takes_a_click_with_the_aid_open(radius, text_size):
    """The aid's corner lay over two arrows of the box's top-left edge: hidden, and a click
    there pressed Hint instead."""
    from game.blackbox import ports
    from tools.harness.tour import capture, layout_problems, set_text_size

    app = make_app()
    try:
        set_text_size(app, text_size)
        scene = entry("blackbox").new_game(app, BoxConfig("two", radius, 3, 1, aid=True), seed=3)
        app.stack.push(scene)
        settle(app)
        press_key(app, pygame.K_RETURN)
        scene.finish_hiding(ATOMS)
        press_key(app, pygame.K_RETURN)
        app.step(2)
        assert scene.phase == "get"
        for count in (None, Count(123_456, True), Count(123_456, False)):  # the longest words
            scene.aid.count = count
            rec = capture(app)
            assert not layout_problems(app, rec), layout_problems(app, rec)
        aid_texts = [t for t in rec.texts if t.text == "DEDUCTION AID"]
        assert aid_texts, "the aid's corner is not shown"
        corner = [p.rect for p in rec.panels if p.order < aid_texts[0].order][-1]
        for port in ports(radius):
            arrow = scene.layout.port_rect(port)
            assert not corner.colliderect(arrow), f"the aid {tuple(corner)} covers the arrow at {port}"
            assert scene.cursor.target_at(arrow.center) == port, f"a click on {port} does not aim there"
    finally:
        app.close()
