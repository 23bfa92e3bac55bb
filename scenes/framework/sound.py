"""Chiptune sound effects and the title loop; silent, never crashing, without a device."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from .paths import ASSETS

SOUND_DIR = ASSETS / "sounds"


class Sound:
    def __init__(self, sound_volume: float, music_volume: float) -> None:
        self.available = False
        self.notice: str | None = None
        self.sound_volume = sound_volume
        self.music_volume = music_volume
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._music: str | None = None
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
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

    def music(self, name: str | None) -> None:
        """Loop ``name`` (a file stem in assets/sounds), or stop with None."""
        if not self.available or name == self._music:
            return
        self._music = name
        try:
            if name is None:
                pygame.mixer.music.fadeout(300)
                return
            path = SOUND_DIR / f"{name}.wav"
            if not path.exists():
                return
            # halt first: starting music while another fades out makes SDL_mixer wait for the fade
            pygame.mixer.music.stop()
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=400)
        except pygame.error as exc:
            self._music = None
            if name is not None:
                self._damaged(SOUND_DIR / f"{name}.wav", exc)

    def set_volumes(self, sound: float, music: float) -> None:
        self.sound_volume, self.music_volume = sound, music
        if self.available:
            try:
                pygame.mixer.music.set_volume(music)
            except pygame.error:
                pass

    def close(self) -> None:
        """Silence everything before closing the device (SDL_mixer must not quit mid-fade)."""
        if self.available:
            try:
                pygame.mixer.music.stop()
                pygame.mixer.music.unload()
                pygame.mixer.stop()
                self._cache.clear()
                pygame.mixer.quit()
            except pygame.error:
                pass
            self.available = False
