"""The settings menu: every change applies at once and is saved atomically."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, tr
from scenes.framework import bindings
from scenes.framework.display import pick_display
from scenes.framework.draw import Starfield
from scenes.framework.language import LANGUAGES
from scenes.framework.menu import Button, Choice, Item, MenuScene, MenuStyle, Slider
from scenes.framework.phones import MODES as PHONE_MODES
from scenes.play import entries
from scenes.shell.effects_menu import EffectsScene

if TYPE_CHECKING:
    from scenes.framework.app import App

OFF_ON = [N_("Off"), N_("On")]
SCALINGS = ["whole", "fill"]
SCALING_LABELS = [N_("Whole pixels"), N_("Fill screen")]
SPEEDS = ["slow", "normal", "fast"]
SPEED_LABELS = [N_("slow"), N_("normal"), N_("fast")]
PHONE_LABELS = [N_("Off"), N_("When joining"), N_("Always")]
TEXT_SIZES = ["auto", "normal", "large"]
TEXT_SIZE_LABELS = [N_("auto"), N_("normal"), N_("large")]
# each language by its own name, whatever the language on screen; "System" in the screen's words
LANGUAGE_KEYS = list(LANGUAGES)
LANGUAGE_LABELS = [N_("System"), *list(LANGUAGES.values())[1:]]
TITLE_MUSIC = "title_loop"
EFFECTS = ("move", "confirm", "back", "error", "collapse", "ray", "card", "win", "lose")


def sound_tests() -> list[tuple[str, str, bool]]:
    """The sound test's choices: (label, file stem, is music): every loop, then every effect."""
    tests = [(tr("Title music"), TITLE_MUSIC, True)]
    tests += [(tr("{game} music").format(game=tr(e.name)), e.info.music, True) for e in entries.games() if e.info.music]
    return tests + [(tr("Effect: {sound}").format(sound=name), name, False) for name in EFFECTS]


