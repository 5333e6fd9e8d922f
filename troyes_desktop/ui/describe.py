"""Plain words for the engine's event records and actions (the log, the prompt panel, tooltips).

``describe_event(game, record)`` turns one record returned by ``Game.apply`` into a sentence;
``describe_action(game, action)`` says what a legal action would do, from the point of view of the
player deciding now. Both are total: an unknown record or action still gives a readable line.
"""

from __future__ import annotations

from troyes_desktop.rules.troyes.board import BUILDING_NAMES, NEUTRAL, ROW_VALUES, space_label

COLOURS = ("red", "white", "yellow", "purple")     # purple: the head of the family (Ladies)
#: Red diamond, white circle, yellow sun, purple crown (the head of the family).
COLOUR_GLYPHS = ("\u2666", "\u25cb", "\u2600", "\u265b")

#: The Ladies of Troyes outdoor tile faces: a short title and one line of our own words (board and prompts).
OUTDOOR_FACES = {
    "influence-citizen": ("Town crier", "+4 influence when you place a citizen in a building"),
    "agriculture-deniers": ("Harvest", "+5 deniers when you work the fields"),
    "influence-bought": ("Market", "+4 influence when an opponent buys your dice"),
    "deniers-tradesman": ("Guild dues", "+4 deniers when an opponent activates a card with your tradesman"),
    "roll-red": ("Red recruit", "before an action: roll a red die into your district"),
    "roll-yellow": ("Yellow recruit", "before an action: roll a yellow die into your district"),
    "roll-white": ("White recruit", "before an action: roll a white die into your district"),
    "roll-purple": ("Family call", "before an action, pay 2 deniers: roll your purple die again"),
    "exchange": ("Barter", "before an action: swap one die with each opponent or the neutral district, "
                           "at most 3 swaps (values kept)"),
    "flip-bought": ("Haggling", "turn over an opponent's die you are buying (not a neutral die), "
                                "then use it at once"),
    "extra-cube": ("Storehouse", "after a delayed or mixed card: move a cube onto such a card"),
    "protect": ("Watchtower", "destroy the black die facing you (+1 influence) or avoid one event loss"),
    "gate-race": ("Race to the gate", "top gate: 6 / 4 / 2 / 1 VP by order of arrival; no cubes"),
    "gate-everyone": ("Gate feast", "top gate: 3 VP for everyone; 1 VP per cube at the end"),
    "majority": ("Tourney field", "most cubes at the end: 9 / 6 / 3 VP"),
}
STANDING_WORDS = {"ask": "ask each time", "always": "always use", "never": "never use"}


def outdoor_face(game, level: int) -> str | None:
    """The id of the outdoor face of ``level`` (1-4), or None without the ramparts."""
    lx = getattr(game, "lx", None)
    if not lx or not lx.get("tiles") or not 1 <= int(level) <= len(lx["tiles"]):
        return None
    tile, face = lx["tiles"][int(level) - 1]
    return game.data.ladies["tiles"][tile]["faces"][face]["id"]


def outdoor_words(game, level, face: str | None = None) -> str:
    """"the level II outdoor activity (Red recruit)"."""
    face = face or outdoor_face(game, level)
    title = OUTDOOR_FACES.get(face, ("", ""))[0] if face else ""
    roman = {1: "I", 2: "II", 3: "III", 4: "IV"}.get(level, str(level))
    return f"the level {roman} outdoor activity" + (f" ({title})" if title else "")


def who(game, owner) -> str:
    if owner is None:
        return "nobody"
    try:
        return game.owner_name(owner)
    except (IndexError, TypeError):
        return f"seat {owner}"


def _who_cap(game, owner) -> str:
    text = who(game, owner)
    return text[:1].upper() + text[1:]


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def card_name(game, card_id) -> str:
    data = game.data
    for table in (data.activities, data.events, data.characters):
        if card_id in table:
            return table[card_id].name
    return str(card_id).replace("-", " ").title()


def slot_name(game, slot) -> str:
    try:
        if game.slot_revealed[slot]:
            return game.card(slot).name
        level = slot % 3 + 1
        return f"the face-down {COLOURS[slot // 3]} card of level {level}"
    except (IndexError, TypeError, KeyError):
        return f"activity slot {slot}"


def _record_card(game, record: dict, slot_key: str = "slot") -> str:
    """The activity card a record names: its own card id, else (older records) the card in its slot."""
    if record.get("card"):
        return card_name(game, record["card"])
    return slot_name(game, record.get(slot_key))


def event_name(game, index) -> str:
    try:
        return game.event(index).name
    except (IndexError, TypeError, KeyError):
        return f"event {index}"


