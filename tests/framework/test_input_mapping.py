"""Any pad can play: the shipped controller database, the player's mapping file,
generic glyphs for unknown makers, a plain joystick's defaults and each pad's own
preferences. (The mapping and remap screens: tests/shell/test_remap.py.)"""

import pygame
import pytest

from scenes.framework import bindings, sdl_native
from scenes.framework.input import Kind, unrecognised
from tools.harness.helpers import make_app, pad_press, recording
from tools.harness.vpad import VirtualPad

DB_ONLY_GUID = "05000000c82d00005106000000010000"  # 8BitDo M30 (Bluetooth): in the DB, not in SDL's own list


@pytest.fixture
def app():
    a = recording(make_app())
    yield a
    a.close()


def pad_kinds(app, device):
    return [a.kind for a in app.recorded if a.device == device and a.kind not in (Kind.DEVICE_ADDED,)]


def test_the_shipped_controller_database_is_loaded_before_pads_arrive(app):
    assert sdl_native.mapping_count() > 400  # SDL's own ~300 and the DB's Linux lines (others are skipped)
    mapping = sdl_native.mapping_for_guid(DB_ONLY_GUID)
    assert mapping is not None and "8BitDo M30" in mapping


def test_a_pad_known_only_to_the_players_mapping_file_arrives_as_a_controller():
    first = make_app()
    try:
        joy = VirtualPad("generic", controller=False, buttons=10, name="Cheap USB Pad").plug()
        first.step(2)
        device = f"joy:{joy.instance_id}"
        guid = first.input.pad(device).guid
        assert not first.input.recognised(device)
        joy.unplug()
        first.step(2)
        config = first.paths.config
    finally:
        first.close()
    line = (
        f"{guid},Cheap USB Pad,a:b2,b:b1,x:b3,y:b0,leftshoulder:b4,rightshoulder:b5,start:b9,back:b8,"
        "dpup:h0.1,dpdown:h0.4,dpleft:h0.8,dpright:h0.2,platform:Linux,"
    )
    config.mkdir(parents=True, exist_ok=True)
    (config / "controllers.txt").write_text(line + "\n")
    again = make_app()
    try:
        with VirtualPad("generic", controller=False, buttons=10, name="Cheap USB Pad") as joy:
            again.step(2)
            device = f"pad:{joy.instance_id}"
            pad = again.input.pad(device)
            assert pad is not None and pad.is_controller and pad.guid == guid
            assert not any(unrecognised() in t.text for t in again.toasts)
    finally:
        again.close()


def test_an_unknown_joystick_is_told_it_is_unrecognised_and_its_shoulders_undo_and_redo(app):
    with VirtualPad("generic", controller=False, buttons=10) as joy:
        app.step(2)
        assert any(t.text == unrecognised() for t in app.toasts)
        device = f"joy:{joy.instance_id}"
        for number in (4, 5):
            joy.set_raw_button(number, True)
            app.step(1)
            joy.set_raw_button(number, False)
            app.step(1)
        assert pad_kinds(app, device)[-2:] == [Kind.UNDO, Kind.REDO]
        # its prompts are the generic set: positions and plain shoulders, never Xbox's LB/RB
        hint = app.input.hint("{confirm} place  {undo} undo  {redo} redo", device)
        assert hint.text == "Bottom place  L undo  R redo"
        assert hint.sprites == ["btn_gen_south", "btn_gen_l", "btn_gen_r"]


def test_an_unknown_makers_controller_gets_generic_glyphs_never_xbox(app):
    with VirtualPad("generic", vendor=0x0079, product=0x0011, name="USB Gamepad") as pad:
        app.step(2)
        device = f"pad:{pad.instance_id}"
        assert app.input.family(device) == "generic"
        text = app.input.hint("{confirm} place  {back} back  {alt} flip  {undo} undo", device).text
        assert text == "Bottom place  Right back  Left flip  L undo"
        assert "Xbox" not in bindings.FAMILY_TITLES[app.input.family(device)]
    assert bindings.PAD_GLYPHS["generic"] is not bindings.PAD_GLYPHS["xbox"]


