"""Couch input: stick feel, one step per device, families, GUIDs, rumble and lights on virtual pads."""

import pygame
import pytest

from scenes.framework import bindings
from scenes.framework.input import Kind, stick_direction
from tools.harness.helpers import make_app, pad_press, press_key, recording
from tools.harness.vpad import VirtualPad


@pytest.fixture
def app():
    a = recording(make_app())
    yield a
    a.close()


def moves(app, start=0):
    return [(a.kind, a.device) for a in app.recorded[start:] if a.kind in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT)]


def test_stick_direction_is_radial_and_takes_the_dominant_axis():
    assert stick_direction(0.35, 0.35, None) is None  # radius 0.49: inside the dead zone
    assert stick_direction(0.4, 0.42, None) == Kind.DOWN  # radius 0.58 counts, though no axis does
    assert stick_direction(0.5, 0.3, None) == Kind.RIGHT  # radius 0.58: a push, x leads
    assert stick_direction(0.45, 0.5, None) == Kind.DOWN  # sloppy diagonal: one direction only
    assert stick_direction(0.3, 0.2, Kind.RIGHT) == Kind.RIGHT  # inside press, outside release: held
    assert stick_direction(0.2, 0.2, Kind.RIGHT) is None  # inside the release radius
    # a held push does not flip to the other axis on a near-diagonal ...
    assert stick_direction(0.6, 0.65, Kind.RIGHT) == Kind.RIGHT
    # ... only once that axis clearly leads, or on a reversal
    assert stick_direction(0.4, 0.8, Kind.RIGHT) == Kind.DOWN
    assert stick_direction(-0.8, 0.1, Kind.RIGHT) == Kind.LEFT


def test_diagonal_stick_push_gives_one_direction(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        start = len(app.recorded)
        pad.set_axis("leftx", 21000)
        pad.set_axis("lefty", 23000)
        app.step(2)
        pad.set_axis("leftx", 0)
        pad.set_axis("lefty", 0)
        app.step(2)
        assert [k for k, _ in moves(app, start)] == [Kind.DOWN]


def test_dpad_and_stick_of_one_pad_step_once(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        start = len(app.recorded)
        pad.set_button("right", True)
        pad.set_axis("leftx", 30000)
        app.step(1)
        assert len(moves(app, start)) == 1
        app.step(40)  # held ~0.67 s: repeats once per step
        pad.set_button("right", False)
        pad.set_axis("leftx", 0)
        app.step(1)
        got = [a for a in app.recorded[start:] if a.kind == Kind.RIGHT]
        times = len(got)
        assert 3 <= times <= 6, times  # 1 + ~4 repeats, not twice that


def test_two_pads_repeat_on_their_own(app):
    with VirtualPad("xbox") as one, VirtualPad("playstation") as two:
        app.step(2)
        start = len(app.recorded)
        one.set_button("down", True)
        app.step(30)
        two.set_button("down", True)
        app.step(1)
        ones = [a for a in app.recorded[start:] if a.device == f"pad:{one.instance_id}"]
        twos = [a for a in app.recorded[start:] if a.device == f"pad:{two.instance_id}"]
        assert len(ones) >= 2 and len(twos) == 1 and not twos[0].repeat
        one.set_button("down", False)
        two.set_button("down", False)
        app.step(1)


def test_keyboard_twin_keys_step_once(app):
    start = len(app.recorded)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0))
    app.step(1)
    assert moves(app, start) == [(Kind.UP, "kb")]
    for key in (pygame.K_UP, pygame.K_w):
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.step(1)


def test_families_last_device_and_guids(app):
    with VirtualPad("nintendo") as pad:
        app.step(2)
        dev = f"pad:{pad.instance_id}"
        added = [a for a in app.recorded if a.kind == Kind.DEVICE_ADDED][-1]
        assert added.device == dev and len(added.guid) == 32 and added.slot >= 0
        assert app.input.family(dev) == "nintendo" and app.input.family("mouse") == "keyboard"
        pad_press(app, pad, "a")
        assert app.input.last_device == dev and app.input.last_family() == "nintendo"
        assert app.input.hint("{confirm} place").text == "B place"  # the pad in hand
        app.input.swap_ab = True
        assert app.input.hint("{confirm} place", dev).text == "A place"
        assert app.input.hint("{confirm} place", "mouse").text == "Enter place"
        app.input.swap_ab = False
        press_key(app, pygame.K_DOWN)
        assert app.input.last_device == "kb"
        app.input.name_seat(dev, "Sky")
    app.step(2)
    removed = [a for a in app.recorded if a.kind == Kind.DEVICE_REMOVED][-1]
    assert removed.guid == added.guid and removed.info == "Sky's controller"
    assert any(t.text == "Disconnected: Sky's controller" for t in app.toasts)


