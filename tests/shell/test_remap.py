"""The mapping screen: an unknown pad set up by pressing its buttons, and remaps from the
Controls page for the keyboard, a pad family or one pad, refused when they would clash
or cut off pause, remembered in the settings file."""

import pygame
import pytest

from game.midend import Session
from game.patience import BACKEND, deal_options
from scenes.framework import bindings
from scenes.framework.input import Kind
from scenes.patience.play import PatiencePlay
from scenes.shell.controls import ControlsScene
from scenes.shell.mapping import PadSetupScene, RemapScene
from tools.harness.helpers import make_app, pad_press, press_key, settle
from tools.harness.vpad import VirtualPad


def raw(app, joy, number, frames=2):
    joy.set_raw_button(number, True)
    app.step(1)
    joy.set_raw_button(number, False)
    app.step(frames)


def deal(app):
    scene = PatiencePlay(app, Session.new(BACKEND, deal_options("classic", 2), 0))
    app.stack.push(scene)
    settle(app)
    return scene


def open_controls(app, family=None):
    scene = ControlsScene(app)
    app.stack.push(scene)
    settle(app)
    if family is not None:
        scene.family_index = scene.families.index(family)
    return scene


def select_row(scene, label):
    scene.selected = next(i for i, r in enumerate(scene.rows) if r.label == label and not r.heading)


def test_an_unmapped_joystick_is_set_up_on_the_mapping_screen_and_then_undoes_a_move(app):
    # a cheap pad whose bottom face button is b1 and whose shoulders are b6/b7 (not the defaults)
    with VirtualPad("generic", controller=False, buttons=12, name="Gamepad 2000") as joy:
        app.step(2)
        device = f"joy:{joy.instance_id}"
        assert not app.input.recognised(device)
        raw(app, joy, 8)  # "press Select to set its buttons"
        settle(app)
        screen = app.stack.top
        assert isinstance(screen, PadSetupScene) and "Confirm" in screen.question()
        for number in (1, 2, 0, 3, 6, 7, 9):  # confirm back alt alt2 undo redo pause
            raw(app, joy, number)
        assert "Game menu" in screen.question()
        press_key(app, pygame.K_TAB)  # skip: this pad's Select is where the default already was
        raw(app, joy, 2)  # a button already set skips too ... but d-pad steps want a direction
        joy.set_hat(1)  # up on the hat: the whole d-pad
        app.step(1)
        joy.set_hat(0)
        settle(app)
        assert app.stack.top is not screen
        pad = app.input.pad(device)
        assert pad is not None and pad.is_controller and app.input.recognised(device)  # applied at once
        saved = (app.paths.config / "controllers.txt").read_text()
        layout = "a:b1,b:b2,x:b0,y:b3,leftshoulder:b6,rightshoulder:b7,start:b9"
        assert saved.startswith(f"{pad.guid},Gamepad 2000,{layout}")
        assert "dpup:h0.1" in saved and saved.rstrip().endswith("platform:Linux,")
        assert any(t.text == "Gamepad 2000 is set up (saved for next time)" for t in app.toasts)
        scene = deal(app)
        good = scene.position.legal_actions()
        scene.cursor.focus_on(good[0])
        raw(app, joy, 1)  # its confirm
        assert scene.session.position == 1
        raw(app, joy, 6)  # its undo
        assert scene.session.position == 0
        assert app.input.hint("{undo} undo", device).text == "L undo"


def test_a_keyboard_remap_undo_on_u_works_and_every_prompt_follows(app):
    scene = open_controls(app, "keyboard")
    select_row(scene, "Undo")
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.stack.top, RemapScene)
    press_key(app, pygame.K_u, unicode="u")
    settle(app)
    assert app.stack.top is scene
    assert app.input.table.key_names("undo") == ("U",)
    assert app.input.hint("{undo} undo", "kb").text == "U undo"
    assert [g.label for g in scene.row_glyphs(next(r for r in scene.rows if r.label == "Undo"))] == ["U"]
    assert app.settings.get("controls")["keyboard"] == {"undo": ["u"]}
    original = app.input.poll
    got = []

    def poll(now):
        actions = original(now)
        got.extend(actions)
        return actions

    app.input.poll = poll
    press_key(app, pygame.K_u, unicode="u")
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert [a.kind for a in got] == [Kind.UNDO, Kind.KEY]  # Ctrl+Z gave its place to U
    assert scene.family == "nintendo"  # U (now undo) turned the Controls tab back one, as LB does
    scene.family_index = scene.families.index("keyboard")
    press_key(app, pygame.K_h)  # reset to defaults
    assert app.input.table.key_names("undo") == ("Ctrl+Z",)
    assert "defaults" in scene.message


