"""Raw presses for the mapping screens on their own (scenes/framework/input_capture.py)."""

import pygame

from scenes.framework.input_capture import Capture
from scenes.framework.input_devices import Pad


def joystick(iid=4):
    return {iid: Pad(iid, "Cheap pad", "0" * 32, False, object())}


def test_a_button_gives_its_press_then_its_release_with_how_long_it_was_held():
    pads, c = joystick(), Capture()
    c.start("joy:4")
    assert c.consume(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=4, button=2), 1.0, pads)
    assert {p.code: round(s, 2) for p, s in c.held(1.5).items()} == {2: 0.5}
    c.consume(pygame.event.Event(pygame.JOYBUTTONUP, instance_id=4, button=2), 1.25, pads)
    press, release = c.take()
    assert (press.code, press.up, release.up, release.held) == (2, False, True, 0.25)
    assert c.held(2.0) == {}


def test_a_release_without_its_press_is_not_kept():
    pads, c = joystick(), Capture()
    c.start("joy:4")
    c.consume(pygame.event.Event(pygame.JOYBUTTONUP, instance_id=4, button=1), 0.0, pads)
    assert c.take() == []


def test_hats_and_stick_pushes_are_kept_once_per_push():
    pads, c = joystick(), Capture()
    c.start("joy:4")
    c.consume(pygame.event.Event(pygame.JOYHATMOTION, instance_id=4, hat=0, value=(1, 0)), 0.0, pads)
    for value in (0.9, 0.95, 0.1, -0.9):
        c.consume(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=4, axis=1, value=value), 0.0, pads)
    assert [x.sdl() for x in c.take()] == ["h0.2", "+a1", "-a1"]


def test_keys_with_their_modifier_and_nothing_of_another_device():
    pads, c = joystick(), Capture()
    c.start("kb")
    assert c.consume(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=pygame.KMOD_LCTRL), 0.0, pads)
    assert not c.consume(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=4, button=0), 0.0, pads)
    assert not c.consume(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=4), 0.0, pads)
    assert [(x.kind, x.code, x.mod) for x in c.take()] == [("key", pygame.K_j, "ctrl")]


def test_a_pulled_pads_held_buttons_are_forgotten():
    pads, c = joystick(), Capture()
    c.start("joy:4")
    c.consume(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=4, button=0), 0.0, pads)
    c.forget("joy:4")
    assert c.held(3.0) == {}
