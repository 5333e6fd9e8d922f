"""Character cards (rulebook appendix "Character Cards"): each character in play scores every player
at the end of the game, with the 2-player thresholds of Chrétien de Troyes and Urbain IV."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, PALACE

from .helpers import in_actions, slot_for

# The printed thresholds: (at least, VP), 3-4 players and 2 players.
PRINTED = {
    "chretien-de-troyes": (((3, 1), (5, 3), (7, 6)), ((4, 1), (6, 3), (8, 6))),
    "urbain-iv": (((3, 1), (5, 3), (7, 6)), ((4, 1), (6, 3), (8, 6))),
    "thibaut-ii": (((6, 1), (12, 3), (18, 6)), ((6, 1), (12, 3), (18, 6))),
    "hugues-de-payns": (((5, 1), (10, 3), (15, 6)), ((5, 1), (10, 3), (15, 6))),
    "le-florentin": (((2, 1), (4, 3), (6, 6)), ((2, 1), (4, 3), (6, 6))),
    "henry-i": (((1, 1), (3, 3), (5, 6)), ((1, 1), (3, 3), (5, 6))),
}


def test_the_six_characters_and_their_printed_thresholds():
    g = in_actions()
    assert set(g.data.characters) == set(PRINTED)
    for cid, (four, two) in PRINTED.items():
        ch = g.data.characters[cid]
        assert ch.thresholds == four and ch.thresholds_2p == two, cid


def end_with(players: int, cid: str, arrange) -> list[dict]:
    """Arrange the last round with ``cid`` the only character in play; the last seat passes and the
    game ends. Returns the scores."""
    g = in_actions(players, dice=(), current=players - 1)
    g.round = g.rounds
    for pl in g.players:
        pl.characters = []
    g.players[0].characters = [cid]
    g.characters_in_play = [cid]
    arrange(g)
    g.apply(("pass",))
    assert g.over
    return g.scores


def char_vp(scores, cid):
    return [s["characters"][cid] for s in scores]


# ---------------------------------------------------------------------- Chrétien de Troyes
def _citizens(counts, lying=0):
    def arrange(g):
        free = [(b, i) for b in (PALACE, BISHOPRIC, CITY_HALL) for i in range(6)]
        for p, n in enumerate(counts):
            for _ in range(n):
                b, i = free.pop(0)
                g.spaces[b][i] = p
            g.players[p].citizens = max(g.players[p].citizens, n + lying)
            g.players[p].supply = g.players[p].citizens - n
        for p in range(len(counts)):
            for _ in range(lying):
                g.expelled[PALACE].append(p)
                g.players[p].supply -= 1
    return arrange


@pytest.mark.parametrize("counts,expected", [((2, 3, 4, 5), [0, 1, 1, 3]), ((6, 7, 5, 0), [3, 6, 3, 0])])
def test_chretien_de_troyes_four_players(counts, expected):
    assert char_vp(end_with(4, "chretien-de-troyes", _citizens(counts)), "chretien-de-troyes") == expected


@pytest.mark.parametrize("counts,expected", [((3, 4), [0, 1]), ((5, 6), [1, 3]), ((7, 8), [3, 6]),
                                             ((12, 0), [6, 0])])
def test_chretien_de_troyes_two_player_thresholds(counts, expected):
    def arrange(g):
        g.spaces = [[None] * 6 for _ in range(3)]     # no gray citizens in the way
        _citizens(counts)(g)
    assert char_vp(end_with(2, "chretien-de-troyes", arrange), "chretien-de-troyes") == expected


def test_chretien_de_troyes_counts_neither_lying_citizens_nor_tradesmen():
    def arrange(g):
        _citizens((3, 2, 0, 0), lying=1)(g)
        s = slot_for(g, "merchant")
        g.slot_spaces[s][0] = 1
        g.players[1].supply -= 1
    scores = end_with(4, "chretien-de-troyes", arrange)
    assert char_vp(scores, "chretien-de-troyes") == [1, 0, 0, 0]


# ---------------------------------------------------------------------- Urbain IV
def _cathedral(counts):
    def arrange(g):
        free = list(range(18))
        for p, n in enumerate(counts):
            for _ in range(n):
                g.cathedral[free.pop(0)] = p
                g.players[p].cubes -= 1
    return arrange


@pytest.mark.parametrize("counts,expected", [((2, 3, 4, 5), [0, 1, 1, 3]), ((6, 7, 0, 0), [3, 6, 0, 0])])
def test_urbain_iv_four_players(counts, expected):
    assert char_vp(end_with(4, "urbain-iv", _cathedral(counts)), "urbain-iv") == expected


@pytest.mark.parametrize("counts,expected", [((3, 4), [0, 1]), ((5, 6), [1, 3]), ((7, 8), [3, 6])])
def test_urbain_iv_two_player_thresholds(counts, expected):
    assert char_vp(end_with(2, "urbain-iv", _cathedral(counts)), "urbain-iv") == expected


def test_urbain_iv_ignores_gray_cubes():
    def arrange(g):
        _cathedral((3, 0, 0, 0))(g)
        for i in range(3, 10):
            g.cathedral[i] = 4
    assert char_vp(end_with(4, "urbain-iv", arrange), "urbain-iv") == [1, 0, 0, 0]


# ---------------------------------------------------------------------- Thibaut II
@pytest.mark.parametrize("players", [2, 4])
def test_thibaut_ii_scores_deniers(players):
    # The last seat passes and gets 2 deniers in its district, collected at the end of the round.
    amounts = {2: [5, 10], 4: [5, 6, 11, 16]}[players]
    expected = {2: [0, 3], 4: [0, 1, 1, 6]}[players]

    def arrange(g):
        for p, d in enumerate(amounts):
            g.players[p].deniers = d
    scores = end_with(players, "thibaut-ii", arrange)
    assert char_vp(scores, "thibaut-ii") == expected


def test_thibaut_ii_upper_thresholds():
    def arrange(g):
        for p, d in enumerate([12, 17, 18, 40]):
            g.players[p].deniers = d
    g_scores = end_with(4, "thibaut-ii", arrange)
    # Player 3 passes: 42.
    assert char_vp(g_scores, "thibaut-ii") == [3, 3, 6, 6]


# ---------------------------------------------------------------------- Hugues de Payns
@pytest.mark.parametrize("players", [2, 4])
def test_hugues_de_payns_scores_influence(players):
    amounts = {2: [4, 5], 4: [9, 10, 14, 15]}[players]
    expected = {2: [0, 1], 4: [1, 3, 3, 6]}[players]

    def arrange(g):
        for p, v in enumerate(amounts):
            g.players[p].influence = v
    assert char_vp(end_with(players, "hugues-de-payns", arrange), "hugues-de-payns") == expected


# ---------------------------------------------------------------------- Le Florentin
@pytest.mark.parametrize("players", [2, 4])
def test_le_florentin_scores_tradesmen_illustrations_included(players):
    def arrange(g):
        # Player 0: tradesmen on 6 cards (one on an illustration); player 1: on 3 cards.
        for s in range(6):
            if s == 5:
                g.slot_illus[s].append(0)
            else:
                g.slot_spaces[s][0] = 0
        for s in range(6, 9):
            g.slot_spaces[s][0] = 1
        if players == 4:
            for s in range(4):
                g.slot_spaces[s][1] = 2
            g.slot_spaces[4][1] = 3
        g.players[0].citizens = 12
        g.players[1].citizens = 12
    expected = [6, 1] if players == 2 else [6, 1, 3, 0]
    assert char_vp(end_with(players, "le-florentin", arrange), "le-florentin") == expected


# ---------------------------------------------------------------------- Henry I
@pytest.mark.parametrize("players", [2, 4])
def test_henry_i_scores_event_cards_taken(players):
    won = {2: [[], ["war"]],
           4: [["war", "drought"], ["war", "drought", "heresy"], ["war"] * 4, ["drought"] * 5]}[players]
    expected = {2: [0, 1], 4: [1, 3, 3, 6]}[players]

    def arrange(g):
        for p, cards in enumerate(won):
            g.players[p].events_won = list(cards)
    assert char_vp(end_with(players, "henry-i", arrange), "henry-i") == expected


# ---------------------------------------------------------------------- every character scores everyone
def test_every_character_in_play_scores_every_player_and_only_those_in_play():
    g = in_actions(4, dice=(), current=3)
    g.round = g.rounds
    g.characters_in_play = ["hugues-de-payns", "thibaut-ii"]
    for p, pl in enumerate(g.players):
        pl.characters = [g.characters_in_play[p]] if p < 2 else []
        pl.influence = 10
        pl.deniers = 10
        pl.vp = 10
    g.cathedral[0], g.cathedral[6], g.cathedral[12] = 0, 0, 0
    g.apply(("pass",))
    for s in g.scores:
        assert set(s["characters"]) == {"hugues-de-payns", "thibaut-ii"}
        assert s["characters"]["hugues-de-payns"] == 3
        # 10 deniers, 12 for the passer (2 in the district).
        assert s["characters"]["thibaut-ii"] == (3 if s["player"] == 3 else 1)
    # Player 0 has a cube on each cathedral level; the others lose 2 VP per empty level.
    assert g.scores[0]["total"] == 10 + 3 + 1
    assert g.scores[1]["total"] == 10 - 6 + 3 + 1
    assert g.scores[3]["total"] == 10 - 6 + 3 + 3
