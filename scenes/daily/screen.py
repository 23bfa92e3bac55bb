"""The daily challenge screen: each daily game's puzzle of the day (a row and two lines
of the panel each), the streak, a calendar of the last five weeks, and the day's
result line to copy.

The games with a daily declare it on their entry (scenes/play/daily_game.py);
this screen names none. Each game's puzzle is derived from the date (its
game/<key>/daily.py) and made in the worker when the screen opens; it is played
as an ordinary game of its own that carries the date, so it is kept like any
game (Continue works) and its end is written to the daily record
(scenes/play/daily_record.py): the first attempt that ends counts, later ones
are practice. ``today`` is a clock function, so tests can fix the date.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.daily import result_line
from game.daily_start import AttemptStart
from game.i18n import N_, date_words, tr, tr_n
from scenes.daily.guard import attempt_start, check_kept_daily, count_abandoned_daily, kept_daily_date
from scenes.framework import draw
from scenes.framework.clipboard import copy_text
from scenes.framework.clock import ClockWrong, checked_today
from scenes.framework.confirm import ConfirmScene
from scenes.framework.menu import Button, MenuScene, MenuStyle
from scenes.framework.worker import JobSlot
from scenes.play import entries
from scenes.play.daily_calendar import calendar_size, draw_calendar, draw_legend
from scenes.play.daily_game import DailyGame, dailies
from scenes.play.daily_record import RecordView

if TYPE_CHECKING:
    from scenes.framework.app import App

DEAL_DEADLINE_S = 120.0
INFO = pygame.Rect(22, 72, 340, 232)
RESULT_AT = (30, 308)  # the result line, the whole width under the panel and menu


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
        self.games: list[DailyGame] = dailies()  # a row each, in daily order
        self._kept_seen: tuple[int, dict[str, dict[str, Any] | None]] | None = None  # (generation, games)
        self.field = draw.Starfield(seed=41)
        self.clock = 0.0
        self.jobs = {daily.key: JobSlot(app.worker) for daily in self.games}
        self.puzzles: dict[str, Any] = {}  # each game's puzzle of the day, once the worker made it
        self.failed: dict[str, str] = {}  # why making a game's puzzle failed
        self.waiting = ""  # the game chosen before its puzzle was ready
        self.copied = ""  # what the last "Copy result" said
        self.record = RecordView(app.stats)  # read again only when the record changed, never per frame
        items = [
            Button(self._row_label(app, daily), partial(self.play, daily.key), help=daily.labels.help)
            for daily in self.games
        ] + [
            Button(N_("Copy result"), self.copy_result, help=N_("the result as one line of text")),
            Button(N_("Back"), lambda: app.stack.pop(), help=N_("to the title")),
        ]
        super().__init__(
            app,
            "",
            items,
            name="daily",
            # the right column, 392..628: rows as wide as it (longer languages), the help wrapped in it
            style=MenuStyle(
                width=236, row=22, gap=4, top=120, left=392, panel=False, help_pos=(510, 298), help_width=236
            ),
            background=self._background,
        )

    def row(self, key: str) -> int:
        """The menu row of a daily game."""
        return next(i for i, daily in enumerate(self.games) if daily.key == key)

    def _daily(self, key: str) -> DailyGame:
        return self.games[self.row(key)]

    # -- the day's puzzles in the worker ---------------------------------------------------
    def on_enter(self) -> None:
        self._new_day()
        day = self.day
        for daily in self.games:
            key, jobs = daily.key, self.jobs[daily.key]
            if key not in self.puzzles and not jobs.busy:
                jobs.submit(
                    key,
                    daily.make_puzzle,
                    day,
                    on_done=partial(self._found, key, day),
                    on_error=partial(self._failed, key),
                    deadline_s=DEAL_DEADLINE_S,
                )
        self._kept_seen = None  # read the saves again on entry
        self._relabel()

    def _relabel(self) -> None:
        for i, daily in enumerate(self.games):
            self.relabel(i, self._row_label(self.app, daily))

    def _new_day(self) -> bool:
        """Past midnight since the screen opened: the new day's puzzles, never the old day's
        (a job still working on the old day is cancelled). True when the day changed."""
        try:
            day = checked_today(self.today)
        except ClockWrong as exc:
            self.app.toast(str(exc))
            return False
        if day == self.day:
            return False
        for jobs in self.jobs.values():
            jobs.cancel()
        self.day = day
        self.puzzles, self.failed, self.waiting = {}, {}, ""
        self._kept_seen = None
        return True

    def _found(self, key: str, day: dt.date, found: Any) -> None:
        if day != self.day:  # the old day's, finished after midnight
            return
        self.puzzles[key] = self._daily(key).ready(found)
        if self.waiting == key:
            self.waiting = ""
            self._start(key)

    def _failed(self, key: str, message: str) -> None:
        self.waiting = ""
        self.failed[key] = _last_line(message)
        self.relabel(self.row(key), self._row_label(self.app, self._daily(key)))

    def update(self, dt_s: float) -> None:
        super().update(dt_s)
        self.clock += dt_s
        if int(self.clock) != int(self.clock - dt_s) and self._new_day():  # once a second: midnight passed
            self.on_enter()  # the new day's puzzles, labels and result
        for jobs in self.jobs.values():
            jobs.poll()

    # -- choices ---------------------------------------------------------------------------
    def _kept_daily(self, app: App, game: str) -> dict[str, Any] | None:
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

    def _row_label(self, app: App, daily: DailyGame) -> str:
        if self._kept_daily(app, daily.key) is not None:
            return daily.labels.resume
        if self.record.result(self.day).part(daily.key) is not None:
            return daily.labels.practise
        if self.failed.get(daily.key):
            return daily.labels.retry
        return daily.labels.play

    def play(self, game: str) -> None:
        """The row of ``game``: continue its kept daily, ask before replacing another kept game,
        or start the day's puzzle (made again first after midnight or a failure)."""
        if self._new_day() or self.failed.get(game):  # after midnight, or "Try again" after the worker failed
            self.failed.pop(game, None)
            self.on_enter()
        entry = entries.entry(game)
        kept = self._kept_daily(self.app, game)
        if kept is not None:
            self.app.stack.push(entry.resume(self.app, kept), "fade")
        elif game in self.app.kept.keys():
            self.app.stack.push(
                ConfirmScene(
                    self.app,
                    tr("Abandon the kept {game} game?").format(game=tr(entry.name)),
                    [(N_("Cancel"), lambda: None), (N_("Abandon it, play the daily"), lambda: self._abandon(game))],
                )
            )
        else:
            self._start(game)

    def _abandon(self, game: str) -> None:
        """Abandoning a kept daily game of another date ends it: it counts for its date as it stands."""
        count_abandoned_daily(self.app, game)
        self.app.forget_game(game)
        self._start(game)

    def _start(self, game: str) -> None:
        if game not in self.puzzles:
            self.waiting = "" if self.failed.get(game) else game
            return
        scene = self._daily(game).start(self.app, self.day, self.puzzles[game], self._start_now())
        self.app.stack.push(scene, "fade")

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
        """What the info panel says, two lines a daily game: its result, then its puzzle (tests read it too)."""
        r = self.record.result(self.day)
        lines = []
        for daily in self.games:
            part = r.part(daily.key)
            kept = part is None and self._kept_daily(self.app, daily.key) is not None
            lines.append(daily.status(part, kept))
            lines.append(daily.puzzle_status(self.puzzles.get(daily.key), self.failed.get(daily.key, ""), self.clock))
        return lines

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
        below = self._draw_status(canvas, x, y) + 2
        days = self.record.days()
        streak = self.record.streak(self.day)
        run = tr_n("Streak: {n} day", "Streak: {n} days", streak).format(n=streak)
        draw.text(canvas, run, (x, below), "m", draw.PALETTE["accent"])
        played = tr_n("{n} day played", "{n} days played", len(days)).format(n=len(days))
        draw.text(canvas, played, (x + 170, below), "m", draw.PALETTE["dim"])
        draw_calendar(canvas, (x, below + 24), days, self.day)
        draw_legend(canvas, (x + calendar_size()[0] + 20, below + 36))
        self._draw_result_line(canvas, RESULT_AT)

    def _draw_status(self, canvas: pygame.Surface, x: int, y: int) -> int:
        """Each daily game's two lines, its result (large) and its puzzle (small), 42 px a game;
        a line too wide for the panel (a longer language) steps down a size or wraps, and the
        games below move down for it. Returns the y under the last game."""
        width = INFO.right - 12 - x
        lines = self.status_lines()
        for head, puzzle in zip(lines[::2], lines[1::2], strict=True):
            draw.text(canvas, head, (x, y), draw.size_to_fit(head, width), draw.PALETTE["ink"])
            rows = draw.even_wrap(puzzle, width, "s")
            py = y + 21
            for row, below in zip(rows, [*rows[1:], ""], strict=True):
                draw.text(canvas, row, (x, py), "s", draw.PALETTE["dim"])
                py += draw.line_pitch(row, below)
            y = max(y + 42, py + 6)
        return y

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
            "puzzles": sorted(self.puzzles),
            "status": self.status_lines(),
        }


def _last_line(message: str) -> str:
    return message.strip().splitlines()[-1] if message.strip() else "unknown error"
