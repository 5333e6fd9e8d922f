"""Tooltip texts (rich text) for every card, space and piece: the full rule, the provenance of numbers.

Numbers the rulebook does not print are *reconstructed* (see the card data's provenance); the tooltip
says so, with the reason, so that a player who owns the printed cards knows what to check.

Every text is in the current language (context "Tooltips"): the cards' names and texts come from the
data (``localized``), the buildings' names and the colours from the board's vocabulary (``building_name``,
``colour_word``). The fixed texts (``CATHEDRAL``, ``AGRICULTURE``, ``RAMPARTS``, ``FOURTH_FLOOR``,
``POSSESSION``) are read as module attributes and translated at the moment they are read.
"""

from __future__ import annotations

import re
from html import escape

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, language, localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL, ROW_VALUES, SALARY, building_name, colour_word
from troyes_desktop.shared_ui.words import is_singular

LEVEL = {1: "I", 2: "II", 3: "III"}
GLYPH_WORD = (QT_TRANSLATE_NOOP("Tooltips", "sword"), QT_TRANSLATE_NOOP("Tooltips", "cross"),
              QT_TRANSLATE_NOOP("Tooltips", "sheaf"))

_FIRST_LETTER = re.compile(r"^((?:<[^>]*>|\s)*)(\w)")


def _capital(html: str) -> str:
    """The first letter of a (rich) text in capital, past its opening tags: "<b>red die" -> "<b>Red die"."""
    return _FIRST_LETTER.sub(lambda m: m.group(1) + m.group(2).upper(), html, count=1)


def _prov_line(label: str, kind: str, reason: str) -> str:
    if kind == "override":
        text = translate("Tooltips", "<i>{label}</i> is <b>set by your card_overrides.json</b>")
    elif kind == "mixed":
        if reason:
            text = translate("Tooltips", "<i>{label}</i> is <b>partly reconstructed</b>: {reason}")
        else:
            text = translate("Tooltips", "<i>{label}</i> is <b>partly reconstructed</b>")
    elif reason:
        text = translate("Tooltips", "<i>{label}</i> is <b>reconstructed</b>: {reason}")
    else:
        text = translate("Tooltips", "<i>{label}</i> is <b>reconstructed</b>")
    return text.format(label=label, reason=escape(reason))


def _prov_lines(prov: dict, labels: dict) -> str:
    lines = []
    for key, label in labels.items():
        info = prov.get(key)
        if not info:
            continue
        kind = info.get("provenance", "given")
        if kind in ("reconstructed", "mixed", "override"):
            lines.append(f"<li>{_prov_line(label, kind, localized(info, 'reason'))}</li>")
    if not lines:
        text = translate("Tooltips", "All numbers as printed in the rulebook.")
        return f"<p><small>{text}</small></p>"
    head = translate("Tooltips", "Numbers not printed in the rulebook (reconstructed values; correct them "
                                 "with card_overrides.json):")
    return f"<p><small>{head}</small></p><ul style='margin:0'><small>{''.join(lines)}</small></ul>"


def _heading(card) -> str:
    """The card's name; in English, with the French rulebook's name beside it."""
    name = localized(card)
    other = card.name_fr if language() == "en" else ""
    small = f" <small>({escape(other)})</small>" if other and other != name else ""
    return f"<h3 style='margin:0'>{escape(name)}{small}</h3>"


def _kind_text(card) -> str:
    ckind = getattr(card, "kind", "delayed" if card.delayed else "immediate")
    if ckind == "mixed":
        return translate(
            "Tooltips",
            "<b>Mixed effect</b> (bolt and hourglass): when you activate it, either place cubes on the "
            "card (one per activation) or use cubes already there for the effect, never both in one "
            "action. Several of its cubes may be used at once, with another card's cube as well.")
    if ckind == "end":
        return translate(
            "Tooltips",
            "<b>End-of-game effect</b> (chequered flag): each activation places cubes on the card; they "
            "score only at the end of the game.")
    if card.delayed:
        return translate(
            "Tooltips",
            "<b>Delayed effect</b> (hourglass): each activation stores one cube on the card, "
            "used later to modify one action.")
    return translate("Tooltips", "<b>Immediate effect.</b>")


