"""Choosing the language: --lang for one run, the setting, the system's; the catalogue and Qt's own load."""

from __future__ import annotations

from troyes_desktop import i18n, settings
from troyes_desktop.app.language import apply_language, chosen_language
from troyes_desktop.app.window_settings import _without_option
from troyes_desktop.cli import build_parser, split_save_path
from troyes_desktop.shared_ui.words import format_number


def test_lang_option_wins_over_the_setting(qapp):
    settings.reset_cache()
    settings.set("language", "en")
    try:
        assert chosen_language("fr") == "fr"
        assert chosen_language(None) == "en"
        settings.set("language", "fr")
        assert chosen_language(None) == "fr"
        assert chosen_language("en") == "en"
    finally:
        settings.set("language", "system")


def test_the_lang_option_is_a_window_option():
    words, save = split_save_path(["--lang", "fr", "game.json"])
    assert save is not None and save.name == "game.json"
    args = build_parser().parse_args(words)
    assert args.lang == "fr"


def test_french_installs_and_english_returns(qapp):
    assert apply_language("fr")
    assert i18n.language() == "fr"
    assert format_number(1234.5, 1) == "1\u202f234,5" or format_number(1234.5, 1) == "1\u00a0234,5"
    apply_language("en")
    assert i18n.language() == "en"
    assert i18n.translate("Anything", "%n denier(s)", None, 2) == "2 deniers"


def test_localized_picks_the_french_field_of_data(qapp):
    entry = {"name": "Tax Collector", "name_fr": "Percepteur"}
    assert i18n.localized(entry) == "Tax Collector"
    apply_language("fr")
    try:
        assert i18n.localized(entry) == "Percepteur"
        assert i18n.localized({"name": "Urbain IV"}) == "Urbain IV"
    finally:
        apply_language("en")


def test_restart_drops_the_one_run_language():
    assert _without_option(["-m", "troyes_desktop", "--lang", "fr", "x.json"], "--lang") == \
        ["-m", "troyes_desktop", "x.json"]
    assert _without_option(["--lang=fr", "--size", "1280x720"], "--lang") == ["--size", "1280x720"]


def test_english_sources_resolve_their_plural_marks(qapp):
    apply_language("en")
    assert i18n.translate("Any", "%n denier(s), %n die(s)", None, 1) == "1 denier, 1 die"
    assert i18n.translate("Any", "%n denier(s), %n die(s), %n bonus(es)", None, 3) == \
        "3 deniers, 3 dice, 3 bonuses"
    assert i18n.translate("Any", "no plural (s) here") == "no plural (s) here"   # only with a count


def _qt_dialogs_in_french(qtbot) -> tuple[str, str, str]:
    """Texts of Qt's own file dialog (as Load shows it) and a message box's Cancel, in the app's language."""
    from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

    dialog = QFileDialog(None, "Load", "", "Troyes games (*.troyes.json)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    dialog.hide()
    return labels.get("lookInLabel", ""), labels.get("fileTypeLabel", ""), \
        box.button(QMessageBox.StandardButton.Cancel).text()


def test_qt_s_own_dialogs_read_in_french_even_without_qt_s_translations(qapp, qtbot, monkeypatch, tmp_path):
    """Issue 41: a system without Qt's translations (qtbase_fr.qm nowhere) still shows Load's file dialog in
    French: the app's catalogue holds its words (app/qt_words.py)."""
    from troyes_desktop.app import language as lang

    monkeypatch.setattr(lang, "qt_translation_folders", lambda: [tmp_path])
    try:
        assert apply_language("fr")
        look_in, types, cancel = _qt_dialogs_in_french(qtbot)
        assert look_in.replace("&", "") == "Regarder dans\u00a0:"
        assert types.replace("&", "") == "Fichiers de type\u00a0:"
        assert cancel == "Annuler"
    finally:
        apply_language("en")
    look_in, types, cancel = _qt_dialogs_in_french(qtbot)
    assert look_in.replace("&", "") == "Look in:" and cancel == "Cancel"


def test_qt_s_own_translation_is_found_beside_pyside6(qapp, qtbot, monkeypatch):
    """With Qt's translations folder pointing nowhere (a qt.conf), qtbase_fr.qm is found in the PySide6
    package, and Qt's own French is used."""
    from pathlib import Path

    from PySide6.QtCore import QLibraryInfo

    from troyes_desktop.app import language as lang

    folders = lang.qt_translation_folders()
    assert any((Path(f) / "qtbase_fr.qm").exists() for f in folders[1:2])
    monkeypatch.setattr(QLibraryInfo, "path", lambda *_: "/nonexistent")
    try:
        apply_language("fr")
        assert len(lang._installed) == 2              # the app's catalogue and Qt's own
        look_in, _types, cancel = _qt_dialogs_in_french(qtbot)
        assert look_in.replace("&", "").endswith("\u00a0:") and cancel == "Annuler"
    finally:
        apply_language("en")


def test_every_word_of_qt_s_dialogs_has_its_french(french) -> None:
    from troyes_desktop.app.qt_words import qt_dialog_words

    words = qt_dialog_words()
    assert len(words) > 40
    same = {"OK", "Type"}
    assert [w for w in words if w[2] == w[1] and w[1] not in same] == []
