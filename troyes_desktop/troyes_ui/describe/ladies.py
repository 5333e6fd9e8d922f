"""Sentences for The Ladies of Troyes modules: the ramparts, the outdoor activities, the head of the family,
the new cards, characters and events."""

from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.troyes.board import colour_word

from .words import (
    Chronicle,
    _capital,
    _int,
    _own_die,
    _record_card,
    _values,
    action_point_words,
    building_words,
    card_name,
    cube_words,
    deniers_words,
    die_text,
    die_words,
    influence_words,
    outdoor_face,
    outdoor_line,
    outdoor_title,
    outdoor_words,
    slot_name,
    standing_word,
    vp_words,
    who,
)

_ARRIVALS = {
    1: QT_TRANSLATE_NOOP("Chronicle", "first"),
    2: QT_TRANSLATE_NOOP("Chronicle", "second"),
    3: QT_TRANSLATE_NOOP("Chronicle", "third"),
    4: QT_TRANSLATE_NOOP("Chronicle", "fourth"),
}


def _ladies_guard_moved(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player}'s guard advances to space {space} of the ramparts.").format(
        player=name, space=record.get("space")
    )


def _ladies_ramparts_boost(g, t: str, record: dict, name: str) -> str | None:
    deniers = _int(record.get("deniers"))
    return Chronicle.tr("{player} pays %n denier(s) to boost the die: {points}.", None, deniers).format(
        player=name, points=action_point_words(record.get("points"))
    )


def _ladies_top_gate_reached(g, t: str, record: dict, name: str) -> str | None:
    vp = _int(record.get("vp"))
    rank = record.get("rank")
    order = (
        translate("Chronicle", _ARRIVALS[rank])
        if rank in _ARRIVALS
        else translate("Chronicle", "number {rank}").format(rank=rank)
    )
    if vp:
        return Chronicle.tr("{player}'s guard reaches the top gate, {order}: %n VP.", None, vp).format(
            player=name, order=order
        )
    return translate("Chronicle", "{player}'s guard reaches the top gate, {order}.").format(
        player=name, order=order
    )


def _ladies_outdoor_cube(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player} puts a cube on {tile}.").format(
        player=name, tile=outdoor_words(g, record.get("level"))
    )


def _ladies_outdoor_used(g, t: str, record: dict, name: str) -> str | None:
    face = record.get("face")
    words = outdoor_line(face)
    tile = outdoor_words(g, record.get("level"), face)
    if words:
        return translate("Chronicle", "{player} uses a cube of {tile}: {effect}.").format(
            player=name, tile=tile, effect=words
        )
    return translate("Chronicle", "{player} uses a cube of {tile}.").format(player=name, tile=tile)


def _ladies_standing_answer(g, t: str, record: dict, name: str) -> str | None:
    mode = record.get("mode")
    tile = outdoor_words(g, record.get("level"))
    if mode == "always":
        text = translate("Chronicle", "{player} will now always use {tile}.")
    elif mode == "never":
        text = translate("Chronicle", "{player} will now never use {tile}.")
    else:
        text = translate("Chronicle", "{player} will now be asked each time about {tile}.")
    return text.format(player=name, tile=tile)


def _ladies_die_rolled_from_supply(g, t: str, record: dict, name: str) -> str | None:
    colour = record.get("colour")
    if colour in (0, 1, 2, 3):
        text = translate(
            "Chronicle", "{player} rolls a {colour} die from the supply into their district: {value}."
        )
    else:
        text = translate(
            "Chronicle", "{player} rolls a die from the supply into their district: {value}."
        )
    return text.format(
        player=name,
        colour=colour_word(colour, "die") if colour in (0, 1, 2, 3) else "",
        value=record.get("value"),
    )


def _ladies_dice_exchanged(g, t: str, record: dict, name: str) -> str | None:
    given = record.get("given_die")
    taken = record.get("taken_die")
    given = die_text(g, tuple(given)) if given else die_text(g, record.get("given"), owner=False)
    taken = die_text(g, tuple(taken)) if taken else die_text(g, record.get("taken"), owner=False)
    return translate(
        "Chronicle", "{player} exchanges a die with {other}: gives the {given} and takes the {taken}."
    ).format(player=name, other=who(g, record.get("other")), given=given, taken=taken)


