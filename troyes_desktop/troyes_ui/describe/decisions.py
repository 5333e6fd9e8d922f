"""What each pending decision asks of the player who decides (the prompt's question)."""

from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from .words import _who_cap, card_name, outdoor_words

_QUESTIONS = {
    "initial": QT_TRANSLATE_NOOP("Chronicle", "place a citizen (initial placement)"),
    "turn": QT_TRANSLATE_NOOP("Chronicle", "take an action or pass"),
    "group": QT_TRANSLATE_NOOP("Chronicle", "add dice to the group or choose where to use it"),
    "flip": QT_TRANSLATE_NOOP("Chronicle", "choose dice to turn over"),
    "source": QT_TRANSLATE_NOOP("Chronicle", "choose where the citizen comes from"),
    "count": QT_TRANSLATE_NOOP("Chronicle", "choose how many times to use the card"),
    "miller": QT_TRANSLATE_NOOP("Chronicle", "choose how many activations of the {card} go to the Palace"),
    "event": QT_TRANSLATE_NOOP("Chronicle", "choose the event card for a cube"),
    "roy_setup": QT_TRANSLATE_NOOP("Chronicle", "place his citizens"),
    "roy_black": QT_TRANSLATE_NOOP("Chronicle", "face the black die"),
    "roy": QT_TRANSLATE_NOOP("Chronicle", "take his turn"),
    "exchange": QT_TRANSLATE_NOOP("Chronicle", "exchange dice with the opponents (one each)"),
    "boost": QT_TRANSLATE_NOOP("Chronicle", "boost the die with deniers (up to 6)"),
    "landlady": QT_TRANSLATE_NOOP(
        "Chronicle", "share the activations of the {card} between influence and VP"
    ),
    "build": QT_TRANSLATE_NOOP("Chronicle", "choose a cathedral column ({card})"),
    "victim": QT_TRANSLATE_NOOP("Chronicle", "choose whose influence the {card} takes"),
    "scout": QT_TRANSLATE_NOOP("Chronicle", "put cubes on event cards ({card})"),
    "harsh_winter": QT_TRANSLATE_NOOP("Chronicle", "choose the cube lost to the {card}"),
    "possession": QT_TRANSLATE_NOOP("Chronicle", "choose the citizen possessed by the devil ({card})"),
    "liberate": QT_TRANSLATE_NOOP("Chronicle", "free a citizen from the {card} card"),
}


#: The card a decision is about, named in its question.
_QUESTION_CARDS = {
    "landlady": "landlady",
    "build": "master-builder",
    "victim": "executioner",
    "scout": "scout",
    "harsh_winter": "harsh-winter",
    "possession": "possession",
    "liberate": "possession",
    "miller": "miller",
}


def describe_decision(game) -> str:
    """What the pending decision asks, e.g. "Anna: take an action or pass"."""
    kind, p = game.pending.kind, game.pending.seat
    if kind == "over":
        return translate("Chronicle", "The game is over.")
    if kind == "black":
        what = (
            translate("Chronicle", "counter the black {value}").format(value=game.black[0])
            if game.black
            else translate("Chronicle", "counter the black die")
        )
    elif kind == "ramparts":
        what = translate("Chronicle", "spend the action points on the ramparts ({left} left)").format(
            left=game.rampart_points()
        )
    elif kind == "outdoor":
        what = _outdoor_question(game)
    elif kind == "mixed":
        what = translate("Chronicle", "place cubes on {card} or use those there").format(
            card=card_name(game, game.active_card())
        )
    elif kind in _QUESTIONS:
        what = translate("Chronicle", _QUESTIONS[kind]).format(
            card=card_name(game, _QUESTION_CARDS.get(kind, ""))
        )
    else:
        what = translate("Chronicle", "decide")
    return translate("Chronicle", "{player}: {question}").format(player=_who_cap(game, p), question=what)


def _outdoor_question(game) -> str:
    offer = game.outdoor_offer() or {}
    level, face = offer.get("level"), offer.get("face")
    if level is None:
        return translate("Chronicle", "decide about an outdoor activity")
    return translate("Chronicle", "use {tile}?").format(tile=outdoor_words(game, level, face))


#: The phases named in the phase banner; show them with :func:`phase_name`.
