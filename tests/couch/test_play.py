"""Couch play through the real app: pads join a Black Holes game at the setup's Start,
each plays only its own turn, a pulled pad gets its seat back, and the pads feel and
show what the game asks of them (rumble, player lamps, glyphs)."""

import pygame
import pytest

from game.midend import Session
from game.stars import BACKEND, EMPTY, from_picture
from scenes.couch.join import SeatBinding
from scenes.couch.seating import Seat, Seating, restore_seating
from scenes.framework.bindings import Glyph
from scenes.numbers.config import MatchConfig
from scenes.play.entries import entry
from scenes.stars import ENTRY as STARS
from scenes.stars.config import PERSON, StarsConfig
from scenes.stars.play import StarsPlay
from tools.harness.helpers import make_app, pad_press, press_key, settle, step_until
from tools.harness.vpad import VirtualPad

ONE_ZONE = [
    "*......",  # a star on (0,1) completes the corner zone around (0,0)
    "*......",
    ".......",
    ".......",
    ".......",
    ".......",
    ".......",
]


def device(pad):
    return f"pad:{pad.instance_id}"


@pytest.fixture
def couch():
    app = make_app("--game", "stars")
    settle(app)
    pads = [VirtualPad(f).plug() for f in ("xbox", "playstation", "nintendo")]
    app.step(3)
    yield app, pads
    for pad in pads:
        pad.unplug()
    app.close()


def quiet_spot(state):
    """An empty spot whose star makes no black hole."""
    return next(
        c
        for c in ((r, k) for r in range(state.size) for k in range(state.size))
        if state.cell(c) == EMPTY and not state.completing_zones(c)
    )


def join_three(app, pads):
    """The first pad walks the setup to Start; each pad presses its confirm button; Start."""
    assert app.stack.top.name == "stars_setup"
    labels = [getattr(i, "label", "") for i in app.stack.top.items if hasattr(i, "label")]
    for _ in range(labels.index("Start")):
        pad_press(app, pads[0], "down")
    pad_press(app, pads[0], "a")
    settle(app)
    assert app.stack.top.name == "join"
    for pad in pads:
        pad_press(app, pad, "a")
    pad_press(app, pads[0], "start")
    settle(app)
    play = app.stack.top
    assert isinstance(play, StarsPlay)
    return play


def test_three_pads_join_and_each_places_only_on_its_own_turn(couch):
    app, pads = couch
    play = join_three(app, pads)
    assert play.config.levels == (PERSON,) * 3 and play.state.players == 3
    assert [s.device for s in play.seating.seats] == [device(p) for p in pads]
    for turn in range(6):
        before = app.game_state()
        seat = before.current_player
        for other in pads:
            if other is not pads[seat]:
                pad_press(app, other, "a")  # not this pad's turn: nothing happens
                assert app.game_state() is before
        assert "turn" in play.message_text
        play.cursor.focus_on(quiet_spot(before))
        pad_press(app, pads[seat], "a")
        assert app.game_state() is not before and play.session.position == turn + 1, play.message_text
    for i, pad in enumerate(pads):  # each pad shows its seat number
        assert pad.player_indices and pad.player_indices[-1] == i


def test_a_pulled_pad_gets_its_seat_back_after_a_countdown(couch):
    app, pads = couch
    play = join_three(app, pads)
    pad_press(app, pads[0], "a")
    before = app.game_state()
    sky = pads[1]
    sky.unplug()
    app.step(2)
    overlay = app.stack.top
    assert overlay.name == "reconnect" and overlay.missing_names() == ["Sky"]
    pad_press(app, pads[2], "right")  # nothing reaches the game meanwhile
    pad_press(app, pads[0], "lb")
    assert app.game_state() is before
    sky.plug()  # the same pad again (a new SDL instance)
    app.step(3)
    assert not overlay.missing and overlay.row_text(1) == "Sky: back" and app.stack.top is overlay
    step_until(app, lambda: app.stack.top is play, 300)
    assert app.game_state() is before
    assert play.seating.seats[1].device == device(sky)
    focus = play.cursor.focus
    pad_press(app, sky, "right")  # Sky's turn: Sky's pad moves the cursor ...
    assert play.cursor.focus != focus
    pad_press(app, sky, "a")  # ... and places                          # Sky's turn, Sky's pad
    assert play.session.position == 2


