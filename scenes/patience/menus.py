"""The patience screens over the table: the in-game menu (M / Back button / Select), the
setup menu the result screen's "Change setup" opens (variant and deal), the deal
number entry and the statistics.

They take the actions as callbacks, never the play scene. A help line sits
inside a menu's panel, so it never prints over the cards.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import scenes.patience.stats as stats
from game.daily import streak
from game.i18n import N_, tr, tr_n
from game.patience.daily import KEY
from scenes.framework import draw
from scenes.framework.clock import ClockWrong, checked_today
from scenes.framework.input import Action, Kind
from scenes.framework.menu import Button, Choice, Item, MenuScene, MenuStyle, Spacer
from scenes.framework.scene import Scene
from scenes.patience.config import VARIANT_TITLES
from scenes.play.daily_calendar import calendar_size, draw_calendar, draw_legend
from scenes.play.daily_record import read_days

if TYPE_CHECKING:
    from scenes.framework.app import App

DIGITS = 7
ASCII_DIGITS = "0123456789"  # str.isdigit() also takes "²" and friends, which int() refuses


def is_digit(text: str) -> bool:
    """True for one typed ASCII digit 0-9 (what a deal number is made of)."""
    return len(text) == 1 and text in ASCII_DIGITS


class DealNumberScene(Scene):
    """Pick a PySolFC deal number: type digits, or walk the digits with the pad
    (left/right chooses a digit, up/down changes it), confirm to deal."""

    name = "patience_deal_number"
    opaque = False

    def __init__(self, app: App, on_done: Callable[[int], None], start: int = 1) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.digits = [int(c) for c in str(max(0, start)).zfill(DIGITS)[-DIGITS:]]
        self.index = DIGITS - 1
        self.fresh = True  # the first typed digit replaces the shown number
        self.panel = pygame.Rect(0, 0, 300, 150)
        self.panel.center = (320, 180)
        self.ok_rect = pygame.Rect(self.panel.centerx - 100, self.panel.bottom - 32, 90, 22)
        self.cancel_rect = pygame.Rect(self.panel.centerx + 10, self.panel.bottom - 32, 90, 22)

    @property
    def value(self) -> int:
        return int("".join(map(str, self.digits)))

    def digit_rect(self, i: int) -> pygame.Rect:
        w = 26
        x0 = self.panel.centerx - (DIGITS * w) // 2
        return pygame.Rect(x0 + i * w, self.panel.top + 52, w - 4, 34)

    def type_digit(self, d: int) -> None:
        if self.fresh:
            self.digits = [0] * DIGITS
            self.fresh = False
        self.digits = self.digits[1:] + [d]
        self.index = DIGITS - 1
        self.app.sound.play("move")

    def erase(self) -> None:
        self.fresh = False
        self.digits = [0] + self.digits[:-1]
        self.app.sound.play("back")

    def confirm(self) -> None:
        if self.value < 1:
            self.app.sound.play("error")
            self.app.toast(tr("Deal numbers start at 1."))
            return
        self.app.sound.play("confirm")
        self.app.stack.pop()
        self.on_done(self.value)

    def handle(self, action: Action) -> bool:
        k = action.kind
        if k == Kind.KEY and is_digit(action.text):
            self.type_digit(int(action.text))
        elif k == Kind.BACK and action.key == pygame.K_BACKSPACE:
            self.erase()
        elif k in (Kind.BACK, Kind.RCLICK, Kind.PAUSE):
            self.app.sound.play("back")
            self.app.stack.pop()
        elif k == Kind.CONFIRM:
            self.confirm()
        elif k in (Kind.LEFT, Kind.RIGHT):
            self.index = (self.index + (1 if k == Kind.RIGHT else -1)) % DIGITS
            self.app.sound.play("move")
        elif k in (Kind.UP, Kind.DOWN) or k == Kind.WHEEL:
            step = 1 if k == Kind.UP or (k == Kind.WHEEL and action.amount > 0) else -1
            self.digits[self.index] = (self.digits[self.index] + step) % 10
            self.fresh = False
            self.app.sound.play("move")
        elif k == Kind.CLICK and action.pos is not None:
            if self.ok_rect.collidepoint(action.pos):
                self.confirm()
            elif self.cancel_rect.collidepoint(action.pos):
                self.app.stack.pop()
            else:
                for i in range(DIGITS):
                    if self.digit_rect(i).collidepoint(action.pos):
                        self.index = i
        return True  # modal

    def draw(self, canvas: pygame.Surface) -> None:
        dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        dim.fill((4, 4, 16, 170))
        canvas.blit(dim, (0, 0))
        draw.panel(canvas, self.panel)
        p = self.panel
        draw.text(canvas, tr("Deal number"), (p.centerx, p.top + 8), "m", draw.PALETTE["gold"], "midtop")
        draw.text(
            canvas,
            tr("type digits, or up/down and left/right"),
            (p.centerx, p.top + 30),
            "s",
            draw.PALETTE["dim"],
            "midtop",
        )
        lead = True
        for i, d in enumerate(self.digits):
            r = self.digit_rect(i)
            lead = lead and d == 0 and i < DIGITS - 1
            pygame.draw.rect(canvas, draw.PALETTE["bg2"], r)
            pygame.draw.rect(canvas, draw.PALETTE["faint"], r, 1)
            colour = draw.PALETTE["faint"] if lead else draw.PALETTE["ink"]
            draw.text(canvas, str(d), r.center, "l", colour, "center")
        draw.cursor(canvas, self.digit_rect(self.index), self.app.time)
        # TRANSLATORS: the deal number entry's buttons: deal the cards of the typed number, or not
        for rect, label in ((self.ok_rect, tr("Deal")), (self.cancel_rect, tr("Cancel"))):
            draw.panel(canvas, rect, fill=draw.PALETTE["bg2"])
            draw.text(canvas, label, rect.center, "m", draw.PALETTE["accent"], "center")


class StatsScene(Scene):
    """Played / won / helped / streaks per variant, winnable-only deals and all
    deals apart, then the daily challenge's streak and calendar, on an opaque
    card; any button closes it. ``today`` is a clock (tests fix the date)."""

    name = "patience_stats"
    opaque = True

    # TRANSLATORS: the statistics table's column heads (short: about 7 letters)
    COLUMNS = (N_("played"), N_("won"), N_("helped"), N_("streak"), N_("best"), N_("won %"))
    BUCKETS = (
        ("classic", True, N_("winnable only")),
        ("classic", False, N_("all deals")),
        ("all_in_a_row", True, N_("winnable only")),
        ("all_in_a_row", False, N_("all deals")),
    )

    def __init__(self, app: App, today: Callable[[], dt.date] = dt.date.today) -> None:
        super().__init__(app)
        self.today = today
        self.panel = pygame.Rect(0, 0, 560, 318)
        self.panel.center = (320, 180)

    def handle(self, action: Action) -> bool:
        if action.kind in (Kind.CONFIRM, Kind.BACK, Kind.CLICK, Kind.RCLICK, Kind.PAUSE, Kind.ALT):
            self.app.sound.play("back")
            self.app.stack.pop()
        return True

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(draw.PALETTE["bg"])
        draw.panel(canvas, self.panel)
        p = self.panel
        draw.text(canvas, tr("Statistics"), (p.centerx, p.top + 8), "m", draw.PALETTE["gold"], "midtop")
        self._draw_table(canvas, p.top + 36)
        self._draw_daily(canvas, p.top + 168)
        draw.text(canvas, tr("press any button"), (p.centerx, p.bottom - 18), "s", draw.PALETTE["faint"], "midtop")

    def _draw_table(self, canvas: pygame.Surface, top: int) -> None:
        p = self.panel
        widest = max(draw.text_size(tr(t))[0] for t in VARIANT_TITLES.values())
        kinds = max(draw.text_size(tr(kind), "s")[0] for _, _, kind in self.BUCKETS)
        name_w = widest + 8 + kinds
        x0, x1 = p.left + 16 + name_w + 24, p.right - 30
        cols = [x0 + (x1 - x0) * k // (len(self.COLUMNS) - 1) for k in range(len(self.COLUMNS))]
        for x, head in zip(cols, self.COLUMNS, strict=True):
            draw.text(canvas, tr(head), (x, top), "s", draw.PALETTE["dim"], "midtop")
        y = top + 18
        for variant, winnable, kind in self.BUCKETS:
            rec = stats.read(self.app.stats, variant, winnable)
            if winnable:
                draw.text(canvas, tr(VARIANT_TITLES[variant]), (p.left + 16, y), "m", draw.PALETTE["ink"])
            kind_x = p.left + 16 + widest + 8
            draw.text(canvas, tr(kind), (kind_x, y + 4), "s", draw.PALETTE["dim"])
            share = f"{100 * rec['won'] / rec['played']:.0f}%" if rec["played"] else "-"
            values = [str(rec[f]) for f in ("played", "won", "helped", "streak", "best")] + [share]
            for x, value in zip(cols, values, strict=True):
                draw.text(canvas, value, (x, y), "m", draw.PALETTE["accent"], "midtop")
            y += 24 if not winnable else 20

    def _draw_daily(self, canvas: pygame.Surface, top: int) -> None:
        p = self.panel
        days = read_days(self.app.stats)
        pygame.draw.line(canvas, draw.PALETTE["faint"], (p.left + 12, top - 8), (p.right - 12, top - 8))
        draw.text(canvas, tr("Daily challenge"), (p.left + 16, top), "m", draw.PALETTE["gold"])
        try:
            today = checked_today(self.today)
        except ClockWrong as exc:  # no streak or calendar on a wrong clock, never a crash
            for i, part in enumerate(draw.even_wrap(str(exc), p.w - 32, "s", most=3)[:3]):
                draw.text(canvas, part, (p.left + 16, top + 24 + 14 * i), "s", draw.PALETTE["bad"])
            return
        parts = [p for p in (r.part(KEY) for r in days.values()) if p is not None]
        won = sum(1 for p in parts if p.won and not p.helped)
        run = streak(days, today)
        lines = (
            tr_n("streak {n} day", "streak {n} days", run).format(n=run),
            tr_n("{n} day played", "{n} days played", len(days)).format(n=len(days)),
            tr("patience won {won} of {played}").format(won=won, played=len(parts)),
        )
        for i, line in enumerate(lines):
            draw.text(canvas, line, (p.left + 16, top + 24 + 18 * i), "m", draw.PALETTE["accent"])
        cal_x = p.centerx - calendar_size()[0] // 2 + 40
        draw_calendar(canvas, (cal_x, top), days, today)
        draw_legend(canvas, (cal_x + calendar_size()[0] + 24, top + 12))


Callback = Callable[[], None]
HELP_ROOM = 14


@dataclass(frozen=True)
class DealChoices:
    """What choosing a deal needs: the variant in force and how to start a deal."""

    variant: str
    set_variant: Callable[[str], None]
    new_random: Callback
    deal_number: Callback
    winnable: bool = True
    set_winnable: Callable[[bool], None] = lambda _on: None


def _variant_choice(deals: DealChoices) -> Choice:
    variants = list(VARIANT_TITLES)
    return Choice(
        N_("Variant"),
        [VARIANT_TITLES[v] for v in variants],
        variants.index(deals.variant),
        on_change=lambda i: deals.set_variant(variants[i]),
        help=N_("used from the next deal on"),
    )


def _winnable_choice(deals: DealChoices) -> Choice:
    return Choice(
        N_("Deals"),
        [N_("winnable only"), N_("any deal")],
        0 if deals.winnable else 1,
        on_change=lambda i: deals.set_winnable(i == 0),
        help=N_("only winnable random deals"),
    )


def _menu(app: App, title: str, items: list[Item], name: str, width: int) -> MenuScene:
    menu = MenuScene(
        app, title, [*items, Spacer(HELP_ROOM)], name=name, opaque=False, style=MenuStyle(width=width, row=21, gap=3)
    )
    menu.style.help_pos = (menu.panel_rect.centerx, menu.panel_rect.bottom - 6)
    return menu


def game_menu(
    app: App,
    deals: DealChoices,
    *,
    hint: Callback,
    solve: Callback,
    restart: Callback,
    statistics: Callback,
    rules: Callback,
    lessons: Callback,
) -> MenuScene:
    """The menu during play; every choice closes it before acting."""

    def then(fn: Callback) -> Callback:
        def act() -> None:
            app.stack.pop()
            fn()

        return act

    items: list[Item] = [
        Button(N_("Hint"), then(hint), help=N_("a move on a winning line (H / Y)")),
        Button(N_("Solve from here"), then(solve), help=N_("watch the computer finish (C)")),
        Button(N_("Restart deal"), then(restart), help=N_("back to the deal; redo keeps your moves")),
        Button(N_("New random deal"), then(deals.new_random), help=N_("a fresh shuffle (N)")),
        Button(N_("Deal number..."), then(deals.deal_number), help=N_("PySolFC's deal N (G or 0-9)")),
        _variant_choice(deals),
        _winnable_choice(deals),
        Button(N_("Statistics"), statistics),
        Button(N_("Rules"), rules),
        Button(N_("How to play"), lessons, help=N_("three short lessons")),
        Button(N_("Back to the game"), lambda: app.stack.pop()),
    ]
    return _menu(app, N_("Patience"), items, "patience_menu", 280)


def setup_menu(app: App, deals: DealChoices) -> MenuScene:
    """Change setup from the result screen: the variant, then a random or a numbered deal."""
    items: list[Item] = [
        _variant_choice(deals),
        _winnable_choice(deals),
        Button(N_("New random deal"), deals.new_random, help=N_("a fresh shuffle")),
        Button(N_("Deal number..."), deals.deal_number, help=N_("PySolFC's deal N")),
        Button(N_("Back"), lambda: app.stack.pop()),
    ]
    return _menu(app, N_("Next deal"), items, "patience_setup", 280)
