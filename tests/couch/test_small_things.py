"""Issue 19, finding 9's small things: no ghost cursors once the game is over, and a stick held
while waking the demo does not scroll the title."""

import pygame

from scenes.shell.attract import PLUG_GRACE_S, AttractScene
from tests.couch.test_live_only import numbers_at_its_last_move
from tools.harness.helpers import make_app, pad_press, settle
from tools.harness.vpad import VirtualPad


def ghost_corner(play, seat):
    """Where the ghost of ``seat`` draws its top-right corner, and in what colour."""
    r = play.ghosts[seat].focus_rect.inflate(6, 6)
    return (r.right - 3, r.top), play.seat_colour(seat)


def test_no_ghost_cursors_once_the_game_is_over():
    app, play, pads, last = numbers_at_its_last_move()
    try:
        mover_seat = play.state.current_player
        other = 1 - mover_seat
        play.cursor.focus_on(last)
        pad_press(app, pads[other], "right")  # the other seat points: its ghost shows
        pad_press(app, pads[other], "down")
        canvas = pygame.Surface((640, 360))
        play.draw(canvas)
        at, colour = ghost_corner(play, other)
        assert canvas.get_at(at)[:3] == colour  # the test can see a ghost
        pad_press(app, pads[mover_seat], "a")  # the last number: the game is over (the collapse runs)
        assert play.session.is_over() and not play.in_result
        play.draw(canvas)
        at, colour = ghost_corner(play, other)
        assert canvas.get_at(at)[:3] != colour
    finally:
        for pad in pads:
            pad.unplug()
        app.close()


def test_a_stick_held_while_waking_the_demo_does_not_scroll_the_title():
    app = make_app("--seed", "3")
    pad = VirtualPad("generic").plug()
    try:
        app.step(3)
        title = app.stack.top
        first = title.nav.focused.key
        app.stack.push(AttractScene(app), transition="fade")
        settle(app)
        app.step(int(PLUG_GRACE_S * 60) + 2)
        pad.set_axis("lefty", 30000)  # pushed down to wake the demo, and held
        app.step(1)
        settle(app)
        assert app.stack.top is title
        app.step(120)  # two seconds still held: no auto-repeat walks the menu to Quit
        assert title.nav.focused.key == first
        pad.set_axis("lefty", 0)  # let go, then a fresh push moves once, and holding repeats again
        app.step(2)
        pad.set_axis("lefty", 30000)
        app.step(2)
        moved = title.nav.focused.key
        assert moved != first
        app.step(60)
        assert title.nav.focused.key != moved
    finally:
        pad.set_axis("lefty", 0)
        pad.unplug()
        app.close()
