"""Chiptune sound effects and the music loops; silent, never crashing, without a device.

Music streams through ``pygame.mixer.music`` (one track, read from disk as it
plays, so starting a loop never stalls the frame). A change of loop between
scenes crossfades the only way one stream can: the old loop fades out, and
when it has (``tick``, once a frame, never waiting) the new one fades in. A
Music volume of 0 plays no music at all; raising it starts the loop asked for.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

import pygame

from .paths import ASSETS

SOUND_DIR = ASSETS / "sounds"
FADE_OUT_MS = 600  # the old loop fading out...
FADE_IN_MS = 900  # ...and the new one fading in


class Sound:
    def __init__(
        self,
        sound_volume: float,
        music_volume: float,
        clock: Callable[[], float] = time.monotonic,
        player: Any = None,
    ) -> None:
        """``player`` is what plays the music (``pygame.mixer.music``; a test may pass a recorder)."""
        self.available = False
        self.notice: str | None = None
        self.sound_volume = sound_volume
        self.music_volume = music_volume
        self.clock = clock
        self._player = player if player is not None else pygame.mixer.music
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._music: str | None = None  # the loop asked for
        self._playing: str | None = None  # the loop the mixer is playing (or fading out)
        self._switch_at: float | None = None  # when the fading loop is quiet and the next may start
        try:
            pygame.mixer.init(*mixer_args())
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            self.notice = f"No audio device ({exc}); playing silently."

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = SOUND_DIR / f"{name}.wav"
            try:
                self._cache[name] = pygame.mixer.Sound(str(path)) if path.exists() else None
            except pygame.error as exc:  # a damaged file: named once, and the game goes on without it
                self._cache[name] = None
                self._damaged(path, exc)
        return self._cache[name]

    def _damaged(self, path: Path, exc: Exception) -> None:
        line = f"the sound file {path} is damaged ({exc}); playing without it."
        self.notice = line[0].upper() + line[1:]
        print(f"Black Hole Arcade: {line}", file=sys.stderr)

    def play(self, name: str) -> None:
        if not self.available or self.sound_volume <= 0:
            return
        snd = self._load(name)
        if snd is not None:
            snd.set_volume(self.sound_volume)
            snd.play()

    @property
    def current_music(self) -> str | None:
        """The loop asked for (it may still be fading in after the last one)."""
        return self._music

    def music(self, name: str | None) -> None:
        """Loop ``name`` (a file stem in assets/sounds), crossfading from the loop before; None stops."""
        if not self.available or name == self._music:
            return
        self._music = name
        if self._playing is None:
            self._switch_at = None
            self._start()
            return
        if self._switch_at is None:  # already fading out: the new choice waits for the same fade
            self._call("fadeout", FADE_OUT_MS)
            self._switch_at = self.clock() + FADE_OUT_MS / 1000

    def tick(self) -> None:
        """Once a frame: start the next loop once the last one has faded out (never waits for it)."""
        if self._switch_at is not None and self.clock() >= self._switch_at:
            self._switch_at = None
            self._playing = None
            self._start()

    def _start(self) -> None:
        """Stream the loop asked for, fading in at the Music volume (nothing at volume 0)."""
        name = self._music
        if name is None or self.music_volume <= 0:
            return
        path = _music_path(name)
        if path is None:
            return
        try:
            self._player.stop()  # already silent after the fade: a stop now costs no wait
            self._player.load(str(path))
            self._player.set_volume(self.music_volume)
            self._player.play(-1, fade_ms=FADE_IN_MS)
            self._playing = name
        except pygame.error as exc:
            self._music = self._playing = None
            self._damaged(path, exc)

    def _call(self, what: str, *args: Any) -> None:
        try:
            getattr(self._player, what)(*args)
        except pygame.error:
            pass

    def set_volumes(self, sound: float, music: float) -> None:
        """The settings changed: the music follows at once (0 stops it; up from 0 starts it)."""
        self.sound_volume, self.music_volume = sound, music
        if not self.available:
            return
        if music <= 0 and self._playing is not None:
            self._call("stop")
            self._playing, self._switch_at = None, None
        elif music > 0 and self._playing is None and self._switch_at is None:
            self._start()
        else:
            self._call("set_volume", music)

    def close(self) -> None:
        """Silence everything before closing the device (SDL_mixer must not quit mid-fade)."""
        if self.available:
            try:
                self._player.stop()
                self._player.unload()
                pygame.mixer.stop()
                self._cache.clear()
                pygame.mixer.quit()
            except pygame.error:
                pass
            self.available = False


def prepare_mixer() -> None:
    """Ask for our mixer before ``pygame.init()``, which opens it with pygame's defaults and
    leaves the later ``mixer.init`` with nothing to do."""
    pygame.mixer.pre_init(*mixer_args())


def mixer_args() -> tuple[int, int, int, int]:
    """Frequency, sample size, channels and buffer frames: 44.1 kHz 16-bit stereo, a short buffer."""
    return 44100, -16, 2, _buffer_frames()


def _buffer_frames() -> int:
    """512 frames (12 ms) on a real device. SDL's dummy driver (headless: CI, screenshots, the
    tests) plays nothing and its thread sleeps a buffer at a time, so closing it waited about
    26 ms; with 128 frames it waits 4 (the test suite opens and closes it hundreds of times)."""
    return 128 if os.environ.get("SDL_AUDIODRIVER") == "dummy" else 512


def _music_path(name: str) -> Path | None:
    """A loop's file: an OGG where one was made, else the WAV (None when neither is there)."""
    for suffix in (".ogg", ".wav"):
        path = SOUND_DIR / f"{name}{suffix}"
        if path.exists():
            return path
    return None