def die_text(game, die) -> str:
    """``die`` is an id still on the board, or a tuple (id, colour, value, owner) of a used die."""
    if isinstance(die, (list, tuple)):
        if len(die) == 4:
            _, colour, value, owner = die
        elif len(die) == 2:
            colour, value = die
            owner = None
        else:
            return str(die)
    else:
        if die not in game.dice:
            return f"die {die}"
        colour, value, owner = game.dice[die]
    text = f"{COLOURS[colour]} {value}"
    if owner is not None:
        text += f" ({'neutral' if owner == NEUTRAL and not game.solo else who(game, owner)})"
    return text


def _space(building, space) -> str:
    try:
        return space_label(building, space)
    except (IndexError, TypeError):
        return f"{BUILDING_NAMES[building] if building in (0, 1, 2) else 'a building'}"


def _target_text(game, kind, arg) -> str:
    if kind == "card":
        return slot_name(game, arg)
    if kind == "cathedral":
        return "the cathedral" if arg is None else f"the cathedral (column {arg})"
    if kind == "event":
        return event_name(game, arg)
    if kind == "building":
        return f"the {BUILDING_NAMES[arg]}" if arg in (0, 1, 2) else "a building"
    if kind == "agriculture":
        return "agriculture"
    if kind == "ramparts":
        return "the ramparts"
    return str(kind)


def _payments(game, payments) -> str:
    if not payments:
        return ""
    parts = []
    items = payments.items() if isinstance(payments, dict) else payments
    for owner, amount in items:
        try:
            owner = int(owner)
        except (TypeError, ValueError):
            pass
        if not amount:
            continue
        name = "the bank" if owner in (NEUTRAL, "bank", None) else who(game, owner)
        parts.append(f"{amount} to {name}")
    return (", paying " + " and ".join(parts)) if parts else ""


# ---------------------------------------------------------------------------------------------- events


