"""Make a new game from the template game: ``python -m tools.new_game KEY [--with-computer]``.

The template ("Take the Last Star": game/template.py, scenes/template/) keeps the
whole contract; the copy is a game of its own, listed on the title, that plays
those rules until its ``FIXME`` markers are answered (docs/ADDING_A_GAME.md). It

- copies the engine to ``game/<key>.py`` and the UI package to ``scenes/<key>/``
  (and, with ``--with-computer``, the computer's knowledge to
  ``game/ai/<key>_knowledge.py``), every ``Template`` name made the key's
  CamelCase, ``template`` the key and ``TEMPLATE`` its upper case;
- keeps or leaves out the computer seat by the template's line markers: a line
  ending ``# +computer`` (or between ``# +computer {`` and ``# +computer }``) is
  the computer seat's, one ending ``# -computer`` or written ``# -computer: code``
  stands in for it in a game of people only; ``# scaffold:`` notes are dropped;
- adds the game's line to ``game/catalogue.py`` ``GAMES`` and its row to the
  contract suite's ``tests/contract/cases.py`` ``CASES``;
- formats what it wrote (ruff) and brings the message catalogues up to date
  (``make locale``: the new game's words and where they stand).

A key that is not a lower-case name, or that a game, a module or a package
already has, is refused with the reason (exit code 2).
"""

from __future__ import annotations

import argparse
import io
import keyword
import re
import subprocess
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEY_PATTERN = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
MAX_KEY = 16  # the key names stats keys and buckets (scenes/play/stats.py: at most 16 characters)
TEMPLATE_NAME = "Take the Last Star"  # the template's display name, as its catalogue line says it
# the code every game goes through: a key that is a word of its identifiers reads as naming a game there
# (tests/architecture/test_no_game_named.py)
SHARED = ("scenes/daily", "scenes/play", "game/daily.py")

# the contract suite's row of the new game (tests/contract/cases.py), marked as the template's files are
CASE_ROW = """\
    "{key}": Case(
        {{"pile": 12, "first": 0, "levels": [0, 0]}},  # +computer
        # -computer: {{"pile": 12, "first": 0}},
        ("{key}_setup",),
        variants=({{"pile": 20, "first": 1, "levels": [0, 0]}},),  # +computer
        # -computer: variants=({{"pile": 20, "first": 1}},),
        counted={{"pile": 12, "first": 0, "levels": [0, 1]}},  # +computer
    ),  # FIXME: the options of a table of people, more good sets (variants=), a table that counts (counted=)
"""

# the new game's line in game/catalogue.py GAMES, marked the same way
CATALOGUE_LINE = """\
    GameInfo(
        "{key}",
        N_("{name}"),
        N_("Take 1-3 stars; the last star wins."),  # FIXME: the line under the name on the title
        (2, 2),  # FIXME: the fewest and most seats
        {backend},
        designer=N_("A take-away game; its rules name no designer"),  # FIXME: who made it, as its rules say
        music="{music}",  # FIXME: a song of its own: tools/gen_sounds.py SONGS, then make assets
        knowledge="game.ai.{key}_knowledge",  # +computer
        # -computer: levels=(),
    ),
"""


class Refused(Exception):
    """The key cannot be a new game's; the message says why."""


@dataclass(frozen=True)
class Names:
    """How the new game is spelt where the template spells itself."""

    key: str
    camel: str
    upper: str
    name: str

    @classmethod
    def of(cls, key: str, name: str = "") -> "Names":
        camel = "".join(part.capitalize() for part in key.split("_"))
        return cls(key, camel, key.upper(), name or key.replace("_", " ").title())

    def substitute(self, text: str) -> str:
        """The template's text as the new game's: its display name, prose naming the template,
        then every spelling of its key."""
        text = text.replace(TEMPLATE_NAME, self.name).replace(TEMPLATE_NAME.upper(), self.name.upper())
        text = re.sub(r"\b([Tt])he template(?= game\b)", rf"\1he {self.key}", text)
        text = re.sub(r"\b([Tt])he template(?='s\b| is\b)", rf"\1he {self.key} game", text)
        text = text.replace("TEMPLATE", self.upper).replace("Template", self.camel)
        return text.replace("template", self.key)


