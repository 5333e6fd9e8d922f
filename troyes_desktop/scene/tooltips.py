"""Tooltip texts (rich text) for every card, space and piece: the full rule, the provenance of numbers.

Numbers the rulebook does not print are *reconstructed* (see the card data's provenance); the tooltip
says so, with the reason, so that a player who owns the printed cards knows what to check.
"""

from __future__ import annotations

from html import escape

from troyes_desktop.rules.troyes.board import BUILDING_NAMES, COLOUR_NAMES, NEUTRAL, ROW_VALUES, SALARY

LEVEL = {1: "I", 2: "II", 3: "III"}
GLYPH_WORD = ("sword", "cross", "sheaf")


def _prov_lines(prov: dict, labels: dict) -> str:
    lines = []
    for key, label in labels.items():
        info = prov.get(key)
        if not info:
            continue
        kind = info.get("provenance", "given")
        if kind in ("reconstructed", "mixed", "override"):
            why = f": {escape(info.get('reason', ''))}" if info.get("reason") else ""
            word = {
                "reconstructed": "reconstructed",
                "mixed": "partly reconstructed",
                "override": "set by your card_overrides.json",
            }[kind]
            lines.append(f"<li><i>{label}</i> is <b>{word}</b>{why}</li>")
    if not lines:
        return "<p><small>All numbers as printed in the rulebook.</small></p>"
    return (
        "<p><small>Numbers not printed in the rulebook (reconstructed values; correct them with "
        "card_overrides.json):</small></p><ul style='margin:0'><small>" + "".join(lines) + "</small></ul>"
    )


def activity_card(card) -> str:
    colour = COLOUR_NAMES[card.colour]
    dice = "dice of any colour (mixed)" if card.id == "pilgrimage" else f"{colour} dice"
    ckind = getattr(card, "kind", "delayed" if card.delayed else "immediate")
    if ckind == "mixed":
        kind = (
            "<b>Mixed effect</b> (bolt and hourglass): when you activate it, either place cubes on the card "
            "(one per activation) or use cubes already there for the effect, never both in one action. "
            "Several of its cubes may be used at once, with another card's cube as well."
        )
    elif ckind == "end":
        kind = (
            "<b>End-of-game effect</b> (chequered flag): each activation places cubes on the card; they "
            "score only at the end of the game."
        )
    elif card.delayed:
        kind = (
            "<b>Delayed effect</b> (hourglass): each activation stores one cube on the card, "
            "used later to modify one action."
        )
    else:
        kind = "<b>Immediate effect.</b>"
    spaces = ", ".join(str(v) for v in card.spaces)
    return (
        f"<h3 style='margin:0'>{escape(card.name)} <small>({escape(card.name_fr)})</small></h3>"
        f"<p>{colour.capitalize()} activity card, level {LEVEL[card.level]}. {kind}</p>"
        f"<p>{escape(card.text)}</p>"
        f"<p>Use a group of 1 to 3 {dice}: activations = group value ÷ {card.divisor} (rounded down).<br>"
        f"First use: hire a tradesman for <b>{card.cost} deniers</b> and place one of your citizens on the "
        f"card's first free space (VP at the end of the game: {spaces}); once all spaces are taken, on the "
        f"illustration (no VP).</p>"
        + _prov_lines(card.provenance, {"cost": "Hire cost", "divisor": "Divisor", "spaces": "Space VP"})
    )


def face_down_card(colour: int, level: int) -> str:
    return (
        f"<b>{COLOUR_NAMES[colour].capitalize()} activity card, level {LEVEL[level]}</b><br>"
        f"Face down: revealed at the start of round {level}."
    )