class SettingsScene(MenuScene):
    name = "settings"

    def __init__(self, app: "App", overlay: bool = False) -> None:
        s = app.settings
        self.tests = sound_tests()

        def put(key: str, value: object) -> None:
            s.set(key, value)
            app.settings_changed()

        def sound_level(v: float) -> None:
            put("sound_volume", v)
            app.sound.play("confirm")

        names = app.display_names()
        items: list[Item] = [
            Choice(
                N_("Fullscreen"),
                OFF_ON,
                int(app.display.fullscreen),
                lambda i: app.set_fullscreen(bool(i)),
                help=N_("F11 or Alt+Enter also toggles"),
            ),
            Slider(N_("Music"), float(s.get("music_volume")), lambda v: put("music_volume", v)),
            Slider(N_("Sound"), float(s.get("sound_volume")), sound_level),
            Choice(
                N_("Sound test"),
                [label for label, _, _ in self.tests],
                0,
                self._sound_test,
                help=N_("left / right: hear each game's music and every effect"),
            ),
            Choice(
                N_("Language"),
                LANGUAGE_LABELS,
                LANGUAGE_KEYS.index(s.get("language")),
                lambda i: app.set_language(LANGUAGE_KEYS[i]),
                help=N_("the words of every screen; System: the computer's language"),
            ),
            Choice(
                N_("Scaling"),
                SCALING_LABELS,
                SCALINGS.index(s.get("scaling")),
                lambda i: put("scaling", SCALINGS[i]),
                help=N_("whole pixels leave black bars; fill stretches the last step smoothly"),
            ),
            Choice(
                N_("Text size"),
                TEXT_SIZE_LABELS,
                TEXT_SIZES.index(s.get("text_size")),
                lambda i: put("text_size", TEXT_SIZES[i]),
                help=N_("large: for a TV across the room; auto: large on a big fullscreen screen"),
            ),
            Choice(
                N_("Key repeat"),
                SPEED_LABELS,
                SPEEDS.index(s.get("repeat_speed")),
                lambda i: put("repeat_speed", SPEEDS[i]),
                help=N_("how fast a held direction repeats"),
            ),
            Choice(
                N_("Confirm button"),
                swap_options(pad_family(app)),
                int(bool(s.get("swap_ab"))),
                lambda i: put("swap_ab", bool(i)),
                latch=True,
                help=N_("which pad button confirms; the other one goes back"),
            ),
            Choice(
                N_("Rumble"),
                OFF_ON,
                int(bool(s.get("rumble"))),
                self._rumble,
                help=N_("controllers shake on big moments"),
            ),
            Choice(
                N_("Phones"),
                PHONE_LABELS,
                PHONE_MODES.index(s.get("phones")),
                self._phones,
                help=N_("phones on this network join as controllers: from the join screen, or always"),
            ),
            Choice(
                N_("Teaching marks"),
                OFF_ON,
                int(bool(s.get("teaching_marks"))),
                lambda i: put("teaching_marks", bool(i)),
                help=N_("Black Holes: risky stars; Patience: cards that can go"),
            ),
            Button(
                N_("Screen and motion"),
                lambda: app.stack.push(EffectsScene(app, _starfield_background(app))),
                help=N_("CRT scanlines, the TV's screen edge, reduced motion, no flashes"),
            ),
            Button(N_("Back"), lambda: app.stack.pop()),
        ]
        if len(names) > 1:  # a choice of one monitor is no choice: the row comes with a second screen
            at = next(i for i, it in enumerate(items) if getattr(it, "label", "") == "Scaling") + 1
            items.insert(
                at,
                Choice(
                    N_("Display"),
                    names,
                    pick_display(s.get("display"), names)[0],
                    lambda i: put("display", names[i]),
                    help=N_("the monitor (or TV) for fullscreen"),
                ),
            )
        self.swap_row = next(i for i, it in enumerate(items) if getattr(it, "label", "") == "Confirm button")
        self.family = pad_family(app)
        self.sound_row = next(i for i, it in enumerate(items) if getattr(it, "label", "") == "Sound test")
        super().__init__(
            app,
            N_("Settings"),
            items,
            name="settings",
            opaque=not overlay,
            style=_style(len(items)),
            background=None if overlay else _starfield_background(app),
        )

    def _sound_test(self, index: int) -> None:
        """Play the choice: a loop crossfades in (the screen below takes its own back when this
        closes), an effect plays once."""
        _, stem, music = self.tests[index]
        if music:
            self.app.sound.music(stem)
        else:
            self.app.sound.play(stem)

    def _rumble(self, index: int) -> None:
        self.app.settings.set("rumble", bool(index))
        self.app.settings_changed()
        if index:  # a short buzz on the pad in hand says it works
            self.app.input.rumble(self.app.input.last_device, 0.4, 0.6, 160)

    def language_changed(self) -> None:
        """The sound test's names are worked out ahead: again in the new words, then the rows."""
        self.tests = sound_tests()
        self.set_options(self.sound_row, [label for label, _, _ in self.tests])
        self.set_options(self.swap_row, swap_options(self.family))
        super().language_changed()

    def _phones(self, index: int) -> None:
        """Always: the server starts now; off or when joining: a running one is left to the players."""
        self.app.settings.set("phones", PHONE_MODES[index])
        self.app.settings_changed()
        if PHONE_MODES[index] == "always":
            self.app.phones.start()

    def update(self, dt: float) -> None:
        family = pad_family(self.app)
        if family != self.family:  # another pad took over: its own button names
            self.family = family
            self.set_options(self.swap_row, swap_options(family))
        super().update(dt)


def _style(rows: int) -> MenuStyle:
    """Rows as tall as the panel allows above the help line: 22 px up to 11 rows, 20 px closed up
    for 12; 13 starts the panel at the top; 14 (Phones) reaches the foot, so the help moves beside
    it, wrapped, on the left; 15 (Display too, with a second monitor) closes the title up to the
    rows so the panel is the canvas high. Rows are never under 20 px (menu.MIN_ROW):
    Screen edge, Motion and Flashes live one menu down, in Screen and motion."""
    if rows <= 11:
        return MenuStyle(width=300, row=20, gap=2)
    if rows == 12:
        return MenuStyle(width=300, row=20, gap=0)
    if rows == 13:
        return MenuStyle(width=300, row=20, gap=0, top=64)  # the panel from the top, 8 px down
    if rows >= 15:  # 15 (Display and Phones): the title closer to the rows, the panel the canvas high
        return MenuStyle(width=300, row=20, gap=0, top=48, title_h=38, help_pos=(77, 352), help_width=132)
    # 14: the panel reaches the foot, so the help lines go to its left, wrapped
    return MenuStyle(width=300, row=20, gap=0, top=62, help_pos=(77, 352), help_width=132)


def pad_family(app: "App") -> str:
    """The pad family whose button names to show: the pad in use, else the last one connected."""
    family = app.input.last_family()
    if family == "keyboard":
        family = app.input.controller_family() or "xbox"
    return family


def swap_options(family: str) -> list[str]:
    """The two confirm-button choices in the family's own terms, e.g. Cross (bottom) / Circle (right)."""
    return [bindings.confirm_label(family, False), bindings.confirm_label(family, True)]


def _starfield_background(app: "App"):
    field = Starfield(seed=11)
    return lambda canvas: field.draw(canvas, app.time)
