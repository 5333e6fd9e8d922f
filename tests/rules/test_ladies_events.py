"""The Ladies of Troyes events (and the promo Resistance): effects and restrictions."""
from __future__ import annotations

from troyes_desktop.rules.troyes import ladies
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW

from .helpers import play_group, rng_rolling
from .ladies_helpers import hire, ladies as in_ladies


def events_round(g, *cards, rolls=()):
    """Arrange the queue, then run phase 3 (events) with these die rolls first."""
    g.queue = [["marauding", []]] + [[c, []] for c in cards]
    g.decks["red"] = []
    if rolls:
        g.rng = rng_rolling(*rolls)
    g.dice = {}
    g.phase = "events"
    g.lx["possession_round"] = g.round if "possession" in cards else 0
    ladies.events_phase(g)


def test_wolves_adds_a_black_die():
    g = in_ladies(["events"], players=3)
    events_round(g, "wolves")
    assert len(g.black) == 2            # Marauding + Wolves


def test_chief_outlaw_raises_black_dice_to_six_at_most():
    g = in_ladies(["events"], players=3)
    events_round(g, "wolves", "chief-outlaw", rolls=(2, 5))
    assert g.black == [6, 5]            # 5 + 3 -> 6 (capped), 2 + 3 -> 5


def test_chief_outlaw_not_fought_by_level_one_red_cards_nor_support():
    g = in_ladies(["events", "activities"], players=3, dice=[(0, RED, 6)], cards=["ransom"], deniers=10, spare=True)
    g.queue = [["marauding", []], ["chief-outlaw", []]]
    s = hire(g, 0, "ransom")
    play_group(g, [g.die_ids[0]], "card", s)
    g.apply(("count", 1))
    assert g.pending[0] == "event" and ("event", 1) not in g.legal_actions()
    # dice may fight it
    g2 = in_ladies(["events"], players=3, dice=[(0, RED, 6), (0, RED, 6)], spare=True)
    g2.queue = [["marauding", []], ["chief-outlaw", []]]
    assert ("target", "event", 1, None) in g2.targets(0, g2.die_ids)
    # Support does not place its gray cube on it
    g3 = in_ladies(["events"], players=3)
    events_round(g3, "chief-outlaw", "support")
    assert g3.queue[1][1] == [] and g3.queue[0][1] == [NEUTRAL]


def test_uprising_reseats_the_building_at_random_with_a_gray_citizen():
    g = in_ladies(["events"], players=3)
    g.spaces[RED] = [0, 1, 2, 0, 1, 2]
    before = g.gray_supply
    events_round(g, "uprising", rolls=(3,))          # 3-4: the Palace
    people = [o for o in g.spaces[RED] if o is not None] + g.expelled[RED]
    assert sorted(people, key=str) == sorted([0, 1, 2, 0, 1, 2, NEUTRAL], key=str)
    assert len(g.expelled[RED]) == 1 and g.gray_supply == before - 1
    g = in_ladies(["events"], players=3)
    g.spaces[WHITE] = [0, None, 1, None, None, None]
    g.expelled[WHITE] = [2]
    events_round(g, "uprising", rolls=(1,))          # 1-2: the Bishopric, the lying citizen replaces the gray one
    assert sorted(o for o in g.spaces[WHITE] if o is not None) == [0, 1, 2] and g.expelled[WHITE] == []


def test_monk_event_places_a_gray_tradesman_on_the_best_free_space():
    g = in_ladies(["events"], players=3, cards=["merchant", "innkeeper", "goldsmith"])
    g.slot_spaces[YELLOW * 3 + 2][0] = 1         # Goldsmith's 3 VP space taken
    events_round(g, "monk-event", rolls=(3,))       # 3-4: civil (yellow)
    # best free VP: Goldsmith space 2 (2 VP) ties Merchant / Innkeeper first spaces (2 VP): lower level wins
    assert g.slot_spaces[YELLOW * 3][0] == NEUTRAL


def test_possession_and_liberation():
    g = in_ladies(["events"], players=3, influence=0)
    for pl in g.players:
        pl.supply = 0
        pl.citizens = 0
    g.players[0].supply = g.players[0].citizens = 2
    g.spaces[RED][0] = 1
    g.players[1].citizens = 1
    g.players[2].influence = 2
    events_round(g, "possession")
    assert g.pending == ("possession", 0)
    g.apply(("source", "supply", None, None))
    assert g.pending == ("possession", 1)
    g.apply(("source", "space", RED, 0))
    assert g.pending == ("possession", 2)
    g.apply(("source", "influence", None, None))      # hired for 2 influence
    assert sorted(g.lx["possessed"]) == [0, 1, 2]
    # A cube on Possession frees a citizen of the placer's choice.
    while g.phase == "black":
        g.apply(g.legal_actions()[-1])
    g.dice = {1: (WHITE, 6, 0), 999: (WHITE, 1, NEUTRAL)}
    g.current, g.pending, g.phase = 0, ("turn", 0), "actions"
    g.players[0].passed = False
    idx = next(i for i, e in enumerate(g.queue) if e[0] == "possession")
    play_group(g, [1], "event", idx)                   # 6 // 3 = 2 cubes
    assert g.pending == ("liberate", 0)
    g.apply(("liberate", 2))
    assert g.pending == ("liberate", 0)
    g.apply(("liberate", 0))
    assert g.lx["possessed"] == [1] and g.players[2].supply == 1 and g.players[0].supply == 2


def test_harsh_winter_loses_a_cube_of_the_players_choice():
    g = in_ladies(["events", "activities"], players=2, cards=["lumberjack", "distiller", "hermit"])
    for cid in ("lumberjack", "distiller"):
        s = YELLOW * 3 + g.data.activities[cid].level - 1
        g.slot_cubes[s][0] = 1
        g.players[0].cubes -= 1
    hs = WHITE * 3 + 2
    g.slot_cubes[hs][1] = 1
    g.players[1].cubes -= 1
    events_round(g, "harsh-winter")
    assert g.pending == ("harsh_winter", 0)
    assert set(g.legal_actions()) == {("lose", "card", 6), ("lose", "card", 7)}
    g.apply(("lose", "card", 7))
    assert g.slot_cubes[7][0] == 0 and g.slot_cubes[6][0] == 1
    assert g.slot_cubes[hs][1] == 0          # one choice only: lost without a decision
    assert g.players[0].cubes == 19 and g.players[1].cubes == 20


def test_resistance_calls_a_set_aside_red_card_and_removes_the_newest_cubes():
    g = in_ladies(["promos"], players=3)
    g.set_aside_red = ["war"]
    g.decks["red"] = ["resistance"]
    g.decks["white"] = ["heresy"]
    g.queue = [["marauding", [0, 1]]]
    g.players[0].cubes -= 1
    g.players[1].cubes -= 1
    g.dice = {}
    ladies.events_phase(g)
    assert [e[0] for e in g.queue] == ["marauding", "resistance", "war", "heresy"]
    assert g.queue[0][1] == [0] and g.players[1].cubes == 20
