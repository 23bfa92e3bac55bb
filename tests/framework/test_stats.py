"""stats.json through the real app: each bad file from issue 11 is set aside at start and
every game then opens, plays and records; values come back typed; the schema knows every key."""

import json
from pathlib import Path

import msgspec
import pytest

from scenes.framework.storage import JsonStore, field_names
from scenes.play.entries import entry as game_entry
from scenes.shell.stats_schema import arcade_stats
from tests.framework.test_notices import recorded_toasts
from tools.harness.helpers import make_app, settle

ArcadeStats = arcade_stats()

ISSUE_STATS = [  # the files that crashed the app in issue 11
    {"blackbox.setup": []},
    {"blackbox.setup": {"mode": "solo", "radius": 1e400, "n_atoms": 6, "level": 3}},
    {"numbers.setup": {"levels": [1e400, 0], "size": "normal", "scoring": "most", "starter": 0}},
    {"numbers.record": [1, 2]},
    {"numbers.record": {"normal2": {"win": "3", "draw": 0, "loss": 0}}},
    {"blackbox.results": {"played": "many"}},
]
MORE_BAD_STATS = [
    {"blackbox.setup": {"radius": 7}},
    {"numbers.setup": {"levels": [0, 2], "size": "normal", "scoring": "most", "starter": 5}},
    {"stars.record": {"2p": {"win": -1}}},
    {"stars.last_setup": {"levels": [0] * 7, "fault_rule": False, "teaching": True, "starter": 0}},
    {"stars.last_setup": {"levels": [0, 2], "fault_rule": "no", "teaching": True, "starter": 0}},
    {"blackbox.results": {"<script>": 1}},
    {"patience.classic": {"played": "3"}},
    {"patience.all_in_a_row": [1]},
    [1, 2, 3],
]


def home_with(tmp_path, stats_text: str, settings: dict | None = None) -> Path:
    (tmp_path / "data").mkdir()
    (tmp_path / "config").mkdir()
    (tmp_path / "data" / "stats.json").write_text(stats_text, encoding="utf-8")
    (tmp_path / "config" / "settings.json").write_text(json.dumps(settings or {"scanlines": True}))
    return tmp_path


def open_every_game(app):
    """Open each game's first scene, as from the title menu (the issue's crash points)."""
    from scenes.play import entries

    for entry in entries.games():
        app.stack.push(entry.start(app))
        settle(app)
        app.step(3)
        app.stack.pop()
        settle(app)


def record_every_result(app):
    """Write each record the games keep, through the games' own code."""
    from scenes.blackbox.config import BoxConfig
    from scenes.numbers.config import MatchConfig
    from scenes.numbers.play import BOOK as NUMBERS_BOOK
    from scenes.patience import stats as patience_stats
    from scenes.play.turns import PERSON
    from scenes.stars.config import StarsConfig
    from scenes.stars.play import BOOK as STARS_BOOK

    numbers = MatchConfig("normal", (PERSON, 2))
    assert NUMBERS_BOOK.write(app, numbers, [0], 2)
    stars = StarsConfig((PERSON, 2, 3))
    assert STARS_BOOK.write(app, stars, [1], 3)
    from game.blackbox.computer import hide

    box = game_entry("blackbox").new_game(app, BoxConfig(), seed=1)
    atoms = hide(4, 6, 1, seed=3)
    box.session.play(("hide", atoms))
    box.session.play(("announce", frozenset(atoms)))
    box.record(box.session.result())  # as when the solo box is scored
    patience_stats.finished(app.stats, "classic", won=True)


@pytest.mark.slow
@pytest.mark.parametrize("bad", ISSUE_STATS, ids=[json.dumps(b)[:40] for b in ISSUE_STATS])
def test_a_bad_stats_file_is_set_aside_and_every_game_opens_and_records(tmp_path, bad):
    home = home_with(tmp_path, json.dumps(bad))
    settings_before = (home / "config" / "settings.json").read_bytes()
    with recorded_toasts() as told:
        app = make_app(home=str(home))
    try:
        assert any("statistics file" in t and "kept it as" in t for t in told)
        assert app.stats.data == {}
        open_every_game(app)
        record_every_result(app)
        assert app.stats.get("numbers.record") == {"normal2": {"win": 1, "draw": 0, "loss": 0}}
        assert app.stats.get("stars.record") == {"3p": {"win": 0, "draw": 0, "loss": 1}}
        assert app.stats.get("blackbox.results")["played"] == 1
        assert app.stats.get("patience.classic") == {"played": 1, "won": 1, "helped": 0, "streak": 1, "best": 1}
    finally:
        app.close()
    data = home / "data"
    asides = [p for p in data.iterdir() if p.name.startswith("stats.json.corrupt-")]
    assert [json.loads(p.read_text()) for p in asides] == [bad]
    assert (home / "config" / "settings.json").read_bytes() == settings_before  # untouched
    assert msgspec.json.decode((data / "stats.json").read_bytes(), type=ArcadeStats)


@pytest.mark.parametrize("bad", MORE_BAD_STATS, ids=[json.dumps(b)[:40] for b in MORE_BAD_STATS])
def test_more_bad_stats_files_are_set_aside_whole(tmp_path, bad):
    (tmp_path / "stats.json").write_text(json.dumps(bad))
    store = JsonStore(tmp_path / "stats.json", ArcadeStats, label="statistics file")
    assert store.data == {} and "kept it as stats.json.corrupt-" in store.notice
    assert [json.loads(p.read_text()) for p in tmp_path.iterdir()] == [bad]