def _ladies_die_turned_over(g, t: str, record: dict, name: str) -> str | None:
    if record.get("tile"):
        return translate(
            "Chronicle", "{player} turns a die over with a cube of {tile}: it now shows {value}."
        ).format(player=name, tile=outdoor_words(g, record["tile"]), value=record.get("value"))
    return translate(
        "Chronicle", "{player} turns a die over with a {card} cube: it now shows {value}."
    ).format(player=name, card=card_name(g, record.get("card", "distiller")), value=record.get("value"))


def _ladies_black_die_destroyed(g, t: str, record: dict, name: str) -> str | None:
    return translate(
        "Chronicle", "{player} destroys the black {value} with a cube of {tile} and gains 1 influence."
    ).format(player=name, value=record.get("value"), tile=outdoor_words(g, record.get("tile")))


def _ladies_event_avoided(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player} avoids {card} with the {tile} (outdoor cube).").format(
        player=name, card=card_name(g, record.get("event")), tile=outdoor_title("protect")
    )


def _ladies_chief_outlaw(g, t: str, record: dict, name: str) -> str | None:
    values = record.get("values") or []
    if values:
        return translate(
            "Chronicle", "The {card} adds 3 to the black dice (at most 6): {values}."
        ).format(card=card_name(g, "chief-outlaw"), values=_values(values))
    return translate("Chronicle", "The {card} adds 3 to the black dice (at most 6).").format(
        card=card_name(g, "chief-outlaw")
    )


def _ladies_cube_lost(g, t: str, record: dict, name: str) -> str | None:
    if record.get("where") == "tile":
        text = translate(
            "Chronicle", "{card}: {player} loses a cube from {where}.", "an outdoor activity"
        )
        where = outdoor_words(g, record.get("arg"))
    else:
        text = translate("Chronicle", "{card}: {player} loses a cube from {where}.", "an activity card")
        where = _record_card(g, record, "arg")
    return text.format(card=card_name(g, record.get("event", "harsh-winter")), player=name, where=where)


def _ladies_support_refused(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{card} cannot put a gray cube on {event}.").format(
        card=card_name(g, "support"), event=card_name(g, record.get("event"))
    )


def _ladies_event_cube_removed(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{card}: the newest cube of {player} leaves {event}.").format(
        card=card_name(g, "resistance"),
        player=who(g, record.get("player")),
        event=card_name(g, record.get("event")),
    )


def _ladies_uprising(g, t: str, record: dict, name: str) -> str | None:
    b = record.get("building")
    lying = [who(g, o) for o in record.get("lying") or []]
    where = building_words(b, "in") if b in (0, 1, 2) else translate("Chronicle", "in the city")
    if lying:
        text = translate(
            "Chronicle", "{card} {in_building}: the citizens are shuffled; {players} lie expelled."
        )
    else:
        text = translate("Chronicle", "{card} {in_building}: the citizens are shuffled.")
    return text.format(card=card_name(g, "uprising"), in_building=where, players=", ".join(lying))


def _ladies_monk_no_space(g, t: str, record: dict, name: str) -> str | None:
    colour = record.get("colour")
    card = card_name(g, "monk-event")
    if colour in (0, 1, 2):
        return translate(
            "Chronicle", "{card}: no free space on a revealed {colour} card; nothing happens."
        ).format(card=card, colour=colour_word(colour, "card"))
    return translate("Chronicle", "{card}: no free space on a revealed card; nothing happens.").format(
        card=card
    )


def _ladies_citizen_possessed(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{card}: a citizen of {player} goes onto the {card} card.").format(
        card=card_name(g, "possession"), player=who(g, record.get("player"))
    )


def _ladies_citizen_liberated(g, t: str, record: dict, name: str) -> str | None:
    owner = record.get("owner")
    if owner == record.get("player"):
        text = translate(
            "Chronicle", "{player} frees their own citizen from the {card} card (back to the supply)."
        )
    else:
        text = translate(
            "Chronicle", "{player} frees {owner}'s citizen from the {card} card (back to the supply)."
        )
    return text.format(player=name, owner=who(g, owner), card=card_name(g, "possession"))


