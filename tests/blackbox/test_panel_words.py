"""The Black Box side panel read from the sofa: a figure stays on its words' row, no word
is left alone on a wrapped line, the tally stays above the result's choices, the thinking
swirl sits on no words, and the aid's note keeps its lines apart and inside its frame.

Seen at 1280x800 in Large text: "1 stone off an atom: +10" and "Computer on this box: 13"
wrapped with the number alone on the next line; "better." and "atoms..." sat alone; the
swirl covered the end of the Hides row; the note's last line ran over its frame."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game.blackbox import BACKEND, Match, ports
from game.midend import Session
from scenes.blackbox import aid
from scenes.blackbox.board import BoxLayout
from scenes.blackbox.config import MATCH, SOLO, BoxConfig
from scenes.blackbox.panel import PanelFacts, PanelView, draw_panel, panel_view
from scenes.blackbox.play import BOARD_AREA, BlackBoxPlay
from scenes.blackbox.view import BUTTON, PANEL
from scenes.framework import draw
from scenes.framework.draw import DrawnText

ATOMS = [
    (0, 0),
    (1, 1),
    (-2, 1),
    (2, -3),
    (-1, -1),
    (3, 0),
    (0, 2),
    (-3, 2),
    (2, 1),
    (-1, 3),
]
ELSEWHERE = [(0, -1), (1, -1), (-1, 0), (2, -1), (-2, 0), (1, -3), (-3, 0), (3, -2), (0, -3), (-1, -2)]
FIGURE = re.compile(r"^\+?\d+$")


@pytest.fixture(params=[False, True], ids=["normal", "large"])
def large(request: pytest.FixtureRequest) -> Iterator[bool]:
    draw.TEXT.large = request.param
    yield request.param
    draw.TEXT.large = False


def finished(config: BoxConfig, wrong: int = 1) -> Match:
    """A played match: each box hidden, a few rays fired, `wrong` stones announced off an atom."""
    session = Session.new(BACKEND, config.options(), 1)
    n = config.n_atoms
    for _ in range(config.rounds):
        session.play(("hide", frozenset(ATOMS[:n])))
        for port in ports(config.radius)[::5]:
            if session.state.round.result_at(port) is None:
                session.play(("fire", port))
        session.play(("announce", frozenset(ATOMS[: n - wrong] + ELSEWHERE[:wrong])))
    return session.state


def facts(config: BoxConfig, match: Match, phase: str, par: tuple | None = None, busy: bool = False) -> PanelFacts:
    return PanelFacts(
        config,
        match,
        len(match.rounds) - 1 if phase == "over" else 0,
        phase,
        live=False,
        person_gets=True,
        placed=0,
        message="",
        message_is_error=False,
        busy=busy,
        par=par,
        par_failed=False,
        demo=False,
    )


def drawn(pv: PanelView, t: float = 0.0) -> tuple[list[DrawnText], pygame.Surface]:
    canvas = pygame.Surface((640, 360))
    with draw.recording_layout() as rec:
        draw_panel(canvas, PANEL, BUTTON, pv, t)
    return rec.texts, canvas


def row_words(pv: PanelView) -> set[str]:
    """The panel's head and label / value rows: single words there are meant."""
    return {"Hex Black Box", pv.head, pv.sub, *(w for row in pv.rows for w in row)}


def par_of(match: Match, markers: int) -> tuple:
    """A computer's try: the first `markers` ports fired and the true atoms announced."""
    atoms = match.rounds[0].atoms
    assert atoms is not None
    return tuple(ports(match.rounds[0].radius)[:markers]), frozenset(atoms)


CASES = {
    "solo, par known": (BoxConfig(SOLO), "over", 9),
    "solo, par pending": (BoxConfig(SOLO), "over", None),
    "solo aided, ten wrong": (BoxConfig(SOLO, n_atoms=10, aid=True), "over", 40),
    "match over": (BoxConfig(MATCH), "over", None),
}


