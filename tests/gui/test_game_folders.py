"""Save As, Load and "Replay a saved game…" open in the folder last used for games, the user's documents the
first time, and never in the application's own automatic-save folder (issue 50)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from troyes_desktop.model import autosaves
from troyes_desktop.paths import data_dir
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import game_folder, theme

from .shell_helpers import play_until, turn_in_round_2


@pytest.fixture(autouse=True)
def _fresh():
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)
    theme.settings().remove(game_folder.KEY)
    yield
    theme.settings().remove(game_folder.KEY)


def _asked(monkeypatch, name: str) -> list[str]:
    """The folder or file each file dialog of kind ``name`` was opened on (the dialog is cancelled)."""
    seen: list[str] = []

    def answer(_parent, _title, where, *_a, **_k):
        seen.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, name, answer)
    return seen


def _own(where: str) -> bool:
    here = Path(where).resolve()
    return here == data_dir().resolve() or data_dir().resolve() in here.parents


def test_the_first_time_the_dialogs_open_in_the_documents(window, monkeypatch) -> None:
    saves, opens = _asked(monkeypatch, "getSaveFileName"), _asked(monkeypatch, "getOpenFileName")
    window.choose_file_to_load()
    assert opens == [str(game_folder.documents())]
    from troyes_desktop.model.troyes_model import TroyesModel

    window.show_game(TroyesModel(Game.new(2, seed=4, names=["Anna", "Faye"])))
    window.choose_file_to_save()
    assert saves == [str(game_folder.documents() / "game.troyes.json")]


def test_an_automatic_save_opened_by_path_never_sends_save_as_there(window, monkeypatch, tmp_path) -> None:
    from troyes_desktop.app.statistics_window import StatisticsWindow
    from troyes_desktop.model.troyes_model import TroyesModel

    club = tmp_path / "club"
    club.mkdir()
    game = play_until(Game.new(2, seed=3, names=["Anna", "Faye"]), turn_in_round_2, seed=3)
    TroyesModel(game, autosave=False).save(club / "club.troyes.json")
    assert window.load_file(club / "club.troyes.json")         # the folder last used for games: club
    window.drop_game()
    entry = autosaves.unfinished()[0]
    assert _own(str(entry.path))
    assert window.load_file(entry.path)                        # Load, pointed at the automatic save itself
    saves, opens = _asked(monkeypatch, "getSaveFileName"), _asked(monkeypatch, "getOpenFileName")
    window.choose_file_to_save()
    window.choose_file_to_load()
    stats = StatisticsWindow(path=tmp_path / "games.sqlite3")
    stats.choose_saved_replay()
    stats.deleteLater()
    # The automatic save opened by path is that game (one entry, issue 50), which remembers its own file.
    assert saves == [str(club / "club.troyes.json")]
    assert opens == [str(club), str(club)]
    assert not any(_own(where) for where in saves + opens)


def test_a_folder_that_is_gone_gives_the_documents(window, monkeypatch, tmp_path) -> None:
    gone = tmp_path / "gone"
    theme.settings().setValue(game_folder.KEY, str(gone))
    opens = _asked(monkeypatch, "getOpenFileName")
    window.choose_file_to_load()
    theme.settings().setValue(game_folder.KEY, str(autosaves.games_dir()))      # as an older version kept it
    window.choose_file_to_load()
    assert opens == [str(game_folder.documents())] * 2


def test_save_as_suggests_a_name_in_the_players_language(window, monkeypatch, french) -> None:
    from troyes_desktop.model.dice_model import DiceModel
    from troyes_desktop.model.troyes_model import TroyesModel
    from troyes_desktop.rules.dice import Game as DiceGame

    saves = _asked(monkeypatch, "getSaveFileName")
    window.show_game(TroyesModel(Game.new(2, seed=4, names=["Anna", "Faye"])))
    window.choose_file_to_save()
    window.show_game(DiceModel(DiceGame.new(1, seed=1, names=["Anna"])))
    window.choose_file_to_save()
    assert [Path(s).name for s in saves] == ["partie.troyes.json", "partie.dice.json"]


def test_replay_a_saved_game_remembers_its_folder(window, monkeypatch, tmp_path) -> None:
    from troyes_desktop.app.statistics_window import StatisticsWindow

    club = tmp_path / "club"
    club.mkdir()
    chosen = club / "nothing.troyes.json"
    chosen.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(chosen), ""))
    stats = StatisticsWindow(path=tmp_path / "games.sqlite3")
    monkeypatch.setattr(stats, "message", lambda *a, **k: None)        # "not a Troyes Desktop save"
    stats.choose_saved_replay()
    opens = _asked(monkeypatch, "getOpenFileName")
    window.choose_file_to_load()
    stats.deleteLater()
    assert opens == [str(club)]