def test_the_family_comes_from_sdls_controller_type():
    # SDL_GameControllerGetType's answers, as the input layer reads them
    assert sdl_native.CONTROLLER_TYPES[4] == "playstation" and sdl_native.CONTROLLER_TYPES[2] == "xbox"
    assert sdl_native.CONTROLLER_TYPES.get(6) is None  # virtual / unknown: generic
    a = make_app()
    try:
        with VirtualPad("playstation") as pad:
            a.step(2)
            assert sdl_native.controller_type(pad.instance_id) == 4
            assert a.input.family(f"pad:{pad.instance_id}") == "playstation"
        # third-party pads: the vendor id names the maker, not the layout; SDL's type does
        for vendor, product, family in (
            (0x0F0D, 0x00EE, "playstation"),  # HORI, a PS4 pad
            (0x20D6, 0xA711, "nintendo"),  # PowerA, a Switch pad
            (0x0E6F, 0x02A0, "xbox"),  # PDP, an Xbox One pad
            (0x28DE, 0x11FF, "generic"),  # Valve's id (Steam Input): the vendor alone says nothing
        ):
            with VirtualPad("generic", vendor=vendor, product=product, name="Pad") as pad:
                a.step(2)
                assert a.input.family(f"pad:{pad.instance_id}") == family, hex(vendor)
            a.step(2)
    finally:
        a.close()


def test_each_pad_has_its_own_ab_swap_and_dead_zone_by_guid(app):
    with VirtualPad("nintendo") as nin, VirtualPad("xbox") as xb:
        app.step(2)
        n_dev, x_dev = f"pad:{nin.instance_id}", f"pad:{xb.instance_id}"
        n_guid = app.input.pad(n_dev).guid
        assert app.input.set_pad_pref(n_dev, "swap_ab", True) == n_guid
        app.input.set_pad_pref(x_dev, "dead_zone", 0.8)
        pad_press(app, nin, "a")
        pad_press(app, xb, "a")
        assert pad_kinds(app, n_dev)[-1] == Kind.BACK  # the Nintendo pad's own swap
        assert pad_kinds(app, x_dev)[-1] == Kind.CONFIRM  # the Xbox pad keeps the setting
        assert app.input.hint("{confirm} ok", n_dev).text == "A ok"
        xb.set_axis("leftx", int(0.7 * 32767))  # past the default 0.55, inside this pad's 0.8
        app.step(2)
        xb.set_axis("leftx", 0)
        nin.set_axis("leftx", int(0.7 * 32767))
        app.step(2)
        nin.set_axis("leftx", 0)
        app.step(2)
        assert Kind.RIGHT not in pad_kinds(app, x_dev)
        assert Kind.RIGHT in pad_kinds(app, n_dev)
        assert app.save_controls()
    assert app.settings.get("pads")[n_guid] == {"swap_ab": True, "dead_zone": 0.55}


def test_a_hand_edited_conflicting_remap_is_left_out_with_a_message(app):
    app.settings.set("controls", {"keyboard": {"undo": ["a"], "redo": ["f5"]}, "pads": {"xbox": {"undo": ["south"]}}})
    app.settings_changed()
    assert app.input.table.key_names("undo") == ("Ctrl+Z",)  # A moves left: refused, undo keeps its key
    assert app.input.table.key_names("redo") == ("F5",)
    assert app.input.table.pad_positions("undo", ("xbox",)) == ("lb",)
    said = " ".join(t.text for t in app.toasts)
    assert "A is already Left" in said and "already Confirm" in said
    assert app.input.table.key_names("left")[:2] == ("Left", "A")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="", scancode=0))
    app.step(1)
    assert app.recorded[-1].kind == Kind.REDO


def test_remaps_round_trip_through_the_settings_value(app):
    table = (
        app.input.table.remap_key("undo", bindings.key_cap(pygame.K_u))
        .remap_key("redo", bindings.key_cap(pygame.K_r, "ctrl"))
        .remap_pad("playstation", "undo", "north")
        .remap_pad("guid:abc", "confirm", "east")
    )
    data = table.to_settings()
    assert data == {
        "keyboard": {"undo": ["u"], "redo": ["ctrl+r"]},
        "pads": {
            "playstation": {"undo": ["north"], "alt2": ["lb"]},
            "guid:abc": {"confirm": ["east"], "back": ["south"]},
        },
    }
    again, refused = bindings.BindingTable.from_settings(data)
    assert refused == [] and again.to_settings() == data
    assert again.key_names("redo") == ("Ctrl+R",)
    assert again.positions("confirm", scopes=("guid:abc", "xbox")) == ("east",)
    assert again.positions("confirm", scopes=("xbox",)) == ("south",)  # another pad keeps the default
    assert app.settings.set("controls", data)
    with pytest.raises(bindings.Refused):
        bindings.key_from_spec("no such key")
