"""Which language the arcade speaks, and its catalogue from assets/locale.

The catalogues are gettext ``.po`` files, one per language (``de.po``...), made from
``messages.pot`` by ``make locale`` (tools/catalogues.py), which also compiles each to a
``.mo`` beside it. The ``.mo`` files are built, not kept in git: a catalogue is read
from its ``.mo`` when that is at least as new as its ``.po``, else from the ``.po``
itself through Babel, so a clean clone, the wheel and the bundle all speak every
language whether or not ``make locale`` ran.

A missing or damaged catalogue is English with one notice, never a crash; every
catalogue is put behind :class:`game.i18n.Checked` (a translation with the wrong
placeholders shows its English).
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

import game.i18n as i18n

from .paths import ASSETS

LOCALE_DIR = ASSETS / "locale"
# the Language setting's values, in the order the row offers them; each language by its own name
LANGUAGES: dict[str, str] = {"system": "System", "en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
SPOKEN = ("en", "de", "fr", "es")  # what "system" can resolve to; English when the system's is none of these
CHOICES = (*LANGUAGES, i18n.PSEUDO)  # --lang also takes the test-only pseudo-language


def system_language(env: Mapping[str, str] | None = None, windows_ui: str | None = None) -> str:
    """The OS's language as one of :data:`SPOKEN`: on Windows the user's UI language, else the
    first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one (gettext's order)."""
    env = os.environ if env is None else env
    wanted: list[str] = []
    ui = windows_ui if windows_ui is not None else _windows_ui_language()
    if ui:
        wanted.append(ui)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            wanted += value.split(":") if name == "LANGUAGE" else [value]
            if name != "LANGUAGE":
                break  # the first of the LC_ variables set decides, as in gettext
    for tag in wanted:
        code = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in SPOKEN:
            return code
        if code in ("c", "posix"):
            return "en"
    return "en"


def _windows_ui_language() -> str:
    """The Windows user's display language as a locale name ("de_DE"), "" elsewhere or on failure."""
    if sys.platform != "win32":
        return ""
    try:  # deferred: ctypes.windll exists on Windows only
        import ctypes

        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return locale.windows_locale.get(int(lcid), "")
    except Exception:  # no kernel32 or an unknown id: the environment decides
        return ""


def resolve(setting: str, env: Mapping[str, str] | None = None) -> str:
    """The language a setting ("system" or a code) or --lang value speaks."""
    return system_language(env) if setting == "system" else setting


def catalogue_files(code: str, folder: Path) -> tuple[Path, Path]:
    return folder / f"{code}.po", folder / f"{code}.mo"


def load(code: str, folder: Path | None = None) -> tuple[gettext.NullTranslations, str | None]:
    """The catalogue of ``code`` behind the placeholder guard, and a notice when it could not
    be read (then English). English and the pseudo-language need no file."""
    folder = LOCALE_DIR if folder is None else folder
    if code == "en" or code not in CHOICES:
        return gettext.NullTranslations(), None
    if code == i18n.PSEUDO:
        return i18n.Pseudo(template_messages(folder)), None
    po, mo = catalogue_files(code, folder)
    name = LANGUAGES.get(code, code)
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as f:
                return i18n.Checked(gettext.GNUTranslations(f)), None
        return i18n.Checked(gettext.GNUTranslations(io.BytesIO(compile_po(po)))), None
    except Exception as exc:  # any damage at all (a cut file, bad syntax, no file): English, said once
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__
        return gettext.NullTranslations(), i18n.tr("{language} is not available ({reason}): English instead.").format(
            language=name, reason=reason
        )


def compile_po(po: Path) -> bytes:
    """A ``.po`` file compiled to ``.mo`` bytes in memory (Babel's reader; fuzzy entries left out)."""
    from babel.messages.mofile import write_mo  # deferred: only a catalogue with no fresh .mo needs Babel
    from babel.messages.pofile import read_po  # deferred: as write_mo

    raw = po.read_bytes()
    check_po_lines(raw.decode("utf-8"))
    catalog = read_po(io.BytesIO(raw), abort_invalid=True)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


_PO_LINE = re.compile(r'(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?"(?:[^"\\]|\\.)*"\s*')


def check_po_lines(text: str) -> None:
    """Raise ValueError on a line no .po has (Babel reads a cut-off string as if it were whole)."""
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#") and not _PO_LINE.fullmatch(stripped):
            raise ValueError(f"line {number} is damaged")


def read_catalogue(path: Path):
    """A .po or .pot file as Babel's Catalog (tests and the pseudo-language read them)."""
    from babel.messages.pofile import read_po  # deferred: as compile_po

    with path.open("rb") as f:
        return read_po(f, abort_invalid=True)


def template_messages(folder: Path | None = None) -> frozenset[str]:
    """Every English message of messages.pot, both forms of a counted one."""
    folder = LOCALE_DIR if folder is None else folder
    out: set[str] = set()
    for message in read_catalogue(folder / "messages.pot"):
        if message.id:
            out.update(message.id if isinstance(message.id, (list, tuple)) else (message.id,))
    return frozenset(out)


def switch(code: str, folder: Path | None = None) -> str | None:
    """Speak ``code`` from now on (the catalogue every ``tr`` reads); the notice if it fell back."""
    translations, notice = load(code, folder)
    i18n.use(translations, code if notice is None else "en")
    return notice
