"""The words a player reads: no internal id, no Python error text, no "1 deniers", and the particular
stale or wrong sentences a new player met (undo reasons, the phase during the events, the price of a hire,
the chronicle's menu entry, the status after Redo)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.controllers.controller import TroyesController
from troyes_desktop.troyes_ui.phase_banner import phase_words

from .shell_helpers import play_until
from .words_helpers import check_window, problems

GAMES = {
    "solo": dict(players=1, seed=5, solo=True, names=["Anna"]),
    "three-with-every-module": dict(players=3, seed=9, options={"modules": list(AVAILABLE_MODULES)}),
    "two": dict(players=2, seed=2),
}


@pytest.fixture
def words_window(board_window, qtbot):
    """The drawn board at 1280x720 (its status messages and drag refusals are read too)."""
    theme.settings().setValue("view/animation_speed", "Instant")
    board_window.resize(1280, 720)
    yield board_window
    theme.settings().setValue("view/animation_speed", "Slow")


def test_the_checker_finds_what_the_issue_saw() -> None:
    ids = {"roy", "turn"}
    assert problems("Dice cannot be used now: le Roy must decide (roy).", ids)
    assert problems("Cannot save: [Errno 13] Permission denied: '/x'", ids)
    assert problems("KeyError: 3", ids)
    assert problems("Anna pays 1 deniers.", ids)
    assert problems("flip_done", ids)
    assert not problems("Anna pays 1 denier and 11 deniers (yours).", ids)


@pytest.mark.parametrize("name", list(GAMES))
def test_no_message_shown_to_a_player_has_an_internal_id_or_python_text(words_window, qtbot, name) -> None:
    window = words_window
    window.start_game("troyes", Game.new(**GAMES[name]), autosave=False)
    rng = random.Random(1)
    bad: dict[str, str] = {}
    for step in range(160):
        game = troyes_page(window).model.game
        if game.over:
            break
        if troyes_page(window).curtain.covering:
            troyes_page(window).curtain.reveal()
        for b in check_window(window):
            bad.setdefault(b.split(" in ")[0], b)
        actions = game.legal_actions()
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        troyes_page(window).model.apply(rng.choice(busy))
        if step % 9 == 0:
            window.undo()
            window.redo()
            for b in check_window(window):
                bad.setdefault(b.split(" in ")[0], b)
    assert not bad, "\n".join(bad.values())


def test_the_undo_menu_gives_the_real_reason(words_window) -> None:
    window = words_window
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending == Decision(0, "turn") and g.round >= 1)
    window.start_game("troyes", game, autosave=False)
    assert window.undo_action.text() == \
        "Undo unavailable: the earlier steps were made before this game was opened"
    window.pause_pages()
    assert troyes_page(window).model.apply(("pass",))
    window.pause_pages()
    # Until le Roy plays, Anna may take her pass back: the menu says so in words.
    assert window.undo_action.isEnabled()
    assert window.undo_action.text() == "Take back “Pass (take no more actions this round)”"
    troyes_page(window).play_automaton_step()                  # his turn starts with a roll of his die
    reason = troyes_page(window).model.undo_refusal()
    assert reason in ("dice were rolled since.", "a card was revealed since.")
    assert "Undo is not possible" not in window.undo_action.text()
    assert window.undo_action.text() == "Undo unavailable: " + reason.rstrip(".")


def test_redo_does_not_leave_step_taken_back(words_window) -> None:
    window = words_window
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending == Decision(0, "turn") and g.round >= 1)
    window.start_game("troyes", game, autosave=False)
    die = game.dice_of(0)[0]
    assert troyes_page(window).model.apply(("die", die))
    assert window.undo()
    assert window.statusBar().currentMessage() == "Step taken back."
    assert window.redo()
    assert window.statusBar().currentMessage() == "Step played again."


def test_the_chronicle_entry_says_what_it_will_do(words_window) -> None:
    window = words_window
    window.set_chronicle_visible(True)
    assert window.chronicle_action.text().replace("&", "") == "Hide the chronicle"
    window.set_chronicle_visible(False)
    assert window.chronicle_action.text().replace("&", "") == "Show the chronicle"
    window.set_chronicle_visible(True)


def test_the_phase_during_round_one_events_is_not_the_initial_placement() -> None:
    # A game with every module: decisions are taken while round 1's events resolve.
    for seed in range(1, 40):
        game = play_until(Game.new(players=3, seed=seed, options={"modules": list(AVAILABLE_MODULES)}),
                          lambda g: bool((g.expansion or {}).get("ev")) or g.phase == "black", seed=seed)
        if (game.expansion or {}).get("ev"):
            break
    else:
        pytest.fail("no decision during the events phase in 40 seeds")
    assert game.pending.kind not in ("initial", "roy_setup")
    assert phase_words(game) == "Events"
    from troyes_desktop.troyes_ui.phase_banner import PhaseBanner

    banner = PhaseBanner()
    banner.refresh(game)
    assert banner.round_label.text() == f"Round {game.round} of {game.rounds}"
    assert banner.phase_label.text() == "Events"
    start = Game.new(players=2, seed=3)
    banner.refresh(start)
    assert (banner.round_label.text(), banner.phase_label.text()) == ("Setting up", "Initial placement")


def test_the_price_of_a_hire_is_what_it_costs_in_all() -> None:
    res = {"price": 0, "hire_cost": 3}
    assert TroyesController.cost_words(res) == "costs 3 deniers to hire a tradesman"
    assert TroyesController.cost_words({"price": 2, "hire_cost": 3}) == \
        "costs 5 deniers (2 for the dice and 3 to hire a tradesman)"
    assert TroyesController.cost_words({"price": 1, "hire_cost": 0}) == "costs 1 denier"
    assert TroyesController.cost_words({"price": 0, "hire_cost": 0}) == "costs nothing"


def test_hover_over_a_card_to_hire_shows_the_hire_cost(words_window, qtbot) -> None:
    window = words_window
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending == Decision(0, "turn") and g.round >= 1)
    window.start_game("troyes", game, autosave=False)
    c = troyes_page(window).scene.controller
    die = game.dice_of(0)[0]
    c._drag = [die]
    c._legal = c._legal_targets([die])
    cards = [tk for tk in c._legal if tk[0] == "card"
             and c.evaluate([die], tk[0], tk[1], *c._legal[tk][0]).get("hire_cost")]
    assert cards, "no card to hire on in this position"
    tk = cards[0]
    res = c.evaluate([die], tk[0], tk[1], *c._legal[tk][0])
    text = c._hover_text(tk)
    c._drag = []
    assert f"costs {res['price'] + res['hire_cost']} denier" in text
    assert "price 0" not in text


def test_return_lifts_the_curtain(words_window, qtbot, monkeypatch) -> None:
    from troyes_desktop.troyes_ui import handover

    window = words_window
    monkeypatch.setattr(handover, "PRIVATE_KINDS", frozenset({"initial"}))    # a decision with a secret
    window.start_game("troyes", Game.new(players=2, seed=4), autosave=False)
    assert troyes_page(window).curtain.covering and troyes_page(window).curtain.mode == "cover"
    qtbot.keyClick(troyes_page(window).curtain.focusWidget() or troyes_page(window).curtain,
                   Qt.Key.Key_Return)
    assert not troyes_page(window).curtain.covering
    assert troyes_page(window).viewer == troyes_page(window).model.decider
