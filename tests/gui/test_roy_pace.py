"""Le Roy at a pace the player controls (Normal, Fast, step by step, skip to my turn), each of his steps
shown numbered in a panel of its own beside the board, and the banner that changes only once the board is
the player's."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from tests.page_helpers import troyes_page
from troyes_desktop import settings as player_settings
from troyes_desktop.app import main_window as mw
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme

from .shell_helpers import play_until


@pytest.fixture
def solo_window(qtbot):
    # The speed the app reads (a test before may have left it at "Instant", which plays le Roy at once).
    speed = player_settings.get("animation_speed")
    player_settings.set("animation_speed", "Normal")
    theme.set_setting("view/roy_pace", "Step by step")
    w = mw.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending.kind == "roy" and g.round >= 1)
    assert game.pending.kind == "roy"
    w.start_game("troyes", game, autosave=False)
    yield w
    w.pause_pages()
    theme.set_setting("view/roy_pace", "Normal")
    player_settings.set("animation_speed", speed)


def test_step_by_step_waits_for_the_player(solo_window, qtbot) -> None:
    w = solo_window
    assert not troyes_page(w).roy_timer.isActive(), "step by step: no timer"
    prompt = troyes_page(w).prompt
    assert prompt.buttons[("roy",)].text().startswith("Next step of le Roy")
    assert ("skip",) in prompt.buttons and prompt.pace_box.currentText() == "Pace: Step by step"
    history = len(troyes_page(w).model.game.history)
    # Return plays the next step wherever the focus is in the window (here: the board).
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    troyes_page(w).board.setFocus()
    qtbot.keyClick(troyes_page(w).board, Qt.Key.Key_Return)
    assert len(troyes_page(w).model.game.history) == history + 1
    assert troyes_page(w).model.game.history[-1] == ("roy",)
    assert not troyes_page(w).roy_timer.isActive()


def test_each_step_is_shown_numbered_in_his_panel(solo_window, qtbot) -> None:
    # Issue 41: his steps have a panel of their own beside the board (no caption over it), numbered in order.
    w = solo_window
    steps = troyes_page(w).roy_steps
    assert steps.isVisible() and not hasattr(troyes_page(w).board, "roy_caption")
    # (the list is the round's: his placement steps went before round 1)
    before = len(steps.steps) if steps.round_no == troyes_page(w).model.game.round else 0
    troyes_page(w).prompt.choose(("roy",))
    assert len(steps.steps) == before + 1 and steps.round_no == troyes_page(w).model.game.round
    assert steps.texts()[-1].startswith(f"{before + 1}. Le Roy rolls")     # the roll and the row of his table
    assert "Why:" in steps.text.text()
    if troyes_page(w).model.automaton_pending:
        troyes_page(w).prompt.choose(("roy",))
        assert steps.texts()[-1].startswith(f"{before + 2}. ")
    assert [t.split(".")[0] for t in steps.texts()] == [str(i + 1) for i in range(len(steps.steps))]


def test_his_panel_covers_nothing_of_the_board(solo_window, qtbot) -> None:
    w = solo_window
    troyes_page(w).prompt.choose(("roy",))
    qtbot.wait(20)
    panel = troyes_page(w).roy_steps
    assert panel.isVisible() and panel.height() >= 120

    def rect(widget):
        return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())

    for other in (troyes_page(w).board, troyes_page(w).prompt, troyes_page(w).banner):
        assert not rect(panel).intersects(rect(other)), other.objectName()
    assert panel.parentWidget() is troyes_page(w).panels_host           # under le Roy's own panel


def test_numbers_run_on_through_the_round(solo_window, qtbot) -> None:
    """Step 1, then Anna plays, then step 2 (never "step 1, step 1"); a new round starts at 1 again."""
    w = solo_window
    model = troyes_page(w).model
    seen = []
    start_round = model.game.round
    for _ in range(400):
        g = model.game
        if g.over or g.round > start_round + 1:
            break
        if model.automaton_pending:
            troyes_page(w).prompt.choose(("roy",))
            panel = troyes_page(w).roy_steps
            seen.append((panel.round_no, len(panel.steps), panel.texts()[-1]))
        else:
            acts = g.legal_actions()
            busy = [a for a in acts if a[0] not in ("pass", "cancel", "concede", "roy")]
            assert model.apply((busy or acts)[0])
    rounds = {}
    for round_no, count, text in seen:
        rounds.setdefault(round_no, []).append(count)
        assert text.startswith(f"{count}. ")
    assert len(rounds) >= 2
    for counts in rounds.values():
        assert counts == list(range(1, len(counts) + 1)) or counts[0] > 1 and counts == sorted(set(counts))


def test_a_continued_game_shows_the_steps_of_the_round(solo_window, qtbot) -> None:
    w = solo_window
    troyes_page(w).prompt.choose(("roy",))
    shown = list(troyes_page(w).roy_steps.texts())
    from troyes_desktop.troyes_ui.roy_steps import RoySteps

    again = RoySteps()
    qtbot.addWidget(again)
    again.rebuild(troyes_page(w).model.game)
    assert again.texts() == shown and again.round_no == troyes_page(w).roy_steps.round_no


def test_his_panel_is_gone_when_the_game_ends(solo_window, qtbot) -> None:
    w = solo_window
    game = play_until(troyes_page(w).model.game.copy(), lambda g: g.round == 4 and g.pending.kind == "roy",
                      seed=7)
    w.start_game("troyes", game, autosave=False)
    assert troyes_page(w).roy_steps.isVisible()
    for _ in range(3000):
        if troyes_page(w).model.game.over:
            break
        if troyes_page(w).model.automaton_pending:
            troyes_page(w).model.step_automaton()
        else:
            acts = troyes_page(w).model.legal_actions()
            assert troyes_page(w).model.apply(next((a for a in acts if a[0] == "pass"), acts[0]))
    assert troyes_page(w).model.game.over
    assert not troyes_page(w).roy_steps.isVisible()
    qtbot.wait(20)
    anna, roy = troyes_page(w).player_panels[:2]
    assert roy.y() - anna.geometry().bottom() <= 12          # the panels stay together at the top


def test_skip_to_my_turn_and_the_banner_waits_for_his_dice(solo_window, qtbot) -> None:
    w = solo_window
    n = troyes_page(w).prompt.skip_to_my_turn()
    assert n >= 1 and not troyes_page(w).model.automaton_pending
    assert troyes_page(w).model.decider == 0
    assert troyes_page(w).banner.decision_label.text() == "Le Roy ends his turn\u2026"
    qtbot.waitUntil(lambda: troyes_page(w).banner.decision_label.text().startswith("Anna:"), timeout=3000)
    panel = troyes_page(w).roy_steps
    assert panel.isVisible() and len(panel.steps) >= n          # his steps stay readable


def test_fast_and_normal_paces_use_the_timer(solo_window, qtbot) -> None:
    w = solo_window
    troyes_page(w).prompt.pace_box.setCurrentIndex(list(theme.ROY_PACES).index("Fast"))
    assert theme.roy_pace() == "Fast"
    assert troyes_page(w).roy_timer.isActive() \
        and troyes_page(w).roy_timer.interval() == theme.ROY_PACES["Fast"]
    history = len(troyes_page(w).model.game.history)
    qtbot.waitUntil(lambda: len(troyes_page(w).model.game.history) > history, timeout=3000)
    troyes_page(w).prompt.set_roy_pace("Step by step")
    assert not troyes_page(w).roy_timer.isActive()