@pytest.mark.parametrize("case", CASES)
def test_a_tally_figure_shares_its_row_with_its_words(large: bool, case: str) -> None:
    config, phase, markers = CASES[case]
    wrong = config.n_atoms if config.n_atoms == 10 else 1
    match = finished(config, wrong)
    pv = panel_view(facts(config, match, phase, par_of(match, markers) if markers else None))
    texts, _ = drawn(pv)
    figures = [t for t in texts if FIGURE.match(t.text) and t.text not in row_words(pv)]
    assert figures, [t.text for t in texts]
    for fig in figures:
        beside = [
            t
            for t in texts
            if t is not fig and t.box.right < fig.box.left and t.box.top <= fig.box.centery <= t.box.bottom
        ]
        assert beside, f"{fig.text!r} stands alone on its line: {[t.text for t in texts]}"


@pytest.mark.parametrize("case", CASES)
def test_no_wrapped_panel_line_is_one_word(large: bool, case: str) -> None:
    config, phase, markers = CASES[case]
    match = finished(config)
    pv = panel_view(facts(config, match, phase, par_of(match, markers) if markers else None))
    texts, _ = drawn(pv)
    figures = [t for t in texts if FIGURE.match(t.text)]

    def labels_a_figure(t: DrawnText) -> bool:  # "Penalty" with its "27" on the row
        return any(t.box.top <= f.box.centery <= t.box.bottom and f.box.left > t.box.right for f in figures)

    lone = [
        t.text
        for t in texts
        if " " not in t.text and t.text not in row_words(pv) and not FIGURE.match(t.text) and not labels_a_figure(t)
    ]
    assert not lone, f"alone on a line: {lone} in {[t.text for t in texts]}"


def test_the_hiding_status_keeps_its_words_together(large: bool) -> None:
    config = BoxConfig(SOLO)
    match = Session.new(BACKEND, config.options(), 1).state
    pv = panel_view(facts(config, match, "hiding", busy=True))
    texts, _ = drawn(pv)
    status = [t.text for t in texts if t.colour == tuple(draw.PALETTE["accent"][:3])]
    assert len(status) >= 2 and all(" " in line for line in status), status


@pytest.mark.parametrize("case", CASES)
def test_the_tally_stays_above_the_result_choices(large: bool, case: str) -> None:
    config, phase, markers = CASES[case]
    wrong = config.n_atoms if config.n_atoms == 10 else 1
    match = finished(config, wrong)
    pv = panel_view(facts(config, match, phase, par_of(match, markers) if markers else None))
    texts, _ = drawn(pv)
    low = [t.text for t in texts if t.box.bottom > BlackBoxPlay.result_area.top - 2]
    assert not low, low


def test_the_thinking_swirl_sits_on_no_words(large: bool) -> None:
    config = BoxConfig(SOLO)
    match = Session.new(BACKEND, config.options(), 1).state
    for t in (0.0, 0.3, 0.7):
        still, _ = drawn(panel_view(facts(config, match, "hiding")), t)
        busy = panel_view(facts(config, match, "hiding", busy=True))
        texts, with_swirl = drawn(busy, t)
        _, without = drawn(panel_view(facts(config, match, "hiding")), t)
        diff = pygame.mask.from_threshold(with_swirl, (0, 0, 0), (1, 1, 1, 255), without, 1)
        diff.invert()  # from_threshold with a second surface marks the pixels that match it
        spots = diff.get_bounding_rects()
        assert spots, "no swirl drawn"
        for spot in spots:
            hit = [x.text for x in texts if x.box.colliderect(spot.inflate(2, 2))]
            assert not hit, f"the swirl at {spot} covers {hit}"
        assert [x.text for x in still] == [x.text for x in texts]


@pytest.mark.parametrize("explaining", [True, False])
def test_the_aid_note_keeps_its_lines_apart_and_inside_its_frame(large: bool, explaining: bool) -> None:
    canvas = pygame.Surface((640, 360))
    lay = BoxLayout.fit(4, BOARD_AREA)
    with draw.recording_layout() as rec:
        aid.draw_aid(canvas, lay, aid.AidView("note", explaining=explaining))
    assert len(rec.panels) == 1 and len(rec.texts) >= 2
    frame = rec.panels[0].rect.inflate(-2, -2)
    for a, b in zip(rec.texts, rec.texts[1:], strict=False):
        assert a.box.bottom <= b.box.top, (a.text, a.box, b.text, b.box)
    for t in rec.texts:
        assert frame.contains(t.box), (t.text, t.box, frame)
