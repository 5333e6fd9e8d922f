"""Playing through the shell: the prompt panel, undo, the curtain, saves and loading bad files."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.game import Game

from .shell_helpers import play_until, turn_in_round_2


def _two_player_turn() -> Game:
    game = Game.new(players=2, seed=3, names=["Anna", "Faye"])
    return play_until(game, turn_in_round_2, seed=3)


def _reveal(window, qtbot) -> None:
    curtain = troyes_page(window).curtain
    for _ in range(2):
        if curtain.covering:
            button = curtain.pass_button if curtain.mode == "handover" else curtain.button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_prompt_panel_applies_a_pass_and_the_card_follows(window, qtbot) -> None:
    game = _two_player_turn()
    first = game.pending.seat
    window.start_game("troyes", game, autosave=False)
    assert not troyes_page(window).curtain.covering        # two people: the shared view, no curtain
    me = troyes_page(window).player_panels[first]
    other = troyes_page(window).player_panels[1 - first]
    for panel in (me, other):                             # nobody's secrets: each person looks on demand
        assert "hidden character" in panel.characters_label.text()
        assert panel.values["vp"].text() == "?"

    button = troyes_page(window).prompt.buttons[("pass",)]
    assert button.text().startswith("Pass")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert troyes_page(window).model.game.history[-1] == ("pass",)
    assert "passes" in troyes_page(window).log.lines[-1] or any(
        "passes" in x for x in troyes_page(window).log.lines[-3:]
    )
    nxt = troyes_page(window).model.decider
    if nxt != first and nxt is not None:
        # The other person now decides: the card, whose one press shows the shared view.
        assert troyes_page(window).curtain.mode == "handover"
        name = troyes_page(window).model.game.players[nxt].name
        assert f"Pass the seat to {name}" in troyes_page(window).curtain.pass_button.text()
        _reveal(window, qtbot)
        assert not troyes_page(window).curtain.covering and troyes_page(window).viewer is None


def test_refusal_is_shown_in_the_prompt_panel(window, qtbot) -> None:
    window.start_game("troyes", _two_player_turn(), autosave=False)
    _reveal(window, qtbot)
    assert not troyes_page(window).model.apply(("target", "cathedral", None, None))
    assert troyes_page(window).prompt.refusal.isVisibleTo(troyes_page(window).prompt)
    assert "Not possible" in troyes_page(window).prompt.refusal.text()
    assert "Not possible" in window.statusBar().currentMessage()


def test_undo_menu_text_and_limits(window, qtbot) -> None:
    game = _two_player_turn()
    window.start_game("troyes", game, autosave=False)
    _reveal(window, qtbot)
    assert not window.undo_action.isEnabled()
    assert window.undo_action.text().startswith("Undo unavailable")
    p = troyes_page(window).model.decider
    own = troyes_page(window).model.game.dice_of(p)[0]
    assert troyes_page(window).model.apply(("die", own))
    assert window.undo_action.isEnabled()
    assert window.undo_action.text().startswith("Take back \u201cTake the ")
    window.undo_action.trigger()
    assert troyes_page(window).model.game.pending == Decision(p, "turn")
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert troyes_page(window).model.game.pending.kind == "group"
    troyes_page(window).prompt.choose(("cancel",))
    troyes_page(window).prompt.choose(("pass",))
    # The pass can be taken back on the hand-over card, until the seat is passed.
    assert window.undo_action.isEnabled() and troyes_page(window).curtain.mode == "handover"
    assert window.undo_action.text() == "Take back \u201cPass (take no more actions this round)\u201d"
    qtbot.mouseClick(troyes_page(window).curtain.pass_button, Qt.MouseButton.LeftButton)
    assert not window.undo_action.isEnabled()
    # The real reason, not a list of possible ones: the seat was passed to the other player.
    g = troyes_page(window).model.game
    reason = f"the seat was passed to {g.players[g.pending.seat].name}."
    assert window.undo_action.toolTip() == reason
    assert window.undo_action.text() == "Undo unavailable: " + reason.rstrip(".")
    assert "Undo is not possible" not in window.undo_action.text()


def test_save_and_continue_restore_the_same_state(window, qtbot, tmp_path) -> None:
    from troyes_desktop.app.main_window import MainWindow

    window.start_game("troyes", _two_player_turn(), autosave=True)
    _reveal(window, qtbot)
    troyes_page(window).prompt.choose(("pass",))
    state = troyes_page(window).model.game.state_dict()
    target = tmp_path / "mine.troyes.json"
    assert window.save_file(target) and target.exists()
    assert str(target) in window.recent_files()

    other = MainWindow()
    qtbot.addWidget(other)
    other.start_screen.refresh()
    assert other.start_screen.continue_button.isEnabled()
    qtbot.mouseClick(other.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert troyes_page(other).model.game.state_dict() == state
    assert other.stack.currentWidget() is troyes_page(other)
    assert troyes_page(other).log.lines, "the chronicle is rebuilt from the saved actions"

    third = MainWindow()
    qtbot.addWidget(third)
    assert third.load_file(target)
    assert troyes_page(third).model.game.state_dict() == state


def test_loading_a_corrupt_or_foreign_save_keeps_the_current_game(window, qtbot, tmp_path) -> None:
    window.start_game("troyes", _two_player_turn(), autosave=False)
    model = troyes_page(window).model
    history = list(model.game.history)
    for name, content in (("broken.troyes.json", b'{"format": "troyes-desktop-save", "actions": ['),
                          ("picture.troyes.json", b"\x89PNG\r\n\x1a\n\x00garbage"),
                          ("other.json", b'{"format": "something-else"}')):
        bad = tmp_path / name
        bad.write_bytes(content)
        assert not window.load_file(bad)
        box = window.last_message
        assert box is not None and "Cannot load" in box.windowTitle()
        assert name in box.text()
        box.close()
        assert troyes_page(window).model is model and list(model.game.history) == history
    assert not window.load_file(tmp_path / "missing.troyes.json")
    assert "no longer exists" in window.last_message.text()


def test_loading_a_save_whose_actions_were_edited(window, qtbot, tmp_path) -> None:
    import json

    game = _two_player_turn()
    path = tmp_path / "edited.troyes.json"
    TroyesModel(game, autosave=False).save(path)
    data = json.loads(path.read_text())
    data["actions"][3] = ["init", 9, 9]
    path.write_text(json.dumps(data))
    assert not window.load_file(path)
    assert "damaged" in window.last_message.text()
    assert troyes_page(window).model is None
