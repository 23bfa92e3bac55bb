"""The scene stack: deferred changes, input passing down, overlays, fades."""

import pygame

from scenes.framework.input import Action, Kind
from scenes.framework.scene import Scene
from scenes.framework.stack import SceneStack


class Probe(Scene):
    def __init__(self, name, consume=(), opaque=True, colour=(0, 0, 0)):
        super().__init__(app=None)
        self.name, self.opaque, self.consume, self.colour = name, opaque, set(consume), colour
        self.seen, self.events, self.updates = [], [], 0

    def handle(self, action):
        self.seen.append(action.kind)
        return action.kind in self.consume

    def update(self, dt):
        self.updates += 1

    def on_enter(self):
        self.events.append("enter")

    def on_exit(self):
        self.events.append("exit")

    def on_close(self):
        self.events.append("close")

    def draw(self, canvas):
        if self.opaque:
            canvas.fill(self.colour)
        else:
            canvas.fill(self.colour, (0, 0, 10, 10))


def test_changes_apply_at_end_of_frame():
    stack = SceneStack()
    a, b = Probe("a"), Probe("b")
    stack.push(a)
    assert stack.names() == []
    stack.apply_pending()
    stack.push(b)
    assert stack.top is a
    stack.apply_pending()
    assert stack.names() == ["a", "b"]
    assert a.events == ["enter", "exit"] and b.events == ["enter"]
    stack.replace(Probe("c"))
    stack.apply_pending()
    assert stack.names() == ["a", "c"] and b.events == ["enter", "exit", "close"]
    stack.pop()
    stack.apply_pending()
    assert stack.names() == ["a"] and a.events[-1] == "enter"


def test_input_goes_top_down_until_consumed():
    stack = SceneStack()
    low, high = Probe("low", consume={Kind.CONFIRM}), Probe("high", consume={Kind.BACK})
    stack.push(low)
    stack.push(high)
    stack.apply_pending()
    assert stack.dispatch(Action(Kind.BACK))
    assert stack.dispatch(Action(Kind.CONFIRM))
    assert not stack.dispatch(Action(Kind.ALT))
    assert high.seen == [Kind.BACK, Kind.CONFIRM, Kind.ALT]
    assert low.seen == [Kind.CONFIRM, Kind.ALT]


def test_only_top_updates_and_drawing_starts_at_topmost_opaque():
    stack = SceneStack()
    bottom, game = Probe("bottom", colour=(255, 0, 0)), Probe("game", colour=(0, 255, 0))
    overlay = Probe("pause", opaque=False, colour=(0, 0, 255))
    for s in (bottom, game, overlay):
        stack.push(s)
    stack.apply_pending()
    stack.update(1 / 60)
    assert (bottom.updates, game.updates, overlay.updates) == (0, 0, 1)
    canvas = pygame.Surface((640, 360))
    stack.draw(canvas)
    assert canvas.get_at((100, 100))[:3] == (0, 255, 0)  # the game shows under the overlay
    assert canvas.get_at((5, 5))[:3] == (0, 0, 255)


def test_fade_swaps_scenes_at_black_and_blocks_input():
    stack = SceneStack()
    a, b = Probe("a", colour=(200, 200, 200)), Probe("b", colour=(200, 200, 200))
    stack.push(a)
    stack.apply_pending()
    stack.push(b, transition="fade")
    stack.apply_pending()
    assert stack.fading and stack.names() == ["a"]
    assert stack.dispatch(Action(Kind.CONFIRM)) and a.seen == []
    canvas = pygame.Surface((640, 360))
    frames = 0
    while stack.names() == ["a"]:
        stack.update(1 / 60)
        frames += 1
        assert frames < 30
    stack.draw(canvas)
    assert canvas.get_at((320, 180))[0] < 40  # at the swap the screen is near black
    while stack.fading:
        stack.update(1 / 60)
    stack.draw(canvas)
    assert canvas.get_at((320, 180))[:3] == (200, 200, 200)
    assert stack.names() == ["a", "b"]


def test_pop_to_returns_to_named_scene():
    stack = SceneStack()
    for n in ("title", "game", "pause", "rules"):
        stack.push(Probe(n))
    stack.apply_pending()
    stack.pop_to("title")
    stack.apply_pending()
    assert stack.names() == ["title"]


def test_a_scene_that_is_leaving_cannot_replace_the_scene_beneath_it():
    """A scene pops itself with a fade, then (a worker's answer arriving during the fade) asks to be
    replaced: the replace would take off the scene beneath it instead, and the title was lost."""
    stack = SceneStack()
    title, leaving, arrival = Probe("title"), Probe("shuffling"), Probe("patience")
    stack.push(title)
    stack.apply_pending()
    stack.push(leaving)
    stack.apply_pending()
    stack.pop(transition="fade")  # Esc on the shuffling screen
    stack.apply_pending()
    stack.update(1 / 60)
    stack.replace(arrival, transition="fade")  # the deal found, a frame later, while the fade runs
    stack.apply_pending()
    for _ in range(60):
        stack.update(1 / 60)
        stack.apply_pending()
    assert stack.names() == ["title"]


def test_one_scenes_pop_then_replace_in_one_go_still_applies():
    """A join screen that pops itself and has its setup replaced by the game in the same go."""
    stack = SceneStack()
    title, setup, join, game = Probe("title"), Probe("setup"), Probe("join"), Probe("game")
    for scene in (title, setup, join):
        stack.push(scene)
        stack.apply_pending()
    stack.pop()
    stack.replace(game, transition="fade")
    stack.apply_pending()
    for _ in range(60):
        stack.update(1 / 60)
        stack.apply_pending()
    assert stack.names() == ["title", "game"]


def test_replace_of_a_scene_takes_it_and_all_above_it_in_one_change():
    """The join screen's answer: the setup beneath it (and the join screen) give way to the game."""
    stack = SceneStack()
    title, setup, join, game = Probe("title"), Probe("setup"), Probe("join"), Probe("game")
    for scene in (title, setup, join):
        stack.push(scene)
        stack.apply_pending()
    stack.replace(game, transition="fade", of=setup)
    stack.apply_pending()
    for _ in range(60):
        stack.update(1 / 60)
        stack.apply_pending()
    assert stack.names() == ["title", "game"]
    assert join.events[-1] == "close" and setup.events[-1] == "close"


def test_a_late_replace_of_a_scene_already_gone_is_dropped():
    """A change asked for from a scene that has left the stack by the time it applies changes nothing."""
    stack = SceneStack()
    title, setup, other = Probe("title"), Probe("setup"), Probe("other")
    for scene in (title, setup):
        stack.push(scene)
        stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    stack.push(other)
    stack.apply_pending()
    stack.replace(Probe("game"), of=setup)  # the setup's answer, arriving after it closed
    stack.apply_pending()
    assert stack.names() == ["title", "other"]
