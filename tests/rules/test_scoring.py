"""End of the game: final scoring breakdown and winners (RULINGS B3, B4)."""
from __future__ import annotations

from troyes_desktop.rules.troyes.scoring import final_scores

from .helpers import in_actions, slot_for


def _game(players=2):
    g = in_actions(players, dice=[], cards=["merchant", "journeyman"])
    for pl in g.players:
        pl.deniers = 0
        pl.influence = 0
    g.characters_in_play = []
    return g


def test_breakdown_categories():
    g = _game()
    g.players[0].vp = 10
    # On Marauding and on an uncountered War: 2 VP.
    g.queue[0][1] = [0, 1]
    g.queue.append(["war", [0]])
    # Tradesmen: first space of Merchant (2 VP) and second space of Journeyman.
    m, j = slot_for(g, "merchant"), slot_for(g, "journeyman")
    g.slot_spaces[m][0] = 0
    g.slot_spaces[j][1] = 0
    # Cubes on levels 1 and 3 of the cathedral only: one level missing.
    g.cathedral[0] = 0
    g.cathedral[12] = 0
    s = final_scores(g)[0]
    assert s["vp_tokens"] == 10 and s["events"] == 2
    assert s["tradesmen"] == g.card(m).spaces[0] + g.card(j).spaces[1]
    assert s["cathedral"] == -2 and s["cathedral_levels_missing"] == 1
    assert s["total"] == 10 + 2 + s["tradesmen"] - 2
    # Player 1: on Marauding only, no cube in the cathedral, no VP: the loss stops at 0.
    s1 = final_scores(g)[1]
    assert s1["events"] == 1 and s1["cathedral"] == -1 and s1["total"] == 0


def test_characters_scored_for_every_player():
    g = _game(3)
    g.characters_in_play = ["thibaut-ii", "hugues-de-payns", "henry-i"]
    g.players[0].deniers, g.players[0].influence = 18, 4
    g.players[1].deniers, g.players[1].influence = 11, 15
    g.players[2].events_won = ["war", "drought", "heresy"]
    sc = final_scores(g)
    assert sc[0]["characters"] == {"thibaut-ii": 6, "hugues-de-payns": 0, "henry-i": 0}
    assert sc[1]["characters"] == {"thibaut-ii": 1, "hugues-de-payns": 6, "henry-i": 0}
    assert sc[2]["characters"] == {"thibaut-ii": 0, "hugues-de-payns": 0, "henry-i": 3}


def test_ties_share_the_victory():
    g = _game(3)
    for pl, vp in zip(g.players, [7, 7, 3]):
        pl.vp = vp
    for i in range(3):
        g.cathedral[i * 6 + 0] = 0
        g.cathedral[i * 6 + 1] = 1
        g.cathedral[i * 6 + 2] = 2
    sc = final_scores(g)
    assert [s["total"] for s in sc] == [7, 7, 3]
    assert [s["winner"] for s in sc] == [True, True, False]