def test_triggers_right_stick_and_guide_count_as_touches(app):
    with VirtualPad("xbox") as pad:
        app.step(2)
        start = len(app.recorded)
        pad.set_axis("rt", 30000)
        app.step(1)
        pad.set_axis("rt", 0)
        pad.set_axis("rightx", -30000)
        app.step(1)
        pad.set_axis("rightx", 0)
        pad_press(app, pad, "guide")
        pad_press(app, pad, "leftstick")
        assert [a.kind for a in app.recorded[start:]] == [Kind.TOUCH] * 4


def test_rumble_player_lamps_and_light_bar_reach_the_pad(app):
    with VirtualPad("playstation") as pad:
        app.step(2)
        dev = f"pad:{pad.instance_id}"
        assert app.input.rumble(dev, 0.5, 1.0, 120)
        assert pad.rumbles[-1] == (32767, 65535)
        assert app.input.set_player_index(dev, 2) and pad.player_indices[-1] == 2
        assert app.input.pad(dev).slot == 2
        assert app.input.set_led(dev, (255, 214, 90)) and pad.leds[-1] == (255, 214, 90)
        app.settings.set("rumble", False)
        app.settings_changed()
        n = len(pad.rumbles)
        assert not app.input.rumble(dev, 1.0, 1.0, 100) and len(pad.rumbles) == n
    # a device that is gone, or a pad without the feature, just does without
    assert not app.input.rumble("pad:999", 1, 1, 10) and not app.input.set_led("pad:999", (1, 2, 3))
    with VirtualPad("xbox", feedback=False) as bare:
        app.step(2)
        app.settings.set("rumble", True)
        app.settings_changed()
        assert not app.input.set_led(f"pad:{bare.instance_id}", (1, 2, 3))
        assert not app.input.rumble(f"pad:{bare.instance_id}", 1, 1, 10)


def test_hints_render_per_family_and_follow_the_swap():
    template = "{confirm} place  {undo} undo  {back} back"
    assert bindings.render_hint(template, "keyboard").text == "Enter place  Ctrl+Z undo  Esc back"
    assert bindings.render_hint(template, "xbox").text == "A place  LB undo  B back"
    assert bindings.render_hint(template, "playstation").text == "Cross place  L1 undo  Circle back"
    assert bindings.render_hint(template, "nintendo").text == "B place  L undo  A back"
    swapped = bindings.render_hint(template, "nintendo", swap_ab=True)
    assert swapped.text == "A place  L undo  B back"
    assert swapped.sprites == ["btn_nintendo_a", "btn_nintendo_b"]  # L has no sprite: drawn as a label
    assert bindings.render_hint("{confirm} go", "xbox", True).sprites == ["btn_xbox_b"]
    assert bindings.confirm_label("nintendo", False) == "B (bottom)"
    assert bindings.confirm_label("playstation", True) == "Circle (right)"


def test_input_maps_come_from_the_table():
    from scenes.framework import input as inp

    for b in bindings.TABLE:
        for k in b.keys:
            if k.code is not None and not k.mod:
                assert inp.KEYMAP[k.code].value == b.action
        for p in b.pad:
            if p in bindings.POSITION_BUTTONS:
                assert inp.PAD_BUTTONS[bindings.POSITION_BUTTONS[p]].value == b.action


def test_hint_line_draws_icons_inline():
    from scenes.framework import draw

    surf = pygame.Surface((320, 40))
    hint = bindings.render_hint("{confirm} place  {undo} undo", "playstation")
    rect = draw.hint_line(surf, hint, (160, 30))
    assert rect.midbottom == (160, 30)
    cross = draw.sprite("btn_ps_cross")
    for x in range(12):  # the Cross button sprite sits where "{confirm}" was
        for y in range(12):
            if cross.get_at((x, y)).a == 255:
                assert surf.get_at((rect.x + 1 + x, rect.y + y)) == cross.get_at((x, y))


def test_without_the_sdl_library_player_lamps_just_do_without(app, monkeypatch):
    from scenes.framework import sdl_native

    with VirtualPad("xbox") as pad:
        app.step(2)
        sdl_native.sdl_library.cache_clear()
        monkeypatch.setattr(sdl_native, "_candidates", lambda: [])
        try:
            assert not app.input.set_player_index(f"pad:{pad.instance_id}", 3)
            assert sdl_native.player_index(pad.instance_id, True) == -1
        finally:
            monkeypatch.undo()
            sdl_native.sdl_library.cache_clear()
        assert app.input.set_player_index(f"pad:{pad.instance_id}", 3) and pad.player_indices[-1] == 3
