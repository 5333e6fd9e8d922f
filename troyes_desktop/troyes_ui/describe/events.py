"""Sentences for the round's course: rounds, cards revealed, income, the workforce, events and their
cubes, black dice and their penalties."""

from __future__ import annotations

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes.board import NEUTRAL

from .words import Chronicle, _and_list, _int, _values, card_name, die_text, influence_words, vp_words, who


def _round_started(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "Round {round} begins; {player} is the start player.").format(
        round=record.get("round"), player=who(g, record.get("start_player"))
    )


def _round_ended(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "Round {round} ends.").format(round=record.get("round"))


def _round_card_revealed(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "The activity card {card} is revealed.").format(
        card=card_name(g, record.get("card"))
    )


def _round_income(g, t: str, record: dict, p, name: str) -> str | None:
    if record.get("salary"):
        salary = _int(record.get("salary"))
        return Chronicle.tr(
            "{player} receives {income} deniers of income and pays {paid} of %n denier(s) of salaries.",
            None,
            salary,
        ).format(player=name, income=record.get("income"), paid=record.get("paid"))
    income = _int(record.get("income"))
    return Chronicle.tr("{player} receives %n denier(s) of income.", None, income).format(player=name)


def _round_workforce(g, t: str, record: dict, p, name: str) -> str | None:
    dice = record.get("dice") or []
    if record.get("values") is not None:  # (colour, value) carried by the record itself
        values = [die_text(g, tuple(cv)) for cv in record["values"]]
    else:
        values = [die_text(g, d, owner=False) for d in dice]
    n = len(values)
    if p == NEUTRAL and not g.solo:
        if not values:
            return translate("Chronicle", "The neutral district rolls no dice this round.")
        text = Chronicle.tr("The neutral district rolls %n die(s): {dice}.", None, n)
    elif p == NEUTRAL:
        if not values:
            return translate("Chronicle", "Le Roy's district rolls no dice this round.")
        text = Chronicle.tr("Le Roy's district rolls %n die(s): {dice}.", None, n)
    else:
        if not values:
            return translate("Chronicle", "{player} rolls no dice this round.").format(player=name)
        text = Chronicle.tr("{player} rolls %n die(s): {dice}.", None, n)
    return text.format(player=name, dice=", ".join(values))


def _round_event_revealed(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "The event {card} is revealed.").format(
        card=card_name(g, record.get("card"))
    )


def _round_event_resolved(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{card} takes effect.").format(card=card_name(g, record.get("event")))


def _round_event_roll(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{card}: a die is rolled, {value}.").format(
        card=card_name(g, record.get("event")), value=record.get("value")
    )


def _round_event_payment(g, t: str, record: dict, p, name: str) -> str | None:
    owed = _int(record.get("owed"))
    return Chronicle.tr("{card}: {player} owes %n denier(s) and pays {paid}.", None, owed).format(
        card=card_name(g, record.get("event")), player=name, paid=record.get("paid")
    )


def _round_influence_lost(g, t: str, record: dict, p, name: str) -> str | None:
    return Chronicle.tr(
        "{card}: {player} loses %n influence.", None, _int(record.get("influence"))
    ).format(card=card_name(g, record.get("event")), player=name)


def _round_cathedral_cube(g, t: str, record: dict, p, name: str) -> str | None:
    level, space = record.get("level", 0) + 1, record.get("value")
    if p == NEUTRAL and not g.solo:
        return translate(
            "Chronicle", "A neutral cube on the cathedral, level {level}, space {space}."
        ).format(level=level, space=space)
    vp, influence = record.get("vp"), record.get("influence")
    if vp and influence:
        text = translate(
            "Chronicle",
            "{player} places a cube on the cathedral, level {level}, space {space} ({vp}, {influence}).",
        )
    elif vp:
        text = translate(
            "Chronicle", "{player} places a cube on the cathedral, level {level}, space {space} ({vp})."
        )
    elif influence:
        text = translate(
            "Chronicle",
            "{player} places a cube on the cathedral, level {level}, space {space} ({influence}).",
        )
    else:
        text = translate(
            "Chronicle", "{player} places a cube on the cathedral, level {level}, space {space}."
        )
    return text.format(
        player=name, level=level, space=space, vp=vp_words(vp), influence=influence_words(influence)
    )


def _round_cathedral_cube_removed(g, t: str, record: dict, p, name: str) -> str | None:
    return translate(
        "Chronicle", "A cube of {player} is removed from the cathedral (level {level}, space {space})."
    ).format(player=who(g, p), level=record.get("level", 0) + 1, space=record.get("value"))


def _round_black_dice_rolled(g, t: str, record: dict, p, name: str) -> str | None:
    values = record.get("values") or []
    if not values:
        return translate("Chronicle", "No black die this round.")
    return translate("Chronicle", "The black dice are rolled: {values}.").format(values=_values(values))


def _round_black_dice_countered(g, t: str, record: dict, p, name: str) -> str | None:
    values = record.get("values") or []
    n = len(record.get("dice") or [])
    if len(values) > 1:
        text = Chronicle.tr(
            "{player} counters the black {values} with %n die(s) and gains {influence}.",
            "several black dice",
            n,
        )
    else:
        text = Chronicle.tr(
            "{player} counters the black {values} with %n die(s) and gains {influence}.",
            "one black die",
            n,
        )
    return text.format(
        player=name,
        values=_and_list([str(v) for v in values]),
        influence=influence_words(record.get("influence")),
    )


def _round_black_die_not_countered(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} does not counter the black {value}.").format(
        player=name, value=record.get("value")
    )


