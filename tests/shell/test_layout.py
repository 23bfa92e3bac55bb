"""The layout check: on every screen of the tour, with each of its rows focused in turn
(menus' help lines, every row of a list), no text leaves the 640x360 canvas or its panel,
no panel leaves the canvas, and no two texts overlap (the canvas is the same at every window
size, so this covers every resolution)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.framework import draw
from tests.text_sizes import ENGLISH_WALKS, TEXT_SIZES
from tools.harness.helpers import make_app, settle
from tools.harness.tour import TOUR, capture, layout_problems, leg_problems, set_text_size

# Shots whose findings need more than a layout number in a scene another helper is
# still rewriting: shot name -> the reason, naming the file. Empty: every shot passes.
KNOWN: dict[str, str] = {}


# Large text is the harder fit and runs in `make test`; Normal runs with the slow tests, and so
# do the legs that play whole games or demos to their end (CI runs them all): that keeps
# `make test` inside its three minutes. There the other legs are walked at Large in the
# pseudo-language, whose words run a third longer (tests/shell/test_languages.py): their English
# walk is the slow tests' (tests/text_sizes.py ENGLISH_WALKS).
LEGS = [
    pytest.param(t, id=t.name, marks=[] if t.name in ENGLISH_WALKS and not t.whole else [pytest.mark.slow])
    for t in TOUR
]


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("leg", LEGS)
def test_every_text_fits_and_stands_alone(leg, text_size):
    app = make_app(*leg.args, offer_lessons=leg.offer_lessons)
    set_text_size(app, text_size)
    settle(app)
    try:
        shots, found = leg_problems(app, leg.leg)
    finally:
        app.close()
    assert shots, "the tour leg showed nothing"
    unexpected = {k: v for k, v in found.items() if k not in KNOWN}
    assert not unexpected, "\n".join(f"{k}: {p}" for k, v in unexpected.items() for p in v)
    known = [f"{k}: {KNOWN[k]}" for k in found]
    if known:
        pytest.xfail("; ".join(known))


def test_the_recorder_is_off_by_default_and_sees_texts_panels_and_subsurfaces():
    assert draw.LAYOUT.recorder is None
    canvas = pygame.Surface((640, 360))
    draw.text(canvas, "nobody listens", (5, 5))
    with draw.recording_layout() as rec:
        draw.panel(canvas, pygame.Rect(100, 100, 200, 50))
        draw.text(canvas.subsurface(pygame.Rect(100, 100, 200, 50)), "IN", (10, 10), "s")
    assert draw.LAYOUT.recorder is None
    assert [t.text for t in rec.texts] == ["IN"] and rec.texts[0].surface is canvas
    assert rec.texts[0].box.topleft == (110, 110) and rec.panels[0].order < rec.texts[0].order


def _fake_app(canvas: pygame.Surface) -> SimpleNamespace:
    """Only what layout_problems reads of an app: its canvas and the top scene."""
    return SimpleNamespace(display=SimpleNamespace(canvas=canvas), stack=SimpleNamespace(top=None))


def test_the_check_catches_overlaps_and_strays():
    FakeApp = _fake_app(pygame.Surface((640, 360)))
    canvas = FakeApp.display.canvas
    with draw.recording_layout() as rec:
        draw.text(canvas, "first", (10, 10))
        draw.text(canvas, "second", (14, 12))
        draw.text(canvas, "far out", (630, 10))
        draw.panel(canvas, pygame.Rect(200, 200, 80, 30))
        draw.text(canvas, "too long for it", (205, 205))
    problems = layout_problems(FakeApp, rec)
    assert any("overlaps" in p and "first" in p for p in problems)
    assert any("leaves the canvas" in p for p in problems)
    assert any("sticks out of its panel" in p for p in problems)
    canvas.fill((0, 0, 0))  # a fresh frame: the words above are gone
    with draw.recording_layout() as rec:
        draw.text(canvas, "under", (10, 10))
        draw.panel(canvas, pygame.Rect(0, 0, 100, 40))
        draw.text(canvas, "dialog", (10, 10))
    assert layout_problems(FakeApp, rec) == []


def test_a_panel_painted_over_by_a_cover_no_longer_claims_the_texts_above_it():
    FakeApp = _fake_app(pygame.Surface((640, 360)))
    canvas = FakeApp.display.canvas
    with draw.recording_layout() as rec:
        draw.panel(canvas, pygame.Rect(300, 20, 200, 300))
        draw.text(canvas, "across the old panel's edge", (150, 100))
    assert any("crosses the edge" in p for p in layout_problems(FakeApp, rec))
    canvas.fill((0, 0, 0))  # a full-screen cover drawn over the game
    assert layout_problems(FakeApp, rec) == []


def test_a_frame_that_leaves_pixels_undrawn_is_caught():
    """A scene that paints only part of the canvas shows the last frame through the rest."""
    from tools.harness.tour import UNPAINTED, _count_colour

    canvas = pygame.Surface((640, 360))
    canvas.fill(UNPAINTED)
    canvas.fill((0, 0, 0), pygame.Rect(0, 0, 640, 350))
    assert _count_colour(canvas, UNPAINTED) == 640 * 10

    FakeApp = _fake_app(canvas)
    with draw.recording_layout() as rec:
        pass
    rec.unpainted = 6400
    assert any("not drawn" in p for p in layout_problems(FakeApp, rec))


def test_a_card_laid_over_part_of_a_panels_words_is_caught():
    FakeApp = _fake_app(pygame.Surface((640, 360)))
    canvas = FakeApp.display.canvas
    with draw.recording_layout() as rec:
        draw.panel(canvas, pygame.Rect(400, 20, 230, 330))
        draw.text(canvas, "a line half under the card", (410, 100), "s")
        draw.panel(canvas, pygame.Rect(405, 103, 220, 200))  # the card, inside the same panel
    assert any("partly covered" in p for p in layout_problems(FakeApp, rec))
    with draw.recording_layout() as rec:
        draw.panel(canvas, pygame.Rect(400, 20, 230, 330))
        draw.text(canvas, "a line wholly under the card", (410, 120), "s")
        draw.panel(canvas, pygame.Rect(405, 103, 220, 200))
    assert layout_problems(FakeApp, rec) == []


def _menu_with_rows(row: int, labels: list[str]):
    from scenes.framework.menu import Button, MenuScene, MenuStyle

    app = make_app()
    settle(app)
    menu = MenuScene(app, "", [Button(t, lambda: None) for t in labels], style=MenuStyle(width=236, row=row, gap=1))
    app.stack.push(menu)
    settle(app)
    return app


def test_the_check_sees_a_menu_label_with_its_feet_cut_off():
    """The title's rows at 11 entries were 18 px: "Daily" read "Dailv", "Box" "Rox"."""
    import pygame_gui

    from tools.harness.tour import label_problems

    app = _menu_with_rows(24, ["Back"])
    try:
        manager = app.stack.top.ui_manager
        thin = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 236, 18), "Daily challenge", manager=manager)
        problems = label_problems(thin)
    finally:
        app.close()
    assert any("Daily challenge" in p and "cut" in p for p in problems), problems


