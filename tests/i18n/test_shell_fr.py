"""The shell in French: the start screen, the new-game dialog (several players and solo), the settings, the
Save / Discard / Cancel question, the statistics and history window and the menus read in French, with no
English source text of the shell left on screen."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTableWidget,
    QTabWidget,
)

from tests.gui.shell_helpers import play_until, turn_in_round_2
from tests.page_helpers import troyes_page
from tests.store.helpers import dice_game, solo_game, troyes_game
from troyes_desktop.model import autosaves
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.store import open_store
from troyes_desktop.store.records import build_record

ROOT = Path(__file__).resolve().parents[2]
CONTEXTS = {
    "MainWindow",
    "Modes",
    "StartScreen",
    "NewGame",
    "SettingsDialog",
    "Statistics",
    "Replay",
    "Charts",
    "ComputerTurns",
}


def english_sources() -> set[str]:
    """The shell's English source texts whose French differs (those must never be seen in French)."""
    out = set()
    root = ET.parse(ROOT / "resources" / "translations" / "troyes_desktop_fr.ts").getroot()
    for context in root.iter("context"):
        if context.findtext("name") not in CONTEXTS:
            continue
        for message in context.iter("message"):
            source = message.findtext("source", "")
            forms = [f.text or "" for f in message.iter("numerusform")] or [
                message.findtext("translation") or ""
            ]
            if source not in forms and "{" not in source and "%n" not in source:
                out.add(source)
                out.add(source.replace("&", ""))
    return out


def shown_texts(widget) -> list[str]:
    """Every text a player reads in ``widget``: labels, buttons, group titles, list items, tabs, headers."""
    texts = [widget.windowTitle()] if widget.isWindow() else []
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget) and label.text():
            texts.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget) and button.text():
            texts.append(button.text().replace("&", ""))
    for box in widget.findChildren(QGroupBox):
        if box.isVisibleTo(widget):
            texts.append(box.title())
    for combo in widget.findChildren(QComboBox):
        if combo.isVisibleTo(widget):
            texts += [combo.itemText(i) for i in range(combo.count())]
    for tabs in widget.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    for table in widget.findChildren(QTableWidget):
        texts += [
            table.horizontalHeaderItem(c).text()
            for c in range(table.columnCount())
            if table.horizontalHeaderItem(c) is not None
        ]
    return [t for t in texts if t]


def assert_no_english(widget) -> list[str]:
    english = english_sources()
    texts = shown_texts(widget)
    assert len(texts) >= 3, texts
    left = [t for t in texts if t in english]
    assert not left, f"English left on screen: {left}"
    return texts


@pytest.fixture(autouse=True)
def _no_unfinished_games():
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)
    yield


@pytest.fixture
def french_window(french, window):
    """The main window built once the application speaks French."""
    return window


def test_english_sources_are_known() -> None:
    english = english_sources()
    assert "New game of Troyes" in english and "Leave the game?" in english and "Troyes" not in english


def test_start_screen_reads_in_french(french, qtbot) -> None:
    from troyes_desktop.app.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    screen = w.start_screen
    assert screen.troyes_button.text() == "Nouvelle partie de Troyes"
    assert screen.solo_button.text() == "Solo contre le Roy"
    assert screen.stats_button.text() == "Statistiques et historique"
    assert screen.load_button.text() == "Ouvrir\u2026"
    assert screen.settings_button.text() == "Paramètres\u2026" and screen.quit_button.text() == "Quitter"
    assert screen.continue_heading.text() == "Aucune partie en cours"
    assert screen.continue_note.text().startswith("Aucune partie à continuer pour l’instant\u00a0:")
    assert_no_english(screen)
    assert w.statusBar().currentMessage() == "Bienvenue à Troyes."