def test_a_conflicting_remap_is_refused_with_a_message_and_nothing_changes(app):
    scene = open_controls(app, "keyboard")
    select_row(scene, "Undo")
    press_key(app, pygame.K_RETURN)
    settle(app)
    remap = app.stack.top
    press_key(app, pygame.K_a, unicode="a")  # A moves left
    assert app.stack.top is remap and remap.message == "A is already Left - choose another key"
    press_key(app, pygame.K_F11)
    assert "already Fullscreen" in remap.message
    assert app.input.table.key_names("undo") == ("Ctrl+Z",)
    press_key(app, pygame.K_ESCAPE)  # Esc cancels
    settle(app)
    assert app.stack.top is scene
    with VirtualPad("xbox") as pad:
        app.step(2)
        scene.family_index = scene.families.index("xbox")
        select_row(scene, "Undo")
        press_key(app, pygame.K_RETURN)
        settle(app)
        pad_press(app, pad, "up")
        assert app.stack.top.message == "Up moves the cursor"
        pad_press(app, pad, "y")  # a pad has a button per action: undo and hint trade places
        settle(app)
        assert app.stack.top is scene
        assert app.input.table.pad_positions("undo", ("xbox",)) == ("north",)
        assert app.input.table.pad_positions("alt2", ("xbox",)) == ("lb",)
        assert app.input.hint("{undo} undo  {alt2} hint", f"pad:{pad.instance_id}").text == "Y undo  LB hint"
        assert any("Hint / extra moved to LB" in t.text for t in app.toasts)
        press_key(app, pygame.K_RETURN)
        settle(app)
        pad_press(app, pad, "start")  # Start always pauses, so on this screen it cancels
        settle(app)
        assert app.stack.top is scene and app.input.table.pad_positions("undo", ("xbox",)) == ("north",)


def test_esc_and_start_always_reach_pause_whatever_the_remap(app):
    table = app.input.table
    for action in ("confirm", "alt", "pause", "undo"):
        with pytest.raises(bindings.Refused, match="Esc always"):
            table.remap_key(action, bindings.key_cap(pygame.K_ESCAPE))
    for action in bindings.PAD_REMAPPABLE:
        with pytest.raises(bindings.Refused, match="always opens pause"):
            table.remap_pad("xbox", action, "start")
    with pytest.raises(bindings.Refused):
        table.remap_pad("xbox", "pause", "north")
    table = table.remap_key("back", bindings.key_cap(pygame.K_q)).remap_key("pause", bindings.key_cap(pygame.K_o))
    assert [k.name for k in table.key_list("back")] == ["Q", "Esc"]  # Esc stays with back
    assert table.key_names("pause") == ("O", "Esc")  # and is still shown as pausing
    assert table.remap_key("up", bindings.key_cap(pygame.K_i)).key_names("up") == ("I", "Up")  # arrows stay
    table = table.remap_pad("xbox", "back", "back").remap_pad("xbox", "select", "lb").remap_pad("xbox", "undo", "rb")
    app.save_controls(table)
    scene = deal(app)
    with VirtualPad("xbox") as pad:
        app.step(2)
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        assert app.scene_names()[-1] == "pause"
        app.stack.pop()
        settle(app)
        assert app.stack.top is scene
        pad_press(app, pad, "start")
        settle(app)
        assert app.scene_names()[-1] == "pause"


