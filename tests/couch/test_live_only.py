"""The reconnect screen only where a game is live (issue 19, finding 5), and the end of a game
for seated players: the numbers collapse skips for any seated pad, and nobody "thinks" for a person."""

import pygame

from scenes.couch.seating import Seat, Seating
from scenes.framework import draw
from scenes.numbers import ENTRY as NUMBERS
from scenes.numbers.config import PERSON, MatchConfig
from scenes.play.entries import entry
from tests.contract.cases import toward_the_end
from tests.couch.table import Couch, dev
from tools.harness.helpers import make_app, pad_press, settle, step_until
from tools.harness.vpad import VirtualPad


def test_a_pad_pulled_during_the_play_again_fade_gets_one_screen_on_the_new_game():
    c = Couch(("xbox", "playstation", "nintendo"))
    try:
        c.play.begin_result()
        c.app.step(2)
        pad_press(c.app, c.pads[0], "a", frames=0)  # Play again: a fade to the new game
        c.app.step(2)
        assert c.app.stack.fading
        c.pads[1].unplug()
        c.app.step(1)
        settle(c.app)
        c.app.step(3)
        names = c.app.stack.names()
        assert names.count("reconnect") == 1 and names[-2] == "stars" and c.app.stack.scenes[-2] is not c.play
        c.pads[1].plug()
        step_until(c.app, lambda: c.app.stack.names() == ["title", "stars"], 300)
        assert c.app.stack.top.seating.seats[1].device == dev(c.pads[1])
    finally:
        c.close()


def numbers_at_its_last_move():
    app = make_app()
    gold, sky = VirtualPad("xbox").plug(), VirtualPad("playstation").plug()
    app.step(3)
    seating = Seating((Seat(dev(gold), app.input.pad(dev(gold)).guid), Seat(dev(sky), app.input.pad(dev(sky)).guid)))
    play = entry("numbers").new_game(app, MatchConfig("quick", (PERSON, PERSON)), seed=1, seating=seating)
    app.stack.push(play)
    settle(app)
    s = play.session
    while True:  # played through the engine to one move before the end
        move = toward_the_end(NUMBERS, s.state)
        if s.state.apply(move).is_terminal():
            break
        s.play(move)
    play.rewound()
    return app, play, (gold, sky), move


def test_the_end_collapse_skips_for_a_seated_player_and_nobody_thinks_for_a_person(monkeypatch):
    app, play, pads, last = numbers_at_its_last_move()
    try:
        mover = pads[play.state.current_player]
        other = pads[1 - play.state.current_player]
        play.cursor.focus_on(last)
        pad_press(app, mover, "a")  # the last number: the collapse begins
        assert play.session.is_over() and play.collapse_start is not None and not play.in_result
        said = []
        real = draw.text
        monkeypatch.setattr(
            draw, "text", lambda surface, text, *a, **k: said.append(text) or real(surface, text, *a, **k)
        )
        play.draw(pygame.Surface((640, 360)))
        assert said and not any(t.startswith("thinking") for t in said)  # a person's seat never "thinks"
        pad_press(app, other, "a")  # the other seat's A skips it (it did nothing)
        step_until(app, lambda: play.in_result, 20)
    finally:
        for pad in pads:
            pad.unplug()
        app.close()
