"""Game > Replay this game so far: the replay window over the game in play, unfinished, at its last position,
showing no more than the table has seen (nobody's characters while several people share the screen; in
Troyes Dice with the simultaneous choice, up to the start of the half day under way)."""

from __future__ import annotations

import random

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.seats import computers_option

from .shell_helpers import play_until, turn_in_round_2


def test_an_unfinished_hot_seat_game_is_replayed_up_to_where_it_is(window, qtbot) -> None:
    game = play_until(Game.new(players=3, seed=12, names=["Anna", "Faye", "Geoffrey"]), turn_in_round_2,
                      seed=12)
    window.start_game("troyes", game, autosave=False)
    window._refresh_menus()
    assert window.replay_action.isEnabled()
    replay = window.replay_so_far()
    qtbot.addWidget(replay)
    assert replay is not None and replay.isVisible() and not replay.replay.finished
    live = troyes_page(window).model.game
    assert replay.position == len(live.history) and replay.model.game.state_dict() == live.state_dict()
    # Several people share the screen: nobody's secrets, and no other view to choose.
    assert replay.seen_by is None and replay.seen_combo is None
    assert "nobody's characters" in replay.privacy.text()
    assert all("hidden character" in panel.characters_label.text() for panel in replay.panels)
    assert all(panel.values["vp"].text() == "?" for panel in replay.panels)
    replay.first()
    assert replay.position == 0
    replay.close()


def test_one_person_against_computers_sees_their_own_view(window, qtbot) -> None:
    game = Game.new(players=2, seed=4, start_player=0, names=["Anna", "Faye"],
                    options={"computers": computers_option({1: "easy"})})
    game = play_until(game, lambda g: g.pending.seat == 0 and g.pending.kind == "turn" and g.round >= 1)
    window.start_game("troyes", game, autosave=False)
    replay = window.replay_so_far()
    qtbot.addWidget(replay)
    assert replay.seen_by == 0 and "only what Anna could see" in replay.privacy.text()
    troyes_page(window).computers.stop()
    replay.close()


def test_a_simultaneous_half_day_is_replayed_up_to_its_start(dice_window, qtbot) -> None:
    game = DiceGame.new(3, seed=9, names=["Anna", "Basile", "Chloé"], simultaneous=True)
    rng = random.Random(3)
    while not (game.day == 2 and game.half == 0 and game.player == 1):
        game.apply(rng.choice(game.legal_actions()))
    dice_window.start_game("dice", game, autosave=False)
    page = dice_page(dice_window)
    start = page.veil.start_of_half_day()
    assert len(start.history) < len(page.model.game.history)          # Anna has chosen this half day
    replay = dice_window.replay_so_far()
    qtbot.addWidget(replay)
    assert replay.replay.length == len(start.history)                  # her choice is not in the replay
    assert replay.model.game.state_dict()["sheets"] == start.state_dict()["sheets"]
    replay.close()
