"""The About screen: reached from the title, names the version and each game's designer,
shows the licences (or where they are), scrolls by pad, keyboard and mouse."""

from __future__ import annotations

from game import catalogue
from scenes.framework.input import Action, Kind
from scenes.framework.version import __version__
from scenes.shell.about import AboutScene, credits_page, licence_page, shipped_text
from tools.harness.helpers import make_app, settle, step_until
from tools.harness.tour import capture, layout_problems, press_button, set_text_size


def words(lines) -> str:
    return "\n".join(line.text for line in lines)


def test_the_credits_name_the_version_and_every_games_designer_as_the_rules_do():
    text = words(credits_page())
    assert f"Black Hole Arcade {__version__}" in text
    for game in catalogue.GAMES:
        if game.key == "template":
            continue
        assert game.designer and f"{game.name}: {game.designer}" in text
    for name in ("Paraglider", "Eric W. Solomon", "David Parlett", "DotGothic16", "pygame-ce"):
        assert name in text


def test_the_licence_page_shows_the_shipped_texts_and_says_where_missing_ones_are(tmp_path):
    page = words(licence_page({"LICENSE": "MIT License\n\nCopyright (c) 2026", "THIRD_PARTY_NOTICES.md": None}))
    assert "MIT License" in page and "Copyright (c) 2026" in page
    assert "THIRD_PARTY_NOTICES.md is not in this copy" in page
    notices = licence_page({"LICENSE": None, "THIRD_PARTY_NOTICES.md": "# pygame-ce\nLGPL-2.1\n"})
    assert [(line.text, line.heading) for line in notices if line.text == "pygame-ce"] == [("pygame-ce", True)]
    (tmp_path / "LICENSE").write_text("the text", encoding="utf-8")
    assert shipped_text("LICENSE", (tmp_path / "nowhere", tmp_path)) == "the text"
    assert shipped_text("THIRD_PARTY_NOTICES.md", (tmp_path,)) is None


def test_it_opens_from_the_title_scrolls_by_every_device_and_leaves():
    app = make_app()
    try:
        settle(app)
        press_button(app, "About")
        settle(app)
        about = app.stack.top
        assert isinstance(about, AboutScene)
        about.pages[1] = ("Licences", licence_page({"LICENSE": "\n".join(f"line {i}" for i in range(80))}))
        about.handle(Action(Kind.RIGHT))
        assert about.index == 1 and about.top == 0 and about.last_top() > 0
        about.handle(Action(Kind.DOWN))
        assert about.top == 1
        about.handle(Action(Kind.WHEEL, amount=-1))  # the wheel pulled towards the player: down
        assert about.top == 4
        about.handle(Action(Kind.WHEEL, amount=1))
        about.handle(Action(Kind.UP))
        assert about.top == 0
        about.handle(Action(Kind.CONFIRM))  # a screenful, keeping one row
        assert about.top == about.visible() - 1 or about.top == about.last_top()
        bar = about.bar_rect()
        for _ in range(40):
            about.handle(Action(Kind.CLICK, pos=(bar.centerx, bar.bottom - 2)))
        assert about.top == about.last_top()  # never past the end
        about.handle(Action(Kind.CLICK, pos=about.tab_rects()[0].center))
        assert about.index == 0 and about.top == 0
        about.handle(Action(Kind.BACK))
        step_until(app, lambda: app.stack.top.name == "title", 120)
    finally:
        app.close()


def test_the_title_has_the_about_row_and_still_lays_out():
    app = make_app()
    try:
        settle(app)
        labels = [getattr(i, "label", None) for i in app.stack.top.items]
        assert labels.index("About") == labels.index("Controls") + 1
        assert layout_problems(app, capture(app)) == []
    finally:
        app.close()


def test_draws_in_both_text_sizes():
    app = make_app()
    try:
        for size in ("normal", "large"):
            set_text_size(app, size)
            app.stack.push(AboutScene(app))
            settle(app)
            assert layout_problems(app, capture(app)) == []
            app.stack.pop()
            settle(app)
    finally:
        app.close()
