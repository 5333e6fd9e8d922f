"""Per-player views hide what that player may not see."""
from __future__ import annotations

import json

from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.simulate import play_random


def test_view_hides_other_characters_vp_face_down_cards_and_decks():
    g = Game.new(3, seed=4)
    while g.phase == "initial":
        g.apply(g.legal_actions()[0])
    g.players[1].vp = 7
    v = g.view(0)
    assert v["players"][0]["characters"] == g.players[0].characters
    assert v["players"][1]["characters"] == [None] and v["players"][2]["characters"] == [None]
    assert v["players"][1]["vp"] is None and v["players"][0]["vp"] == g.players[0].vp
    for slot, s in enumerate(v["slots"]):
        assert (s["card"] is None) == (not g.slot_revealed[slot])
    assert v["decks"] == {k: len(x) for k, x in g.decks.items()}
    assert "rng" not in v and "seed" not in v["setup"]
    text = json.dumps(v)
    for cid in g.players[1].characters + g.players[2].characters:
        assert cid not in text
    hidden = [g.slot_card[s] for s in range(9) if not g.slot_revealed[s] and g.slot_card[s] not in
              [g.slot_card[r] for r in range(9) if g.slot_revealed[r]]]
    for cid in hidden:
        assert f'"{cid}"' not in text


def test_spectator_and_game_over_views():
    g, _ = play_random(2, seed=3)
    v = g.view(None)
    assert v["players"][0]["characters"] == g.players[0].characters     # revealed at the end
    assert v["players"][1]["vp"] == g.players[1].vp
    g2 = Game.new(2, seed=3)
    assert all(pl["characters"] == [None, None] for pl in g2.view(None)["players"])
