"""The victory moment: places from scores, the podium, confetti in the palette, a drawn frame,
the winner's rumble (issue 20 item 9)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.i18n import ordinal
from game.midend import Session
from game.stars import BACKEND
from scenes.couch.seats import WON
from scenes.framework import draw
from scenes.play import entries
from scenes.play.entries import Opening, entry
from scenes.play.victory import CARD, MOMENT_S, SHAPES, Stand, Victory, places, seat_marker
from scenes.stars.config import PERSON, StarsConfig
from tools.harness.helpers import settle, step_until


def test_places_rank_by_distance_from_the_winners_score_in_both_directions():
    assert places([5, 9, 7, 9], [1, 3]) == [4, 1, 3, 1]  # most points: shared first, then 7, then 5
    assert places([12, 4, 8], [1]) == [3, 1, 2]  # fewest points wins: 8 is closer than 12
    assert places([3, 3, 1], [2]) == [2, 2, 1]  # equal scores share a place
    assert places([1, 2], []) == [0, 0]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]  # fmt: skip


class _Table:
    def seat_name(self, seat):
        return draw.SEAT_NAMES[seat]

    def seat_colour(self, seat):
        return draw.SEAT_COLOURS[seat]


def test_no_winner_no_moment_and_a_lone_player_stands_alone():
    assert Victory.of(_Table(), [3], [], 0.0) is None
    alone = Victory.of(_Table(), [52], [0], 0.0, solo_seat=0)
    assert alone is not None and alone.headline == "You win!" and len(alone.stands) == 1 and not alone.podium
    finder = Victory.of(_Table(), [-4, 4], [1], 0.0, solo_seat=1)  # a solo box: you find, seat 1
    assert finder is not None and [s.seat for s in finder.stands] == [1] and finder.headline == "You win!"
    # a missed box is the hider's (the computer's) win: no "You win!" for the one who missed
    assert Victory.of(_Table(), [27, -27], [0], 0.0, solo_seat=1) is None
    two = Victory.of(_Table(), [10, 14], [1], 0.0)
    assert two.headline == "Sky wins!" and not two.podium and [s.place for s in two.stands] == [1, 2]
    draw_ = Victory.of(_Table(), [-9, -9], [0, 1], 0.0)  # a Black Box match level on penalties
    assert draw_ is not None and draw_.headline == "A draw!"
    shared = Victory.of(_Table(), [6, 6, 2], [0, 1], 0.0)
    assert shared.headline == "A shared win!" and [s.name for s in shared.podium] == ["Gold", "Sky", "Rose"]


def test_every_seat_has_its_own_shape_drawn_in_its_colour():
    assert len(set(SHAPES)) == 6
    for seat, colour in enumerate(draw.SEAT_COLOURS[:6]):
        surface = pygame.Surface((40, 40))
        seat_marker(surface, seat, (20, 20), 12, colour)
        inked = {(x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[:3] == tuple(colour)}
        assert len(inked) > 40, SHAPES[seat]
    masks = []
    for seat in range(6):
        surface = pygame.Surface((40, 40))
        seat_marker(surface, seat, (20, 20), 12, (255, 255, 255))
        masks.append(frozenset((x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[0]))
    assert len(set(masks)) == 6  # six different shapes, not one shape six times


def _four_seat_game(seed: int = 3) -> Session:
    session = Session.new(BACKEND, StarsConfig((PERSON, PERSON, PERSON, PERSON)).options(), seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    return session


def test_a_four_seat_black_holes_game_ends_on_a_podium_and_the_winner_rumbles(app, monkeypatch):
    session = _four_seat_game()
    scene = entries.entry("stars").scene_for(app, session, Opening())
    rumbles = []
    monkeypatch.setattr(scene, "rumble_seat", lambda seat, feel: rumbles.append((seat, feel)))
    app.stack.push(scene)
    settle(app)
    step_until(app, lambda: scene.in_result, 1200)
    victory = scene.victory
    assert victory is not None and victory.active(scene.clock)
    scores, winners = session.state.scores(), session.state.winners()
    assert [s.seat for s in victory.winners] == winners
    assert victory.headline == (f"{draw.SEAT_NAMES[winners[0]]} wins!" if len(winners) == 1 else "A shared win!")
    assert len(victory.podium) == 3 and len(victory.others) == 1
    assert sorted(s.seat for s in victory.stands) == [0, 1, 2, 3]
    assert all(scores[a.seat] >= scores[b.seat] for a, b in zip(victory.stands, victory.stands[1:], strict=False))
    assert [(seat, feel) for seat, feel in rumbles if feel == WON] == [(w, WON) for w in winners]

    app.step(20)  # into the moment: the card and confetti on the canvas
    canvas = app.display.canvas
    with draw.recording_layout() as layout:
        scene.draw(canvas)
    texts = [t.text for t in layout.texts]
    assert victory.headline in texts and "1st" in texts and "2nd" in texts and "3rd" in texts
    first = victory.winners[0].colour
    card = canvas.subsurface(CARD)
    assert any(card.get_at((x, y))[:3] == tuple(first) for x in range(0, CARD.w, 2) for y in range(0, CARD.h, 2))

    scene.clock = victory.started + MOMENT_S + 0.1  # the moment passes; the result keys remain
    with draw.recording_layout() as layout:
        scene.draw(canvas)
    texts = [t.text for t in layout.texts]
    assert "1st" not in texts and "Play again" in texts  # (the panel says who won in its own words)


def test_the_moment_fades_in_and_out_and_its_confetti_is_in_the_palette():
    stands = [Stand(0, "Gold", draw.SEAT_COLOURS[0], 1), Stand(1, "Sky", draw.SEAT_COLOURS[1], 2)]
    v = Victory(stands, "Gold wins!", started=10.0)
    assert v.alpha(10.0) == 0 and v.alpha(11.0) == 255 and 0 < v.alpha(10.0 + MOMENT_S - 0.2) < 255
    assert v.alpha(10.0 + MOMENT_S) == 0 and not v.active(10.0 + MOMENT_S)
    colours = {p.colour for p in v.confetti}
    palette = {tuple(c) for c in draw.PALETTE.values()} | {tuple(c) for c in draw.SEAT_COLOURS}
    assert colours <= palette and tuple(draw.SEAT_COLOURS[0]) in colours


def test_a_solo_box_found_fully_is_a_win_for_you_alone(app):
    from game.blackbox.board import ports as all_ports
    from scenes.blackbox.config import SOLO, BoxConfig
    from tools.harness.helpers import step_real

    scene = entry("blackbox").new_game(app, BoxConfig(SOLO, 3, 3, 1), seed=4)
    app.stack.push(scene)
    settle(app)
    step_real(app, lambda: scene.round.atoms is not None and scene.phase == "get", 30)
    assert scene.fire_port(all_ports(3)[0])
    assert scene.announce(scene.round.atoms)
    step_until(app, lambda: scene.in_result, 1200)
    assert scene.victory is not None and scene.victory.headline == "Box found!"
    assert [s.name for s in scene.victory.stands] == ["You"] and not scene.victory.podium


def test_the_moment_draws_the_shared_seat_shapes():
    """One home for seat shapes: the victory sign is draw.seat_shape's, in the same order."""
    assert list(SHAPES) == draw.SEAT_SHAPES
    for seat in range(6):
        ours, shared = pygame.Surface((40, 40)), pygame.Surface((40, 40))
        seat_marker(ours, seat, (20, 20), 12, draw.SEAT_COLOURS[seat])
        draw.seat_shape(shared, seat, (20, 20), 24, draw.SEAT_COLOURS[seat])
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(shared, "RGB"), draw.SEAT_SHAPES[seat]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_every_word_on_the_card_stays_inside_its_border(seats, large):
    """Seen on the sofa at 1280x800: "2nd Sky" sat on the card's bottom border, its "y" cut
    through by the line. Every text the card draws keeps clear of the border."""
    stands = [Stand(s, draw.SEAT_NAMES[s], draw.SEAT_COLOURS[s], 1 if s == 0 else s + 1) for s in range(seats)]
    v = Victory(stands, f"{draw.SEAT_NAMES[0]} wins!", started=0.0)
    canvas = pygame.Surface((640, 360))
    draw.TEXT.large = large
    try:
        with draw.recording_layout() as layout:
            v.draw(canvas, 1.0)
    finally:
        draw.TEXT.large = False
    inside = CARD.inflate(-6, -6)  # the 2-px border and a pixel either side of it
    texts = list(layout.texts)
    assert texts and all(inside.contains(t.box) for t in texts), [
        (t.text, tuple(t.box)) for t in texts if not inside.contains(t.box)
    ]
    clashes = [(a.text, b.text) for i, a in enumerate(texts) for b in texts[i + 1 :] if a.box.colliderect(b.box)]
    assert not clashes


