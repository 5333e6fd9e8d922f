"""The ways into a review (issue 48) from the main window: the end-of-game screens of both modes ("Review this
game"), Game > Review a saved game, Play from here continuing in the main window, whose decisions are reviewed
(the computers' on request), and Show on a Troyes Dice game (the die and the box lit on the wheel and the
sheet)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from tests.gui.review_helpers import fake_review
from tests.page_helpers import dice_page, troyes_page
from tests.store.helpers import dice_game, troyes_game
from troyes_desktop.app import review_column, reviewing
from troyes_desktop.store.records import save_dict


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def computed(monkeypatch):
    calls = []

    def compute(s, seats, progress, cancelled):
        calls.append(list(seats))
        return fake_review(s, tuple(seats))

    monkeypatch.setattr(review_column, "compute_review", compute)
    monkeypatch.setattr(review_column, "current_versions", lambda: ("test-engine", "test-eval"))
    return calls


def _review_window(qtbot, holder):
    qtbot.waitUntil(lambda: bool(getattr(holder, "review_windows", [])), timeout=5000)
    w = holder.review_windows[-1]
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.review_column.panel is not None, timeout=10000)
    return w


def test_the_troyes_end_screen_reviews_the_game(qtbot, window, home, computed):
    game = troyes_game(3, names=("Anna", "Faye"))
    window.start_game("troyes", game, autosave=False)
    dialog = troyes_page(window).scoring_dialog
    assert dialog is not None and dialog.review_button.text() == "Review this game\u2026"
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    w = _review_window(qtbot, window)
    assert w.replay.save["actions"] == save_dict(game)["actions"] and computed == [[0, 1]]
    w.close()


def test_the_dice_end_screen_reviews_the_game(qtbot, window, home, computed):
    game = dice_game(6, ("Anna",))
    window.start_game("dice", game, autosave=False)
    dialog = dice_page(window).scoring_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    w = _review_window(qtbot, window)
    assert w.replay.dice and computed == [[0]]
    # Show on a Troyes Dice game: the die on the wheel and the box on the sheet, both moves.
    panel = w.review_column.panel
    panel.moments.setCurrentRow(0)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    d = w.review.decisions[w.review.key_moments[0]]
    assert w.position == d.index
    kinds = sorted(kind for _rect, kind in w.wheel_lights.rings)
    assert kinds == ["best", "chosen"] and w.wheel_lights.isVisible()
    rank = d.best_actions[0][1]
    best_ring = next(rect for rect, kind in w.wheel_lights.rings if kind == "best")
    assert best_ring == w.wheel.die_rect(rank)
    w.close()


def test_game_review_opens_a_saved_file(qtbot, window, home, computed, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    save = save_dict(troyes_game(3, names=("Anna", "Faye")))
    path = tmp_path / "mine.troyes.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.ensure_menus()
    assert window.review_action in window.game_menu.actions()
    window.review_action.trigger()
    w = _review_window(qtbot, window)
    assert "mine.troyes.json" in w.findChild(type(w.where), "replayTitle").text()
    w.close()


def test_play_from_here_continues_in_the_main_window(qtbot, window, home, computed):
    from troyes_desktop.model import autosaves

    save = save_dict(troyes_game(3, names=("Anna", "Faye")))
    w = reviewing.open_review(window, save, "test")
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.review_column.panel is not None, timeout=10000)
    panel = w.review_column.panel
    panel.moments.setCurrentRow(2)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    d = w.review.decisions[w.review.key_moments[2]]
    assert window.active is not None and window.active.game.history == w.replay.actions[:d.index]
    assert not window.active.game.over and window.active.autosave_file == w.played_from
    assert any(e.path == w.played_from for e in autosaves.unfinished())
    w.close()


def test_the_computers_decisions_are_reviewed_on_request(qtbot, home, computed):
    from tests.store.helpers import play_out
    from troyes_desktop.rules.troyes.game import Game

    game = play_out(Game.new(players=2, seed=4, names=["Anna", "Bot"],
                             options={"computers": {"1": "hard"}}), 4)
    save = save_dict(game)
    w = reviewing.open_review(None, save, "test")
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.review_column.panel is not None, timeout=10000)
    assert computed == [[0]]                              # the person's decisions by default
    qtbot.mouseClick(w.review_column.panel.seats_button, Qt.MouseButton.LeftButton)
    dialog = w.review_column.seats_dialog
    assert [b.text() for b in dialog.boxes] == ["Anna", "Bot (computer)"]
    assert [b.isChecked() for b in dialog.boxes] == [True, False]
    dialog.boxes[1].setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: computed == [[0], [0, 1]], timeout=10000)
    qtbot.waitUntil(lambda: len(w.review.players) == 2, timeout=10000)
    w.close()


def test_a_replay_offers_its_review(qtbot, home, computed):
    from troyes_desktop.app.replay_window import ReplayWindow

    save = save_dict(troyes_game(3, names=("Anna", "Faye")))
    w = ReplayWindow(save, "test")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    assert w.review_button.isVisible() and w.review_column is None
    qtbot.mouseClick(w.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.review_column is not None and w.review_column.panel is not None, timeout=10000)
    assert computed == [[0, 1]] and not w.review_button.isVisible()
    assert w.side_tabs.currentWidget() is w.review_column and w.side_tabs.indexOf(w.log) == 1
    w.close()
