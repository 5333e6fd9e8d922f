"""The modes' pages of a main window, for the tests: the shell keeps them by the mode's key
(``window.pages``) and never forwards a page's widgets (issue 47)."""
from __future__ import annotations


class NoPage:
    """Stands for a page not built (yet, or any more): false, and its widgets and model read as None (its
    player panels as an empty list), as the window said of them when it still forwarded them."""

    def __bool__(self) -> bool:
        return False

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return [] if name == "player_panels" else None

    def __repr__(self) -> str:
        return "NoPage()"


def troyes_page(window):
    """The window's Troyes page (a ``TroyesPage``; a false :class:`NoPage` before its first Troyes game)."""
    return window.pages.get("troyes") or NoPage()


def dice_page(window):
    """The window's Troyes Dice page (a ``DicePage``; a false :class:`NoPage` when no Troyes Dice game is
    shown)."""
    return window.pages.get("dice") or NoPage()
