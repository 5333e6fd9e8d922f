"""Sentences for the players' actions: influence, dice groups and what they do on a card, the cathedral, an
event or a building, citizens and tradesmen; and the words for an action about to be taken."""

from __future__ import annotations

import logging

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes.board import NEUTRAL, colour_word

from .events import _describe_countered
from .ladies import _describe_ladies_action
from .words import (
    COLOUR_GLYPHS,
    Chronicle,
    _and_list,
    _int,
    _own_die,
    _payments,
    _record_card,
    _space,
    _target_text,
    _values,
    action_point_words,
    building_words,
    card_name,
    cube_words,
    deniers_words,
    die_text,
    event_name,
    influence_words,
    outdoor_words,
    slot_name,
    vp_words,
    who,
)

logger = logging.getLogger(__name__)


def _action_die_rerolled(g, t: str, record: dict, p, name: str) -> str | None:
    colour = record.get("colour")
    if colour in (0, 1, 2, 3):
        text = translate(
            "Chronicle", "{player} spends 1 influence to reroll their {colour} die: it shows {value}."
        )
    else:
        text = translate("Chronicle", "{player} spends 1 influence to reroll a die: it shows {value}.")
    return text.format(
        player=name,
        colour=colour_word(colour, "die") if colour in (0, 1, 2, 3) else "",
        value=record.get("value"),
    )


def _action_citizen_hired(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} hires a citizen for 2 influence.").format(player=name)


def _action_dice_turned_over(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} spends 4 influence to turn over dice: now {values}.").format(
        player=name, values=_values(record.get("values") or [])
    )


def _action_passed(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} passes.").format(player=name)


def _action_dice_used(g, t: str, record: dict, p, name: str) -> str | None:
    return _describe_dice_used(g, record, name)


def _action_tradesman_paid(g, t: str, record: dict, p, name: str) -> str | None:
    cost = _int(record.get("cost"))
    if record.get("resource") == "influence":
        text = Chronicle.tr("{player} pays %n influence to hire a tradesman on {card}.", None, cost)
    else:
        text = Chronicle.tr("{player} pays %n denier(s) to hire a tradesman on {card}.", None, cost)
    return text.format(player=name, card=_record_card(g, record))


def _action_tradesman_hired(g, t: str, record: dict, p, name: str) -> str | None:
    if record.get("space", -1) < 0:
        return translate(
            "Chronicle", "{player}'s tradesman goes on the illustration of {card} (no VP)."
        ).format(player=name, card=_record_card(g, record))
    return Chronicle.tr(
        "{player}'s tradesman takes a space worth %n VP on {card}.", None, _int(record.get("vp"))
    ).format(player=name, card=_record_card(g, record))


def _action_citizen_taken(g, t: str, record: dict, p, name: str) -> str | None:
    return _describe_citizen_taken(g, record, name)


def _action_citizen_placed(g, t: str, record: dict, p, name: str) -> str | None:
    where = _space(record.get("building"), record.get("space"))
    initial = bool(record.get("initial"))
    if p == NEUTRAL and not g.solo:
        text = (
            translate("Chronicle", "A neutral citizen goes on {space} (initial placement).")
            if initial
            else translate("Chronicle", "A neutral citizen goes on {space}.")
        )
    elif p == NEUTRAL:
        text = (
            translate("Chronicle", "Le Roy places a citizen on {space} (initial placement).")
            if initial
            else translate("Chronicle", "Le Roy places a citizen on {space}.")
        )
    else:
        text = (
            translate("Chronicle", "{player} places a citizen on {space} (initial placement).")
            if initial
            else translate("Chronicle", "{player} places a citizen on {space}.")
        )
    return text.format(player=name, space=where)


def _action_citizen_expelled(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "A citizen of {player} is expelled {from_building}.").format(
        player=who(g, p), from_building=building_words(record.get("building", 0), "from")
    )


def _action_no_neutral_citizen(g, t: str, record: dict, p, name: str) -> str | None:
    b = record.get("building")
    if b in (0, 1, 2):
        return translate("Chronicle", "No neutral citizen is left {for_building}.").format(
            for_building=building_words(b, "for")
        )
    return translate("Chronicle", "No neutral citizen is left in the supply.")


