"""The emerging ray: a marker and its number appear when the ray reaches them, not the
moment the ray is fired (the exit's number gave away where a detour came out early)."""

from __future__ import annotations

import pytest

from game.blackbox import fire, ports
from scenes.blackbox import view
from tests.blackbox.test_scene import two_player_box
from tools.harness.helpers import make_app

ATOMS = {(-3, 0), (-3, 1), (-3, 2)}  # a box where some rays are absorbed, some reflect, some detour


@pytest.fixture
def scene(tmp_path):
    app = make_app("--seed", "5", home=str(tmp_path))
    try:
        yield two_player_box(app, ATOMS)
    finally:
        app.close()


def a_port(kind: str):
    for port in ports(3):
        shot = fire(3, ATOMS, port)
        if shot.kind == kind:
            return port, shot
    raise AssertionError(kind)


def shown_after(scene, seconds: float) -> set:
    scene.app.step(max(1, round(seconds * 60)))
    return view.markers_shown(scene.snapshot().board)


def test_a_detours_exit_marker_waits_for_the_ray(scene):
    port, shot = a_port("detour")
    scene.fire_port(port)
    early = shown_after(scene, 1 / 60)
    assert shot.exit not in early and port not in early  # the pair's number is not out yet
    later = shown_after(scene, view.IN_S + view.EMERGE_S + 0.1)
    assert {shot.exit, port} <= later


def test_an_absorbed_ray_flashes_its_port_when_it_is_absorbed(scene):
    port, _ = a_port("hit")
    scene.fire_port(port)
    assert port not in shown_after(scene, 1 / 60)
    snap = scene.snapshot().board
    assert any(f.kind == "hit" and f.port == port for f in snap.flashes)
    assert port in shown_after(scene, view.IN_S + 0.05)


def test_a_reflection_bounces_back_out_of_its_port(scene):
    port, _ = a_port("reflect")
    scene.fire_port(port)
    flashes = scene.snapshot().board.flashes
    assert [(f.port, f.inward) for f in flashes] == [(port, True), (port, False)]
    assert flashes[1].start > flashes[0].start
