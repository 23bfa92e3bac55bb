"""The daily screen and the play kit name no game (issue 26, "declared once"): a game's
daily, records and lines hang off its catalogue line and its entry, so a new game gets
them without an edit here. Checked on the source: no identifier or string naming a
game's catalogue key, and no game's display name anywhere (docstrings and comments too).

The template's key is left out of the key check: "template" is an ordinary word there
(a hint template, a message template), and its entry is the contract suite's model game.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

from game import catalogue

ROOT = Path(__file__).resolve().parents[2]
SHARED = ("scenes/daily", "scenes/play", "game/daily.py")  # the code every game's daily goes through


STATEMENT_START = (tokenize.INDENT, tokenize.DEDENT, tokenize.NEWLINE, tokenize.NL)  # a string here is a docstring


def _sources() -> list[Path]:
    out: list[Path] = []
    for place in SHARED:
        path = ROOT / place
        out += [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
    return out


def _words(name: str) -> list[str]:
    """An identifier's words: record_patience -> record, patience; BlackBoxPlay -> black, box, play."""
    return [w.lower() for part in name.split("_") for w in re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", part)]


def namings(source: str, keys: list[str], names: list[str]) -> list[str]:
    """Where ``source`` names one of the games: a key as an identifier's word or in a string
    that is not a docstring (a word of it), or a display name in any string or comment."""
    found = []
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    for i, tok in enumerate(tokens):
        line = tok.start[0]
        if tok.type == tokenize.NAME and set(_words(tok.string)) & set(keys):
            found.append(f"{line}: identifier {tok.string}")
        if tok.type in (tokenize.STRING, tokenize.COMMENT):
            for name in names:
                if name in tok.string:
                    found.append(f"{line}: the name {name!r}")
            docstring = tok.type == tokenize.STRING and (i == 0 or tokens[i - 1].type in STATEMENT_START)
            if tok.type != tokenize.COMMENT and not docstring:
                for key in keys:
                    if re.search(rf"(?<![a-z]){key}(?![a-z])", tok.string, re.IGNORECASE):
                        found.append(f"{line}: the key {key!r} in {tok.string[:40]}")
    return found


def test_the_daily_screen_and_the_play_kit_name_no_game():
    keys = [game.key for game in catalogue.GAMES]
    names = [game.name for game in (*catalogue.GAMES, catalogue.TEMPLATE)]
    found = [f"{path.relative_to(ROOT)}:{at}" for path in _sources() for at in namings(path.read_text(), keys, names)]
    assert not found, "\n".join(found)


def test_the_check_sees_a_game_named_each_way():
    keys, names = ["patience"], ["Black Hole Patience"]
    assert namings('if key == "patience":\n    pass\n', keys, names)
    assert namings("record_patience(store)\n", keys, names)
    assert namings('GAMES = {"x": "Black Hole Patience"}\n', keys, names)
    assert namings("# Black Hole Patience decides\n", keys, names)
    assert not namings('"""One attempt counts a day, as in patience."""\n', keys, names)  # prose is prose
    assert not namings("def patient(x):\n    return x\n", keys, names)
