"""Words the player reads, in the player's language (gettext).

Every player-facing string goes through ``tr`` (or ``tr_n`` for counts) at the
moment it is shown, so a change of language applies at once on every screen.
A string declared before it is shown (a table of labels, a constant) is marked
with ``N_`` so Babel extracts it, and translated with ``tr`` where it is drawn.
Sentences with parts are whole messages with named placeholders,
``tr("{seat}'s turn").format(seat=name)``, never concatenations.

The active catalogue is the one process-wide setting this module holds: gettext
itself is process-wide, and every screen must speak the same language.

Two guards sit between a catalogue and the screen (:class:`Checked`): a
translation whose ``{placeholders}`` differ from its English message's is not
shown (the English is, since a ``.format`` with a misspelt name would raise),
and a translation that is empty is English too. :class:`Pseudo` is the
test-only language "qps": every message lengthened by about a third, so the
layout check sees German-sized words, and recognisable on screen (see
:func:`looks_pseudo`), so a test can find any text that skipped ``tr``.
"""

from __future__ import annotations

import datetime as dt
import gettext
import re
import string
from collections.abc import Mapping
from dataclasses import dataclass, field

_active: list[gettext.NullTranslations] = [gettext.NullTranslations()]
_language: list[str] = ["en"]  # the code of the language _active speaks (dates and numbers follow it)

PSEUDO = "qps"  # the test-only language code
# the CLDR locale each language's dates and ordinals follow (the arcade's English is British)
BABEL_LOCALES = {"en": "en_GB", "de": "de_DE", "fr": "fr_FR", "es": "es_ES"}
_VOWELS = "aeiouAEIOU"


def use(translations: gettext.NullTranslations, language: str = "en") -> None:
    """Make ``translations`` (the catalogue of ``language``) the one every later ``tr`` reads."""
    _active[0] = translations
    _language[0] = language


def language() -> str:
    """The code of the language in use ("en", "de", ... or the pseudo-language's)."""
    return _language[0]


def active() -> gettext.NullTranslations:
    """The catalogue in use (tests and the language loader read it)."""
    return _active[0]


def tr(message: str) -> str:
    """``message`` in the active language (English when it has no translation). The empty
    message stays empty: gettext would answer it with the catalogue's header."""
    return _active[0].gettext(message) if message else message


def tr_n(singular: str, plural: str, count: int) -> str:
    """The form of a counted message the active language's plural rule picks for ``count``."""
    return _active[0].ngettext(singular, plural, count)


