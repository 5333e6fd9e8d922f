"""While a dialog waits for an answer (the question before leaving, a file dialog, the settings), the game
waits too: computer players of both games and le Roy do not play, and the end-of-round card does not run
out behind it; once the dialog is answered, everything goes on and is seen."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui.modal import modal_open
from troyes_desktop.troyes_ui import round_summary

from .computer_helpers import computer_game, wait_for_person
from .shell_helpers import play_until


def test_computers_wait_while_a_dialog_is_open(cwindow, qtbot) -> None:
    window = cwindow
    game = play_until(computer_game(2, {1: "easy"}, seed=9),
                      lambda g: g.pending == Decision(1, "turn") and g.round >= 1, seed=9)
    window.start_game("troyes", game, autosave=True)
    settings = window.open_settings()                   # a window-modal dialog, opened at once
    model = troyes_page(window).model
    assert model.computer_deciding and settings.isVisible()
    before = len(model.game.history)
    qtbot.wait(1200)                                    # the Instant pace: it would have played by now
    assert len(model.game.history) == before
    settings.reject()
    qtbot.waitUntil(lambda: len(model.game.history) > before, timeout=20000)
    # The question before leaving, too.
    wait_for_person(window, qtbot)
    window.start_action.trigger()
    assert window.unsaved_box.isVisible()
    window.unsaved_box.cancel_button.click()
    qtbot.waitUntil(lambda: window.unsaved_box is None)


def test_computers_wait_behind_a_file_dialog(cwindow, qtbot, monkeypatch) -> None:
    window = cwindow
    game = play_until(computer_game(2, {1: "easy"}, seed=9),
                      lambda g: g.pending == Decision(1, "turn") and g.round >= 1, seed=9)
    window.start_game("troyes", game, autosave=False)
    model = troyes_page(window).model
    before = len(model.game.history)
    seen = []

    def answer_later(*args, **kwargs):           # a real file dialog, open for a second, then cancelled
        dialog = QFileDialog(window)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        QTimer.singleShot(1200, lambda: (seen.append(len(model.game.history)), dialog.reject()))
        dialog.exec()
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer_later)
    window.save_action.trigger()
    assert seen == [before]
    qtbot.waitUntil(lambda: len(model.game.history) > before, timeout=20000)


def test_le_roy_waits_while_a_dialog_is_open(cwindow, qtbot) -> None:
    window = cwindow
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending.kind == "roy" and g.round >= 1, seed=5)
    window.start_game("troyes", game, autosave=False)
    dialog = window.open_settings()
    model = troyes_page(window).model
    before = len(model.game.history)
    troyes_page(window).play_automaton_step()  # his timer's step, while the dialog is open
    qtbot.wait(600)
    assert len(model.game.history) == before and model.automaton_pending
    dialog.reject()
    qtbot.waitUntil(lambda: len(model.game.history) > before, timeout=10000)


def test_dice_computers_wait_while_a_dialog_is_open(cwindow, qtbot) -> None:
    from troyes_desktop.rules.dice import Game as DiceGame

    window = cwindow
    game = DiceGame.new(2, seed=4, names=["Anna", "Basile"], seats=["person", "easy"])
    model = window.start_game("dice", game, autosave=False)
    while model.decider == 0:
        model.apply(model.legal_actions()[0])
    dialog = window.open_settings()
    before = len(model.game.history)
    qtbot.wait(1200)
    assert len(model.game.history) == before
    dialog.reject()
    qtbot.waitUntil(lambda: len(model.game.history) > before, timeout=20000)


def test_the_end_of_round_card_waits_for_the_dialog(cwindow, qtbot, monkeypatch) -> None:
    window = cwindow
    monkeypatch.setattr(round_summary, "TOAST_MS", 400)
    game = play_until(Game.new(players=2, seed=11, names=["Anna", "Faye"]), lambda g: g.round >= 1, seed=11)
    window.start_game("troyes", game, autosave=False)
    card = round_summary.RoundToast(window.centralWidget(), "End of round 1: what changed",
                                    ["Anna: no change"])
    dialog = window.open_settings()
    assert modal_open(window) and dialog.isVisible()
    qtbot.wait(1000)
    assert card.isVisible(), "the card is still there when the dialog is answered"
    dialog.reject()
    qtbot.waitUntil(lambda: not shiboken6.isValid(card) or not card.isVisible(), timeout=3000)