def test_a_pads_own_ab_swap_is_set_on_controls_and_remembered_by_guid_after_a_restart():
    app = make_app()
    try:
        with VirtualPad("playstation") as pad:
            app.step(2)
            pad_press(app, pad, "down")
            scene = open_controls(app, "playstation")
            press_key(app, pygame.K_TAB)  # "this pad"
            assert scene.this_pad() == f"pad:{pad.instance_id}" and scene.scope.startswith("guid:")
            select_row(scene, "A/B swap")
            press_key(app, pygame.K_RETURN)  # follow the setting -> off
            press_key(app, pygame.K_RETURN)  # -> on
            assert "Circle confirms (this pad)" == scene.pref_text("swap_ab")
            guid = app.input.pad(f"pad:{pad.instance_id}").guid
            assert app.settings.get("pads")[guid]["swap_ab"] is True
    finally:
        app.close()
    app = make_app()
    try:
        got = []
        original = app.input.poll

        def poll(now):
            actions = original(now)
            got.extend(actions)
            return actions

        app.input.poll = poll
        with VirtualPad("playstation") as ps, VirtualPad("xbox") as xb:
            app.step(2)
            pad_press(app, ps, "b")
            pad_press(app, xb, "b")
            by = {a.device: a.kind for a in got if a.kind in (Kind.CONFIRM, Kind.BACK)}
            assert by == {f"pad:{ps.instance_id}": Kind.CONFIRM, f"pad:{xb.instance_id}": Kind.BACK}
            assert app.input.hint("{confirm} play", f"pad:{ps.instance_id}").text == "Circle play"
            assert app.input.hint("{confirm} play", f"pad:{xb.instance_id}").text == "A play"
    finally:
        app.close()


def test_an_unknown_makers_pad_gets_a_controller_tab_with_generic_glyphs(app):
    with VirtualPad("generic", vendor=0x0079, product=0x0011, name="USB Gamepad") as pad:
        app.step(2)
        pad_press(app, pad, "down")
        scene = open_controls(app)
        assert scene.family == "generic" and bindings.FAMILY_TITLES[scene.family] == "Controller"
        row = next(r for r in scene.rows if r.label == "Undo")
        assert [g.label for g in scene.row_glyphs(row)] == ["L"]
        assert [g.sprite for g in scene.row_glyphs(next(r for r in scene.rows if r.label == "Confirm / place"))] == [
            "btn_gen_south"
        ]


def test_a_pad_with_only_a_stick_maps_its_axes_and_a_skipped_step_stays_out():
    from scenes.framework.input import Captured
    from scenes.shell.mapping import PadMapping, mapping_line

    model = PadMapping()
    for number in (0, 1):  # confirm, back
        model.press(Captured("joy:1", "button", number))
    assert model.skip() and model.index == 3  # alt skipped ...
    model.press(Captured("joy:1", "button", 0))  # ... and so may alt2, by a button already set
    assert "Skipped" in model.message
    for _ in range(4):  # no shoulders, Start or Select on this pad
        model.skip()
    assert model.step.action == "up"
    model.press(Captured("joy:1", "axis", 1, -1))  # up: axis 1 pushed negative
    assert model.step.action == "left"  # down came with it
    model.press(Captured("joy:1", "axis", 0, 1))  # a stick wired backwards: left is positive
    assert model.done
    assert model.elements == {"a": "b0", "b": "b1", "lefty": "a1", "leftx": "a0~"}
    line = mapping_line("03000000aaaa00000100000000000000", "Odd, pad", model.elements, "Linux")
    assert line == "03000000aaaa00000100000000000000,Odd  pad,a:b0,b:b1,lefty:a1,leftx:a0~,platform:Linux,"
    first = PadMapping()
    assert not first.skip() and first.message == "This one cannot be skipped"  # confirm is needed


def test_a_long_refusal_wraps_inside_the_remap_panel_and_the_answered_toast_goes(app):
    """A refusal names keys and actions of any length; the set-up screen's message has only the
    right column. The "press Select" toast is answered once the set-up screen opens."""
    from tools.harness.tour import capture, layout_problems, set_text_size

    set_text_size(app, "large")
    scene = open_controls(app, "keyboard")
    select_row(scene, "Undo")
    press_key(app, pygame.K_RETURN)
    settle(app)
    remap = app.stack.top
    remap.message = "Right Ctrl+Backspace is already Alternate action - choose another key"
    assert layout_problems(app, capture(app)) == []
    app.stack.pop()
    settle(app)
    app.stack.pop()
    settle(app)
    app.toasts.clear()
    with VirtualPad("generic", controller=False, buttons=12) as joy:
        app.step(2)
        assert any("press Select" in t.text for t in app.toasts)
        raw(app, joy, 8)
        settle(app)
        screen = app.stack.top
        assert isinstance(screen, PadSetupScene) and not any("press Select" in t.text for t in app.toasts)
        screen.model.message = "Not cancelled - tap to answer, then press the right face button"
        app.step(1)
        assert layout_problems(app, capture(app)) == []
