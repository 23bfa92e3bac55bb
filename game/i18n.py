"""Words the player reads, in the player's language (gettext).

Every player-facing string goes through ``tr`` (or ``tr_n`` for counts) at the
moment it is shown, so a change of language applies at once on every screen.
A string declared before it is shown (a table of labels, a constant) is marked
with ``N_`` so Babel extracts it, and translated with ``tr`` where it is drawn.
Sentences with parts are whole messages with named placeholders,
``tr("{seat}'s turn").format(seat=name)``, never concatenations.

The active catalogue is the one process-wide setting this module holds: gettext
itself is process-wide, and every screen must speak the same language.
"""

from __future__ import annotations

import gettext

_active: list[gettext.NullTranslations] = [gettext.NullTranslations()]


def use(translations: gettext.NullTranslations) -> None:
    """Make ``translations`` the catalogue every later ``tr`` reads."""
    _active[0] = translations


def tr(message: str) -> str:
    """``message`` in the active language (English when it has no translation)."""
    return _active[0].gettext(message)


def tr_n(singular: str, plural: str, count: int) -> str:
    """The form of a counted message the active language's plural rule picks for ``count``."""
    return _active[0].ngettext(singular, plural, count)


def tr_p(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same English words by ``context``."""
    return _active[0].pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - the name Babel and xgettext know
    """Mark ``message`` for extraction where it is declared; ``tr`` translates it where it is shown."""
    return message
