"""Troyes Dice in French: a real game's chronicle, play panel, dialogs, sheet and wheel read in French, with
plurals, and no English source text shows."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from troyes_desktop.rules.dice import Game

NAMES = ["Anna", "Faye"]
#: Words of the English sources that must not show in French (whole words, case-sensitive).
ENGLISH = re.compile(
    r"\b(the|The|and|with|of|circles|crosses|takes|draws|gains|spends|uses|Day|Dice|plaza|column|track|"
    r"knights?|priests?|knowledge|free|choose|Pick|pick|Game over|morning|afternoon|VP|Fortress|"
    r"Great Hall|City Hall|Bishopric|Count's Palace|Cathedral)\b")


def _played(seed: int = 4, players: int = 2, until_over: bool = True) -> Game:
    game = Game.new(players, seed=seed, modules=("banquets-and-raids",), names=NAMES[:players])
    rng = random.Random(seed)
    while not game.over:
        if not until_over and game.day >= 3 and game.stage == "choose_die" and game.player == 0:
            break
        actions = game.legal_actions()
        builds = [a for a in actions if a[0] in ("prestige", "work")]
        game.apply(rng.choice(builds if builds and rng.random() < 0.8 else actions))
    return game


def _english_in(texts) -> list[str]:
    return [t for t in texts if ENGLISH.search(t.replace("Troyes Dice", ""))]


def test_the_chronicle_of_a_real_game_reads_in_french(french, qtbot) -> None:
    from troyes_desktop.dice_ui.chronicle import DiceChronicle, describe

    game = _played()
    log = DiceChronicle()
    qtbot.addWidget(log)
    log.rebuild(game, NAMES)
    lines = log.lines
    assert lines[0] == "Une partie de Troyes Dice à 2 joueurs, avec Banquets et Raids."
    assert lines[-1] == "La partie est terminée."
    assert any(line.startswith("Anna prend le ") for line in lines)
    assert any(line.startswith("Dés\u00a0: ") for line in lines)
    assert not _english_in(lines), _english_in(lines)[:5]
    # A building is named with its article and its column by the number the sheet shows above it.
    built = {"type": "built", "player": 1, "building": "city_hall", "column": 2, "via": "column_bonus"}
    assert describe(built, NAMES, [3, 4, 5, 6, 1, 2]) == \
        "Faye dessine l\u2019Hôtel de ville dans la colonne du 4 (bonus de colonne)."
    # Plurals: singular for 1 (and 0), plural above.
    assert describe({"type": "setup", "players": 1, "modules": []}, NAMES) == \
        "Une partie de Troyes Dice à 1 joueur."
    log.clear()
    log.add_records([{"type": "citizen_gained", "player": 0, "colour": "red", "count": 4},
                     {"type": "citizen_gained", "player": 0, "colour": "red", "count": 5},
                     {"type": "citizen_gained", "player": 1, "colour": "white", "count": 1}], NAMES)
    assert log.lines == ["Anna entoure 2 chevaliers.", "Faye entoure 1 prêtre."]
    paid = {"type": "die_chosen", "player": 0, "colour": "yellow", "value": 5, "paid": {"deniers": 2}}
    assert describe(paid, NAMES) == "Anna prend le 5 jaune (paie 2 deniers)."
    crossed = {"type": "die_crossed", "player": 0, "colour": "white", "value": 3, "column": 3,
               "buildings_crossed": ["cathedral", "bishopric"], "links_lost": [["bishopric", 3, 4]]}
    assert describe(crossed, NAMES, [1, 2, 3, 4, 5, 6]) == (
        "Anna raye le 3 blanc et, dans sa colonne, la Cathédrale et l\u2019Évêché. "
        "1 bonus de liaison perdu\u00a0: Évêché entre les colonnes du 3 et du 4.")


def test_the_page_panel_sheet_and_wheel_read_in_french(french, qtbot) -> None:
    from troyes_desktop.dice_ui.page import DicePage
    from troyes_desktop.model.dice_model import DiceModel

    model = DiceModel(_played(until_over=False), autosave=False)
    page = DicePage(model)
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    panel = page.panel
    assert panel.title.text() == "Anna\u00a0: choisissez un dé sur la roue"
    assert page.banner.label.text().startswith("Jour 3 sur 8 \u2014 matin")
    assert "à Anna de choisir" in page.banner.label.text()
    assert [b.text() for b in (page.hint_button, page.undo_button, page.ach_button, page.back_button)] == \
        ["Conseil", "Annuler le coup", "Succès", "Écran d\u2019accueil"]
    assert panel.keys_hint.text().startswith("Touches\u00a0: ")
    sheet = model.game.sheets[0]
    deniers = sheet.have(1)
    assert panel.res_labels[1].text() == f"{deniers} denier{'s' if deniers > 1 else ''}"
    # Pick a die: the actions name the French buildings, the costs are in French.
    rank = next(a[1] for a in model.game.legal_actions() if a[0] == "die")
    page.controller.select(rank)
    colour, value = page.controller.die_summary()
    buildings = {"red": ("Forteresse", "Palais du comte"), "yellow": ("Halle", "Hôtel de ville"),
                 "white": ("Cathédrale", "Évêché")}[colour]
    assert panel.action_buttons["gain"].text().startswith("Gagner ")
    assert panel.action_buttons["prestige"].text() == f"{buildings[0]} \u00b7 {value}"
    assert panel.action_buttons["work"].text() == f"{buildings[1]} \u00b7 {value}"
    assert panel.die_label.text().startswith("Le ") and "de la place" in panel.die_label.text()
    texts = [panel.title.text(), panel.die_label.text(), panel.cancel.text(), page.banner.label.text()]
    texts += [b.text() for b in panel.colour_buttons.values()]
    texts += [b.text() for b in panel.pay_buttons.values()]
    assert not _english_in(texts), _english_in(texts)
    # The sheet's tooltips and the words painted on it.
    from troyes_desktop.dice_ui import words

    assert [words.district(d) for d in range(3)] == ["Noble", "Civil", "Religieux"]
    assert page.sheet.tooltip_for(("track", 2)).startswith("Piste du savoir\u00a0: gagnez du savoir")
    assert page.sheet.tooltip_for(("build", 1, 0, 0)) == \
        "Palais du comte, colonne du 1\u00a0: il faut un dé rouge de valeur 1."
    assert [words.tile(t) for t in ("price", "shelter")] == ["Prix", "Refuge"]
    assert page.wheel.grab().width() > 0


def test_the_dialogs_read_in_french(french, qtbot) -> None:
    from troyes_desktop.dice_ui.achievements import AchievementsDialog
    from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog
    from troyes_desktop.dice_ui.scoring_dialog import DiceScoringDialog

    dialog = DiceNewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Nouvelle partie de Troyes Dice"
    assert dialog.ok_button.text() == "Commencer la partie"
    assert [dialog.seat_combos[0].itemText(i) for i in range(4)] == \
        ["Humain", "Ordinateur\u00a0: Facile", "Ordinateur\u00a0: Normal", "Ordinateur\u00a0: Difficile"]
    assert dialog.numbering_radios["first"].text() == "Première partie\u00a0: de 1 à 6 de gauche à droite"
    dialog.numbering_radios["expert"].setChecked(True)
    for combo, v in zip(dialog.expert_combos, (3, 3, 1, 2, 5, 6)):
        combo.setCurrentIndex(v - 1)
    assert dialog.expert_note.text().startswith("Numérotation impossible\u00a0: ")
    assert dialog.banquets.text() == "Banquets et Raids"
    assert dialog.banquets_note.text().startswith("3 tuiles près des places unicolores")

    game = _played(seed=5)
    end = DiceScoringDialog(game, NAMES, [[], None])
    qtbot.addWidget(end)
    head = end.findChild(QLabel, "winnerLabel").text()
    assert head.startswith("Victoire") and head.endswith(" PV")
    table = end.findChild(QTableWidget, "breakdownTable")
    rows = [table.verticalHeaderItem(i).text() for i in range(table.rowCount())]
    assert rows[-3:] == ["Cathédrales et ressources", "Habitants", "Total"]
    assert rows[6] == "Influence non dépensée (1 PV par paire)"
    earned = end.findChild(QLabel, "earnedLabel").text()
    assert "Succès de cette partie" in earned and "les ordinateurs ne gagnent pas de succès" in earned
    assert "aucun cette fois" in earned

    screen = AchievementsDialog()
    qtbot.addWidget(screen)
    assert screen.windowTitle() == "Succès de Troyes Dice"
    headers = [screen.table.horizontalHeaderItem(i).text() for i in range(2)]
    assert headers == ["Succès", "Obtenu par"]
    titles = [screen.table.item(i, 0).text()[2:] for i in range(screen.table.rowCount())]
    assert "Jouer 3 parties en solo" in titles and "Entourer tous les habitants d\u2019une piste" in titles
    assert not _english_in(titles), _english_in(titles)


@pytest.mark.parametrize("earned, text", [
    (1, "1 nouveau succès\u00a0: Jouer 3 parties en solo"),
    (2, "2 nouveaux succès\u00a0: Jouer 3 parties en solo, Jouer 3 parties à plusieurs"),
])
def test_the_solo_summary_counts_in_french(french, earned, text) -> None:
    from troyes_desktop.dice_ui.page import solo_summary
    from troyes_desktop.model.dice_profiles import title

    items = [{"id": a, "title": title(a), "new": True, "progress": ""}
             for a in ("played_solo", "played_multiplayer")[:earned]]
    summary = solo_summary(48, items, 40)
    assert summary.startswith("48 PV \u00b7 " + text)
    assert summary.endswith("un nouveau meilleur score (le meilleur jusqu\u2019ici était de 40 PV).")


def test_banquet_and_raid_tiles_read_in_french(french) -> None:
    from troyes_desktop.i18n import localized
    from troyes_desktop.rules.dice.data import load

    texts = load().tile_texts
    assert len(texts) == 8
    for tile, sides in texts.items():
        for side in ("banquet", "raid"):
            french_text = localized(sides, side)
            assert french_text and french_text != sides[side], (tile, side)
    assert localized(texts["price"], "banquet") == "ce dé est gratuit"


@pytest.mark.parametrize("side", [170, 240, 400])
def test_the_wheel_s_hub_words_fit_its_circle_in_french(french, qtbot, side) -> None:
    """Issue 41: "Partie finie / sur 8" ran out of the hub at the end of a game: the hub now says the game is
    over inside its circle (the day window shows the 8th day), and the day and half day fit it too."""
    import math

    from PySide6.QtGui import QImage, QPainter

    from troyes_desktop.dice_ui.wheel import WheelWidget
    from troyes_desktop.model.dice_model import DiceModel

    for game in (_played(seed=5), _played(seed=4, until_over=False)):
        wheel = WheelWidget(DiceModel(game, autosave=False))
        qtbot.addWidget(wheel)
        wheel.resize(side, side)
        image = QImage(side, side, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        wheel.paint(painter)
        painter.end()
        for text, drawn, centre, r in wheel.hub_texts:
            assert "sur 8" not in text
            corners = (drawn.topLeft(), drawn.topRight(), drawn.bottomLeft(), drawn.bottomRight())
            far = max(math.hypot(p.x() - centre.x(), p.y() - centre.y()) for p in corners)
            assert far <= r + 1, (text, side, far, r)
        if game.over:
            assert [t for t, *_ in wheel.hub_texts] == ["Partie finie"]


def test_a_free_die_reads_ne_coute_rien(french, qtbot) -> None:
    """A free die: "Le 1 jaune de la place 1 : ne coûte rien." (it read "coûte rien")."""
    from troyes_desktop.dice_ui.controller import DiceController
    from troyes_desktop.dice_ui.panel import DiePanel
    from troyes_desktop.model.dice_model import DiceModel

    game = Game.new(1, seed=2, names=["Anna"])
    model = DiceModel(game, autosave=False)
    play = DiceController(model)
    panel = DiePanel(model, play)
    qtbot.addWidget(panel)
    free = [a[1] for a in game.legal_actions() if a[0] == "die" and not any(game.die_cost(a[1]).values())]
    assert free
    play.select(free[0])
    assert panel.die_label.text().endswith("\u00a0: ne coûte rien.")