def event_card(ev, cubes_text: str = "") -> str:
    colour = COLOUR_NAMES[ev.dice_colour]
    deck = "Always in play (never taken)" if ev.deck == "permanent" else f"{ev.deck.capitalize()} event"
    calls = f" It calls a card of the {ev.calls} deck." if ev.calls else ""
    black = (
        f"{ev.black_dice} black die" + ("" if ev.black_dice == 1 else "") if ev.black_dice else "no black die"
    )
    if ev.black_dice > 1:
        black = f"{ev.black_dice} black dice"
    return (
        f"<h3 style='margin:0'>{escape(ev.name)} <small>({escape(ev.name_fr)})</small></h3>"
        f"<p>{deck}.{calls} {black.capitalize()} each round while it is in the queue.</p>"
        f"<p>{escape(ev.text)}</p>"
        f"<p>Fought with {colour} dice: one cube on a banner per {ev.divisor} points of the group, and 1 "
        f"influence per cube. When all {ev.banners} banners are covered the event is countered: most cubes "
        f"{ev.vp[0]} VP, second {ev.vp[1]} VP (ties share; the first to place wins the card).</p>"
        + (f"<p>{cubes_text}</p>" if cubes_text else "")
        + _prov_lines(
            ev.provenance, {"divisor": "Divisor", "banners": "Banners", "vp": "VP", "calls": "Deck called"}
        )
    )