def describe_event(game, record: dict) -> str:  # noqa: C901 - one branch per record type, on purpose
    """One sentence for an event record of the Troyes engine (le Roy's include his reason)."""
    t = record.get("type", "?")
    p = record.get("player")
    name = _who_cap(game, p) if "player" in record else ""
    g = game
    if t == "round_started":
        return (f"Round {record.get('round')} begins; "
                f"{who(g, record.get('start_player'))} is the start player.")
    if t == "round_ended":
        return f"Round {record.get('round')} ends."
    if t == "card_revealed":
        return f"The activity card {card_name(g, record.get('card'))} is revealed."
    if t == "income":
        text = f"{name} receives {record.get('income')} deniers of income"
        if record.get("salary"):
            text += f" and pays {record.get('paid')} of {record.get('salary')} deniers of salaries"
        return text + "."
    if t == "workforce":
        dice = record.get("dice") or []
        owner = "The neutral district" if p == NEUTRAL and not g.solo else (
            "Le Roy's district" if p == NEUTRAL else name)
        if record.get("values") is not None:       # (colour, value) carried by the record itself
            values = [die_text(g, tuple(cv)) for cv in record["values"]]
        else:
            values = [die_text(g, d).split(" (")[0] for d in dice]
        if not values:
            return f"{owner} rolls no dice this round."
        return f"{owner} rolls {_plural(len(values), 'die', 'dice')}: {', '.join(values)}."
    if t == "event_revealed":
        return f"The event {card_name(g, record.get('card'))} is revealed."
    if t == "event_resolved":
        return f"{card_name(g, record.get('event'))} takes effect."
    if t == "event_roll":
        return f"{card_name(g, record.get('event'))}: a die is rolled, {record.get('value')}."
    if t == "event_payment":
        return (f"{card_name(g, record.get('event'))}: {name} owes {record.get('owed')} deniers "
                f"and pays {record.get('paid')}.")
    if t == "influence_lost":
        return f"{card_name(g, record.get('event'))}: {name} loses {record.get('influence')} influence."
    if t == "cathedral_cube":
        who_ = "A neutral cube" if p == NEUTRAL and not g.solo else f"{name} places a cube"
        text = f"{who_} on the cathedral, level {record.get('level', 0) + 1}, space {record.get('value')}"
        extra = []
        if record.get("vp"):
            extra.append(f"{record['vp']} VP")
        if record.get("influence"):
            extra.append(f"{record['influence']} influence")
        if extra and p != NEUTRAL or (extra and g.solo):
            text += " (" + ", ".join(extra) + ")"
        return text + "."
    if t == "cathedral_cube_removed":
        return (f"A cube of {who(g, p)} is removed from the cathedral (level {record.get('level', 0) + 1}, "
                f"space {record.get('value')}).")
    if t == "black_dice_rolled":
        values = record.get("values") or []
        if not values:
            return "No black die this round."
        return f"The black dice are rolled: {', '.join(str(v) for v in values)}."
    if t == "black_dice_countered":
        values = record.get("values") or []
        dice = record.get("dice") or []
        return (f"{name} counters the black {' and '.join(str(v) for v in values)} with "
                f"{_plural(len(dice), 'die', 'dice')} and gains {record.get('influence')} influence.")
    if t == "black_die_not_countered":
        return f"{name} does not counter the black {record.get('value')}."
    if t == "penalty":
        if not record.get("vp"):
            return f"{name} would lose VP ({record.get('reason')}) but has none to lose."
        return f"{name} loses {record.get('vp')} VP: {record.get('reason')}."
    if t == "die_rerolled":
        colour = record.get("colour")
        what = f"their {COLOURS[colour]} die" if colour in (0, 1, 2, 3) else "a die"
        return f"{name} spends 1 influence to reroll {what}: it shows {record.get('value')}."
    if t == "citizen_hired":
        return f"{name} hires a citizen for 2 influence."
    if t == "dice_turned_over":
        values = record.get("values") or []
        return f"{name} spends 4 influence to turn over dice: now {', '.join(str(v) for v in values)}."
    if t == "passed":
        return f"{name} passes."
    if t == "dice_used":
        dice = record.get("dice") or []
        target = record.get("target")
        if target in ("card", "event") and record.get("card"):
            where = card_name(g, record["card"])      # the record's own card: the queue may have changed
        else:
            where = _target_text(g, target, record.get("arg"))
        text = f"{name} uses {', '.join(die_text(g, d) for d in dice)} on {where}"
        if target in ("card", "event", "agriculture") and record.get("value") is not None:
            text += f" (worth {record['value']})"
        elif target == "building" and record.get("value") is not None:
            text += f" (value {record['value']})"
        text += _payments(g, record.get("payments"))
        if record.get("cube") is not None:
            cube = (card_name(g, record["cube_card"]) if record.get("cube_card")
                    else slot_name(g, record["cube"]))
            text += f", with the stored cube of {cube}"
        if record.get("colour") is not None and 0 <= record["colour"] < 3:
            text += f", the purple die counting as {COLOURS[record['colour']]}"
        if record.get("target") == "ramparts":
            text += f" ({_plural(record.get('value', 0), 'action point')})"
        times = record.get("times")
        if times and record.get("target") in ("card", "event"):
            what = _plural(times, "activation") if record.get("target") == "card" else _plural(times, "cube")
            text += f" ({what})"
        return text + "."
    if t == "tradesman_paid":
        unit = "influence" if record.get("resource") == "influence" else "deniers"
        return (f"{name} pays {record.get('cost')} {unit} to hire a tradesman on "
                f"{_record_card(g, record)}.")
    if t == "tradesman_hired":
        if record.get("space", -1) < 0:
            return (f"{name}'s tradesman goes on the illustration of "
                    f"{_record_card(g, record)} (no VP).")
        return (f"{name}'s tradesman takes a space worth {record.get('vp')} VP on "
                f"{_record_card(g, record)}.")
    if t == "citizen_taken":
        source = record.get("source")
        where = {"supply": "the personal supply", "influence": "a citizen hired for 2 influence"}.get(source)
        if where is None and source == "space":
            where = _space(record.get("a"), record.get("b"))
        elif where is None and source == "expelled":
            where = f"the expelled citizens of the {BUILDING_NAMES[record.get('a')]}"
        elif where is None and source == "tradesman":
            where = f"a tradesman on {slot_name(g, record.get('a'))}"
        return f"{name} takes a citizen from {where or source}."
    if t == "citizen_placed":
        owner = "A neutral citizen" if p == NEUTRAL and not g.solo else (
            "Le Roy places a citizen" if p == NEUTRAL else f"{name} places a citizen")
        verb = "" if owner.startswith("A neutral") else ""
        text = f"{owner}{verb} on {_space(record.get('building'), record.get('space'))}"
        if owner.startswith("A neutral"):
            text = f"A neutral citizen goes on {_space(record.get('building'), record.get('space'))}"
        return text + (" (initial placement)." if record.get("initial") else ".")
    if t == "citizen_expelled":
        return f"A citizen of {who(g, p)} is expelled from the {BUILDING_NAMES[record.get('building', 0)]}."
    if t == "no_neutral_citizen":
        b = record.get("building")
        return (f"No neutral citizen is left for the {BUILDING_NAMES[b]}." if b in (0, 1, 2)
                else "No neutral citizen is left in the supply.")
    if t == "neutral_blocked":
        return (f"The neutral citizen cannot go to the {BUILDING_NAMES[record.get('building', 0)]} "
                f"({record.get('value')}): a protected citizen is there.")
    if t == "agriculture":
        return f"{name} works the fields: {record.get('deniers')} deniers."
    if t == "cubes_stored":
        if record.get("tile"):
            return (f"{name} moves a cube from {outdoor_words(g, record['tile'])} onto "
                    f"{card_name(g, record.get('card'))}.")
        return (f"{name} stores {_plural(record.get('cubes', 0), 'cube')} on "
                f"{card_name(g, record.get('card'))} for a later action.")
    if t == "event_cube":
        return f"{name} places a cube on {card_name(g, record.get('event'))}."
    if t == "event_countered":
        awards = record.get("awards") or {}
        taker = record.get("taken_by")
        text = f"{card_name(g, record.get('event'))} is countered"
        gains = [f"{who(g, int(k))} {v} VP" for k, v in awards.items() if v]
        if gains:
            text += ": " + ", ".join(gains)
        if record.get("event") == "marauding":
            text += "; the card stays in play, its cubes cleared"      # Marauding is never discarded
        elif taker is not None:
            text += f"; {who(g, taker)} takes the card"
        else:
            text += "; the card is discarded"
        return text + "."
    if t == "effect_unused":
        return f"{name} cannot use {card_name(g, record.get('card'))}: {record.get('reason')}."
    if t == "deniers_gained":
        return f"{name} gains {record.get('deniers')} deniers ({card_name(g, record.get('card'))})."
    if t == "vp_gained":
        text = f"{name} gains {record.get('vp')} VP"
        if record.get("deniers"):
            text += f" for {record['deniers']} deniers"
        return text + f" ({card_name(g, record.get('card'))})."
    if t == "influence_gained":
        return f"{name} gains {record.get('influence')} influence ({card_name(g, record.get('card'))})."
    if t == "chivalry":
        return (f"{name} has {_plural(record.get('red_dice', 0), 'red die', 'red dice')}: "
                f"{_plural(record.get('cubes', 0), 'cube')} from Chivalry.")
    if t in ("procession", "joust"):
        leaders = record.get("leaders") or []
        names = ", ".join(who(g, x) for x in leaders) or "nobody"
        text = f"{name} activates {t.title()}: the leaders are {names}; {record.get('vp')} VP each"
        if NEUTRAL in leaders and not g.solo:
            text += " (the neutral district gains nothing)"
        return text + "."
    if t == "artisan":
        return (f"{name} spends {-record.get('influence', 0)} influence for {record.get('deniers')} deniers "
                "(Artisan).")
    if t == "innkeeper":
        return (f"{name} spends {-record.get('deniers', 0)} deniers for {record.get('influence')} influence "
                "(Innkeeper).")
    if t == "journeyman":
        return f"{name} spends {-record.get('deniers', 0)} deniers for {record.get('vp')} VP (Journeyman)."
    if t == "troubadour":
        return (f"{name} spends {-record.get('influence', 0)} influence for {record.get('vp')} VP "
                "(Troubadour).")
    if t == "diplomat":
        return (f"{name} spends {-record.get('influence', 0)} influence for "
                f"{_plural(record.get('cubes', 0), 'cube')} on events (Diplomat).")
    if t == "miller":
        return (f"{name} earns {record.get('deniers')} deniers from the Miller "
                f"({record.get('palace')} on the Palace, {record.get('bishopric')} on the Bishopric).")
    if t == "archer_roll":
        return (f"{name} rolls {record.get('value')} for the Archer: "
                f"{'a hit' if record.get('hit') else 'a miss'}.")
    if t == "game_over":
        return "The game is over: final scoring."
    ladies = _describe_ladies_event(g, t, record, name)
    if ladies is not None:
        return ladies
    # --- le Roy ---
    if t == "roy_setup_roll":
        dice = record.get("dice") or []
        return "Le Roy rolls for his placement: " + ", ".join(die_text(g, tuple(d)) for d in dice) + "."
    if t == "roy_setup_place":
        return (f"Le Roy places a citizen on {_space(record.get('building'), record.get('space'))}: "
                f"{record.get('reason')}.")
    if t == "roy_black_die":
        die = record.get("die")
        head = f"Le Roy removes the black {record.get('value')}"
        head += f" with his {die}" if die else ""
        return f"{head} ({record.get('reason')})."
    if t == "roy_turn":
        return _describe_roy_turn(g, record)
    return fallback_event(record)