def _action_neutral_blocked(g, t: str, record: dict, p, name: str) -> str | None:
    return translate(
        "Chronicle",
        "The neutral citizen cannot go {to_building} ({value}): a protected citizen is there.",
    ).format(to_building=building_words(record.get("building", 0), "to"), value=record.get("value"))


def _action_agriculture(g, t: str, record: dict, p, name: str) -> str | None:
    deniers = _int(record.get("deniers"))
    return Chronicle.tr("{player} works the fields: %n denier(s).", None, deniers).format(player=name)


def _action_cubes_stored(g, t: str, record: dict, p, name: str) -> str | None:
    if record.get("tile"):
        return translate("Chronicle", "{player} moves a cube from {tile} onto {card}.").format(
            player=name, tile=outdoor_words(g, record["tile"]), card=card_name(g, record.get("card"))
        )
    cubes = _int(record.get("cubes"))
    return Chronicle.tr("{player} stores %n cube(s) on {card} for a later action.", None, cubes).format(
        player=name, card=card_name(g, record.get("card"))
    )


def _action_event_cube(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} places a cube on {card}.").format(
        player=name, card=card_name(g, record.get("event"))
    )


def _action_event_countered(g, t: str, record: dict, p, name: str) -> str | None:
    return _describe_countered(g, record)


def _action_effect_unused(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} cannot use {card}: {reason}.").format(
        player=name, card=card_name(g, record.get("card")), reason=record.get("reason")
    )


def _action_deniers_gained(g, t: str, record: dict, p, name: str) -> str | None:
    deniers = _int(record.get("deniers"))
    return Chronicle.tr("{player} gains %n denier(s) ({card}).", None, deniers).format(
        player=name, card=card_name(g, record.get("card"))
    )


def _action_vp_gained(g, t: str, record: dict, p, name: str) -> str | None:
    vp = _int(record.get("vp"))
    if record.get("deniers"):
        # The Goldsmith gives both: the deniers are gained too, not paid.
        text = Chronicle.tr("{player} gains %n VP and {deniers} ({card}).", None, vp)
    else:
        text = Chronicle.tr("{player} gains %n VP ({card}).", None, vp)
    return text.format(
        player=name, deniers=deniers_words(record.get("deniers")), card=card_name(g, record.get("card"))
    )


def _action_influence_gained(g, t: str, record: dict, p, name: str) -> str | None:
    return Chronicle.tr(
        "{player} gains %n influence ({card}).", None, _int(record.get("influence"))
    ).format(player=name, card=card_name(g, record.get("card")))


def _action_chivalry(g, t: str, record: dict, p, name: str) -> str | None:
    red = _int(record.get("red_dice"))
    return Chronicle.tr("{player} has %n red die(s): {cubes} from {card}.", None, red).format(
        player=name, cubes=cube_words(record.get("cubes")), card=card_name(g, "chivalry")
    )


def _action_leaders_score(g, t: str, record: dict, p, name: str) -> str | None:
    leaders = record.get("leaders") or []
    names = ", ".join(who(g, x) for x in leaders) or who(g, None)
    vp = _int(record.get("vp"))
    if NEUTRAL in leaders and not g.solo:
        text = Chronicle.tr(
            "{player} activates {card}: the leaders are {leaders}; %n VP each "
            "(the neutral district gains nothing).",
            None,
            vp,
        )
    else:
        text = Chronicle.tr("{player} activates {card}: the leaders are {leaders}; %n VP each.", None, vp)
    return text.format(player=name, card=card_name(g, t), leaders=names)


def _action_spend_for_gain(g, t: str, record: dict, p, name: str) -> str | None:
    paid_influence = t in ("artisan", "troubadour")
    cost = (
        influence_words(-_int(record.get("influence")))
        if paid_influence
        else deniers_words(-_int(record.get("deniers")))
    )
    gain = {
        "artisan": lambda: deniers_words(record.get("deniers")),
        "innkeeper": lambda: influence_words(record.get("influence")),
    }.get(t, lambda: vp_words(record.get("vp")))()
    return translate("Chronicle", "{player} spends {cost} for {gain} ({card}).").format(
        player=name, cost=cost, gain=gain, card=card_name(g, t)
    )