def building_space(b: int, idx: int, occupant_name: str | None) -> str:
    who = f"Occupied by {escape(occupant_name)}." if occupant_name else "Empty."
    if b == 0:
        where = f"<b>Palace, space {idx + 1}</b>: reached with a red die showing {idx + 1}."
        push = "A newcomer on an occupied space expels the citizen there (laid on the Palace)."
    else:
        row = ROW_VALUES[idx // 2]
        pos = "first" if idx % 2 == 0 else "second"
        where = (
            f"<b>{BUILDING_NAMES[b]}, row {row[0]}/{row[1]}, {pos} space</b>: reached with a "
            f"{COLOUR_NAMES[b]} die showing {row[0]} or {row[1]}."
        )
        push = (
            "A newcomer takes the first space and pushes the row to the right; "
            "whoever falls off the end is expelled (laid on the building)."
        )
    salary = (
        f" Salary: {SALARY[b]} denier{'s' if SALARY[b] != 1 else ''} per citizen each round."
        if SALARY[b]
        else " No salary."
    )
    return (
        f"{where} {who}<br>{push}<br>Each citizen here gives its owner one {COLOUR_NAMES[b]} die each "
        f"round.{salary}"
    )


def building(b: int, expelled_names: list[str]) -> str:
    exp = (
        (
            "Lying on the illustration (expelled this round, back to their owners' supply at the end of the "
            "round; nobody can expel these colours from this building again this round): "
            + ", ".join(escape(n) for n in expelled_names)
        )
        if expelled_names
        else "Nobody has been expelled."
    )
    return (
        f"<b>{BUILDING_NAMES[b]}</b> ({COLOUR_NAMES[b]} dice).<br>Place a citizen with exactly one "
        f"{COLOUR_NAMES[b]} die; its value shows the space.<br>{exp}"
    )


def die(colour: int, value: int, owner_name: str, own: bool, price_hint: bool) -> str:
    if colour == 3:  # the purple die of the head of the family (The Ladies of Troyes)
        txt = (
            f"<b>Purple die showing {value}</b> (glyph: crown), the head of {escape(owner_name)}'s "
            "family.<br>When it is used, its owner chooses its colour: red, white or yellow (the group's "
            "target names it); it counts double against a black die. Nobody else can buy, exchange or take "
            "it."
        )
        if own:
            txt += "<br>Right-click: reroll (1 influence) or turn over (4 influence)."
        return txt
    c = COLOUR_NAMES[colour]
    txt = (
        f"<b>{c.capitalize()} die showing {value}</b> (glyph: {GLYPH_WORD[colour]}) in "
        f"{escape(owner_name)}'s district.<br>A {c} die places a citizen in the {BUILDING_NAMES[colour]}, "
        f"activates {c} cards and fights {c} events."
    )
    if price_hint and not own:
        txt += ("<br>Buying it costs 2 deniers each in a group of 1, 4 each in a group of 2, "
                "6 each in a group of 3.")
    if own:
        txt += "<br>Right-click: reroll (1 influence) or turn over (4 influence)."
    return txt


CATHEDRAL = (
    "<b>Cathedral</b>: three levels of six spaces. Place one cube per white die of the group on "
    "the lowest free space of the column matching the die's value (no stored cube can change "
    "it). Spaces 1-3 give 1 influence, 4-6 give 2; each cube is worth 1 VP. At the end of rounds 2, "
    "4 and 6, a player with no cube on the level reached loses VP (see the rulebook)."
)
AGRICULTURE = (
    "<b>Agriculture</b>: a group of 1 to 3 yellow dice; gain deniers equal to the group's value "
    "÷ 2 (rounded down). No tradesman needed."
)


def influence_track(entries: list[tuple[str, int]]) -> str:
    rows = "".join(f"<br>{escape(n)}: {v}" for n, v in entries)
    return (
        "<b>Influence track</b> (0-20). Spend 1 to reroll one of your dice, 2 to hire a citizen, "
        "4 to turn over up to 3 of your dice; cathedral cubes and event cubes bring influence." + rows
    )


def district(owner_name: str, n_dice: int, deniers: int, neutral: bool, solo: bool) -> str:
    if neutral:
        who = "le Roy's district" if solo else "the neutral (gray) district"
        pay = "Dice bought here are paid to the bank."
    else:
        who = f"{escape(owner_name)}'s district"
        pay = f"Dice bought here are paid to {escape(owner_name)}."
    extra = f"<br>{deniers} denier{'s' if deniers != 1 else ''} placed here after passing." if deniers else ""
    return f"<b>City square: {who}</b>, {n_dice} dice.<br>{pay}{extra}"


def owner_label(owner: int, name: str) -> str:
    return name if owner != NEUTRAL else "neutral"


# ------------------------------------------------------------------------------ The Ladies of Troyes
RAMPARTS = (
    "<b>Ramparts</b> (action 7): 20 spaces clockwise from the top gate (space 0), where every guard starts. "
    "Use a single die of any colour (bought dice cost as usual; no stored cube changes it); pay deniers to "
    "the bank to raise it, 1 per point, up to 6. Each point: advance your guard one space, or put one cube "
    "on an outdoor activity you have access to (at most one cube per activity in an action). Points may be "
    "left unused.<br>Reaching or passing a gate (spaces 5, 10, 15) opens the outdoor activity outside it for "
    "the rest of the game; the guard stops at the top gate (space 20), on the level IV activity, and can no "
    "longer move, but action 7 can still put cubes on the outdoor activities.<br>Drop a single die here."
)


def outdoor_tile(level: int, title: str, rule: str, cubes: list[tuple[str, int]], access: list[str],
                 gate: int) -> str:
    roman = {1: "I", 2: "II", 3: "III", 4: "IV"}.get(level, str(level))
    where = "the top gate (space 20)" if gate >= 20 else f"the gate at space {gate}"
    held = ", ".join(f"{escape(n)} {c}" for n, c in cubes if c) or "none yet"
    opened = ", ".join(escape(n) for n in access) or "nobody yet"
    extra = ""
    if level < 4:
        extra = (
            "<br>A cube here is used like a stored cube (discarded back to its owner), also during other "
            "players' turns and in the events phase; each use asks its owner unless they set a standing "
            "answer (always / never, in their player panel)."
        )
    return (
        f"<h3 style='margin:0'>Outdoor activity, level {roman}: {escape(title)}</h3>"
        f"<p>{escape(rule)}</p><p>Outside {where}: open to a player whose guard has reached it.{extra}</p>"
        f"<p>Cubes: {held}.<br>Access: {opened}.</p>"
        "<p><small>Tile faces and their pairing are reconstructed (RULINGS L3).</small></p>"
    )


FOURTH_FLOOR = (
    "<b>The 4th floor</b> (Master Builder): each Master Builder activation places a cube on the cathedral; "
    "once a column's three levels are full its cube goes on the 4th floor (1 VP and the column's influence). "
    "At the end of the game every player without a cube on the 4th floor loses 2 VP. Interrupted Work "
    "removes 4th-floor cubes first."
)

POSSESSION = (
    "<br><b>Possessed citizens</b> lie on this card: each cube a player puts on it frees one citizen of "
    "their choice (back to the owner's supply); the rest go home when the card is countered."
)
