"""The daily challenge through the real app, on a fixed date: the documented
winnable deal, one attempt counted, streak, calendar, the result line and
the clipboard, a kept daily game, and the title's entry."""

import datetime as dt
import time

import pygame
import pytest

from game.blackbox.daily import BoxDay
from game.daily import DayResult, days_to_json, result_line, seed
from game.patience import random_deal, solve
from game.patience.daily import PatienceDay, winnable_daily_deal
from scenes.blackbox.play import BlackBoxPlay
from scenes.daily.screen import DailyScene
from scenes.framework.menu import Button
from scenes.patience.play import PatiencePlay
from scenes.play.daily_record import read_days
from tests.text_sizes import TEXT_SIZES
from tools.harness.helpers import press_key, settle
from tools.harness.tour import set_text_size

DAY = dt.date(2026, 12, 1)


def wait_for(app, predicate, seconds=60.0):
    end = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < end, "condition not met in time"
        app.step(1)
        time.sleep(0.002)


def open_daily(app, day=DAY):
    scene = DailyScene(app, today=lambda: day)
    app.stack.push(scene)
    settle(app)
    wait_for(app, lambda: "patience" in scene.puzzles)
    return scene


def start_daily(app, day=DAY):
    daily = open_daily(app, day)
    press_key(app, pygame.K_RETURN)  # Play today's patience
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay))
    settle(app)
    return daily, app.stack.top


def play_by_keys(app, scene, line):
    for pile in line:
        scene.cursor.focus_on(pile)
        press_key(app, pygame.K_RETURN)


def test_the_title_offers_the_daily_challenge(app):
    title = app.stack.top
    labels = [i.label for i in title.items if isinstance(i, Button)]
    for _ in range(labels.index("Daily challenge")):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.stack.top, DailyScene) and app.stack.top.day == dt.date.today()


def test_the_deal_of_a_fixed_date_is_the_documented_one_and_winnable(app):
    expected = winnable_daily_deal(DAY, lambda s: solve(*random_deal(s)) is not None)
    assert expected - seed(DAY, "patience") in range(200)
    daily, scene = start_daily(app)
    assert daily.puzzles["patience"][0] == expected
    assert scene.session.options == {"variant": "classic", "deal": None, "daily": "2026-12-01"}
    assert scene.session.seed == expected and scene.position == scene.session.opening
    assert solve(*scene.position.deal()) is not None
    assert "daily 2026-12-01" in scene.snapshot().header[0]


def test_one_attempt_counts_then_streak_calendar_and_result_line(app):
    before = {DAY - dt.timedelta(days=k): DayResult({"patience": PatienceDay(won=False, moves=9)}) for k in (1, 2, 5)}
    app.stats.set("daily", days_to_json(before))
    daily, scene = start_daily(app)
    line = daily.puzzles["patience"][1]
    play_by_keys(app, scene, line)
    wait_for(app, lambda: scene.in_result)
    assert read_days(app.stats)[DAY] == DayResult({"patience": PatienceDay(won=True, moves=51)})
    assert scene.snapshot().result.title == "YOU WON!"
    assert "streak 3" in scene.snapshot().result.line  # today, yesterday, the day before

    press_key(app, pygame.K_RETURN)  # play again: practice
    settle(app)
    again = app.stack.top
    assert isinstance(again, PatiencePlay) and again is not scene and again.session.options["daily"]
    play_by_keys(app, again, again.position.legal_actions()[:1])
    press_key(app, pygame.K_n, unicode="n")  # giving the practice up counts nothing
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay) and app.stack.top is not again)
    assert read_days(app.stats)[DAY] == DayResult({"patience": PatienceDay(won=True, moves=51)})
    assert "patience.classic" not in app.stats.data  # daily games stay out of the buckets

    app.stack.pop_to("title")
    settle(app)
    daily = open_daily(app)
    assert daily.status_lines()[0] == "Patience: won in 51 moves"
    assert daily.items[0].label == "Practise today's patience"
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # Copy result
    text = "Black Hole Arcade daily 2026-12-01 \u2014 patience won in 51 moves"
    assert result_line(DAY, read_days(app.stats)[DAY]) == text
    # the dummy video driver has no system clipboard: SDL's own copy is no one else's to paste
    assert daily.copied.startswith("Could not copy")


