"""Synthesise the arcade's chiptune sound effects and music loops into assets/sounds/.

Everything is built from the four channels of an 8-bit sound chip (pulse waves with a
duty cycle, a triangle, and LFSR noise) shaped by envelopes, so the sounds match the
pixel art.  The output is deterministic: the noise comes from a fixed linear-feedback
shift register, never from a random generator. The effects are WAVs (short: they load at
once); the music loops are OGG Vorbis, a seventh of the size, written through libsndfile
(the `soundfile` package: tools only; pygame's mixer plays OGG).

Run: .venv/bin/python tools/gen_sounds.py   (also part of `make assets`)
"""

from __future__ import annotations

import sys
import wave
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Callable

import numpy as np
import soundfile

SFX_RATE = 44100
LOOP_RATE = 22050
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"
SFX_NAMES = ("move", "confirm", "back", "error", "collapse", "ray", "card", "win", "lose")


# --------------------------------------------------------------------------- oscillators


def _lfsr_sequence(short: bool = False) -> np.ndarray:
    """One period of the NES-style 15-bit noise register as +-1 samples (why: real chip hiss)."""
    reg = 1
    tap = 6 if short else 1
    period = 93 if short else 32767
    out = np.empty(period, dtype=np.float64)
    for i in range(period):
        bit = (reg ^ (reg >> tap)) & 1
        reg = (reg >> 1) | (bit << 14)
        out[i] = 1.0 if reg & 1 else -1.0
    return out


def _phase(freq: np.ndarray | float, n: int, rate: int) -> np.ndarray:
    """Cycle count at every sample for a (possibly sweeping) frequency, starting at 0."""
    f = np.broadcast_to(np.asarray(freq, dtype=np.float64), (n,))
    return np.concatenate(([0.0], np.cumsum(f[:-1]))) / rate


def pulse(freq: np.ndarray | float, n: int, rate: int, duty: float | np.ndarray = 0.5) -> np.ndarray:
    """Pulse (square) wave; duty 0.125 / 0.25 / 0.5 give the classic thin-to-full timbres."""
    ph = _phase(freq, n, rate) % 1.0
    return np.where(ph < duty, 1.0, -1.0)


def triangle(freq: np.ndarray | float, n: int, rate: int, steps: int = 16) -> np.ndarray:
    """Triangle quantised to `steps` levels like the NES bass channel."""
    ph = _phase(freq, n, rate) % 1.0
    tri = 1.0 - 4.0 * np.abs(ph - 0.5)
    return np.round(tri * (steps / 2)) / (steps / 2)


def noise(clock: np.ndarray | float, n: int, rate: int, short: bool = False) -> np.ndarray:
    """LFSR noise clocked at `clock` Hz: high clocks hiss, low clocks rumble."""
    seq = _lfsr_sequence(short)
    idx = np.floor(_phase(clock, n, rate)).astype(np.int64) % len(seq)
    return seq[idx]


# ----------------------------------------------------------------------------- envelopes


def adsr(n: int, rate: int, attack: float, decay: float, sustain: float, release: float) -> np.ndarray:
    """Linear attack, exponential-ish decay to `sustain`, linear release over the last part."""
    t = np.arange(n) / rate
    env = np.ones(n)
    if attack > 0:
        env = np.minimum(env, t / attack)
    after = np.clip(t - attack, 0.0, None)
    if decay > 0:
        env = np.where(t >= attack, sustain + (1.0 - sustain) * np.exp(-after / decay), env)
    rel_n = min(n, int(release * rate))
    if rel_n > 0:
        env[n - rel_n :] *= np.linspace(1.0, 0.0, rel_n)
    return env


def exp_sweep(f0: float, f1: float, n: int) -> np.ndarray:
    """Frequencies gliding exponentially from f0 to f1 (pitch sounds linear to the ear)."""
    return f0 * (f1 / f0) ** np.linspace(0.0, 1.0, n)


def midi_hz(note: float) -> float:
    return 440.0 * 2.0 ** ((note - 69) / 12.0)


def _ms(seconds: float, rate: int) -> int:
    return max(1, int(round(seconds * rate)))


