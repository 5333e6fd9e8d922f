"""The solo result names le Roy's band and its margins, the next band and how many VP away it is; the
result, the statistics and the rules reference use the same band names, in English and in French (issue 41,
item 7)."""
from __future__ import annotations

import re

import pytest

from troyes_desktop.help.content import help_file
from troyes_desktop.rules.troyes import roy
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog, solo_result_text

from .shell_helpers import play_until

NAMES_EN = ["Beheaded", "Still beheaded", "Average", "Not bad", "Le Roy worries", "Masterful"]
NAMES_FR = ["Décapité", "Décapité quand même", "Moyen", "Pas mal", "Le Roy s’inquiète", "Magistral"]


def plain(rich: str) -> str:
    return re.sub(r"<[^>]+>", " ", rich.replace("<br>", "\n")).replace("  ", " ")


@pytest.mark.parametrize("margin, band, label, ahead", [
    (-10, 0, "Beheaded (0 or less)", (1, 11)),
    (0, 0, "Beheaded (0 or less)", (1, 1)),
    (1, 1, "Still beheaded (1 to 5)", (2, 5)),
    (5, 1, "Still beheaded (1 to 5)", (2, 1)),
    (6, 2, "Average (6 to 10)", (3, 5)),
    (20, 4, "Le Roy worries (16 to 20)", (5, 1)),
    (21, 5, "Masterful (more than 20)", None),
])
def test_bands_their_margins_and_the_next_one(margin, band, label, ahead) -> None:
    assert roy.rating(margin)[0] == band
    assert roy.band_label(band) == label
    assert roy.next_band(margin) == ahead


def test_the_result_says_the_band_the_next_band_and_the_distance() -> None:
    text = plain(solo_result_text({"margin": -10}))
    assert "Margin: \u221210 VP \u2014 band: Beheaded (0 or less)" in text
    assert "Next band: Still beheaded (1 to 5), 11 VP away." in text
    assert "Your defeat deserves no comment: off with your head." in text        # le Roy's verdict stays
    best = plain(solo_result_text({"margin": 24}))
    assert "band: Masterful (more than 20)" in best and "The best band of all" in best
    assert "Next band: Average (6 to 10), 1 VP away." in plain(solo_result_text({"margin": 5}))


def test_the_scoring_dialog_of_a_finished_solo_game(qtbot) -> None:
    game = play_until(Game.new(players=1, seed=21, names=["Anna"], solo=True), lambda g: g.over, seed=21)
    dialog = TroyesScoringDialog(game)
    qtbot.addWidget(dialog)
    margin = game.scores[0]["margin"]
    band = roy.rating(margin)[0]
    text = plain(dialog.rating_label.text())
    assert f"band: {NAMES_EN[band]} (" in text
    ahead = roy.next_band(margin)
    if ahead is not None:
        assert f"Next band: {NAMES_EN[ahead[0]]} (" in text and f", {ahead[1]} VP away." in text


def test_the_statistics_and_the_rules_reference_use_the_same_names(qtbot, tmp_path) -> None:
    from tests.store.helpers import solo_game
    from troyes_desktop.app.statistics_window import StatisticsWindow
    from troyes_desktop.store import open_store
    from troyes_desktop.store.records import build_record

    assert [roy.band_name(b) for b in range(6)] == NAMES_EN
    path = tmp_path / "games.sqlite3"
    game = solo_game(5)
    with open_store(path) as store:
        store.add_game(build_record(game), finished="2024-05-01T10:00:00")
    w = StatisticsWindow(path=path)
    qtbot.addWidget(w)
    labels = [label for label, _n in w.band_chart.rows]
    assert labels == [f"{name}\n{roy.band_range(b)}" for b, name in enumerate(NAMES_EN)]
    assert "Beheaded (0 or less)" in w.band_chart.toolTip()
    en = help_file("solo-le-roy.md", "en").read_text(encoding="utf-8")
    assert all(f"**{name}**" in en for name in NAMES_EN)


def test_the_same_names_in_french(french) -> None:
    assert [roy.band_name(b) for b in range(6)] == NAMES_FR
    fr = help_file("solo-le-roy.md", "fr").read_text(encoding="utf-8")
    assert all(f"**{name}**" in fr for name in NAMES_FR)
    text = plain(solo_result_text({"margin": 3}))
    assert "Décapité quand même (de 1 à 5)" in text and "Moyen (de 6 à 10)" in text
