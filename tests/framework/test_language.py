"""The language: chosen (setting, system, --lang), loaded safely, switched at once on every screen."""

from __future__ import annotations

import gettext
import io

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po

from game import i18n
from game.i18n import Checked, Pseudo, fits, looks_pseudo, placeholders, pseudo, tr, tr_n
from scenes.framework import language
from scenes.framework.app import parse_args
from tools.harness.helpers import make_app, settle


def write_catalogue(folder, code, entries, plural=None):
    """A .po of ``entries`` (msgid -> msgstr, or (singular, plural) -> [forms])."""
    catalog = Catalog(locale=code)
    for msgid, msgstr in entries.items():
        catalog.add(msgid, msgstr)
    out = io.BytesIO()
    write_po(out, catalog)
    (folder / f"{code}.po").write_bytes(out.getvalue())
    return folder / f"{code}.po"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use(gettext.NullTranslations())


def test_placeholders_are_the_names_format_fills():
    assert placeholders("{seat}'s turn, {n} left") == {"seat", "n"}
    assert placeholders("{{literal}} braces") == frozenset()
    assert fits("{seat}'s turn", "Au tour de {seat}")
    assert not fits("{seat}'s turn", "Au tour de {siège}") and not fits("{seat}'s turn", "")
    assert not fits("{seat}'s turn", "Au tour de {seat")  # no valid format string at all


def test_a_translation_with_a_misspelt_placeholder_shows_the_english(tmp_path):
    write_catalogue(tmp_path, "de", {"{seat}'s turn": "{sitz} ist dran", "Back": "Zurück"})
    translations, notice = language.load("de", tmp_path)
    assert notice is None and isinstance(translations, Checked)
    i18n.use(translations, "de")
    assert tr("Back") == "Zurück"
    assert tr("{seat}'s turn").format(seat="Sky") == "Sky's turn"


def test_an_empty_message_stays_empty_in_every_language(tmp_path):
    """gettext answers "" with the catalogue's header: a menu row with no help line drew it over the screen."""
    write_catalogue(tmp_path, "de", {"Back": "Zurück"})
    i18n.use(language.load("de", tmp_path)[0], "de")
    assert tr("") == ""
    i18n.use(Pseudo({"Back"}), "qps")
    assert tr("") == ""


def test_plural_forms_follow_the_language_and_fall_back_when_broken(tmp_path):
    catalog = Catalog(locale="fr")
    # Babel's French has three forms: one, many (a whole million: "de"), other
    catalog.add(("{n} star", "{n} stars"), ["{n} étoile", "{n} d'étoiles", "{n} étoiles"])
    catalog.add(("{n} ray", "{n} rays"), ["{n} rayon", "{n} de rayons", "{x} rayons"])
    out = io.BytesIO()
    write_mo(out, catalog)
    i18n.use(Checked(gettext.GNUTranslations(io.BytesIO(out.getvalue()))), "fr")
    assert tr_n("{n} star", "{n} stars", 0).format(n=0) == "0 étoile"  # French: 0 is singular
    assert tr_n("{n} star", "{n} stars", 3).format(n=3) == "3 étoiles"
    assert tr_n("{n} star", "{n} stars", 10**6).format(n=1) == "1 d'étoiles"
    assert tr_n("{n} ray", "{n} rays", 2).format(n=2) == "2 rays"


@pytest.mark.parametrize("damage", [None, b'msgid "Back"\nmsgstr "Zur', b"\x00\x01 not a catalogue \xff"])
def test_a_missing_or_damaged_catalogue_is_english_with_a_notice(tmp_path, damage):
    if damage is not None:
        (tmp_path / "de.po").write_bytes(damage)
    translations, notice = language.load("de", tmp_path)
    assert translations.gettext("Back") == "Back"
    assert notice and "Deutsch" in notice and "English" in notice


def test_a_stale_mo_gives_way_to_its_newer_po(tmp_path):
    import os

    write_catalogue(tmp_path, "es", {"Back": "Atrás"})
    (tmp_path / "es.mo").write_bytes(b"stale and broken")
    os.utime(tmp_path / "es.mo", (1, 1))
    translations, notice = language.load("es", tmp_path)
    assert notice is None and translations.gettext("Back") == "Atrás"


