"""Settings and stats files: every bad case gives defaults, a notice, and loses nothing."""

import json

from scenes.framework.settings import DEFAULTS, load_settings
from scenes.framework.storage import JsonStore


def test_missing_file_gives_defaults_quietly(tmp_path):
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and s.notice is None


def test_round_trip_and_atomic_write(tmp_path):
    s = load_settings(tmp_path)
    s.set("music_volume", 0.25)
    s.set("scanlines", True)
    again = load_settings(tmp_path)
    assert again.get("music_volume") == 0.25 and again.get("scanlines") is True
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp files left


def test_empty_file_gives_defaults_with_notice(tmp_path):
    (tmp_path / "settings.json").write_text("")
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and "empty" in s.notice


def test_corrupt_file_is_moved_aside_not_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"music_volume": 0.3,,, oops')
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS
    assert "corrupt" in s.notice
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_text() == '{"music_volume": 0.3,,, oops'
    s.set("sound_volume", 0.5)
    assert json.loads(path.read_text())["sound_volume"] == 0.5
    assert aside[0].exists()


def test_wrong_types_or_ranges_set_the_whole_file_aside(tmp_path):
    bad = json.dumps({"music_volume": "loud", "sound_volume": 7, "repeat_speed": "warp", "scanlines": True})
    (tmp_path / "settings.json").write_text(bad)
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and "wrong value" in s.notice
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_text() == bad


def test_unknown_keys_are_dropped(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"scanlines": True, "unknown": 1}))
    s = load_settings(tmp_path)
    assert s.get("scanlines") is True and "unknown" not in s.data and s.notice is None


def test_wrong_shape_is_set_aside(tmp_path):
    (tmp_path / "settings.json").write_text("[1, 2, 3]")
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and s.notice


def test_unreadable_file_is_left_alone(tmp_path):
    (tmp_path / "settings.json").mkdir()  # a folder where the file should be
    s = load_settings(tmp_path)
    assert s.data == DEFAULTS and "Could not read" in s.notice
    s.set("music_volume", 0.1)  # works in memory, never clobbers
    assert s.get("music_volume") == 0.1
    assert (tmp_path / "settings.json").is_dir()


def test_unwritable_folder_keeps_values_until_quit(tmp_path):
    blocker = tmp_path / "config"
    blocker.write_text("a file, not a folder")
    s = load_settings(blocker)  # its folder can never be created
    s.set("music_volume", 0.9)
    assert s.get("music_volume") == 0.9
    assert "Cannot save" in s.notice
    assert blocker.read_text() == "a file, not a folder"


def test_stats_store_keeps_the_games_keys(tmp_path):
    from scenes.shell.stats_schema import arcade_stats

    ArcadeStats = arcade_stats()

    st = JsonStore(tmp_path / "stats.json", ArcadeStats)
    st.set("patience.classic", {"played": 3, "won": 1})
    assert JsonStore(tmp_path / "stats.json", ArcadeStats).get("patience.classic") == {
        "played": 3,
        "won": 1,
        "helped": 0,
        "streak": 0,
        "best": 0,
    }


def test_app_shows_notice_and_keeps_corrupt_settings(tmp_path):
    from tools.harness.helpers import make_app

    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text("\x00\x01 not json")
    app = make_app(home=str(tmp_path))
    try:
        assert any("corrupt" in t.text for t in app.toasts)
        assert app.scene_names() == ["title"]
    finally:
        app.close()
    assert any(p.name.startswith("settings.json.corrupt-") for p in (tmp_path / "config").iterdir())


def test_one_remap_of_an_unknown_action_is_left_out_and_named_not_every_setting_reset(tmp_path):
    """Issue 30 item 18: the whole file was set aside ("has the wrong shape")."""
    import json as _json

    from scenes.framework.settings import load_settings

    (tmp_path / "settings.json").write_text(
        _json.dumps(
            {
                "music_volume": 0.2,
                "controls": {"keyboard": {"teleport": ["t"], "undo": ["u"]}, "pads": {"xbox": {"undo": ["north"]}}},
            }
        )
    )
    store = load_settings(tmp_path)
    assert store.get("music_volume") == 0.2
    assert store.get("controls") == {"keyboard": {"undo": ["u"]}, "pads": {"xbox": {"undo": ["north"]}}}
    notice = store.take_notice() or ""
    assert "'teleport'" in notice and "wrong shape" not in notice
    assert not list(tmp_path.glob("*.corrupt-*"))
