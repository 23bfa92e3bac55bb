"""The arcade application: one pygame loop over the scene stack.

``App.step`` advances whole frames at a fixed 1/60 s without waiting for the
clock, so tests and tools drive the real app frame by frame; ``App.run`` is
the same frame paced by vsync or a 60 FPS cap.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, NoReturn

import pygame

from game.i18n import tr

from . import bindings, draw, language
from .clock import file_stamp
from .datalock import ALREADY_RUNNING, DataLock
from .display import Display, pick_display, set_hints
from .gui import SharedTheme
from .input import Action, InputLayer, Kind, unrecognised
from .kept import KeptGames
from .launch import PROG
from .paths import ASSETS, UserPaths
from .phones import PhoneService
from .sdl_native import display_names
from .settings import REPEAT_SPEEDS, load_settings
from .shared_store import SharedJsonStore, edits
from .sound import Sound, prepare_mixer
from .stack import PlayingScene, SceneStack, StackScene, playing
from .startup import check_font, check_video
from .storage import why, write_atomic
from .version import __version__
from .worker import Worker

FRAME = 1.0 / 60.0
IDLE_TO_DEMO_S = 45.0
TOAST_S = 3.2


@dataclass
class Options:
    windowed: bool = False
    size: tuple[int, int] = (1280, 720)
    frames: int | None = None
    screenshot: Path | None = None
    game: str | None = None
    demo: bool = False
    seed: int | None = None
    size_given: bool = False  # --size: this size, not the one remembered
    display: int | None = None  # --display N (1 = first): the monitor for fullscreen
    lang: str | None = None  # --lang CODE: this language for this start (the setting stays)
    phones: bool = False  # --phones: the phone server from the start (scenes/framework/phones.py)


MIN_SIZE, MAX_SIZE = (160, 90), (7680, 4320)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One line on stderr and exit status 2 (argparse's own adds the usage block)."""
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"([0-9]{1,5})[xX]([0-9]{1,5})", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"--size wants WxH, e.g. 1280x720 (got {text!r})")
    w, h = int(match[1]), int(match[2])
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(
            f"--size must be between {MIN_SIZE[0]}x{MIN_SIZE[1]} and {MAX_SIZE[0]}x{MAX_SIZE[1]} (got {text!r})"
        )
    return w, h


def _frames(text: str) -> int:
    if not re.fullmatch(r"\+?[0-9]{1,12}", text.strip()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"--frames wants a whole number of at least 1 (got {text!r})")
    return int(text)


