"""The prompt's "On the board" list (issue 50): Play does a whole move or is not offered (a die is never only
taken: it comes with the target it is used on), equal dice appear once, and the entry chosen stays chosen."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.troyes_ui.board_moves import board_entries, steps_of
from troyes_desktop.troyes_ui.demo import build_demo
from troyes_desktop.troyes_ui.prompt_panel import BOARD_VERBS


def _entries(prompt) -> list[tuple[str, list[tuple]]]:
    combo = prompt.board_moves
    return [(combo.itemText(i), steps_of(combo.itemData(i))) for i in range(combo.count())]


def test_play_makes_a_whole_move_never_only_a_die_taken(window, qtbot) -> None:
    game = build_demo("troyes-solo")
    assert game.pending.kind == "turn"
    window.start_game("troyes", game, autosave=False)
    prompt, model = troyes_page(window).prompt, troyes_page(window).model
    entries = _entries(prompt)
    assert entries and prompt.board_play.isVisible()
    for text, steps in entries:
        assert steps[-1][0] != "die", text                    # never a die alone: it would only choose it
        if steps[0][0] == "die":
            assert len(steps) == 2 and steps[1][0] == "target" and ", then: " in text
    # The white 1 is Anna's own die: take it and place a citizen in the Bishopric, in one Play.
    index = next(i for i, (text, steps) in enumerate(entries)
                 if steps[0][0] == "die" and steps[1][:3] == ("target", "building", 1))
    prompt.board_moves.setCurrentIndex(index)
    history = len(model.game.history)
    qtbot.mouseClick(prompt.board_play, Qt.MouseButton.LeftButton)
    assert model.game.history[history:] == entries[index][1]
    assert model.game.pending.kind != "group"                 # the die is used, not only chosen


def test_equal_dice_appear_once(qapp) -> None:
    game = build_demo("troyes-solo")
    entries = board_entries(game, game.legal_actions(), BOARD_VERBS)
    texts = [text for text, _ in entries]
    assert len(texts) == len(set(texts))
    taken = {steps_of(data)[0] for _, data in entries if steps_of(data)[0][0] == "die"}
    groups: dict[tuple, list[int]] = {}          # the dice offered, by colour, value and owner
    for d in [d for d in game.dice if ("die", d) in game.legal_actions()]:
        groups.setdefault(tuple(game.dice[d]), []).append(d)
    twins = [ds for ds in groups.values() if len(ds) > 1]
    assert twins, "the demonstration has two equal dice"
    for ds in twins:
        assert len([d for d in ds if ("die", d) in taken]) == 1


def test_the_entry_chosen_stays_chosen(window, qtbot) -> None:
    window.start_game("troyes", build_demo("troyes-solo"), autosave=False)
    prompt = troyes_page(window).prompt
    assert prompt.board_moves.count() > 4
    prompt.board_moves.setCurrentIndex(3)
    chosen = prompt.board_moves.currentText()
    prompt.refresh()                              # the panel is made again (a hint, a setting, the layout)
    assert prompt.board_moves.currentIndex() == 3 and prompt.board_moves.currentText() == chosen


def test_a_die_to_turn_over_is_turned_over_by_play(window, qtbot) -> None:
    """In "Turn over up to 3 of your dice", an entry of the list turns its die over (not only chooses it)."""
    from troyes_desktop.rules.troyes import actions as A
    from troyes_desktop.rules.troyes.game import Game

    from .shell_helpers import play_until

    game = play_until(Game.new(2, seed=4, names=["Anna", "Faye"]), lambda g: A.flip() in g.legal_actions())
    assert A.flip() in game.legal_actions()            # 4 influence to turn dice over
    game.apply(A.flip())
    assert game.pending.kind == "flip"
    window.start_game("troyes", game, autosave=False)
    prompt, model = troyes_page(window).prompt, troyes_page(window).model
    entries = _entries(prompt)
    assert entries and all(steps[-1] == A.flip_done() for _, steps in entries)
    die = entries[0][1][0][1]
    before = model.game.dice[die][1]
    prompt.board_moves.setCurrentIndex(0)
    qtbot.mouseClick(prompt.board_play, Qt.MouseButton.LeftButton)
    assert model.game.dice[die][1] == 7 - before and model.game.pending.kind != "flip"


def test_the_players_own_dice_come_before_the_dice_to_buy(qapp) -> None:
    """The list's first entry (its default) is never a paid move when a free one is there."""
    game = build_demo("troyes-4p")
    entries = board_entries(game, game.legal_actions(), BOARD_VERBS)
    bought = [game.dice[steps_of(data)[0][1]][2] != game.pending.seat for _, data in entries
              if steps_of(data)[0][0] == "die"]
    assert False in bought and True in bought
    assert bought == sorted(bought)                     # every free move, then those that buy a die