def test_the_winners_spotlight_is_painted_on_the_card_not_punched_through_it():
    """The glow behind the winner's shape was drawn with alpha into the card's layer, which
    replaced the card's pixels there: the board showed through a hole in the card."""
    stands = [Stand(0, "Gold", draw.SEAT_COLOURS[0], 1), Stand(1, "Sky", draw.SEAT_COLOURS[1], 2)]
    v = Victory(stands, "Gold wins!", started=0.0)
    cards = []
    for under in ((0, 0, 0), (255, 255, 255)):
        board = pygame.Surface((640, 360))
        board.fill(under)
        v.draw(board, 1.0)
        cards.append(pygame.image.tobytes(board.subsurface(CARD.inflate(-4, -4)), "RGB"))
    assert cards[0] == cards[1], "the card is the same whatever lies under it"


def test_the_game_behind_the_card_is_dimmed_while_the_moment_lasts():
    """The result panel's own headline peeked out half-covered beside the card; a veil over the
    game while the card shows makes it read as background."""
    stands = [Stand(0, "Gold", draw.SEAT_COLOURS[0], 1), Stand(1, "Sky", draw.SEAT_COLOURS[1], 2)]
    v = Victory(stands, "Gold wins!", started=0.0)
    board = pygame.Surface((640, 360))
    board.fill((200, 200, 200))
    v.draw(board, 1.0)
    corner = board.get_at((5, 350))[:3]  # far from the card and (at this moment) the confetti
    assert max(corner) < 150, corner


