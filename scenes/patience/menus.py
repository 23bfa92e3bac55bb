"""The patience menus: the in-game menu (M / Back button / Select) and the
setup menu the result screen's "Change setup" opens (variant and deal).

They take the actions as callbacks, never the play scene. A help line sits
inside the menu's panel, so it never prints over the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scenes.framework.menu import Button, Choice, Item, MenuScene, MenuStyle, Spacer

from .dialogs import VARIANT_TITLES

if TYPE_CHECKING:
    from scenes.framework.app import App

Action = Callable[[], None]
HELP_ROOM = 14


@dataclass(frozen=True)
class DealChoices:
    """What choosing a deal needs: the variant in force and how to start a deal."""

    variant: str
    set_variant: Callable[[str], None]
    new_random: Action
    deal_number: Action
    winnable: bool = True
    set_winnable: Callable[[bool], None] = lambda _on: None


def _variant_choice(deals: DealChoices) -> Choice:
    variants = list(VARIANT_TITLES)
    return Choice(
        "Variant",
        [VARIANT_TITLES[v] for v in variants],
        variants.index(deals.variant),
        on_change=lambda i: deals.set_variant(variants[i]),
        help="used from the next deal on",
    )


def _winnable_choice(deals: DealChoices) -> Choice:
    return Choice(
        "Deals",
        ["winnable only", "any deal"],
        0 if deals.winnable else 1,
        on_change=lambda i: deals.set_winnable(i == 0),
        help="only winnable random deals",
    )


def _menu(app: App, title: str, items: list[Item], name: str, width: int) -> MenuScene:
    menu = MenuScene(
        app, title, [*items, Spacer(HELP_ROOM)], name=name, opaque=False, style=MenuStyle(width=width, row=21, gap=3)
    )
    menu.style.help_pos = (menu.panel_rect.centerx, menu.panel_rect.bottom - 6)
    return menu


def game_menu(
    app: App,
    deals: DealChoices,
    *,
    hint: Action,
    solve: Action,
    restart: Action,
    statistics: Action,
    rules: Action,
    lessons: Action,
) -> MenuScene:
    """The menu during play; every choice closes it before acting."""

    def then(fn: Action) -> Action:
        def act() -> None:
            app.stack.pop()
            fn()

        return act

    items: list[Item] = [
        Button("Hint", then(hint), help="a move on a winning line (H / Y)"),
        Button("Solve from here", then(solve), help="watch the computer finish (C)"),
        Button("Restart deal", then(restart), help="back to the deal; redo keeps your moves"),
        Button("New random deal", then(deals.new_random), help="a fresh shuffle (N)"),
        Button("Deal number...", then(deals.deal_number), help="PySolFC's deal N (G or 0-9)"),
        _variant_choice(deals),
        _winnable_choice(deals),
        Button("Statistics", statistics),
        Button("Rules", rules),
        Button("How to play", lessons, help="three short lessons"),
        Button("Back to the game", lambda: app.stack.pop()),
    ]
    return _menu(app, "Patience", items, "patience_menu", 230)


def setup_menu(app: App, deals: DealChoices) -> MenuScene:
    """Change setup from the result screen: the variant, then a random or a numbered deal."""
    items: list[Item] = [
        _variant_choice(deals),
        _winnable_choice(deals),
        Button("New random deal", deals.new_random, help="a fresh shuffle"),
        Button("Deal number...", deals.deal_number, help="PySolFC's deal N"),
        Button("Back", lambda: app.stack.pop()),
    ]
    return _menu(app, "Next deal", items, "patience_setup", 230)
