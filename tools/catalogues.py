"""The catalogues: extract the marked words, bring each language's .po up to date, compile the .mo.

    .venv/bin/python tools/catalogues.py            # all three steps (`make locale`)
    .venv/bin/python tools/catalogues.py --check    # exit 1 if messages.pot is not what the code marks

1. extract: every ``tr``, ``tr_n``, ``tr_p`` and ``N_`` of game/, scenes/ and main.py (babel.cfg)
   into assets/locale/messages.pot, with the comment above a call that starts ``# TRANSLATORS:``;
2. update: each language's assets/locale/<code>.po gains the new messages (empty), keeps its
   translations, and marks the ones whose English changed a little as fuzzy (not shown);
3. compile: each .po to the .mo beside it (built, not kept in git: scenes/framework/language.py
   reads a .po itself when its .mo is missing or older).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
POT = LOCALE / "messages.pot"
LANGUAGES = ("de", "fr", "es")
KEYWORDS = {"tr": None, "tr_n": (1, 2), "tr_p": ((1, "c"), 2), "N_": None, "counted": (1, 2)}
PROJECT = "Black Hole Arcade"


def extract() -> Catalog:
    """The catalogue of every marked message, in a stable order (file, then line)."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    catalog = Catalog(project=PROJECT, copyright_holder="Black Hole Arcade", charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def pot_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, omit_header=False, width=100, no_location=False, sort_output=False, ignore_obsolete=True)
    # the creation date changes every run: left out, so the file changes only when the words do
    return b"\n".join(line for line in out.getvalue().split(b"\n") if not line.startswith(b'"POT-Creation-Date'))


def update(template: Catalog, code: str) -> Path:
    po = LOCALE / f"{code}.po"
    if po.exists():
        with po.open("rb") as f:
            catalog = read_po(f, locale=code)
    else:
        catalog = Catalog(locale=code, project=PROJECT, copyright_holder="Black Hole Arcade", charset="utf-8")
    catalog.update(template, update_header_comment=False)
    out = io.BytesIO()
    write_po(out, catalog, width=100, ignore_obsolete=True)
    text = b"\n".join(
        line
        for line in out.getvalue().split(b"\n")
        if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date'))
    )
    po.write_bytes(text)
    return po


def compile_mo(code: str) -> Path:
    po, mo = LOCALE / f"{code}.po", LOCALE / f"{code}.mo"
    with po.open("rb") as f:
        catalog = read_po(f, locale=code, abort_invalid=True)
    out = io.BytesIO()
    write_mo(out, catalog)
    mo.write_bytes(out.getvalue())
    return mo


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether messages.pot is current")
    args = parser.parse_args(argv)
    template = extract()
    text = pot_text(template)
    if args.check:
        if not POT.exists() or POT.read_bytes() != text:
            print("assets/locale/messages.pot is out of date: run `make locale`", file=sys.stderr)
            return 1
        return 0
    LOCALE.mkdir(parents=True, exist_ok=True)
    POT.write_bytes(text)
    for code in LANGUAGES:
        update(template, code)
        compile_mo(code)
    print(f"{len(template)} messages; " + ", ".join(f"{code}.po" for code in LANGUAGES) + " updated and compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
