"""One voice (issue 50): the phase banner, le Roy's steps header and the prompt agree on whose turn it is,
which round and what is asked; the banner is never empty, and never says le Roy ends his turn while the
prompt asks the player to act."""
from __future__ import annotations

import random

import pytest

from tests.page_helpers import troyes_page
from troyes_desktop import settings as player_settings
from troyes_desktop.app import main_window as mw
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.describe import describe_decision

from .shell_helpers import play_until


@pytest.fixture
def solo_window(qtbot):
    speed = player_settings.get("animation_speed")
    player_settings.set("animation_speed", "Normal")
    theme.set_setting("view/roy_pace", "Step by step")
    w = mw.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.pause_pages()
    theme.set_setting("view/roy_pace", "Normal")
    player_settings.set("animation_speed", speed)


def _start(window, game) -> None:
    window.start_game("troyes", game, autosave=False)


def test_while_le_roy_ends_his_turn_the_prompt_says_so_and_asks_nothing(solo_window, qtbot) -> None:
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending.kind == "roy" and g.round >= 1)
    _start(solo_window, game)
    page = troyes_page(solo_window)
    banner, prompt = page.banner, page.prompt
    assert prompt.skip_to_my_turn() >= 1 and page.model.decider == 0
    assert banner.decision_label.text() == "Le Roy ends his turn\u2026"
    # The prompt says the same, with no choice under the pointer yet.
    assert prompt.title.text() == "Le Roy ends his turn\u2026"
    assert not prompt.buttons and not prompt.board_moves.isVisibleTo(prompt)
    qtbot.waitUntil(lambda: banner.decision_label.text().startswith("Anna"), timeout=3000)
    asked = describe_decision(page.model.game)
    assert prompt.title.text() == asked and prompt.buttons
    assert banner.decision_label.text() in (asked, "Anna decides")


def test_the_banner_the_steps_header_and_the_prompt_agree_through_a_solo_game(solo_window, qtbot) -> None:
    player_settings.set("animation_speed", "Instant")
    _start(solo_window, Game.new(players=1, seed=8, solo=True, names=["Anna"]))
    page = troyes_page(solo_window)
    model, banner, prompt, steps = page.model, page.banner, page.prompt, page.roy_steps
    rng = random.Random(8)
    rounds_begun_by_him = 0
    for _ in range(400):
        game = model.game
        if game.over or game.round > 3:
            break
        setting_up = game.pending.kind in ("initial", "roy_setup")
        # The banner: never empty, the round in play, who decides.
        assert banner.decision_label.text().strip()
        named = "Setting up" if setting_up else f"Round {game.round} of {game.rounds}"
        assert banner.round_label.text() == named
        # Le Roy's steps header names the same round (his placement while setting up).
        if setting_up:
            assert steps.title.text() in ("Le Roy's steps", "Le Roy's steps: his placement")
        else:
            assert steps.title.text() == f"Le Roy's steps in round {game.round}", game.round
        # The prompt asks what the banner names.
        assert prompt.title.text() == describe_decision(game)
        if game.pending.seat == NEUTRAL:
            assert ("roy",) in prompt.buttons
        before = game.round
        if model.automaton_pending:
            model.step_automaton()
        else:
            acts = model.legal_actions()
            model.apply(rng.choice([a for a in acts if a[0] not in ("concede",)] or acts))
        if model.game.round > before and model.game.history and model.game.history[-1] == ("roy",):
            rounds_begun_by_him += 1
    assert model.game.round > 3 or model.game.over
    assert rounds_begun_by_him >= 1, "le Roy's step ended a round at least once"


def test_the_whole_banner_is_painted_again_when_its_decision_changes(solo_window, qtbot) -> None:
    """The band behind the decision follows its words: when they change (le Roy's longer question, then
    "Le Roy ends his turn…"), the whole banner is painted again, so no piece of the old band is left beside
    the new one (the doubled, empty banner of issue 50)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QRegion

    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending.kind == "roy" and g.round >= 1)
    _start(solo_window, game)
    page = troyes_page(solo_window)
    banner = page.banner
    qtbot.wait(50)
    painted = QRegion()

    class Spy(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            nonlocal painted
            if event.type() == QEvent.Type.Paint:
                painted = painted.united(event.region())
            return False

    # The banner alone, from le Roy's question to "Le Roy ends his turn…" (nothing else of the page moves).
    roy_turn = page.model.game
    player_settings.set("animation_speed", "Instant")
    banner.refresh(roy_turn)
    qtbot.wait(50)
    spy = Spy()
    banner.installEventFilter(spy)
    player_settings.set("animation_speed", "Normal")
    after = roy_turn.copy()
    while after.pending.seat == NEUTRAL:
        after.apply(after.legal_actions()[0])
    banner.refresh(after)
    assert banner.decision_label.text() == "Le Roy ends his turn\u2026"
    qtbot.wait(50)
    banner.removeEventFilter(spy)
    # (QRegion.contains(QRect) only says they overlap: nothing of the banner may be left unpainted.)
    assert QRegion(banner.rect()).subtracted(painted).isEmpty(), painted.boundingRect()
