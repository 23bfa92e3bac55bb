"""The list of recent games says each game's date and result in the language on screen when it is
read, not in the one spoken when the game ended; a game kept by an older copy (no winners kept)
still shows the words it was kept with. And the daily calendar's days, a date's other words,
are headed by the language's own letters."""

from __future__ import annotations

import gettext

import pytest

from game import i18n
from scenes.framework import language
from scenes.numbers.play import demo_session
from scenes.play.recent import remember, summary_words
from tools.harness.helpers import make_app


@pytest.fixture
def german():
    i18n.use(language.load("de")[0], "de")
    try:
        yield
    finally:
        i18n.use(gettext.NullTranslations(), "en")


def test_a_row_is_said_in_the_language_on_screen(german):
    game = {"date": "2026-12-03", "summary": "Gold won", "winners": ["Gold"], "session": {}}
    assert summary_words(game) == "3. Dez. 2026  Gold hat gewonnen"
    draw = {"date": "2026-12-03", "summary": "a draw", "winners": ["Gold", "Sky"], "session": {}}
    assert summary_words(draw) == "3. Dez. 2026  unentschieden"


def test_a_game_kept_before_the_winners_were_shows_its_words_and_a_strange_date_as_written(german):
    assert summary_words({"date": "2026-12-03", "summary": "Gold won", "session": {}}) == "3. Dez. 2026  Gold won"
    assert summary_words({"date": "0000-00-00", "summary": "a draw", "session": {}}) == "0000-00-00  a draw"


def test_the_winners_are_kept_with_the_english_words_for_an_older_copy(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        session = demo_session(1).to_json()  # a real game's envelope: the stats keep no other
        remember(app, "numbers", session, ["Gold"])
        remember(app, "numbers", session, ["Gold", "Sky"])
        newest, older = app.stats.get("numbers.recent")
        assert (newest["summary"], newest["winners"]) == ("a draw", ["Gold", "Sky"])
        assert (older["summary"], older["winners"]) == ("Gold won", ["Gold"])
    finally:
        app.close()


def test_the_daily_calendar_heads_its_columns_in_the_language_on_screen(german):
    from game.i18n import weekday_letters

    assert weekday_letters() == ("M", "D", "M", "D", "F", "S", "S")
    i18n.use(language.load("es")[0], "es")
    assert weekday_letters() == ("L", "M", "X", "J", "V", "S", "D")
