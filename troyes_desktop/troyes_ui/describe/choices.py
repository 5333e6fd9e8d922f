"""The targets of a group of dice as the narrow prompt beside the board offers them (issue 41): the choices of
one kind under one line that says what they do ("Combat an event:"), each button naming only its card and
what it gives ("Robbers — 3 cubes"), so that many choices fit the column without scrolling (one choice of a
kind too when its sentence is long: hiring, a stored cube). The cathedral, a building, the fields keep their
whole sentence, first; every button's tooltip keeps it too."""

from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.troyes.board import NEUTRAL

from .actions import target_outcome
from .words import Chronicle, _int, event_name, slot_name

#: What the choices of one kind do, said once above them.
HEADS = {
    "event": QT_TRANSLATE_NOOP("Prompt", "Combat an event"),
    "hire": QT_TRANSLATE_NOOP("Prompt", "Hire a tradesman and activate the card"),
    "activate": QT_TRANSLATE_NOOP("Prompt", "Activate your card"),
}


def _kind(game, action) -> str | None:
    """The section of a target action, or None when it stands alone (the cathedral, a building, the fields;
    the purple die played as another colour)."""
    _, kind, arg, _mod, colour = (tuple(action) + (None, None, None, None))[:5]
    if colour is not None:
        return None
    if kind == "event":
        return "event"
    if kind == "card":
        p = game.pending.seat
        return "activate" if p is not None and p != NEUTRAL and game.has_tradesman(p, arg) else "hire"
    return None


def heading(game, kind: str, mod) -> str:
    """The line above the choices of ``kind`` (with the stored cube of card ``mod``, if any)."""
    what = translate("Prompt", HEADS[kind])
    if mod is None:
        return translate("Prompt", "{choice}:").format(choice=what)
    return translate("Prompt", "{choice}, with the stored cube of {card}:").format(
        choice=what, card=slot_name(game, mod))


def short_words(game, action, kind: str, with_price: bool) -> str:
    """A choice under its heading: the card, its hiring cost, what the dice give there (and their cost when
    it is not said once for all)."""
    arg = action[2]
    if kind == "event":
        text = event_name(game, arg)
    elif kind == "hire":
        cost = _int(game.card(arg).cost)
        text = Chronicle.tr("{card} (%n denier(s))", None, cost).format(card=slot_name(game, arg))
    else:
        text = slot_name(game, arg)
    what, price = target_outcome(game, action)
    if what:
        text = translate("Chronicle", "{action} \u2014 {result}").format(action=text, result=what)
    if price and with_price:
        text = Chronicle.tr("{action}, costs %n denier(s)", None, price).format(action=text)
    return text


def sections(game, targets, with_price: bool = True) -> list[tuple[str, list[tuple[tuple, str | None]]]]:
    """``targets`` (target actions, in the prompt's order) in sections: [(heading, [(action, short words)])],
    a choice that keeps its sentence (the cathedral, a building...) comes first, with the heading "" and the
    words None; then the sections in the order their first choice came."""
    groups: dict = {}
    order: list = []
    for action in targets:
        kind = _kind(game, action)
        mod = action[3] if len(action) > 3 else None
        key = (kind, mod) if kind is not None else ("alone", tuple(action))
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(action)
    alone: list[tuple[str, list[tuple[tuple, str | None]]]] = []
    out: list[tuple[str, list[tuple[tuple, str | None]]]] = []
    for key in order:
        actions = groups[key]
        kind, mod = key
        # One choice of its kind keeps its sentence when it is short (combat an event, activate your card);
        # hiring, or a stored cube, says more than a line and a short button.
        if kind == "alone" or len(actions) == 1 and kind != "hire" and mod is None:
            alone.extend(("", [(a, None)]) for a in actions)
            continue
        out.append((heading(game, kind, mod), [(a, short_words(game, a, kind, with_price)) for a in actions]))
    return alone + out      # the choices without a line above them first: none seems to belong to a section
