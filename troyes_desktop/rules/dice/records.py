"""Every kind of event record the Troyes Dice engine emits, with its fields and when (grouped by rule area).

``Game.apply`` returns the records of what happened, and ``Game.initial_events`` those of the setup
(plain dicts with a ``type`` and the fields below). ``player`` is a seat number; colours are
``"red"``, ``"white"``, ``"yellow"``; resources ``"influence"``, ``"deniers"``, ``"knowledge"``;
``column`` runs 1-6. The chronicle (``dice_ui/chronicle.py``) and the replay read them.
``tests/rules/test_event_records.py`` checks every record emitted against this list (see
:mod:`..common.records`).
"""
from __future__ import annotations

from ..common.records import RecordKind, flatten, kind

#: Rule area -> record type -> its fields and when it is emitted.
AREAS: dict[str, dict[str, RecordKind]] = {
    "setup (game.py)": {
        "setup": kind("players modules numbering plazas tiles",
                      "the first record of every game: its options, the plazas' colours and the Banquets "
                      "and Raids tiles (``tiles``: plaza -> tile)"),
        "numbering_rolled": kind("value", "numbering 'rolled': the die giving the first number is rolled"),
        "numbering": kind("values", "the numbering of the plazas is decided (at once with 'first')"),
    },
    "the wheel: rolls, half-days and the end (wheel.py)": {
        "dice_rolled": kind("day half dice",
                            "the dice of a half-day are rolled onto the plazas (``dice``: rank, value, "
                            "black, colour, usable, tile each)"),
        "black_die_sheltered": kind("plaza",
                                    "a black die lands on a Banquets and Raids tile that shelters it"),
        "plaza_destroyed": kind("colour value by_raid", "a black die (or a raid) destroys a plaza"),
        "tile_flipped": kind("tile colour",
                             "at the end of the half-day a Banquet tile turns to its Raid side"),
        "half_day_ended": kind("day half", "a half-day is over"),
        "day_ended": kind("day", "a day (two half-days) is over"),
        "game_over": kind("scores winners", "the eighth day is over: the totals and the winners"),
    },
    "choosing and adjusting a die (game.py)": {
        "die_chosen": kind("player rank colour value paid",
                           "a player takes the die of a rank and pays for it"),
        "colour_changed": kind("player from to knowledge",
                               "the chosen die's colour is changed with knowledge"),
        "value_changed": kind("player from to influence", "the chosen die's value is changed with influence"),
        "action": kind("player action colour value",
                       "the die is used: ``action`` gain (resources), prestige or work (a building)"),
        "fallback": kind("player", "a player takes the fallback (one of each resource) instead of a die"),
    },
    "gains and bonuses (bonuses.py)": {
        "resources_gained": kind("player resource amount lost", "resources are circled on a track "
                                 "(``lost``: beyond its end)"),
        "citizen_gained": kind("player colour count", "a citizen is circled on a colour's track"),
        "citizen_redirected": kind("player to", "a citizen goes to another track (the chosen one full)",
                                   rare="needs a full citizen track, seldom reached in random play"),
        "citizen_lost": kind("player colour", "a citizen is lost: every track is full",
                             rare="needs every citizen track full"),
        "track_bonus": kind("player colour space",
                            "a citizen track's bonus: at space 15 a building to choose (``offers``, "
                            "``possible``), at its end citizens (``citizens``)",
                            optional="offers possible citizens"),
        "built": kind("player building column via",
                      "a building is built (``via``: die, track_bonus, column_bonus); ``dice_counted`` for "
                      "the buildings counting dice, ``cathedral_number``/``character`` for the cathedral",
                      optional="dice_counted cathedral_number character"),
        "link_bonus": kind("player building columns", "two linked buildings are built: the link's gain"),
        "column_bonus": kind("player column gain",
                             "a column of buildings is complete: its bonus (``possible`` for a work building "
                             "to choose)", optional="possible"),
    },
    "Banquets and Raids, attacks (banquets_and_raids.py)": {
        "banquet": kind("player building tile", "a building built with a Banquet tile's die gives its extra"),
        "die_already_crossed": kind("player colour value column",
                                    "an attack on a die a player has already crossed out: no effect"),
        "fortress_protects": kind("player colour value column", "a player's Fortress stops the attack"),
        "die_crossed": kind("player colour value column buildings_crossed links_lost",
                            "an attack crosses out a die on a player's sheet, the buildings and links lost"),
    },
}

#: Record type -> its fields and when it is emitted (every area together).
RECORDS: dict[str, RecordKind] = flatten(AREAS)
