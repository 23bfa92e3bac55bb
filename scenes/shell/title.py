"""The title screen: a swirling black hole over a starfield and the game list."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import N_, tr, tr_n
from scenes.daily.guard import check_kept_daily, count_abandoned_daily
from scenes.framework import draw
from scenes.framework.clock import ClockWrong
from scenes.framework.confirm import ConfirmScene
from scenes.framework.input import Action
from scenes.framework.menu import MIN_ROW, Button, MenuScene, MenuStyle, Spacer
from scenes.play import entries

if TYPE_CHECKING:
    from scenes.framework.app import App
    from scenes.framework.scene import Scene


LIST_TOP = 76  # under BLACK HOLE, beside ARCADE
HELP_TOP = 318  # the help line's top when it runs across the screen
LIST_BOTTOM = 340  # above the hint line
FIXED_ROWS = 7  # Daily challenge, Watch the demo, Records, Settings, Controls, About, Quit
MOST_ROWS = (LIST_BOTTOM - LIST_TOP - 4) // MIN_ROW  # the rows the list holds at the smallest row height
ARCADE_WIDTH = 2 * (380 - 320) - 6  # ARCADE, centred on 320, stays clear of the list at x 380


class TitleScene(MenuScene):
    name = "title"

    def __init__(self, app: "App") -> None:
        self.field = draw.Starfield(seed=3)
        self.entered_at = 0.0
        self.games = entries.games()  # looked up once, not every frame
        super().__init__(
            app,
            "",
            self._items(app),
            name="title",
            on_back=lambda: None,
            style=self._style(app),
            background=self._background,
        )

    def _items(self, app: "App") -> list:
        """The menu as it stands now: one Continue entry per kept game, then the games."""
        items: list = []
        kept = set(app.kept.keys())
        continues = [self._continue_row(entry) for entry in self.games if entry.key in kept]
        if len(continues) > 1 and len(continues) + len(self.games) + FIXED_ROWS > MOST_ROWS:
            # more games than the list holds beside a Continue each: one row asks which
            items.append(Button(N_("Continue a game"), self._choose_continue, help=N_("pick up a game you left")))
        else:
            items += continues
        for entry in self.games:
            items.append(
                Button(
                    entry.name,
                    self._bind(self._start, entry),
                    help=self._game_help(entry),
                )
            )
        if items:
            items.append(Button(N_("Daily challenge"), self._daily, help=N_("today's deal, the same for everyone")))
            items.append(Button(N_("Watch the demo"), self._demo, help=N_("the computer plays every game")))
            items.append(Button(N_("Records"), self._records, help=N_("wins, best scores, streaks, the daily history")))
        items += [
            Spacer(4),
            Button(N_("Settings"), self._settings, help=N_("display, sound, controls")),
            Button(N_("Controls"), self._controls, help=N_("keyboard, mouse and controller buttons")),
            Button(N_("About"), self._about, help=N_("the version, who made the games, the licences")),
            Button(N_("Quit"), self._ask_quit, help=N_("asks first")),
        ]
        return items

    def _continue_row(
        self, entry: entries.GameEntry, resume: Callable[[entries.GameEntry], None] | None = None
    ) -> Button:
        return Button(
            f"Continue {entry.name}",
            self._bind(resume or self._resume, entry),
            help=N_("pick up the game you left"),
            shown=self._continue_words(entry),
        )

    def _choose_continue(self) -> None:
        """Which kept game to continue, when the title has no room for a row each."""

        def resume_from_chooser(entry: entries.GameEntry) -> None:
            self.app.stack.pop()
            self._resume(entry)

        kept = set(self.app.kept.keys())
        rows: list = [self._continue_row(e, resume_from_chooser) for e in self.games if e.key in kept]
        rows.append(Button(N_("Back"), self.app.stack.pop))
        self.app.stack.push(MenuScene(self.app, N_("Continue a game"), rows, name="continue_games"), "fade")

    @staticmethod
    def _continue_words(entry: entries.GameEntry) -> Callable[[], str]:
        return lambda: tr("Continue {game}").format(game=tr(entry.name))

    @staticmethod
    def _game_help(entry: entries.GameEntry) -> Callable[[], str]:
        """The blurb and the seats under a game's row, in the words on screen."""

        def words() -> str:
            low, high = entry.info.seats
            if low == high:
                seats = tr_n("{n} player", "{n} players", low).format(n=low)
            else:
                seats = tr("{low}-{high} players").format(low=low, high=high)
            return tr("{blurb}  ({players})").format(blurb=tr(entry.info.blurb), players=seats)

        return words

    @staticmethod
    def _bind(fn: Callable[[entries.GameEntry], None], entry: entries.GameEntry) -> Callable[[], None]:
        return lambda: fn(entry)

    @staticmethod
    def _style(app: "App", items: list | None = None) -> MenuStyle:
        """Rows of at least MIN_ROW px whatever the number of Continue rows: a long list
        starts higher (beside ARCADE, under BLACK HOLE) and, past the help line, the help
        moves to the left column, wrapped."""
        n = len(app.kept.keys()) + 12 if items is None else sum(1 for i in items if not isinstance(i, Spacer))
        row, gap = (22, 3) if n <= 8 else ((20, 2) if n <= 9 else (MIN_ROW, 1))
        total = n * row + (n - 1) * gap + 4
        if LIST_TOP + total <= HELP_TOP:
            top = max(LIST_TOP, min(226 - n * 16, HELP_TOP - total))
            return MenuStyle(width=236, row=row, gap=gap, top=top, left=380, panel=False, help_pos=(320, 342))
        if LIST_TOP + total > LIST_BOTTOM:
            gap, total = 0, n * row + 4
        return MenuStyle(
            width=236, row=row, gap=gap, top=LIST_TOP, left=380, panel=False, help_pos=(188, 342), help_width=356
        )

    def on_enter(self) -> None:
        self.entered_at = self.app.time
        self.app.sound.music("title_loop")
        self.refresh()

    def handle(self, action: Action) -> bool:
        if action.repeat and self._held_from_before(action):
            return True  # a stick still pushed from waking the demo: no walk down to Quit
        return super().handle(action)

    def _held_from_before(self, action: Action) -> bool:
        """Whether this repeat comes from a direction held since before the title came back
        (pushed to wake the demo, or on the screen just left): it waits for a release."""
        return any(
            device == action.device and held.kind == action.kind and held.since < self.entered_at
            for (device, _), held in self.app.input.held.items()
        )

    def refresh(self) -> None:
        """Rebuild the list (and its spacing) when the kept games have changed."""
        items = self._items(self.app)
        labels = [getattr(i, "label", None) for i in items]
        old = [getattr(i, "label", None) for i in self.items]
        if labels != old:
            was = self.nav.focused
            focused = (
                getattr(self.items[was.key], "label", None) if was is not None and isinstance(was.key, int) else None
            )
            self.items = items
            self.style = self._style(self.app, items)
            self.build()
            self._focus_same(focused, labels, old)

    def _focus_same(self, label: str | None, labels: list, old: list) -> None:
        """Focus by what an item is, not where it was: a game just left and kept (its Continue row
        new) gets the focus, else the item that had it; a Continue row that went (its game ended)
        leaves the focus on that game's own row."""
        new = [x for x in labels if isinstance(x, str) and x.startswith("Continue ") and x not in old]
        wants: list[str | None] = [new[0]] if len(new) == 1 else []
        wants += [label, label.removeprefix("Continue ") if label else None]
        for want in wants:
            if want in labels:
                self.nav.focus_on(labels.index(want))
                return

    def _start(self, entry: entries.GameEntry) -> None:
        if entry.key not in self.app.kept.keys():
            self.app.stack.push(entry.start(self.app), "fade")
            return

        def abandon() -> None:
            count_abandoned_daily(self.app, entry.key)  # a started daily stays that day's one attempt
            self.app.forget_game(entry.key)
            self.app.stack.push(entry.start(self.app), "fade")

        self.app.stack.push(
            ConfirmScene(
                self.app,
                tr("Abandon the kept {game} game?").format(game=tr(entry.name)),
                [
                    (N_("Continue it"), lambda: self._resume(entry)),
                    (N_("Abandon it, start anew"), abandon),
                    (N_("Cancel"), lambda: None),
                ],
            )
        )

    def _resume(self, entry: entries.GameEntry) -> None:
        """Continue a kept game; the file stays until the game ends, so a crash loses nothing."""
        data = self.app.kept.load(entry.key)
        scene: Scene | None = None
        if data is not None:
            try:
                scene = entry.resume(self.app, check_kept_daily(entry.key, data))
            except Exception as exc:  # another version's save, or a damaged one: keep it aside
                self.app.kept.set_aside(entry.key, tr("could not be restored ({reason})").format(reason=exc))
        for notice in self.app.kept.take_notices():
            self.app.toast(notice)
        if scene is None:
            self.app.toast(tr("Starting a new game instead."))
            scene = entry.start(self.app)
        self.app.stack.push(scene, "fade")

    # the screens the title opens are imported when first opened (deferred: the daily's, the
    # records' and the settings' modules are a fifth of the imports before the first frame)
    def _demo(self) -> None:
        from scenes.shell.attract import AttractScene  # deferred: see above

        self.app.stack.push(AttractScene(self.app), "fade")

    def _records(self) -> None:
        from scenes.shell.records import RecordsScene  # deferred: imported when first opened

        self.app.stack.push(RecordsScene(self.app), "fade")

    def _daily(self) -> None:
        from scenes.daily.screen import DailyScene  # deferred: imported when first opened

        try:
            self.app.stack.push(DailyScene(self.app), "fade")
        except ClockWrong as exc:  # no daily on a wrong clock, never a crash
            self.app.toast(str(exc))
            self.app.sound.play("error")

    def _ask_quit(self) -> None:
        """A small yes/no question: one stray press must not end the evening (No has focus)."""
        self.app.stack.push(
            ConfirmScene(
                self.app,
                tr("Quit the arcade?"),
                [(N_("No, keep playing"), lambda: None), (N_("Yes, quit"), self.app.quit)],
            )
        )

    def _settings(self) -> None:
        from scenes.shell.settings_menu import SettingsScene  # deferred: imported when first opened

        self.app.stack.push(SettingsScene(self.app))

    def _controls(self) -> None:
        from scenes.shell.controls import ControlsScene  # deferred: imported when first opened

        self.app.stack.push(ControlsScene(self.app))

    def _about(self) -> None:
        from scenes.shell.about import AboutScene  # deferred: imported when first opened

        self.app.stack.push(AboutScene(self.app), "fade")

    def _background(self, canvas: pygame.Surface) -> None:
        t = self.app.time
        self.field.draw(canvas, t)
        cx, cy = 176, 214
        # orbiting debris being pulled in
        for i in range(26):
            a = t * (0.6 + (i % 5) * 0.13) + i * 2.4
            r = 140 - ((t * 14 + i * 37) % 120)
            x, y = cx + math.cos(a) * r, cy + math.sin(a) * r * 0.55
            shade = 120 + int(100 * (r / 140))
            canvas.set_at((int(x), int(y)), (shade, shade, 255))
        draw.swirl(canvas, (cx, cy), 104, t, speed=0.8)
        wobble = int(round(math.sin(t * 1.4) * 2))
        draw.text(canvas, tr("BLACK HOLE"), (320, 14 + wobble), "xl", draw.PALETTE["gold"], "midtop")
        arcade = tr("ARCADE")  # between the swirl and the list: a longer word a size down
        size = "l" if draw.text_size(arcade, "l")[0] <= ARCADE_WIDTH else "m"
        top = draw.top_on_line(62 + wobble, size, "l")  # its letters where the large ones start
        draw.text(canvas, arcade, (320, top), size, draw.PALETTE["violet"], "midtop")
        hint = self.app.input.hint(tr("{move} choose   {confirm} play"))  # remaps, the pad's swap; no Esc here
        hint_x = 320 if self.style.help_width is None else 188  # a long list reaches the bottom
        draw.hint_line(canvas, hint, (hint_x, 356), "s", draw.PALETTE["faint"])
        if not self.games:
            draw.text(canvas, tr("No games installed yet"), (498, 120), "m", draw.PALETTE["dim"], "center")
        if self.app.unsaved:  # told once as a toast, and here for as long as it holds
            # in the left column, under ARCADE (which wobbles down to y 102): the list fills the right
            for i, part in enumerate(draw.even_wrap(tr(self.app.unsaved), 340, "s", most=3)[:3]):
                draw.text(canvas, part, (188, 106 + draw.line_h() * i), "s", draw.PALETTE["bad"], "midtop")
