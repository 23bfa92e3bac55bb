"""The patience scene driven like a player would: keyboard, mouse, controller."""

import time

import pygame
import pytest

from game.midend import Session
from game.patience import (
    BACKEND,
    deal_options,
    greedy_line,
    pysol_deal,
    random_deal,
    solve,
)
from scenes.patience import ENTRY, stats
from scenes.patience.cards import CARD_H, CARD_W
from scenes.patience.layout import HOLE, button_rects, layout
from scenes.patience.menus import StatsScene
from scenes.patience.motion import Flight
from scenes.patience.play import DEMO_SEEDS, PatiencePlay
from scenes.patience.view import HOLE_RADIUS, message_rect
from tools.harness.helpers import click, make_app, move_mouse, pad_press, press_key, settle
from tools.harness.tour import capture, contrast_problems, set_text_size
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    app = make_app("--game", "patience", "--seed", "4")
    try:
        yield app
    finally:
        app.close()


def wait_for(app, predicate, seconds=60.0):
    """Step frames until ``predicate()`` holds: by the clock, since the worker
    process runs in real time however slowly a loaded machine steps frames."""
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, "condition not met in time"
        app.step(1)
        time.sleep(0.002)


def deal(app, number, variant="classic"):
    """Put PySolFC deal `number` on the table and return its scene."""
    scene = PatiencePlay(app, Session.new(BACKEND, deal_options(variant, number), 0))
    app.stack.replace(scene)
    settle(app)
    assert app.stack.top is scene
    return scene


def playable_and_not(scene):
    pos = scene.position
    good = pos.legal_actions()
    bad = [i for i, p in enumerate(pos.piles) if p and i not in good]
    return good, bad


def top_rect(scene, pile):
    return scene.geoms[pile].top_rect(len(scene.position.piles[pile]))


def test_game_opens_from_the_registry(app):
    wait_for(app, lambda: app.scene_names()[-1] == "patience")  # after a short "shuffling..."
    scene = app.stack.top
    assert scene.session.options == deal_options(winnable=True)
    assert solve(*scene.position.deal()) is not None  # winnable deals only, by default
    assert len(scene.position.piles) == 17 and scene.position.top == "AS"
    assert app.game_state() is scene.position


