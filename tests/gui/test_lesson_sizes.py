"""The guided first game of Troyes at every common size and text size (issue 41, item 5): at every step no
text is cut and nothing overlaps (the layout inspector), the coach's strip keeps one height whatever a step
says, and the board is as large as in a game at the same size; le Roy's steps panel reads whole too."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from troyes_desktop import settings
from troyes_desktop.app import main_window
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme
from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

from .layout_check import problems

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


@pytest.fixture
def text_scale():
    def use(percent):
        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))

    yield use
    settings.set("text_scale", 100)
    QApplication.instance().setFont(theme.font(11))


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _lesson(qtbot, size):
    w = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    _settle()
    return w


def _walk(w, at_each_step) -> None:
    lesson = w.lesson
    for _ in range(200):
        _settle()
        at_each_step(lesson.step)
        if lesson.step.get("final") or lesson.free():
            return
        if lesson.needs_next():
            lesson.next()
        elif "select" in lesson.step:
            for d in sorted(lesson.selection):
                w.scene.controller.click_die(d)
        else:
            assert w.model.apply_sequence(lesson.expected[lesson.move_index])


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_step_of_the_lesson_reads_whole(qtbot, text_scale, size, percent) -> None:
    text_scale(percent)
    w = _lesson(qtbot, size)
    heights, boards, seen = set(), set(), []

    def check(step):
        found = problems(w)
        assert not found, f"step {step['id']} at {size} and {percent} %:\n" + "\n".join(found[:10])
        heights.add(w.coach.height())
        boards.add((w.view.geometry().getRect(), round(w.view.zoom(), 5)))
        seen.append(step["id"])
        # The words fit the strip, or scroll in it: nothing is cut off without a scroll bar to reach it.
        words = w.coach.scroll.widget()
        assert words.height() <= w.coach.scroll.viewport().height() or \
            w.coach.scroll.verticalScrollBar().maximum() > 0

    _walk(w, check)
    assert seen[-1] == "free" and len(seen) >= 20
    assert len(heights) == 1, f"the coach's height changed with its words: {heights}"
    assert len(boards) == 1, "the board moved or changed its size when a step's words changed"


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_lesson_board_is_as_large_as_in_a_game(qtbot, monkeypatch, text_scale, size) -> None:
    text_scale(100)                      # the app's own type, as apply_theme sets it
    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    game_window = main_window.MainWindow()
    qtbot.addWidget(game_window)
    game_window.resize(*size)
    game_window.show()
    qtbot.waitExposed(game_window)
    game_window.start_game(Game.new(players=2, seed=24, names=["Anna", "Faye"]), autosave=False)
    _settle()
    in_game = game_window.board.zoom()
    w = _lesson(qtbot, size)
    assert w.view.zoom() >= 0.98 * in_game, (w.view.zoom(), in_game)
    # ... and the step's words take a strip under it, well under the top quarter they took.
    assert w.coach.height() <= size[1] * 0.21
    assert w.coach.geometry().top() > w.view.geometry().bottom()
    game_window.drop_game()


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)], ids=["1280", "1366", "1920"])
def test_le_roys_steps_read_whole(qtbot, monkeypatch, text_scale, size, percent) -> None:
    text_scale(percent)
    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    theme.set_setting("view/roy_pace", "Step by step")
    try:
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        game = Game.new(players=1, seed=5, names=["Anna"], solo=True)
        rng = random.Random(2)
        while not (game.pending[0] == "roy" and game.round == 2):
            acts = game.legal_actions()
            game.apply(rng.choice([a for a in acts if a[0] not in ("pass", "concede")] or acts))
        w.start_game(game, autosave=False)
        for _ in range(3):
            if w.model.automaton_pending:
                w.prompt.choose(("roy",))
        _settle()
        panel = w.troyes_page.roy_steps
        assert panel.isVisible() and panel.steps
        found = problems(w)
        assert not found, "\n".join(found[:10])
        w.roy_timer.stop()
        w.drop_game()
    finally:
        theme.set_setting("view/roy_pace", "Normal")