def _action_diplomat(g, t: str, record: dict, p, name: str) -> str | None:
    return translate("Chronicle", "{player} spends {influence} for {cubes} on events ({card}).").format(
        player=name,
        influence=influence_words(-_int(record.get("influence"))),
        cubes=cube_words(record.get("cubes")),
        card=card_name(g, "diplomat"),
    )


def _action_miller(g, t: str, record: dict, p, name: str) -> str | None:
    deniers = _int(record.get("deniers"))
    return Chronicle.tr(
        "{player} earns %n denier(s) from the {card} ({palace} on the Palace, "
        "{bishopric} on the Bishopric).",
        None,
        deniers,
    ).format(
        player=name,
        card=card_name(g, "miller"),
        palace=record.get("palace"),
        bishopric=record.get("bishopric"),
    )


def _action_archer_roll(g, t: str, record: dict, p, name: str) -> str | None:
    if record.get("hit"):
        text = translate("Chronicle", "{player} rolls {value} for the {card}: a hit.")
    else:
        text = translate("Chronicle", "{player} rolls {value} for the {card}: a miss.")
    return text.format(player=name, value=record.get("value"), card=card_name(g, "archer"))


# The line of each kind of record (:func:`describe_action_event`); a kind not here has none.
_ACTION_LINES = {
    "die_rerolled": _action_die_rerolled,
    "citizen_hired": _action_citizen_hired,
    "dice_turned_over": _action_dice_turned_over,
    "passed": _action_passed,
    "dice_used": _action_dice_used,
    "tradesman_paid": _action_tradesman_paid,
    "tradesman_hired": _action_tradesman_hired,
    "citizen_taken": _action_citizen_taken,
    "citizen_placed": _action_citizen_placed,
    "citizen_expelled": _action_citizen_expelled,
    "no_neutral_citizen": _action_no_neutral_citizen,
    "neutral_blocked": _action_neutral_blocked,
    "agriculture": _action_agriculture,
    "cubes_stored": _action_cubes_stored,
    "event_cube": _action_event_cube,
    "event_countered": _action_event_countered,
    "effect_unused": _action_effect_unused,
    "deniers_gained": _action_deniers_gained,
    "vp_gained": _action_vp_gained,
    "influence_gained": _action_influence_gained,
    "chivalry": _action_chivalry,
    "procession": _action_leaders_score,
    "joust": _action_leaders_score,
    "artisan": _action_spend_for_gain,
    "innkeeper": _action_spend_for_gain,
    "journeyman": _action_spend_for_gain,
    "troubadour": _action_spend_for_gain,
    "diplomat": _action_diplomat,
    "miller": _action_miller,
    "archer_roll": _action_archer_roll,
}


def describe_action_event(g, t: str, record: dict, p, name: str) -> str | None:
    """Records of the players' actions (dice groups, citizens, cards' effects); None for any other
    record (one small function per record type, :data:`_ACTION_LINES`)."""
    line = _ACTION_LINES.get(t) if isinstance(t, str) else None
    return None if line is None else line(g, t, record, p, name)