def test_another_pad_takes_over_a_pulled_seat(couch):
    app, pads = couch
    play = join_three(app, pads)
    spare = VirtualPad("xbox").plug()
    try:
        app.step(3)
        pads[0].unplug()
        app.step(2)
        assert app.stack.top.name == "reconnect" and app.stack.top.missing_names() == ["Gold"]
        pad_press(app, spare, "a")  # asks "Take over Gold's seat?" ...
        assert app.stack.top.question() == (device(spare), 0) and app.stack.top.missing
        app.step(30)
        pad_press(app, spare, "a")  # ... and a second press does it
        step_until(app, lambda: app.stack.top is play, 300)
        assert play.seating.seats[0].device == device(spare)
        assert spare.player_indices[-1] == 0
        pad_press(app, spare, "a")
        assert play.session.position == 1
    finally:
        spare.unplug()


def test_a_pad_that_holds_no_seat_never_stops_the_game(couch):
    app, pads = couch
    play = join_three(app, pads)
    spare = VirtualPad("playstation").plug()
    app.step(3)
    pad_press(app, spare, "a")  # it may even press: it plays nobody
    spare.unplug()
    app.step(3)
    assert app.stack.top is play and play.session.position == 0


def test_a_pad_pulled_during_the_fade_in_gets_the_reconnect_screen_on_arrival(couch):
    app, pads = couch
    labels = [getattr(i, "label", "") for i in app.stack.top.items if hasattr(i, "label")]
    for _ in range(labels.index("Start")):
        pad_press(app, pads[0], "down")
    pad_press(app, pads[0], "a")
    settle(app)
    for pad in pads:
        pad_press(app, pad, "a")
    pad_press(app, pads[0], "start", frames=0)
    app.step(2)
    assert app.stack.fading
    pads[2].unplug()
    settle(app)
    app.step(2)
    assert app.stack.top.name == "reconnect" and app.stack.top.missing_names() == ["Rose"]
    assert isinstance(app.stack.scenes[-2], StarsPlay)


def test_a_black_hole_rumbles_its_seats_pad_and_the_lamps_show_the_seat(couch):
    app, (gold, sky, _) = couch
    seating = Seating((Seat(device(gold), person=True), Seat(device(sky), person=True)))
    config = StarsConfig((PERSON, PERSON))
    session = Session.new(BACKEND, config.options(), 1)
    session.states = [from_picture(ONE_ZONE, pool=9)]
    play = StarsPlay(app, config, session=session, seating=seating)
    app.stack.push(play)
    settle(app)
    assert gold.player_indices[-1] == 0 and sky.player_indices[-1] == 1
    assert gold.leds and sky.leds  # light bars in the seat colours
    gold.rumbles.clear()
    sky.rumbles.clear()
    play.cursor.focus_on((0, 1))
    pad_press(app, gold, "a")
    assert play.session.position == 1 and app.game_state().scores()[0] > 0  # a black hole
    step_until(app, lambda: bool(felt(gold)), 30)
    assert not felt(sky)  # only the seat concerned feels it
    gold.rumbles.clear()
    pad_press(app, sky, "a")  # on a swallowed spot: refused, Sky's pad rumbles
    assert play.message_is_error and play.session.position == 1
    step_until(app, lambda: bool(felt(sky)), 30)
    assert not felt(gold)


