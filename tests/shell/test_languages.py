"""Every screen in the pseudo-language (game.i18n.Pseudo: every catalogue message a third longer,
each word with doubled vowels): the layout check passes at German length at both text sizes, and
on the screens whose words are all marked, nothing is drawn that skipped a translation call."""

from __future__ import annotations

import importlib
import re

import pytest

from game.i18n import PSEUDO, looks_pseudo, tr
from scenes.framework import bindings, language
from scenes.framework.rules_page import RulesScene
from scenes.play import entries
from tests.text_sizes import ENGLISH_WALKS, TEXT_SIZES
from tools.harness.helpers import make_app, settle
from tools.harness.tour import TOUR, capture, every_row, layout_problems, set_text_size, untranslated

# names no language translates: the pad makers' brands, a pad's own name as SDL gives it (the tour's
# unknown pad), the program's and the font's names
BRANDS = frozenset({"Xbox", "PlayStation", "Nintendo", "Gamepad 2000", "Black Hole Arcade", "DotGothic16"})
# shots that show words no catalogue holds on purpose: the licences are legal texts, kept as written
AS_WRITTEN = ("about licences",)
# the legs checked for fit in the pseudo-language (the whole games run with the slow tests); every
# leg's every word is checked for having come through the catalogue, the whole games' too
FIT = [t for t in TOUR if not t.whole]
WHOLE = [t for t in TOUR if t.whole]
# legs whose screens do not yet fit words a third longer: leg -> what overflows and where it is fixed.
# Every other leg must fit; a known leg xfails with its count of findings.
KNOWN: dict[str, str] = {}


def _shots(leg, text_size, home, lang=PSEUDO):
    """(shot name, layout problems, untranslated texts) of every shot and row of a leg in ``lang``
    (qps unless told), each leg in a fresh user folder of its own (a kept game must not follow it
    to the next)."""
    app = make_app(*leg.args, "--lang", lang, home=str(home), offer_lessons=leg.offer_lessons)
    set_text_size(app, text_size)
    settle(app)
    try:
        for name in leg.leg(app):
            rec = capture(app)
            yield name, layout_problems(app, rec), untranslated(app, rec, BRANDS)
            for row in every_row(app):
                rec = capture(app)
                yield f"{name} {row}", layout_problems(app, rec), untranslated(app, rec, BRANDS)
    finally:
        app.close()


def _unmarked(shots) -> list[str]:
    """The words drawn on a leg's shots that skipped the catalogue, one line a shot."""
    return [f"{name}: {words}" for name, _, words in shots if words and not name.startswith(AS_WRITTEN)]


# the whole games and demos walk with the slow tests but the two short patience endings, which are
# the only walks that reach the patience result screens in `make test`
_WHOLE_LEGS = [
    pytest.param(t, id=t.name, marks=[] if t.name in ("patience end", "patience lost") else [pytest.mark.slow])
    for t in WHOLE
]


@pytest.mark.parametrize("leg", _WHOLE_LEGS)
def test_the_whole_games_draw_no_word_that_skipped_the_catalogue(leg, tmp_path):
    found = _unmarked(_shots(leg, "normal", tmp_path))
    assert not found, "\n".join(found)


# the four games whose every lesson and rules page is written for the catalogue
GAMES = ("stars", "numbers", "blackbox", "patience")
# directions are words too ("left and right"): a lesson may say them
DIRECTIONS = frozenset({"Arrows", "Up", "Down", "Left", "Right"})


def _key_names() -> frozenset[str]:
    """The keyboard's key caps of the binding table (and Backspace written out): a lesson or a
    rules page that writes one names a key the player may have remapped, in English."""
    caps = {n for b in bindings.TABLE for n in bindings.key_names(b.action) if len(n) > 1}
    return frozenset(caps - DIRECTIONS | {"Backspace"})


@pytest.mark.parametrize("key", GAMES)
def test_every_lesson_and_rules_page_of_a_game_speaks_the_pseudo_language(key, tmp_path):
    """Each lesson's words (its keys as the keyboard has them) and each rules page as drawn, its
    diagram's labels and the keys its body names included, come through the catalogue; and
    neither writes a key's name: they name the action ("{confirm}"), the binding table the key."""
    app = make_app("--lang", PSEUDO, home=str(tmp_path))
    keys = re.compile(
        r"(?<![\w+])(" + "|".join(map(re.escape, sorted(_key_names(), key=len, reverse=True))) + r")(?![\w+])"
    )
    entry = entries.entry(key)
    lessons = importlib.import_module(f"scenes.{key}.lessons").LESSONS
    english = [(f"lesson {x.key}", w) for x in lessons for w in (x.ask, x.praise, x.hint)]
    english += [(f"rules page {i + 1}", page.body) for i, page in enumerate(entry.rules_pages)]
    try:
        found = [f"{where} names the key {m.group(1)}" for where, w in english for m in keys.finditer(w)]
        for lesson in lessons:
            for words in (lesson.title, lesson.ask, lesson.praise, lesson.hint):
                hint = app.input.hint(tr(words), "kb")
                said = "".join(p if isinstance(p, str) else tr(p.label) for p in hint.parts)
                if not looks_pseudo(said):
                    found.append(f"lesson {lesson.key}: {said}")
        scene = RulesScene(app, entry.info.name, list(entry.rules_pages))
        app.stack.push(scene)
        settle(app)
        for index in range(len(scene.pages)):
            scene.index = index
            for _ in range(3):  # the animated diagrams show their words at different moments
                app.step(20)
                found += [f"rules page {index + 1}: {w}" for w in untranslated(app, capture(app), BRANDS)]
        assert not found, "\n".join(sorted(set(found)))
    finally:
        app.close()


def _fit_legs() -> list[object]:
    """The legs to fit: a leg known not to fit yet only xfails, so it walks with the slow tests (the
    fast suite keeps the legs that must fit, where a regression fails), as do the legs `make test`
    walks in English (the shell, the longest walk: tests/text_sizes.py)."""
    slow = set(KNOWN) | set(ENGLISH_WALKS)
    return [pytest.param(t, id=t.name, marks=[pytest.mark.slow] if t.name in slow else []) for t in FIT]


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("leg", _fit_legs())
def test_every_screen_fits_at_german_length_and_draws_no_word_that_skipped_the_catalogue(leg, text_size, tmp_path):
    """One walk, two checks: every word came through a translation call (a hard failure, known
    leg or not; not yet for a game new from the template, whose words are its author's to mark),
    and every text fits words a third longer (a known leg only xfails)."""
    shots = list(_shots(leg, text_size, tmp_path))
    unmarked = [] if leg.shared else _unmarked(shots)
    assert not unmarked, "\n".join(unmarked)
    found = [f"{name}: {p}" for name, problems, _ in shots for p in problems]
    assert not found or leg.name in KNOWN, "\n".join(found)
    if found:
        pytest.xfail(f"{KNOWN[leg.name]} ({len(found)} findings)")


# the languages the arcade speaks besides English, each with its own long words ("Wiederholen"),
# its key caps ("Ctrl+Z", "Échap") and accented capitals standing above the line
SPOKEN = [code for code in language.SPOKEN if code != "en"]


@pytest.mark.slow
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("leg", FIT, ids=lambda t: t.name)
def test_every_screen_fits_in_every_language(leg, code, text_size, tmp_path):
    """The layout check in each real catalogue: the pseudo-language stands in for German length in
    `make test`; these walk every leg as players in Berlin, Lyon and Madrid see it."""
    found = [f"{name}: {p}" for name, problems, _ in _shots(leg, text_size, tmp_path, code) for p in problems]
    assert not found, "\n".join(found)