def _describe_dice_used(g, record: dict, name: str) -> str:
    # Each die with the article French wants in the list ("le 5 jaune (Anna), le 3 jaune (neutre)").
    dice = ", ".join(
        translate("Chronicle", "{die}", "a die in the list of dice used, with its article").format(
            die=die_text(g, d)
        )
        for d in record.get("dice") or []
    )
    target = record.get("target")
    arg = record.get("arg")
    card = None
    if target in ("card", "event") and record.get("card"):
        card = card_name(g, record["card"])  # the record's own card: the queue may have changed
    elif target == "card":
        card = slot_name(g, arg)
    elif target == "event":
        card = event_name(g, arg)
    details = []
    value = record.get("value")
    if target in ("card", "event", "agriculture") and value is not None:
        details.append(translate("Chronicle", " (worth {value})").format(value=value))
    elif target == "building" and value is not None:
        details.append(translate("Chronicle", " (value {value})").format(value=value))
    details.append(_payments(g, record.get("payments")))
    if record.get("cube") is not None:
        cube = card_name(g, record["cube_card"]) if record.get("cube_card") else slot_name(g, record["cube"])
        details.append(translate("Chronicle", ", with the stored cube of {card}").format(card=cube))
    if record.get("colour") is not None and 0 <= record["colour"] < 3:
        details.append(
            translate("Chronicle", ", the purple die counting as {colour}").format(
                colour=colour_word(record["colour"], "die")
            )
        )
    if target == "ramparts":
        details.append(
            translate("Chronicle", " ({points})", "action points").format(
                points=action_point_words(record.get("value", 0))
            )
        )
    times = _int(record.get("times"))
    if times and target == "card":
        details.append(Chronicle.tr(" (%n activation(s))", None, times))
    elif times and target == "event":
        details.append(Chronicle.tr(" (%n cube(s))", None, times))
    if target == "card":
        text = translate("Chronicle", "{player} uses {dice} on {card}{details}.", "an activity card")
    elif target == "event":
        text = translate("Chronicle", "{player} uses {dice} on {card}{details}.", "an event card")
    elif target == "cathedral" and arg is not None:
        text = translate("Chronicle", "{player} uses {dice} on the cathedral (column {column}){details}.")
    elif target == "cathedral":
        text = translate("Chronicle", "{player} uses {dice} on the cathedral{details}.")
    elif target == "building":
        text = translate("Chronicle", "{player} uses {dice} on {building}{details}.")
    elif target == "agriculture":
        text = translate("Chronicle", "{player} uses {dice} on agriculture{details}.")
    elif target == "ramparts":
        text = translate("Chronicle", "{player} uses {dice} on the ramparts{details}.")
    else:
        text = translate("Chronicle", "{player} uses {dice} on {target}{details}.")
    return text.format(
        player=name,
        dice=dice,
        card=card,
        column=arg,
        building=building_words(arg),
        target=_target_text(g, target, arg),
        details="".join(details),
    )


def _describe_citizen_taken(g, record: dict, name: str) -> str:
    source = record.get("source")
    if source == "supply":
        text = translate("Chronicle", "{player} takes a citizen from the personal supply.")
    elif source == "influence":
        text = translate("Chronicle", "{player} takes a citizen from a citizen hired for 2 influence.")
    elif source == "space":
        text = translate("Chronicle", "{player} takes a citizen from {space}.")
    elif source == "expelled":
        text = translate("Chronicle", "{player} takes a citizen from the expelled citizens {of_building}.")
    elif source == "tradesman":
        text = translate("Chronicle", "{player} takes a citizen from a tradesman on {card}.")
    else:
        text = translate("Chronicle", "{player} takes a citizen from {source}.")
    a, b = record.get("a"), record.get("b")
    return text.format(
        player=name,
        space=_space(a, b) if source == "space" else "",
        of_building=building_words(a, "of") if source == "expelled" else "",
        card=slot_name(g, a) if source == "tradesman" else "",
        source=source,
    )


