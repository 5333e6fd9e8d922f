"""Constants and small pure helpers about the board (rulebook vocabulary)."""
from __future__ import annotations

from typing import cast

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from .data import RED, WHITE, YELLOW

NEUTRAL = 4                      # owner index of the gray (neutral) player: districts, citizens, cubes
PALACE, BISHOPRIC, CITY_HALL = RED, WHITE, YELLOW   # the die colour that reaches each building
# English names (ids for code and tests); show them with :func:`building_name` / :func:`colour_word`.
BUILDING_NAMES = (QT_TRANSLATE_NOOP("Board", "Palace"), QT_TRANSLATE_NOOP("Board", "Bishopric"),
                  QT_TRANSLATE_NOOP("Board", "City Hall"))
COLOUR_NAMES = ("red", "white", "yellow")
BUILDING_KEYS = ("palace", "bishopric", "city-hall")

#: Bishopric and City Hall: die values {1,6}, {2,5}, {3,4} designate the same row (RULINGS B1).
ROW_OF_VALUE = (None, 0, 1, 2, 2, 1, 0)
ROW_VALUES = ((1, 6), (2, 5), (3, 4))

#: Price of each die bought from another district, by size of the group (rulebook, Phase 4).
PRICE_BY_GROUP_SIZE = (0, 2, 4, 6)

CITIZENS_AT_START = {2: 6, 3: 5, 4: 4}
ROUNDS = {2: 4, 3: 5, 4: 6}
MAX_CITIZENS = 12
GRAY_CITIZENS = 8
CUBES_AT_START = 20
MAX_INFLUENCE = 20
START_DENIERS = 5
START_INFLUENCE = 4
INCOME = 10
SALARY = (2, 1, 0)               # Palace, Bishopric, City Hall, per citizen
PENALTY_VP = 2

#: 2-player neutral citizens placed before the players' placement (RULINGS B2):
#: Palace spaces 3 and 4; first space of rows {2,5} and {3,4} of the Bishopric and City Hall.
TWO_PLAYER_NEUTRALS = ((PALACE, 2), (PALACE, 3), (BISHOPRIC, 2), (BISHOPRIC, 4),
                       (CITY_HALL, 2), (CITY_HALL, 4))


def space_index(building: int, value: int) -> int:
    """Index of the space a die value designates: Palace space, or first space of the row."""
    if building == PALACE:
        return value - 1
    return cast(int, ROW_OF_VALUE[value]) * 2


def building_name(building: int) -> str:
    """"Palace", "Bishopric", "City Hall" in the current language."""
    return translate("Board", BUILDING_NAMES[building])


def colour_word(colour: int | str, form: str = "die") -> str:
    """A die colour (0-2, or 3 / "purple" for the head of the family) as an adjective in the current language,
    agreeing with what it describes: ``form`` is "die" (un dé rouge), "dice" (des dés blancs), "card" (une
    carte blanche) or "cards"."""
    name = colour if isinstance(colour, str) else ("red", "white", "yellow", "purple")[colour]
    words = {
        "red": (translate("Colour", "red", "a die"), translate("Colour", "red", "dice"),
                translate("Colour", "red", "a card"), translate("Colour", "red", "cards")),
        "white": (translate("Colour", "white", "a die"), translate("Colour", "white", "dice"),
                  translate("Colour", "white", "a card"), translate("Colour", "white", "cards")),
        "yellow": (translate("Colour", "yellow", "a die"), translate("Colour", "yellow", "dice"),
                   translate("Colour", "yellow", "a card"), translate("Colour", "yellow", "cards")),
        "purple": (translate("Colour", "purple", "a die"), translate("Colour", "purple", "dice"),
                   translate("Colour", "purple", "a card"), translate("Colour", "purple", "cards")),
    }
    return words[name][("die", "dice", "card", "cards").index(form)]


def space_label(building: int, index: int) -> str:
    """"Palace space 3", "Bishopric row 2/5, first space" in the current language."""
    if building == PALACE:
        return translate("Board", "Palace space {number}").format(number=index + 1)
    low, high = ROW_VALUES[index // 2]
    if index % 2 == 0:
        text = translate("Board", "{building} row {low}/{high}, first space")
    else:
        text = translate("Board", "{building} row {low}/{high}, second space")
    return text.format(building=building_name(building), low=low, high=high)


def push_into_row(row0, row1, newcomer):
    """Place ``newcomer`` on the first space of a row of two, pushing right.

    Returns (new_first, new_second, expelled_or_None). Citizens fill an empty space as
    they move right; the one pushed past the end is expelled.
    """
    if row0 is None:
        return newcomer, row1, None
    if row1 is None:
        return newcomer, row0, None
    return newcomer, row0, row1