def keep(text: str, computer: bool) -> str:
    """The text with the computer seat's lines kept or left out (the markers themselves dropped)."""
    out: list[str] = []
    in_block = False
    for line in text.splitlines(keepends=True):
        bare = line.strip()
        if bare.startswith("# scaffold:"):
            continue
        if bare == "# +computer {":
            in_block = True
            continue
        if bare == "# +computer }":
            in_block = False
            continue
        if in_block and not computer:
            continue
        alternative = re.match(r"^(\s*)# -computer: (.*)$", line.rstrip("\n"))
        if alternative:
            if not computer:
                out.append(alternative.group(1) + alternative.group(2) + "\n")
            continue
        for mark, wanted in (("  # +computer", computer), ("  # -computer", not computer)):
            if line.rstrip().endswith(mark):
                if wanted:
                    out.append(line.rstrip()[: -len(mark)] + "\n")
                break
        else:
            out.append(line)
    return "".join(out)


def shared_words(root: Path) -> set[str]:
    """The words of the identifiers in the code every game goes through (record_day -> record, day)."""
    words: set[str] = set()
    for place in SHARED:
        path = root / place
        for source in [path] if path.suffix == ".py" else sorted(path.rglob("*.py")):
            for tok in tokenize.generate_tokens(io.StringIO(source.read_text(encoding="utf-8")).readline):
                if tok.type == tokenize.NAME:
                    for part in tok.string.split("_"):
                        words |= {w.lower() for w in re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", part)}
    return words


def check_key(root: Path, key: str) -> None:
    """Refused, with the reason, unless ``key`` can name a new game in the tree at ``root``."""
    if not KEY_PATTERN.match(key) or len(key) > MAX_KEY:
        raise Refused(
            f"{key!r} is not a game key: lower-case letters and digits (words joined by _), "
            f"starting with a letter, at most {MAX_KEY} characters"
        )
    if keyword.iskeyword(key) or key in sys.stdlib_module_names or key in {"template", "games", "main"}:
        raise Refused(f"{key!r} is a name Python or the arcade already uses")
    taken = [p for p in (root / "game" / f"{key}.py", root / "game" / key, root / "scenes" / key) if p.exists()]
    if taken:
        raise Refused(f"{key!r} is taken: {', '.join(str(p.relative_to(root)) for p in taken)} exists")
    catalogue = (root / "game" / "catalogue.py").read_text(encoding="utf-8")
    if re.search(rf'^\s+"{key}",$', catalogue, re.MULTILINE):
        raise Refused(f"{key!r} is taken: game/catalogue.py has a game of that key")
    if key in shared_words(root):
        raise Refused(f"{key!r} is a word of the play kit's own names ({', '.join(SHARED)}): pick another key")


def copies(root: Path, names: Names, computer: bool) -> dict[Path, Path]:
    """Each template file and where the new game's copy goes."""
    out = {root / "game" / "template.py": root / "game" / f"{names.key}.py"}
    if computer:
        out[root / "game" / "ai" / "template_knowledge.py"] = root / "game" / "ai" / f"{names.key}_knowledge.py"
    for source in sorted((root / "scenes" / "template").glob("*.py")):
        out[source] = root / "scenes" / names.key / source.name
    return out


def insert_before(text: str, anchor: str, block: str, where: str) -> str:
    at = text.find(anchor)
    if at < 0:
        raise Refused(f"{where} has changed: no {anchor.strip()!r} to add the new game's line before")
    return text[:at] + block + text[at:]


def add_catalogue_line(root: Path, names: Names, computer: bool) -> Path:
    path = root / "game" / "catalogue.py"
    text = path.read_text(encoding="utf-8")
    games = text.find("GAMES: tuple[GameInfo, ...] = (")
    end = text.find("\n)\n", games)
    if games < 0 or end < 0:
        raise Refused("game/catalogue.py has changed: no GAMES tuple to add the new game's line to")
    music = re.findall(r'music="(\w+)"', text[games:end])
    backend = f"{names.upper}_BACKEND"
    line = keep(CATALOGUE_LINE.format(key=names.key, name=names.name, backend=backend, music=music[0]), computer)
    text = text[: end + 1] + line + text[end + 1 :]
    text = insert_before(
        text, "from game.template import", f"from game.{names.key} import BACKEND as {backend}\n", "game/catalogue.py"
    )
    path.write_text(text, encoding="utf-8")
    return path


def add_case_row(root: Path, names: Names, computer: bool) -> Path:
    path = root / "tests" / "contract" / "cases.py"
    text = path.read_text(encoding="utf-8")
    row = keep(CASE_ROW.format(key=names.key), computer)
    path.write_text(insert_before(text, '    "template": Case(', row, "tests/contract/cases.py"), encoding="utf-8")
    return path


def tidy(root: Path, paths: list[Path]) -> list[str]:
    """Sort the imports and format what was written (ruff), then the catalogues (make locale);
    what could not be run, in words."""
    notes = []
    files = [str(p) for p in paths]
    for command in (["ruff", "check", "--fix", "--quiet", *files], ["ruff", "format", "--quiet", *files]):
        done = subprocess.run([sys.executable, "-m", *command], cwd=root, capture_output=True, text=True)
        if done.returncode != 0:
            notes.append(f"`ruff {command[1]}` did not pass: {(done.stdout + done.stderr).strip()}")
    done = subprocess.run([sys.executable, "tools/catalogues.py"], cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        notes.append(f"`make locale` did not run: {done.stderr.strip()}")
    return notes


def make_game(root: Path, key: str, computer: bool, name: str = "") -> list[Path]:
    """Copy the template into the new game ``key`` in the tree at ``root``; the files made or changed."""
    check_key(root, key)
    names = Names.of(key, name)
    made = []
    for source, target in copies(root, names, computer).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(names.substitute(keep(source.read_text(encoding="utf-8"), computer)), encoding="utf-8")
        made.append(target)
    return made + [add_catalogue_line(root, names, computer), add_case_row(root, names, computer)]


NEXT_STEPS = """\
Next (docs/ADDING_A_GAME.md lists every step):
  1. answer the FIXME markers:  grep -rn FIXME game/{key}.py scenes/{key}/ game/catalogue.py tests/contract/cases.py{ai}
  2. write the rules in docs/RULES.md, then the rules pages (scenes/{key}/rules.py) and the lessons
  3. give it a song of its own in tools/gen_sounds.py SONGS (then `make assets`)
  4. after changing its words: `make locale`; then `make test`"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("key", help="the new game's catalogue key: lower case, e.g. orbits")
    parser.add_argument("--with-computer", action="store_true", help="keep the template's computer seat")
    parser.add_argument("--name", default="", help="its display name (default: the key in title case)")
    args = parser.parse_args(argv)
    try:
        paths = make_game(ROOT, args.key, args.with_computer, args.name)
    except Refused as exc:
        print(f"new_game: {exc}", file=sys.stderr)
        return 2
    notes = tidy(ROOT, paths)
    seat = "with a computer seat" if args.with_computer else "for people only"
    print(f"Made the game {args.key!r} from the template ({seat}):")
    for path in paths:
        print(f"  {path.relative_to(ROOT)}")
    print("  assets/locale/ (make locale: the new game's words)")
    for note in notes:
        print(f"  note: {note}")
    ai = f" game/ai/{args.key}_knowledge.py" if args.with_computer else ""
    print(NEXT_STEPS.format(key=args.key, ai=ai))
    return 0


if __name__ == "__main__":
    sys.exit(main())