def describe_action(game, action, *, price: bool = True) -> str:  # noqa: C901
    """What an action does, in words a player understands (for buttons and lists); ``price`` False leaves
    out what the chosen dice cost (the prompt says it once when every target costs the same)."""
    if not action:
        return "?"
    verb = action[0]
    g = game
    p = g.pending.seat
    if verb == "pass":
        return translate("Chronicle", "Pass (take no more actions this round)")
    if verb == "hire":
        return translate("Chronicle", "Hire a citizen (2 influence)")
    if verb == "flip":
        return translate("Chronicle", "Turn over up to 3 of your dice (4 influence)")
    if verb == "flip_die":
        return translate("Chronicle", "Turn over your {die}").format(die=_own_die(g, action[1]))
    if verb == "flip_done":
        return translate("Chronicle", "Turn the chosen dice over")
    if verb == "cancel":
        return translate("Chronicle", "Cancel the dice chosen")
    if verb == "reroll":
        return translate("Chronicle", "Reroll your {die} (1 influence)").format(die=_own_die(g, action[1]))
    if verb == "counter":
        black = [str(v) for v in g.black_faced()]
        if len(black) > 1:
            return translate(
                "Chronicle", "Counter the black {values} with the chosen dice", "several black dice"
            ).format(values=_and_list(black))
        return translate(
            "Chronicle", "Counter the black {values} with the chosen dice", "one black die"
        ).format(values=_and_list(black))
    if verb == "concede":
        value = g.black[0] if g.black else "?"
        return translate("Chronicle", "Do not counter the black {value} (lose 2 VP)").format(value=value)
    if verb == "bd":
        return translate("Chronicle", "Add your {die} to the counter").format(die=_own_die(g, action[1]))
    if verb == "bx":
        try:
            return translate("Chronicle", "Also counter the black {value} with the same dice").format(
                value=g.black[action[1]]
            )
        except (IndexError, TypeError):
            return translate("Chronicle", "Also counter another black die")
    if verb == "die":
        d = action[1]
        if d in g.dice and g.dice[d].owner != p:
            return translate("Chronicle", "Buy the {die}").format(die=die_text(g, d))
        return translate("Chronicle", "Take the {die}").format(die=die_text(g, d))
    if verb == "init":
        return translate("Chronicle", "Place a citizen on {space}").format(space=_space(action[1], action[2]))
    if verb == "target":
        return _describe_target(g, p, action, price)
    if verb == "source":
        _, kind, a, b = (tuple(action) + (None, None, None))[:4]
        if kind == "supply":
            return translate("Chronicle", "From your personal supply")
        if kind == "influence":
            return translate("Chronicle", "Hire a new citizen for 2 influence")
        if kind == "space":
            return translate("Chronicle", "Move your citizen from {space}").format(space=_space(a, b))
        if kind == "expelled":
            return translate("Chronicle", "Take back your expelled citizen {from_building}").format(
                from_building=building_words(a, "from")
            )
        if kind == "tradesman":
            if b == -1:
                return translate("Chronicle", "Move your tradesman from {card} (the illustration)").format(
                    card=slot_name(g, a)
                )
            return translate("Chronicle", "Move your tradesman from {card} (space {space})").format(
                card=slot_name(g, a), space=b + 1
            )
        return translate("Chronicle", "Source: {kind}").format(kind=kind)
    if verb == "count":
        card = g.active_card()
        n = _int(action[1])
        if card:
            return Chronicle.tr("Use {card} %n time(s)", None, n).format(card=card_name(g, card))
        return Chronicle.tr("Use the card %n time(s)", None, n)
    if verb == "miller":
        times = g.action_times(action[1])
        return translate("Chronicle", "{palace} on the Palace, {bishopric} on the Bishopric").format(
            palace=action[1], bishopric=times - action[1]
        )
    if verb == "event":
        return translate("Chronicle", "Put the cube on {card}").format(card=event_name(g, action[1]))
    ladies = _describe_ladies_action(g, p, action)
    if ladies is not None:
        return ladies
    if verb == "roy":
        kind = g.pending.kind
        if kind == "roy_setup":
            return translate("Chronicle", "Let le Roy place his citizens")
        if kind == "roy_black":
            return translate("Chronicle", "Let le Roy face the black die")
        if kind == "roy":
            return translate("Chronicle", "Let le Roy take his turn")
        return translate("Chronicle", "Let le Roy play")
    return fallback_action(action)


def describe_counter(game, dice) -> str:
    """A whole counter: these dice of the player deciding (with the chosen ones) against the black dice."""
    black = [str(v) for v in game.black_faced()]
    chosen = game.counter_dice()
    mine = _and_list([_own_die(game, d) for d in dice])
    if chosen and len(black) > 1:
        text = translate("Chronicle", "Counter the black {values} with the chosen dice and your {dice}",
                         "several black dice")
    elif chosen:
        text = translate("Chronicle", "Counter the black {values} with the chosen dice and your {dice}",
                         "one black die")
    elif len(black) > 1:
        text = translate("Chronicle", "Counter the black {values} with your {dice}", "several black dice")
    else:
        text = translate("Chronicle", "Counter the black {values} with your {dice}", "one black die")
    return text.format(values=_and_list(black), dice=mine)