def activity_card(card) -> str:
    title = _capital(translate("Tooltips", "{colour} activity card, level {level}.").format(
        colour=colour_word(card.colour, "card"), level=LEVEL[card.level]))
    if card.id == "pilgrimage":
        use = translate("Tooltips", "Use a group of 1 to 3 dice of any colour (mixed): activations = "
                                    "group value ÷ {divisor} (rounded down).")
    else:
        use = translate("Tooltips", "Use a group of 1 to 3 {colour} dice: activations = group value ÷ "
                                    "{divisor} (rounded down).")
    use = use.format(colour=colour_word(card.colour, "dice"), divisor=card.divisor)
    cost = card.cost
    if getattr(card, "cost_resource", "deniers") == "influence":
        if is_singular(cost):
            hire = translate("Tooltips", "Hire cost: <b>{cost} influence point</b>.")
        else:
            hire = translate("Tooltips", "Hire cost: <b>{cost} influence points</b>.")
    elif is_singular(cost):
        hire = translate("Tooltips", "Hire cost: <b>{cost} denier</b>.")
    else:
        hire = translate("Tooltips", "Hire cost: <b>{cost} deniers</b>.")
    first = translate("Tooltips", "First use: hire a tradesman and place one of your citizens on the card's "
                                  "first free space (VP at the end of the game: {spaces}); once all spaces "
                                  "are taken, on the illustration (no VP).")
    first = f"{hire.format(cost=cost)} " + first.format(spaces=", ".join(str(v) for v in card.spaces))
    labels = {"cost": translate("Tooltips", "Hire cost"), "divisor": translate("Tooltips", "Divisor"),
              "spaces": translate("Tooltips", "Space VP")}
    return (
        f"{_heading(card)}<p>{title} {_kind_text(card)}</p>"
        f"<p>{escape(localized(card, 'text'))}</p>"
        f"<p>{use}<br>{first}</p>"
        + _prov_lines(card.provenance, labels)
    )


def face_down_card(colour: int, level: int) -> str:
    text = translate("Tooltips", "<b>{colour} activity card, level {level}</b><br>Face down: revealed at "
                                 "the start of round {round}.")
    return _capital(text.format(colour=colour_word(colour, "card"), level=LEVEL[level], round=level))


def _deck_text(ev) -> str:
    if ev.deck == "permanent":
        deck = translate("Tooltips", "Always in play (never taken).")
    else:
        deck = _capital(translate("Tooltips", "{colour} event.").format(colour=colour_word(ev.deck, "card")))
    if ev.calls:
        deck += " " + translate("Tooltips", "It calls a card of the {colour} deck.").format(
            colour=colour_word(ev.calls, "card"))
    if ev.black_dice == 1:
        black = translate("Tooltips", "One black die each round while it is in the queue.")
    elif ev.black_dice:
        black = translate("Tooltips", "{count} black dice each round while it is in the queue.").format(
            count=ev.black_dice)
    else:
        black = translate("Tooltips", "No black die.")
    return f"{deck} {black}"


def event_card(ev, cubes_text: str = "") -> str:
    fight = translate(
        "Tooltips",
        "Fought with {colour} dice: one cube on a banner per {divisor} points of the group, and 1 "
        "influence per cube. Banners: {banners}; once they are all covered the event is countered: most "
        "cubes {first} VP, second {second} VP (ties share; the first to place wins the card).")
    fight = fight.format(colour=colour_word(ev.dice_colour, "dice"), divisor=ev.divisor, banners=ev.banners,
                         first=ev.vp[0], second=ev.vp[1])
    labels = {"divisor": translate("Tooltips", "Divisor"), "banners": translate("Tooltips", "Banners"),
              "vp": translate("Tooltips", "VP"), "calls": translate("Tooltips", "Deck called")}
    return (
        f"{_heading(ev)}<p>{_deck_text(ev)}</p>"
        f"<p>{escape(localized(ev, 'text'))}</p>"
        f"<p>{fight}</p>"
        + (f"<p>{cubes_text}</p>" if cubes_text else "")
        + _prov_lines(ev.provenance, labels)
    )


