"""Card data: every card present with a provenance; a player's override file is validated."""
from __future__ import annotations

import json

import pytest

from troyes_desktop.paths import resource_path
from troyes_desktop.rules.common.errors import DataError
from troyes_desktop.rules.troyes import Game, data

BASE_ACTIVITIES = {
    (2, 1): {"artisan", "merchant", "miller"}, (2, 2): {"innkeeper", "blacksmith", "militiaman"},
    (2, 3): {"journeyman", "goldsmith", "sculptor"}, (1, 1): {"tithe", "monk", "priest"},
    (1, 2): {"apprenticeship", "confession", "templar"}, (1, 3): {"pilgrimage", "procession", "glassblower"},
    (0, 1): {"archer", "chivalry", "diplomat"}, (0, 2): {"hunting", "mercenary", "tax-collector"},
    (0, 3): {"captain", "joust", "troubadour"},
}
DELAYED = {"blacksmith", "militiaman", "tithe", "monk", "priest", "apprenticeship", "confession", "templar",
           "prior"}


def test_all_27_base_activity_cards_by_colour_and_level():
    d = data.load()
    for (colour, level), ids in BASE_ACTIVITIES.items():
        assert set(d.activity_ids(colour, level)) == ids
    for c in d.activities.values():
        assert c.delayed == (c.id in DELAYED)
        assert 2 <= c.cost <= 8 and c.divisor >= 1 and list(c.spaces) == sorted(c.spaces, reverse=True)
        for key in ("cost", "divisor", "spaces"):
            assert c.provenance[key]["provenance"] in ("rulebook", "reconstructed", "mixed")
            assert c.provenance[key]["reason"]


def test_all_16_events_and_marauding():
    d = data.load()
    base = [e for e in d.events.values() if not e.promo]
    assert len(base) == 17
    decks = {k: [e.id for e in base if e.deck == k] for k in ("red", "white", "yellow", "permanent")}
    assert len(decks["red"]) == 8 and len(decks["white"]) == 4 and len(decks["yellow"]) == 4
    assert decks["permanent"] == ["marauding"]
    calls = [d.events[i].calls for i in decks["red"]]
    assert calls.count("white") == calls.count("yellow") == 4
    black = {e.id: e.black_dice for e in base}
    assert black["war"] == black["normans-attack"] == 2 and black["marauding"] == 1
    assert sum(black[i] for i in decks["red"]) == 3 + 2 + 4
    # Known numbers from the rulebook examples.
    assert (d.events["conflict-of-succession"].divisor, d.events["conflict-of-succession"].banners) == (4, 5)
    assert d.events["marauding"].divisor == 3 and d.events["war"].calls == "white"
    assert (d.activities["merchant"].cost, d.activities["merchant"].divisor) == (4, 2)
    assert (d.activities["priest"].cost, d.activities["priest"].divisor) == (6, 3)


def test_six_characters_with_thresholds():
    d = data.load()
    assert len(d.characters) == 6
    chretien = d.characters["chretien-de-troyes"]
    assert [chretien.score(x, False) for x in (2, 3, 4, 5, 6, 7, 9)] == [0, 1, 1, 3, 3, 6, 6]
    assert [chretien.score(x, True) for x in (3, 4, 5, 6, 7, 8)] == [0, 1, 1, 3, 3, 6]


def test_override_changes_a_number(tmp_path):
    path = tmp_path / "card_overrides.json"
    path.write_text(json.dumps({"activities": {"merchant": {"cost": 5, "spaces": [3, 1]}},
                                "events": {"war": {"vp": [6, 3]}}}))
    d = data.load(path)
    assert d.activities["merchant"].cost == 5 and d.activities["merchant"].spaces == (3, 1)
    assert d.activities["merchant"].provenance["cost"]["provenance"] == "override"
    assert d.events["war"].vp == (6, 3)


@pytest.mark.parametrize("overrides,message", [
    ({"activities": {"merchant": {"cost": -1}}}, "cost must be a whole number"),
    ({"activities": {"merchant": {"cost": "four"}}}, "cost must be a whole number"),
    ({"activities": {"merchant": {"divisor": 0}}}, "divisor"),
    ({"activities": {"merchant": {"spaces": []}}}, "spaces"),
    ({"activities": {"merchant": {"colour": "blue"}}}, "cannot be overridden"),
    ({"activities": {"nobody": {"cost": 3}}}, "unknown card"),
    ({"events": {"war": {"vp": [1]}}}, "two VP values"),
    ({"cards": {}}, "unknown section"),
    ([1, 2], "JSON object"),
])
def test_bad_override_is_refused_clearly(tmp_path, overrides, message):
    path = tmp_path / "o.json"
    path.write_text(json.dumps(overrides))
    with pytest.raises(DataError, match=message):
        data.load(path)


def test_broken_override_json(tmp_path):
    path = tmp_path / "o.json"
    path.write_text("{")
    with pytest.raises(DataError, match="broken JSON"):
        data.load(path)


def test_user_overrides_from_config_folder_travel_with_the_game(monkeypatch, tmp_path):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    assert data.read_user_overrides() is None
    data.user_overrides_path().parent.mkdir(parents=True, exist_ok=True)
    data.user_overrides_path().write_text(json.dumps({"activities": {"merchant": {"divisor": 3}}}))
    overrides = data.read_user_overrides()
    g = Game.new(2, seed=1, card_overrides=overrides)
    assert g.data.activities["merchant"].divisor == 3
    assert g.setup["card_overrides"] == overrides
    data.user_overrides_path().write_text(json.dumps({"activities": {"merchant": {"divisor": "x"}}}))
    with pytest.raises(DataError):
        data.read_user_overrides()


def test_data_file_is_in_resources():
    assert resource_path("data", "troyes_cards.json").is_file()
