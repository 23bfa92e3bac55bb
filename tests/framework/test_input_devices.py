"""Hot-plug on its own (scenes/framework/input_devices.py): the registry fed SDL's own device
events from virtual pads, the removal record seat identity reads, and its watchers."""

import pygame

from scenes.framework.input_actions import Kind
from scenes.framework.input_devices import Devices, family_from_guid, write_mapping_line
from tools.harness.vpad import VirtualPad


def feed(devices):
    out = []
    devices.begin_poll()
    for event in pygame.event.get():
        if event.type in (
            pygame.CONTROLLERDEVICEADDED,
            pygame.JOYDEVICEADDED,
            pygame.CONTROLLERDEVICEREMOVED,
            pygame.JOYDEVICEREMOVED,
        ):
            out += devices.device_event(event)
    return [(a.kind, a.device) for a in out]


class Watcher:
    def __init__(self):
        self.calls = 0

    def changed(self):
        self.calls += 1


def test_pads_open_and_close_with_a_removal_record(app):
    bound = []
    devices = Devices(bound.append)
    pygame.event.get()
    with VirtualPad("playstation") as a:
        got = feed(devices)
        assert got == [(Kind.DEVICE_ADDED, f"pad:{a.instance_id}")]
        assert bound and devices.family(f"pad:{a.instance_id}") == "playstation"
        before = devices.newest_id
        a.unplug()
        a.plug()  # out and back in before the next poll
        got = feed(devices)
        assert (Kind.DEVICE_REMOVED, f"pad:{before}") in got and (Kind.DEVICE_ADDED, f"pad:{a.instance_id}") in got
        assert devices.unplugged[f"pad:{before}"][1] == before  # the newest id before this poll
        assert devices.devices() == ["kb", f"pad:{a.instance_id}"]


def test_watchers_are_held_weakly(app):
    devices = Devices(lambda pad: None)
    w = Watcher()
    devices.watch(w.changed)
    devices.tell_watchers()
    assert w.calls == 1
    del w
    devices.tell_watchers()
    assert devices._watchers == []


def test_families_from_guids_and_the_mapping_file(tmp_path):
    assert family_from_guid("030000004c050000cc09000000000000") == "playstation"
    assert family_from_guid("0" * 32, "Some Joy-Con") == "nintendo"
    path = tmp_path / "controllers.txt"
    assert write_mapping_line(path, "abc", "abc,Old,a:b0,")
    assert write_mapping_line(path, "ABC", "abc,New,a:b1,")
    assert path.read_text(encoding="utf-8") == "abc,New,a:b1,\n"
