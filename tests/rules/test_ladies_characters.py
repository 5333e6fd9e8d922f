"""Module 1: the three ladies' scoring (every threshold, 2-player too) and the revealed-character variant."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.scoring import final_scores

from .helpers import slot_for
from .ladies_helpers import ladies

LADY = {"jeanne-de-champagne": (YELLOW, ("merchant", "innkeeper", "goldsmith")),
        "isabeau-de-baviere": (RED, ("archer", "mercenary", "captain")),
        "marie-de-champagne": (WHITE, ("tithe", "confession", "pilgrimage"))}


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("lady", sorted(LADY))
def test_ladies_thresholds(lady, players):
    colour, cards = LADY[lady]
    other = (colour + 1) % 3
    expected = {0: 0, 1: 0, 2: 1, 3: 1, 4: 3, 5: 3, 6: 6, 7: 6, 8: 6}
    for n, vp in expected.items():
        g = ladies(["characters", "activities"], players=players, cards=cards + ("mercenary" if colour != RED
                                                                                else "merchant",))
        g.characters_in_play = [lady]
        in_building = min(n, 4)
        g.spaces[colour][:in_building] = [0] * in_building
        on_cards = n - in_building                           # then the colour's cards (space, illustration)
        for i in range(on_cards):
            s = slot_for(g, cards[i % 3])
            if i < 3:
                g.slot_spaces[s][0] = 0
            else:
                g.slot_illus[s].append(0)
        g.spaces[other][:2] = [0, 0]                         # another building: never counted
        wrong = slot_for(g, "mercenary" if colour != RED else "merchant")
        g.slot_spaces[wrong][0] = 0                          # a card of another colour: never counted
        g.spaces[colour][5] = 1                              # an opponent's citizen: not counted
        sc = final_scores(g)
        assert sc[0]["characters"][lady] == vp, (n, vp)


def test_revealed_character_is_scored_for_every_player():
    for seed in range(200):
        g = Game.new(3, seed=seed, options={"modules": ["characters", "reveal-character"]})
        if g.expansion["revealed_character"] == "hugues-de-payns":
            break
    else:
        raise AssertionError("no seed reveals Hugues de Payns")
    assert "hugues-de-payns" not in [c for p in g.players for c in p.characters]
    for p, infl in enumerate((5, 10, 15)):
        g.players[p].influence = infl
    sc = final_scores(g)
    assert [s["characters"]["hugues-de-payns"] for s in sc] == [1, 3, 6]
    assert all(set(s["characters"]) == set(g.characters_in_play) for s in sc)
    assert len(g.characters_in_play) == 4