def test_keyboard_aims_plays_undoes_and_redoes(app):
    scene = deal(app, 2)
    first = scene.cursor.focus
    press_key(app, pygame.K_RIGHT)
    assert scene.cursor.focus not in (None, first)
    good, bad = playable_and_not(scene)
    scene.cursor.focus_on(bad[0])
    press_key(app, pygame.K_RETURN)
    assert scene.session.position == 0 and scene.motion.shake[0] == bad[0]
    assert "does not fit" in scene.message_text
    scene.cursor.focus_on(good[0])
    press_key(app, pygame.K_RETURN)
    assert scene.session.position == 1 and scene.motion.flights
    assert scene.message_text == ""  # the refusal went with the move
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.position == 0
    press_key(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert scene.session.position == 1
    press_key(app, pygame.K_BACKSPACE)
    assert scene.session.position == 0
    app.step(40)  # flights land
    assert not scene.motion.flights
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names()[-1] == "pause"


def test_mouse_hover_aims_and_click_plays(app):
    scene = deal(app, 2)
    good, bad = playable_and_not(scene)
    target = top_rect(scene, good[0]).center
    move_mouse(app, target)
    assert scene.cursor.focus == good[0]
    click(app, top_rect(scene, bad[0]).center)
    assert scene.session.position == 0 and scene.motion.shake[0] == bad[0]
    click(app, target)
    assert scene.session.position == 1
    click(app, button_rects()["Undo"].center)
    assert scene.session.position == 0
    click(app, button_rects()["Redo"].center)
    assert scene.session.position == 1


def test_controller_plays_undoes_redoes_and_hints(app):
    scene = deal(app, 2)
    good, _ = playable_and_not(scene)
    with VirtualPad("xbox") as pad:
        app.step(2)
        scene.cursor.focus_on(good[0])
        pad_press(app, pad, "a")
        assert scene.session.position == 1
        pad_press(app, pad, "x")
        assert scene.session.position == 0
        pad_press(app, pad, "rb")
        assert scene.session.position == 1
        pad_press(app, pad, "lb")
        assert scene.session.position == 0
        assert not scene.session.assisted
        pad_press(app, pad, "y")
        wait_for(app, lambda: scene.hint_pile is not None)
        assert scene.session.assisted  # a hint is the computer's help
        assert solve(*scene.position.apply(scene.hint_pile).deal()) is not None
        assert "Hint: play the" in scene.message_text
        pad_press(app, pad, "a")  # the hint moved the cursor onto its pile
        assert scene.session.position == 1
        assert scene.message_text == ""


def test_no_win_message_clears_after_undo(app):
    scene = deal(app, 1)
    good, _ = playable_and_not(scene)
    scene.play_pile(good[0])
    press_key(app, pygame.K_h)
    wait_for(app, lambda: "No win" in scene.message_text)
    assert scene.hint_pile is None and scene.message_is_error
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.position == 0 and scene.message_text == ""


def test_deal_with_no_first_move_is_lost_at_once_and_says_it_was_never_winnable(app):
    scene = deal(app, 27)
    wait_for(app, lambda: scene.in_result and scene.winnable_from_start() is not None)
    assert scene.winnable_from_start() is False
    assert "No one could win" in scene.snapshot().result.line
    assert [e.label for e in scene.extras()] == ["New random deal", "Deal number"]


def test_deal_number_by_keyboard_and_by_pad(app):
    deal(app, 2)
    press_key(app, pygame.K_g, unicode="g")
    settle(app)
    assert app.scene_names()[-1] == "patience_deal_number"
    for ch, key in (("1", pygame.K_1), ("2", pygame.K_2), ("3", pygame.K_3)):
        press_key(app, key, unicode=ch)
    press_key(app, pygame.K_BACKSPACE)  # 12
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.session.options == {"variant": "classic", "deal": 12}
    with VirtualPad("xbox") as pad:
        app.step(2)
        pad_press(app, pad, "back")  # the game menu
        settle(app)
        assert app.scene_names()[-1] == "patience_menu"
        pad_press(app, pad, "b")
        settle(app)
        press_key(app, pygame.K_g, unicode="g")
        settle(app)
        entry = app.stack.top
        assert entry.value == 12
        pad_press(app, pad, "up")  # 13
        pad_press(app, pad, "left")
        pad_press(app, pad, "up")  # 23
        pad_press(app, pad, "a")
        settle(app)
    assert app.stack.top.session.options["deal"] == 23
    app.step(2)  # the pad that played the game was pulled: the game pauses (first, in its frame)
    assert app.scene_names()[-1] == "pause"
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    press_key(app, pygame.K_4, unicode="4")  # digits on the table start the entry
    press_key(app, pygame.K_2, unicode="2")
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.session.options["deal"] == 42
    assert app.scene_names() == ["title", "patience"] or app.scene_names()[-1] == "patience"


def test_a_superscript_digit_is_not_a_digit(app):
    scene = deal(app, 2)
    press_key(app, pygame.K_UNKNOWN, unicode="²")  # on the table: ignored, no crash
    settle(app)
    assert app.stack.top is scene
    press_key(app, pygame.K_g, unicode="g")
    settle(app)
    entry = app.stack.top
    press_key(app, pygame.K_5, unicode="5")
    press_key(app, pygame.K_UNKNOWN, unicode="²")  # in the entry: ignored, no crash
    press_key(app, pygame.K_UNKNOWN, unicode="٣")  # an Arabic-Indic three: ignored too
    assert entry.value == 5
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert app.stack.top.session.options["deal"] == 5


@pytest.mark.slow
def test_solve_from_here_plays_the_line_out_without_messages(app):
    scene = deal(app, 2)
    _, bad = playable_and_not(scene)
    scene.play_pile(bad[0])  # a refusal on screen
    scene.playback.pace = 0.05
    press_key(app, pygame.K_c, unicode="c")
    wait_for(app, lambda: scene.playback)
    assert scene.snapshot().message == ""  # nothing said over the playback
    wait_for(app, lambda: scene.in_result)
    assert scene.position.is_won() and scene.session.assisted
    assert scene.snapshot().result.title == "SOLVED"
    assert stats.read(app.stats, "classic")["helped"] == 1


def test_restart_keeps_the_moves_to_redo(app):
    scene = deal(app, 2)
    good, _ = playable_and_not(scene)
    scene.play_pile(good[0])
    press_key(app, pygame.K_r, unicode="r")
    assert scene.session.position == 0 and scene.session.can_redo()
    assert "Back to the deal" in scene.message_text


@pytest.mark.slow
def test_demo_seeds_are_winnable_deals():
    for seed in DEMO_SEEDS:
        line = solve(*random_deal(seed))
        assert line is not None and len(line) == 51


@pytest.mark.slow
def test_demo_plays_a_winnable_deal_to_the_win(app):
    demo = ENTRY.demo(app, 11)
    demo.playback.pace = 0.05
    app.stack.push(demo)
    settle(app)
    wait_for(app, lambda: demo.demo_over)
    assert demo.position.is_won() and demo.snapshot().result.title == "WON!"
    assert stats.read(app.stats, "classic")["played"] == 0  # a demo is never counted


@pytest.mark.slow
def test_a_long_hint_shows_the_spinner_and_back_cancels_it(app):
    scene = deal(app, 1704)  # no win, and proving it takes seconds
    press_key(app, pygame.K_h)
    wait_for(app, lambda: scene.snapshot().thinking)
    press_key(app, pygame.K_ESCAPE)
    assert not scene.jobs.busy and "Cancelled" in scene.message_text
    assert app.scene_names()[-1] == "patience"  # Back cancelled, it did not pause


def test_stats_survive_junk_values_and_count_helped_wins_apart():
    class Store(dict):
        def get(self, key, default=None):
            return super().get(key, default)

        def set(self, key, value):
            self[key] = value

        def update(self, key, change):  # the stores' way to change a record (JsonStore.update)
            self[key] = change(self.get(key))

    store = Store({"patience.classic": {"played": "many", "won": -3, "best": True}})
    assert stats.read(store, "classic") == {"played": 0, "won": 0, "helped": 0, "streak": 0, "best": 0}
    stats.finished(store, "classic", won=True)
    stats.finished(store, "classic", won=True, assisted=True)
    stats.finished(store, "classic", won=False)
    assert stats.read(store, "classic") == {"played": 3, "won": 1, "helped": 1, "streak": 0, "best": 1}
    store["patience.all_in_a_row"] = ["not", "a", "dict"]
    assert stats.read(store, "all_in_a_row")["played"] == 0


def test_a_corrupt_stats_file_is_set_aside_and_play_goes_on(tmp_path):
    import json

    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "stats.json").write_text("{not json", encoding="utf-8")
    app = make_app("--game", "patience", "--seed", "4", home=str(tmp_path))
    try:
        wait_for(app, lambda: "patience" in app.scene_names())  # the first winnable deal
        settle(app)
        if app.scene_names()[-1] == "confirm":  # the lessons' first-launch offer:
            press_key(app, pygame.K_ESCAPE)  # the stats that said "offered" were set aside
            settle(app)
        scene = deal(app, 2)
        for pile in solve(*pysol_deal(2)):
            assert scene.play(pile)
        wait_for(app, lambda: scene.in_result)
        assert stats.read(app.stats, "classic") == {"played": 1, "won": 1, "helped": 0, "streak": 1, "best": 1}
        assert json.loads((data / "stats.json").read_text(encoding="utf-8"))["patience.classic"]["won"] == 1
    finally:
        app.close()


