"""Event translation on its own (scenes/framework/input_events.py): synthetic SDL events in,
actions out, no device needed."""

import pygame
import pytest

from scenes.framework import bindings
from scenes.framework.input_actions import Kind
from scenes.framework.input_devices import Pad
from scenes.framework.input_events import CHORD_S, STICK_PRESS, Translator


@pytest.fixture
def world():
    pads = {}
    swapped = set()
    t = Translator(pads, lambda p: p, lambda d: d in swapped, lambda d: STICK_PRESS, (0.35, 0.08))
    t.set_table(bindings.DEFAULT)
    return t, pads, swapped


def joystick(pads, iid=7):
    pad = Pad(iid, "Cheap pad", "03000000" + "0" * 24, False, object())
    pads[iid] = pad
    return pad


def kinds(actions):
    return [(a.kind, a.device) for a in actions]


def test_a_held_key_repeats_after_the_delay_and_stops_on_release(world):
    t, _, _ = world
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="")
    assert kinds(t.translate(down, 0.0)) == [(Kind.LEFT, "kb")]
    assert t.after_events(0.2) == []
    assert kinds(t.after_events(0.36)) == [(Kind.LEFT, "kb")]
    t.translate(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0), 0.4)
    assert t.after_events(1.0) == []


def test_a_plain_joystick_swaps_its_own_a_and_b(world):
    t, pads, swapped = world
    pad = joystick(pads)
    press = pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0)
    assert kinds(t.translate(press, 0.0)) == [(Kind.CONFIRM, pad.device)]
    swapped.add(pad.device)
    assert kinds(t.translate(press, 0.1)) == [(Kind.BACK, pad.device)]


def test_two_joystick_buttons_held_make_its_select_once(world):
    t, pads, _ = world
    pad = joystick(pads)
    for button in (0, 3):
        t.translate(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=button), 0.0)
    assert t.after_events(CHORD_S - 0.1) == []
    assert kinds(t.after_events(CHORD_S)) == [(Kind.SELECT, pad.device)]
    assert t.after_events(CHORD_S + 1) == []  # once per hold
    t.translate(pygame.event.Event(pygame.JOYBUTTONUP, instance_id=7, button=3), 5.0)
    t.translate(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=3), 5.1)
    assert kinds(t.after_events(5.1 + CHORD_S)) == [(Kind.SELECT, pad.device)]  # a new hold


def test_a_joystick_stick_is_judged_once_both_axes_are_in(world):
    t, pads, _ = world
    pad = joystick(pads)
    t.translate(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=0, value=0.9), 0.0)
    t.translate(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=1, value=0.5), 0.0)
    assert kinds(t.after_events(0.0)) == [(Kind.RIGHT, pad.device)]  # the dominant axis only


def test_forgetting_a_device_lets_go_of_what_it_held(world):
    t, pads, _ = world
    pad = joystick(pads)
    t.translate(pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(0, 1)), 0.0)
    assert (pad.device, "hat0.1") in t.held
    t.forget(pad.device)
    assert t.held == {} and t.after_events(1.0) == []