@pytest.mark.parametrize("row", [16, 18, 19, 20, 22, 24])
def test_menu_labels_fit_every_row_height_menus_use(row):
    from tools.harness.tour import label_problems

    app = _menu_with_rows(row, ["Daily challenge", "Hex Black Box", "Settings", "How to play", "Most points"])
    try:
        elements = app.stack.top._elements.values()
        problems = [p for el in elements for p in label_problems(el)]
    finally:
        app.close()
    assert not problems, problems


def test_the_check_catches_words_too_faint_for_what_they_are_drawn_on():
    """The old `faint` grey, (70, 74, 120), stood 2.36:1 from the background."""
    FakeApp = _fake_app(pygame.Surface((640, 360)))
    canvas = FakeApp.display.canvas
    canvas.fill(draw.PALETTE["bg"])
    with draw.recording_layout() as rec:
        draw.text(canvas, "ESC back", (10, 10), "s", (70, 74, 120))
        draw.text(canvas, "fine", (10, 40), "s", draw.PALETTE["faint"])
    problems = layout_problems(FakeApp, rec)
    assert any("'ESC back'" in p and "contrast 2." in p for p in problems), problems
    assert not any("'fine'" in p for p in problems)


def test_large_text_draws_no_capital_under_9_canvas_px():
    """The 7-px mini font was the smallest text on screen: 21 px at 1080p."""
    FakeApp = _fake_app(pygame.Surface((640, 360)))
    canvas = FakeApp.display.canvas
    assert draw.cap_height("s") == 7
    draw.TEXT.large = True
    try:
        assert draw.cap_height("s") >= 9 and draw.line_h("s") > 10 and draw.glyph_h() > draw.GLYPH_H
        with draw.recording_layout() as rec:
            draw.text(canvas, "A: NEXT", (10, 10), "s")
        assert layout_problems(FakeApp, rec) == []
        rec.texts[0] = rec.texts[0].__class__(
            *[getattr(rec.texts[0], f) for f in ("order", "text", "size", "box", "surface", "colour", "backdrop")],
            cap=7,
        )
        assert any("7-px capitals" in p for p in layout_problems(FakeApp, rec))
    finally:
        draw.TEXT.large = False