def test_rumble_off_in_the_settings_keeps_the_pads_still(couch):
    app, (gold, sky, _) = couch
    app.settings.set("rumble", False)
    app.settings_changed()
    seating = Seating((Seat(device(gold)), Seat(device(sky))))
    config = StarsConfig((PERSON, PERSON))
    session = Session.new(BACKEND, config.options(), 1)
    session.states = [from_picture(ONE_ZONE, pool=9)]
    play = StarsPlay(app, config, session=session, seating=seating)
    app.stack.push(play)
    settle(app)
    gold.rumbles.clear()
    play.cursor.focus_on((0, 1))
    pad_press(app, gold, "a")
    app.step(5)
    assert app.game_state().scores()[0] > 0 and not felt(gold)


def felt(pad):
    """The rumbles a pad was asked for (SDL's own stop, (0, 0), left out)."""
    return [r for r in pad.rumbles if r != (0, 0)]


def glyph_labels(hint):
    return [p.label for p in hint.parts if isinstance(p, Glyph)]


def test_prompts_switch_glyphs_with_the_pad_on_turn(couch):
    app, (gold, sky, _) = couch
    seating = Seating((Seat(device(gold)), Seat(device(sky))))
    play = entry("numbers").new_game(app, MatchConfig("quick", (PERSON, PERSON)), seed=1, seating=seating)
    app.stack.push(play)
    settle(app)
    assert "A" in glyph_labels(play.hints()[1])  # Gold holds an Xbox pad
    pad_press(app, gold, "a")
    assert "Cross" in glyph_labels(play.hints()[1])  # Sky a PlayStation one
    assert "L1" in glyph_labels(play.hints()[2])
    press_key(app, pygame.K_ESCAPE)  # pause and back: still Sky's glyphs
    press_key(app, pygame.K_ESCAPE)
    settle(app)
    assert "Cross" in glyph_labels(play.hints()[1])
    stars = StarsPlay(app, StarsConfig((PERSON, PERSON)), seating=seating)
    assert glyph_labels(stars.prompt("{confirm} place")) == ["A"]


def test_rematch_keeps_the_seats_and_lights_the_pads_again(couch):
    app, pads = couch
    play = join_three(app, pads)
    lamps = []
    real = app.input.set_player_index
    app.input.set_player_index = lambda device, index: lamps.append((device, index)) or real(device, index)
    play.play_again()
    app.step(1)
    settle(app)
    again = app.stack.top
    assert again is not play and again.seating == play.seating
    assert lamps == [(device(p), i) for i, p in enumerate(pads)]
    assert [p.player_indices[-1] for p in pads] == [0, 1, 2]


def test_a_continued_game_knows_its_pads_again(couch):
    app, pads = couch
    play = join_three(app, pads)
    pad_press(app, pads[0], "a")
    data = play.kept_json()
    assert [s["guid"] for s in data["seats"]] == [app.input.pad(device(p)).guid for p in pads]
    again = STARS.resume(app, data)
    assert [s.device for s in again.seating.seats] == [device(p) for p in pads]


def test_seating_from_bindings_and_back_from_a_kept_game():
    seating = Seating.from_bindings([SeatBinding("pad:1", 0, "G1"), SeatBinding("mouse"), SeatBinding(None, 2)])
    assert seating.seats == (Seat("pad:1", "G1"), Seat("kb"), Seat(None, "", person=False))
    hot = Seating.from_bindings([SeatBinding("pad:1", 0, "G1"), SeatBinding("pad:1", 0, "G1")])
    back = restore_seating(hot.to_json(), [("pad:9", "G1")])
    assert back is not None and [s.device for s in back.seats] == ["pad:9", "pad:9"]
    gone = restore_seating(seating.to_json(), [])
    assert gone is not None and gone.missing(["kb"]) == [0]
    assert restore_seating("nonsense", []) is None and restore_seating([{"guid": 3}], []) is None
    moved = hot.rebind(0, "pad:4", "G4")  # a hot-seat pad's seats move together
    assert [s.device for s in moved.seats] == ["pad:4", "pad:4"]


