"""The kinds of decision a player can be asked for, and the shape of each action.

Rulebook (Troyes Dice): Playing a turn (choosing a die, using it) and the bonuses that ask a choice."""
from __future__ import annotations

# Decision kinds.
K_DIRECTION = "numbering_direction"


K_NUMBER = "numbering_value"


K_DIE = "choose_die"


K_ADJUST = "use_die"


K_TRACK = "citizen_track"


K_TRACK_BUILD = "track_bonus_build"


K_COLUMN_BUILD = "column_bonus_build"


K_FORTRESS = "fortress_citizen"


CHOICE_KINDS = (K_TRACK, K_TRACK_BUILD, K_COLUMN_BUILD, K_FORTRESS)


#: How many parts each kind of action has, and the plain-words refusal when it has another number.
_SHAPES = {
    "die": (3, "a die is chosen by its plaza rank (1 to 4) and, where that plaza asks, the resource paid"),
    "fallback": (1, "gaining one of each resource takes nothing more"),
    "colour": (2, "a colour change names only the new colour"),
    "value": (2, "a value change names only the new value"),
    "gain": (1, "gaining resources takes nothing more: the die's colour and value decide"),
    "prestige": (1, "constructing a prestige building takes nothing more: the die's colour chooses the "
                    "building and its value the column"),
    "work": (1, "constructing a work building takes nothing more: the die's colour chooses the building "
                "and its value the column"),
    "direction": (2, "the town crier names only the direction (increasing or decreasing)"),
    "number": (2, "the town crier names only the number of the next column"),
    "track": (2, "name only the track that takes the citizen"),
    "build": (3, "name the building and its column"),
    "citizen": (2, "name only the colour of the citizen"),
}