def tr_p(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same English words by ``context``."""
    return _active[0].pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - the name Babel and xgettext know
    """Mark ``message`` for extraction where it is declared; ``tr`` translates it where it is shown."""
    return message


@dataclass(frozen=True)
class Message:
    """A sentence decided in one place and said in another, later: the rules refuse a move in
    game/ (which draws nothing), the screen says why in the player's language at that moment.
    ``text`` is the English, marked where it is written (``Message(N_("..."), ...)``, or
    :meth:`counted`); ``values`` fill its placeholders and may be messages themselves."""

    text: str
    values: Mapping[str, object] = field(default_factory=dict)
    plural: str = ""  # the English for counts other than 1 (``count`` picks the form)
    count: int | None = None

    @classmethod
    def counted(cls, singular: str, plural: str, count: int, **values: object) -> Message:
        """A message with a count: ``{n}`` is ``count`` (Babel extracts both forms by this name)."""
        return cls(singular, {"n": count, **values}, plural, count)

    def english(self) -> str:
        """The message in English, whatever is spoken (logs, saved files, tests)."""
        return self._render(gettext.NullTranslations())

    def said(self) -> str:
        """The message in the active language; where a translation's placeholders cannot be
        filled (a value it names is missing), the English."""
        try:
            return self._render(_active[0])
        except (KeyError, IndexError, ValueError):
            return self.english()

    def _render(self, catalogue: gettext.NullTranslations) -> str:
        values = {k: v._render(catalogue) if isinstance(v, Message) else v for k, v in self.values.items()}
        if self.plural and self.count is not None:
            text = catalogue.ngettext(self.text, self.plural, self.count)
        else:
            text = catalogue.gettext(self.text) if self.text else self.text
        return text.format(**values) if values else text

    def __str__(self) -> str:
        return self.english()


def placeholders(text: str) -> frozenset[str]:
    """The ``{names}`` a message's ``.format`` fills (``{{`` is a brace, not a placeholder);
    a text that is no valid format string has one name no message has, so it fits none."""
    try:
        return frozenset(field for _, field, _, _ in string.Formatter().parse(text) if field is not None)
    except ValueError:
        return frozenset({"\0broken"})


def fits(message: str, translation: str) -> bool:
    """Whether ``translation`` may stand in for ``message``: not empty, the same placeholders."""
    return bool(translation) and placeholders(translation) == placeholders(message)


class Checked(gettext.NullTranslations):
    """A catalogue behind the placeholder guard: a translation that does not fit its message
    (:func:`fits`) is English on screen rather than a crash in ``.format``."""

    def __init__(self, inner: gettext.NullTranslations) -> None:
        super().__init__()
        self.inner = inner

    def gettext(self, message: str) -> str:
        out = self.inner.gettext(message)
        return out if fits(message, out) else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        english = msgid1 if n == 1 else msgid2
        out = self.inner.ngettext(msgid1, msgid2, n)
        return out if fits(english, out) else english

    def pgettext(self, context: str, message: str) -> str:
        out = self.inner.pgettext(context, message)
        return out if fits(message, out) else message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        english = msgid1 if n == 1 else msgid2
        out = self.inner.npgettext(context, msgid1, msgid2, n)
        return out if fits(english, out) else english


_PIECES = re.compile(r"(\{[^{}]*\}|\{\{|\}\})")


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language: every vowel outside a placeholder doubled (about a
    third longer, like German), so "Settings" shows as "Seettiings"."""
    parts = _PIECES.split(message)
    return "".join(p if _PIECES.fullmatch(p) else "".join(c * 2 if c in _VOWELS else c for c in p) for p in parts)


_WORD = re.compile(r"[^\W\d_]+")


def looks_pseudo(text: str) -> bool:
    """Whether every word of ``text`` could have come from :func:`pseudo`: each run of vowels is
    of even length. A word with no vowel at all ("LB") and a single letter (a key or button
    cap: "A", "E") pass."""
    for word in _WORD.findall(text):
        if len(word) == 1:
            continue
        for run in re.findall(f"[{_VOWELS}]+", word):
            if len(run) % 2:
                return False
    return True


class Pseudo(gettext.NullTranslations):
    """The test-only language: every message of the catalogue (``known``, the msgids of
    messages.pot) through :func:`pseudo`; anything else stays as it is, as an untranslated
    message would in a real language, so a literal that skipped the catalogue shows."""

    def __init__(self, known: frozenset[str]) -> None:
        super().__init__()
        self.known = known

    def _say(self, message: str) -> str:
        return pseudo(message) if message in self.known else message

    def gettext(self, message: str) -> str:
        return self._say(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._say(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self._say(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._say(msgid1 if n == 1 else msgid2)


def babel_locale() -> str:
    """The CLDR locale of the language in use (the pseudo-language formats as English)."""
    return BABEL_LOCALES.get(_language[0], "en_GB")


def date_words(day: dt.date, form: str = "full") -> str:
    """A date as the language writes it: "full" (Wednesday, 2 December 2026 / Mittwoch,
    2. Dezember 2026) or "short" (2 Dec 2026 / 2. Dez. 2026)."""
    from babel.dates import format_date, format_skeleton  # deferred: CLDR data loads on first use

    words = (
        format_date(day, "full", locale=babel_locale())
        if form == "full"
        else format_skeleton("yMMMd", day, locale=babel_locale())
    )
    return pseudo(words) if _language[0] == PSEUDO else words


# ordinals by the language's own rule (CLDR): English tells one/two/few/other apart
_ORDINALS = {
    # TRANSLATORS: a rank (1st 21st); German, French and Spanish use only "{n}th": translate all four alike
    "one": N_("{n}st"),
    "two": N_("{n}nd"),
    "few": N_("{n}rd"),
    "other": N_("{n}th"),
}


def weekday_letters() -> tuple[str, ...]:
    """Monday to Sunday in one letter each, as the language heads a calendar's columns (CLDR's
    narrow names: "M T W T F S S", "M D M D F S S", "L M M J V S D", "L M X J V S D")."""
    from babel.dates import get_day_names  # deferred: as date_words

    names = get_day_names("narrow", context="stand-alone", locale=babel_locale())
    return tuple(names[d] for d in range(7))


def ordinal(n: int) -> str:
    """``n`` as a rank in the language in use: "2nd", "2.", "2e", "2.º"."""
    from babel import Locale  # deferred: as date_words

    form = Locale.parse(babel_locale()).ordinal_form(n)
    return tr(_ORDINALS.get(form, _ORDINALS["other"])).format(n=n)