def _screenshot(text: str) -> Path:
    """A file we can write: not a folder, in a folder that exists (none is created)."""
    path = Path(text)
    if not text or text.endswith(("/", os.sep)) or path.is_dir():
        raise argparse.ArgumentTypeError(f"--screenshot wants a file name, not a folder ({text!r})")
    folder = path.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"--screenshot: the folder {str(folder)!r} does not exist")
    if os.path.lexists(path) and not path.is_file():
        raise argparse.ArgumentTypeError(f"--screenshot: {text!r} is not a regular file")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"--screenshot: cannot write to {text!r}")
    try:  # the write itself is a temp file there, renamed: try one now (/proc says yes to access)
        fd, probe = tempfile.mkstemp(prefix=".bha-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"--screenshot: cannot write to {text!r} ({why(exc)})") from exc
    return path


def _display(text: str) -> int:
    if not re.fullmatch(r"[0-9]{1,3}", text.strip()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"--display wants a monitor number, 1 for the first (got {text!r})")
    return int(text)


def _help_epilog(games: Mapping[str, str]) -> str:
    """--help's end: the games --game takes, and where this run keeps the player's files."""
    lines = ["games (--game NAME):"] + [f"  {key:<10} {name}" for key, name in games.items()]
    here = UserPaths.detect()
    lines += [
        "",
        "files (BHA_HOME is set: all under it)" if os.environ.get("BHA_HOME") else "files (this system's folders):",
        f"  settings, controls, controller mappings  {here.config}",
        f"  saved games, statistics, records         {here.data}",
        f"  screenshots (F12)                        {here.pictures}",
        "",
        "BHA_HOME=DIR keeps all three in one folder instead: DIR/config, DIR/data, DIR/pictures.",
    ]
    return "\n".join(lines)


def parse_args(argv: list[str] | None, games: Mapping[str, str] | None = None) -> Options:
    """The flags, each checked here: a bad one is a one-line error and exit status 2.

    ``games`` (key -> name, from main.py: the framework knows no game) are the names --game
    takes and --help lists; an unknown one is refused like any bad flag."""
    p = _Parser(
        prog=PROG,
        description="Black Hole Arcade: four black-hole games for the couch.",
        epilog=_help_epilog(games or {}),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action="version", version=f"Black Hole Arcade {__version__}")
    p.add_argument("--windowed", action="store_true", help="play in a window (default: fullscreen)")
    p.add_argument(
        "--size",
        type=_size,
        default=(1280, 720),
        help=f"window size WxH, at most {MAX_SIZE[0]}x{MAX_SIZE[1]} (implies --windowed)",
    )
    p.add_argument("--frames", type=_frames, help="quit after N frames (N >= 1)")
    p.add_argument("--screenshot", type=_screenshot, help="save a PNG of the window at exit")
    p.add_argument(
        "--game", choices=list(games) if games else None, metavar="NAME", help="start in this game (see below)"
    )
    p.add_argument("--demo", action="store_true", help="start the attract-mode demo")
    p.add_argument("--seed", type=int, help="seed for deals, boards and the computer")
    p.add_argument(
        "--check-install",
        action="store_true",
        help="check the game files, SDL library, controller mappings and worker process, then exit",
    )
    p.add_argument(
        "--display", type=_display, help="the monitor for fullscreen, 1 for the first (default: the setting)"
    )
    p.add_argument(
        "--lang",
        choices=language.CHOICES,
        metavar="CODE",
        help=f"speak this language this once: {', '.join(language.CHOICES)} (default: the setting)",
    )
    p.add_argument("--phones", action="store_true", help="let phones on this network join as controllers")
    a = p.parse_args(argv)
    size_given = argv is not None and any(x.startswith("--size") for x in argv)
    return Options(
        windowed=a.windowed or size_given,
        size=a.size,
        frames=a.frames,
        screenshot=a.screenshot,
        game=a.game,
        demo=a.demo,
        seed=a.seed,
        size_given=size_given,
        display=a.display,
        lang=a.lang,
        phones=a.phones,
    )


@dataclass(frozen=True)
class Wiring:
    """The scenes the app opens by itself, handed in by main.py so the framework knows no game."""

    title: Callable[["App"], StackScene]
    attract: Callable[["App"], StackScene]
    start_game: Callable[["App", str], StackScene | None]  # --game NAME; None when there is no such game
    game_keys: Callable[[], list[str]]
    pause: Callable[["App", Any], StackScene]  # pause(app, game scene)
    stats_schema: type  # the msgspec Struct of stats.json: every key the games write
    pad_setup: Callable[["App", str], StackScene] | None = None  # the mapping screen for an unknown pad


class Toast:
    def __init__(self, text: str, until: float) -> None:
        self.text, self.until = text, until


class App:
    def __init__(self, options: Options, wiring: Wiring) -> None:
        self.options = options
        self.wiring = wiring
        self.exit_code = 0
        t0 = time.perf_counter()
        set_hints()
        prepare_mixer()
        pygame.init()
        check_video()  # no display or a bad driver: one line and exit status 2, not an invisible window
        check_font(draw.FONT_FILE)  # a damaged font would crash FreeType: named in one line instead
        draw.clear_caches()
        self.paths = UserPaths.detect()
        # one owner of the data folder: a second copy (or an unusable folder) plays without saving
        self.data_lock = DataLock.acquire(self.paths.data)
        self.unsaved: str | None = ALREADY_RUNNING if self.data_lock.held else self.data_lock.problem
        if self.data_lock.owned:
            self.paths.remove_stale_temp_files()  # only the owner: never another copy's write in flight
        # both copies may write these two: re-read and merged under a short lock, never undone
        self.settings = load_settings(self.paths.config, SharedJsonStore)
        self.stack = SceneStack()
        self.language = ""  # the code spoken now (apply_language sets it)
        language_notice = self.apply_language()
        self.stats = SharedJsonStore(self.paths.data / "stats.json", wiring.stats_schema, label="statistics file")
        self.rng = random.Random(options.seed)
        self.time = 0.0
        self.frame_count = 0
        self.running = True
        self.toasts: list[Toast] = []
        self.evening: dict[tuple[str, ...], dict[str, int]] = {}  # wins per table while the arcade runs
        self.idle_to_demo = IDLE_TO_DEMO_S  # seconds untouched on the title before the demo
        self.last_device = ""  # the device of the latest input, e.g. "pad:0"
        # a save is an fsync: off the frame; without the folder's lock, games are kept in memory only
        self.kept = KeptGames(self.paths.data / "saves", background=True, memory_only=self.unsaved is not None)
        fullscreen = self.settings.get("fullscreen") and not options.windowed
        remembered = self.settings.get("window_size")
        size = options.size if options.size_given or not remembered else (remembered[0], remembered[1])
        where = None if options.size_given else self.settings.get("window_position")
        self.display = Display(
            bool(fullscreen),
            size,
            "Black Hole Arcade",
            _load_icon(),
            scaling=self.settings.get("scaling"),
            monitor=options.display if options.display is not None else self.settings.get("display"),
            position=None if where is None else (where[0], where[1]),
            edge=self.settings.get("screen_edge") / 100,
        )
        if self.display.notice and options.display is not None:
            print(f"{PROG}: {self.display.notice}", file=sys.stderr)
        self.apply_text_size()
        self.input = InputLayer(
            self.display.to_canvas,
            REPEAT_SPEEDS[self.settings.get("repeat_speed")],
            bool(self.settings.get("swap_ab")),
            bool(self.settings.get("rumble")),
            mapping_files=(ASSETS / "controllers" / "gamecontrollerdb.txt", self.paths.mappings),
        )
        self._apply_controls()
        self.phones = PhoneService(self.input, ASSETS)  # off until asked: --phones, Settings, the join screen
        if options.phones or self.settings.get("phones") == "always":
            self.phones.start()
        self.sound = Sound(self.settings.get("sound_volume"), self.settings.get("music_volume"))
        self.worker = Worker()
        self.gui_theme = SharedTheme()  # loaded once; every menu's pygame_gui manager shares it
        self.clock = pygame.time.Clock()
        for notice in (
            language_notice,
            self.unsaved,
            self.settings.take_notice(),
            self.stats.take_notice(),
            self.display.notice,
            self.sound.notice,
            *self.input.mapping_notices,
        ):
            if notice:
                self.toast(notice)
        self.settings.on_notice = self.stats.on_notice = self.toast  # failed writes, told once
        self._start_scenes()
        self.startup_seconds = time.perf_counter() - t0

    # -- scenes ---------------------------------------------------------------------
    def _start_scenes(self) -> None:
        self.stack.push(self.wiring.title(self))
        if self.options.game:
            scene = self.wiring.start_game(self, self.options.game)
            if scene is None:
                self.toast(
                    tr("No game called {name!r}; try {games}.").format(
                        name=self.options.game, games=", ".join(self.wiring.game_keys())
                    )
                )
            else:
                self.stack.push(scene)
        elif self.options.demo:
            self.stack.push(self.wiring.attract(self))
        self.stack.apply_pending()
        for notice in self.kept.take_notices():
            self.toast(notice)

    def scene_names(self) -> list[str]:
        return self.stack.names()

    def game_state(self) -> Any:
        """The engine state of the game on screen (None when no game is): for tests and tools."""
        for scene in reversed(self.stack.scenes):
            state = scene.game_state()
            if state is not None:
                return state
        return None

    def toast(self, text: str) -> None:
        self.toasts.append(Toast(text, self.time + TOAST_S))
        self.toasts = self.toasts[-3:]

    def settings_changed(self) -> None:
        """Apply the settings to the running app (called by the settings menu)."""
        s = self.settings
        self.sound.set_volumes(s.get("sound_volume"), s.get("music_volume"))
        self.input.repeat_delay, self.input.repeat_interval = REPEAT_SPEEDS[s.get("repeat_speed")]
        self.input.swap_ab = bool(s.get("swap_ab"))
        self.input.rumble_enabled = bool(s.get("rumble"))
        if s.get("scaling") != self.display.scaling:
            self.display.set_scaling(s.get("scaling"))
        if pick_display(s.get("display"), self.display.names)[0] != self.display.monitor:
            self.display.set_monitor(s.get("display"))
        if s.get("screen_edge") / 100 != self.display.edge:
            self.display.set_edge(s.get("screen_edge") / 100)
        self.apply_text_size()
        self._apply_controls()
        said = self.apply_language()
        if said:
            self.toast(said)
        notice = s.take_notice() or self.display.notice
        self.display.notice = None
        if notice:
            self.toast(notice)

    def apply_language(self) -> str | None:
        """Speak the Language setting's language (or --lang's, this start); when it changed, every
        screen on the stack says its words anew. The notice when its catalogue could not be read."""
        wanted = language.resolve(self.options.lang or str(self.settings.get("language")))
        if wanted == self.language:
            return None
        notice = language.switch(wanted)
        self.language = wanted
        for scene in self.stack.scenes:
            changed = getattr(scene, "language_changed", None)
            if callable(changed):
                changed()
        phones = getattr(self, "phones", None)  # None while the app is being built (the first language)
        if phones is not None:
            phones.language_changed()
        return notice

    def set_language(self, setting: str) -> None:
        """The Language setting changed (Settings -> Language): saved, and spoken at once;
        a --lang given at start gives way to the player's choice."""
        self.options.lang = None
        self.settings.set("language", setting)
        self.settings_changed()

    def apply_text_size(self) -> None:
        """Normal or Large text by the Text size setting (on "auto", Large when fullscreen)."""
        draw.TEXT.large = draw.large_text_wanted(str(self.settings.get("text_size")), self.display.fullscreen)

    def _apply_controls(self) -> None:
        """The remaps and each pad's own preferences from the settings, each remap checked again."""
        self._controls_base = self.settings.get("controls"), self.settings.get("pads")  # what a remap changes
        table, refused = bindings.BindingTable.from_settings(self._controls_base[0])
        self.input.table = table
        self.input.pad_prefs = {g: dict(p) for g, p in self._controls_base[1].items()}
        for why_not in refused:
            self.toast(tr("Remap left out: {reason}").format(reason=why_not))

    def save_controls(self, table: bindings.BindingTable | None = None) -> bool:
        """Keep the input layer's remaps (or ``table``) and per-pad preferences in the settings file."""
        if table is not None:
            self.input.table = table
        # only what this copy changed, on top of the file: the other copy's remaps stay
        controls, pads = self._controls_base
        ok = self.settings.update("controls", edits(controls, self.input.table.to_settings()))
        ok = self.settings.update("pads", edits(pads, self.input.pad_prefs)) and ok
        self._apply_controls()
        return ok

    def set_fullscreen(self, on: bool) -> None:
        self.display.set_fullscreen(on)
        self.settings.set("fullscreen", self.display.fullscreen)
        self.apply_text_size()
        if self.display.notice:
            self.toast(self.display.notice)
            self.display.notice = None

    # -- the frame ----------------------------------------------------------------------
    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            if not self.running:
                return
            self._frame(FRAME)

    def _frame(self, dt: float) -> None:
        self.time += dt
        self.frame_count += 1
        actions = self.input.poll(self.time)
        top = self.stack.top
        if top is not None and top.ui_manager is not None:
            for event in self.input.ui_events:
                top.ui_manager.process_events(event)
        for action in actions:
            if action.kind not in (Kind.DEVICE_ADDED, Kind.DEVICE_REMOVED, Kind.RESIZED) and action.device:
                self.last_device = action.device
                game = self._game_on_screen()
                if game is not None:
                    game.note_device(action)
            if not self._app_action(action):
                self.stack.dispatch(action)
        self._idle_check()
        self.sound.tick()  # a crossfade's next loop starts once the last has faded
        self.stack.update(dt)
        self.settings.tick()  # changes another copy's write held back: tried again, never waited for
        self.stats.tick()
        if self.frame_count % 60 == 0 and self.data_lock.owned and not self.data_lock.keep():
            self._lost_the_folder()
        canvas = self.display.canvas
        self.stack.draw(canvas)
        self._draw_toasts(canvas)
        self.display.present(bool(self.settings.get("scanlines")))
        self.stack.apply_pending()
        if not self.stack.scenes:
            self.running = False
        if self.options.frames is not None and self.frame_count >= self.options.frames:
            self.running = False

    def _lost_the_folder(self) -> None:
        """The data folder was deleted under us and another copy owns the new one: from now on
        this copy's games are kept in memory, as a second copy's are."""
        self.unsaved = ALREADY_RUNNING
        self.kept.memory_only = True
        self.toast(ALREADY_RUNNING)

    def _app_action(self, action: Action) -> bool:
        """Actions the app handles itself, before any scene sees them."""
        if action.kind == Kind.QUIT:
            self.quit()
            return True
        if action.kind == Kind.RESIZED:
            self.display.resized()
            return True
        if action.kind == Kind.FULLSCREEN:
            self.set_fullscreen(not self.display.fullscreen)
            return True
        if action.kind == Kind.SCREENSHOT:
            self.screenshot_to_pictures()
            return True
        if action.kind == Kind.DEVICE_ADDED:
            recognised = self.input.recognised(action.device)
            if not (recognised and self._top_greets()):
                self.toast(tr("Connected: {pad}").format(pad=action.info) if recognised else unrecognised())
            return False
        if action.kind == Kind.SELECT and not self.input.recognised(action.device):
            self._open_pad_setup(action.device)
            return True
        if action.kind == Kind.DEVICE_REMOVED:
            game = self._game_on_screen()
            said = game.device_lost(action) if game is not None else False
            if not said and not self._top_greets():
                self.toast(tr("Disconnected: {pad}").format(pad=action.info))
            return not self._top_greets()  # a screen that greets pads tells of the departure itself
        return False

    def _top_greets(self) -> bool:
        """The top scene tells of pads coming and going itself (the join screen: toasts would
        cover its title and seat names)."""
        return bool(getattr(self.stack.top, "greets_pads", False))

    def _open_pad_setup(self, device: str) -> None:
        """Select on a pad SDL does not know: the mapping screen for it (once, and never over another)."""
        top = self.stack.top
        # one set-up screen at a time, and through the first-change-wins rule: two Selects in
        # one frame (two joysticks, or one joystick's two Selects) open one screen
        if self.wiring.pad_setup is not None and not self.stack.changing and getattr(top, "setup_device", None) is None:
            self.stack.push(self.wiring.pad_setup(self, device))

    def _game_on_screen(self) -> PlayingScene | None:
        """The game scene on top, also while a fade is taking it in or out."""
        return playing(self.stack.top) or self.stack.incoming_game()

    def _idle_check(self) -> None:
        top = self.stack.top
        if top is None or top.name != "title" or self.stack.fading:
            return
        if self.time - max(self.input.last_activity, top_entered(top)) >= self.idle_to_demo:
            self.stack.push(self.wiring.attract(self), transition="fade")

    def _draw_toasts(self, canvas: pygame.Surface) -> None:
        self.toasts = [t for t in self.toasts if t.until > self.time]
        y = 6
        for toast in self.toasts:
            words = tr(toast.text)  # a notice kept as a message speaks the language on screen now
            w, h = draw.text_size(words)
            rect = pygame.Rect(0, 0, min(628, w + 16), h + 6)
            rect.midtop = (320, y)
            draw.panel(canvas, rect, edge=draw.PALETTE["accent"])
            draw.text(canvas, words, rect.center, "m", draw.PALETTE["ink"], "center")
            y += rect.h + 3

    # -- outside world -------------------------------------------------------------------
    def save_screenshot(self, path: Path | str, make_folder: bool = True) -> Path:
        """Encode the PNG in memory, then write it atomically; raises OSError unless it is on disk."""
        path = Path(path)
        png = io.BytesIO()
        pygame.image.save(self.display.window_screenshot(), png, "shot.png")
        if not png.getvalue():
            raise OSError(0, "the picture came out empty")
        write_atomic(path, png.getvalue(), make_folder=make_folder, mode=0o644)
        if path.stat().st_size != len(png.getvalue()):
            raise OSError(0, "the file on disk is incomplete")
        return path

    def screenshot_to_pictures(self) -> Path | None:
        stamp = file_stamp()
        path = self.paths.pictures / f"black-hole-arcade-{stamp}-{self.frame_count}.png"
        try:
            self.save_screenshot(path)
        except (OSError, pygame.error) as exc:
            self.toast(tr("Screenshot not saved: {reason}").format(reason=why(exc)))
            return None
        self.toast(tr("Screenshot saved: {file}").format(file=path.name))
        return path

    def quit(self) -> None:
        self.running = False

    def run(self) -> None:
        try:
            while self.running:
                dt = min(self.clock.tick(60) / 1000.0, 0.05)
                self._frame(dt)
        finally:
            self.close()

    def close(self) -> None:
        """Leave cleanly: save, stop the worker and the sound, close the window."""
        draw.TEXT.large = False  # the text size belongs to this app: drawing after it is normal again
        language.switch("en")  # and so does its language
        if self.options.screenshot is not None and pygame.display.get_init():
            try:
                self.save_screenshot(self.options.screenshot, make_folder=False)
            except (OSError, pygame.error) as exc:
                print(f"{PROG}: error: screenshot not saved to {self.options.screenshot}: {why(exc)}", file=sys.stderr)
                self.exit_code = 1
            self.options.screenshot = None
        self._remember_window()
        self._keep_games()
        self.stack.close_all()
        self.kept.close()  # every save asked for is on disk before the process ends
        for notice in self.kept.take_notices():  # the window is going: say it on the terminal too
            self.toast(notice)
            print(f"Black Hole Arcade: {notice}", file=sys.stderr)
        self.worker.close()
        self.phones.stop(wait=2.0)
        for store, lost in ((self.settings, "changes"), (self.stats, "results")):
            if store.writable and not store.close():  # pending changes: waited for a little, now
                print(
                    f"Black Hole Arcade: could not save the {store.label} ({store.path}); "
                    f"this session's {lost} are lost.",
                    file=sys.stderr,
                )
        self.sound.close()
        draw.clear_caches()
        self.display.close()
        pygame.quit()
        self.data_lock.release()

    def _remember_window(self) -> None:
        """The windowed size and place, for the next start without --size (a start with
        --size is that size this once: it leaves the remembered one alone)."""
        if pygame.display.get_init() and not self.options.size_given:
            (w, h), position = self.display.windowed_state()
            self.settings.set(
                "window_size", [min(max(w, MIN_SIZE[0]), MAX_SIZE[0]), min(max(h, MIN_SIZE[1]), MAX_SIZE[1])]
            )
            if position is not None:
                self.settings.set("window_position", [min(max(v, -100_000), 100_000) for v in position])

    def display_names(self) -> list[str]:
        """The monitors a player can choose for fullscreen (the settings menu lists them)."""
        return display_names() or ["Display 1"]

    # -- a game in progress survives closing the window ----------------------------------
    def keep_game(self, key: str, data: dict[str, Any]) -> None:
        """Save a game in progress under its game key (after every move, and on the way out)."""
        self.kept.save(key, data)
        for notice in self.kept.take_notices():
            self.toast(notice)

    def forget_game(self, key: str) -> None:
        """The kept game of ``key`` is over or abandoned."""
        self.kept.discard(key)
        for notice in self.kept.take_notices():
            self.toast(notice)

    def _keep_games(self) -> None:
        for scene in reversed(self.stack.scenes):
            game = playing(scene)
            if game is not None and game.game_key:
                try:
                    game.keep()
                except Exception:  # a game that cannot say its state must not block quitting
                    pass


def top_entered(scene) -> float:
    return getattr(scene, "entered_at", 0.0)


def _load_icon() -> pygame.Surface | None:
    """The largest generated icon the window manager is likely to use well (64 px; 16 px before)."""
    for name in ("icon_64", "icon"):
        path = ASSETS / "icons" / f"{name}.png" if name != "icon" else ASSETS / "sprites" / "icon.png"
        try:
            if path.exists():
                return pygame.image.load(str(path))
        except pygame.error:
            continue
    return None
