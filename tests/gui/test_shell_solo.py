"""Le Roy's steps played by the shell, a whole solo game through the prompt panel, the scoring dialog."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.prompt_panel import BUTTON_ORDER

from .shell_helpers import play_until

#: The buttons this test prefers, in order (it never concedes when it can counter).
PREFERRED = ("roy", "counter", "source", "count", "miller", "event", "target", "pass")


def _step_through_prompt(window, qtbot) -> int:
    """One step through the prompt; returns how many engine actions it is (a counter of the board list is
    its dice and the counter, played as one step)."""
    from troyes_desktop.troyes_ui.board_moves import steps_of

    prompt = troyes_page(window).prompt
    # While le Roy's last dice land the prompt (like the banner) says so and offers nothing yet: wait for it.
    qtbot.waitUntil(lambda: bool(prompt.buttons or prompt.board_moves.count() or prompt.asking), timeout=3000)
    if prompt.asking:       # the warning before passing with dice left: go ahead
        steps = len(steps_of(prompt.asking[0]))
        qtbot.mouseClick(prompt.buttons[("confirm_yes",)], Qt.MouseButton.LeftButton)
        return steps
    for verb in PREFERRED:
        for action, button in prompt.buttons.items():
            if action[0] == verb:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return 1
    if prompt.board_moves.count():
        prompt.board_moves.setCurrentIndex(0)
        steps = len(steps_of(prompt.board_moves.currentData()))
        qtbot.mouseClick(prompt.board_play, Qt.MouseButton.LeftButton)
        return steps
    button = next(iter(prompt.buttons.values()))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return 1


def test_whole_solo_game_through_the_prompt_panel(window, qtbot) -> None:
    window.start_game("troyes", Game.new(players=1, seed=21, names=["Anna"], solo=True), autosave=False)
    assert not troyes_page(window).curtain.covering            # no curtain in the solo game
    assert [p.seat for p in troyes_page(window).player_panels] == [0, NEUTRAL]
    roy_panel = troyes_page(window).player_panels[1]
    assert roy_panel.name_label.text() == "le Roy"
    assert "Pile" in roy_panel.characters_label.text()
    steps = 0
    while not troyes_page(window).model.game.over and steps < 3000:
        before = len(troyes_page(window).model.game.history)
        played = _step_through_prompt(window, qtbot)
        if troyes_page(window).prompt.asking:
            assert troyes_page(window).prompt.asking[1].kind == "pass_with_dice"
            assert len(troyes_page(window).model.game.history) == before
            played = _step_through_prompt(window, qtbot)
        assert len(troyes_page(window).model.game.history) == before + played, troyes_page(
            window
        ).prompt.refusal.text()
        steps += 1
    game = troyes_page(window).model.game
    assert game.over
    roy_lines = [
        x for x in troyes_page(window).log.lines if x.startswith("Le Roy rolls") and "placement" not in x
    ]
    assert roy_lines and all("Why:" in x for x in roy_lines if "nothing" not in x)
    dialog = troyes_page(window).scoring_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Margin" in dialog.rating_label.text()
    assert dialog.scores[0]["rating_text"] in dialog.rating_label.text()
    assert ("beats le Roy" in dialog.winner_label.text()) == bool(game.scores[0]["winner"])
    assert dialog.table.columnCount() == 2
    dialog.close()


def test_le_roy_steps_are_played_by_the_timer(window, qtbot) -> None:
    window.set_animation_speed("Instant")
    assert theme.animation_delay() == 0
    game = Game.new(players=1, seed=4, names=["Anna"], solo=True, start_player=NEUTRAL)
    window.start_game("troyes", game, autosave=False)
    assert troyes_page(window).model.automaton_pending
    # Le Roy places his citizens on his own, then it is Anna's turn to place.
    qtbot.waitUntil(lambda: troyes_page(window).model.game.pending == Decision(0, "initial"), timeout=5000)
    assert any(x.startswith("Le Roy") for x in troyes_page(window).log.lines)
    assert "roy" not in [a[0] for a in troyes_page(window).prompt.buttons]
    window.set_animation_speed("Slow")


def test_scoring_dialog_lists_every_category_and_the_winner(qtbot) -> None:
    from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

    game = play_until(Game.new(players=3, seed=8, options={"colours": ["green", "blue", "orange"]}),
                      lambda g: False, seed=8, limit=20000)
    assert game.over
    dialog = TroyesScoringDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.category_text()
    for label in ("VP during the game", "Uncountered events", "Tradesmen", "Cathedral", "Character:",
                  "Total"):
        assert label in text
    totals = [dialog.table.item(dialog.table.rowCount() - 1, c).text() for c in range(3)]
    assert totals == [str(s["total"]) for s in game.scores]
    winners = [s["name"] for s in game.scores if s["winner"]]
    assert all(w in dialog.winner_label.text() for w in winners)
    assert dialog.chart.isVisible()
    assert sorted(BUTTON_ORDER) == sorted(set(BUTTON_ORDER))