def test_rules_are_reachable_from_the_pause_menu(app):
    deal(app, 2)
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scene_names()[-1] == "pause"
    press_key(app, pygame.K_DOWN)  # Resume -> Rules
    press_key(app, pygame.K_RETURN)
    settle(app)
    rules = app.stack.top
    assert app.scene_names()[-1] == "rules"
    assert [p.title for p in rules.pages][:2] == ["The deal", "Moves"]
    for _ in range(len(rules.pages)):
        press_key(app, pygame.K_RIGHT, frames=3)  # every diagram draws
    assert rules.index == len(rules.pages) - 1


@pytest.mark.parametrize("piles, depth", [(17, 3), (13, 4)])
def test_messages_never_cover_the_cards(piles, depth):
    geoms = layout(piles, depth)
    rect = message_rect(geoms)
    assert rect.h >= 15
    assert not any(rect.colliderect(g.fan) for g in geoms)


def test_menu_help_stays_inside_its_panel_and_stats_are_opaque(app):
    scene = deal(app, 2)
    press_key(app, pygame.K_m, unicode="m")
    settle(app)
    menu = app.stack.top
    assert menu.name == "patience_menu" and menu.focused_help()
    x, y = menu.style.help_pos
    assert menu.panel_rect.collidepoint(x, y - 1)
    assert not any(menu.panel_rect.clipline((0, y), (640, y)) and g.fan.collidepoint(x, y - 4) for g in scene.geoms)
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    app.stack.push(StatsScene(app))
    settle(app)
    assert app.stack.top.opaque


