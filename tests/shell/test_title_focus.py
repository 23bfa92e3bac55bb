"""The title's focus follows the item it was on, not its row number, when the list changes
(a kept game's Continue row comes or goes): Enter never resumes a game the player did not pick."""

import pygame
import pytest

from scenes.play import entries
from tests.contract.cases import toward_the_end
from tests.contract.test_keeping import make_moves, open_game, quit_to_title
from tools.harness.helpers import make_app, press_key, settle, step_until


def focused_label(app) -> str:
    title = app.stack.top
    assert title.name == "title"
    return title.items[title.nav.cursor.focus].label


@pytest.mark.slow  # plays a whole game to its end
def test_after_a_continued_game_ends_the_focus_is_on_its_row_not_the_next_continue(user_home):
    """Issue 25 item 18: Continue A, Continue B; A is finished; Enter must not resume B."""
    app = make_app()
    try:
        first, second = entries.entry("numbers"), entries.entry("patience")
        for entry in (first, second):
            make_moves(entry, open_game(app, entry), 1)
            quit_to_title(app)
        title = app.stack.top
        labels = [getattr(i, "label", "") for i in title.items]
        assert labels[:2] == [f"Continue {first.name}", f"Continue {second.name}"]
        title.nav.focus_on(0)
        press_key(app, pygame.K_RETURN)  # Continue the first
        settle(app)
        scene = app.stack.top
        assert scene.game_key == first.key
        while not scene.session.is_over():
            assert scene.play(toward_the_end(first, scene.session.state))
        step_until(app, lambda: scene.in_result, 1200)
        press_key(app, pygame.K_ESCAPE)  # the result's Title
        settle(app)
        assert app.scene_names() == ["title"]
        assert focused_label(app) == first.name  # the game's own row, the kept game being over
        assert [getattr(i, "label", "") for i in app.stack.top.items][0] == f"Continue {second.name}"
    finally:
        app.close()


def test_a_game_left_and_kept_has_the_focus_on_its_continue_row(user_home):
    app = make_app()
    try:
        entry = entries.entry("blackbox")
        title = app.stack.top
        labels = [getattr(i, "label", "") for i in title.items]
        title.nav.focus_on(labels.index(entry.name))
        scene = open_game(app, entry)
        make_moves(entry, scene, 1)
        quit_to_title(app)  # now "Continue Hex Black Box" stands above every row
        assert focused_label(app) == f"Continue {entry.name}"  # the game just left, not the row it moved to
    finally:
        app.close()