def test_the_continue_list_writes_a_game_in_french(french_window, qtbot) -> None:
    w = french_window
    game = play_until(Game.new(2, seed=3, names=["Anna", "Faye"]), turn_in_round_2, seed=3)
    w.start_game("troyes", game)
    w.show_start_screen()
    label, button, _entry = w.start_screen.entry_rows[0]
    assert label.text().startswith(
        f"Troyes\u00a0: Anna, Faye — tour {game.round} sur {game.rounds} · aujourd’hui à "
    )
    assert button.text() == "Continuer"
    # The same summary file reads in English once the language is English again (nothing stored as words).
    from troyes_desktop.app.language import apply_language
    from troyes_desktop.app.start_screen import entry_text

    apply_language("en")
    try:
        assert entry_text(w.start_screen.entry_rows[0][2]).startswith(
            f"Troyes: Anna, Faye \u2014 round {game.round} of {game.rounds} \u00b7 today at "
        )
    finally:
        apply_language("fr")


@pytest.mark.parametrize("solo", [False, True])
def test_new_game_dialog_reads_in_french(french_window, solo) -> None:
    dialog = french_window.open_new_game("troyes", solo=solo)
    assert dialog.windowTitle() == "Nouvelle partie"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text() == "Commencer la partie"
    assert (
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"
    )  # Qt's own French
    assert dialog.start_combo.itemText(0) == "Tiré au sort"
    if solo:
        assert dialog.seat_labels[0].text() == "Vous"
        assert dialog.solo_note.text().startswith(
            "La partie solo se joue avec le jeu de base, et avec les cartes bonus si vous les cochez")
        assert dialog.solo_promos_check.text() == "Cartes bonus (promos)"
        assert [dialog.start_combo.itemText(i) for i in range(1, 3)] == ["Anna", "le Roy"]
    else:
        assert (
            dialog.seat_labels[1].text() == "Place 2"
            and dialog.count_label.text() == "Nombre de joueurs\u00a0:"
        )
        assert [dialog.seat_combos[0].itemText(i) for i in range(4)] == [
            "Humain",            # (issue 41: "Personne" read "nobody")
            "Ordinateur\u00a0: Facile",
            "Ordinateur\u00a0: Normal",
            "Ordinateur\u00a0: Difficile",
        ]
        assert dialog.module_checks["head-of-family"].text() == "Chef de famille"
        assert dialog.modules_box.title() == "Les Dames de Troyes et les cartes promotionnelles"
        assert dialog.colour_combos[1].itemText(1) == "Bleu"
        dialog.module_checks["activities"].setChecked(False)
        assert dialog.mix_note.text() == "(demande les nouvelles cartes Activité)"
    assert_no_english(dialog)
    dialog.reject()


def test_settings_dialog_reads_in_french(french_window) -> None:
    dialog = french_window.open_settings()
    assert dialog.windowTitle() == "Paramètres"
    languages = [dialog.language_combo.itemText(i) for i in range(dialog.language_combo.count())]
    assert languages[0] in ("Comme le système (English)", "Comme le système (Français)")
    assert languages[1:] == ["English", "Français"]  # each language in its own name
    assert [dialog.text_combo.itemText(i) for i in range(3)] == [
        "Normale (100\u00a0%)",
        "Plus grande (125\u00a0%)",
        "La plus grande (150\u00a0%)",
    ]
    assert dialog.speed_combo.itemText(3) == "Instantanée (sans animation)"
    assert dialog.glyphs_check.text() == "Symboles sur les dés, une marque sur les pièces de chaque joueur"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"
    assert_no_english(dialog)
    dialog.reject()


def test_the_question_before_leaving_reads_in_french(french_window, qtbot) -> None:
    w = french_window
    w.start_game("troyes", play_until(Game.new(2, seed=3, names=["Anna", "Faye"]), turn_in_round_2, seed=3))
    troyes_page(w).model.apply(troyes_page(w).model.legal_actions()[0])
    w.request_start_screen()
    box = w.unsaved_box
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Quitter la partie\u00a0?"
    assert box.text() == "Quitter cette partie pour l’écran d’accueil\u00a0?"
    assert "Troyes\u00a0: Anna, Faye — tour 2 sur 4." in box.informativeText()
    assert "Elle reste parmi les parties en cours\u00a0: «\u00a0Continuer\u00a0»" in box.informativeText()
    assert "Elle n’est dans aucun de vos fichiers." in box.informativeText()
    assert [b.text() for b in (box.keep_button, box.save_button, box.cancel_button)] == [
        "La garder parmi les parties en cours",
        "Enregistrer sous\u2026",
        "Annuler",
    ]
    box.cancel_button.click()
    qtbot.waitUntil(lambda: w.unsaved_box is None)
    assert w.stack.currentWidget() is troyes_page(w)


