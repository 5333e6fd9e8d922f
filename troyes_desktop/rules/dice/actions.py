"""The Troyes Dice engine's actions: one named constructor per verb, each returning the exact tuple the
engine takes (``Game.legal_actions`` lists them, ``Game.apply`` takes one; saves store them as JSON lists).

Actions stay plain tuples whose first item is the verb: build them with these functions rather than by
hand, and read them with :func:`verb`. Columns are numbered 1-6 from the left, plaza ranks 1-4 from the
free plaza; colours are ``"red"``, ``"white"``, ``"yellow"``; resources ``"influence"``, ``"deniers"``,
``"knowledge"``.

Action vocabulary (the stage that asks for each in brackets):

* :func:`direction` ``('direction', 'increasing'|'decreasing')`` - town crier, rolled numbering.
* :func:`number` ``('number', v)`` - town crier, expert numbering: the value of the next column from the
  left.
* :func:`choose_die` ``('die', rank, pay)`` - choose the die on the plaza of that rank; ``pay`` names the
  resource given where the wheel asks for "1 resource of your choice", else ``None``.
* :func:`fallback` ``('fallback',)`` - no die is free and none is affordable: gain one of each resource
  instead.
* :func:`change_colour` ``('colour', colour)`` / :func:`change_value` ``('value', v)`` - change the chosen
  die (knowledge / influence), each at most once.
* :func:`gain` ``('gain',)`` / :func:`prestige` ``('prestige',)`` / :func:`work` ``('work',)`` - the
  action performed with the die.
* :func:`track` ``('track', colour)`` - where a citizen goes when its own track is full.
* :func:`build` ``('build', building, column)`` - a construction given by a citizen bonus.
* :func:`citizen` ``('citizen', colour)`` - the yellow or white citizen of the Fortress Banquet.
"""
from __future__ import annotations

Action = tuple
"""An action: a tuple whose first item is the verb (words, whole numbers and None only)."""


def verb(action) -> str:
    """The verb of ``action`` (its first item): ``verb(("die", 2, None)) == "die"``."""
    return action[0]


def direction(way: str) -> Action:
    """Rolled numbering: number the plazas ``increasing`` or ``decreasing`` from the rolled value."""
    return ("direction", way)


def number(value: int) -> Action:
    """Expert numbering: the value of the next column from the left."""
    return ("number", value)


def choose_die(rank: int, pay: str | None = None) -> Action:
    """Choose the die on the plaza of ``rank`` (1-4), paying the resource ``pay`` where the wheel asks for
    one of your choice."""
    return ("die", rank, pay)


def fallback() -> Action:
    """No die can be taken: gain one of each resource instead."""
    return ("fallback",)


def change_colour(colour: str) -> Action:
    """Change the chosen die's colour (knowledge)."""
    return ("colour", colour)


def change_value(value: int) -> Action:
    """Change the chosen die's value (influence)."""
    return ("value", value)


def gain() -> Action:
    """Use the die to gain resources."""
    return ("gain",)


def prestige() -> Action:
    """Use the die to build in the prestige row."""
    return ("prestige",)


def work() -> Action:
    """Use the die to build in the work row."""
    return ("work",)


def track(colour: str) -> Action:
    """Send a citizen whose own track is full to the ``colour`` track."""
    return ("track", colour)


def build(building: str, column: int) -> Action:
    """Build ``building`` in ``column`` (1-6), a construction given by a bonus."""
    return ("build", building, column)


def citizen(colour: str) -> Action:
    """The Fortress Banquet's citizen: ``yellow`` or ``white``."""
    return ("citizen", colour)


#: Verb -> its constructor (``BY_VERB[verb(a)](*a[1:]) == a`` for every action the engine lists).
BY_VERB = {
    "direction": direction, "number": number, "die": choose_die, "fallback": fallback,
    "colour": change_colour, "value": change_value, "gain": gain, "prestige": prestige, "work": work,
    "track": track, "build": build, "citizen": citizen,
}
