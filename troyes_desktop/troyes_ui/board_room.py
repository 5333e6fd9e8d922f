"""The board's room on the Troyes page (issue 50): where the prompt goes so that the board is drawn as large
as the window allows, and how wide the prompt's column is.

In a wide window (``theme.COMPACT_WIDTH`` and more) the prompt stands under the board, with a fixed reserved
height; but in a window much wider than the board's shape (1920x1080 and the like) the board is then limited
by the height and the prompt's band under it is mostly empty, while the columns beside it take the width the
board cannot use. There the prompt goes to the right column, above the chronicle, as in the compact layout,
and the board gets the whole height: it is drawn larger, and so is its smallest print.
"""

from __future__ import annotations

from troyes_desktop.shared_ui import theme

#: Height of the prompt panel under the board (wide layout).
PROMPT_MIN_H = 90
PROMPT_MAX_H = 260
#: Widths of the side columns: (player panels, chronicle) in the wide and the compact layouts.
WIDE_COLUMNS = (255, 265)
COMPACT_COLUMNS = (178, 226)
#: The right column's width when the prompt stands in it in a wide window (at the normal text size).
SIDE_PROMPT_W = 300
#: The prompt goes beside the board only when the board is then drawn this much larger.
GAIN = 1.08


def side_prompt_width(compact: bool) -> int:
    """The right column's width when the prompt stands in it. The compact layout's narrow column grows with
    the text size, so that at 150 % its long choices (a group of dice's five places, in French) show without
    scrolling (tests/gui/test_readable_screens.py: 325 px are needed at 1280x720); the wide layout's grows
    only as far as 125 %: at 1920x1080 its words have the height to wrap, and the board keeps its width."""
    scale = max(1.0, theme.text_scale())
    if compact:
        return int(COMPACT_COLUMNS[1] * scale)
    return int(SIDE_PROMPT_W * min(scale, 1.25))


def board_scale(width: float, height: float, scene_w: float, scene_h: float) -> float:
    """The scale at which a board of ``scene_w`` x ``scene_h`` fits ``width`` x ``height``."""
    if scene_w <= 0 or scene_h <= 0:
        return 0.0
    return max(0.0, min(width / scene_w, height / scene_h))


def prompt_beside(total_w: int, height: int, left: int, right: int, prompt_h: int,
                  scene_w: float, scene_h: float) -> bool:
    """In a wide window: True when the board, with the prompt in the right column instead of under it, is
    drawn at least ``GAIN`` times larger. ``height`` is the height of the board and the prompt together,
    ``left`` and ``right`` the side columns' widths (the chronicle's), ``prompt_h`` the prompt's reserved
    height under the board."""
    under = board_scale(total_w - left - right - 8, height - prompt_h, scene_w, scene_h)
    beside = board_scale(total_w - left - max(right, side_prompt_width(False)) - 8, height, scene_w, scene_h)
    return beside >= under * GAIN


def prompt_beside_on(page) -> bool:
    """:func:`prompt_beside` for the Troyes page in a wide window, from its widgets' sizes."""
    scene_rect = getattr(page.board, "sceneRect", None)
    if scene_rect is None:
        return False
    rect = scene_rect()
    height = page.v_split.height() if page.v_split.height() > 300 else page.shell.height() - 160
    left = max(WIDE_COLUMNS[0], page._panels_width())
    right = WIDE_COLUMNS[1] if page.shell.chronicle_visible else 0
    want = max(PROMPT_MIN_H, min(PROMPT_MAX_H, page.prompt.reserved_height()))
    return prompt_beside(max(page.h_split.width(), page.shell.width()), height, left, right, want,
                         rect.width(), rect.height())


def give_surplus_to_columns(page, total: int, left: int, right: int,
                            compact: bool = False) -> tuple[int, int]:
    """When the board is limited by the height, the width it cannot use goes to the player panels and the
    right column (up to a readable measure) instead of empty margins."""
    scene_rect = getattr(page.board, "sceneRect", None)
    if scene_rect is None or not hasattr(page.board, "fit"):
        return left, right
    rect = scene_rect()
    board_h = page.board_holder.height() if page.board_holder.height() > 200 else \
        page.shell.height() - (120 if page.beside else 260)
    if page.beside and page.v_split.height() > 200:
        board_h = page.v_split.height()          # the prompt may not have left the board's column yet
    if rect.height() <= 0 or board_h <= 0:
        return left, right
    needed = int(board_h * rect.width() / rect.height()) + 16
    surplus = total - left - right - needed
    if surplus <= 40:
        return left, right
    most_left, most_right = (260, 340) if compact else (420, 480)
    if not compact and page.shell.width() >= 2400:      # 4K: the prompt's reserved height leaves more
        most_left, most_right = int(most_left * 1.25), int(most_right * 1.25)
    room_left, room_right = max(0, most_left - left), max(0, most_right - right) if right else 0
    if not page.strip.isHidden():
        # The panels stand in the strip above (panel_strip.py): no left column, and the board, limited by
        # the height there, leaves its spare width to the prompt (its long choices on fewer lines).
        room_left, room_right = 0, max(0, 480 - right) if right else 0
    share = min(surplus, room_left + room_right)
    if room_left + room_right == 0:
        return left, right
    add_left = int(share * room_left / (room_left + room_right))
    return left + add_left, right + (share - add_left)


#: Le Roy's steps go under the board when the band the board leaves there (its shape is wider than its
#: area's) is at least this tall; otherwise they stay under his panel in the left column.
STEPS_UNDER_MIN = 110


def place_roy_steps(page) -> None:
    """Le Roy's steps in the solo game: under the board, across its width, where the board leaves a band of
    ``STEPS_UNDER_MIN`` px or more (the compact layout at 150 %: his steps read in long lines instead of a
    narrow column squeezed under two player panels); else under his panel. The board keeps its size."""
    steps = page.roy_steps
    scene_rect = getattr(page.board, "sceneRect", None)
    if page.model is None or scene_rect is None:
        return
    if steps.isHidden() and steps.parent() is not page.board_holder:
        return
    rect = scene_rect()
    holder = page.board_holder
    area_h = page.v_split.height()          # (in the compact layout the board's column holds nothing else)
    width = page.h_split.sizes()[1] if len(page.h_split.sizes()) > 1 else holder.width()
    if width < 300 or area_h < 300 or rect.width() <= 0:
        return
    band = min(int(area_h - width * rect.height() / rect.width()) - 4, int(area_h * 0.3))
    under = bool(page.compact) and band >= STEPS_UNDER_MIN and page.model.game.solo
    if under:
        if steps.parent() is not holder:
            page.panels_layout.removeWidget(steps)
            page.board_layout.addWidget(steps, 0)
        steps.setFixedHeight(band)
        steps.show() if not page.model.game.over else steps.hide()
    elif steps.parent() is holder:
        page.board_layout.removeWidget(steps)
        steps.setMinimumHeight(0)
        steps.setMaximumHeight(16777215)
        page.panels_layout.insertWidget(len(page.player_panels), steps, 100)
        steps.setVisible(not page.model.game.over)
