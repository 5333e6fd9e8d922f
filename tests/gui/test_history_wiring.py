"""The interface told of what the history and the settings had to say (issue 42): a damaged record in its own
words in Replay and Export, a history set aside while the statistics are open told in that window, a score
that is not a number shown as "?" (and sorted), the new-game dialogs and the start screen telling the
history's notices, hand-edited settings.ini values falling back to their defaults with a word, and the title
of the settings notice saying what happened. Real widgets, offscreen."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtCore import Qt

from tests.store import damage
from tests.store.helpers import troyes_game
from troyes_desktop.store import db as store_db
from troyes_desktop.store import record_finished_game, take_notices
from troyes_desktop.store.records import game_key, save_dict


@pytest.fixture
def home(tmp_path, monkeypatch, qapp):
    """A data and config folder of the test's own, with nothing waiting to be told."""
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    from troyes_desktop import settings as player_settings
    from troyes_desktop.model import autosaves

    monkeypatch.setattr(autosaves, "_started", False, raising=False)
    player_settings.reset_cache()
    player_settings.take_notice()
    store_db._busy_until.clear()
    take_notices()
    yield tmp_path
    take_notices()
    player_settings.reset_cache()


def _history(home, games=((3, ("Anna", "Faye")), (5, ("Hugo", "Faye")))):
    path = store_db.store_path()
    keys = []
    for seed, names in games:
        game = troyes_game(seed, names=names)
        record_finished_game(game, path)
        keys.append(game_key(save_dict(game)))
    take_notices()
    return path, keys


def _sql(path, sql, params=()):
    conn = sqlite3.connect(str(path))
    try:
        conn.execute(sql, params)
        conn.commit()
    finally:
        conn.close()


