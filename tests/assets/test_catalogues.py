"""Every catalogue under assets/locale: current with the code, its placeholders and plural forms
right, and every character it translates to drawable in every face the game draws with."""

from __future__ import annotations

import re
import string

import pytest
from babel.messages.plurals import get_plural

from game.i18n import placeholders
from scenes.framework import language
from tools.harness.tour import font_chars

CODES = [c for c in language.SPOKEN if c != "en"]


def catalogue(code):
    return language.read_catalogue(language.LOCALE_DIR / f"{code}.po")


def test_messages_pot_is_what_the_code_marks():
    from tools import catalogues

    assert catalogues.main(["--check"]) == 0, "run `make locale`"


# which arguments of each marking call are messages (tr_p's first is its context, tr_n's and
# counted's second the plural, found through the first)
_MESSAGE_ARGS = {"tr": (0,), "N_": (0,), "tr_p": (1,), "tr_n": (0,), "counted": (0,)}


def test_every_string_the_code_marks_reaches_the_template():
    """Babel finds no mark inside another marked call (``tr(a if x else N_("b"))``): such a
    message was never translated and showed in English on every language's screen."""
    import ast
    from pathlib import Path

    from tools import catalogues

    root = Path(__file__).resolve().parents[2]
    template = {
        m.id if isinstance(m.id, str) else m.id[0] for m in catalogues.extract() if m.id
    }  # as Babel reads the code
    missed = []
    for path in sorted([*(root / "game").rglob("*.py"), *(root / "scenes").rglob("*.py"), root / "main.py"]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute):
                name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
                for k in _MESSAGE_ARGS.get(name, ()):
                    arg = node.args[k] if len(node.args) > k else None
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value:
                        if arg.value not in template:
                            missed.append(f"{path.relative_to(root)}:{node.lineno} {arg.value!r}")
    assert not missed, "marked but not extracted (mark it on a line of its own):\n" + "\n".join(missed)


@pytest.mark.parametrize("code", CODES)
def test_every_language_has_every_message_of_the_template(code):
    template = {
        m.id if isinstance(m.id, str) else m.id[0]
        for m in language.read_catalogue(language.LOCALE_DIR / "messages.pot")
        if m.id
    }
    have = {m.id if isinstance(m.id, str) else m.id[0] for m in catalogue(code) if m.id}
    assert template <= have, f"run `make locale`: {sorted(template - have)[:5]}"


@pytest.mark.parametrize("code", CODES)
def test_every_translation_keeps_its_placeholders_and_plural_forms(code):
    cat = catalogue(code)
    forms = get_plural(code).num_plurals
    wrong = []
    for m in cat:
        if not m.id or m.fuzzy:  # a near match kept for review is not shown (tools/catalogues.py)
            continue
        if isinstance(m.id, (list, tuple)):
            strings = list(m.string) if isinstance(m.string, (list, tuple)) else [m.string]
            if any(strings) and len(strings) != forms:
                wrong.append(f"{m.id[0]!r}: {len(strings)} forms, {code} has {forms}")
            wanted = placeholders(m.id[0]) | placeholders(m.id[1])
            wrong += [f"{m.id[0]!r} -> {s!r}" for s in strings if s and placeholders(s) - wanted]
            wrong += [f"{m.id[1]!r} -> {s!r}" for s in strings[1:] if s and placeholders(s) != placeholders(m.id[1])]
        elif m.string and placeholders(m.string) != placeholders(m.id):
            wrong.append(f"{m.id!r} -> {m.string!r}")
    assert not wrong, "\n".join(wrong)


PRINTF = re.compile(r"%(\([^)]*\))?\d*[sdif]")  # %(name)s, %d: filled before drawing


def drawn_part(text: str) -> str:
    """What of a translation is drawn as written: its placeholders (``{seat}``, ``{n:>2}``,
    ``%(x)s``) are filled in before drawing, so their names need no glyph; ``{{`` draws ``{``."""
    try:
        literal = "".join(lit for lit, _, _, _ in string.Formatter().parse(text))
    except ValueError:  # no format string: the placeholder test names it; draw it as written
        literal = text
    return PRINTF.sub("", literal)


def test_the_drawn_part_leaves_placeholders_out():
    assert drawn_part("{seat} zieht {n:>2} Steine — {{ok}}") == " zieht  Steine — {ok}"
    assert drawn_part("Größe %(size)s, %d Züge") == "Größe ,  Züge"
    assert drawn_part("kaputt {") == "kaputt {"


def _faces():
    """The characters of each face text is drawn in: the pixel font, the tall face of Large's small
    size, and the small capitals of Normal's (which draw a lower-case letter as its capital)."""
    from scenes.framework.draw import _bitmap_face

    return {
        "DotGothic16": (font_chars(), False),
        **{n: (_bitmap_face(n).characters, n == "minifont") for n in ("tallfont", "minifont")},
    }


@pytest.mark.parametrize("code", CODES)
def test_every_translated_character_is_in_every_face(code, app_pygame=None):
    import pygame

    pygame.init()
    chars = set()
    for m in catalogue(code):
        if m.id:
            strings = m.string if isinstance(m.string, (list, tuple)) else [m.string]
            chars |= {c for s in strings if s for c in drawn_part(s) if not c.isspace()}
    missing = {}
    for name, (have, caps) in _faces().items():
        lacks = {c for c in chars if c not in have and not (caps and c.upper() in have)}
        if lacks:
            missing[name] = "".join(sorted(lacks))
    assert not missing, f"{code}: characters no glyph draws (tools/gen_sprites.py, tools/subset_font.py): {missing}"
