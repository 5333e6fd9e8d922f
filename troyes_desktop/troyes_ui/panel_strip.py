"""The player panels as a strip above the board (issue 50, finding 3).

In the compact layout (1280x720, 1366x768) with large text (125 % and more) the prompt's column must be wide
for its long choices, and a column of player panels beside it left the board drawn smaller than at 100 %:
its texts whose place is full (the cards' effects, their "VP") were drawn smaller. There the panels stand
side by side in a strip across the page, under the banner, in the height the board's shape leaves unused,
and the left column goes: the board gets the width between the page's edge and the prompt's column.

Not in the solo game (le Roy's steps take that band under the board, troyes_ui/board_room.py) nor with the
ramparts (their guard, cubes and standing answers need the column's lines).
"""

from __future__ import annotations

from troyes_desktop.shared_ui import theme

#: The text size from which the compact layout puts the panels in the strip.
STRIP_FROM = 1.25


def wants_strip(page) -> bool:
    """Whether the page shows its player panels in the strip (see the module's docstring)."""
    model = page.model
    if not page.compact or model is None or theme.text_scale() < STRIP_FROM - 1e-6:
        return False
    game = model.game
    expansion = getattr(game, "expansion", None) or {}
    return not game.solo and not expansion.get("tiles")


def place_panels(page) -> bool:
    """Put the player panels in the strip or in the left column, as :func:`wants_strip` says; True when in
    the strip."""
    on = wants_strip(page)
    layout = page.strip_layout
    moved = any(panel.strip != on for panel in page.player_panels)
    for index, panel in enumerate(page.player_panels):
        if on and panel.parent() is not page.strip:
            page.panels_layout.removeWidget(panel)
            layout.insertWidget(index, panel, 1)
        elif not on and panel.parent() is page.strip:
            layout.removeWidget(panel)
            page.panels_layout.insertWidget(index, panel)
        panel.set_strip(on)
        panel.show()
    page.strip.setVisible(on)
    page.panels_scroll.setVisible(not on)
    if moved and page.model is not None:
        page.refresh()                    # their words for their new place ("1 hidden" in the strip)
    return on