def building_space(b: int, idx: int, occupant_name: str | None) -> str:
    if occupant_name:
        who = translate("Tooltips", "Occupied by {name}.").format(name=escape(occupant_name))
    else:
        who = translate("Tooltips", "Empty.")
    if b == 0:
        where = translate("Tooltips", "<b>Palace, space {number}</b>: reached with a red die showing "
                                      "{number}.").format(number=idx + 1)
        push = translate("Tooltips", "A newcomer on an occupied space expels the citizen there (laid on "
                                     "the Palace).")
    else:
        low, high = ROW_VALUES[idx // 2]
        if idx % 2 == 0:
            where = translate("Tooltips", "<b>{building}, row {low}/{high}, first space</b>: reached with "
                                          "a {colour} die showing {low} or {high}.")
        else:
            where = translate("Tooltips", "<b>{building}, row {low}/{high}, second space</b>: reached with "
                                          "a {colour} die showing {low} or {high}.")
        where = where.format(building=building_name(b), low=low, high=high, colour=colour_word(b, "die"))
        push = translate("Tooltips", "A newcomer takes the first space and pushes the row to the right; "
                                     "whoever falls off the end is expelled (laid on the building).")
    wage = SALARY[b]
    if wage and is_singular(wage):
        salary = translate("Tooltips", "Salary: {count} denier per citizen each round.").format(count=wage)
    elif wage:
        salary = translate("Tooltips", "Salary: {count} deniers per citizen each round.").format(count=wage)
    else:
        salary = translate("Tooltips", "No salary.")
    gives = translate("Tooltips", "Each citizen here gives its owner one {colour} die each round.").format(
        colour=colour_word(b, "die"))
    return f"{where} {who}<br>{push}<br>{gives} {salary}"


def building(b: int, expelled_names: list[str]) -> str:
    if expelled_names:
        exp = translate(
            "Tooltips",
            "Lying on the illustration (expelled this round, back to their owners' supply at the end of "
            "the round; nobody can expel these colours from this building again this round): {names}").format(
            names=", ".join(escape(n) for n in expelled_names))
    else:
        exp = translate("Tooltips", "Nobody has been expelled.")
    head = translate("Tooltips", "<b>{building}</b> ({dice} dice).<br>Place a citizen with exactly one "
                                 "{die} die; its value shows the space.").format(
        building=building_name(b), dice=colour_word(b, "dice"), die=colour_word(b, "die"))
    return f"{head}<br>{exp}"


def _right_click() -> str:
    return translate("Tooltips", "Right-click: reroll (1 influence) or turn over (4 influence).")


def die(colour: int, value: int, owner_name: str, own: bool, price_hint: bool, *, neutral: bool = False,
        solo: bool = False) -> str:
    """A die's tooltip; ``neutral`` (and ``solo``): the die lies in the gray district (le Roy's, solo)."""
    owner = escape(owner_name)
    if colour == 3:  # the purple die of the head of the family (The Ladies of Troyes)
        txt = translate(
            "Tooltips",
            "<b>Purple die showing {value}</b> (glyph: crown), the head of {owner}'s family.<br>When it is "
            "used, its owner chooses its colour: red, white or yellow (the group's target names it); it "
            "counts double against a black die. Nobody else can buy, exchange or take it.").format(
            value=value, owner=owner)
        if own:
            txt += "<br>" + _right_click()
        return txt
    glyph = translate("Tooltips", GLYPH_WORD[colour])
    if neutral and solo:
        txt = translate("Tooltips", "<b>{colour} die showing {value}</b> (glyph: {glyph}) in le Roy's "
                                    "district.")
    elif neutral:
        txt = translate("Tooltips", "<b>{colour} die showing {value}</b> (glyph: {glyph}) in the neutral "
                                    "player's district (gray).")
    else:
        txt = translate("Tooltips", "<b>{colour} die showing {value}</b> (glyph: {glyph}) in {owner}'s "
                                    "district.")
    txt = _capital(txt.format(colour=colour_word(colour, "die"), value=value, glyph=glyph, owner=owner))
    if colour == 0:
        txt += "<br>" + translate("Tooltips", "A red die places a citizen in the Palace, activates red cards "
                                              "and fights red events.")
    elif colour == 1:
        txt += "<br>" + translate("Tooltips", "A white die places a citizen in the Bishopric, activates "
                                              "white cards and fights white events.")
    else:
        txt += "<br>" + translate("Tooltips", "A yellow die places a citizen in the City Hall, activates "
                                              "yellow cards and fights yellow events.")
    if price_hint and not own:
        txt += "<br>" + translate("Tooltips", "Buying it costs 2 deniers each in a group of 1, 4 each in a "
                                              "group of 2, 6 each in a group of 3.")
    if own:
        txt += "<br>" + _right_click()
    return txt


def cathedral() -> str:
    return translate(
        "Tooltips",
        "<b>Cathedral</b>: three levels of six spaces. Place one cube per white die of the group on the "
        "lowest free space of the column matching the die's value (no stored cube can change it). Spaces "
        "1-3 give 1 influence, 4-6 give 2; each cube is worth 1 VP. At the end of rounds 2, 4 and 6, a "
        "player with no cube on the level reached loses VP (see the rulebook).")


def agriculture() -> str:
    return translate(
        "Tooltips",
        "<b>Agriculture</b>: a group of 1 to 3 yellow dice; gain deniers equal to the group's value ÷ 2 "
        "(rounded down). No tradesman needed.")


def influence_track(entries: list[tuple[str, int]]) -> str:
    rows = "".join("<br>" + translate("Tooltips", "{name}: {value}").format(name=escape(n), value=v)
                   for n, v in entries)
    return translate(
        "Tooltips",
        "<b>Influence track</b> (0-20). Spend 1 to reroll one of your dice, 2 to hire a citizen, 4 to turn "
        "over up to 3 of your dice; cathedral cubes and event cubes bring influence.") + rows


def district(owner_name: str, n_dice: int, deniers: int, neutral: bool, solo: bool) -> str:
    owner = escape(owner_name)
    if neutral and solo:
        head = translate("Tooltips", "<b>City square: le Roy's district</b>. Dice here: {count}.")
        pay = translate("Tooltips", "Dice bought here are paid to the bank.")
    elif neutral:
        head = translate("Tooltips", "<b>City square: the neutral player's district (gray)</b>. Dice here: "
                                     "{count}.")
        pay = translate("Tooltips", "Dice bought here are paid to the bank.")
    else:
        head = translate("Tooltips", "<b>City square: {owner}'s district</b>. Dice here: {count}.")
        pay = translate("Tooltips", "Dice bought here are paid to {owner}.")
    extra = ""
    if deniers:
        extra = "<br>" + translate("Tooltips", "Deniers placed here after passing: {count}.").format(
            count=deniers)
    return f"{head.format(owner=owner, count=n_dice)}<br>{pay.format(owner=owner)}{extra}"


def owner_label(owner: int, name: str) -> str:
    return name if owner != NEUTRAL else translate("Tooltips", "neutral")


# ------------------------------------------------------------------------------ The Ladies of Troyes
def ramparts() -> str:
    return translate(
        "Tooltips",
        "<b>Ramparts</b> (action 7): 20 spaces clockwise from the top gate (space 0), where every guard "
        "starts. Use a single die of any colour (bought dice cost as usual; no stored cube changes it); pay "
        "deniers to the bank to raise it, 1 per point, up to 6. Each point: advance your guard one space, or "
        "put one cube on an outdoor activity you have access to (at most one cube per activity in an "
        "action). Points may be left unused.<br>Reaching or passing a gate (spaces 5, 10, 15) opens the "
        "outdoor activity outside it for the rest of the game; the guard stops at the top gate (space 20), "
        "on the level IV activity, and can no longer move, but action 7 can still put cubes on the outdoor "
        "activities.<br>Drop a single die here.")


def outdoor_tile(level: int, title: str, rule, cubes: list[tuple[str, int]], access: list[str],
                 gate: int) -> str:
    """An outdoor activity; ``rule`` is its face from the card data (a dict: its text in the current
    language) or a text already in the current language."""
    roman = {1: "I", 2: "II", 3: "III", 4: "IV"}.get(level, str(level))
    if isinstance(rule, dict):
        rule = localized(rule, "text")
    held = ", ".join(f"{escape(n)} {c}" for n, c in cubes if c)
    opened = ", ".join(escape(n) for n in access)
    if gate >= 20:
        where = translate("Tooltips", "Outside the top gate (space 20): open to a player whose guard has "
                                      "reached it.")
    else:
        where = translate("Tooltips", "Outside the gate at space {space}: open to a player whose guard has "
                                      "reached it.").format(space=gate)
    extra = ""
    if level < 4:
        extra = "<br>" + translate(
            "Tooltips",
            "A cube here is used like a stored cube (discarded back to its owner), also during other "
            "players' turns and in the events phase; each use asks its owner unless they set a standing "
            "answer (always / never, in their player panel).")
    cubes_line = (translate("Tooltips", "Cubes: {list}.").format(list=held) if held
                  else translate("Tooltips", "Cubes: none yet."))
    access_line = (translate("Tooltips", "Access: {list}.").format(list=opened) if opened
                   else translate("Tooltips", "Access: nobody yet."))
    heading = translate("Tooltips", "Outdoor activity, level {level}: {title}").format(
        level=roman, title=escape(title))
    reconstructed = translate("Tooltips", "Tile faces and their pairing are reconstructed (RULINGS L3).")
    return (
        f"<h3 style='margin:0'>{heading}</h3>"
        f"<p>{escape(rule)}</p><p>{where}{extra}</p>"
        f"<p>{cubes_line}<br>{access_line}</p>"
        f"<p><small>{reconstructed}</small></p>"
    )


def fourth_floor() -> str:
    return translate(
        "Tooltips",
        "<b>The 4th floor</b> (Master Builder): each Master Builder activation places a cube on the "
        "cathedral; once a column's three levels are full its cube goes on the 4th floor (1 VP and the "
        "column's influence). At the end of the game every player without a cube on the 4th floor loses 2 "
        "VP. Interrupted Work removes 4th-floor cubes first.")


def possession() -> str:
    return "<br>" + translate(
        "Tooltips",
        "<b>Possessed citizens</b> lie on this card: each cube a player puts on it frees one citizen of "
        "their choice (back to the owner's supply); the rest go home when the card is countered.")


_FIXED = {"CATHEDRAL": cathedral, "AGRICULTURE": agriculture, "RAMPARTS": ramparts,
          "FOURTH_FLOOR": fourth_floor, "POSSESSION": possession}


def __getattr__(name: str) -> str:
    """``tooltips.CATHEDRAL`` (and the other fixed texts) in the language of the moment they are read."""
    if name in _FIXED:
        return _FIXED[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