def test_menus_read_in_french(french_window) -> None:
    w = french_window
    menus = [a.menu() for a in w.menuBar().actions() if a.menu() is not None]
    titles = [m.title() for m in menus]
    assert titles[:3] == ["&Partie", "É&dition", "&Affichage"]
    game_menu = menus[0]
    texts = [a.text() for a in game_menu.actions() if not a.isSeparator()]
    assert texts[:3] == [
        "&Nouvelle partie\u2026",
        "Nouvelle partie de &Troyes Dice\u2026",
        "&Continuer la dernière partie",
    ]
    assert "Enregistrer &sous\u2026" in texts and "&Quitter" in texts
    assert w.undo_action.text() == "Annulation impossible\u00a0: Aucune partie en cours"
    english = english_sources()
    for menu in menus[:3]:
        for action in menu.actions():
            assert action.text() not in english and action.text().replace("&", "") not in english, (
                action.text()
            )
            sub = action.menu()
            if isinstance(sub, QMenu):
                assert all(a.text() not in english for a in sub.actions())
    speeds = [a.text() for a in w.speed_actions.values()]
    assert speeds == ["Lente", "Normale", "Rapide", "Instantanée"]


@pytest.fixture
def french_statistics(french, qtbot, tmp_path):
    from troyes_desktop.app.statistics_window import StatisticsWindow

    path = tmp_path / "games.sqlite3"
    games = [
        troyes_game(3, names=("Anna", "Faye")),
        troyes_game(4, names=("Anna", "Bot")),
        solo_game(5),
        dice_game(6, ("Anna", "Faye")),
    ]
    with open_store(path) as store:
        for day, g in enumerate(games):
            seats = ["person", "hard"] if day == 1 else None
            store.add_game(build_record(g, seats=seats), finished=f"2026-11-{10 + day:02d} 20:00:00")
    w = StatisticsWindow(path=path)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    return w


def test_statistics_and_history_read_in_french(french_statistics) -> None:
    w = french_statistics
    assert w.windowTitle() == "Statistiques et historique"
    assert [w.tabs.tabText(i) for i in range(2)] == ["Statistiques", "Historique"]
    assert w.profile_combo.currentText() == "Anna (4 parties)"  # plural
    faye = w.profile_combo.findText("Faye (2 parties)")
    assert faye >= 0
    headers = [w.summary_table.verticalHeaderItem(r).text() for r in range(w.summary_table.rowCount())]
    assert "Solo contre le Roy" in headers
    rates = [w.summary_table.item(r, 2).text() for r in range(w.summary_table.rowCount())]
    assert all(r.endswith("\u00a0%") or r == "\u2014" for r in rates)
    # Le Roy's bands by their names, as the solo result and the rules reference give them (issue 41).
    tip = w.band_chart.toolTip()
    assert "Décapité (0 ou moins)" in tip and "Vous êtes décapité." in tip
    names = [label.split("\n")[0] for label, _n in w.band_chart.rows]
    assert names[:2] == ["Décapité", "Décapité quand même"]
    assert "Difficile" in w.levels_label.text() and "Taux de victoire" in w.levels_label.text()
    assert_no_english(w)
    w.tabs.setCurrentIndex(1)
    assert w.history_count.text() == "4 parties terminées"
    model = w.history_model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads == ["Date \u25bc", "Jeu", "Joueurs", "Scores", "Vainqueur"]     # newest first
    column = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert "Solo contre le Roy" in column
    players = [model.index(r, 2).data() for r in range(model.rowCount())]
    assert "Anna, Bot (ordinateur, difficile)" in players
    assert w.historyReplay_button.text() == "Revoir" and w.historyDelete_button.text() == "Supprimer\u2026"