def fallback_event(record: dict) -> str:
    """The raw line used for a record type this module does not know (tests check it never shows)."""
    t = record.get("type", "?")
    extra = ", ".join(f"{k} {v}" for k, v in record.items() if k != "type")
    return f"{t.replace('_', ' ').capitalize()}{': ' + extra if extra else ''}."


def _describe_ladies_event(g, t: str, record: dict, name: str) -> str | None:  # noqa: C901
    """The Ladies of Troyes records (ramparts, outdoor tiles, new cards and events); None if unknown."""
    if t == "guard_moved":
        return f"{name}'s guard advances to space {record.get('space')} of the ramparts."
    if t == "ramparts_boost":
        return (f"{name} pays {record.get('deniers')} deniers to boost the die: "
                f"{_plural(record.get('points', 0), 'action point')}.")
    if t == "top_gate_reached":
        vp = record.get("vp") or 0
        rank = record.get("rank")
        order = {1: "first", 2: "second", 3: "third", 4: "fourth"}.get(rank, f"number {rank}")
        return f"{name}'s guard reaches the top gate, {order}" + (f": {vp} VP." if vp else ".")
    if t == "outdoor_cube":
        return f"{name} puts a cube on {outdoor_words(g, record.get('level'))}."
    if t == "outdoor_used":
        face = record.get("face")
        words = OUTDOOR_FACES.get(face, ("", ""))[1]
        return (f"{name} uses a cube of {outdoor_words(g, record.get('level'), face)}"
                + (f": {words}." if words else "."))
    if t == "standing_answer":
        mode = STANDING_WORDS.get(record.get("mode"), str(record.get("mode")))
        return f"{name} will now {mode} {outdoor_words(g, record.get('level'))}."
    if t == "die_rolled_from_supply":
        colour = record.get("colour")
        word = f"{COLOURS[colour]} " if colour in (0, 1, 2, 3) else ""
        return f"{name} rolls a {word}die from the supply into their district: {record.get('value')}."
    if t == "dice_exchanged":
        given = record.get("given_die")
        taken = record.get("taken_die")
        given = die_text(g, tuple(given)) if given else die_text(g, record.get("given")).split(" (")[0]
        taken = die_text(g, tuple(taken)) if taken else die_text(g, record.get("taken")).split(" (")[0]
        return (f"{name} exchanges a die with {who(g, record.get('other'))}: gives the "
                f"{given} and takes the {taken}.")
    if t == "die_turned_over":
        how = (f"a cube of {outdoor_words(g, record['tile'])}" if record.get("tile")
               else f"a {card_name(g, record.get('card', 'distiller'))} cube")
        return f"{name} turns a die over with {how}: it now shows {record.get('value')}."
    if t == "black_die_destroyed":
        return (f"{name} destroys the black {record.get('value')} with a cube of "
                f"{outdoor_words(g, record.get('tile'))} and gains 1 influence.")
    if t == "event_avoided":
        return f"{name} avoids {card_name(g, record.get('event'))} with the Watchtower (outdoor cube)."
    if t == "chief_outlaw":
        values = record.get("values") or []
        return ("The Chief Outlaw adds 3 to the black dice (at most 6)"
                + (f": {', '.join(str(v) for v in values)}." if values else "."))
    if t == "cube_lost":
        where = (f"{outdoor_words(g, record.get('arg'))}" if record.get("where") == "tile"
                 else _record_card(g, record, "arg"))
        return f"{card_name(g, record.get('event', 'harsh-winter'))}: {name} loses a cube from {where}."
    if t == "support_refused":
        return f"Support cannot put a gray cube on {card_name(g, record.get('event'))}."
    if t == "event_cube_removed":
        return (f"{card_name(g, 'resistance')}: the newest cube of {who(g, record.get('player'))} leaves "
                f"{card_name(g, record.get('event'))}.")
    if t == "uprising":
        b = record.get("building")
        lying = record.get("lying") or []
        text = f"Uprising in the {BUILDING_NAMES[b] if b in (0, 1, 2) else 'city'}: the citizens are shuffled"
        if lying:
            text += "; " + ", ".join(who(g, o) for o in lying) + " lie expelled"
        return text + "."
    if t == "monk_no_space":
        colour = record.get("colour")
        return (f"Monk: no free space on a revealed {COLOURS[colour] if colour in (0, 1, 2) else ''} card; "
                "nothing happens.").replace("revealed  card", "revealed card")
    if t == "citizen_possessed":
        return f"Possession: a citizen of {who(g, record.get('player'))} goes onto the Possession card."
    if t == "citizen_liberated":
        owner = record.get("owner")
        whose = "their own" if owner == record.get("player") else f"{who(g, owner)}'s"
        return f"{name} frees {whose} citizen from the Possession card (back to the supply)."
    if t == "executioner":
        victim = record.get("victim")
        text = f"{name} gains {record.get('influence')} influence (Executioner)"
        return text + (f", taking 1 from {who(g, victim)}." if victim is not None else ".")
    if t == "fort":
        cubes = _plural(record.get("cubes", 0), "cube")
        return (f"{name} puts {cubes} on the Fort: {record.get('vp')} VP and "
                f"{record.get('influence')} influence.")
    if t == "landlady":
        return f"{name} chooses {record.get('influence')} influence and {record.get('vp')} VP (Landlady)."
    if t == "marriage":
        return f"{name} pays {-record.get('deniers', 0)} deniers for {record.get('vp')} VP (Marriage)."
    if t == "ransom":
        return (f"{name} pays {-record.get('deniers', 0)} deniers (Ransom): "
                f"{_plural(record.get('cubes', 0), 'cube')} for event cards.")
    if t == "catapult":
        pairs = _plural(record.get("shots", 0), "pair")
        return f"{name} fires the Catapult: {pairs} of cubes for event cards."
    return None


