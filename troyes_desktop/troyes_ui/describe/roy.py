"""Sentences for le Roy, the solo game's opponent: his placement, his black dice and his turns."""

from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from .words import Chronicle, _int, _space, card_name, die_text, die_text_words, slot_name, vp_words


def describe_roy_event(g, t: str, record: dict, p, name: str) -> str | None:  # noqa: C901
    """Le Roy's records; None for any other record (one branch per record type)."""
    if t == "roy_setup_roll":
        dice = record.get("dice") or []
        return translate("Chronicle", "Le Roy rolls for his placement: {dice}.").format(
            dice=", ".join(die_text(g, tuple(d)) for d in dice)
        )
    if t == "roy_setup_place":
        return translate("Chronicle", "Le Roy places a citizen on {space}: {reason}.").format(
            space=_space(record.get("building"), record.get("space")), reason=record.get("reason")
        )
    if t == "roy_black_die":
        die = record.get("die")
        if die:
            text = translate("Chronicle", "Le Roy removes the black {value} with his {die} ({reason}).")
        else:
            text = translate("Chronicle", "Le Roy removes the black {value} ({reason}).")
        return text.format(value=record.get("value"), die=die_text_words(die), reason=record.get("reason"))
    if t == "roy_turn":
        return _describe_roy_turn(g, record)
    return None


#: What le Roy does for each result of his roll (his action table).
_ROY_ACTIONS = {
    "vp3": QT_TRANSLATE_NOOP("Chronicle", "gains 3 VP"),
    "vp2": QT_TRANSLATE_NOOP("Chronicle", "gains 2 VP"),
    "worker": QT_TRANSLATE_NOOP("Chronicle", "places a worker"),
    "event": QT_TRANSLATE_NOOP("Chronicle", "fills the right-most event"),
    "tradesman": QT_TRANSLATE_NOOP("Chronicle", "places a tradesman"),
    "cathedral": QT_TRANSLATE_NOOP("Chronicle", "places 2 cubes on the cathedral"),
    "character": QT_TRANSLATE_NOOP("Chronicle", "reveals a character"),
}


def _describe_roy_turn(g, record: dict) -> str:
    roll = record.get("roll") or []
    action = record.get("action")
    what = (
        translate("Chronicle", _ROY_ACTIONS[action])
        if action in _ROY_ACTIONS
        else str(record.get("text", action))
    )
    if roll:
        text = translate("Chronicle", "Le Roy rolls {total} ({roll}): {action}").format(
            total=record.get("total"), roll=" + ".join(str(v) for v in roll), action=what
        )
    else:
        text = translate("Chronicle", "Le Roy rolls {total}: {action}").format(
            total=record.get("total"), action=what
        )
    details = []
    if record.get("bought"):
        details.append(
            Chronicle.tr("buys your {die} for %n denier(s)", None, _int(record.get("paid"))).format(
                die=die_text_words(record["bought"])
            )
        )
    spent = record.get("spent")
    if spent:
        details.append(
            translate("Chronicle", "spends his {dice}").format(
                dice=", ".join(die_text_words(d) for d in spent)
            )
        )
    if record.get("character"):
        details.append(
            translate("Chronicle", "{card}: you score {you}, he scores {him}").format(
                card=card_name(g, record["character"]),
                you=vp_words(record.get("player_vp", 0)),
                him=vp_words(record.get("vp", 0)),
            )
        )
    elif record.get("vp") and action not in ("character", "vp2", "vp3", "cathedral"):
        details.append(vp_words(record["vp"]))
    if record.get("event"):
        details.append(
            translate("Chronicle", "on the event {card}").format(card=card_name(g, record["event"]))
        )
    if "slot" in record:
        details.append(
            translate("Chronicle", "on {card}").format(
                card=card_name(g, record["card"]) if record.get("card") else slot_name(g, record["slot"])
            )
        )
    if record.get("cubes"):
        spaces = [
            translate("Chronicle", "level {level} space {space}").format(level=lv + 1, space=v)
            for lv, v in record["cubes"]
        ]
        details.append(translate("Chronicle", "cubes on {spaces}").format(spaces=", ".join(spaces)))
    if details:
        for detail in details:
            text = translate("Chronicle", "{text}; {detail}", "le Roy's turn and one more detail").format(
                text=text, detail=detail
            )
    if record.get("reason"):
        text = translate("Chronicle", "{text}. Why: {reason}").format(text=text, reason=record["reason"])
    return text + "."


# --------------------------------------------------------------------------------------------- actions
