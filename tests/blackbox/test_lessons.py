"""The four Black Box lessons, played through the real scene: the right move passes, a wrong one is taken back."""

import pygame
import pytest

from scenes.blackbox.lessons import LESSONS, TURNED_RAY, TURNER, make_scene
from scenes.blackbox.play import BlackBoxPlay
from scenes.blackbox.setup import BlackBoxSetup
from scenes.play.lessons import LessonCoach
from tools.harness.helpers import make_app, press_key, settle, step_until

# lesson key -> (a wrong move's target, a right move's target): ports fire, cells take a stone
MOVES = {
    "blackbox.hit": (((0, -3), 5), ((1, -3), 4)),
    "blackbox.turn": ((1, -1), TURNER),
    "blackbox.rim": (((0, -3), 5), ((-3, 1), 1)),
    "blackbox.detour": (((1, -3), 4), ((3, -3), 4)),
}


@pytest.fixture
def app(tmp_path):
    app = make_app(home=str(tmp_path))
    yield app
    app.close()


def open_lesson(app, index):
    scene = make_scene(app, LessonCoach("blackbox", LESSONS, index, make_scene))
    app.stack.push(scene)
    settle(app)
    app.step(2)
    return scene


@pytest.mark.parametrize("index", range(len(LESSONS)))
def test_each_lesson_takes_back_a_wrong_move_and_praises_the_right_one(app, index):
    scene = open_lesson(app, index)
    lesson = LESSONS[index]
    wrong, right = MOVES[lesson.key]
    start = (scene.session.position, scene.state)
    scene.cursor.focus_on(wrong)
    press_key(app, pygame.K_RETURN)
    assert (scene.session.position, scene.state) == start and scene.message_text == lesson.hint
    assert not scene.coach.passed
    scene.cursor.focus_on(right)
    press_key(app, pygame.K_RETURN)
    assert scene.coach.passed and scene.session.position == start[0] + 1
    assert lesson.key in app.stats.get("blackbox.lessons")["done"]
    assert not (app.paths.data / "saves" / "blackbox.json").exists()  # a lesson is never kept
    assert not scene.jobs.busy  # and the computer tries nothing


def test_every_lesson_accepts_exactly_the_moves_it_asks_for():
    from game.blackbox import fire

    for lesson in LESSONS:
        state = lesson.session().state
        good = {a for a in state.legal_actions() if lesson.judge(state, a, state.apply(a))}
        r = state.rounds[0]
        if lesson.key == "blackbox.turn":
            assert good == {("stone", TURNER, "trial"), ("stone", TURNER, "sure")}
            assert r.result_at(TURNED_RAY).kind == "detour"
            continue
        kinds = {a[1]: fire(3, r.hidden, a[1]) for a in state.legal_actions() if a[0] == "fire"}
        want = {"blackbox.hit": "hit", "blackbox.rim": "reflect", "blackbox.detour": "detour"}[lesson.key]
        expected = {("fire", p) for p, s in kinds.items() if s.kind == want and (want != "reflect" or not s.path)}
        assert good == expected and good, lesson.key


def test_the_preset_ray_cannot_be_undone_but_stones_can(app):
    scene = open_lesson(app, 1)
    assert scene.round.result_at(TURNED_RAY) is not None
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.round.result_at(TURNED_RAY) is not None and scene.message_is_error


def test_how_to_play_in_the_setup_and_the_first_launch_offer(tmp_path):
    app = make_app("--game", "blackbox", home=str(tmp_path), offer_lessons=True)
    try:
        settle(app)
        assert app.stack.top.name == "confirm"  # "New to Hex Black Box? ..."
        press_key(app, pygame.K_RETURN)
        settle(app)
        assert app.stack.top.name == "lessons"
        press_key(app, pygame.K_RETURN)  # lesson 1
        step_until(app, lambda: isinstance(app.stack.top, BlackBoxPlay))
        assert app.stack.top.coach.lesson is LESSONS[0] and app.stack.top.show_atoms
        press_key(app, pygame.K_ESCAPE)
        settle(app)
        while app.stack.top.name != "blackbox_setup":
            app.stack.pop()
            settle(app)
        setup = app.stack.top
        assert isinstance(setup, BlackBoxSetup)
        setup.on_enter()  # not asked twice
        settle(app)
        assert app.stack.top.name == "blackbox_setup"
        setup.flows.show_lessons()
        settle(app)
        assert app.stack.top.name == "lessons"
    finally:
        app.close()


def _covered_rows(app, rec, labels):
    """The panel rows among ``labels`` that a panel drawn after them lies over."""
    texts = [t for t in rec.texts if t.text in labels and t.surface is app.display.canvas]
    return {t.text for t in texts if any(p.order > t.order and p.rect.colliderect(t.box) for p in rec.panels)}, texts


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("index", range(len(LESSONS)))
def test_the_lesson_card_leaves_the_rows_and_the_stones_count_in_view(app, index, text_size):
    """The card grew over the panel and hid Hides/Finds/Markers/Stones, the count a lesson talks about."""
    from tools.harness.tour import capture, layout_problems, set_text_size

    set_text_size(app, text_size)
    settle(app)
    scene = open_lesson(app, index)
    for answered in (False, True):
        if answered:
            scene.cursor.focus_on(MOVES[LESSONS[index].key][1])
            press_key(app, pygame.K_RETURN)
            app.step(10)
        rec = capture(app)
        labels = {"Hides", "Finds", "Markers", "Stones"}
        covered, texts = _covered_rows(app, rec, labels)
        assert {t.text for t in texts} == labels
        assert not covered, (answered, covered)
        card = rec.panels[-1].rect
        stones = next(t for t in texts if t.text == "Stones")
        assert card.top > stones.box.bottom, (card, stones.box)  # a clear pixel between
        words = [t.text for t in rec.texts if card.contains(t.box) and t.order > rec.panels[-1].order]
        assert any(w.startswith("LESSON ") for w in words)
        assert not layout_problems(app, rec)
