"""The Troyes Dice words the screens and the chronicle share, in the current language.

Ids (``"fortress"``, ``"red"``, ``"knowledge"``...) stay English everywhere; these functions give the word a
player reads. Buildings come with and without their article ("the Fortress" / "la Forteresse"), colours
agree with what they describe (through :func:`troyes_desktop.rules.troyes.board.colour_word`: a die is
masculine, a plaza feminine in French), counts go through plural entries.
"""

from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, english_plural, translate

BUILDINGS = {
    "fortress": QT_TRANSLATE_NOOP("DiceSheet", "Fortress"),
    "great_hall": QT_TRANSLATE_NOOP("DiceSheet", "Great Hall"),
    "cathedral": QT_TRANSLATE_NOOP("DiceSheet", "Cathedral"),
    "counts_palace": QT_TRANSLATE_NOOP("DiceSheet", "Count's Palace"),
    "city_hall": QT_TRANSLATE_NOOP("DiceSheet", "City Hall"),
    "bishopric": QT_TRANSLATE_NOOP("DiceSheet", "Bishopric"),
}
THE_BUILDINGS = {
    "fortress": QT_TRANSLATE_NOOP("DiceSheet", "the Fortress"),
    "great_hall": QT_TRANSLATE_NOOP("DiceSheet", "the Great Hall"),
    "cathedral": QT_TRANSLATE_NOOP("DiceSheet", "the Cathedral"),
    "counts_palace": QT_TRANSLATE_NOOP("DiceSheet", "the Count's Palace"),
    "city_hall": QT_TRANSLATE_NOOP("DiceSheet", "the City Hall"),
    "bishopric": QT_TRANSLATE_NOOP("DiceSheet", "the Bishopric"),
}
#: What a Cathedral of the column scores (the sheet's final column and the end dialog).
BUILDINGS_PLURAL = {
    "fortress": QT_TRANSLATE_NOOP("DiceSheet", "Fortresses"),
    "counts_palace": QT_TRANSLATE_NOOP("DiceSheet", "Count's Palaces"),
    "great_hall": QT_TRANSLATE_NOOP("DiceSheet", "Great Halls"),
    "city_hall": QT_TRANSLATE_NOOP("DiceSheet", "City Halls"),
    "cathedral": QT_TRANSLATE_NOOP("DiceSheet", "Cathedrals"),
    "bishopric": QT_TRANSLATE_NOOP("DiceSheet", "Bishoprics"),
}
RESOURCES = {
    "influence": QT_TRANSLATE_NOOP("DiceSheet", "influence"),
    "deniers": QT_TRANSLATE_NOOP("DiceSheet", "deniers"),
    "knowledge": QT_TRANSLATE_NOOP("DiceSheet", "knowledge"),
}
DISTRICTS = (
    QT_TRANSLATE_NOOP("DiceSheet", "Noble"),
    QT_TRANSLATE_NOOP("DiceSheet", "Civil"),
    QT_TRANSLATE_NOOP("DiceSheet", "Religious"),
)
#: The Banquet / Raid tiles by id (painted beside the wheel, named in the chronicle).
TILES = {
    "value": QT_TRANSLATE_NOOP("DiceWheel", "Value"),
    "colour": QT_TRANSLATE_NOOP("DiceWheel", "Colour"),
    "price": QT_TRANSLATE_NOOP("DiceWheel", "Price"),
    "fortress": QT_TRANSLATE_NOOP("DiceWheel", "Fortress"),
    "cathedral": QT_TRANSLATE_NOOP("DiceWheel", "Cathedral"),
    "great_hall": QT_TRANSLATE_NOOP("DiceWheel", "Great Hall"),
    "work": QT_TRANSLATE_NOOP("DiceWheel", "Work"),
    "shelter": QT_TRANSLATE_NOOP("DiceWheel", "Shelter"),
}




def building(b: str) -> str:
    """"Fortress" / "Forteresse"."""
    return translate("DiceSheet", BUILDINGS[b]) if b in BUILDINGS else str(b)


def the_building(b: str) -> str:
    """"the Fortress" / "la Forteresse" (to stand as a sentence's object)."""
    return translate("DiceSheet", THE_BUILDINGS[b]) if b in THE_BUILDINGS else str(b)


def buildings_plural(b: str) -> str:
    return translate("DiceSheet", BUILDINGS_PLURAL[b]) if b in BUILDINGS_PLURAL else str(b)