def test_a_good_stats_file_comes_back_typed_and_is_kept(tmp_path):
    good = {
        "numbers.record": {"normal2": {"win": 3, "draw": 1, "loss": 2}},
        "blackbox.setup": {"mode": "match", "radius": 5, "n_atoms": 4, "level": 2},
        "blackbox.results": {"played": 4, "best_r4_a6": 17},
        "numbers.setup": {"board": "quick3", "levels": [0, 1, 3], "scoring": "least", "first": 2},
        "stars.last_setup": {"levels": [0, 2, 2, 3], "fault_rule": True, "starter": 3},
        "patience.all_in_a_row": {"played": 9, "won": 2, "streak": 0, "best": 1},
        "from.a.newer.version": {"kept": False},
    }
    home = home_with(tmp_path, "\ufeff" + json.dumps(good))
    with recorded_toasts() as told:
        app = make_app(home=str(home))
    try:
        assert not any("statistics" in t for t in told)
        win = app.stats.get("numbers.record")["normal2"]["win"]
        assert win == 3 and type(win) is int
        open_every_game(app)
        from scenes.blackbox.setup import BlackBoxSetup
        from scenes.numbers.setup import NumbersSetup
        from scenes.stars.setup import StarsSetup

        assert BlackBoxSetup(app).config().options() == good["blackbox.setup"]
        assert NumbersSetup(app).config((0, 1, 3)).to_json() == good["numbers.setup"]  # seats join later
        assert StarsSetup(app).config((0, 2, 2, 3)).to_json() == good["stars.last_setup"]
    finally:
        app.close()
    assert not [p for p in (home / "data").iterdir() if ".corrupt-" in p.name]


def test_an_older_stats_file_is_still_taken(tmp_path):
    """Fields a newer version dropped (stars' "teaching") do not make a file invalid."""
    old = {"stars.last_setup": {"levels": [0, 2], "fault_rule": False, "teaching": True, "starter": 0}}
    (tmp_path / "stats.json").write_text(json.dumps(old))
    store = JsonStore(tmp_path / "stats.json", ArcadeStats)
    assert store.notice is None
    assert store.get("stars.last_setup") == {"levels": [0, 2], "fault_rule": False, "starter": 0, "first": -2}


def test_the_schema_has_every_key_the_games_write():
    """The schema is every catalogue game's declared keys (each under its own key), its recent
    games and lesson progress, and the daily record: derived, so a new game edits nothing here.
    What a game really writes is checked by playing it: tests/contract finishes every game and
    starts it from its setup, and a key the schema lacks is told there as "Could not keep"."""
    from game import catalogue
    from scenes.play import entries
    from scenes.play.daily_record import DAILY_KEY
    from scenes.play.lessons import progress_key
    from scenes.play.recent import stats_key as recent_key

    expected = {DAILY_KEY}
    for game in catalogue.GAMES:
        own = {f.key for f in entries.entry(game.key).stats}
        assert own and all(k.startswith(f"{game.key}.") for k in own), (game.key, own)
        expected |= own | {recent_key(game.key), progress_key(game.key)}
    assert expected == field_names(ArcadeStats)


def test_every_setup_the_menus_can_make_fits_the_schema(tmp_path):
    """Each config's to_json is accepted by the schema and read back the same."""
    from itertools import product

    from scenes.blackbox.config import MODE_NAMES, BoxConfig
    from scenes.numbers.config import MatchConfig
    from scenes.stars.config import StarsConfig

    def kept(key, value):
        """What the store would hand back after set(key, value) (checked, no disk write)."""
        return msgspec.to_builtins(msgspec.convert({key: value}, ArcadeStats))[key]

    for mode, radius, atoms, level in product(MODE_NAMES, (3, 4, 5), range(3, 11), (1, 2, 3)):
        cfg = BoxConfig(mode, radius, atoms, level)
        assert BoxConfig.from_json(kept("blackbox.setup", cfg.to_json())) == cfg
    for size, seats, scoring in product(("normal", "quick"), (2, 3), ("most", "least")):
        for levels in product(range(4), repeat=seats):
            for starter in range(seats):
                cfg = MatchConfig(size, levels, scoring, starter)
                assert MatchConfig.from_json(kept("numbers.setup", cfg.to_json())) == cfg
    for seats in range(2, 7):
        for fault in (False, True):
            cfg = StarsConfig((0,) + (3,) * (seats - 1), fault, seats - 1)
            assert StarsConfig.from_json(kept("stars.last_setup", cfg.to_json())) == cfg
    store = JsonStore(tmp_path / "stats.json", ArcadeStats)
    store.on_notice = pytest.fail
    assert store.set("blackbox.results", {"played": 10**6, "best_r5_a10": 0})
    assert msgspec.json.decode((tmp_path / "stats.json").read_bytes(), type=ArcadeStats)


def test_a_stats_file_of_100_mb_is_set_aside_not_written_for_ever(tmp_path):
    home = home_with(tmp_path, json.dumps({"patience.classic": {"played": 1}, "pad": "x" * 2_000_000}))
    with recorded_toasts() as told:
        app = make_app(home=str(home))
    try:
        assert any("larger than 1 MB" in t for t in told)
        assert app.stats.data == {}
    finally:
        app.close()
