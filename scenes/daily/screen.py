"""The daily challenge screen: today's patience deal and today's Black Box,
the streak, a calendar of the last five weeks, and the day's result line to
copy.

Today's deal is the one game/daily.py derives from the date (the worker finds
the first winnable seed, see its docstring). It is played as an ordinary
patience game whose session options carry the date, so it is kept like any
game (Continue works) and its end is written to the daily record
(scenes/play/daily_record.py): the first attempt that ends counts, later ones are
practice. The Black Box round works the same way (scenes/blackbox/daily.py):
the box and the computer's par are computed in the worker when the screen
opens. ``today`` is a clock function, so tests can fix the date.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.daily import daily_blackbox, daily_patience, result_line
from game.daily_start import AttemptStart
from game.i18n import N_, date_words, tr, tr_n
from scenes.blackbox.play import start_daily
from scenes.daily.guard import attempt_start, check_kept_daily, count_abandoned_daily, kept_daily_date
from scenes.framework import draw
from scenes.framework.clipboard import copy_text
from scenes.framework.clock import ClockWrong, checked_today
from scenes.framework.confirm import ConfirmScene
from scenes.framework.menu import Button, MenuScene, MenuStyle
from scenes.framework.worker import JobSlot
from scenes.patience.daily import daily_session
from scenes.patience.play import PatiencePlay
from scenes.play import entries
from scenes.play.daily_calendar import calendar_size, draw_calendar, draw_legend
from scenes.play.daily_record import RecordView

if TYPE_CHECKING:
    from scenes.framework.app import App

DEAL_DEADLINE_S = 120.0
PLAY_ROW, BOX_ROW = 0, 1
INFO = pygame.Rect(22, 72, 340, 232)
RESULT_AT = (30, 308)  # the result line, the whole width under the panel and menu
GAMES = {"patience": "Black Hole Patience", "blackbox": "Hex Black Box"}


class DailyScene(MenuScene):
    name = "daily"

    def __init__(
        self,
        app: App,
        today: Callable[[], dt.date] = dt.date.today,
        began: Callable[[], AttemptStart | None] = attempt_start,
    ) -> None:
        self.today = today
        self.began = began  # the instant and zone a daily attempt begins in (kept with the game)
        self.day = checked_today(today)  # ClockWrong: the title says so and opens nothing
        self._kept_seen: tuple[int, dict[str, dict[str, Any] | None]] | None = None  # (generation, games)
        self.field = draw.Starfield(seed=41)
        self.clock = 0.0
        self.jobs = JobSlot(app.worker)
        self.box_jobs = JobSlot(app.worker)
        self.deal: tuple[int, list[int]] | None = None  # the day's seed and a winning line
        self.box: tuple[frozenset, tuple[list, frozenset], int] | None = None  # atoms, par try, par
        self.deal_failed = self.box_failed = ""
        self.waiting = ""  # the game chosen before its puzzle was ready
        self.copied = ""  # what the last "Copy result" said
        self.record = RecordView(app.stats)  # read again only when the record changed, never per frame
        items = [
            Button(self._play_label(app), self.play, help=N_("one attempt counts a day")),
            Button(self._box_label(app), self.play_box, help=N_("radius 4, 6 atoms; beat the par")),
            Button(N_("Copy result"), self.copy_result, help=N_("the result as one line of text")),
            Button(N_("Back"), lambda: app.stack.pop(), help=N_("to the title")),
        ]
        super().__init__(
            app,
            "",
            items,
            name="daily",
            style=MenuStyle(width=220, row=22, gap=4, top=120, left=392, panel=False, help_pos=(502, 260)),
            background=self._background,
        )

    # -- the day's deal in the worker ------------------------------------------------------
    def on_enter(self) -> None:
        self._new_day()
        day = self.day
        if self.deal is None and not self.jobs.busy:
            self.jobs.submit(
                "daily",
                daily_patience,
                day,
                on_done=lambda found: self._found(found) if day == self.day else None,
                on_error=self._failed,
                deadline_s=DEAL_DEADLINE_S,
            )
        if self.box is None and not self.box_jobs.busy:
            self.box_jobs.submit(
                "box",
                daily_blackbox,
                day,
                on_done=lambda found: self._found_box(found) if day == self.day else None,
                on_error=self._failed_box,
                deadline_s=DEAL_DEADLINE_S,
            )
        self._kept_seen = None  # read the saves again on entry
        self._relabel()

    def _relabel(self) -> None:
        self.relabel(PLAY_ROW, self._play_label(self.app))
        self.relabel(BOX_ROW, self._box_label(self.app))

    def _new_day(self) -> bool:
        """Past midnight since the screen opened: the new day's deal and box, never the old day's
        (a job still searching for the old day is cancelled). True when the day changed."""
        try:
            day = checked_today(self.today)
        except ClockWrong as exc:
            self.app.toast(str(exc))
            return False
        if day == self.day:
            return False
        self.jobs.cancel()
        self.box_jobs.cancel()
        self.day, self.deal, self.box = day, None, None
        self.deal_failed = self.box_failed = self.waiting = ""
        self._kept_seen = None
        return True

    def _found(self, found: tuple[int, list[int]]) -> None:
        self.deal = (found[0], list(found[1]))
        if self.waiting == "patience":
            self.waiting = ""
            self._start()

    def _found_box(self, found: tuple[frozenset, list, frozenset, int]) -> None:
        atoms, fired, announced, par = found
        self.box = (frozenset(atoms), (list(fired), frozenset(announced)), par)
        if self.waiting == "blackbox":
            self.waiting = ""
            self._start_box()

    def _failed(self, message: str) -> None:
        self.waiting = ""
        self.deal_failed = _last_line(message)
        self.relabel(PLAY_ROW, self._play_label(self.app))

    def _failed_box(self, message: str) -> None:
        self.waiting = ""
        self.box_failed = _last_line(message)
        self.relabel(BOX_ROW, self._box_label(self.app))

    def update(self, dt_s: float) -> None:
        super().update(dt_s)
        self.clock += dt_s
        if int(self.clock) != int(self.clock - dt_s) and self._new_day():  # once a second: midnight passed
            self.on_enter()  # the new day's deal, box, labels and result
        self.jobs.poll()
        self.box_jobs.poll()

    # -- choices ---------------------------------------------------------------------------
    def _kept_daily(self, app: App, game: str = "patience") -> dict[str, Any] | None:
        """The kept game of ``game`` if it is this day's daily, else None.

        The saves are read on entry and again only when a save changed (the kept
        games' generation moved), never per frame: the panel asks every frame.
        """
        seen = self._kept_seen
        if seen is None or seen[0] != app.kept.generation:
            seen = self._kept_seen = (app.kept.generation, {})
        games = seen[1]
        if game not in games:
            games[game] = self._read_kept_daily(app, game)
        return games[game]

    def _read_kept_daily(self, app: App, game: str) -> dict[str, Any] | None:
        data = app.kept.load(game) if game in app.kept.keys() else None
        if not isinstance(data, dict):
            return None
        try:
            day = kept_daily_date(game, data)
            if day != self.day:
                return None
            return check_kept_daily(game, data, today=self.day)
        except Exception as exc:  # an edited or damaged daily: set aside, never played or counted
            app.kept.set_aside(game, tr("does not match its date ({reason})").format(reason=exc))
            for notice in app.kept.take_notices():
                app.toast(notice)
            return None

    def _box_label(self, app: App) -> str:
        if self._kept_daily(app, "blackbox") is not None:
            return N_("Continue today's Black Box")
        if self.record.result(self.day).blackbox_penalty is not None:
            return N_("Practise today's Black Box")
        if self.box_failed:
            return N_("Try again: today's Black Box")
        return N_("Play today's Black Box")

    def _play_label(self, app: App) -> str:
        if self._kept_daily(app) is not None:
            return N_("Continue today's patience")
        if self.record.result(self.day).patience_won is not None:
            return N_("Practise today's patience")
        if self.deal_failed:
            return N_("Try again: today's patience")
        return N_("Play today's patience")

    def play(self) -> None:
        if self._new_day() or self.deal_failed:  # after midnight, or "Try again" after the worker failed
            self.deal_failed = ""
            self.on_enter()
        self._open("patience", self._abandon_and_start)

    def play_box(self) -> None:
        if self._new_day() or self.box_failed:
            self.box_failed = ""
            self.on_enter()

        def abandon() -> None:
            count_abandoned_daily(self.app, "blackbox")  # a kept daily counts for its date, as it stands
            self.app.forget_game("blackbox")
            self._start_box()

        self._open("blackbox", abandon)

    def _open(self, game: str, abandon_and_start: Callable[[], None]) -> None:
        """Continue the kept daily game, ask before replacing another kept game, or start the day's."""
        entry = next(e for e in entries.games() if e.key == game)
        kept = self._kept_daily(self.app, game)
        if kept is not None:
            self.app.stack.push(entry.resume(self.app, kept), "fade")
        elif game in self.app.kept.keys():
            self.app.stack.push(
                ConfirmScene(
                    self.app,
                    tr("Abandon the kept {game} game?").format(game=tr(GAMES[game])),
                    [(N_("Cancel"), lambda: None), (N_("Abandon it, play the daily"), abandon_and_start)],
                )
            )
        elif game == "patience":
            self._start()
        else:
            self._start_box()

    def _abandon_and_start(self) -> None:
        """Abandoning a kept daily game of another date ends it: it counts as lost for its date."""
        count_abandoned_daily(self.app, "patience")
        self.app.forget_game("patience")
        self._start()

    def _start(self) -> None:
        if self.deal is None:
            self.waiting = "" if self.deal_failed else "patience"
            return

        seed, line = self.deal
        self.app.stack.push(PatiencePlay(self.app, daily_session(self.day, seed, self._start_now()), line=line), "fade")

    def _start_box(self) -> None:
        if self.box is None:
            self.waiting = "" if self.box_failed else "blackbox"
            return

        atoms, par, _ = self.box
        self.app.stack.push(start_daily(self.app, self.day, atoms, par, self._start_now()), "fade")

    def _start_now(self) -> AttemptStart | None:
        """When and where the day's attempt begins; None (the guard then allows a day's slack)
        when that instant is not of the screen's day (midnight passed a moment ago)."""
        start = self.began()
        try:
            return start if start is not None and start.own_date() == self.day else None
        except ValueError:
            return None

    def copy_result(self) -> None:
        line = result_line(self.day, self.record.result(self.day))
        if copy_text(line):
            self.copied = N_("Copied to the clipboard:")
            self.app.sound.play("confirm")
        else:
            self.copied = N_("Could not copy (no clipboard took it); copy the line by hand:")
            self.app.sound.play("error")

    # -- drawing ---------------------------------------------------------------------------
    def status_lines(self) -> list[str]:
        """What the info panel says about today's patience (tests read it too)."""
        r = self.record.result(self.day)
        if r.patience_won is not None:
            if r.patience_helped:
                first = tr("Patience: solved with help in {moves} moves").format(moves=r.patience_moves)
            else:
                first = (
                    tr("Patience: won in {moves} moves").format(moves=r.patience_moves)
                    if r.patience_won
                    else tr("Patience: lost after {moves} moves").format(moves=r.patience_moves)
                )
        elif self._kept_daily(self.app) is not None:
            first = tr("Patience: in progress (kept)")
        else:
            first = tr("Patience: not played yet")
        if self.deal_failed:
            second = tr("Could not find today's deal: {reason}").format(reason=self.deal_failed)
        elif self.deal is None:
            second = tr("shuffling today's deal") + "." * (1 + int(self.clock * 3) % 3)
        else:
            second = tr("Today's deal is winnable: the computer found a way.")
        return [first, second, *self.box_lines()]

    def box_lines(self) -> list[str]:
        """What the info panel says about today's Black Box."""
        r = self.record.result(self.day)
        if r.blackbox_penalty is not None:
            if r.blackbox_par is not None:
                first = tr("Black Box: {penalty} (par {par})").format(penalty=r.blackbox_penalty, par=r.blackbox_par)
            else:
                first = tr("Black Box: {penalty}").format(penalty=r.blackbox_penalty)
        elif self._kept_daily(self.app, "blackbox") is not None:
            first = tr("Black Box: in progress (kept)")
        else:
            first = tr("Black Box: not played yet")
        if self.box_failed:
            second = tr("Could not make today's box: {reason}").format(reason=self.box_failed)
        elif self.box is None:
            second = tr("the computer tries today's box") + "." * (1 + int(self.clock * 3) % 3)
        else:
            second = tr("Par {par}: the computer's penalty. Lower wins.").format(par=self.box[2])
        return [first, second]

    def _background(self, canvas: pygame.Surface) -> None:
        self.field.draw(canvas, self.clock)
        draw.text(canvas, tr("DAILY CHALLENGE"), (320, 8), "l", draw.PALETTE["gold"], "midtop")
        draw.text(
            canvas,
            date_words(self.day),
            (320, 48),
            "m",
            draw.PALETTE["violet"],
            "midtop",
        )
        draw.panel(canvas, INFO)
        x, y = INFO.left + 12, INFO.top + 10
        for i, line in enumerate(self.status_lines()):
            draw.text(
                canvas,
                line,
                (x, y + 42 * (i // 2) + 21 * (i % 2)),
                "m" if i % 2 == 0 else "s",
                draw.PALETTE["ink"] if i % 2 == 0 else draw.PALETTE["dim"],
            )
        days = self.record.days()
        streak = self.record.streak(self.day)
        run = tr_n("Streak: {n} day", "Streak: {n} days", streak).format(n=streak)
        draw.text(canvas, run, (x, y + 86), "m", draw.PALETTE["accent"])
        played = tr_n("{n} day played", "{n} days played", len(days)).format(n=len(days))
        draw.text(canvas, played, (x + 170, y + 86), "m", draw.PALETTE["dim"])
        draw_calendar(canvas, (x, y + 110), days, self.day)
        draw_legend(canvas, (x + calendar_size()[0] + 20, y + 122))
        self._draw_result_line(canvas, RESULT_AT)

    def _draw_result_line(self, canvas: pygame.Surface, pos: tuple[int, int]) -> None:
        line = result_line(self.day, self.record.result(self.day))
        words = tr(self.copied or N_("Your result line (Copy result):"))
        good = self.copied.startswith("Copied")  # the English message: what happened, in any language
        draw.text(canvas, words, pos, "s", draw.PALETTE["good"] if good else draw.PALETTE["dim"])
        for i, part in enumerate(draw.wrap(line, 640 - 2 * pos[0], "m")[:2]):
            draw.text(canvas, part, (pos[0], pos[1] + 14 + 16 * i), "m", draw.PALETTE["ink"])

    def game_state(self) -> dict[str, Any]:
        """For tests and tools: the day, its deal seed and what the panel says."""
        return {
            "scene": self.name,
            "day": self.day.isoformat(),
            "deal": self.deal and self.deal[0],
            "par": self.box and self.box[2],
            "status": self.status_lines(),
        }


def _last_line(message: str) -> str:
    return message.strip().splitlines()[-1] if message.strip() else "unknown error"
