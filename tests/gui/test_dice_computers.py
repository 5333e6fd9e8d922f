"""Troyes Dice with computer players in the app: seats chosen in the new-game dialog, computer sheets filled
in by a thread-pool worker with each reason in the chronicle, a Hint for the person, achievements only for
people and the computers' scores shown beside the person's best."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from tests.page_helpers import dice_page
from troyes_desktop.model import dice_profiles
from troyes_desktop.shared_ui import computer_seats as computers
from troyes_desktop.shared_ui import theme

from .dice_helpers import play_turn


def _start(qtbot, window, seats, names, seed=7, banquets=False):
    from troyes_desktop.dice_ui import new_game_dialog as dialogs

    original = dialogs.random.randrange
    dialogs.random.randrange = lambda *_: seed
    try:
        qtbot.mouseClick(window.start_screen.dice_button, Qt.MouseButton.LeftButton)
        dialog = window.new_game_dialog
        dialog.count_spin.setValue(len(seats))
        for i, (kind, name) in enumerate(zip(seats, names)):
            dialog.name_edits[i].setText(name)
            labels = [label for k, label in dialogs.SEAT_CHOICES if k == kind]
            dialog.seat_combos[i].setCurrentText(labels[0])
        assert all(not c.isVisible() for c in dialog.seat_combos[len(seats):])
        dialog.numbering_radios["first"].setChecked(True)
        dialog.banquets.setChecked(banquets)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    finally:
        dialogs.random.randrange = original
        theme.settings().remove("dice/seats")  # the other tests expect people at every seat
    return dice_page(window)


def test_a_person_plays_with_two_computers_to_the_end(dice_window, qtbot, monkeypatch):
    threads = []
    real_decide = computers.decide

    def spy(game, seat, bot, seed=0):
        threads.append(threading.current_thread() is threading.main_thread())
        return real_decide(game, seat, bot, seed)

    monkeypatch.setattr(computers, "decide", spy)
    page = _start(qtbot, dice_window, ["person", "easy", "hard"], ["Anna", "Basile", "Clotilde"])
    game = page.model.game
    assert game.setup["seats"] == ["person", "easy", "hard"]
    assert page.strip.isVisible() and len(page.thumbs) == 3
    hinted = False
    for _ in range(400):
        if page.model.game.over:
            break
        if not page.person_to_play():
            assert not page.hint_button.isEnabled()
            plan = page.model.undo_plan()       # only a person's step is taken back (with the replies since)
            assert plan is None or plan.seat == 0 and set(plan.repliers) <= {1, 2}
            qtbot.waitUntil(lambda: page.person_to_play() or page.model.game.over, timeout=20000)
            continue
        g = page.model.game
        if not hinted and g.stage == "choose_die" and len(g.legal_actions()) > 1:
            before = len(g.history)
            qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not page.computers.hint_pending, timeout=20000)
            assert page.hint_note.isVisible() and page.hint_note.text().startswith("Hint: Take the ")
            # Shown on the wheel.
            assert page.controller.rank and page.wheel.selected_rank == page.controller.rank
            assert page.sheet.kb_target is not None  # and on the sheet
            page.key_enter()  # what Enter does: play the die on the hinted target
            assert len(page.model.game.history) > before
            plan = page.hint_plan
            steps = next(i for i, a in enumerate(plan) if a[0] in ("gain", "prestige", "work")) + 1
            assert page.model.game.history[before : before + steps] == plan[:steps]  # the Hard choice played
            hinted = True
            continue
        play_turn(qtbot, page)
    game = page.model.game
    assert game.over and hinted
    # Every computer decision was thought on a worker thread, never on the GUI thread.
    assert threads and not any(threads)
    # The chronicle gives each computer choice with its reason.
    lines = page.log.lines
    assert any(line.startswith("Basile (computer, Easy): ") for line in lines)
    assert any(line.startswith("Clotilde (computer, Hard): Take the ") for line in lines)
    assert any(line.startswith("Hint for Anna: ") for line in lines)
    # Achievements for the person only; the computers' scores beside the person's best.
    dialog = page.scoring_dialog
    assert dialog is not None and dialog.isVisible()
    scores = game.scores()
    text = dialog.findChild(type(page.banner.label), "scoreToBeat").text()
    assert f"Basile (computer, Easy) {scores[1]} VP" in text
    assert f"Clotilde (computer, Hard) {scores[2]} VP" in text
    assert f"Anna\u2019s best {scores[0]} VP" in text or "Anna\u2019s best" in text
    earned = dialog.findChild(type(page.banner.label), "earnedLabel").text()
    assert "computer players earn no achievements" in earned
    from troyes_desktop.store import profile_names

    known = {name.casefold() for name in profile_names()}
    assert "anna" in known and "basile" not in known and "clotilde" not in known
    assert dice_profiles.best_scores(["Anna"])[0] >= scores[0]
    dialog.accept()


def test_computer_seats_survive_save_and_continue(dice_window, qtbot):
    from troyes_desktop.model.dice_model import DiceModel

    page = _start(qtbot, dice_window, ["person", "normal"], ["Anna", "Basile"], seed=3)
    model = page.model
    assert model.autosave()
    path = model.autosave_file
    again = DiceModel.load(path)
    assert again.seat_levels() == ["person", "normal"]
    assert again.is_computer(1) and not again.is_computer(0)


def test_a_computer_that_fails_to_decide_never_stops_the_game(dice_window, qtbot, monkeypatch):
    def broken(game, seat, bot, seed=0):
        raise IndexError("list index out of range")

    monkeypatch.setattr(computers, "decide", broken)
    messages = []
    page = _start(qtbot, dice_window, ["easy"], ["Basile"])
    page.statusMessage.connect(messages.append)
    before = len(page.model.game.history)
    first = page.model.game.legal_actions()[0]
    page.computers.schedule()
    qtbot.waitUntil(lambda: len(page.model.game.history) > before, timeout=5000)
    assert page.model.game.history[before] == first
    assert any("could not decide, so it made the first possible move" in m for m in messages)
    assert not any("index" in m or "Error" in m for m in messages)


def test_a_relay_outlives_its_worker_and_is_let_go_in_the_gui_thread(dice_window, qtbot):
    """The pool deletes a finished runnable in the worker's thread: the relay it answered through must not die
    there with it. It is the program's one relay, made in the GUI thread and never let go."""
    import shiboken6

    page = _start(qtbot, dice_window, ["person", "easy"], ["Anna", "Basile"])
    qtbot.waitUntil(lambda: page.person_to_play(), timeout=20000)
    answers = []
    page.computers.hintReady.connect(answers.append)
    relay = page.computers.relay
    assert relay is computers.relay() and relay.parent() is None
    assert page.computers.request_hint()
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    assert answers[0].error == "" and answers[0].actions        # the Hard player's advice, no error
    computers.shared_pool().waitForDone(20000)
    assert shiboken6.isValid(relay) and relay is computers.relay()   # the worker let go of it; it lives on


