"""Issue 11, Troyes Dice: already crossed-out dice, links lost, refusals that name the chosen target,
plaza ranks out of range and strict action matching."""

import pytest
from dice_helpers import draw, new_game, of_type, place

from troyes_desktop.dice_ui.chronicle import describe
from troyes_desktop.rules.common.errors import IllegalAction, RulesError


def test_an_already_crossed_die_has_no_further_effect_even_behind_a_fortress_built_since():
    """"If this die is already crossed out, there is no further effect": checked before any Fortress."""
    g = new_game(players=2)
    g.day = 3
    place(g, [3, 5, 6], black=2, colours=["yellow", "red", "red", "red"])      # the yellow 2 is crossed out
    assert g.sheets[0].die_crossed[6 + 1] and g.sheets[1].die_crossed[6 + 1]
    draw(g, "fortress", 2, player=0)                     # afterwards Anna draws the Fortress of column 2
    draw(g, "fortress", 2, player=1)
    g.sheets[1].die_crossed[6 + 1] = False               # (Faye's yellow 2 was not crossed: say she had it)
    events = place(g, [3, 5, 6], black=2, colours=["yellow", "red", "red", "red"])
    already = of_type(events, "die_already_crossed")
    assert [(e["player"], e["colour"], e["value"], e["column"]) for e in already] == [(0, "yellow", 2, 2)]
    assert [e["player"] for e in of_type(events, "fortress_protects")] == [1]
    assert not of_type(events, "die_crossed")
    line = describe(already[0], ["Anna", "Faye"])
    assert line.startswith("Anna's yellow 2") and "already crossed out" in line and "nothing more" in line
    assert "Fortress" not in line


def test_links_lost_lists_only_what_this_attack_loses():
    g = new_game()
    g.day = 3
    first = of_type(place(g, [3, 5, 6], black=1, colours=["red", "yellow", "yellow", "red"]), "die_crossed")
    assert first[0]["links_lost"] == [["fortress", 1, 2], ["counts_palace", 1, 2]]
    second = of_type(place(g, [3, 5, 6], black=2, colours=["red", "yellow", "yellow", "red"]), "die_crossed")
    assert second[0]["buildings_crossed"] == ["fortress", "counts_palace"]
    assert second[0]["links_lost"] == []                 # both links were lost by the red 1 already
    line = describe(second[0], ["Anna"], g.numbering)
    assert "link" not in line
    assert line == "Anna crosses out the red 2 and the Fortress and the Count's Palace in its column."
    line = describe(first[0], ["Anna"], g.numbering)
    assert "Fortress between the columns of the 1 and the 2" in line
    assert "Count's Palace between the columns of the 1 and the 2" in line


def test_a_refusal_names_the_target_chosen():
    g = new_game()
    place(g, [2, 5, 6], black=1, colours=["white", "white", "red", "yellow"])
    g.apply(("die", 2, "influence"))
    assert ("prestige",) in g.legal_actions()
    why = g.why_illegal(("prestige", 1))
    assert why and "prestige" in why and "Great Hall" not in why and "column 5" not in why
    for bad, word in ((("gain", 3), "gaining"), (("work", "x"), "work building"), (("colour",), "colour"),
                      (("value", 3, 4), "value")):
        assert word in g.why_illegal(bad)
        with pytest.raises(IllegalAction):
            g.apply(bad)


@pytest.mark.parametrize("rank", [0, 5, -1, True, 2.0, "1"])
def test_die_cost_out_of_range_is_a_clear_error(rank):
    g = new_game()
    with pytest.raises(RulesError) as exc:
        g.die_cost(rank)
    assert "rank" in str(exc.value)
    assert g.die_cost(1) == {"influence": 0, "deniers": 0, "knowledge": 0, "any": 0}


def test_actions_match_strictly_bool_and_float_are_refused():
    g = new_game()
    place(g, [2, 5, 6], black=1, colours=["white", "white", "red", "yellow"])
    legal = g.legal_actions()
    assert ("die", 2, "influence") in legal
    for bad in (("die", True, "influence"), ("die", 2.0, "influence"), ("die", 2, True)):
        why = g.why_illegal(bad)
        assert why and "True" not in why and "float" not in why
        before = g.state_dict()
        with pytest.raises(IllegalAction) as exc:
            g.apply(bad)
        assert exc.value.reason == why and g.state_dict() == before
    assert g.why_illegal(("die", True, "influence")).startswith("'die': true/false")
    assert "decimal" in g.why_illegal(("die", 2.0, "influence"))
    g.apply(("die", 2, "influence"))
    for bad in (("value", 6.0), ("value", True)):
        assert g.why_illegal(bad) and g.why_illegal(bad) == _refusal(g, bad)


def _refusal(g, action):
    with pytest.raises(IllegalAction) as exc:
        g.apply(action)
    return exc.value.reason


def test_refusals_of_choices_name_what_was_chosen():
    g = new_game(numbering="expert")
    g.apply(("number", 4))
    assert "4 is already used" in g.why_illegal(("number", 4))
    assert "not possible now" in g.why_illegal(("gain",)) and "'gain'" in g.why_illegal(("gain",))
    g = new_game()
    place(g, [2, 5, 6], black=1, colours=["white", "white", "red", "yellow"])
    assert g.why_illegal(("die", 1, None)) == "the black die can never be chosen"
