"""The kinds of decision a player can be asked for, and the shape of each action.

Rulebook (Troyes Dice): Playing a turn (choosing a die, using it) and the bonuses that ask a choice."""
from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP

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


_PRESTIGE_SHAPE = QT_TRANSLATE_NOOP(
    "DiceRules",
    "constructing a prestige building takes nothing more: the die's colour chooses the building and its value the column")  # noqa: E501
_WORK_SHAPE = QT_TRANSLATE_NOOP(
    "DiceRules",
    "constructing a work building takes nothing more: the die's colour chooses the building and its value the column")  # noqa: E501

#: How many parts each kind of action has, and the plain-words refusal when it has another number (English:
#: show it with ``translate("DiceRules", text)``).
_SHAPES = {
    "die": (3, QT_TRANSLATE_NOOP(
        "DiceRules",
        "a die is chosen by its plaza rank (1 to 4) and, where that plaza asks, the resource paid")),
    "fallback": (1, QT_TRANSLATE_NOOP("DiceRules", "gaining one of each resource takes nothing more")),
    "colour": (2, QT_TRANSLATE_NOOP("DiceRules", "a colour change names only the new colour")),
    "value": (2, QT_TRANSLATE_NOOP("DiceRules", "a value change names only the new value")),
    "gain": (1, QT_TRANSLATE_NOOP(
        "DiceRules", "gaining resources takes nothing more: the die's colour and value decide")),
    "prestige": (1, _PRESTIGE_SHAPE),
    "work": (1, _WORK_SHAPE),
    "direction": (2, QT_TRANSLATE_NOOP(
        "DiceRules", "the town crier names only the direction (increasing or decreasing)")),
    "number": (2, QT_TRANSLATE_NOOP("DiceRules", "the town crier names only the number of the next column")),
    "track": (2, QT_TRANSLATE_NOOP("DiceRules", "name only the track that takes the citizen")),
    "build": (3, QT_TRANSLATE_NOOP("DiceRules", "name the building and its column")),
    "citizen": (2, QT_TRANSLATE_NOOP("DiceRules", "name only the colour of the citizen")),
}