def test_each_computer_seat_has_its_own_style_shown_on_its_sheet(dice_window, qtbot):
    from troyes_desktop.bots.dice.style import style_for
    from troyes_desktop.dice_ui.computers import attach
    from troyes_desktop.model.dice_model import DiceModel

    page = _start(qtbot, dice_window, ["person", "normal", "normal"], ["Anna", "Basile", "Clotilde"], seed=11)
    seed = int(page.model.game.setup["seed"])
    styles = {seat: bot.style for seat, bot in page.computers.bots.items()}
    assert styles == {1: style_for(seed, 1), 2: style_for(seed, 2)}
    assert styles[1].taste != styles[2].taste          # two Normal computers, two tastes
    assert page.computers.taste(0) == ""
    for seat in (1, 2):
        page.thumbs[seat].grab()                     # painted: its tooltip is set
        tip = page.thumbs[seat].toolTip()
        assert tip.endswith(f"a computer player (Normal) with a taste for {styles[seat].words()}"), tip
    # A game continued from its save plays on with the same styles.
    assert page.model.autosave()
    again = attach(None, DiceModel.load(page.model.autosave_file), pace_ms=10 ** 6)
    try:
        assert {seat: bot.style for seat, bot in again.bots.items()} == styles
    finally:
        again.stop()