def test_plurals_read_in_french(french) -> None:
    from troyes_desktop.i18n import translate

    assert translate("Statistics", "%n finished game(s)", None, 1) == "1 partie terminée"
    assert translate("Statistics", "%n finished game(s)", None, 0) == "0 partie terminée"  # French singular
    assert translate("Modes", "%n player(s)", None, 3) == "3 joueurs"


def test_language_restart_box_reads_in_french(french_window) -> None:
    box = french_window.offer_restart_for_language()
    assert box.windowTitle() == "Langue"
    assert box.text() == "La nouvelle langue s’appliquera au prochain démarrage de Troyes Desktop."
    assert [box.restart_button.text(), box.later_button.text()] == ["Redémarrer maintenant", "Plus tard"]
    box.later_button.click()


def test_computer_seats_read_in_french(french, qtbot, monkeypatch) -> None:
    import random

    from tests.gui.computer_helpers import (
        close_window,
        computer_game,
        make_window,
        person_plays,
        wait_for_person,
    )

    w = make_window(qtbot, monkeypatch)
    try:
        w.start_game("troyes", computer_game(3, {1: "easy", 2: "hard"}, seed=11), autosave=False)
        wait_for_person(w, qtbot)
        assert troyes_page(w).computers.label(1).endswith("(ordinateur Facile)")
        assert troyes_page(w).computers.label(2).endswith("(ordinateur Difficile)")
        panel = troyes_page(w).player_panels[2]
        assert "ordinateur Difficile" in panel.name_label.text()
        assert "est un joueur ordinateur (Difficile)" in panel.name_label.toolTip()
        rng = random.Random(3)
        for _ in range(40):  # until the computers have explained a move in the chronicle
            if any("(ordinateur " in line for line in troyes_page(w).log.lines):
                break
            person_plays(w, qtbot, rng)
            wait_for_person(w, qtbot)
        notes = [line for line in troyes_page(w).log.lines if "(ordinateur " in line]
        assert notes and all(
            "(ordinateur Facile)\u00a0: " in n or "(ordinateur Difficile)\u00a0: " in n for n in notes
        )
    finally:
        close_window(w)


def test_dates_and_numbers_are_written_the_french_way(french_statistics, qtbot) -> None:
    """Issue 41: the history's dates, the achievements' dates, the charts' dates and the statistics' numbers
    in the locale's format (QLocale): "10/11/2026 20:00", not "2026-11-10 20:00"."""
    from troyes_desktop.dice_ui.achievements import AchievementsDialog
    from troyes_desktop.model import dice_profiles
    from troyes_desktop.shared_ui.words import format_datetime, format_number

    w = french_statistics
    w.tabs.setCurrentIndex(1)
    model = w.history_model
    dates = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert dates == ["13/11/2026 20:00", "12/11/2026 20:00", "11/11/2026 20:00", "10/11/2026 20:00"]
    w.tabs.setCurrentIndex(0)
    anna = w.profile_combo.findText("Anna (4 parties)")
    w.profile_combo.setCurrentIndex(anna)
    assert w.dice_chart.labels == ["13/11"]                      # the day of the Troyes Dice game
    assert "(2026-" not in w.achievements_label.text()
    assert format_number(12345) in ("12\u202f345", "12\u00a0345")
    assert format_datetime("2026-11-20 08:05:00") == "20/11/2026 08:05"
    dice_profiles.record_game(_dice_over(), ["Anna"], today="2026-11-20")
    screen = AchievementsDialog()
    qtbot.addWidget(screen)
    got = [screen.table.item(i, 1).text() for i in range(screen.table.rowCount())]
    assert any("Anna (20/11/2026)" in text for text in got), got


def _dice_over():
    from tests.store.helpers import dice_game

    return dice_game(3, ("Anna",))          # circles a whole resource track: an achievement at once