def _describe_roy_turn(g, record: dict) -> str:
    roll = record.get("roll") or []
    text = f"Le Roy rolls {record.get('total')}"
    if roll:
        text += f" ({' + '.join(str(v) for v in roll)})"
    text += f": {record.get('text', record.get('action'))}"
    details = []
    if record.get("bought"):
        details.append(f"buys your {record['bought']} for {record.get('paid')} deniers")
    spent = record.get("spent")
    if spent:
        details.append(f"spends his {', '.join(spent)}")
    if record.get("character"):
        details.append(f"{card_name(g, record['character'])}: you score {record.get('player_vp', 0)} VP, "
                       f"he scores {record.get('vp', 0)} VP")
    elif record.get("vp") and record.get("action") not in ("character", "vp2", "vp3", "cathedral"):
        details.append(f"{record['vp']} VP")
    if "slot" in record:
        details.append(f"on {slot_name(g, record['slot'])}")
    if record.get("cubes"):
        details.append("cubes on " + ", ".join(f"level {lv + 1} space {v}" for lv, v in record["cubes"]))
    if details:
        text += "; " + "; ".join(details)
    if record.get("reason"):
        text += f". Why: {record['reason']}"
    return text + "."


# --------------------------------------------------------------------------------------------- actions


def describe_action(game, action) -> str:  # noqa: C901
    """What an action does, in words a player understands (for buttons and lists)."""
    if not action:
        return "?"
    verb = action[0]
    g = game
    p = g.pending[1]
    if verb == "pass":
        return "Pass (take no more actions this round)"
    if verb == "hire":
        return "Hire a citizen (2 influence)"
    if verb == "flip":
        return "Turn over up to 3 of your dice (4 influence)"
    if verb == "flip_die":
        return f"Turn over your {die_text(g, action[1]).split(' (')[0]}"
    if verb == "flip_done":
        return "Turn the chosen dice over"
    if verb == "cancel":
        return "Cancel the dice chosen"
    if verb == "reroll":
        return f"Reroll your {die_text(g, action[1]).split(' (')[0]} (1 influence)"
    if verb == "counter":
        ctx = g.ctx or {}
        black = [g.black[i] for i in ctx.get("black", [0]) if i < len(g.black)]
        return f"Counter the black {' and '.join(str(v) for v in black)} with the chosen dice"
    if verb == "concede":
        value = g.black[0] if g.black else "?"
        return f"Do not counter the black {value} (lose 2 VP)"
    if verb == "bd":
        return f"Counter with your {die_text(g, action[1]).split(' (')[0]}"
    if verb == "bx":
        try:
            return f"Also counter the black {g.black[action[1]]} with the same dice"
        except (IndexError, TypeError):
            return "Also counter another black die"
    if verb == "die":
        d = action[1]
        text = f"Take the {die_text(g, d)}"
        if d in g.dice and g.dice[d][2] != p:
            text = f"Buy the {die_text(g, d)}"
        return text
    if verb == "init":
        return f"Place a citizen on {_space(action[1], action[2])}"
    if verb == "target":
        _, kind, arg, mod, colour = (tuple(action) + (None, None, None, None))[:5]
        text = f"Use the dice on {_target_text(g, kind, arg)}"
        if kind == "building":
            text = f"Place a citizen in the {BUILDING_NAMES[arg]}" if arg in (0, 1, 2) else text
        elif kind == "cathedral":
            text = "Place cubes on the cathedral"
            if arg is not None:
                text += f", all in column {arg} (the Preacher's chosen die)"
        elif kind == "agriculture":
            text = "Work the fields (agriculture: deniers)"
        elif kind == "ramparts":
            text = "Move your guard on the ramparts (action 7)"
        elif kind == "event":
            text = f"Combat the event {event_name(g, arg)}"
        elif kind == "card":
            has = p is not None and p != NEUTRAL and g.has_tradesman(p, arg)
            text = f"Activate {slot_name(g, arg)}" if has else (
                f"Hire a tradesman on {slot_name(g, arg)} ({g.card(arg).cost} deniers) and activate it")
        if colour is not None and 0 <= colour < 3:
            text += f", the purple die as {COLOURS[colour]} {COLOUR_GLYPHS[colour]}"
        if mod is not None:
            text += f", with the stored cube of {slot_name(g, mod)}"
        try:
            if colour is None:
                res = g.evaluate(p, list((g.ctx or {}).get("dice", [])), kind, arg, mod)
            else:
                res = g.evaluate(p, list((g.ctx or {}).get("dice", [])), kind, arg, mod, colour)
            price = res.get("price") or 0
            times = res.get("times")
            if times and kind in ("card", "cathedral", "event", "agriculture", "ramparts"):
                unit = {"card": "activation", "cathedral": "cube", "event": "cube", "agriculture": "denier",
                        "ramparts": "action point"}[kind]
                text += f" \u2014 {_plural(times, unit)}"
            if price:
                text += f", costs {price} deniers"
        except Exception:  # noqa: BLE001 - a preview must never break the prompt
            pass
        return text
    if verb == "source":
        _, kind, a, b = (tuple(action) + (None, None, None))[:4]
        if kind == "supply":
            return "From your personal supply"
        if kind == "influence":
            return "Hire a new citizen for 2 influence"
        if kind == "space":
            return f"Move your citizen from {_space(a, b)}"
        if kind == "expelled":
            return f"Take back your expelled citizen from the {BUILDING_NAMES[a]}"
        if kind == "tradesman":
            where = "the illustration" if b == -1 else f"space {b + 1}"
            return f"Move your tradesman from {slot_name(g, a)} ({where})"
        return f"Source: {kind}"
    if verb == "count":
        card = (g.ctx or {}).get("card")
        return f"Use {card_name(g, card) if card else 'the card'} {_plural(action[1], 'time')}"
    if verb == "miller":
        times = (g.ctx or {}).get("times", action[1])
        return f"{action[1]} on the Palace, {times - action[1]} on the Bishopric"
    if verb == "event":
        return f"Put the cube on {event_name(g, action[1])}"
    ladies = _describe_ladies_action(g, p, action)
    if ladies is not None:
        return ladies
    if verb == "roy":
        kind = g.pending[0]
        return {"roy_setup": "Let le Roy place his citizens", "roy_black": "Let le Roy face the black die",
                "roy": "Let le Roy take his turn"}.get(kind, "Let le Roy play")
    return fallback_action(action)