def resource(r: str) -> str:
    """A resource's name alone: "influence", "deniers", "knowledge"."""
    return translate("DiceSheet", RESOURCES[r]) if r in RESOURCES else str(r)


def amount(r: str, n: int) -> str:
    """``n`` of a resource: "3 influence", "1 denier", "2 knowledge"."""
    if r == "influence":
        return english_plural(translate("DiceSheet", "%n influence", None, n), n)
    if r == "deniers":
        return english_plural(translate("DiceSheet", "%n denier(s)", None, n), n)
    if r == "knowledge":
        return english_plural(translate("DiceSheet", "%n knowledge", None, n), n)
    if r == "any":
        return english_plural(translate("DiceSheet", "%n resource(s) of your choice", None, n), n)
    return f"{n} {r}"


def cost(cost: dict) -> str:
    """What a die costs (``Game.die_cost``), in words: "1 denier + 1 resource of your choice", "nothing"."""
    need = [amount(r, n) for r, n in cost.items() if n and r != "any"]
    if cost.get("any"):
        need.append(amount("any", cost["any"]))
    return " + ".join(need) or translate("DiceSheet", "nothing", "a die's cost")


def citizens(colour: str, n: int) -> str:
    """``n`` citizens of a colour: "1 knight", "2 artisans", "3 priests"."""
    if colour == "red":
        return english_plural(translate("DiceSheet", "%n knight(s)", None, n), n)
    if colour == "yellow":
        return english_plural(translate("DiceSheet", "%n artisan(s)", None, n), n)
    return english_plural(translate("DiceSheet", "%n priest(s)", None, n), n)


#: A citizen of each colour: alone, as a group, with its article.
CITIZEN = {"red": QT_TRANSLATE_NOOP("DiceSheet", "knight"),
           "yellow": QT_TRANSLATE_NOOP("DiceSheet", "artisan"),
           "white": QT_TRANSLATE_NOOP("DiceSheet", "priest")}
CITIZEN_KIND = {"red": QT_TRANSLATE_NOOP("DiceSheet", "knights"),
                "yellow": QT_TRANSLATE_NOOP("DiceSheet", "artisans"),
                "white": QT_TRANSLATE_NOOP("DiceSheet", "priests")}
A_CITIZEN = {"red": QT_TRANSLATE_NOOP("DiceSheet", "a knight"),
             "yellow": QT_TRANSLATE_NOOP("DiceSheet", "an artisan"),
             "white": QT_TRANSLATE_NOOP("DiceSheet", "a priest")}


def citizen(colour: str) -> str:
    """One citizen of a colour, without article: "knight", "artisan", "priest"."""
    return translate("DiceSheet", CITIZEN.get(colour, CITIZEN["white"]))


def citizen_kind(colour: str) -> str:
    """The citizens of a colour as a group: "knights", "artisans", "priests"."""
    return translate("DiceSheet", CITIZEN_KIND.get(colour, CITIZEN_KIND["white"]))


def a_citizen(colour: str) -> str:
    """One citizen of a colour with its article: "a knight", "an artisan", "a priest"."""
    return translate("DiceSheet", A_CITIZEN.get(colour, A_CITIZEN["white"]))


def district(d: int) -> str:
    return translate("DiceSheet", DISTRICTS[d])


def tile(t: str) -> str:
    return translate("DiceWheel", TILES[t]) if t in TILES else str(t).replace("_", " ")


def die_colour(colour: str) -> str:
    """A die's colour as an adjective: "red" (un dé rouge, blanc...); "black" for the black die."""
    if colour == "black":
        return translate("DiceSheet", "black", "a die")
    from troyes_desktop.rules.troyes.board import colour_word

    return colour_word(colour, "die") if colour in ("red", "white", "yellow") else str(colour)


def plaza_colour(colour: str) -> str:
    """A plaza's colour as an adjective (une place rouge, blanche...)."""
    from troyes_desktop.rules.troyes.board import colour_word

    return colour_word(colour, "card") if colour in ("red", "white", "yellow") else str(colour)


def die(colour: str, value) -> str:
    """A die by colour and value as the chronicle and the panel name it: "the red 4" / "le 4 rouge"."""
    return translate("DiceSheet", "the {colour} {value}").format(colour=die_colour(colour), value=value)