def _ladies_executioner(g, t: str, record: dict, name: str) -> str | None:
    victim = record.get("victim")
    influence = _int(record.get("influence"))
    if victim is not None:
        text = Chronicle.tr(
            "{player} gains %n influence ({card}), taking 1 from {victim}.", None, influence
        )
    else:
        text = Chronicle.tr("{player} gains %n influence ({card}).", None, influence)
    return text.format(
        player=name, card=card_name(g, "executioner"), victim=who(g, victim) if victim is not None else ""
    )


def _ladies_fort(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player} puts {cubes} on the {card}: {vp} and {influence}.").format(
        player=name,
        cubes=cube_words(record.get("cubes")),
        card=card_name(g, "fort"),
        vp=vp_words(record.get("vp")),
        influence=influence_words(record.get("influence")),
    )


def _ladies_landlady(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player} chooses {influence} and {vp} ({card}).").format(
        player=name,
        influence=influence_words(record.get("influence")),
        vp=vp_words(record.get("vp")),
        card=card_name(g, "landlady"),
    )


def _ladies_marriage(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player} pays {deniers} for {vp} ({card}).").format(
        player=name,
        deniers=deniers_words(-_int(record.get("deniers"))),
        vp=vp_words(record.get("vp")),
        card=card_name(g, "marriage"),
    )


def _ladies_ransom(g, t: str, record: dict, name: str) -> str | None:
    return translate("Chronicle", "{player} pays {deniers} ({card}): {cubes} for event cards.").format(
        player=name,
        deniers=deniers_words(-_int(record.get("deniers"))),
        cubes=cube_words(record.get("cubes")),
        card=card_name(g, "ransom"),
    )


def _ladies_catapult(g, t: str, record: dict, name: str) -> str | None:
    shots = _int(record.get("shots"))
    return Chronicle.tr(
        "{player} fires the {card}: %n pair(s) of cubes for event cards.", None, shots
    ).format(player=name, card=card_name(g, "catapult"))


# The line of each kind of record (:func:`_describe_ladies_event`); a kind not here has none.
_LADIES_LINES = {
    "guard_moved": _ladies_guard_moved,
    "ramparts_boost": _ladies_ramparts_boost,
    "top_gate_reached": _ladies_top_gate_reached,
    "outdoor_cube": _ladies_outdoor_cube,
    "outdoor_used": _ladies_outdoor_used,
    "standing_answer": _ladies_standing_answer,
    "die_rolled_from_supply": _ladies_die_rolled_from_supply,
    "dice_exchanged": _ladies_dice_exchanged,
    "die_turned_over": _ladies_die_turned_over,
    "black_die_destroyed": _ladies_black_die_destroyed,
    "event_avoided": _ladies_event_avoided,
    "chief_outlaw": _ladies_chief_outlaw,
    "cube_lost": _ladies_cube_lost,
    "support_refused": _ladies_support_refused,
    "event_cube_removed": _ladies_event_cube_removed,
    "uprising": _ladies_uprising,
    "monk_no_space": _ladies_monk_no_space,
    "citizen_possessed": _ladies_citizen_possessed,
    "citizen_liberated": _ladies_citizen_liberated,
    "executioner": _ladies_executioner,
    "fort": _ladies_fort,
    "landlady": _ladies_landlady,
    "marriage": _ladies_marriage,
    "ransom": _ladies_ransom,
    "catapult": _ladies_catapult,
}


def _describe_ladies_event(g, t: str, record: dict, name: str) -> str | None:
    """The Ladies of Troyes records (ramparts, outdoor tiles, new cards and events); None if unknown."""
    line = _LADIES_LINES.get(t) if isinstance(t, str) else None
    return None if line is None else line(g, t, record, name)


def _ladies_action_tile(g, p, action, kind: str) -> str | None:
    level = action[1]
    face = outdoor_face(g, level)
    tile = outdoor_words(g, level, face)
    if len(action) == 3:
        return translate(
            "Chronicle", "Turn over the {die} you are buying (cube of {tile}; use it at once)"
        ).format(die=die_text(g, action[2]), tile=tile)
    if kind == "black":
        value = g.black[0] if g.black else "?"
        return translate(
            "Chronicle", "Destroy the black {value} with a cube of {tile} (+1 influence)"
        ).format(value=value, tile=tile)
    if face in ("roll-red", "roll-yellow", "roll-white"):
        return translate("Chronicle", "Roll a {colour} die into your district (cube of {tile})").format(
            colour=colour_word(face[5:], "die"), tile=tile
        )
    if face == "roll-purple":
        return translate(
            "Chronicle", "Roll your purple die again into your district (2 deniers and a cube of {tile})"
        ).format(tile=tile)
    if face == "exchange":
        return translate("Chronicle", "Exchange dice with your opponents (cube of {tile})").format(
            tile=tile
        )
    return translate("Chronicle", "Use a cube of {tile}").format(tile=tile)