def fallback_action(action) -> str:
    """The raw words used for an unknown action (tests check it never shows)."""
    return " ".join(str(a) for a in action)


def _describe_ladies_action(g, p, action) -> str | None:  # noqa: C901
    """Actions of The Ladies of Troyes modules; None when ``action`` is not one of them."""
    verb = action[0]
    ctx = g.ctx or {}
    kind = g.pending[0]
    if verb == "tile":
        level = action[1]
        face = outdoor_face(g, level)
        cube = f"cube of {outdoor_words(g, level, face)}"
        if len(action) == 3:
            return f"Turn over the {die_text(g, action[2])} you are buying ({cube}; use it at once)"
        if kind == "black":
            value = g.black[0] if g.black else "?"
            return f"Destroy the black {value} with a {cube} (+1 influence)"
        if face in ("roll-red", "roll-yellow", "roll-white"):
            return f"Roll a {face[5:]} die into your district ({cube})"
        if face == "roll-purple":
            return f"Roll your purple die again into your district (2 deniers and a {cube})"
        if face == "exchange":
            return f"Exchange dice with your opponents ({cube})"
        return f"Use a {cube}"
    if verb == "standing":
        level, mode = action[1], action[2]
        words = outdoor_words(g, level)
        return f"{words[0].upper()}{words[1:]}: {STANDING_WORDS.get(mode, mode)}"
    if verb == "swap":
        mine, theirs = action[1], action[2]
        owner = g.dice[theirs][2] if theirs in g.dice else None
        return (f"Give your {die_text(g, mine).split(' (')[0]} to {who(g, owner)} for their "
                f"{die_text(g, theirs).split(' (')[0]}")
    if verb == "swap_done":
        return "Stop exchanging dice" if ctx.get("exchange") else "Exchange no die"
    if verb == "cube_die":
        slot = action[1]
        colour = "yellow" if g.slot_card[slot] == "augustine" else "red"
        return f"Add a {card_name(g, g.slot_card[slot])} cube to the group as a {colour} 6"
    if verb == "distill":
        return f"Turn over your {die_text(g, action[1]).split(' (')[0]} with a Distiller cube"
    if verb == "boost":
        n = action[1]
        value = ctx.get("points", 0)
        if n == 0:
            return f"No boost: {_plural(value, 'action point')}"
        return f"Pay {n} denier{'s' if n != 1 else ''}: {_plural(value + n, 'action point')}"
    if verb == "advance":
        space = g.lx["guard"][p] + 1 if g.lx else "?"
        gate = ""
        gates = g.data.ladies.get("gates", [5, 10, 15, 20]) if g.data.ladies else [5, 10, 15, 20]
        if space in gates:
            gate = f" — the gate of {outdoor_words(g, gates.index(space) + 1)}"
        return f"Advance your guard to space {space}{gate} (1 point; {ctx.get('points', 0)} left)"
    if verb == "rampart_cube":
        return f"Put a cube on {outdoor_words(g, action[1])} (1 point)"
    if verb == "ramparts_done":
        left = ctx.get("points", 0)
        return "Stop here" + (f" ({_plural(left, 'point')} unused)" if left else "")
    if verb == "outdoor":
        offer = ctx.get("offer") or {}
        level, face = offer.get("level"), offer.get("face")
        words = OUTDOOR_FACES.get(face, ("", ""))[1]
        mode = action[1]
        if mode == "use" and len(action) == 3:
            return f"Move a cube from {outdoor_words(g, level, face)} onto {slot_name(g, action[2])}"
        return {
            "use": f"Use it: {words}" if words else "Use it",
            "skip": "Not this time",
            "always": "Use it, and always from now on (no more asking)",
            "never": "Do not use it, and never ask again",
        }.get(mode)
    if verb == "mixed":
        mode, n = action[1], action[2]
        card = ctx.get("card")
        name = card_name(g, card) if card else "the card"
        if mode == "place":
            cost = f" (pay {3 * n} deniers)" if card == "breeder" else ""
            return f"Place {_plural(n, 'cube')} on {name}{cost}"
        gain = {"lumberjack": f"{4 * n} deniers", "breeder": f"{2 * n} VP", "squire": f"{5 * n} influence",
                "catapult": f"{_plural(n, 'pair')} of cubes on event cards"}.get(card, "its effect")
        return f"Use {_plural(n, 'cube')} from {name}: {gain}"
    if verb == "landlady":
        n = action[1]
        times = ctx.get("times", n)
        return f"{4 * n} influence and {times - n} VP"
    if verb == "build":
        v = action[1]
        free = any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3))
        return f"Build on cathedral column {v}" + ("" if free else " (the 4th floor)")
    if verb == "victim":
        return f"Take the influence point from {who(g, action[1])}"
    if verb == "scout":
        todo = ctx.get("todo") or []
        ev = card_name(g, todo[0]) if todo else "this event"
        return f"Put a cube on {ev} (1 denier)" if action[1] else f"No cube on {ev}"
    if verb == "lose":
        where = outdoor_words(g, action[2]) if action[1] == "tile" else slot_name(g, action[2])
        return f"Lose a cube from {where}"
    if verb == "liberate":
        owner = action[1]
        return "Free your own citizen" if owner == p else f"Free a citizen of {who(g, owner)}"
    return None


