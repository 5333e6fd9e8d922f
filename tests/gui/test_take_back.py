"""Take back a move in the window: against three computers, Edit > Undo names the person's move and the
computers' replies, takes them back, and the computers then play again from the restored position (the same
replies: nothing random was revealed); in hot-seat, the "has played" card shows the moves of the person who
just played and the replies in their order, in the shared view, with "Take back my move" until the seat is
passed."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.seats import computers_option

from .computer_helpers import wait_for_person
from .shell_helpers import play_until


def _game(names, computers, seed, seat):
    game = Game.new(players=len(names), seed=seed, start_player=0, names=names,
                    options={"computers": computers_option(computers)})
    return play_until(game, lambda g: g.pending == Decision(seat, "turn") and g.round >= 1
                      and not g.action_in_progress() and len(g.dice_of(seat)) >= 2, seed=seed)


CATHEDRAL = ("target", "cathedral", None, None)


def test_against_three_computers_undo_takes_back_the_move_and_the_replies(cwindow, qtbot) -> None:
    window = cwindow
    game = _game(["Anna", "Faye", "Geoffrey", "Emily"], {1: "easy", 2: "easy", 3: "easy"}, seed=25, seat=0)
    window.start_game("troyes", game, autosave=False)
    model = troyes_page(window).model
    before = list(model.game.history)
    move = [("die", 21), ("die", 22), CATHEDRAL]
    assert model.apply_sequence(move)                        # as a drag onto the cathedral does
    wait_for_person(window, qtbot)
    replies = list(model.game.history[len(before) + 3:])
    assert replies and model.decider == 0 and not troyes_page(window).curtain.covering
    assert window.undo_action.isEnabled()
    assert window.undo_action.text() == ("Take back \u201cPlace cubes on the cathedral\u201d and the replies "
                                         "of Faye, Geoffrey and Emily")
    window.undo_action.trigger()
    assert list(model.game.history) == before and model.decider == 0
    assert window.statusBar().currentMessage() == "Step taken back."
    assert not any("Faye (Easy computer)" in line for line in troyes_page(window).log.lines[-3:])
    # The same move again: the computers reply as before (taking back never fishes for luck).
    assert model.apply_sequence(move)
    wait_for_person(window, qtbot)
    assert list(model.game.history[len(before) + 3:]) == replies


def test_hot_seat_card_shows_the_player_who_played_with_take_back(cwindow, qtbot) -> None:
    window = cwindow
    game = _game(["Anna", "Bruno", "Emily"], {2: "easy"}, seed=3, seat=1)
    window.start_game("troyes", game, autosave=False)
    curtain = troyes_page(window).curtain
    assert not curtain.covering and troyes_page(window).model.decider == 1      # no curtain: shared view
    model = troyes_page(window).model
    before = list(model.game.history)
    move = [("die", 19), ("die", 33), CATHEDRAL]
    assert model.apply_sequence(move)
    wait_for_person(window, qtbot)                           # Emily (a computer) replied; Anna's seat next
    assert model.decider == 0 and len(model.game.history) > len(before) + 3
    assert curtain.mode == "handover"
    assert curtain.bar_title.text().startswith("Bruno has played.")
    lines = curtain.outcome.text().split("\n")
    assert lines[0].startswith("Bruno ") and "cathedral" in lines[0]
    # Then Emily's reply, after Bruno's move (their real order), and nothing hidden under "… more".
    emily = [i for i, line in enumerate(lines) if line.startswith("Emily")]
    assert emily and min(emily) > 0 and not any("more in the chronicle" in line for line in lines)
    # Nobody's secrets on screen while several people share it: every VP hidden under this table rule.
    panels = {panel.seat: panel for panel in troyes_page(window).player_panels}
    assert troyes_page(window).viewer is None
    assert panels[1].values["vp"].text() == "?" and panels[0].values["vp"].text() == "?"
    # Take back my move: Bruno decides again, the card goes.
    button = curtain.take_back_button
    assert button.isVisible()
    assert button.toolTip() == "Take back \u201cPlace cubes on the cathedral\u201d and Emily\u2019s reply"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert list(model.game.history) == before and model.decider == 1
    assert not curtain.covering and troyes_page(window).prompt.isEnabled()
    # Played again, then the seat is passed: nothing can be taken back any more.
    assert model.apply_sequence(move)
    wait_for_person(window, qtbot)
    assert curtain.mode == "handover" and window.undo_action.isEnabled()
    qtbot.mouseClick(curtain.pass_button, Qt.MouseButton.LeftButton)
    assert not curtain.covering and troyes_page(window).viewer is None and model.decider == 0
    assert not window.undo_action.isEnabled()
    assert window.undo_action.text() == "Undo unavailable: the seat was passed to Anna"
