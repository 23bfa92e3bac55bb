"""Two pads pressing in the same frame never break the scene stack (issue 19, finding 1).

The rule (scenes/framework/stack.py): the first stack change asked for in a frame wins.
Once one is pending, the rest of that frame's input is dropped, and a change asked for by
another scene in the same frame (or the same fade) is dropped too; a pop never empties the
stack and ``pop_to`` a scene that is not there does nothing."""

import pygame
import pytest

from scenes.framework.input import Action, Kind
from scenes.framework.stack import SceneStack
from scenes.play.entries import Opening, games
from tests.contract.cases import finished_session, people_session
from tools.harness.helpers import make_app, pad_press, settle, step_until
from tools.harness.vpad import VirtualPad

MULTI = [e for e in games() if e.info.seats[1] > 1]
EVERY = list(games())


def both_press(app, a, b, a_button, b_button):
    """Two pads press in one frame (the downs and ups land in the same event pump)."""
    a.set_button(a_button, True)
    b.set_button(b_button, True)
    app.step(1)
    a.set_button(a_button, False)
    b.set_button(b_button, False)
    app.step(2)


@pytest.fixture
def pads():
    app = make_app()
    gold, sky = VirtualPad("xbox").plug(), VirtualPad("playstation").plug()
    app.step(3)
    yield app, gold, sky
    gold.unplug()
    sky.unplug()
    app.close()


def at_result(app, entry):
    scene = entry.scene_for(app, finished_session(entry), Opening())
    app.stack.push(scene)
    settle(app)
    step_until(app, lambda: scene.in_result, 600)
    return scene


@pytest.mark.parametrize("entry", EVERY, ids=lambda e: e.key)
@pytest.mark.parametrize("first,second", [("b", "a"), ("a", "b"), ("b", "x"), ("x", "b")])
def test_title_and_play_again_in_one_frame_keep_the_title(pads, entry, first, second):
    app, gold, sky = pads
    at_result(app, entry)
    both_press(app, gold, sky, first, second)
    settle(app)
    names = app.stack.names()
    assert names[0] == "title", names
    assert len(names) <= 3, names  # one change, not two
    # whatever won, the way back to the title still works and the arcade keeps running
    app.stack.pop_to("title", transition="fade")
    app.step(1)
    settle(app)
    assert app.stack.names() == ["title"] and app.running


def test_two_pads_on_the_title_open_one_setup_screen(pads):
    app, gold, sky = pads
    assert app.stack.names() == ["title"]
    both_press(app, gold, sky, "a", "a")
    settle(app)
    assert len(app.stack.names()) == 2, app.stack.names()
    app.stack.pop()
    app.step(1)
    settle(app)
    assert app.stack.names() == ["title"]


def test_start_and_back_on_the_join_screen_in_one_frame(pads):
    app, gold, sky = pads
    app.stack.push(_setup(app))
    settle(app)
    setup = app.stack.top
    labels = [getattr(i, "label", "") for i in setup.items]
    setup.nav.focus_on(labels.index("Start"))
    pad_press(app, gold, "a")
    settle(app)
    assert app.stack.top.name == "join"
    pad_press(app, gold, "a")  # Gold takes a seat and hosts
    pad_press(app, sky, "a")  # Sky takes one
    gold.set_button("start", True)  # the host starts as the keyboard, not seated, backs out
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(1)
    gold.set_button("start", False)
    app.step(2)
    settle(app)
    names = app.stack.names()
    assert names in (["title", "stars"], ["title", "stars_setup"]), names


def _setup(app):
    from scenes.stars import ENTRY

    return ENTRY.start(app, None)


def test_two_pads_confirming_in_pause_resume_once(pads):
    app, gold, sky = pads
    entry = MULTI[0]
    app.stack.push(entry.scene_for(app, people_session(entry), Opening()))
    settle(app)
    both_press(app, gold, sky, "start", "start")  # one pauses; the other's Start is dropped
    settle(app)
    assert app.stack.names()[-1] == "pause", app.stack.names()
    both_press(app, gold, sky, "a", "a")  # Resume, once: the game is not popped too
    settle(app)
    assert len(app.stack.names()) == 2 and app.stack.names()[0] == "title", app.stack.names()


class Plain:
    opaque = True
    ui_manager = None

    def __init__(self, name):
        self.name = name

    def on_enter(self): ...
    def on_exit(self): ...
    def on_close(self): ...
    def handle(self, action):
        return False

    def update(self, dt): ...
    def draw(self, canvas): ...
    def game_state(self):
        return None


def test_the_stack_never_pops_its_base_scene():
    stack = SceneStack()
    stack.push(Plain("title"))
    stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    stack.pop_to("nowhere")
    stack.apply_pending()
    assert stack.names() == ["title"]
    stack.push(Plain("game"))
    stack.apply_pending()
    stack.pop_to("nowhere")  # not on the stack: nothing happens (it used to empty it)
    stack.apply_pending()
    assert stack.names() == ["title", "game"]


class Counting(Plain):
    def __init__(self, name):
        super().__init__(name)
        self.seen = 0

    def handle(self, action):
        self.seen += 1
        return True


def test_once_a_change_is_pending_the_frames_other_presses_are_dropped():
    stack = SceneStack()
    title = Counting("title")
    stack.push(title)
    stack.apply_pending()
    stack.dispatch(Action(Kind.CONFIRM, "pad:1"))
    stack.push(Plain("setup"))  # the first press asked for a change ...
    stack.dispatch(Action(Kind.CONFIRM, "pad:2"))  # ... so the second never reaches the title
    stack.dispatch(Action(Kind.DEVICE_ADDED, "pad:3"))  # plug events still do
    assert title.seen == 2
    stack.apply_pending()
    assert stack.names() == ["title", "setup"]


def test_a_fade_takes_no_change_from_another_scene():
    stack = SceneStack()
    stack.push(Plain("title"))
    stack.apply_pending()
    game = Plain("game")
    stack.push(game)
    stack.apply_pending()
    stack.pop_to("title", transition="fade")  # the game goes, behind a fade
    stack.apply_pending()
    stack.scenes.append(Plain("overlay"))  # a scene another way on top meanwhile asks too
    stack.push(Plain("late"))
    stack.apply_pending()
    stack.scenes.pop()
    stack.update(1.0)
    assert stack.names() == ["title"]


def test_a_scenes_own_sequence_of_changes_all_apply():
    stack = SceneStack()
    for name in ("title", "setup", "join"):
        stack.push(Plain(name))
        stack.apply_pending()
    stack.pop()  # the join screen gives way to the game behind the setup
    stack.replace(Plain("game"))
    stack.apply_pending()
    assert stack.names() == ["title", "game"]