def describe_decision(game) -> str:
    """What the pending decision asks, e.g. "Anna: take an action or pass"."""
    kind, p = game.pending
    if kind == "over":
        return "The game is over."
    name = who(game, p)
    what = {
        "initial": "place a citizen (initial placement)",
        "turn": "take an action or pass",
        "group": "add dice to the group or choose where to use it",
        "flip": "choose dice to turn over",
        "black": f"counter the black {game.black[0] if game.black else ''}".rstrip(),
        "source": "choose where the citizen comes from",
        "count": "choose how many times to use the card",
        "miller": "choose how many activations go to the Palace",
        "event": "choose the event card for a cube",
        "roy_setup": "place his citizens", "roy_black": "face the black die", "roy": "take his turn",
        "exchange": "exchange dice with the opponents (one each)",
        "boost": "boost the die with deniers (up to 6)",
        "ramparts": f"spend the action points on the ramparts ({(game.ctx or {}).get('points', 0)} left)",
        "outdoor": _outdoor_question(game),
        "mixed": f"place cubes on {card_name(game, (game.ctx or {}).get('card'))} or use those there",
        "landlady": "share the Landlady's activations between influence and VP",
        "build": "choose a cathedral column (Master Builder)",
        "victim": "choose whose influence the Executioner takes",
        "scout": "put cubes on event cards (Scout)",
        "harsh_winter": "choose the cube lost to the Harsh Winter",
        "possession": "choose the citizen possessed by the devil",
        "liberate": "free a citizen from the Possession card",
    }.get(kind, "decide")
    return f"{name[:1].upper() + name[1:]}: {what}"


def _outdoor_question(game) -> str:
    offer = (game.ctx or {}).get("offer") or {}
    level, face = offer.get("level"), offer.get("face")
    if level is None:
        return "decide about an outdoor activity"
    return f"use {outdoor_words(game, level, face)}?"


PHASE_NAMES = {
    "initial": "Initial placement",
    "black": "Events and black dice",
    "actions": "Actions",
    "over": "Game over",
}


def row_label(row: int) -> str:
    return f"{ROW_VALUES[row][0]}/{ROW_VALUES[row][1]}"
