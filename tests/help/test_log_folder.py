"""Help > Open the log folder: the entry is there, in French too, and opens the folder of the log."""

from __future__ import annotations

import pytest

from troyes_desktop import logs
from troyes_desktop.app import help_menu


@pytest.fixture
def main(make_main):
    window = make_main(use_board=False)
    window.ensure_menus()
    return window


def test_the_help_menu_opens_the_log_folder(main, monkeypatch):
    action = main.log_folder_action
    assert action in main.help_menu.actions()
    assert action.text() == "Open the &log folder"
    opened = []
    monkeypatch.setattr(help_menu, "open_folder", lambda folder: opened.append(folder) or True)
    action.trigger()
    assert opened == [logs.log_dir()] == [logs.log_file().parent]
    assert opened[0].is_dir()                   # made if no log was written yet
    assert str(opened[0]).startswith(str(logs.data_dir()))


def test_the_opener_asks_the_desktop_for_a_file_url(monkeypatch, tmp_path):
    from PySide6.QtGui import QDesktopServices

    urls = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: urls.append(url) or True)
    assert help_menu.open_folder(tmp_path)
    assert len(urls) == 1 and urls[0].isLocalFile() and urls[0].toLocalFile() == str(tmp_path)


def test_the_entry_speaks_french(make_main, french):
    window = make_main(use_board=False)
    window.ensure_menus()
    assert window.log_folder_action.text() == "Ouvrir le dossier du &journal"
    assert "signalement de bogue" in window.log_folder_action.toolTip()