def test_two_pads_join_a_black_box_match_and_each_plays_its_role():
    from game.blackbox import fire, in_box, ports
    from scenes.blackbox.play import BlackBoxPlay

    app = make_app("--game", "blackbox")
    settle(app)
    setter, getter = VirtualPad("xbox").plug(), VirtualPad("playstation").plug()
    try:
        app.step(3)
        setup = app.stack.top
        pad_press(app, setter, "right")
        pad_press(app, setter, "right")  # Mode: Two players
        labels = [getattr(i, "label", "") for i in setup.items if hasattr(i, "label")]
        for _ in range(labels.index("Start")):
            pad_press(app, setter, "down")
        pad_press(app, setter, "a")
        settle(app)
        assert app.stack.top.name == "join"
        pad_press(app, setter, "a")
        pad_press(app, getter, "a")
        pad_press(app, setter, "start")
        settle(app)
        play = app.stack.top
        assert isinstance(play, BlackBoxPlay) and play.config.mode == "two"
        assert play.phase == "cover"
        pad_press(app, getter, "a")  # the getter cannot wave the look-away screen on
        assert play.phase == "cover"
        pad_press(app, setter, "a")
        assert play.phase == "setting"
        size = play.config.radius
        cells = [(q, r) for q in range(-size, size + 1) for r in range(-size, size + 1) if in_box(size, (q, r))]
        atoms = set(cells[: play.config.n_atoms])
        play.finish_hiding(atoms)
        app.step(2)
        assert play.cover_lines[0] == "Player 2's turn, on the PlayStation pad."  # two pads: nobody passes
        pad_press(app, getter, "a")  # the getter takes the box
        app.step(2)
        assert play.phase == "get"
        radius = play.config.radius
        hit = next(p for p in ports(radius) if fire(radius, frozenset(atoms), p).kind == "hit")
        play.cursor.focus_on(hit)
        before = app.game_state()
        pad_press(app, setter, "a")  # not the setter's turn to fire
        assert app.game_state() is before
        getter.rumbles.clear()
        pad_press(app, getter, "a")
        assert app.game_state() is not before and play.round.result_at(hit).kind == "hit"
        step_until(app, lambda: bool(felt(getter)), 30)  # a ray into an atom: the getter's pad rumbles
    finally:
        setter.unplug()
        getter.unplug()
        app.close()


def test_a_pad_pulled_while_paused_gets_its_screen_when_play_resumes(couch):
    app, pads = couch
    play = join_three(app, pads)
    pad_press(app, pads[0], "start")
    settle(app)
    assert app.stack.top.name == "pause" and play.paused_by == "Gold"  # any pad pauses, named
    pads[2].unplug()
    app.step(3)
    pad_press(app, pads[0], "start")  # resume: the game is back on top ...
    settle(app)
    assert app.stack.top.name == "reconnect" and app.stack.top.missing_names() == ["Rose"]  # ... and asks for Rose
    assert app.stack.scenes[-2] is play


def test_the_collapse_rumbles_every_pad_and_the_winner_longest(couch):
    app, (gold, sky, _) = couch
    seating = Seating((Seat(device(gold)), Seat(device(sky))))
    play = entry("numbers").new_game(app, MatchConfig("quick", (PERSON, PERSON)), seed=1, seating=seating)
    app.stack.push(play)
    settle(app)
    pads = (gold, sky)
    while not play.session.is_over():
        state = play.session.state
        play.cursor.focus_on(next(c for c in state.board.cells if state.mark_at(c) is None))
        pad_press(app, pads[state.current_player], "a")
    step_until(app, lambda: bool(felt(gold)) and bool(felt(sky)), 30)  # the collapse: everyone
    pad_press(app, gold, "a")  # skip the count
    step_until(app, lambda: play.in_result, 600)
    app.step(3)
    strong = [w for w in play.session.state.winners() if any(lo > 39000 for lo, _ in felt(pads[w]))]
    assert strong == list(play.session.state.winners())
    assert all(not any(lo > 39000 for lo, _ in felt(pads[p])) for p in (0, 1) if p not in strong)