def _ladies_action_standing(g, p, action, kind: str) -> str | None:
    level, mode = action[1], action[2]
    return translate("Chronicle", "{tile}: {answer}").format(
        tile=_capital(outdoor_words(g, level)), answer=standing_word(mode)
    )


def _ladies_action_swap(g, p, action, kind: str) -> str | None:
    mine, theirs = action[1], action[2]
    owner = g.dice[theirs].owner if theirs in g.dice else None
    return translate("Chronicle", "Give your {mine} to {player} for their {theirs}").format(
        mine=_own_die(g, mine), player=who(g, owner), theirs=_own_die(g, theirs)
    )


def _ladies_action_swap_done(g, p, action, kind: str) -> str | None:
    return (
        translate("Chronicle", "Stop exchanging dice")
        if g.exchanges_made()
        else translate("Chronicle", "Exchange no die")
    )


def _ladies_action_cube_die(g, p, action, kind: str) -> str | None:
    slot = action[1]
    colour = 2 if g.slot_card[slot] == "augustine" else 0
    return translate("Chronicle", "Add a {card} cube to the group as a {die}").format(
        card=card_name(g, g.slot_card[slot]), die=die_words(colour, 6)
    )


def _ladies_action_distill(g, p, action, kind: str) -> str | None:
    return translate("Chronicle", "Turn over your {die} with a {card} cube").format(
        die=_own_die(g, action[1]), card=card_name(g, "distiller")
    )


def _ladies_action_boost(g, p, action, kind: str) -> str | None:
    n = _int(action[1])
    value = _int(g.rampart_points())
    if n == 0:
        return translate("Chronicle", "No boost: {points}").format(points=action_point_words(value))
    return Chronicle.tr("Pay %n denier(s): {points}", None, n).format(
        points=action_point_words(value + n)
    )


def _ladies_action_advance(g, p, action, kind: str) -> str | None:
    space = g.expansion["guard"][p] + 1 if g.expansion else "?"
    gates = g.data.ladies.get("gates", [5, 10, 15, 20]) if g.data.ladies else [5, 10, 15, 20]
    left = g.rampart_points()
    if space in gates:
        return translate(
            "Chronicle",
            "Advance your guard to space {space} \u2014 the gate of {tile} (1 point; {left} left)",
        ).format(space=space, tile=outdoor_words(g, gates.index(space) + 1), left=left)
    return translate("Chronicle", "Advance your guard to space {space} (1 point; {left} left)").format(
        space=space, left=left
    )


def _ladies_action_rampart_cube(g, p, action, kind: str) -> str | None:
    return translate("Chronicle", "Put a cube on {tile} (1 point)").format(
        tile=outdoor_words(g, action[1])
    )


def _ladies_action_ramparts_done(g, p, action, kind: str) -> str | None:
    left = _int(g.rampart_points())
    if left:
        return Chronicle.tr("Stop here (%n point(s) unused)", None, left)
    return translate("Chronicle", "Stop here")


def _ladies_action_outdoor(g, p, action, kind: str) -> str | None:
    offer = g.outdoor_offer() or {}
    level, face = offer.get("level"), offer.get("face")
    words = outdoor_line(face)
    mode = action[1]
    if mode == "use" and len(action) == 3:
        return translate("Chronicle", "Move a cube from {tile} onto {card}").format(
            tile=outdoor_words(g, level, face), card=slot_name(g, action[2])
        )
    if mode == "use":
        return (
            translate("Chronicle", "Use it: {effect}").format(effect=words)
            if words
            else translate("Chronicle", "Use it")
        )
    return {
        "skip": lambda: translate("Chronicle", "Not this time"),
        "always": lambda: translate("Chronicle", "Use it, and always from now on (no more asking)"),
        "never": lambda: translate("Chronicle", "Do not use it, and never ask again"),
    }.get(mode, lambda: None)()


