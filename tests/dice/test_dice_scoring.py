"""End of the game: Cathedral rows, resource pairs, citizens, winners and achievements."""

import pytest
from dice_helpers import draw, new_game, set_citizens, set_resources

from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice import ACHIEVEMENTS
from troyes_desktop.rules.dice.simulate import play_random


def rulebook_sheet(g, player=0):
    """The sheet of the rulebook's end-scoring example."""
    draw(g, "great_hall", 1, 2, 4, 6, player=player)
    draw(g, "city_hall", 1, 2, 3, 6, player=player)
    draw(g, "cathedral", 3, 4, 5, 6, player=player)
    draw(g, "bishopric", 1, 5, player=player)
    sheet = g.sheets[player]
    sheet.cathedral[:] = [0, 0, 1, 2, 1, 2]  # Thibaut II 1, Jeanne 2, Urbain IV 1, Marie 2
    sheet.cathedrals = 4
    set_resources(g, player, influence=2, deniers=2, knowledge=5)
    set_citizens(g, player, red=10, yellow=12, white=8)


def test_rulebook_end_scoring_example_totals_54():
    g = new_game()
    rulebook_sheet(g)
    score = g.scoring()[0]
    rows = {c["character"]: c["vp"] for c in score["cathedrals"]}
    assert rows == {"Thibaut II": 4, "Jeanne de Champagne": 8, "Urbain IV": 4, "Marie de Champagne": 4}
    assert score["cathedral_vp"] == 20
    assert {r: v["vp"] for r, v in score["resources"].items()} == {
        "influence": 1,
        "deniers": 1,
        "knowledge": 2,
    }
    assert score["resource_vp"] == 4
    assert score["cathedral_and_resource_vp"] == 24
    assert score["citizen_vp"] == 30
    assert score["total"] == 54


def test_spent_resources_do_not_score_and_odd_ones_are_lost():
    g = new_game()
    s = g.sheets[0]
    s.circled[:] = [18, 9, 3]
    s.spent[:] = [15, 0, 3]
    score = g.scoring()[0]
    assert [score["resources"][r]["unspent"] for r in ("influence", "deniers", "knowledge")] == [3, 9, 0]
    assert score["resource_vp"] == 1 + 4 + 0


def test_cathedral_numbers_multiply_the_buildings_of_its_row():
    g = new_game()
    draw(g, "fortress", 1, 2, 3, 4, 5, 6)
    draw(g, "counts_palace", 2, 3)
    g.sheets[0].cathedral[:] = [3, 1, 0, 0, 0, 0]  # Hugues de Payns x3, Isabeau de Bavière x1
    draw(g, "cathedral", 1, 2)
    score = g.scoring()[0]
    assert [(c["character"], c["buildings"], c["vp"]) for c in score["cathedrals"]] == [
        ("Hugues de Payns", 6, 18),
        ("Isabeau de Bavière", 2, 2),
    ]


def test_ties_share_the_victory():
    g = new_game(players=3)
    set_citizens(g, 0, red=5)
    set_citizens(g, 1, yellow=5)
    set_citizens(g, 2, white=4)
    assert g.scores() == [5 + 3, 5 + 3, 4 + 3]  # 3 of each resource: 1 VP per type
    assert g.winners() == [0, 1]


def finished(players=1, modules=()):
    g = new_game(players=players, modules=modules, seed=1)
    play_random(g, Rng(1))
    assert g.over
    return g


def test_no_achievement_before_the_end():
    assert new_game().achievements() == [[]]


def test_achievements_of_the_rulebook_sheet():
    g = finished()
    g.sheets[0] = new_game().sheets[0]
    rulebook_sheet(g)
    assert g.achievements() == [["played_solo", "vp_45"]]


def test_achievements_high_scores_characters_and_full_rows():
    g = finished(players=2, modules=("banquets-and-raids",))
    for p in range(2):
        g.sheets[p] = new_game().sheets[0]
    s = g.sheets[0]
    draw(g, "fortress", 1, 2, 3, 4, 5, 6)
    draw(g, "bishopric", 1, 2, 3, 4, 5, 6)
    draw(g, "cathedral", 1)
    s.cathedral[0] = 3  # Hugues de Payns: 3 x 6 Fortresses = 18 VP
    s.circled[1] = 18  # all deniers circled (some spent: still circled)
    s.spent[1] = 14
    set_citizens(g, 0, red=20, yellow=15, white=6)
    score = g.scoring()[0]["total"]
    assert score == 18 + 1 + 2 + 1 + 41
    assert g.achievements()[0] == [
        "played_multiplayer",
        "played_expansion",
        "vp_45",
        "vp_55",
        "multiplayer_win_over_60",
        "character_18",
        "citizens_40",
        "full_prestige_row",
        "full_work_row",
        "full_resource_track",
        "full_citizen_track",
    ]
    assert g.achievements()[1] == ["played_multiplayer", "played_expansion"]
    s.circled[0] = 18  # +8 VP of influence: 71
    assert "vp_65" in g.achievements()[0]


def test_a_shared_win_counts_but_60_exactly_does_not():
    g = finished(players=2)
    for p in range(2):
        g.sheets[p] = new_game().sheets[0]
        set_citizens(g, p, red=20, yellow=20, white=18)  # 58 + 3 = 61 each
    assert g.scores() == [61, 61]
    assert all("multiplayer_win_over_60" in a for a in g.achievements())
    set_citizens(g, 1, red=20, yellow=20, white=17)  # 60, not more than 60, and not a winner
    assert "multiplayer_win_over_60" not in g.achievements()[1]
    assert "multiplayer_win_over_60" in g.achievements()[0]


def test_every_achievement_id_is_described():
    g = finished()
    for ids in g.achievements():
        assert set(ids) <= set(ACHIEVEMENTS)
    assert len(ACHIEVEMENTS) == 13


@pytest.mark.parametrize("players", [1, 4])
def test_final_breakdown_adds_up(players):
    g = finished(players=players)
    for score, sheet in zip(g.scoring(), g.sheets):
        assert score["total"] == score["cathedral_vp"] + score["resource_vp"] + score["citizen_vp"]
        assert score["citizen_vp"] == sum(sheet.citizens)
