"""The stars play scene's side panel, drawn from a StarsView snapshot: seats and tallies,
the pool, whose turn, the cursor's advice, the claim button, the log, the result and the
control hints."""

from __future__ import annotations

import pygame

import scenes.stars.space as space
from game.i18n import tr
from scenes.framework import draw
from scenes.play.turns import PERSON
from scenes.stars.advice import end_reason, focus_text
from scenes.stars.snapshot import StarsView

PANEL = pygame.Rect(360, 28, 272, 326)
ROW_H = 22
CLAIM_W, CLAIM_H = 120, 20
RESULT_KEYS_H = 68


HEAD_Y = PANEL.y + 6  # where the SEAT / STARS heads' letters start


def rows_top() -> int:
    """Where the first seat's row starts: clear under the heads, whose letters are taller in
    Large text (a lit row's frame was drawn across them and cut their feet off)."""
    top, bottom = draw.caps_ink("s")
    return HEAD_Y + bottom - top + 4


def tally_pos(seat: int, players: int) -> tuple[int, int]:
    """Where a seat's tally sits: captured stars fly there."""
    return (PANEL.right - 20, rows_top() + seat * ROW_H + 10)


def result_area() -> pygame.Rect:
    """Where the result keys go: the foot of the panel (no hints or log in the result)."""
    return pygame.Rect(PANEL.x + 12, PANEL.bottom - 6 - RESULT_KEYS_H, PANEL.w - 24, RESULT_KEYS_H)


def review_area() -> pygame.Rect:
    """Where a game review's words go: the lower part of the panel, over the log."""
    return pygame.Rect(PANEL.x + 6, PANEL.bottom - 126, PANEL.w - 12, 120)


def lesson_area(hints: int = 4) -> pygame.Rect:
    """Where a lesson's card goes: the panel below the seats, above the ``hints`` hint rows so
    the card never covers the keys."""
    bottom = PANEL.bottom - hints * hint_h() - 6
    return pygame.Rect(PANEL.x + 6, PANEL.bottom - 172, PANEL.w - 12, bottom - (PANEL.bottom - 172))


def status_bottom(state) -> int:
    """Below the most a lesson's status words take (the turn, a claim, two warning lines): a
    lesson's card grows no higher."""
    y = status_top(state.players, state.pool) + 20
    if state.claims:
        y += draw.line_h() + 2
    return y + 2 * draw.line_h() + 4


def hint_h() -> int:
    """A hint line's height: glyph icons are taller than the small font."""
    return draw.glyph_h()


def claim_button(v: StarsView) -> pygame.Rect | None:
    """The Claim button's place, when a person may claim (fault rule); None otherwise."""
    if v.phase != "play" or not v.person_to_move or not v.state.fault_rule:
        return None
    y = status_top(v.state.players, v.state.pool) + 20 + 12 + (12 if v.state.claims else 0) + 24
    return pygame.Rect(PANEL.x + 12, y + 2, CLAIM_W, CLAIM_H)


