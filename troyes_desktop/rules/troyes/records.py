"""Every kind of event record the Troyes engine emits, with its fields and when (grouped by rule area).

``Game.apply`` returns the records of what happened (``Game.emit`` builds them: a dict with a ``type``
and the fields below). Player fields are seat numbers (``NEUTRAL``, 4, for the gray citizens and le Roy);
``building`` is 0 Palace, 1 Bishopric, 2 City Hall; ``slot`` an activity slot (0-8); ``card`` / ``event``
card ids; ``die`` a die id (a key of ``game.dice``). The chronicle (``troyes_ui/chronicle.py``), the replay
and the computer players read them. ``tests/rules/test_event_records.py`` checks every record emitted
against this list (see :mod:`..common.records`).
"""
from __future__ import annotations

from ..common.records import RecordKind, flatten, kind

#: Rule area -> record type -> its fields and when it is emitted.
AREAS: dict[str, dict[str, RecordKind]] = {
    "setup and rounds (setup.py, rounds.py)": {
        "citizen_placed": kind(
            "player building space",
            "a citizen is placed on a building space: at the initial placement (``initial``: True, the "
            "neutral citizens included) or by an event rolling a gray citizen in (``value``: the die)",
            optional="initial value"),
        "round_started": kind("round start_player", "a round begins (phase 1), before its income"),
        "card_revealed": kind("card slot", "an activity card of the round's colour is turned face up"),
        "income": kind("player income salary paid",
                       "phase 1: a player receives the income of the buildings and pays the salaries"),
        "workforce": kind("player dice values",
                          "phase 2: the dice of a player's citizens are rolled into their district "
                          "(``values``: [colour, value] each; the purple die included with the head of "
                          "family)"),
        "passed": kind("player", "a player passes for the rest of the actions phase"),
        "round_ended": kind("round", "the last player has passed: the round is over"),
        "game_over": kind("scores", "the sixth round (or le Roy's last) is over: the final scores"),
        "penalty": kind("player reason vp", "a player loses VP (a black die not countered, an event...)"),
    },
    "black dice (black_dice.py)": {
        "black_dice_rolled": kind("values", "phase 3: the black dice are rolled (highest first)"),
        "black_dice_countered": kind("player dice values influence",
                                     "a player counters one or more black dice with these dice of their "
                                     "district and gains the influence"),
        "black_die_not_countered": kind("player value",
                                        "a player concedes a black die (or has nothing to counter it with)"),
    },
    "influence (influence.py)": {
        "die_rerolled": kind("player die colour value",
                             "a player spends 1 influence to reroll one of their dice"),
        "citizen_hired": kind("player", "a citizen is hired for 2 influence: into the supply (``hire``) or "
                              "as an action's source"),
        "dice_turned_over": kind("player dice colours values",
                                 "a player spends 4 influence and turns over up to 3 of their dice"),
    },
    "dice groups and their targets (dice_groups.py)": {
        "dice_used": kind("player dice target arg cube value payments times card cube_card",
                          "a group of dice is used on a target (``target``/``arg`` as in the ``target`` "
                          "action, ``payments`` to the dice's owners, ``times`` its effect); ``colour`` "
                          "with the purple die", optional="colour"),
        "agriculture": kind("player deniers", "a group is used on agriculture: deniers from the bank"),
        "cathedral_cube": kind("player level value vp influence",
                               "a cube goes on the cathedral (an action, Traveling Builders, the Master "
                               "Builder)"),
        "tradesman_paid": kind("player slot cost card",
                               "a player pays for the tradesman hired on an activity card (``resource`` with "
                               "the Ladies' cards costing influence)", optional="resource"),
    },
    "citizens (citizens.py)": {
        "citizen_taken": kind("player source a b",
                              "a citizen leaves its source for the action (``source``: supply, influence, "
                              "space, expelled, tradesman; ``a``/``b`` where)"),
        "citizen_expelled": kind("player building", "a citizen is pushed out of a building's row"),
        "tradesman_hired": kind("player card slot space vp", "a tradesman is placed on an activity card"),
        "no_neutral_citizen": kind("building", "an event would place a gray citizen but none is left"),
        "neutral_blocked": kind("building value",
                                "an event's gray citizen cannot enter: the citizen it would push out is "
                                "already expelled"),
    },
    "events (events.py, countering.py)": {
        "event_revealed": kind("card", "an event card is revealed (phase 3)"),
        "event_roll": kind("event value",
                           "an event rolls a die (``building`` for the Uprising, ``colour`` for the Monks)",
                           optional="building colour"),
        "event_payment": kind("event player owed paid", "a player pays (or fails to pay) an event's cost"),
        "influence_lost": kind("event player influence", "an event takes influence from a player"),
        "cathedral_cube_removed": kind("player level value",
                                       "Interrupted Work takes a cube off the cathedral"),
        "event_resolved": kind("event", "an event's effect is over"),
        "event_cube": kind("player event index", "a cube is put on an event card of the queue"),
        "event_countered": kind("event awards counts taken_by",
                                "an event is countered: VP per player (``awards``), cubes per player "
                                "(``counts``) and who takes the card"),
    },
    "activity cards (activation.py, cards.py)": {
        "cubes_stored": kind("player slot card cubes",
                             "cubes go on a delayed-effect card (``tile``: from an outdoor activity)",
                             optional="tile"),
        "effect_unused": kind("player card reason", "an activated card has nothing it can do",
                              rare="needs a paid card activated by a player with nothing left to pay with"),
        "deniers_gained": kind("player card deniers", "a card gives deniers"),
        "vp_gained": kind("player card vp", "a card gives VP (``deniers`` paid for them: the Goldsmith)",
                          optional="deniers"),
        "influence_gained": kind("player card influence", "a card gives influence"),
        "archer_roll": kind("player value hit", "the Archer rolls against an event"),
        "artisan": kind("player deniers influence", "the Artisan's paid uses"),
        "chivalry": kind("player red_dice cubes", "the Chivalry card's cubes"),
        "diplomat": kind("player influence cubes", "the Diplomat's paid uses"),
        "innkeeper": kind("player deniers influence", "the Innkeeper's paid uses"),
        "journeyman": kind("player deniers vp", "the Journeyman's paid uses"),
        "joust": kind("player leaders vp", "the Joust: the leaders of the cathedral score"),
        "procession": kind("player leaders vp", "the Procession: the leaders of the buildings score"),
        "miller": kind("player palace bishopric deniers", "the Miller's activations split between buildings"),
        "troubadour": kind("player influence vp", "the Troubadour's paid uses"),
    },
    "le Roy, the solo opponent (roy.py)": {
        "roy_setup_roll": kind("dice", "le Roy rolls for his initial placement"),
        "roy_setup_place": kind("building space reason", "le Roy places a citizen at the setup"),
        "roy_black_die": kind("die value reason", "le Roy faces a black die"),
        "roy_turn": kind("roll total action text spent reason",
                         "le Roy's turn in the actions phase: his roll, the row of his table and what he "
                         "did", optional="bought paid vp building space event slot card cubes character "
                         "player_vp"),
    },
    "the Ladies' activity cards (ladies/activities.py)": {
        "die_turned_over": kind("player die value",
                                "a die is turned over: by a Distiller cube (``card``) or an outdoor tile "
                                "(``tile``)", optional="card tile"),
        "catapult": kind("player shots", "the Catapult: cubes to place on events, in pairs"),
        "executioner": kind("player victim influence", "the Executioner takes influence"),
        "fort": kind("player cubes influence vp",
                     "cubes go on the Fort: VP and influence by the dice's values"),
        "landlady": kind("player influence vp", "the Landlady's choice"),
        "marriage": kind("player deniers vp", "the Marriage's paid uses"),
        "ransom": kind("player deniers cubes", "the Ransom's paid uses (cubes then placed on events)"),
    },
    "the Ladies' events (ladies/events.py)": {
        "chief_outlaw": kind("values", "the Chief Outlaw raises the black dice by 3"),
        "event_avoided": kind("event player", "a player protected (a character, a tile) avoids an event",
                              rare="needs a protection chosen before the event, which random play does not "
                              "aim at (tests/rules/test_ladies_events.py plays the protections)"),
        "support_refused": kind("event", "Support cannot help the Chief Outlaw"),
        "cube_lost": kind("player where arg event card", "Harsh Winter takes a cube off a card or a tile"),
        "uprising": kind("building spaces lying", "the Uprising reorders a building's row"),
        "monk_no_space": kind("colour", "the Monks find no free space on a card of the rolled colour",
                               rare="needs every tradesman space of the rolled colour's cards taken"),
        "citizen_possessed": kind("player", "a citizen goes onto Possession"),
        "event_cube_removed": kind("event player", "Resistance removes a cube from an event"),
    },
    "the ramparts and the outdoor activities (ladies/ramparts.py, ladies/outdoor.py)": {
        "ramparts_boost": kind("player deniers points", "deniers paid to raise a ramparts action's points"),
        "guard_moved": kind("player space", "a guard advances on the ramparts"),
        "outdoor_cube": kind("player level", "a cube goes on an open outdoor activity"),
        "top_gate_reached": kind("player rank vp", "a guard reaches the top gate",
                                     rare="needs a guard moved 20 spaces, which random play never does"),
        "standing_answer": kind("player level mode", "a standing answer (ask / always / never) is set"),
        "outdoor_used": kind("player level face", "a cube of an outdoor activity is used"),
        "die_rolled_from_supply": kind("player die colour value", "an outdoor tile rolls a new die"),
        "dice_exchanged": kind("player other given taken given_die taken_die",
                               "an outdoor tile exchanges a die with another district",
                               rare="needs the exchange face open, a cube on it and the tile chosen before "
                               "an action"),
        "black_die_destroyed": kind("player value tile", "a protect tile destroys the black die faced",
                                    rare="needs a cube on an open protect tile when facing a black die "
                                    "(tests/rules/test_ladies_ramparts.py builds that position)"),
        "citizen_liberated": kind("player owner", "a citizen leaves Possession"),
    },
}

#: Record type -> its fields and when it is emitted (every area together).
RECORDS: dict[str, RecordKind] = flatten(AREAS)
