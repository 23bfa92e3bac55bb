"""Keeping a Black Hole Numbers game: what is numbers' own. Every way out, Continue with undo, bad
saves, finished games, the demo and the abandon question are the contract suite's (tests/contract)."""

from scenes.numbers.config import PERSON, MatchConfig
from scenes.play.entries import entry
from tools.harness.helpers import make_app, quit_window, settle, step_until

PEOPLE = MatchConfig("quick", (PERSON, PERSON), "least", starter=1)


def test_a_finished_game_of_two_people_is_forgotten_and_records_no_lone_persons_record(tmp_path):
    app = make_app(home=str(tmp_path))
    try:
        scene = entry("numbers").new_game(app, PEOPLE, seed=5)
        app.stack.push(scene)
        settle(app)
        scene.play((2, 1))
        assert app.kept.flush() and app.kept.path("numbers").exists()
        while not scene.state.is_terminal():
            scene.play(scene.state.legal_actions()[0])
        step_until(app, lambda: scene.in_result, 900)
        assert app.kept.flush() and not app.kept.path("numbers").exists()
        assert app.stats.get("numbers.record") is None  # two people: no lone person's record
    finally:
        quit_window(app)