def target_outcome(game, action) -> tuple[str, int]:
    """What the chosen dice would give on ``action``'s target ("3 cubes", "5 activations"; "" when there is
    nothing to count) and the deniers they cost (0 if nothing to pay)."""
    _, kind, arg, mod, colour = (tuple(action) + (None, None, None, None))[:5]
    p = game.pending.seat
    try:
        dice = game.group_dice()
        args = (p, dice, kind, arg, mod) if colour is None else (p, dice, kind, arg, mod, colour)
        res = game.evaluate(*args)
        price = int(res.get("price") or 0)
        times = res.get("times")
    except Exception:  # noqa: BLE001 - a preview must never break the prompt
        logger.warning("Cannot preview the cost of %r", action, exc_info=True)
        return "", 0
    what = ""
    if times and kind in ("card", "cathedral", "event", "agriculture", "ramparts"):
        if kind == "card":
            what = Chronicle.tr("%n activation(s)", None, times)
        elif kind in ("cathedral", "event"):
            what = cube_words(times)
        elif kind == "agriculture":
            what = deniers_words(times)
        else:
            what = action_point_words(times)
    return what, price


def target_price(game, action) -> int:
    """The deniers the chosen dice cost when used on ``action``'s target (0 if nothing to pay)."""
    return target_outcome(game, action)[1]


def _describe_target(g, p, action, with_price: bool = True) -> str:  # noqa: C901
    _, kind, arg, mod, colour = (tuple(action) + (None, None, None, None))[:5]
    if kind == "building" and arg in (0, 1, 2):
        text = translate("Chronicle", "Place a citizen {in_building}").format(
            in_building=building_words(arg, "in")
        )
    elif kind == "cathedral" and arg is not None:
        text = translate(
            "Chronicle",
            "Place cubes on the cathedral, all in column {column} (the die chosen with the {card})",
        ).format(column=arg, card=card_name(g, "preacher"))
    elif kind == "cathedral":
        text = translate("Chronicle", "Place cubes on the cathedral")
    elif kind == "agriculture":
        text = translate("Chronicle", "Work the fields (agriculture: deniers)")
    elif kind == "ramparts":
        text = translate("Chronicle", "Move your guard on the ramparts (action 7)")
    elif kind == "event":
        text = translate("Chronicle", "Combat the event {card}").format(card=event_name(g, arg))
    elif kind == "card":
        has = p is not None and p != NEUTRAL and g.has_tradesman(p, arg)
        if has:
            text = translate("Chronicle", "Activate {card}").format(card=slot_name(g, arg))
        else:
            cost = _int(g.card(arg).cost)
            text = Chronicle.tr(
                "Hire a tradesman on {card} (%n denier(s)) and activate it", None, cost
            ).format(card=slot_name(g, arg))
    else:
        text = translate("Chronicle", "Use the dice on {target}").format(target=_target_text(g, kind, arg))
    if colour is not None and 0 <= colour < 3:
        text = translate("Chronicle", "{action}, the purple die as {colour} {glyph}").format(
            action=text, colour=colour_word(colour, "die"), glyph=COLOUR_GLYPHS[colour]
        )
    if mod is not None:
        text = translate("Chronicle", "{action}, with the stored cube of {card}").format(
            action=text, card=slot_name(g, mod)
        )
    what, price = target_outcome(g, action)
    if what:
        text = translate("Chronicle", "{action} \u2014 {result}").format(action=text, result=what)
    if price and with_price:
        text = Chronicle.tr("{action}, costs %n denier(s)", None, price).format(action=text)
    return text


def fallback_action(action) -> str:
    """The raw words used for an unknown action (tests check it never shows)."""
    return " ".join(str(a) for a in action)
