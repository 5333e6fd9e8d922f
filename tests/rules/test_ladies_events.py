"""The Ladies of Troyes events (and the promo Resistance): effects and restrictions."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision, Die
from troyes_desktop.rules.troyes import ladies
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW

from .helpers import play_group, rng_rolling
from .ladies_helpers import hire
from .ladies_helpers import ladies as in_ladies


def events_round(g, *cards, rolls=()):
    """Arrange the queue, then run phase 3 (events) with these die rolls first."""
    g.queue = [["marauding", []]] + [[c, []] for c in cards]
    g.decks["red"] = []
    if rolls:
        g.rng = rng_rolling(*rolls)
    g.dice = {}
    g.phase = "events"
    g.expansion["possession_round"] = g.round if "possession" in cards else 0
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
    g = in_ladies(["events", "activities"], players=3, dice=[(0, RED, 6)], cards=["ransom"], deniers=10,
                  spare=True)
    g.queue = [["marauding", []], ["chief-outlaw", []]]
    s = hire(g, 0, "ransom")
    play_group(g, [g.die_ids[0]], "card", s)
    g.apply(("count", 1))
    assert g.pending.kind == "event" and ("event", 1) not in g.legal_actions()
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
    # 1-2: the Bishopric, the lying citizen replaces the gray one
    events_round(g, "uprising", rolls=(1,))
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
    assert g.pending == Decision(0, "possession")
    g.apply(("source", "supply", None, None))
    assert g.pending == Decision(1, "possession")
    g.apply(("source", "space", RED, 0))
    assert g.pending == Decision(2, "possession")
    g.apply(("source", "influence", None, None))      # hired for 2 influence
    assert sorted(g.expansion["possessed"]) == [0, 1, 2]
    # A cube on Possession frees a citizen of the placer's choice.
    while g.phase == "black":
        g.apply(g.legal_actions()[-1])
    g.dice = {1: Die(WHITE, 6, 0), 999: Die(WHITE, 1, NEUTRAL)}
    g.current, g.pending, g.phase = 0, Decision(0, "turn"), "actions"
    g.players[0].passed = False
    idx = next(i for i, e in enumerate(g.queue) if e[0] == "possession")
    play_group(g, [1], "event", idx)                   # 6 // 3 = 2 cubes
    assert g.pending == Decision(0, "liberate")
    g.apply(("liberate", 2))
    assert g.pending == Decision(0, "liberate")
    g.apply(("liberate", 0))
    assert g.expansion["possessed"] == [1] and g.players[2].supply == 1 and g.players[0].supply == 2


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
    assert g.pending == Decision(0, "harsh_winter")
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


# ====================================================================== every event: effect and restrictions
from .helpers import slot_for  # noqa: E402
from .ladies_helpers import set_face  # noqa: E402


def test_wolves_add_exactly_one_black_die_every_round_it_stays():
    g = in_ladies(["events"], players=3)
    events_round(g, "wolves", "heresy")
    assert len(g.black) == 2
    g = in_ladies(["events"], players=3)
    events_round(g)
    assert len(g.black) == 1                              # Marauding alone


def test_chief_outlaw_refuses_archer_cubes():
    g = in_ladies(["events"], players=3, dice=[(0, RED, 6)], cards=["archer"], spare=True)
    g.queue = [["marauding", []], ["chief-outlaw", []], ["war", []]]
    s = hire(g, 0, "archer")
    g.rng = rng_rolling(5)
    play_group(g, g.die_ids, "card", s)                   # 6 // 3 = 2 activations, the first roll is a 5
    assert g.pending == Decision(0, "event")
    assert ("event", 1) not in g.legal_actions() and ("event", 2) in g.legal_actions()


def test_chief_outlaw_affects_every_black_die_while_in_the_queue():
    g = in_ladies(["events"], players=3)
    events_round(g, "wolves", "chief-outlaw", rolls=(1, 4))
    assert g.black == [6, 4]                             # 1 + 3 = 4, 4 + 3 = 7 -> 6


def test_uprising_town_hall_without_gray_citizens_left():
    g = in_ladies(["events"], players=3)
    g.spaces[YELLOW] = [0, 1, 2, 0, 1, 2]
    g.gray_supply = 0
    events_round(g, "uprising", rolls=(6,))               # 5-6: the Town Hall
    assert sorted(g.spaces[YELLOW]) == [0, 0, 1, 1, 2, 2] and g.expelled[YELLOW] == []
    assert g.gray_supply == 0


def test_uprising_bishopric_with_free_spaces():
    g = in_ladies(["events"], players=3)
    g.spaces[WHITE] = [0, None, None, 1, None, None]
    before = g.gray_supply
    events_round(g, "uprising", rolls=(2,))               # 1-2: the Bishopric
    assert sorted(o for o in g.spaces[WHITE] if o is not None) == [0, 1, NEUTRAL]
    assert g.expelled[WHITE] == [] and g.gray_supply == before - 1


def test_monk_event_red_revealed_cards_only():
    g = in_ladies(["events"], players=3, cards=["archer", "mercenary", "captain"])
    g.slot_revealed[slot_for(g, "captain")] = False       # its 3 VP space is not in play yet
    g.slot_spaces[slot_for(g, "archer")][0] = 1
    before = g.gray_supply
    events_round(g, "monk-event", rolls=(5,))             # 5-6: military
    assert g.slot_spaces[slot_for(g, "mercenary")][0] == NEUTRAL      # 2 VP beats Archer's free 1 VP
    assert g.slot_spaces[slot_for(g, "captain")] == [None, None, None]
    assert g.gray_supply == before - 1


def test_monk_event_religious_and_no_gray_citizen_left():
    g = in_ladies(["events"], players=3, cards=["tithe", "confession"])
    g.gray_supply = 0
    events_round(g, "monk-event", rolls=(1,))             # 1-2: religious, but no gray citizen left
    assert g.slot_spaces[slot_for(g, "tithe")] == [None, None] and g.gray_supply == 0
    g = in_ladies(["events"], players=3, cards=["tithe", "confession"])
    events_round(g, "monk-event", rolls=(2,))
    assert g.slot_spaces[slot_for(g, "tithe")][0] == NEUTRAL        # tie 2 VP / 2 VP: the lower level


def test_possession_gray_cubes_free_nobody_and_only_the_round_it_appears():
    g = in_ladies(["events"], players=3)
    g.expansion["possessed"] = [0, 1]
    g.queue = [["marauding", []], ["possession", []], ["support", []]]
    g.expansion["possession_round"] = 0              # revealed in an earlier round: nobody places again
    g.decks["red"] = []
    g.dice = {}
    supplies = [pl.supply for pl in g.players]
    ladies.events_phase(g)
    assert g.queue[1][1] == [NEUTRAL] and g.queue[0][1] == [NEUTRAL]   # Support's gray cubes
    assert g.expansion["possessed"] == [0, 1] and [pl.supply for pl in g.players] == supplies
    assert g.pending.kind == "black"


def test_possession_countered_frees_every_citizen_on_it():
    g = in_ladies(["events"], players=3, dice=[(0, WHITE, 6)], spare=True)
    g.queue = [["marauding", []], ["possession", [2, 2, 2]]]
    g.players[2].cubes -= 3
    g.expansion["possessed"] = [1, 2]
    s1, s2 = g.players[1].supply, g.players[2].supply
    play_group(g, g.die_ids, "event", 1)                  # 6 // 3 = 2 cubes, the card has 1 banner left
    assert g.expansion["possessed"] == [] and g.players[1].supply == s1 + 1 and g.players[2].supply == s2 + 1
    assert g.pending == Decision(1, "turn") and [e[0] for e in g.queue] == ["marauding"]


def test_possession_source_choice_supply_or_board():
    g = in_ladies(["events"], players=2, influence=0)
    g.players[0].supply = 1
    g.spaces[RED][2] = 0
    g.players[1].supply = 0
    g.players[1].citizens = 0                             # nothing anywhere: places nothing
    events_round(g, "possession")
    assert set(g.legal_actions()) == {("source", "supply", None, None), ("source", "space", RED, 2)}
    g.apply(("source", "space", RED, 2))
    assert g.spaces[RED][2] is None and g.expansion["possessed"] == [0] and g.pending.kind != "possession"


def test_harsh_winter_spared_by_the_protect_tile_and_on_outdoor_cubes():
    g = in_ladies(["events", "activities", "ramparts"], players=2, cards=["lumberjack"])
    set_face(g, 3, "protect")
    lj = slot_for(g, "lumberjack")
    g.slot_cubes[lj][0] = 1
    g.expansion["tile_cubes"][2][0] = 1
    g.expansion["tile_cubes"][0][1] = 1                          # player 1: one cube, on an outdoor activity
    g.players[0].cubes -= 2
    g.players[1].cubes -= 1
    events_round(g, "harsh-winter")
    assert g.pending == Decision(0, "outdoor")
    g.apply(("outdoor", "use"))                           # the protect cube is spent, the Lumberjack's kept
    assert g.slot_cubes[lj][0] == 1 and g.expansion["tile_cubes"][2][0] == 0 and g.players[0].cubes == 19
    assert g.expansion["tile_cubes"][0][1] == 0 and g.players[1].cubes == 20


def test_interrupted_work_removes_the_fourth_floor_first_and_can_be_avoided():
    g = in_ladies(["events", "activities"], players=3)
    g.cathedral[17] = 0
    g.expansion["cathedral4"][1] = 1
    g.players[0].cubes -= 1
    g.players[1].cubes -= 1
    events_round(g, "interrupted-work")
    assert g.expansion["cathedral4"] == [None] * 6 and g.cathedral[17] == 0 and g.players[1].cubes == 20
    g = in_ladies(["events", "activities", "ramparts"], players=3)
    set_face(g, 3, "protect")
    g.expansion["cathedral4"][1] = 1
    g.expansion["tile_cubes"][2][1] = 1
    g.players[1].cubes -= 2
    events_round(g, "interrupted-work")
    assert g.pending == Decision(1, "outdoor")
    g.apply(("outdoor", "use"))
    assert g.expansion["cathedral4"][1] == 1 and g.expansion["tile_cubes"][2][1] == 0


def test_protect_cubes_against_several_events_in_one_phase():
    g = in_ladies(["events", "ramparts"], players=2, influence=[3, 3], deniers=[5, 5])
    set_face(g, 3, "protect")
    g.expansion["tile_cubes"][2][0] = 2
    g.players[0].cubes -= 2
    g.spaces[YELLOW][:2] = [0, 1]
    events_round(g, "drought", "heresy")
    g.apply(("outdoor", "use"))                           # Drought avoided
    assert g.pending == Decision(0, "outdoor")                    # a second cube for Heresy
    g.apply(("outdoor", "skip"))
    assert g.players[0].deniers == 5 and g.players[0].influence == 1
    assert g.players[1].deniers == 4 and g.players[1].influence == 1
    assert g.expansion["tile_cubes"][2][0] == 1