def _round_penalty(g, t: str, record: dict, p, name: str) -> str | None:
    if not record.get("vp"):
        return translate("Chronicle", "{player} would lose VP ({reason}) but has none to lose.").format(
            player=name, reason=record.get("reason")
        )
    return Chronicle.tr("{player} loses %n VP: {reason}.", None, _int(record.get("vp"))).format(
        player=name, reason=record.get("reason")
    )


def _round_game_over(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "The game is over: final scoring.")


# The line of each kind of record (:func:`describe_round_event`); a kind not here has none.
_ROUND_LINES = {
    "round_started": _round_started,
    "round_ended": _round_ended,
    "card_revealed": _round_card_revealed,
    "income": _round_income,
    "workforce": _round_workforce,
    "event_revealed": _round_event_revealed,
    "event_resolved": _round_event_resolved,
    "event_roll": _round_event_roll,
    "event_payment": _round_event_payment,
    "influence_lost": _round_influence_lost,
    "cathedral_cube": _round_cathedral_cube,
    "cathedral_cube_removed": _round_cathedral_cube_removed,
    "black_dice_rolled": _round_black_dice_rolled,
    "black_dice_countered": _round_black_dice_countered,
    "black_die_not_countered": _round_black_die_not_countered,
    "penalty": _round_penalty,
    "game_over": _round_game_over,
}


def describe_round_event(g, t: str, record: dict, p, name: str) -> str | None:
    """Records of the round's course, events and black dice; None for any other record (one small
    function per record type, :data:`_ROUND_LINES`)."""
    line = _ROUND_LINES.get(t) if isinstance(t, str) else None
    return None if line is None else line(g, t, record, p, name)


def _describe_countered(g, record: dict) -> str:
    awards = record.get("awards") or {}
    taker = record.get("taken_by")
    gains = [
        translate("Chronicle", "{player} {vp}", "a player and the VP they win").format(
            player=who(g, int(k)), vp=vp_words(v)
        )
        for k, v in awards.items()
        if v
    ]
    if record.get("event") == "marauding":  # Marauding is never discarded
        text = (
            translate("Chronicle", "{card} is countered: {gains}; the card stays in play, its cubes cleared.")
            if gains
            else translate("Chronicle", "{card} is countered; the card stays in play, its cubes cleared.")
        )
    elif taker is not None:
        text = (
            translate("Chronicle", "{card} is countered: {gains}; {player} takes the card.")
            if gains
            else translate("Chronicle", "{card} is countered; {player} takes the card.")
        )
    else:
        text = (
            translate("Chronicle", "{card} is countered: {gains}; the card is discarded.")
            if gains
            else translate("Chronicle", "{card} is countered; the card is discarded.")
        )
    return text.format(
        card=card_name(g, record.get("event")),
        gains=", ".join(gains),
        player=who(g, taker) if taker is not None else "",
    )


#: The order in which guards reach the top gate.