def test_without_a_clipboard_the_line_is_shown_and_said_not_copied(app, monkeypatch):
    daily = open_daily(app)

    def refuse(_text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    daily.copy_result()
    assert daily.copied.startswith("Could not copy")
    assert result_line(DAY, DayResult()).endswith("not played yet")


def test_leaving_the_daily_for_another_deal_counts_as_lost(app):
    _daily, scene = start_daily(app)
    play_by_keys(app, scene, scene.position.legal_actions()[:1])
    press_key(app, pygame.K_n, unicode="n")
    settle(app)
    assert app.stack.top.name == "confirm"  # it asks first (issue 25 item 3)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # the second answer: a new deal
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay) and app.stack.top is not scene)
    assert read_days(app.stats)[DAY] == DayResult({"patience": PatienceDay(won=False, moves=1)})


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_a_new_deal_from_the_daily_asks_before_it_spends_the_days_attempt(app, text_size):
    """Issue 25 item 3: N (shown in the keys line) at move 0 used to count the day as lost, unasked."""
    set_text_size(app, text_size)
    _daily, scene = start_daily(app)
    for ask in (lambda: press_key(app, pygame.K_n, unicode="n"), lambda: press_key(app, pygame.K_g, unicode="g")):
        ask()
        settle(app)
        if app.stack.top.name != "confirm":  # G asks for the number first
            press_key(app, pygame.K_RETURN)
            settle(app)
        question = app.stack.top
        assert question.name == "confirm" and "daily" in question.title.lower()
        assert app.stack.scenes[-2] is scene  # asked over the table it would end
        press_key(app, pygame.K_RETURN)  # the first answer, the safe one: keep playing
        settle(app)
        assert app.stack.top is scene and DAY not in read_days(app.stats)
        assert not scene.recorded and scene.session.position == 0
    press_key(app, pygame.K_n, unicode="n")
    settle(app)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # this time, yes
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay) and app.stack.top is not scene)
    assert read_days(app.stats)[DAY] == DayResult({"patience": PatienceDay(won=False, moves=0)})


def test_a_kept_daily_game_continues_from_the_daily_screen(app):
    _daily, scene = start_daily(app)
    play_by_keys(app, scene, scene.position.legal_actions()[:1])
    position = scene.position
    app.stack.pop_to("title")
    settle(app)
    daily = open_daily(app)
    assert daily.items[0].label == "Continue today's patience"
    assert daily.status_lines()[0] == "Patience: in progress (kept)"
    assert daily.status_lines()[2] == "Black Box: not played yet"
    press_key(app, pygame.K_RETURN)
    settle(app)
    resumed = app.stack.top
    assert isinstance(resumed, PatiencePlay) and resumed.position == position
    assert DAY not in read_days(app.stats)  # not over: nothing counted yet
    tomorrow = open_daily(app, DAY + dt.timedelta(days=1))  # another day: a new deal, not this one
    assert tomorrow.items[0].label == "Play today's patience"
    assert tomorrow.puzzles["patience"][0] != scene.session.seed


def test_abandoning_yesterdays_kept_daily_for_todays_counts_it_lost(app):
    yesterday = DAY - dt.timedelta(days=1)
    _daily, scene = start_daily(app, yesterday)
    play_by_keys(app, scene, scene.position.legal_actions()[:2])
    app.stack.pop_to("title")
    settle(app)
    open_daily(app)
    press_key(app, pygame.K_RETURN)  # play: a kept game of another day
    settle(app)
    assert app.scene_names()[-1] == "confirm" and app.stack.top.title.startswith("Abandon")
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # Abandon it, play the daily
    wait_for(app, lambda: isinstance(app.stack.top, PatiencePlay))
    assert app.stack.top.session.options["daily"] == "2026-12-01"
    assert read_days(app.stats)[yesterday].part("patience").won is False
    assert read_days(app.stats)[yesterday].part("patience").moves == len(scene.session.played)


def open_daily_box(app, day=DAY):
    daily = DailyScene(app, today=lambda: day)
    app.stack.push(daily)
    settle(app)
    wait_for(app, lambda: "blackbox" in daily.puzzles)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)  # Play today's Black Box
    wait_for(app, lambda: _is_daily_box(app.stack.top))
    settle(app)
    return daily, app.stack.top


def _is_daily_box(scene) -> bool:
    """A Black Box round that is the daily challenge (its DailyRound component)."""
    return isinstance(scene, BlackBoxPlay) and scene.daily is not None


