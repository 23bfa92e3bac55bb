"""Each pad's own preferences on their own (scenes/framework/input_prefs.py): by the pad, not its model."""

from scenes.framework.input_devices import Pad
from scenes.framework.input_prefs import own_pref, pref_key

GUID = "030000005e040000ea02000000007801"


def pad(iid, serial="", path=""):
    return Pad(iid, "Pad", GUID, True, object(), serial=serial, path=path)


def test_the_key_is_the_serial_else_the_path_else_the_seat_else_the_model():
    a, b = pad(1, serial="AA:01"), pad(2, serial="AA:02")
    assert pref_key(a) != pref_key(b) and pref_key(a).startswith(GUID + "/s:")
    assert "AA:01" not in pref_key(a)  # a digest, not the serial itself
    assert pref_key(pad(3, path="/dev/input/event5")).startswith(GUID + "/p:")
    assert pref_key(pad(4), "Gold") == GUID + "/seat:Gold" != pref_key(pad(5), "Sky")
    assert pref_key(pad(6)) == GUID


def test_a_pad_without_its_own_reads_its_models():
    prefs = {GUID: {"swap_ab": True}, GUID + "/seat:Sky": {"swap_ab": False}}
    assert own_pref(prefs, pad(1), "Gold", "swap_ab") is True
    assert own_pref(prefs, pad(2), "Sky", "swap_ab") is False
    assert own_pref(prefs, pad(3), "Gold", "dead_zone") is None