def test_the_app_starts_in_english_with_one_notice_when_the_catalogue_is_damaged(tmp_path, monkeypatch):
    (tmp_path / "fr.po").write_bytes(b'msgid "Back"\nmsgstr "Ret')
    monkeypatch.setattr(language, "LOCALE_DIR", tmp_path)
    app = make_app("--lang", "fr")
    try:
        said = [t.text for t in app.toasts if "Français" in t.text]
        assert len(said) == 1 and app.language == "fr" and i18n.language() == "en"
    finally:
        app.close()


@pytest.mark.parametrize(
    "env, ui, expected",
    [
        ({"LANG": "de_DE.UTF-8"}, "", "de"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "", "fr"),
        ({"LC_MESSAGES": "es_ES@euro", "LANG": "de_DE"}, "", "es"),
        ({"LANGUAGE": "nl:fr", "LANG": "de_DE"}, "", "fr"),
        ({"LANG": "ja_JP.UTF-8"}, "", "en"),
        ({"LANG": "C"}, "", "en"),
        ({}, "", "en"),
        ({"LANG": "en_GB"}, "de_AT", "de"),  # Windows: the user's UI language comes first
    ],
)
def test_the_system_language_comes_from_the_environment_or_windows(env, ui, expected):
    assert language.system_language(env, windows_ui=ui) == expected


def test_lang_takes_a_language_for_one_start():
    assert parse_args(["--lang", "de"]).lang == "de" and parse_args([]).lang is None
    with pytest.raises(SystemExit):
        parse_args(["--lang", "xx"])


def test_the_pseudo_language_lengthens_catalogue_messages_only():
    known = frozenset({"Settings", "{seat}'s turn"})
    p = Pseudo(known)
    assert p.gettext("Settings") == "Seettiings" and looks_pseudo("Seettiings")
    assert p.gettext("{seat}'s turn") == "{seat}'s tuurn"
    assert p.gettext("not in the catalogue") == "not in the catalogue"
    assert not looks_pseudo("Settings") and looks_pseudo("LB 12")
    english = "Choose a game and who plays it"
    assert len(pseudo(english)) >= 1.3 * len(english)


def _switch_to(app, code_label):
    """Settings -> Language cycled until it shows ``code_label``."""
    menu = app.stack.top
    row = next(i for i, it in enumerate(menu.items) if getattr(it, "label", "") == "Language")
    for _ in range(len(language.LANGUAGES)):
        if menu.items[row].value == code_label:
            return
        menu._cycle(row, +1)
    raise AssertionError(f"no {code_label} on the Language row")


def test_switching_language_in_settings_changes_this_screen_and_the_one_below(tmp_path, monkeypatch):
    from scenes.shell.settings_menu import SettingsScene

    write_catalogue(tmp_path, "de", {"Settings": "Einstellungen", "Language": "Sprache", "Quit": "Beenden"})
    monkeypatch.setattr(language, "LOCALE_DIR", tmp_path)
    app = make_app()
    try:
        app.stack.push(SettingsScene(app))
        settle(app)
        menu = app.stack.top
        _switch_to(app, "Deutsch")
        settle(app)
        shown = {el.text for el in menu._elements.values() if hasattr(el, "text")}
        assert any(t.startswith("Sprache:") for t in shown), shown
        assert app.settings.get("language") == "de" and app.language == "de"
        from scenes.framework.draw import recording_layout

        with recording_layout() as rec:
            app.step(1)
        assert "Einstellungen" in [t.text for t in rec.texts]
        app.stack.pop()
        settle(app)
        title = {el.text for el in app.stack.top._elements.values() if hasattr(el, "text")}
        assert "Beenden" in title and "Einstellungen" in title, title
    finally:
        app.close()


def test_dates_and_ordinals_follow_the_language(tmp_path):
    import datetime as dt

    from game.i18n import date_words, ordinal

    day = dt.date(2026, 12, 2)
    assert date_words(day) == "Wednesday, 2 December 2026" and date_words(day, "short") == "2 Dec 2026"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 22)] == ["1st", "2nd", "3rd", "4th", "11th", "22nd"]
    write_catalogue(tmp_path, "de", {"{n}th": "{n}."})
    i18n.use(language.load("de", tmp_path)[0], "de")
    assert date_words(day) == "Mittwoch, 2. Dezember 2026" and ordinal(2) == "2."
    i18n.use(gettext.NullTranslations(), "fr")
    assert date_words(day, "short") == "2 déc. 2026"