@pytest.mark.slow  # waits in real time for the computer's own try at the box
def test_the_daily_black_box_is_the_days_box_and_counts_once_against_the_par(app):
    from game.blackbox.board import cells
    from game.blackbox.daily import DAILY_RADIUS, daily_blackbox, daily_box

    daily, box = open_daily_box(app)
    atoms, _fired, _announced, par = daily_blackbox(DAY)
    assert box.round.atoms == daily_box(DAY, list(cells(DAILY_RADIUS))) == atoms
    assert box.session.options == {"mode": "solo", "radius": 4, "n_atoms": 6, "level": 3}
    assert daily.puzzles["blackbox"][2] == par and box.par is not None
    from game.blackbox.board import ports as all_ports

    for port in all_ports(DAILY_RADIUS)[:2]:
        assert box.fire_port(port)
    assert box.announce(atoms)
    wait_for(app, lambda: box.in_result)
    penalty = box.match.rounds[0].penalty
    assert read_days(app.stats)[DAY] == DayResult({"blackbox": BoxDay(penalty=penalty, par=par)})
    assert "blackbox.results" not in app.stats.data  # daily rounds stay out of the bests
    assert result_line(DAY, read_days(app.stats)[DAY]).endswith(f"Black Box {penalty} (par {par})")

    press_key(app, pygame.K_RETURN)  # play again: the same box, practice
    wait_for(app, lambda: _is_daily_box(app.stack.top) and app.stack.top is not box)
    again = app.stack.top
    assert again.round.atoms == atoms
    assert again.announce(frozenset(list(atoms)[:5]) | {next(c for c in cells(4) if c not in atoms)})
    wait_for(app, lambda: again.in_result)
    assert read_days(app.stats)[DAY].part("blackbox").penalty == penalty  # one attempt counted


def test_a_kept_daily_black_box_continues_as_the_daily(app):
    from game.blackbox.board import ports as all_ports
    from scenes.blackbox import ENTRY

    _daily, box = open_daily_box(app)
    assert box.fire_port(all_ports(4)[0])
    shots = dict(box.round.shots)
    app.stack.pop_to("title")
    settle(app)
    kept = app.kept.load("blackbox")
    assert kept["daily"] == "2026-12-01"
    daily = open_daily(app)
    assert daily.items[1].label == "Continue today's Black Box"
    assert daily.status_lines()[2] == "Black Box: in progress (kept)"
    resumed = ENTRY.resume(app, kept)  # the title's Continue does this
    assert _is_daily_box(resumed) and resumed.daily.day == DAY and dict(resumed.round.shots) == shots


def test_the_daily_black_box_looks_like_the_daily_and_goes_back_to_it(app, monkeypatch):
    """Issue 20: "Daily" and its par while playing, practice not "Play again", back to the daily."""
    from game.blackbox.board import ports as all_ports
    from game.blackbox.daily import daily_blackbox

    daily, box = open_daily_box(app)
    par = daily_blackbox(DAY)[3]
    panel = box.snapshot().panel
    assert panel.head == "Daily 1 Dec 2026"
    assert ("Par", str(par)) in panel.rows
    assert box.fire_port(all_ports(4)[0])
    assert box.announce(box.round.atoms)
    wait_for(app, lambda: box.in_result)
    labels = [label for label, _, _ in box.result_choices()]
    assert labels == ["Practise the same box", "Daily challenge"]  # no "Play again", no setup to change
    press_key(app, pygame.K_TAB)  # X: there is no setup to change, nothing happens
    settle(app)
    assert app.stack.top is box
    press_key(app, pygame.K_ESCAPE)  # B: back to the daily screen, not the title
    settle(app)
    assert app.stack.top is daily
    app.step(2)
    drawn = []
    from scenes.framework import draw

    real = draw.text

    def recording(surface, text, *a, **k):
        drawn.append(text)
        return real(surface, text, *a, **k)

    monkeypatch.setattr(draw, "text", recording)
    daily.draw(app.display.canvas)
    assert "Streak: 1 day" in drawn and "1 day played" in drawn


def test_the_daily_screen_left_open_past_midnight_shows_the_new_day(app):
    """Issue 30 item 17: it kept yesterday's date, "Practise today's patience" and yesterday's result."""
    from scenes.patience.daily import record_patience

    record_patience(app.stats, DAY, won=True, moves=51, helped=False)
    today = [DAY]
    scene = DailyScene(app, today=lambda: today[0])
    app.stack.push(scene)
    settle(app)
    wait_for(app, lambda: "patience" in scene.puzzles)
    assert scene.items[0].label == "Practise today's patience"
    today[0] = DAY + dt.timedelta(days=1)  # midnight, the screen still open
    app.step(90)
    assert scene.day == DAY + dt.timedelta(days=1)
    assert scene.items[0].label != "Practise today's patience"
    assert not scene.status_lines()[0].startswith("Patience: won")
