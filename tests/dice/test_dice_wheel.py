"""Rolling and placing the dice, the wheel's costs, the half days and days."""

import pytest
from dice_helpers import have, new_game, of_type, place, set_resources

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.common.rng import Rng


def test_rulebook_placement_example_black_die_before_equal_value():
    g = new_game()
    place(g, [6, 3, 1], black=3, colours=["red", "white", "yellow", "red"])
    values = [(s[1], s[2]) for s in g.slots]
    # 1 on the free plaza, then the black 3 (slightly lower than the transparent 3), then 3, then 6.
    assert values == [(1, False), (3, True), (3, False), (6, False)]
    assert [d["rank"] for d in g.available_dice()] == [1, 3, 4]
    # The costs of the example: red 1 costs 0, yellow 3 costs 1 denier, red 6 costs 2 deniers.
    assert g.die_cost(1) == {"influence": 0, "deniers": 0, "knowledge": 0, "any": 0}
    assert g.die_cost(3) == {"influence": 0, "deniers": 1, "knowledge": 0, "any": 0}
    assert g.die_cost(4) == {"influence": 0, "deniers": 2, "knowledge": 0, "any": 0}
    assert g.legal_actions() == [("die", 1, None), ("die", 3, None), ("die", 4, None)]
    with pytest.raises(IllegalAction, match="black die can never be chosen"):
        g.apply(("die", 2, "deniers"))


def test_equal_transparent_dice_are_neighbours():
    g = new_game()
    place(g, [4, 2, 4], black=6)
    assert [s[1] for s in g.slots] == [2, 4, 4, 6]
    assert g.slots[3][2] is True


def test_costs_are_paid_when_the_die_is_chosen():
    g = new_game()
    place(g, [1, 2, 3], black=6, colours=["red", "yellow", "white", "red"])
    g.apply(("die", 3, None))
    assert have(g) == {"influence": 3, "deniers": 2, "knowledge": 3}


@pytest.mark.parametrize("resource", ["influence", "deniers", "knowledge"])
def test_rank_two_costs_one_resource_of_the_players_choice(resource):
    g = new_game()
    place(g, [1, 2, 3], black=6, colours=["red", "yellow", "white", "red"])
    assert g.die_cost(2) == {"influence": 0, "deniers": 0, "knowledge": 0, "any": 1}
    assert [a for a in g.legal_actions() if a[1] == 2] == [
        ("die", 2, "influence"),
        ("die", 2, "deniers"),
        ("die", 2, "knowledge"),
    ]
    g.apply(("die", 2, resource))
    expected = {"influence": 3, "deniers": 3, "knowledge": 3}
    expected[resource] = 2
    assert have(g) == expected


def test_unaffordable_dice_are_not_offered():
    g = new_game()
    place(g, [1, 2, 3], black=6, colours=["red", "yellow", "white", "red"])
    set_resources(g, influence=0, deniers=1, knowledge=0)
    assert g.legal_actions() == [("die", 1, None), ("die", 2, "deniers"), ("die", 3, None)]
    set_resources(g, deniers=0)
    assert g.legal_actions() == [("die", 1, None)]
    with pytest.raises(IllegalAction, match="cannot pay 1 deniers"):
        g.apply(("die", 3, None))


def test_no_free_die_and_nothing_affordable_gives_one_of_each_resource():
    g = new_game()
    place(g, [2, 3, 4], black=1, colours=["red", "yellow", "white", "red"])  # the free plaza is destroyed
    set_resources(g, influence=0, deniers=0, knowledge=0)
    assert g.legal_actions() == [("fallback",)]
    events = g.apply(("fallback",))
    assert have(g) == {"influence": 1, "deniers": 1, "knowledge": 1}
    assert [e["resource"] for e in of_type(events, "resources_gained")] == [
        "influence",
        "deniers",
        "knowledge",
    ]


def test_fallback_is_refused_when_a_die_can_be_bought():
    g = new_game()
    place(g, [2, 3, 4], black=1)
    set_resources(g, influence=0, deniers=0, knowledge=1)
    assert g.legal_actions() == [("die", 2, "knowledge")]
    with pytest.raises(IllegalAction, match="you can afford a die"):
        g.apply(("fallback",))


def test_a_free_die_is_always_available_when_the_black_die_is_not_lowest():
    g = new_game()
    place(g, [2, 3, 4], black=5)
    set_resources(g, influence=0, deniers=0, knowledge=0)
    assert g.legal_actions() == [("die", 1, None)]


def test_several_players_choose_in_seat_order_and_may_take_the_same_die():
    g = new_game(players=3)
    place(g, [2, 3, 4], black=5, colours=["red", "yellow", "white", "red"])
    for p in range(3):
        assert g.pending == Decision(p, "choose_die")
        g.apply(("die", 1, None))
        g.apply(("gain",))
    for p in range(3):
        assert g.sheets[p].have(0) == 5  # each gained 2 influence from the same red 2
    assert g.pending == Decision(0, "choose_die")
    assert g.half == 1


def test_apply_checks_whose_decision_it_is():
    g = new_game(players=2)
    with pytest.raises(IllegalAction, match="player 1's decision"):
        g.apply(g.legal_actions()[0], player=1)


def test_destroyed_plaza_turns_over_at_the_end_of_the_half_day():
    g = new_game()
    notches = g.half_day_notches()
    place(g, [2, 3, 4], black=1, colours=["red", "yellow", "white", "red"])
    black_notch = notches[0]
    assert g.destroyed == [black_notch]
    face = g.plaza_face[black_notch]
    others = [g.plaza_face[n] for n in notches[1:]]
    g.apply(("die", 2, "deniers"))
    events = g.apply(("gain",))
    assert "half_day_ended" in [e["type"] for e in events]
    assert g.plaza_face[black_notch] == 1 - face
    assert [g.plaza_face[n] for n in notches[1:]] == others


def test_eight_days_of_two_half_days_and_the_wheel_turns_once_a_day():
    g = new_game(seed=3)
    rng = Rng(9)
    seen = [(g.day, g.half, g.window, tuple(s[0] for s in g.slots))]
    turns = 0
    while not g.over:
        legal = g.legal_actions()
        a = legal[rng.randint(0, len(legal) - 1)]
        if a[0] in ("die", "fallback"):
            turns += 1
        g.apply(a)
        if not g.over and (g.day, g.half) != seen[-1][:2]:
            seen.append((g.day, g.half, g.window, tuple(s[0] for s in g.slots)))
    assert turns == 16
    assert [(d, h) for d, h, _, _ in seen] == [(d, h) for d in range(1, 9) for h in (0, 1)]
    for day, half, window, notches in seen:
        assert window == day - 1
        base = window + 1 + 4 * half
        assert notches == tuple((base + i) % 9 for i in range(4))
    assert g.pending == Decision(None, "over")
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply(("gain",))