def test_greedy_demo_fallback_still_plays(app, monkeypatch):
    """Should the solver fail, the demo still plays (a greedy line) rather than stall."""
    demo = ENTRY.demo(app, 0)
    app.stack.push(demo)
    settle(app)
    demo.jobs.cancel()
    demo._failed("demo", "boom")
    assert demo.playback.line == greedy_line(*demo.session.opening.deal())


class _GivesUp:
    """A deal preparer whose search has failed: the shuffling screen deals a plain deal at once."""

    def poll(self):
        pass

    def want(self, variant):
        pass

    def take(self, variant):
        return None

    def failed(self, variant):
        return True


def test_the_shuffling_screen_starts_no_deal_while_another_change_is_under_way(app):
    """An answer arriving in the frame a pop to the title was asked for must not replace the title
    (both changes applied in one go took the shuffling screen off, then the title beneath it)."""
    from scenes.patience.shuffling import ShufflingScene

    shuffling = ShufflingScene(app, _GivesUp(), "classic", PatiencePlay)
    shuffling.done = True  # held back while it comes on screen
    app.stack.push(shuffling)
    settle(app)
    shuffling.done = False
    app.stack.pop_to("title")  # asked before the frame in which the answer arrives
    app.step(1)
    settle(app)
    assert app.scene_names() == ["title"]


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_a_card_in_flight_passes_over_the_needs_line_which_stays_readable(app, text_size):
    """CI caught it in the demo: the "needs King or 2" line was drawn over a card on its
    way into the hole, light blue on a white card face (1.37:1). The card now flies over
    the words, so the words always stand on the dark table."""
    set_text_size(app, text_size)
    scene = deal(app, 4)
    line_y = HOLE[1] - HOLE_RADIUS - 18
    start = (HOLE[0] - CARD_W // 2, line_y - CARD_H // 2)
    scene.motion.flights.append(Flight("KD", 0, start, scene.clock))
    recorder = capture(app)
    needs = [t for t in recorder.texts if t.text.startswith(("needs ", "any card"))]
    assert needs, "the needs line is shown"
    assert scene.motion.flights, "the card is still on its way over the line"
    assert not contrast_problems(needs)


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_hole_count_and_the_message_under_it_keep_clear_rows_between(app, text_size):
    """At the "no more moves" result in Large text, "6 in the hole" sat one pixel above the
    line under it: the count's letters start lower in the Large small font."""
    set_text_size(app, text_size)
    scene = deal(app, 4)
    _, bad = playable_and_not(scene)
    scene.play_pile(bad[0])  # a refusal on screen, in the message lines under the hole
    recorder = capture(app)
    count = next(t for t in recorder.texts if t.text.endswith("in the hole"))
    below = [t for t in recorder.texts if t.box.top > count.box.top and t.box.colliderect(count.box.inflate(400, 40))]
    assert below, "a message is shown under the count"
    gap = min(t.box.top for t in below) - count.box.bottom
    assert gap >= 3, f"{gap} px between {count.text!r} and {below[0].text!r}"
