"""The board and its panels in French, on real games: the curtain, the phase banner, the player panels,
the prompt panel (hints, le Roy's and the ramparts' choices), the confirm panel before a group of dice is
used, the texts painted on the board, the status-bar words and the final scoring. Each check reads a real
French text and makes sure the English source it replaces is not shown."""
from __future__ import annotations

from html import escape

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.i18n import localized
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme

from ..gui.ladies_helpers import find
from ..gui.scene_helpers import make_board
from ..gui.shell_helpers import play_until, turn_in_round_2
from ..gui.test_confirmations import _expel_own_position

pytestmark = pytest.mark.usefixtures("instant_animations")  # tests/conftest.py

NB = "\u00a0"     # French puts a no-break space before ":", ";", "!" and "?"


def _no_english(texts: list[str], sources: list[str]) -> None:
    shown = "\n".join(texts)
    for source in sources:
        assert source not in shown, f"English text still shown: {source!r}"


def test_a_hot_seat_game_in_french(window, french, qtbot, monkeypatch) -> None:
    from troyes_desktop.troyes_ui import handover

    monkeypatch.setattr(handover, "PRIVATE_KINDS", frozenset({"turn"}))    # a decision with a secret: curtain
    game = play_until(Game.new(players=2, seed=11), turn_in_round_2)
    window.start_game("troyes", game, autosave=False)
    curtain = troyes_page(window).curtain
    seat = troyes_page(window).model.decider
    name = game.players[seat].name
    assert curtain.title.text() == f"Passez l’ordinateur à {name}"
    assert curtain.button.text() == f"Je suis {name}{NB}: montrer mon jeu"
    assert curtain.subtitle.text().startswith("Le plateau est caché")
    qtbot.keyClick(curtain.button, Qt.Key.Key_Return)

    banner = troyes_page(window).banner
    assert banner.round_label.text() == f"Tour {game.round} sur {game.rounds}"
    assert banner.start_label.text().startswith(f"\u265b Premier joueur{NB}:")
    assert banner.phase_label.text() == "Actions"

    panel = next(p for p in troyes_page(window).player_panels if p.seat == seat)
    captions = [c.text() for c in panel.captions.values()]
    assert captions[1] in ("Influence", "Infl.")       # the short captions in a compact panel
    assert captions[4] == ("Évén." if panel.compact else "Évènements")
    assert captions[:1] + captions[2:4] + captions[5:] == ["Deniers", "Réserve", "Cubes", "PV"]
    other = next(p for p in troyes_page(window).player_panels if p.seat != seat)
    hidden = len(game.players[other.seat].characters)
    assert (f"{hidden} personnage caché</span>" if hidden == 1 else f"{hidden} personnages cachés</span>") \
        in other.characters_label.text()
    assert other.values["vp"].toolTip().startswith(f"Caché{NB}: seul son joueur le voit")

    prompt = troyes_page(window).prompt
    assert prompt.hint.text().startswith("Faites glisser des dés sur une cible")
    assert "Touches sur le plateau" in prompt.hint.text()
    assert prompt.board_caption.text() == f"Sur le plateau{NB}:"
    assert prompt.board_play.text() == "Jouer"
    _no_english([curtain.title.text(), curtain.button.text(), banner.round_label.text(),
                 banner.start_label.text(), prompt.hint.text(), prompt.board_caption.text(), *captions],
                ["Pass the computer", "show my view", "Round ", "Start player", "Supply", "Events",
                 "Drag dice", "Keys on the board", "On the board"])

    # The step hands the decision over: the bar says who played, then "Céder la place à ...".
    qtbot.mouseClick(prompt.buttons[("pass",)], Qt.MouseButton.LeftButton)
    other_name = game.players[1 - seat].name
    assert curtain.mode == "handover"
    assert curtain.bar_title.text() == f"{name} a joué. Regardez le plateau, puis cédez la place."
    assert curtain.pass_button.text().startswith(f"Céder la place à {other_name}")
    _no_english([curtain.bar_title.text(), curtain.pass_button.text()], ["has played", "Pass the seat"])


def test_the_confirm_panel_and_the_status_words_in_french(french, qtbot) -> None:
    game = _expel_own_position()
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    c = scene.controller
    c.open_panel([3], ("building", 1), c._legal_targets([3])[("building", 1)])
    panel = c.panel
    assert panel.title.text() == "Évêché"
    assert panel.group_label.text().startswith(f"1 dé{NB}: dé ")          # one die: the singular
    assert f"— valeur {panel.evaluation()['value']}" in panel.group_label.text()
    details = panel.details.text()
    price = panel.evaluation()["price"]
    assert f"Prix des dés{NB}: <b>{price}</b> {'denier' if price <= 1 else 'deniers'}<" in details
    have = model.game.players[p].deniers
    assert f"Vous avez {have} {'denier' if have <= 1 else 'deniers'}{NB}; cela coûte" in details
    assert escape("Ce placement expulse l’un de vos propres habitants de l’Évêché.") in details
    assert panel.confirm_button.text() == "Expulser mon habitant"
    assert panel.cancel_button.text() == "Choisir à nouveau"
    _no_english([panel.title.text(), panel.group_label.text(), details, panel.confirm_button.text()],
                ["Bishopric", "value", "Price of the dice", "You have", "expels", "Expel my citizen"])
    c.close_panel()
    # The words of the status bar: French plurals are singular for 0 and 1.
    assert c.outcome_words("card", {"times": 0}) == "0 activation"
    assert c.outcome_words("card", {"times": 2}) == "2 activations"
    assert c.outcome_words("cathedral", {"times": 1}) == "1 cube"
    assert c.cost_words({"price": 0, "hire_cost": 0}) == "ne coûte rien"
    assert c.cost_words({"price": 2, "hire_cost": 1}) == \
        "coûte 3 deniers (2 pour les dés et 1 pour engager un homme de métier)"
    assert c.describe_target("cathedral", None) == "Cathédrale"
    assert c.describe_target("building", 2) == "Hôtel de ville"