def _statistics(qtbot, path, history: bool = True):
    from troyes_desktop.app.statistics_window import StatisticsWindow

    window = StatisticsWindow(None, path=path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if history:
        window.tabs.setCurrentIndex(1)
    return window


# ------------------------------------------------------------------------------- the statistics window
def test_a_damaged_record_says_so_in_its_own_words_in_replay_and_export(home, qtbot):
    path, keys = _history(home)
    cut = '{"format": "troyes-desktop-save", "a'                       # a record cut short
    _sql(path, "UPDATE game_data SET save = ? WHERE key = ?", (cut, keys[0]))
    window = _statistics(qtbot, path)
    row = next(r for r in range(window.history_model.rowCount()) if window.history_model.key(r) == keys[0])
    window.select_row(row)
    assert window.replay_selected() is None
    assert window.last_message.text() == "This game's record is damaged."
    assert window.last_message.windowTitle() == "Cannot replay the game"
    window.last_message.close()
    target = home / "exported.troyes.json"
    assert window.export(keys[0], target) is False
    assert window.last_message.text() == "This game's record is damaged."
    assert window.last_message.windowTitle() == "Cannot export the game"
    assert not target.exists()
    window.last_message.close()
    # The other game replays and exports as before.
    other = next(r for r in range(window.history_model.rowCount()) if window.history_model.key(r) == keys[1])
    window.select_row(other)
    replay = window.replay_selected()
    assert replay is not None
    replay.close()
    assert window.export(keys[1], target)
    assert json.loads(target.read_text())["format"] == "troyes-desktop-save"


def test_a_history_set_aside_while_the_window_is_open_is_told_in_the_window(home, qtbot):
    path, _keys = _history(home)
    window = _statistics(qtbot, path, history=False)
    assert not window.notice.isVisible() and window.profiles
    damage.zero_page(path, damage.root_page(path, "seats"))         # a bad disk, the window open
    damage.zero_page(path, damage.root_page(path, "games"))
    window.tabs.setCurrentIndex(1)                                  # reading the history finds the damage
    assert window.history_model.rowCount() == 0
    assert window.notice.isVisible() and "was damaged" in window.notice.text()
    assert [p for p in path.parent.iterdir() if p.name.startswith("games.sqlite3.damaged-")]
    assert take_notices() == []                                     # told here, not a second time later


def test_a_score_that_is_not_a_number_is_shown_as_a_question_mark_and_sorts(home, qtbot):
    path, keys = _history(home)
    _sql(path, "UPDATE seats SET score = 'many' WHERE game = ?", (keys[0],))
    _sql(path, "UPDATE seats SET score = 'x' WHERE game = ? AND seat = 1", (keys[1],))
    window = _statistics(qtbot, path)
    model = window.history_model
    rows = {model.key(r): model.data(model.index(r, 3)) for r in range(model.rowCount())}
    assert rows[keys[0]] == "?, ?" and rows[keys[1]].endswith(", ?") and rows[keys[1]] != "?, ?"
    window.history_table.sortByColumn(3, Qt.SortOrder.AscendingOrder)      # raised TypeError before
    assert [model.key(r) for r in range(2)] == keys                  # "?" counts as 0 beside a score
    window.history_table.sortByColumn(3, Qt.SortOrder.DescendingOrder)
    assert [model.key(r) for r in range(2)] == keys[::-1]


# ------------------------------------------------------------------------------- dialogs and the start screen
@pytest.mark.parametrize("which", ["troyes", "solo", "dice"])
def test_the_new_game_dialogs_tell_a_history_set_aside_as_they_open(home, qtbot, which):
    path, _keys = _history(home)
    damage.zero_page(path, damage.root_page(path, "profiles"), keep_time=False)
    damage.zero_page(path, damage.root_page(path, "seats"), keep_time=False)
    dialog = _dialog(qtbot, which)
    assert dialog.notice.isVisible() and "was damaged" in dialog.notice.text()
    assert dialog.notice.textFormat() == Qt.TextFormat.PlainText
    assert take_notices() == []                                     # told in the dialog, once
    dialog.reject()
    again = _dialog(qtbot, which)
    assert not again.notice.isVisible()
    again.reject()


def _dialog(qtbot, which: str):
    if which == "dice":
        from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog

        dialog = DiceNewGameDialog(None)
    else:
        from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog

        dialog = TroyesNewGameDialog(None, solo=which == "solo")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_start_screen_tells_a_finished_game_the_history_could_not_take(home, qtbot, monkeypatch):
    from troyes_desktop.app import main_window
    from troyes_desktop.model import autosaves
    from troyes_desktop.model.troyes_model import TroyesModel
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.store import StoreError

    done = troyes_game(4, names=("Anna", "Faye"))
    game = Game(done.setup)
    for action in done.history[:-1]:
        game.apply(action)
    model = TroyesModel(game)
    model.autosave()

    def add_game(self, record, *args, **kwargs):
        raise StoreError("the disk is full")

    monkeypatch.setattr(store_db.Store, "add_game", add_game)
    assert model.apply(done.history[-1]) and model.game.over and not model.in_history
    take_notices()                                  # told by the end of the game
    monkeypatch.setattr(autosaves, "_started", False, raising=False)   # the next start: it fails again
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    note = window.start_screen.history_note
    assert note.isVisible()
    assert note.text() == "The finished game could not be added to the history: the disk is full."
    assert take_notices() == []
    window.start_game("troyes", Game.new(players=2, seed=1), autosave=False)       # the screen is left
    window.show_start_screen()                      # and seen again: told once
    assert not note.isVisible()


# ------------------------------------------------------------------------------- settings edited by hand
def test_hand_edited_settings_ini_values_fall_back_with_a_word(home, qtbot):
    from troyes_desktop.shared_ui import theme

    s = theme.settings()
    s.setValue("new_game/players", "abc")
    s.setValue("new_game/name1", "x" * 40)
    s.setValue("dice/players", "12")
    s.setValue("dice/names", ["Hugo", "\x07bell", ""])
    s.setValue("dice/expert", ["1", "two", "3"])
    s.sync()
    troyes = _dialog(qtbot, "troyes")
    assert troyes.count_spin.value() == 2 and troyes.name_edits[1].text() == "Faye"
    assert troyes.notice.isVisible()
    assert troyes.notice.text() == ("Some saved settings could not be used: the number of players, the "
                                    "players' names. Their usual values apply until you change them.")
    # The dialog is taller by the notice's lines: its wrapped text is not in the dialog's minimum size, and
    # at 150 % on a real screen the buttons covered the modules' list.
    assert troyes.height() >= 640 + troyes.notice.height()
    assert troyes.buttons.geometry().top() >= troyes.modules_scroll.geometry().bottom()
    troyes.reject()
    dice = _dialog(qtbot, "dice")
    assert dice.count_spin.value() == 1
    assert [e.text() for e in dice.name_edits[:3]] == ["Hugo", "Faye", ""]
    assert dice.expert_values() == [1, 2, 3, 4, 5, 6]
    assert dice.notice.text() == ("Some saved settings could not be used: the number of Troyes Dice players, "
                                  "the names of the Troyes Dice players, the numbering of the columns. Their "
                                  "usual values apply until you change them.")
    dice.reject()
    told = _dialog(qtbot, "troyes")                 # told once
    assert not told.notice.isVisible()
    told.reject()


@pytest.mark.parametrize("content, title", [
    ('{"text_scale": 130}', "Some settings were ignored"),
    ("{ this is not JSON", "Settings reset"),
])
def test_the_settings_notice_says_what_happened(home, qtbot, content, title):
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window

    player_settings.path().parent.mkdir(parents=True, exist_ok=True)
    player_settings.path().write_text(content, encoding="utf-8")
    player_settings.reset_cache()
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.last_message is not None and window.last_message.isVisible(), timeout=5000)
    assert window.last_message.windowTitle() == title
    window.last_message.close()