def _ladies_action_mixed(g, p, action, kind: str) -> str | None:
    mode, n = action[1], _int(action[2])
    card = g.active_card()
    name = card_name(g, card) if card else translate("Chronicle", "the card")
    if mode == "place":
        if card == "breeder":
            return Chronicle.tr("Place %n cube(s) on {card} (pay {deniers})", None, n).format(
                card=name, deniers=deniers_words(3 * n)
            )
        return Chronicle.tr("Place %n cube(s) on {card}", None, n).format(card=name)
    if card == "lumberjack":
        gain = deniers_words(4 * n)
    elif card == "breeder":
        gain = vp_words(2 * n)
    elif card == "squire":
        gain = influence_words(5 * n)
    elif card == "catapult":
        gain = Chronicle.tr("%n pair(s) of cubes on event cards", None, n)
    else:
        gain = translate("Chronicle", "its effect")
    return Chronicle.tr("Use %n cube(s) from {card}: {gain}", None, n).format(card=name, gain=gain)


def _ladies_action_landlady(g, p, action, kind: str) -> str | None:
    n = action[1]
    times = g.action_times(n)
    return translate("Chronicle", "{influence} and {vp}").format(
        influence=influence_words(4 * n), vp=vp_words(times - n)
    )


def _ladies_action_build(g, p, action, kind: str) -> str | None:
    v = action[1]
    free = any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3))
    if free:
        return translate("Chronicle", "Build on cathedral column {column}").format(column=v)
    return translate("Chronicle", "Build on cathedral column {column} (the 4th floor)").format(column=v)


def _ladies_action_victim(g, p, action, kind: str) -> str | None:
    return translate("Chronicle", "Take the influence point from {player}").format(
        player=who(g, action[1])
    )


def _ladies_action_scout(g, p, action, kind: str) -> str | None:
    todo = g.scout_todo()
    if not todo:
        return (
            translate("Chronicle", "Put a cube on this event (1 denier)")
            if action[1]
            else translate("Chronicle", "No cube on this event")
        )
    ev = card_name(g, todo[0])
    return (
        translate("Chronicle", "Put a cube on {card} (1 denier)").format(card=ev)
        if action[1]
        else translate("Chronicle", "No cube on {card}").format(card=ev)
    )


def _ladies_action_lose(g, p, action, kind: str) -> str | None:
    where = outdoor_words(g, action[2]) if action[1] == "tile" else slot_name(g, action[2])
    return translate("Chronicle", "Lose a cube from {where}").format(where=where)


def _ladies_action_liberate(g, p, action, kind: str) -> str | None:
    owner = action[1]
    if owner == p:
        return translate("Chronicle", "Free your own citizen")
    return translate("Chronicle", "Free a citizen of {player}").format(player=who(g, owner))


# The words of each kind of action (_describe_ladies_action); a kind not here has none.
_LADIES_ACTION_LINES = {
    "tile": _ladies_action_tile,
    "standing": _ladies_action_standing,
    "swap": _ladies_action_swap,
    "swap_done": _ladies_action_swap_done,
    "cube_die": _ladies_action_cube_die,
    "distill": _ladies_action_distill,
    "boost": _ladies_action_boost,
    "advance": _ladies_action_advance,
    "rampart_cube": _ladies_action_rampart_cube,
    "ramparts_done": _ladies_action_ramparts_done,
    "outdoor": _ladies_action_outdoor,
    "mixed": _ladies_action_mixed,
    "landlady": _ladies_action_landlady,
    "build": _ladies_action_build,
    "victim": _ladies_action_victim,
    "scout": _ladies_action_scout,
    "lose": _ladies_action_lose,
    "liberate": _ladies_action_liberate,
}


def _describe_ladies_action(g, p, action) -> str | None:
    """Actions of The Ladies of Troyes modules; None when ``action`` is not one of them."""
    verb = action[0]
    kind = g.pending.kind
    line = _LADIES_ACTION_LINES.get(verb) if isinstance(verb, str) else None
    return None if line is None else line(g, p, action, kind)


#: What each kind of decision asks of the player who decides (le Roy's: of le Roy).