def _pool_height(pool: int) -> int:
    return 24 if pool == 0 else max(20, (pool + 19) // 20 * 8 + 8)


def status_top(players: int, pool: int) -> int:
    y = rows_top() + players * ROW_H + 2 + 6
    return y + _pool_height(pool) + 6


def draw_panel(canvas: pygame.Surface, v: StarsView) -> None:
    draw.panel(canvas, PANEL)
    state = v.state
    x0 = PANEL.x + 8
    head_y = HEAD_Y - draw.caps_ink("s")[0]
    draw.text(canvas, tr("SEAT"), (x0 + 4, head_y), "s", draw.PALETTE["dim"])
    draw.text(canvas, tr("STARS"), (PANEL.right - 10, head_y), "s", draw.PALETTE["dim"], "topright")
    y = rows_top()
    for p in range(state.players):
        _draw_seat(canvas, v, p, y)
        y += ROW_H
    y += 2
    pygame.draw.line(canvas, draw.PALETTE["faint"], (PANEL.x + 8, y), (PANEL.right - 9, y))
    y += 6
    y = _draw_pool(canvas, v, y)
    pygame.draw.line(canvas, draw.PALETTE["faint"], (PANEL.x + 8, y), (PANEL.right - 9, y))
    _draw_status(canvas, v, y + 6)


def _draw_seat(canvas: pygame.Surface, v: StarsView, p: int, y: int) -> None:
    """One seat's row; the turn highlight sits around the text, never across it."""
    state, t, x0 = v.state, v.clock, PANEL.x + 8
    colour = v.colour(p)
    if v.phase == "play" and p == state.current_player:
        row = pygame.Rect(PANEL.x + 4, y, PANEL.w - 8, ROW_H - 1)
        pygame.draw.rect(canvas, draw.ROW_LIT, row)
        pygame.draw.rect(canvas, colour, row, 1)
    draw.seat_shape(canvas, draw.seat_of(colour, p), (x0 + 8, y + 10), 13, colour)  # its shape: not colour alone
    if p < len(v.icons) and v.icons[p]:
        draw.device_icon(canvas, v.icons[p], (PANEL.x + 196, y + 10), colour)  # who plays this seat
    out = state.out[p]
    # the "m" font's glyphs start 6 px below the text's top: y - 3 keeps them inside the row
    name = draw.text(canvas, v.seats.name(p), (x0 + 20, y - 3), "m", draw.PALETTE["faint"] if out else colour)
    who = tr("OUT") if out else tr(v.seats.who(p))  # the play kit's seat kinds, marked there
    who_y = y + 4 if draw.TEXT.large else y + 7  # the Large small font's letters start 4 px lower
    who_x = max(x0 + 76, name.right + 6)  # after a player's long name (a computer keeps its short colour name)
    draw.text(canvas, who, (who_x, who_y), "s", draw.PALETTE["bad"] if out else draw.PALETTE["dim"])
    if state.nova_owner == p and not v.motion.flying_nova(p, t):
        space.draw_nova(canvas, (PANEL.right - 50, y + 10), 7, t)
    draw.text(canvas, str(v.shown_tally(p)), (PANEL.right - 12, y - 3), "m", draw.PALETTE["ink"], "topright")


def _draw_pool(canvas: pygame.Surface, v: StarsView, y: int) -> int:
    pool = v.state.pool
    word = draw.text(canvas, tr("POOL"), (PANEL.x + 12, y), "m", draw.PALETTE["accent"])
    draw.text(canvas, str(pool), (max(PANEL.x + 60, word.right + 6), y), "m", draw.PALETTE["ink"])  # after a long word
    if pool == 0:
        # TRANSLATORS: two short lines beside the empty pool (about 26 letters each)
        draw.text(canvas, tr("empty: stars come from"), (PANEL.x + 92, y), "s", draw.PALETTE["dim"])
        draw.text(canvas, tr("your own tally"), (PANEL.x + 92, y + draw.line_h()), "s", draw.PALETTE["dim"])
    for k in range(pool):
        space.draw_star(canvas, (PANEL.x + 96 + (k % 20) * 8, y + 4 + (k // 20) * 8), 3, v.clock, k / 13)
    return y + _pool_height(pool)


def _draw_status(canvas: pygame.Surface, v: StarsView, y: int) -> None:
    x = PANEL.x + 12
    if v.phase == "review":  # the review's own words fill the panel's foot; the position is the past
        draw.text(canvas, tr("Reviewing the game"), (x, y), "m", draw.PALETTE["gold"])
        return
    if v.phase == "play":
        y = _draw_turn(canvas, v, x, y)
    elif v.phase == "ending":
        # the "m" font's letters end 20 px below its top: the reason starts clear of them
        draw.text(canvas, tr("Game over"), (x, y - 4), "m", draw.PALETTE["gold"])
        draw.text(canvas, end_reason(v.state, v.seats), (x, y + 19), "s", draw.PALETTE["dim"])
        y += 22 + draw.line_h()
    else:
        y = _draw_result(canvas, v, y)
    if v.message:
        colour = draw.PALETTE["bad"] if v.message_error else draw.PALETTE["ink"]
        for line in draw.even_wrap(v.message, PANEL.w - 24, "s", most=3)[:3]:
            draw.text(canvas, line, (x, y), "s", colour)
            y += draw.line_h()
    if v.phase == "over" and not v.demo:
        return  # the result keys take the foot of the panel
    hints = draw.fit_hints([v.hint(line) for line in hint_lines(v)], PANEL.w - 24)
    hy = PANEL.bottom - hint_h() * len(hints) - 3
    ly = hy - 8 - draw.line_h() * len(v.log)
    if v.log and ly > y + 4 and v.phase == "play":
        draw.text(canvas, tr("LOG"), (x, ly - draw.line_h() - 1), "s", draw.PALETTE["faint"])
        for text, colour in v.log:
            draw.text(canvas, text, (x, ly), "s", colour)
            ly += draw.line_h()
    for hint in hints:
        draw.hint_line(canvas, hint, (x, hy), "s", draw.PALETTE["dim"], "topleft")
        hy += hint_h()


def _draw_turn(canvas: pygame.Surface, v: StarsView, x: int, y: int) -> int:
    state = v.state
    seat = state.current_player
    name = v.seats.name(seat)
    if v.choosing is not None:
        line = tr("Choose the zone that collapses") if v.choosing[0] is not None else tr("Choose the zone to claim")
    elif v.person_to_move:
        line = tr("{name}: place a star").format(name=name)
    elif v.demo or v.seats.level_of(seat) != PERSON:
        line = tr("{name} is thinking").format(name=name) + "." * (1 + int(v.clock * 3) % 3)
    else:
        line = tr("{name} to move").format(name=name)
    draw.text(canvas, line, (x, y - 4), "m", v.colour(seat))
    y += 20
    if not v.lesson:  # a lesson's card says where stars come from when it matters
        src = tr("Each star comes from the pool") if state.pool else tr("Each star comes from {name}'s tally")
        draw.text(canvas, src.format(name=name), (x, y), "s", draw.PALETTE["dim"])
        y += draw.line_h() + 2
    if state.claims:
        may = (
            tr("You may claim a missed black hole!")
            if v.person_to_move
            else tr("{name} may claim a missed black hole!")
        )
        draw.text(canvas, may.format(name=name), (x, y), "s", draw.PALETTE["violet"])
        y += draw.line_h() + 2
    if v.person_to_move and v.choosing is None:
        text, colour = focus_text(state, v.focus_cell, v.teaching)
        for line in draw.even_wrap(text, PANEL.w - 24, "s", most=2)[:2]:
            draw.text(canvas, line, (x, y), "s", draw.PALETTE[colour])
            y += draw.line_h()
    button = claim_button(v)
    if button is not None:
        lit = bool(state.claims)
        pygame.draw.rect(canvas, (60, 40, 120) if lit else (40, 40, 90), button)
        pygame.draw.rect(canvas, draw.PALETTE["violet"] if lit else draw.PALETTE["panel_edge"], button, 1)
        draw.hint_line(canvas, v.hint(tr("Claim {alt}")), button.center, "s", draw.PALETTE["ink"], "center")
        y = max(y, button.bottom + 4)
    return y


def hint_lines(v: StarsView) -> list[str]:
    """The control hints as templates in the words on screen; the scene draws them in the acting
    device's glyphs."""
    if v.demo or v.reviewing:
        return []  # attract mode says "press any button" itself; a review says its own keys
    if v.phase == "ending":
        return [tr("{confirm} skip   {pause} menu")]
    if v.choosing is not None:
        pick = (
            tr("{confirm} collapse it   {back} back")
            if v.choosing[0] is not None
            else tr("{confirm} claim it   {back} back")
        )
        return [tr("{move} pick a zone"), pick]
    keys = tr("{undo} undo  {redo} redo  {pause} pause") if v.seats.people else tr("{pause} pause")
    if not v.person_to_move:  # the computer's turn: nobody places a star now
        return [keys]
    hints = [tr("{move} aim   {confirm} place a star")]
    if v.state.fault_rule:
        hints.append(tr("{alt} claim a black hole"))
    hints.append(tr("{alt2} teaching marks off") if v.teaching else tr("{alt2} teaching marks on"))
    hints.append(keys)
    return hints


def _draw_result(canvas: pygame.Surface, v: StarsView, y: int) -> int:
    """The result in the panel (SPACE stays visible): winner and why; the keys go below."""
    winners = v.state.winners()
    colour = v.colour(winners[0]) if len(winners) == 1 else draw.PALETTE["ink"]
    # the "l" font's glyphs fill rows 12-40 of its 48-pixel line: keep the empty band out
    draw.text(canvas, _result_words(v, winners), (PANEL.centerx, y - 8), "l", colour, "midtop")
    y += 38
    draw.text(canvas, end_reason(v.state, v.seats), (PANEL.centerx, y), "s", draw.PALETTE["dim"], "midtop")
    y += 12
    if len(winners) > 1:
        names = ", ".join(v.seats.name(p) for p in winners)
        draw.text(
            canvas, tr("shared by {names}").format(names=names), (PANEL.centerx, y), "s", draw.PALETTE["dim"], "midtop"
        )
        y += 12
    return y + 4


def _result_words(v: StarsView, winners: list[int]) -> str:
    """The result's headline in the words on screen (the play kit's seat table says it in English)."""
    if len(winners) == 1:
        return tr("{seat} wins!").format(seat=v.seats.name(winners[0]))
    return tr("Draw!")
