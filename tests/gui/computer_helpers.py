"""Helpers of the GUI tests with computer players: a window, games with computer seats, a person who
plays through the real widgets (the prompt's buttons and the board-move list)."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.seats import computers_option


def make_window(qtbot, monkeypatch, board: bool = False):
    """A main window (the plain board summary unless ``board``), computer players at the Instant pace, Hard
    kept quick."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window
    from troyes_desktop.troyes_ui import computers as computer_turns

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", board)
    monkeypatch.setattr(computer_turns, "HARD_BUDGET", 0.05)
    monkeypatch.setattr(computer_turns, "HINT_BUDGET", 0.05)
    player_settings.set("animation_speed", "Instant")
    player_settings.set("computer_pace", "Instant")
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def close_window(w) -> None:
    from troyes_desktop.shared_ui import computer_seats

    w.pause_pages()
    if troyes_page(w).computers is not None:
        troyes_page(w).computers.stop()
    computer_seats.shared_pool().waitForDone(10000)


def computer_game(players: int, computers: dict[int, str], seed: int = 7, **options) -> Game:
    opts = dict(options)
    opts["computers"] = computers_option(computers)
    return Game.new(players=players, seed=seed, start_player=0, options=opts)


def person_to_decide(window) -> bool:
    """True once a person decides (or the game is over)."""
    model = troyes_page(window).model
    return model.game.over or (not model.computer_deciding and not model.automaton_pending)


def wait_for_person(window, qtbot, timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: person_to_decide(window), timeout=timeout)


def reveal(window, qtbot) -> None:
    """Through the hand-over: the "has played" card's button, then the curtain's when there is one."""
    curtain = troyes_page(window).curtain
    for _ in range(2):
        if curtain.covering:
            button = curtain.pass_button if curtain.mode == "handover" else curtain.button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def widget_choices(window) -> list[tuple]:
    """Every move the prompt offers: its buttons, then its board-move list."""
    prompt = troyes_page(window).prompt
    board = [tuple(prompt.board_moves.itemData(i)) for i in range(prompt.board_moves.count())]
    return list(prompt.buttons) + board


def person_plays(window, qtbot, rng: random.Random, action=None) -> tuple:
    """The person makes one move through the widgets (a random one preferring not to pass, or ``action``)."""
    reveal(window, qtbot)
    prompt = troyes_page(window).prompt
    before = len(troyes_page(window).model.game.history)
    choices = [a for a in widget_choices(window) if a[0] not in ("confirm_yes", "confirm_no")]
    assert choices, f"no move offered to the person: {troyes_page(window).model.game.pending}"
    if action is None:
        busy = [a for a in choices if a[0] not in ("pass", "cancel", "concede")] or choices
        history = troyes_page(window).model.game.history
        if len(history) >= 2 and history[-1] == ("cancel",):
            # A die that led nowhere (it had to be put back) is not taken again at once.
            busy = [a for a in busy if a != history[-2]] or [a for a in choices if a != history[-2]] or busy
        action = rng.choice(busy)
    if action in prompt.buttons:
        qtbot.mouseClick(prompt.buttons[action], Qt.MouseButton.LeftButton)
    else:
        from troyes_desktop.troyes_ui.computers import board_move_index

        index = board_move_index(prompt.board_moves, action)
        assert index >= 0, f"{action} is not offered"
        prompt.board_moves.setCurrentIndex(index)
        qtbot.mouseClick(prompt.board_play, Qt.MouseButton.LeftButton)
    if ("confirm_yes",) in prompt.buttons:        # a step that asks first (troyes_ui/confirm.py): go ahead
        qtbot.mouseClick(prompt.buttons[("confirm_yes",)], Qt.MouseButton.LeftButton)
    # Played (the computers may already have answered after it); a counter of the board list is several steps.
    from troyes_desktop.troyes_ui.board_moves import steps_of

    steps = steps_of(action)
    history = troyes_page(window).model.game.history
    assert history[before:before + len(steps)] == steps, (action, history[before:])
    return action
