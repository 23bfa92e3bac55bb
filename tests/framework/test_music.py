"""Music: a loop per scene crossfading (the old fades out, then the new fades in, never waiting),
the Music volume honoured, the sound test in Settings; asserted through the Sound object on the
dummy audio driver by what it asked the mixer's music stream to do (issue 20 item 8)."""

from __future__ import annotations

import pygame
import pytest

from scenes.framework.sound import FADE_IN_MS, FADE_OUT_MS, SOUND_DIR, Sound


class Recorder:
    """pygame.mixer.music as the Sound uses it, every call noted, then passed on to the mixer."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def __getattr__(self, name):
        real = getattr(pygame.mixer.music, name)

        def call(*args, **kwargs):
            self.calls.append((name, *args, *kwargs.values()))
            return real(*args, **kwargs)

        return call

    def take(self) -> list[tuple]:
        calls, self.calls = self.calls, []
        return calls


def _start(name: str, volume: float) -> list[tuple]:
    return [("stop",), ("load", str(SOUND_DIR / f"{name}.ogg")), ("set_volume", volume), ("play", -1, FADE_IN_MS)]


@pytest.fixture
def sound():
    now = [0.0]
    player = Recorder()
    snd = Sound(0.8, 0.6, clock=lambda: now[0], player=player)
    if not snd.available:
        pytest.skip("no audio device, not even the dummy driver")
    try:
        yield snd, player, now
    finally:
        snd.close()


def test_a_new_loop_fades_out_the_old_then_fades_in_without_waiting(sound):
    snd, player, now = sound
    snd.music("title_loop")
    assert player.take() == _start("title_loop", 0.6)
    snd.music("title_loop")  # the same loop again: nothing
    snd.music("stars_loop")
    assert player.take() == [("fadeout", FADE_OUT_MS)]  # the title fades out; nothing blocks
    now[0] = FADE_OUT_MS / 1000 - 0.05
    snd.tick()
    assert player.take() == []  # still fading
    now[0] = FADE_OUT_MS / 1000
    snd.tick()
    assert player.take() == _start("stars_loop", 0.6) and snd.current_music == "stars_loop"
    snd.music(None)
    now[0] += 1
    snd.tick()
    assert player.take() == [("fadeout", FADE_OUT_MS)]  # and nothing starts after it


def test_a_change_of_mind_during_a_fade_starts_only_the_last_loop(sound):
    snd, player, now = sound
    snd.music("title_loop")
    player.take()
    snd.music("stars_loop")
    snd.music("numbers_loop")
    now[0] = 1.0
    snd.tick()
    assert player.take() == [("fadeout", FADE_OUT_MS)] + _start("numbers_loop", 0.6)


def test_the_music_volume_is_honoured_and_zero_plays_nothing(sound):
    snd, player, now = sound
    snd.set_volumes(0.8, 0.0)
    player.take()
    snd.music("title_loop")
    assert player.take() == []  # silent music is not even loaded
    snd.set_volumes(0.8, 0.4)
    assert player.take() == _start("title_loop", 0.4)
    snd.set_volumes(0.8, 0.3)
    assert player.take() == [("set_volume", 0.3)]
    snd.set_volumes(0.8, 0.0)
    assert player.take() == [("stop",)]


def test_title_to_a_game_to_the_title_crossfades_through_the_app():
    from scenes.play import entries
    from tools.harness.helpers import make_app, settle, step_until

    app = make_app()
    try:
        if not app.sound.available:
            pytest.skip("no audio device, not even the dummy driver")
        player = Recorder()
        app.sound._player = player
        app.sound.clock = lambda: app.time
        app.sound.music(None)
        app.step(60)
        app.stack.top.on_enter()  # the title asks for its loop
        assert player.take()[-4:] == _start("title_loop", app.sound.music_volume)
        game = entries.entry("numbers").demo(app, 3)
        app.stack.push(game, "fade")
        step_until(app, lambda: app.sound.current_music == "numbers_loop", 120)
        step_until(app, lambda: ("load", str(SOUND_DIR / "numbers_loop.ogg")) in player.calls, 120)
        calls = player.take()
        assert calls[0] == ("fadeout", FADE_OUT_MS) and calls[-4:] == _start("numbers_loop", app.sound.music_volume)
        app.stack.pop_to("title", "fade")
        settle(app)
        step_until(app, lambda: ("load", str(SOUND_DIR / "title_loop.ogg")) in player.calls, 120)
        assert player.take()[-4:] == _start("title_loop", app.sound.music_volume)
    finally:
        app.close()


def test_the_sound_test_in_settings_plays_every_loop_and_effect(monkeypatch):
    from scenes.shell.settings_menu import SettingsScene, sound_tests
    from tools.harness.helpers import make_app, settle

    app = make_app()
    try:
        asked = []
        monkeypatch.setattr(app.sound, "music", lambda name: asked.append(("music", name)))
        monkeypatch.setattr(app.sound, "play", lambda name: asked.append(("play", name)))
        settings = SettingsScene(app)
        app.stack.push(settings)
        settle(app)
        row = next(i for i in settings.items if getattr(i, "label", "") == "Sound test")
        tests = sound_tests()
        assert row.options == [label for label, _, _ in tests]
        from game.catalogue import GAMES

        # the title's loop, then each game's as its catalogue line names it (a new game's too)
        assert [stem for _, stem, music in tests if music] == ["title_loop"] + [g.music for g in GAMES if g.music]
        for _, stem, music in tests:
            assert (SOUND_DIR / f"{stem}.{'ogg' if music else 'wav'}").exists(), stem
        for i in range(len(tests)):
            row.on_change(i)
        assert asked == [("music" if music else "play", stem) for _, stem, music in tests]
    finally:
        app.close()


def test_the_mixer_is_opened_as_asked_before_pygame_init_opens_it_its_own_way(monkeypatch):
    """pygame.init() opened the mixer with pygame's defaults, so the mixer.init asking for ours
    did nothing; the app now asks first (pre_init). The dummy driver gets a short buffer: it
    plays nothing and closing it waited a buffer's sleep, hundreds of times in the tests."""
    from scenes.framework import sound

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert sound.mixer_args() == (44100, -16, 2, 128)
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")
    assert sound.mixer_args()[3] == 512
