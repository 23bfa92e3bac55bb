"""The synthesised sounds: present, well-formed WAVs (effects) and OGG Vorbis loops, in sync with their generator."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pygame
import pytest
import soundfile

from game import catalogue
from tools.harness.assets_loader import ROOT, load_tool

SOUND_DIR = ROOT / "assets" / "sounds"
EFFECTS = ["move", "confirm", "back", "error", "collapse", "ray", "card", "win", "lose"]
TITLE_LOOP = "title_loop"
GAME_LOOPS = list(dict.fromkeys(game.music for game in catalogue.GAMES if game.music))  # as the games name them
LOOPS = [TITLE_LOOP, *GAME_LOOPS]
ALL = EFFECTS + LOOPS


def read_wav(path: Path) -> tuple[int, np.ndarray]:
    with wave.open(str(path), "rb") as w:
        assert w.getsampwidth() == 2, f"{path.name}: not 16-bit"
        assert w.getnchannels() == 1, f"{path.name}: not mono"
        assert w.getcomptype() == "NONE"
        frames = w.readframes(w.getnframes())
        return w.getframerate(), np.frombuffer(frames, "<i2").astype(np.int32)


def read_sound(name: str) -> tuple[int, np.ndarray]:
    """An effect's WAV, or a loop's OGG Vorbis decoded to the same 16-bit scale."""
    if name not in LOOPS:
        return read_wav(SOUND_DIR / f"{name}.wav")
    info = soundfile.info(str(SOUND_DIR / f"{name}.ogg"))
    assert (info.format, info.subtype, info.channels) == ("OGG", "VORBIS", 1), f"{name}: not mono Vorbis"
    data, rate = soundfile.read(str(SOUND_DIR / f"{name}.ogg"), dtype="int16")
    return rate, data.astype(np.int32)


def file_of(name: str) -> Path:
    return SOUND_DIR / (f"{name}.ogg" if name in LOOPS else f"{name}.wav")


@pytest.mark.parametrize("name", ALL)
def test_every_sound_is_a_sane_file(name):
    rate, pcm = read_sound(name)
    seconds = len(pcm) / rate
    if name in LOOPS:
        assert rate == 22050
        assert 30.0 <= seconds <= 90.0, f"{name} lasts {seconds:.1f} s"
        assert file_of(name).stat().st_size < 400_000
    else:
        assert rate == 44100
        assert 0.03 <= seconds <= 2.0, f"{name} lasts {seconds:.2f} s"
        # edges fade to silence: a sound never starts or stops with a click
        assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200
    peak = int(np.max(np.abs(pcm)))
    assert 3000 < peak < 32767, f"{name}: peak {peak} is silent or clipped"


def test_the_music_takes_little_room():
    total = sum(file_of(name).stat().st_size for name in LOOPS)
    assert total < 1_500_000  # about 1.1 MB: 22050 Hz mono Vorbis, 30-40 s a loop (8.3 MB as WAV)
    assert not list(SOUND_DIR.glob("*_loop.wav")), "a loop left as WAV: the bundle would carry both"


@pytest.mark.parametrize("name", LOOPS)
def test_every_loop_joins_itself_without_a_click(name):
    _, pcm = read_sound(name)
    steps = np.abs(np.diff(pcm))
    seam = abs(int(pcm[0]) - int(pcm[-1]))
    assert seam <= np.percentile(steps, 90), "the jump at the loop point stands out"


def test_sounds_load_in_the_mixer():
    try:
        pygame.mixer.init(frequency=44100, size=-16, channels=2)
    except pygame.error:
        pytest.skip("no audio device, even a dummy one; headers were checked above")
    try:
        for name in ALL:
            sound = pygame.mixer.Sound(str(file_of(name)))
            assert sound.get_length() > 0.02
    finally:
        pygame.mixer.quit()


def test_generator_is_deterministic_and_matches_the_committed_files():
    gen = load_tool("gen_sounds")
    for name in ("move", "confirm", "ray", "card"):
        first = gen.to_pcm16(gen.render_sfx(name))
        assert first == gen.to_pcm16(gen.render_sfx(name))
        _, committed = read_wav(SOUND_DIR / f"{name}.wav")
        fresh = np.frombuffer(first, "<i2").astype(np.int32)
        assert len(fresh) == len(committed)
        # a float rounding difference between machines may move one LSB, no more
        assert int(np.max(np.abs(fresh - committed))) <= 2, f"{name}.wav is stale: make assets"


def test_every_game_has_its_loop_and_the_loops_match_their_songs():
    gen = load_tool("gen_sounds")
    assert all(game.music for game in catalogue.GAMES), "a game without music"
    assert set(gen.LOOP_NAMES) == set(LOOPS)  # every game's loop is a song, and every song is played
    for name, song in gen.SONGS.items():
        assert len(song.lead) == len(song.degrees) == song.bars == 16, name
        assert len(song.drums) == 16, name
    mine, another = GAME_LOOPS[1], GAME_LOOPS[0]  # two games' loops, told apart
    _, committed = read_sound(mine)
    fresh = np.frombuffer(gen.to_pcm16(gen.render_loop(gen.SONGS[mine])), "<i2").astype(np.int32)
    assert len(fresh) == len(committed), "stale: make assets"
    # Vorbis is lossy: the decoded loop is its song within a small share of its loudness,
    # and much nearer to it than to another song (so the check tells a stale file)
    assert rms(fresh - committed) < 0.2 * rms(fresh), "the committed loop differs from its song: make assets"
    other = np.frombuffer(gen.to_pcm16(gen.render_loop(gen.SONGS[another])), "<i2").astype(np.int32)
    n = min(len(other), len(committed))
    assert rms(other[:n] - committed[:n]) > 3 * rms(fresh - committed)


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(x.astype(np.float64) ** 2)))


def test_the_title_theme_is_the_title_loops_first_section():
    gen = load_tool("gen_sounds")
    title = gen.SONGS[TITLE_LOOP]
    assert title.chords[:8] == (
        (57, 60, 64), (53, 57, 60), (60, 64, 67), (55, 59, 62),
        (57, 60, 64), (53, 57, 60), (62, 65, 69), (52, 56, 59),
    )  # fmt: skip
    assert gen._lead_notes(title, 0) == ((0, 2, 69), (2, 2, 72), (4, 4, 76), (8, 2, 74), (10, 2, 72), (12, 4, 71))
    assert gen._lead_notes(title, 8)[0] == (0, 4, 53 + 12)  # the B section's motifs sit on its chords


def test_title_loop_tail_wraps_into_its_start():
    gen = load_tool("gen_sounds")
    buf = np.zeros(10)
    gen._place(buf, 7, np.arange(1.0, 6.0))
    assert buf.tolist() == [4, 5, 0, 0, 0, 0, 0, 1, 2, 3]