def test_a_solo_box_with_a_stone_off_an_atom_is_no_win_and_has_no_celebration(app):
    """Seen on the sofa: "You win!" over a box whose panel said "1 stone off an atom" and
    "The computer did better." A missed solo box is the hider's win: no card, no confetti."""
    from game.blackbox.board import cells
    from game.blackbox.board import ports as all_ports
    from scenes.blackbox.config import SOLO, BoxConfig
    from tools.harness.helpers import step_real

    scene = entry("blackbox").new_game(app, BoxConfig(SOLO, 3, 3, 1), seed=4)
    app.stack.push(scene)
    settle(app)
    step_real(app, lambda: scene.round.atoms is not None and scene.phase == "get", 30)
    assert scene.fire_port(all_ports(3)[0])
    atoms = sorted(scene.round.atoms)
    wrong = next(c for c in cells(3) if c not in atoms)
    assert scene.announce((*atoms[:-1], wrong))  # one stone off an atom
    step_until(app, lambda: scene.in_result, 1200)
    assert not scene.round.fully_correct
    assert scene.victory is None


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_card_leaves_the_numbers_black_hole_in_sight_and_shows_every_score(text_size):
    """The card lay over the numbers board's black hole for the whole moment, and said no score."""
    from tools.harness.helpers import click, make_app, step_until
    from tools.harness.tour import capture, entry, in_result, key, layout_problems, numbers_json, push, set_text_size

    app = make_app()
    try:
        set_text_size(app, text_size)
        data, move = numbers_json()
        push(app, entry("numbers").resume(app, data))
        scene = app.stack.top
        x, y = scene.layout.centres[move]
        click(app, (int(x), int(y)))
        key(app, pygame.K_RETURN)
        step_until(app, lambda: in_result(app), 900)
        app.step(30)
        assert scene.victory is not None and scene.victory.active(scene.clock)
        hole = scene.state.hole()
        r = int(scene.layout.radius)
        for cell in (hole, *scene.state.touching(hole)):
            cx, cy = scene.layout.centres[cell]
            spot = pygame.Rect(int(cx) - r, int(cy) - r, 2 * r, 2 * r)
            assert not scene.victory.card.colliderect(spot), f"the card {scene.victory.card} hides {cell}"
        rec = capture(app)
        words = " ".join(t.text for t in rec.texts if scene.victory.card.contains(t.box))
        for score in scene.session.result().scores:
            assert str(int(score)) in words, (score, words)
        assert not layout_problems(app, rec), layout_problems(app, rec)
    finally:
        app.close()