def test_auto_text_size_is_large_whenever_the_arcade_is_fullscreen():
    """A 1366x768 TV or a Steam Deck fullscreen gets Large too: the canvas is the same
    640x360 there, with fewer screen pixels per letter than on a 1080p TV."""
    assert draw.large_text_wanted("auto", True)
    assert not draw.large_text_wanted("auto", False)
    assert draw.large_text_wanted("large", False) and not draw.large_text_wanted("normal", True)


def test_the_unsaved_notice_on_the_title_stays_clear_of_the_game_list():
    """A second copy's "Nothing will be saved" ran across the list's top rows."""
    app = make_app()
    try:
        settle(app)
        app.unsaved = "Nothing will be saved: another copy of the arcade has the data folder open."
        app.step(2)
        problems = layout_problems(app, capture(app))
        assert not problems, problems
    finally:
        app.close()


def test_the_check_catches_a_strip_lying_on_the_frame_it_hosts():
    """The attract mode's DEMO bar covered the last pixels of every game's board."""
    from tools.harness.tour import _strip_problems

    over = SimpleNamespace(
        strip_rect=lambda: pygame.Rect(0, 345, 640, 15), viewport=lambda: pygame.Rect(0, 0, 640, 360)
    )
    clear = SimpleNamespace(
        strip_rect=lambda: pygame.Rect(0, 345, 640, 15), viewport=lambda: pygame.Rect(7, 0, 613, 345)
    )
    assert any(
        "covers the hosted frame" in p for p in _strip_problems(SimpleNamespace(stack=SimpleNamespace(top=over)))
    )
    assert _strip_problems(SimpleNamespace(stack=SimpleNamespace(top=clear))) == []


def test_a_1366x768_screen_goes_large_text_when_the_arcade_fills_it():
    """On "auto", a fullscreen 1366x768 TV used to stay on Normal text (7-px capitals, 14 px
    on that screen from across the room); it now goes Large, and back to Normal in a window."""
    app = make_app("--size", "1366x768")
    try:
        app.settings.set("text_size", "auto")
        app.settings_changed()
        assert not draw.TEXT.large  # windowed
        app.set_fullscreen(True)
        assert draw.TEXT.large
        app.set_fullscreen(False)
        assert not draw.TEXT.large
    finally:
        app.close()
