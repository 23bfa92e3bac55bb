"""The behaviour contract, the same for every game: what a game does, not only what it keeps.

After OpenSpiel's ``games_sim_test``: seeded random games played to their end,
each surviving the mid-end's JSON at every power of two of its moves; the
winners the seats the scores put first; the computer answering with a legal
move at every level the catalogue lists; options a setup could not have made
refused. Then through the real app: a finished game counts in the stats once,
Play again and Change setup lead to the game's own scene and setup, the
cursor's targets follow undo and redo, and a demo's first move comes within
seconds (a computer that never moves fails here, not after a slow test's minutes).
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pygame
import pytest

from game import IllegalMove, catalogue
from game.ai import choose
from game.midend import Session
from scenes.play.entries import GameEntry, Opening
from scenes.play.scene import PlayScene
from tests.contract.cases import CASES, case, finished_session, option_sets, people_session, random_move, toward_the_end
from tools.harness.helpers import make_app, press_key, quit_window, settle, step_real, step_until
from tools.harness.tour import leg_problems, own_legs, set_text_size, shared_leg

SEEDS = (1, 2, 3)
WANDER = 60  # random moves before a game that can go round in circles is steered to its end
_PLAYED: dict[tuple[str, int, int], Session[Any]] = {}


def round_trip(session: Session[Any]) -> Session[Any]:
    """The session through its JSON text and back, by strict replay."""
    return Session.from_json(json.loads(json.dumps(session.to_json())), catalogue.backends())


def assert_same(again: Session[Any], session: Session[Any], where: str) -> None:
    assert again.to_json() == session.to_json(), where
    assert again.state == session.state and again.position == session.position, where
    assert list(again.state.legal_actions()) == list(session.state.legal_actions()), where
    assert again.state.is_terminal() == session.state.is_terminal(), where


def playthrough(entry: GameEntry, index: int, seed: int) -> Session[Any]:
    """Option set ``index`` played to its end by seeded random moves, with an undo and a redo now
    and then, its JSON round trip checked at every power of two (memoised: several tests read it)."""
    memo = (entry.key, index, seed)
    if memo in _PLAYED:
        return _PLAYED[memo]
    rng = random.Random(seed)
    options = option_sets(entry)[index]
    session = Session.new(entry.info.backend, options, seed)
    made = 0
    while not session.is_over():
        assert made < 5_000, f"{entry.key}: no end in sight"
        move = random_move(entry, session.state, rng, made < WANDER)
        after = session.play(move)
        made += 1
        if made & (made - 1) == 0:  # 1, 2, 4, 8...
            assert_same(round_trip(session), session, f"{entry.key} {options} seed {seed}, move {made}")
        if rng.random() < 0.1 and session.can_undo():  # a redo tail in the JSON too, then the same move again
            session.undo()
            assert_same(round_trip(session), session, f"{entry.key} after an undo at move {made}")
            session.redo()
            assert session.state == after
    assert_same(round_trip(session), session, f"{entry.key} {options} seed {seed}, at its end")
    _PLAYED[memo] = session
    return session


def every_playthrough(entry: GameEntry) -> list[Session[Any]]:
    return [playthrough(entry, i, seed) for i in range(len(option_sets(entry))) for seed in SEEDS]


def test_the_cases_are_the_catalogue_s_games_and_the_template():
    """The guard list of expected games (as OpenSpiel keeps one): a game added to the catalogue
    without its row, or a row left behind by a game taken out, fails here."""
    assert set(CASES) == {g.key for g in catalogue.GAMES} | {catalogue.TEMPLATE.key}


def test_random_games_reach_their_end_and_survive_their_json(entry):
    for session in every_playthrough(entry):
        state = session.state
        assert state.is_terminal() and not state.legal_actions()
        with pytest.raises(IllegalMove):
            state.apply(session.played[-1])
        low, high = entry.info.seats
        assert low <= len(state.scores()) <= high


def test_the_winners_are_the_seats_the_scores_put_first(entry):
    """The winners are the seats the scores put first; where the scores do not rank the seats
    (one seat, a single box) they are the seats the finished position shows won (the case's ``won``)."""
    for session in every_playthrough(entry):
        state = session.state
        scores, winners = list(state.scores()), list(state.winners())
        assert winners == sorted(set(winners)) and set(winners) <= set(range(len(scores))), winners
        if len(scores) > 1:
            assert winners, f"{entry.key}: a game of {len(scores)} seats ended with no winner (a draw names all)"
        best, won = case(entry).best(state), case(entry).won
        if best is None or len(scores) == 1:  # decided otherwise (a deal cleared, a single box found)
            assert won is not None, f"{entry.key}: the scores do not name its winners; its case says who won (won=)"
            assert winners == won(state), (winners, won(state), session.options)
            continue
        if not winners:
            continue
        top = max(scores) if best == "max" else min(scores)
        assert winners == [s for s, v in enumerate(scores) if v == top], (scores, winners, session.options)


def positions_to_think_on(entry: GameEntry) -> list[Any]:
    """Small positions, quick to search: a few moves from the end of the first and the last option set's
    games (a Black Box's hiding is its first move)."""
    out = []
    for session in (playthrough(entry, 0, SEEDS[0]), playthrough(entry, len(option_sets(entry)) - 1, SEEDS[1])):
        out.append(session.states[max(0, len(session.states) - 4)])
    return [s for s in [*out, playthrough(entry, 0, SEEDS[2]).states[0]] if not s.is_terminal()][:3]


def test_the_computer_plays_a_legal_move_at_every_level_it_is_listed_for(entry):
    levels = entry.info.levels
    if not levels:
        pytest.skip(f"the catalogue lists no computer levels for {entry.key}")
    computer = case(entry).computer or (lambda state, level, seed: choose(state, level, seed))
    for state in positions_to_think_on(entry):
        for level in levels:
            move = computer(state, level, 7)
            try:
                state.apply(move)
            except IllegalMove as exc:
                raise AssertionError(f"{entry.key} level {level} chose {move!r}: {exc}") from exc
            listed = state.legal_actions()
            assert not listed or move in listed or case(entry).unlisted, (level, move)


def mutations(options: dict[str, Any]) -> list[dict[str, Any]]:
    """Options a setup could not have made: each key missing, each value of the wrong kind or out
    of range."""
    out: list[dict[str, Any]] = []
    for key, value in options.items():
        out.append({k: v for k, v in options.items() if k != key})
        wrong: list[Any] = [[value], {"x": value}]
        if isinstance(value, bool):
            wrong += [int(value), str(value).lower()]
        elif isinstance(value, int):
            wrong += [str(value), value + 0.5, True, -1 - value, 10**12]
        elif isinstance(value, str):
            wrong += [0, f"{value}?", ""]
        elif isinstance(value, list):
            wrong += [[], value * 6, [str(v) for v in value], [99 for _ in value], tuple(value) + ("?",)]
        out += [{**options, key: w} for w in wrong]
    return out


def test_options_mutated_from_a_good_set_are_refused(entry):
    backend = entry.info.backend
    for good in option_sets(entry):
        assert backend.check_options(copy.deepcopy(good)) == good  # a good set is what is saved
        for bad in mutations(good):
            with pytest.raises(ValueError):
                backend.check_options(copy.deepcopy(bad))
                raise AssertionError(f"{entry.key} took {bad!r}")
        try:  # an option no setup makes is refused, or at least never saved
            extra = backend.check_options({**copy.deepcopy(good), "no such option": 1})
        except ValueError:
            continue
        assert extra == good, f"{entry.key} kept an option no setup makes: {extra!r}"


# -- through the real app -------------------------------------------------------------------------


def game_stats(app: Any, entry: GameEntry) -> dict[str, Any]:
    """The game's own keys in the stats store (its lessons and setup memory aside)."""
    keys = {f.key for f in entry.stats}
    return copy.deepcopy({k: v for k, v in app.stats.data.items() if k in keys})


def at_the_result(app: Any, entry: GameEntry, options: dict[str, Any] | None = None) -> PlayScene:
    """The game's scene over the title, one move from the end; that move played, its result on."""
    scene = entry.scene_for(app, finished_session(entry, options, short=1), Opening())
    app.stack.push(scene)
    finish(app, entry, scene)
    return scene


def finish(app: Any, entry: GameEntry, scene: PlayScene) -> None:
    """Play the scene's game to its end through the scene, and wait for its result."""
    while not scene.session.is_over():
        assert scene.play(toward_the_end(entry, scene.session.state)), scene.message_text
    step_until(app, lambda: scene.in_result, 2000)
    settle(app)


def no_key_refused(app: Any) -> None:
    assert not [t.text for t in app.toasts if "Could not keep" in t.text]  # every key written is declared


def test_a_result_counts_once_and_leads_to_play_again_and_change_setup(entry):
    """A finished game writes its stats once (not again when its scene comes back on top); Play
    again opens a new game of the game's own scene with the same setup, which counts too; Change
    setup opens the game's own setup, whose Start writes only declared keys."""
    app = make_app()
    try:
        before = game_stats(app, entry)
        scene = at_the_result(app, entry, case(entry).counted)
        after = game_stats(app, entry)
        assert after != before, f"{entry.key}: a finished game of {scene.session.options} wrote no stats"
        app.step(30)
        scene.on_enter()  # back on top (from the pause menu, the rules): the result is not counted again
        app.step(2)
        scene.begin_result()
        assert app.stack.top is scene and game_stats(app, entry) == after
        no_key_refused(app)

        press_key(app, pygame.K_RETURN)  # Play again
        settle(app)
        again = app.stack.top
        assert isinstance(again, PlayScene) and again is not scene, f"Play again led to {app.scene_names()}"
        assert again.game_key == entry.key and app.scene_names() == ["title", again.name]
        assert not again.session.is_over() and not again.in_result and again.session.moves != scene.session.moves
        assert set(again.session.options) == set(scene.session.options)
        assert entry.info.backend.check_options(dict(again.session.options)) == again.session.options
        finish(app, entry, again)
        second = game_stats(app, entry)
        assert second != after, f"{entry.key}: the game Play again started was not counted"

        press_key(app, pygame.K_TAB)  # Change setup
        settle(app)
        setup = app.stack.top
        assert setup.name == f"{entry.key}_setup", f"Change setup led to {app.scene_names()}"
        assert not [n for n in app.scene_names() if n not in ("title", entry.key, f"{entry.key}_setup")]
        start = [item for item in getattr(setup, "items", ()) if getattr(item, "label", "") == "Start"]
        if start:  # the setup's memory goes into a key the stats schema has
            start[0].action()
            settle(app)
        no_key_refused(app)
        on_disk = json.loads(app.stats.path.read_text())
        assert {k: v for k, v in on_disk.items() if k in second} == second  # written through, not only held
    finally:
        quit_window(app)


def targets(scene: PlayScene) -> list[tuple[Any, tuple[int, int, int, int]]]:
    return [(t.key, tuple(t.rect)) for t in scene.cursor.targets]


def test_the_cursor_targets_follow_undo_and_redo(entry):
    """What the cursor can reach after an undo or a redo is what it could reach there before."""
    app = make_app()
    try:
        session = people_session(entry)
        scene = entry.scene_for(app, session, Opening())
        app.stack.push(scene)
        settle(app)
        seen: dict[int, Any] = {}  # from the first move on (a box's cover screen comes before it)
        rng = random.Random(4)
        while len(seen) < 24:
            state = session.state
            undoable = [m for m in state.legal_actions() if not session.backend.is_final(state, m)]
            undoable = [m for m in undoable if not state.apply(m).is_terminal()]
            if not undoable:
                break
            assert scene.play(rng.choice(undoable)), scene.message_text
            app.step(2)
            seen[session.position] = targets(scene)
        assert len(seen) > 2, f"{entry.key}: too few moves to undo"
        for keys, word in ((pygame.K_z, "undo"), (pygame.K_y, "redo")):
            for _ in range(len(seen) - 1):
                moved_from = session.position
                press_key(app, keys, mod=pygame.KMOD_CTRL, frames=2)
                assert session.position != moved_from, f"{entry.key}: the {word} did nothing"
                assert targets(scene) == seen[session.position], f"{entry.key}: stale targets after {word}"
    finally:
        quit_window(app)


def test_an_undo_while_the_scene_waits_for_more_input_leaves_no_stale_targets(entry):
    """Undo and redo from a scene waiting for more input (a pending zone choice) bring the targets
    of the position they land on, as a scene there shows them."""
    waiting = case(entry).waiting
    if waiting is None:
        pytest.skip(f"{entry.key} never waits for more input before a move")
    session, target = waiting()
    app = make_app()
    try:
        scene = entry.scene_for(app, session, Opening())
        app.stack.push(scene)
        settle(app)
        here, position = targets(scene), session.position
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL, frames=2)
        before = targets(scene)
        press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL, frames=2)
        assert session.position == position and targets(scene) == here
        scene.cursor.focus_on(target)
        press_key(app, pygame.K_RETURN, frames=2)
        assert session.position == position and targets(scene) != here, "the scene did not wait"
        press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL, frames=2)
        assert session.position == position - 1 and targets(scene) == before, "stale targets after undo"
        press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL, frames=2)
        assert session.position == position and targets(scene) == here, "stale targets after redo"
    finally:
        quit_window(app)


def test_a_demo_makes_its_first_move_within_seconds(entry):
    app = make_app()
    try:
        demo = entry.demo(app, 11)
        app.stack.push(demo)
        settle(app)
        start = len(demo.session.moves)
        step_real(app, lambda: len(demo.session.moves) > start or demo.session.is_over(), seconds=8)
    finally:
        quit_window(app)


def test_a_game_without_tour_legs_of_its_own_has_its_screens_checked(entry):
    """The layout check (tests/shell/test_layout.py) tours each game by its own legs; a game
    without any (the template, a new game) is toured by the shared leg, checked here."""
    if own_legs(entry.key):
        pytest.skip(f"{entry.key} has tour legs of its own: tests/shell/test_layout.py checks them")
    app = make_app()
    set_text_size(app, "large")
    try:
        shots, found = leg_problems(app, shared_leg(entry.key))
    finally:
        app.close()
    assert {f"{entry.key} setup", f"{entry.key} start", f"{entry.key} rules 1"} <= set(shots), shots
    assert not found, "\n".join(f"{k}: {p}" for k, v in found.items() for p in v)