def _fade_edges(x: np.ndarray, rate: int, ms: float = 3.0) -> np.ndarray:
    """Ramp the first and last few milliseconds so a sound never starts or stops with a click."""
    k = min(len(x) // 2, _ms(ms / 1000.0, rate))
    y = x.copy()
    ramp = np.linspace(0.0, 1.0, k)
    y[:k] *= ramp
    y[-k:] *= ramp[::-1]
    return y


def lowpass(x: np.ndarray, rate: int, cutoff: float, circular: bool = False) -> np.ndarray:
    """Gentle FFT low-pass (a smooth roll-off) that tames the harshest aliasing of naive squares.

    With circular=True the signal is treated as one period of a loop, so the filtered
    loop joins itself without a seam.
    """
    n = len(x)
    pad = 0 if circular else min(n, rate // 10)
    spec = np.fft.rfft(np.concatenate((x, np.zeros(pad))))
    freqs = np.fft.rfftfreq(n + pad, 1.0 / rate)
    gain = 1.0 / np.sqrt(1.0 + (freqs / cutoff) ** 4)  # second-order Butterworth magnitude
    y = np.fft.irfft(spec * gain, n + pad)
    return y[:n]


def _normalise(x: np.ndarray, peak: float) -> np.ndarray:
    top = float(np.max(np.abs(x)))
    return x * (peak / top) if top > 0 else x


# -------------------------------------------------------------------------- sound effects


@dataclass(frozen=True)
class Note:
    """One note of a sequence: start and length in seconds, pitch as MIDI number."""

    start: float
    length: float
    midi: float


def _sequence(notes: list[Note], rate: int, voice: Callable[[float, int], np.ndarray]) -> np.ndarray:
    total = max(_ms(nt.start + nt.length, rate) for nt in notes)
    out = np.zeros(total)
    for nt in notes:
        s = _ms(nt.start, rate) if nt.start > 0 else 0
        seg = voice(midi_hz(nt.midi), _ms(nt.length, rate))
        out[s : s + len(seg)] += seg[: total - s]
    return out


def sfx_move(rate: int) -> np.ndarray:
    """A short soft tick for cursor movement (played often, so quiet and brief)."""
    n = _ms(0.045, rate)
    wave_ = pulse(exp_sweep(1320, 990, n), n, rate, 0.25)
    return lowpass(wave_ * adsr(n, rate, 0.002, 0.015, 0.0, 0.005), rate, 6000.0) * 0.4


def sfx_confirm(rate: int) -> np.ndarray:
    """Two rising notes: the 'yes' chime."""

    def voice(f: float, n: int) -> np.ndarray:
        return pulse(f, n, rate, 0.25) * adsr(n, rate, 0.003, 0.06, 0.3, 0.02)

    chime = _sequence([Note(0.0, 0.07, 76), Note(0.06, 0.12, 83)], rate, voice)
    return lowpass(chime, rate, 6500.0) * 0.45


def sfx_back(rate: int) -> np.ndarray:
    """Two falling notes, softer and lower than confirm: the 'never mind'."""

    def voice(f: float, n: int) -> np.ndarray:
        return pulse(f, n, rate, 0.125) * adsr(n, rate, 0.003, 0.05, 0.25, 0.02)

    chime = _sequence([Note(0.0, 0.07, 79), Note(0.06, 0.11, 72)], rate, voice)
    return lowpass(chime, rate, 5000.0) * 0.45


def sfx_error(rate: int) -> np.ndarray:
    """A low detuned double buzz: clearly 'not allowed' without being shrill."""
    n = _ms(0.24, rate)
    t = np.arange(n) / rate
    buzz = 0.5 * pulse(98.0, n, rate, 0.5) + 0.5 * pulse(103.5, n, rate, 0.25)
    gate = np.where((t % 0.12) < 0.085, 1.0, 0.0)
    gate = lowpass(gate, rate, 400.0)  # soften the gate edges (no clicks)
    return lowpass(buzz * gate * adsr(n, rate, 0.002, 0.2, 0.6, 0.03), rate, 4000.0) * 0.6


def sfx_collapse(rate: int) -> np.ndarray:
    """A deep implosion: everything sweeps down into a rumble and a final thump."""
    n = _ms(1.4, rate)
    t = np.arange(n) / rate
    sweep = exp_sweep(700.0, 28.0, n)
    duty = 0.5 - 0.4 * t / t[-1]  # thins out as it falls in
    body = pulse(sweep, n, rate, duty) * 0.45 + triangle(sweep * 0.5, n, rate) * 0.5
    rumble = noise(exp_sweep(9000.0, 300.0, n), n, rate) * 0.35 * np.exp(-t * 1.2)
    env = adsr(n, rate, 0.03, 0.0, 1.0, 0.35)
    mix = (body + rumble) * env
    k = _ms(0.5, rate)
    thump_t = np.arange(k) / rate
    thump = triangle(exp_sweep(90.0, 35.0, k), k, rate) * np.exp(-thump_t * 7.0)
    start = n - k - _ms(0.15, rate)
    mix[start : start + k] += thump * 0.8
    return lowpass(mix, rate, 3500.0)


def sfx_ray(rate: int) -> np.ndarray:
    """A zappy laser: fast falling pitch with a wobbling pulse width."""
    n = _ms(0.28, rate)
    t = np.arange(n) / rate
    f = exp_sweep(2400.0, 260.0, n) * (1.0 + 0.06 * np.sin(2 * np.pi * 45.0 * t))
    duty = 0.3 + 0.2 * np.sin(2 * np.pi * 30.0 * t)
    zap = pulse(f, n, rate, duty) * 0.6 + pulse(f * 1.5, n, rate, 0.125) * 0.2
    return lowpass(zap * adsr(n, rate, 0.002, 0.12, 0.2, 0.05), rate, 7000.0) * 0.8


def sfx_card(rate: int) -> np.ndarray:
    """A soft paper flick: a brief band of bright noise with a quick swish envelope."""
    n = _ms(0.075, rate)
    t = np.arange(n) / rate
    hiss = noise(exp_sweep(30000.0, 12000.0, n), n, rate)
    env = np.minimum(t / 0.006, 1.0) * np.exp(-np.clip(t - 0.006, 0, None) / 0.018)
    swish = lowpass(hiss * env, rate, 6000.0)
    # take the very lowest rumble out so it reads as paper, not a thud
    swish = swish - lowpass(swish, rate, 700.0)
    return _normalise(swish, 0.5)


def sfx_win(rate: int) -> np.ndarray:
    """A short major fanfare (A major over the minor-key music): triumph in one second."""

    def lead(f: float, n: int) -> np.ndarray:
        m = np.arange(n) / rate
        vib = 1.0 + 0.008 * np.sin(2 * np.pi * 6.0 * m) * np.clip(m - 0.15, 0, None) * 5
        return pulse(f * vib, n, rate, 0.25) * adsr(n, rate, 0.005, 0.12, 0.55, 0.08)

    def bass(f: float, n: int) -> np.ndarray:
        return triangle(f, n, rate) * adsr(n, rate, 0.005, 0.3, 0.6, 0.08)

    melody = [
        Note(0.0, 0.1, 69),
        Note(0.1, 0.1, 73),
        Note(0.2, 0.1, 76),
        Note(0.3, 0.16, 81),
        Note(0.46, 0.08, 76),
        Note(0.54, 0.6, 81),
    ]
    low = [Note(0.0, 0.3, 45), Note(0.3, 0.84, 57)]
    a = _sequence(melody, rate, lead) * 0.5
    b = _sequence(low, rate, bass) * 0.55
    n = max(len(a), len(b))
    mix = np.zeros(n)
    mix[: len(a)] += a
    mix[: len(b)] += b
    return lowpass(mix, rate, 8000.0)


def sfx_lose(rate: int) -> np.ndarray:
    """A short descending 'wah wah': four falling steps, the last one sagging."""

    def voice(f: float, n: int) -> np.ndarray:
        m = np.arange(n) / rate
        return pulse(f * (1.0 - 0.02 * m), n, rate, 0.5) * adsr(n, rate, 0.01, 0.2, 0.5, 0.06)

    steps = [Note(0.0, 0.2, 64), Note(0.22, 0.2, 63), Note(0.44, 0.2, 62)]
    head = _sequence(steps, rate, voice)
    k = _ms(0.6, rate)
    m = np.arange(k) / rate
    sag = pulse(midi_hz(61) * 2.0 ** (-m * 0.8 / 12.0) * (1 + 0.012 * np.sin(2 * np.pi * 5 * m)), k, rate, 0.5) * adsr(
        k, rate, 0.01, 0.3, 0.55, 0.25
    )
    start = _ms(0.66, rate)
    mix = np.zeros(start + k)
    mix[: len(head)] += head
    mix[start:] += sag
    bass = triangle(exp_sweep(midi_hz(40), midi_hz(37), len(mix)), len(mix), rate)
    mix += bass * adsr(len(mix), rate, 0.01, 0.5, 0.5, 0.25) * 0.4
    return lowpass(mix * 0.5, rate, 5000.0)


SFX: MappingProxyType[str, Callable[[int], np.ndarray]] = MappingProxyType(
    {
        "move": sfx_move,
        "confirm": sfx_confirm,
        "back": sfx_back,
        "error": sfx_error,
        "collapse": sfx_collapse,
        "ray": sfx_ray,
        "card": sfx_card,
        "win": sfx_win,
        "lose": sfx_lose,
    }
)


# ------------------------------------------------------------------------------ music loops
#
# Each loop is a Song: two eight-bar sections (A then B) of chords, a lead line, an
# arpeggio, a bass line and a drum pattern, written below as plain data. The title's
# A section is the original title theme, note for note; the other lead lines are
# motifs on the chord tones (degree 0 = root, 1 = third, 2 = fifth, 3 = root an
# octave up, ...), so a section reads as "this shape over these chords".

STEPS_PER_BAR = 16
SECTION_BARS = 8

Chord = tuple[int, int, int]  # MIDI numbers, root first
Phrase = tuple[tuple[int, int, int], ...]  # (step, length in steps, MIDI note or chord degree)


def chords(names: str) -> tuple[Chord, ...]:
    """ "Am F C G" -> root-position triads around middle C (a readable chord chart)."""
    roots = {"C": 60, "D": 62, "E": 52, "F": 53, "G": 55, "A": 57, "B": 59}  # the title theme's voicings
    out = []
    for name in names.split():
        root = roots[name[0]] + (1 if "#" in name else -1 if name[1:2] == "b" else 0)
        minor = name.endswith("m")
        out.append((root, root + (3 if minor else 4), root + 7))
    return tuple(out)


@dataclass(frozen=True)
class Song:
    """One seamless music loop, as written: tempo, two sections of chords and lead phrases
    (per bar: a phrase of MIDI notes, or a motif of chord degrees), the accompaniment's patterns."""

    bpm: float
    chords: tuple[Chord, ...]  # one per bar, A section then B section
    lead: tuple[Phrase, ...]  # one per bar; notes are MIDI numbers when `degrees` is False
    degrees: tuple[bool, ...]  # per bar: the lead phrase is chord degrees (True) or MIDI notes
    lead_duty: float = 0.25
    lead_octave: int = 12  # degrees are placed this far above the chord
    arp: tuple[int, ...] = (0, 1, 2, 3, 2, 1, 0, 1)  # chord degrees, one per 16th
    arp_level: float = 0.13
    bass: tuple[int, ...] = (0, 0, 12, 0, 7, 0, 12, 0)  # semitones over the root, one per 8th
    drums: str = "k.h.....k.h....."  # per bar: k kick, s snare, h hat, o open hat, . rest
    echo: float = 0.22
    cutoff: float = 4200.0

    @property
    def bars(self) -> int:
        return len(self.chords)

    def step_samples(self, rate: int) -> int:
        return int(round(rate * 60.0 / self.bpm / 4))

    def seconds(self, rate: int = LOOP_RATE) -> float:
        return self.step_samples(rate) * STEPS_PER_BAR * self.bars / rate


def motif(*notes: tuple[int, int, int]) -> Phrase:
    return tuple(notes)


# the original title theme (bars 1-8), MIDI notes: (step, length, note)
TITLE_THEME: tuple[Phrase, ...] = (
    ((0, 2, 69), (2, 2, 72), (4, 4, 76), (8, 2, 74), (10, 2, 72), (12, 4, 71)),
    ((0, 6, 72), (6, 2, 74), (8, 8, 69)),
    ((0, 2, 67), (2, 2, 72), (4, 4, 76), (8, 2, 79), (10, 2, 77), (12, 4, 76)),
    ((0, 6, 74), (6, 2, 71), (8, 8, 67)),
    ((0, 2, 69), (2, 2, 72), (4, 4, 76), (8, 2, 81), (10, 2, 79), (12, 4, 76)),
    ((0, 4, 77), (4, 4, 76), (8, 4, 72), (12, 4, 69)),
    ((0, 2, 74), (2, 2, 77), (4, 4, 81), (8, 4, 79), (12, 4, 77)),
    ((0, 6, 76), (6, 2, 74), (8, 4, 71), (12, 4, 68)),
)
RISE = motif((0, 4, 0), (4, 4, 1), (8, 4, 2), (12, 4, 3))
FALL = motif((0, 2, 4), (2, 2, 3), (4, 4, 2), (8, 6, 1), (14, 2, 2))
HOLD = motif((0, 10, 3), (10, 2, 2), (12, 4, 1))
SKIP = motif((0, 2, 0), (2, 2, 2), (4, 2, 1), (6, 2, 3), (8, 4, 2), (12, 4, 4))
CALL = motif((0, 3, 2), (3, 3, 3), (6, 2, 4), (8, 8, 3))
ANSWER = motif((0, 2, 3), (2, 2, 2), (4, 4, 1), (8, 8, 0))
DRIFT = motif((0, 8, 2), (8, 8, 4))
GLINT = motif((2, 2, 5), (6, 2, 4), (10, 2, 3), (14, 2, 2))
BOUNCE = motif((0, 1, 0), (2, 1, 2), (4, 1, 3), (6, 2, 2), (8, 1, 1), (10, 1, 2), (12, 4, 3))
TUMBLE = motif((0, 1, 4), (2, 1, 3), (4, 1, 2), (6, 1, 1), (8, 4, 0), (12, 2, 1), (14, 2, 2))
PROBE = motif((0, 2, 0), (6, 2, 2), (12, 4, 1))
ECHO = motif((4, 2, 3), (10, 2, 2), (14, 2, 1))
SWAY = motif((0, 6, 2), (6, 2, 1), (8, 6, 0), (14, 2, 1))
LILT = motif((0, 4, 3), (4, 2, 2), (6, 2, 1), (8, 8, 2))


def _song(bpm: float, a: str, b: str, lead_a: tuple[Phrase, ...], lead_b: tuple[Phrase, ...], **kw) -> Song:
    """A two-section song whose lead lines are motifs in both sections."""
    lead = lead_a + lead_b
    return Song(bpm, chords(a) + chords(b), lead, (True,) * len(lead), **kw)


SONGS: MappingProxyType[str, Song] = MappingProxyType(
    {
        # the title: spacey A minor, the original theme then a rising answer
        "title_loop": Song(
            120,
            chords("Am F C G Am F Dm E") + chords("F G Am Am F G E E"),
            TITLE_THEME + (RISE, FALL, CALL, HOLD, RISE, FALL, ANSWER, HOLD),
            (False,) * 8 + (True,) * 8,
            drums="k.h...h.k.h...h.",
        ),
        # Black Holes: a slow D minor drift, open and echoing, stars glinting on top
        "stars_loop": _song(
            104,
            "Dm C Bb C Dm C Bb A",
            "Gm Am Bb C Dm Bb Gm A",
            (DRIFT, GLINT, DRIFT, HOLD, DRIFT, GLINT, CALL, HOLD),
            (RISE, GLINT, FALL, GLINT, CALL, ANSWER, DRIFT, HOLD),
            lead_duty=0.5,
            arp=(0, 2, 3, 2, 4, 2, 3, 2),
            arp_level=0.10,
            bass=(0, 0, 0, 7, 0, 0, 10, 7),
            drums="k.......h...k...",
            echo=0.32,
            cutoff=3600.0,
        ),
        # Black Hole Numbers: bouncy C major counting
        "numbers_loop": _song(
            126,
            "C Am F G C Am Dm G",
            "F G Em Am F G C G",
            (BOUNCE, SKIP, BOUNCE, TUMBLE, BOUNCE, SKIP, CALL, ANSWER),
            (SKIP, TUMBLE, BOUNCE, HOLD, SKIP, TUMBLE, RISE, HOLD),
            lead_duty=0.125,
            arp=(0, 1, 2, 1, 3, 1, 2, 1),
            bass=(0, 12, 7, 12, 0, 12, 7, 12),
            drums="k.h.s.h.k.h.s.hh",
            echo=0.15,
        ),
        # Hex Black Box: a sparse E minor search, rays probing the dark
        "blackbox_loop": _song(
            96,
            "Em Em C D Em Em Am B",
            "C D Em Em Am C B B",
            (PROBE, ECHO, PROBE, HOLD, PROBE, ECHO, CALL, HOLD),
            (DRIFT, ECHO, RISE, ECHO, CALL, ANSWER, PROBE, HOLD),
            lead_duty=0.25,
            arp=(0, 2, 0, 3, 0, 2, 0, 4),
            arp_level=0.09,
            bass=(0, 0, 0, 0, 0, 0, 7, 5),
            drums="k.....h.....s...",
            echo=0.30,
            cutoff=3000.0,
        ),
        # Black Hole Patience: an unhurried F major, cards laid one by one
        "patience_loop": _song(
            100,
            "F Dm Bb C F Dm Gm C",
            "Bb C Am Dm Gm C F C",
            (SWAY, LILT, SWAY, HOLD, SWAY, LILT, CALL, ANSWER),
            (LILT, SWAY, RISE, FALL, SWAY, LILT, ANSWER, HOLD),
            lead_duty=0.5,
            arp=(0, 1, 2, 3, 4, 3, 2, 1),
            arp_level=0.11,
            bass=(0, 7, 12, 7, 0, 7, 12, 7),
            drums="k...h...k.h.h...",
            echo=0.20,
            cutoff=3800.0,
        ),
    }
)
LOOP_NAMES = tuple(SONGS)
LOOP_NAME = "title_loop"  # the title's (the app starts it)


def _place(buf: np.ndarray, start: int, seg: np.ndarray) -> None:
    """Add seg into the loop buffer at start, wrapping its tail to the beginning."""
    n = len(buf)
    for off in range(0, len(seg), n):
        part = seg[off : off + n]
        s = (start + off) % n
        first = min(len(part), n - s)
        buf[s : s + first] += part[:first]
        if first < len(part):
            buf[: len(part) - first] += part[first:]


def _lead_notes(song: Song, bar: int) -> Phrase:
    """The bar's lead line as MIDI notes (chord degrees resolved on the bar's chord)."""
    if not song.degrees[bar]:
        return song.lead[bar]
    tones = _chord_tones(song.chords[bar])
    return tuple((s, length, tones[d] + song.lead_octave) for s, length, d in song.lead[bar])


def _chord_tones(chord: Chord) -> list[int]:
    """Degrees 0.. of a chord: its three notes, then the same an octave up, and up again."""
    return [n + 12 * k for k in range(3) for n in chord]


def render_loop(song: Song, rate: int = LOOP_RATE) -> np.ndarray:
    """A song as one seamless loop: its end flows straight back into its start.

    Every note is placed on a circular buffer (tails past the end wrap to the start),
    and the echo and the filter are circular too, so the loop point has no seam.
    """
    step = song.step_samples(rate)
    total = step * STEPS_PER_BAR * song.bars
    lead, arp, bass, drums = (np.zeros(total) for _ in range(4))
    for bar in range(song.bars):
        bar0 = bar * STEPS_PER_BAR * step
        root = song.chords[bar][0]
        for s, length, note in _lead_notes(song, bar):
            n = length * step + step // 2
            m = np.arange(n) / rate
            vib = 1.0 + 0.006 * np.sin(2 * np.pi * 5.5 * m) * np.clip(m * 4 - 0.6, 0, 1)
            tone = pulse(midi_hz(note) * vib, n, rate, song.lead_duty)
            _place(lead, bar0 + s * step, tone * adsr(n, rate, 0.01, 0.25, 0.55, 0.09))
        tones = _chord_tones(song.chords[bar])
        for i in range(STEPS_PER_BAR):
            note = tones[song.arp[i % len(song.arp)]] + 12
            blip = pulse(midi_hz(note), step, rate, 0.125) * adsr(step, rate, 0.002, 0.05, 0.2, 0.02)
            _place(arp, bar0 + i * step, blip)
        for i, interval in enumerate(song.bass):
            n = 2 * step
            tone = triangle(midi_hz(root - 24 + interval), n, rate)
            _place(bass, bar0 + i * 2 * step, tone * adsr(n, rate, 0.004, 0.18, 0.6, 0.03))
        for i, hit in enumerate(song.drums):
            _place(drums, bar0 + i * step, _drum(hit, step, rate))
    # circular echo on lead and arpeggio: the 'space' in the sound (dotted 8th delay)
    delay = 3 * step
    wet = np.zeros(total)
    for k in range(1, 5):
        wet += (0.38**k) * np.roll(lead * 0.8 + arp * 0.5, k * delay)
    mix = 0.30 * lead + song.arp_level * arp + 0.42 * bass + 0.22 * drums + song.echo * wet
    mix = lowpass(mix, rate, song.cutoff, circular=True)
    mix -= float(np.mean(mix))
    return _normalise(mix, 0.72)


def _drum(hit: str, step: int, rate: int) -> np.ndarray:
    """One drum hit of the pattern letters: kick, snare, closed or open hat (or nothing)."""
    if hit == "k":
        return 0.9 * triangle(exp_sweep(150.0, 45.0, step), step, rate) * adsr(step, rate, 0.001, 0.04, 0.0, 0.01)
    if hit == "s":
        n = step
        return 0.45 * noise(6000.0, n, rate) * adsr(n, rate, 0.001, 0.05, 0.0, 0.01)
    if hit in "ho":
        n = step // 2 if hit == "h" else step
        return (0.35 if hit == "h" else 0.25) * noise(11000.0, n, rate) * adsr(n, rate, 0.001, 0.012, 0.0, 0.004)
    return np.zeros(1)


def render_title_loop(rate: int = LOOP_RATE) -> np.ndarray:
    """The title's loop (kept by name for the tools that render it)."""
    return render_loop(SONGS[LOOP_NAME], rate)


# ---------------------------------------------------------------------------------- output


def to_pcm16(x: np.ndarray) -> bytes:
    """Clip to [-1, 1] and pack as little-endian 16-bit samples."""
    return (np.clip(x, -1.0, 1.0) * 32767.0).round().astype("<i2").tobytes()


def write_wav(path: Path, samples: np.ndarray, rate: int) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(to_pcm16(samples))


LOOP_QUALITY = 0.6  # libsndfile's Vorbis compression level (0 best, 1 smallest): about quality 4, ~64 kbit/s


def write_ogg(path: Path, samples: np.ndarray, rate: int) -> None:
    """A mono OGG Vorbis file of the samples (clipped to [-1, 1] like the WAVs)."""
    data = np.clip(samples, -1.0, 1.0).astype(np.float32)
    soundfile.write(str(path), data, rate, format="OGG", subtype="VORBIS", compression_level=LOOP_QUALITY)


def render_sfx(name: str, rate: int = SFX_RATE) -> np.ndarray:
    """One finished effect: synthesised, edge-faded, peak-limited."""
    x = _fade_edges(SFX[name](rate), rate)
    top = float(np.max(np.abs(x)))
    return x * (0.85 / top) if top > 0.85 else x


def main(out_dir: Path = OUT_DIR) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SFX_NAMES:
        path = out_dir / f"{name}.wav"
        write_wav(path, render_sfx(name), SFX_RATE)
        written.append(path)
    for name, song in SONGS.items():
        path = out_dir / f"{name}.ogg"
        write_ogg(path, render_loop(song), LOOP_RATE)
        written.append(path)
    for p in written:
        print(f"{p.relative_to(out_dir.parent.parent) if out_dir == OUT_DIR else p}  {p.stat().st_size:>8} bytes")
    return written


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT_DIR)