def test_the_painted_board_the_ramparts_prompt_and_le_roy_in_french(board_window, french, qtbot,
                                                                     monkeypatch) -> None:
    from troyes_desktop.troyes_ui.scene import (
        background,
        base,
        buildings,
        cards,
        dice,
        events,
        ramparts,
        supply,
    )

    painted: list[str] = []
    real = base.text

    def recording(painter, rect, s, *args, **kwargs):
        painted.append(s)
        return real(painter, rect, s, *args, **kwargs)

    for module in (background, buildings, cards, dice, events, ramparts, supply):   # every item with words
        monkeypatch.setattr(module, "text", recording)
    game = find(lambda g: g.pending.kind == "ramparts" and g.rampart_points() >= 3
                and g.expansion["guard"][g.pending.seat] <= 15)
    win = board_window
    win.start_game("troyes", game, autosave=False)
    if troyes_page(win).curtain.covering:
        troyes_page(win).curtain.reveal()
    troyes_page(win).board.viewport().grab()            # paints every item of the board
    for words in ("Réserve générale", "File d’évènements", "Place de la ville", "Cathédrale", "Remparts",
                  "Palais", "Évêché", "Hôtel de ville", "PV", "porte du haut"):
        assert words in painted, f"{words!r} is not painted"
    revealed = [game.card(s) for s in range(9) if game.slot_revealed[s]]
    assert revealed and all(localized(card) in painted for card in revealed)
    assert any(t.startswith(f"Tour {game.round} sur") for t in painted)
    _no_english(painted, ["General supply", "Event queue", "City square", "Ramparts", "Cathedral",
                          "top gate", "Black dice are rolled"])

    prompt = troyes_page(win).prompt
    prompt.guard_steps.setValue(2)
    assert prompt.buttons[("advance_many",)].text() == "Avancer le garde de 2 cases"
    prompt.guard_steps.setValue(1)
    assert prompt.buttons[("advance_many",)].text() == "Avancer le garde de 1 case"
    assert prompt.hint.text().startswith(f"Chaque point{NB}: avancez votre garde")


def test_le_roy_s_choices_in_the_prompt_in_french(french, qtbot) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel
    from troyes_desktop.troyes_ui.prompt_panel import PromptPanel

    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending.kind == "roy" and g.round >= 1)
    from troyes_desktop import settings as player_settings

    speed = player_settings.get("animation_speed")
    player_settings.set("animation_speed", "Normal")       # "Instant" would play le Roy at once
    theme.set_setting("view/roy_pace", "Step by step")
    try:
        assert theme.roy_delay() is None
        panel = PromptPanel()
        qtbot.addWidget(panel)
        panel.set_model(TroyesModel(game, autosave=False))
        assert panel.buttons[("roy",)].text().startswith("Étape suivante du Roy")
        assert panel.hint.text().startswith(f"Le Roy joue pas à pas{NB}:")
        assert panel.buttons[("skip",)].text() == "Avancer jusqu’à moi"
        assert panel.pace_box.currentText() == f"Rythme{NB}: pas à pas"
        assert [panel.pace_box.itemText(i) for i in range(panel.pace_box.count())] == \
            [f"Rythme{NB}: normal", f"Rythme{NB}: rapide", f"Rythme{NB}: pas à pas"]
    finally:
        theme.set_setting("view/roy_pace", "Normal")
        player_settings.set("animation_speed", speed)


def test_the_final_scoring_in_french(french, qtbot) -> None:
    from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

    game = play_until(Game.new(players=3, seed=4), lambda g: g.over)
    assert game.over
    dialog = TroyesScoringDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Décompte final"
    table = dialog.category_text()
    for label in ("PV gagnés pendant la partie", "Évènements non contrés (1 PV par cube)",
                  "Hommes de métier sur les cartes Activité", "Cathédrale (niveaux sans cube)", "Total"):
        assert label in table
    assert "Personnage" in table
    winner = dialog.winner_label.text()
    assert winner.endswith(f"gagne{NB}!") or winner.startswith(f"Victoire partagée{NB}:")
    _no_english([table, winner], ["VP during the game", "Tradesmen", "Character:", "wins", "Shared victory"])
