"""A game in progress whose save fails is kept for the session as told; a saves/ link that
leads out of the data folder is never written through (issue 30 items 5, 9, 19)."""

from __future__ import annotations

from scenes.framework.kept import KeptGames
from tools.harness.helpers import make_app, quit_window


def test_a_game_whose_save_failed_is_still_offered_while_the_arcade_runs(tmp_path):
    saves = tmp_path / "saves"
    saves.write_text("a file where the folder should be")
    kept = KeptGames(saves)
    kept.save("stars", {"game": "stars", "moves": [1, 2]})
    assert any("kept only while the arcade runs" in n for n in kept.take_notices())
    assert kept.keys() == ["stars"] and kept.load("stars") == {"game": "stars", "moves": [1, 2]}
    kept.discard("stars")
    assert kept.keys() == [] and kept.load("stars") is None
    assert kept.take_notices() == []  # no "Could not remove the finished game's save" (item 19)


def test_quit_to_title_with_a_failing_save_offers_continue(user_home):
    (user_home / "data").mkdir(parents=True, exist_ok=True)
    (user_home / "data" / "saves").write_text("not a folder")
    app = make_app()
    app.keep_game("stars", {"game": "stars"})
    app.kept.flush()
    app.stack.top.refresh()
    assert any(getattr(i, "label", "").startswith("Continue") for i in app.stack.top.items)
    quit_window(app)


def test_a_saves_link_leading_out_of_the_data_folder_is_not_written_through(tmp_path):
    outside = tmp_path / "etc"
    outside.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    (data / "saves").symlink_to(outside)
    kept = KeptGames(data / "saves")
    kept.save("stars", {"game": "stars"})
    assert list(outside.iterdir()) == []
    assert any("leads out of the data folder" in n for n in kept.take_notices())
    assert kept.load("stars") == {"game": "stars"}  # kept for the session
