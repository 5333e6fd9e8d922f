"""Plain words for the engine's event records and actions (the log, the prompt panel, tooltips).

``describe_event(game, record)`` turns one record returned by ``Game.apply`` into a sentence;
``describe_action(game, action)`` says what a legal action would do, from the point of view of the
player deciding now. Both are total: an unknown record or action still gives a readable line.

Every sentence is translated whole (context "Chronicle"), in the current language, from the record's own
ids and numbers: nothing here is stored, so a game saved in one language reads in another. The only
pieces slotted into a sentence are complete noun phrases that need no agreement (a card's name, "3 VP",
"the level II outdoor activity (Harvest)", a die "red 5", a building "in the Palace").

The sentences live in one module per thing described: :mod:`.events` (the round's course, events and black
dice), :mod:`.actions` (the players' actions and dice groups), :mod:`.roy` (le Roy), :mod:`.ladies` (the
Ladies of Troyes modules) and :mod:`.decisions` (the prompt's questions), on the words of :mod:`.words`. A new
record's sentence goes in the module of its rule area.
"""

from __future__ import annotations

from .actions import describe_action, describe_action_event, describe_counter, fallback_action, target_price
from .decisions import describe_decision
from .events import describe_round_event
from .ladies import _describe_ladies_event
from .roy import describe_roy_event
from .words import (
    COLOURS,
    OUTDOOR_FACES,
    STANDING_WORDS,
    _who_cap,
    card_name,
    die_text,
    outdoor_face,
    outdoor_line,
    outdoor_title,
    phase_name,
    slot_name,
    standing_word,
    who,
)

#: What the rest of the interface uses (the words of :mod:`.words` are imported from there by name).
__all__ = [
    "COLOURS", "OUTDOOR_FACES", "STANDING_WORDS", "card_name", "describe_action", "describe_counter",
    "describe_decision", "target_price",
    "describe_event", "die_text", "fallback_action", "fallback_event", "outdoor_face", "outdoor_line",
    "outdoor_title", "phase_name", "slot_name", "standing_word", "who",
]


def fallback_event(record: dict) -> str:
    """The raw line used for a record type this module does not know (tests check it never shows)."""
    t = record.get("type", "?")
    extra = ", ".join(f"{k} {v}" for k, v in record.items() if k != "type")
    return f"{t.replace('_', ' ').capitalize()}{': ' + extra if extra else ''}."


def describe_event(game, record: dict) -> str:
    """One sentence for an event record of the Troyes engine (le Roy's include his reason)."""
    t = record.get("type", "?")
    p = record.get("player")
    name = _who_cap(game, p) if "player" in record else ""
    for part in (describe_round_event, describe_action_event):
        text = part(game, t, record, p, name)
        if text is not None:
            return text
    text = _describe_ladies_event(game, t, record, name)
    if text is not None:
        return text
    text = describe_roy_event(game, t, record, p, name)
    return text if text is not None else fallback_event(record)
