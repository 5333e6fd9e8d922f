"""Keyboard paths: on the Troyes board, Tab / arrows go through the lit targets of the selected dice and
Enter drops them there (through the confirm panel); in Troyes Dice, number keys / arrows pick a die,
+/- and C plan its value and colour, Tab / Enter use it on the sheet and Esc puts it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import dice_page
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game

from .scene_helpers import centre, click, make_board, play_until


def _turn_with_dice(game) -> bool:
    kind, p = game.pending.kind, game.pending.seat
    return kind == "turn" and game.round >= 1 and bool(game.dice_of(p))


def _board_with_selection(qtbot):
    game = play_until(Game.new(4, seed=2), _turn_with_dice, seed=2)
    model, scene, view = make_board(qtbot, game)
    p = game.pending.seat
    d = game.dice_of(p)[0]
    click(qtbot, view, centre(view, scene.dice[d]))
    assert d in scene.selected
    view.setFocus()
    return model, scene, view, p, d


def test_tab_cycles_through_the_lit_targets_and_enter_drops(qtbot):
    model, scene, view, p, d = _board_with_selection(qtbot)
    ctl = scene.controller
    targets = ctl.keyboard_targets()
    assert targets, "a die of the player's own district always has a target"
    qtbot.keyClick(view.viewport(), Qt.Key_Tab)
    assert ctl.kb_target == targets[0]
    assert ctl._kb_ring is not None and ctl._kb_ring.isVisible()
    if len(targets) > 1:
        qtbot.keyClick(view.viewport(), Qt.Key_Right)
        assert ctl.kb_target == targets[1]
        qtbot.keyClick(view.viewport(), Qt.Key_Backtab)
        assert ctl.kb_target == targets[0]
    qtbot.keyClick(view.viewport(), Qt.Key_Return)
    if ctl.panel is not None:          # something left to choose (a stored cube): the panel asks it
        qtbot.keyClick(ctl.panel, Qt.Key_Return)
    assert ctl.panel is None
    assert d not in model.game.dice_of(p), "Enter used the die on the focused target"
    assert not scene.selected


def test_escape_clears_the_keyboard_target_and_mouse_still_works(qtbot):
    model, scene, view, p, d = _board_with_selection(qtbot)
    ctl = scene.controller
    qtbot.keyClick(view.viewport(), Qt.Key_Down)
    assert ctl.kb_target is not None
    qtbot.keyClick(view.viewport(), Qt.Key_Escape)
    assert ctl.kb_target is None and not ctl._kb_ring.isVisible()
    assert not scene.selected
    # The mouse path is unchanged: click the die, then a lit target.
    click(qtbot, view, centre(view, scene.dice[d]))
    assert d in scene.selected
    tk = ctl.keyboard_targets()[0]
    from troyes_desktop.troyes_ui.controllers.targets import hl_key

    click(qtbot, view, centre(view, scene.item_for(hl_key(*tk))))
    assert ctl.panel is not None or d not in model.game.dice_of(p)      # used (or its choice asked)


def test_tab_without_selection_leaves_the_board_alone(qtbot):
    game = play_until(Game.new(4, seed=2), _turn_with_dice, seed=2)
    model, scene, view = make_board(qtbot, game)
    assert not scene.selected
    assert scene.controller.keyboard_targets() == []
    qtbot.keyClick(view.viewport(), Qt.Key_Right)
    assert scene.controller.kb_target is None


def test_prompt_hint_mentions_the_keys(qtbot):
    from troyes_desktop.troyes_ui.prompt_panel import KEYS_HINT, PromptPanel

    game = play_until(Game.new(4, seed=2), _turn_with_dice, seed=2)
    from troyes_desktop.model.troyes_model import TroyesModel

    panel = PromptPanel()
    qtbot.addWidget(panel)
    panel.set_model(TroyesModel(game, autosave=False))
    assert KEYS_HINT in panel.hint.text()


# ------------------------------------------------------------------------------------- Troyes Dice
def _dice_page(window, players: int = 1, seed: int = 3):
    game = DiceGame.new(players, seed=seed, names=["Anna", "Faye", "Geoffrey", "Emily"][:players])
    window.start_game("dice", game, autosave=False)
    page = dice_page(window)
    page.setFocus()
    page.wheel.setFocus()
    return page


def _usable(page) -> list[int]:
    return page.usable_ranks()


def _key_for(page, rank: int):
    """Number keys count the transparent dice only (1 is the first of them, the black die has none)."""
    return Qt.Key_1 + page.pickable_ranks().index(rank)


def test_dice_number_keys_and_arrows_pick_dice(qtbot, dice_window):
    page = _dice_page(dice_window)
    ranks = _usable(page)
    assert ranks
    qtbot.keyClick(page.wheel, _key_for(page, ranks[0]))
    assert page.controller.rank == ranks[0]
    assert page.wheel.selected_rank == ranks[0]
    qtbot.keyClick(page.wheel, Qt.Key_Right)
    assert page.controller.rank == ranks[1 % len(ranks)]
    qtbot.keyClick(page.wheel, Qt.Key_Left)
    assert page.controller.rank == ranks[0]
    qtbot.keyClick(page.wheel, Qt.Key_Escape)
    assert page.controller.rank == 0
    assert page.panel.keys_hint.isVisibleTo(page.panel)
    assert "Tab" in page.panel.keys_hint.text() and "C colour" in page.panel.keys_hint.text()


def test_dice_value_and_colour_keys(qtbot, dice_window):
    page = _dice_page(dice_window)
    rank = _usable(page)[0]
    qtbot.keyClick(page.wheel, _key_for(page, rank))
    colour, value = page.controller.die_summary()
    delta = 1 if value < 6 else -1
    qtbot.keyClick(page.wheel, Qt.Key_Plus if delta > 0 else Qt.Key_Minus)
    assert page.controller.want_value == value + delta
    qtbot.keyClick(page.wheel, Qt.Key_Minus if delta > 0 else Qt.Key_Plus)
    assert page.controller.want_value == value
    qtbot.keyClick(page.wheel, Qt.Key_C)
    assert page.controller.want_colour != colour
    qtbot.keyClick(page.wheel, Qt.Key_C, Qt.KeyboardModifier.ShiftModifier)
    assert page.controller.want_colour == colour


def test_dice_tab_and_enter_use_the_die(qtbot, dice_window):
    page = _dice_page(dice_window)
    g = page.model.game
    before = (g.day, g.half)
    rank = _usable(page)[0]
    qtbot.keyClick(page.wheel, _key_for(page, rank))
    assert page.sheet.marks
    qtbot.keyClick(page.wheel, Qt.Key_Tab)
    target = page.kb_target
    assert target in page.sheet.marks and page.sheet.kb_target == target
    qtbot.keyClick(page.wheel, Qt.Key_Tab)
    if len(page.sheet.marks) > 1:
        assert page.kb_target != target
    qtbot.keyClick(page.wheel, Qt.Key_Backtab)
    assert page.kb_target == target
    qtbot.keyClick(page.wheel, Qt.Key_Return)
    if page.controller.waiting_target is not None:
        # "1 resource of your choice": I, D or K says which resource pays, then the die is used.
        keys = {"influence": Qt.Key_I, "deniers": Qt.Key_D, "knowledge": Qt.Key_K}
        qtbot.keyClick(page.wheel, keys[page.controller.pay])
    g = page.model.game
    assert (g.day, g.half) != before or page.controller.rank == 0, "the die was used on the chosen target"
    assert page.kb_target is None
