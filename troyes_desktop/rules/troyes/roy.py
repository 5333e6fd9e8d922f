"""Le Roy, the automaton of the solo game "The King's Challenge" (by Shadi Torbey).

Rulebook: "The King's Challenge" (English) and "Le défi royal" (French, the fuller text), with
RULINGS R1-R7 and the project's rulings S1-S9 (docs/rulings.md). Le Roy is the neutral player of a
two-player game: his citizens, dice and cubes are the neutral ones (owner ``NEUTRAL``), so every
rule and event that names the neutral player acts on him. Each of his steps is a decision of
kind ``roy_setup`` / ``roy_black`` / ``roy`` whose only action is ``("roy",)``: the GUI can show
them one by one, and every step returns event records saying what he rolled, which row applied,
which dice he spent and why he chose that place.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate

from .board import BISHOPRIC, CITY_HALL, NEUTRAL, PALACE, colour_word, push_into_row, space_label
from .data import RED, WHITE, YELLOW

if TYPE_CHECKING:
    from .game import Game

PLAYER = 0
ROY_MEEPLES = 24            # "le Roy uses the meeples of 2 colors" (S1)
INITIAL_ROY_CITIZENS = 12

#: Colour order for ties: red > yellow > white.
COLOUR_RANK = {RED: 2, YELLOW: 1, WHITE: 0}
BUILDING_OF_COLOUR = {RED: PALACE, YELLOW: CITY_HALL, WHITE: BISHOPRIC}
#: Building order when the first one gives nothing: Palace > City Hall > Bishopric > Palace.
NEXT_BUILDING = {PALACE: CITY_HALL, CITY_HALL: BISHOPRIC, BISHOPRIC: PALACE}
#: Best places (RULINGS R5): Palace 6..1; Bishopric / City Hall first spaces of rows {1,6}, {2,5},
#: {3,4}, then their second spaces.
BEST_PLACES = {PALACE: [5, 4, 3, 2, 1, 0], BISHOPRIC: [0, 2, 4, 1, 3, 5], CITY_HALL: [0, 2, 4, 1, 3, 5]}
ROWS_BEST_FIRST = [0, 2, 4]

#: The action table (2-12): (what, dice price, deniers paid for your best die or None).
TABLE = {
    2: ("vp3", 3, 6), 3: ("vp2", 2, 4), 4: ("worker", 1, None), 5: ("event", None, None),
    6: ("tradesman", 1, None), 7: ("cathedral", 2, None), 8: ("character", 0, None), 9: ("event", None, None),
    10: ("worker", 1, None), 11: ("vp2", 2, 4), 12: ("vp3", 3, 6),
}
#: What each row of the table makes le Roy do (the records carry it translated, see :func:`turn`).
ROW_TEXT = {
    "vp3": QT_TRANSLATE_NOOP("RoySolo", "gains 3 VP"), "vp2": QT_TRANSLATE_NOOP("RoySolo", "gains 2 VP"),
    "worker": QT_TRANSLATE_NOOP("RoySolo", "places a worker"),
    "event": QT_TRANSLATE_NOOP("RoySolo", "fills the right-most event"),
    "tradesman": QT_TRANSLATE_NOOP("RoySolo", "places a tradesman"),
    "cathedral": QT_TRANSLATE_NOOP("RoySolo", "places 2 cubes on the cathedral"),
    "character": QT_TRANSLATE_NOOP("RoySolo", "reveals a character"),
}
#: Rating bands on your VP minus le Roy's (RULINGS R6). The English text is the one the final scores keep
#: (``rating_text``: the scores are part of the saved state, which must not depend on the language); show
#: it with :func:`band_text`.
BANDS = [
    (0, QT_TRANSLATE_NOOP("RoySolo", "Your defeat deserves no comment: off with your head.")),
    (5, QT_TRANSLATE_NOOP("RoySolo", "Wipe that smile off your face: not bad, but le Roy will still have "
                                     "your head.")),
    (10, QT_TRANSLATE_NOOP("RoySolo", "An average performance, at best.")),
    (15, QT_TRANSLATE_NOOP("RoySolo", "Not bad: you are starting to make something of yourself.")),
    (20, QT_TRANSLATE_NOOP("RoySolo", "Le Roy is starting to worry. Off with your head all the same.")),
    (None, QT_TRANSLATE_NOOP("RoySolo", "Congratulations: masterful work!")),
]

#: Le Roy's reasons that name a building, whole sentences by building (Palace, Bishopric, City Hall),
#: translated when they are given.
_BEST_PLACE = (
    QT_TRANSLATE_NOOP("RoySolo", "{die} is among his 3 highest dice: best free place of the Palace"),
    QT_TRANSLATE_NOOP("RoySolo", "{die} is among his 3 highest dice: best free place of the Bishopric"),
    QT_TRANSLATE_NOOP("RoySolo", "{die} is among his 3 highest dice: best free place of the City Hall"))
_STRONGEST = (QT_TRANSLATE_NOOP("RoySolo", "his strongest die is red: the Palace"),
              QT_TRANSLATE_NOOP("RoySolo", "his strongest die is white: the Bishopric"),
              QT_TRANSLATE_NOOP("RoySolo", "his strongest die is yellow: the City Hall"))
_NEXT_BUILDING_WHY = (
    QT_TRANSLATE_NOOP("RoySolo", "{steps}; nothing to expel or push in the Palace, so the City Hall"),
    QT_TRANSLATE_NOOP("RoySolo", "{steps}; nothing to expel or push in the Bishopric, so the Palace"),
    QT_TRANSLATE_NOOP("RoySolo", "{steps}; nothing to expel or push in the City Hall, so the Bishopric"))


#: The bands' names (the rulebook's verdicts in a word or two), the same in the final scoring, the statistics
#: and the rules reference (resources/help/*/solo-le-roy.md).
BAND_NAMES = (
    QT_TRANSLATE_NOOP("RoySolo", "Beheaded"),
    QT_TRANSLATE_NOOP("RoySolo", "Still beheaded"),
    QT_TRANSLATE_NOOP("RoySolo", "Average"),
    QT_TRANSLATE_NOOP("RoySolo", "Not bad"),
    QT_TRANSLATE_NOOP("RoySolo", "Le Roy worries"),
    QT_TRANSLATE_NOOP("RoySolo", "Masterful"),
)


def rating(margin: int) -> tuple[int, str]:
    """Band index (0-5) and its English text for a final margin (the text the scores keep)."""
    for i, (upper, text) in enumerate(BANDS):
        if upper is None or margin <= upper:
            return i, text
    raise AssertionError


def band_text(band: int) -> str:
    """The text of rating band ``band`` (0-5) in the current language."""
    return translate("RoySolo", BANDS[band][1])


def band_name(band: int) -> str:
    """The name of rating band ``band`` (0-5) in the current language: "Beheaded" ... "Masterful"."""
    return translate("RoySolo", BAND_NAMES[band])


def band_floor(band: int) -> int | None:
    """The smallest margin of band ``band`` (None for the first band, which has no floor)."""
    return None if band == 0 else BANDS[band - 1][0] + 1


def band_range(band: int) -> str:
    """The margins of band ``band`` in words: "0 or less", "1 to 5", "more than 20"."""
    upper, low = BANDS[band][0], band_floor(band)
    if low is None:
        return translate("RoySolo", "{upper} or less").format(upper=upper)
    if upper is None:
        return translate("RoySolo", "more than {lower}").format(lower=low - 1)
    return translate("RoySolo", "{lower} to {upper}").format(lower=low, upper=upper)


def band_label(band: int) -> str:
    """"Beheaded (0 or less)": a band's name and its margins, as the result, the statistics and the rules
    reference show it."""
    return translate("RoySolo", "{name} ({margins})").format(name=band_name(band), margins=band_range(band))


def next_band(margin: int) -> tuple[int, int] | None:
    """The band above the one ``margin`` falls in and how many VP more it needs; None in the best band."""
    band, _text = rating(margin)
    if band + 1 >= len(BANDS):
        return None
    return band + 1, band_floor(band + 1) - margin


def die_key(die) -> tuple[int, int]:
    """Strength of a die for le Roy: by value, then colour (red > yellow > white)."""
    colour, value = die.colour, die.value
    return (value, COLOUR_RANK[colour])


def ranked_dice(g: "Game", owner: int) -> list[int]:
    """The dice of a district, strongest first."""
    return sorted((d for d, v in g.dice.items() if v.owner == owner), key=lambda d: die_key(g.dice[d]),
                  reverse=True)


def _die_text(g: "Game", d: int) -> str:
    c, v, _ = g.dice[d]
    return die_words(c, v)


def die_words(colour: int, value: int) -> str:
    """"red 5" in the current language."""
    return translate("RoySolo", "{colour} {value}", "a die: its colour, its value").format(
        colour=colour_word(colour, "die"), value=value)


def spend(g: "Game", count: int) -> list[str]:
    """Le Roy spends his ``count`` best dice (fewer if he has fewer); returns their descriptions."""
    spent = []
    for d in ranked_dice(g, NEUTRAL)[:max(count, 0)]:
        spent.append(_die_text(g, d))
        del g.dice[d]
    return spent


# ---------------------------------------------------------------------- setup: initial placement
def setup_step(g: "Game") -> None:
    """Le Roy's part of the initial placement: roll 2 red, 2 yellow, 2 white dice, place 3 meeples
    on the best free places of the buildings of the 3 highest (ties red > yellow > white); the last
    time, fill the 3 remaining spaces."""
    free = [(b, i) for b in range(3) for i in range(6) if g.spaces[b][i] is None]
    if len(free) <= 3:
        for b, i in free:
            _put(g, b, i)
            g.emit("roy_setup_place", building=b, space=i,
                   reason=translate("RoySolo", "one of the last free spaces"))
        return
    dice = [(c, g.rng.roll()) for c in (RED, RED, YELLOW, YELLOW, WHITE, WHITE)]
    g.emit("roy_setup_roll", dice=[[c, v] for c, v in dice])
    best = sorted(dice, key=lambda cv: (cv[1], COLOUR_RANK[cv[0]]), reverse=True)[:3]
    for colour, value in best:
        b = BUILDING_OF_COLOUR[colour]
        for _ in range(3):
            spot = next((i for i in BEST_PLACES[b] if g.spaces[b][i] is None), None)
            if spot is not None:
                break
            b = NEXT_BUILDING[b]           # building full: the next one (S2)
        _put(g, b, spot)
        why = translate("RoySolo", _BEST_PLACE[b]).format(die=die_words(colour, value))
        g.emit("roy_setup_place", building=b, space=spot, reason=why)


def _put(g: "Game", b: int, i: int) -> None:
    g.spaces[b][i] = NEUTRAL
    g.gray_supply -= 1


# ---------------------------------------------------------------------- black dice
def black_step(g: "Game") -> None:
    """Le Roy removes the highest black die handed to him with his strongest die, whatever its
    value, gains nothing, and hands the rest back (RULINGS R4)."""
    value = g.black.pop(0)
    dice = ranked_dice(g, NEUTRAL)
    used = None
    if dice:
        used = _die_text(g, dice[0])
        del g.dice[dice[0]]
    g.emit("roy_black_die", value=value, die=used,
           reason=translate("RoySolo", "le Roy removes the highest black die with his strongest die") if used
           else translate(
               "RoySolo", "le Roy has no die left: the black die is removed all the same (negative events "
                          "do not affect him)"))


# ---------------------------------------------------------------------- his turn in phase 4
def turn(g: "Game") -> None:
    a, b = g.rng.roll(), g.rng.roll()
    total = a + b
    what, price, buy = TABLE[total]
    record = {"roll": [a, b], "total": total, "action": what,
              "text": translate("RoySolo", ROW_TEXT[what])}           # (marked in ROW_TEXT)
    strongest = ranked_dice(g, NEUTRAL)
    strongest_die = g.dice[strongest[0]] if strongest else None
    if what in ("vp3", "vp2"):
        bought = ranked_dice(g, PLAYER)
        if bought:
            d = bought[0]
            record["bought"] = _die_text(g, d)
            record["paid"] = buy
            g.players[PLAYER].deniers += buy        # the bank pays you for your die
            del g.dice[d]
            record["spent"] = spend(g, price - 1)
            record["reason"] = translate(
                "RoySolo", "buys your best die ({die}) for {deniers} deniers").format(
                die=record["bought"], deniers=buy)
        else:
            record["spent"] = spend(g, price)
            record["reason"] = translate("RoySolo", "you have no dice: he uses his own without paying")
        vp = 3 if what == "vp3" else 2
        g.gain_vp(NEUTRAL, vp)
        record["vp"] = vp
    elif what == "worker":
        record["spent"] = spend(g, price)
        _place_worker(g, strongest_die, record)
    elif what == "event":
        _fill_event(g, record)
    elif what == "tradesman":
        record["spent"] = spend(g, price)
        _place_tradesman(g, record)
    elif what == "cathedral":
        record["spent"] = spend(g, price)
        _cathedral(g, record)
    elif what == "character":
        record["spent"] = []
        reveal_character(g, record)
    g.emit("roy_turn", **record)


def _place_worker(g: "Game", die, record: dict) -> None:
    if g.gray_supply <= 0:
        record["reason"] = translate("RoySolo", "le Roy has no meeple left to place")
        return
    if die is None:
        b = PALACE
        why = translate("RoySolo", "no dice left: he starts at the Palace")
    else:
        b = BUILDING_OF_COLOUR[die.colour]
        why = translate("RoySolo", _STRONGEST[b])
    for _ in range(3):
        choice = _worker_spot(g, b)
        if choice is not None:
            idx, how = choice
            value = idx + 1 if b == PALACE else (1, 2, 3)[idx // 2]
            g.gray_supply -= 1
            g._place_citizen(NEUTRAL, b, value)
            record["building"] = b
            record["space"] = idx
            record["reason"] = translate("RoySolo", "{steps}; {how} ({space})").format(
                steps=why, how=how, space=space_label(b, idx))
            return
        why = translate("RoySolo", _NEXT_BUILDING_WHY[b]).format(steps=why)
        b = NEXT_BUILDING[b]
    text = translate("RoySolo", "{steps}; nowhere to expel or push one of your citizens: nothing happens")
    record["reason"] = text.format(steps=why)


def _worker_spot(g: "Game", b: int):
    """Where le Roy's worker goes in building b: expel one of yours, else push one of yours right."""
    sp = g.spaces[b]
    protected = PLAYER in g.expelled[b]
    if b == PALACE:
        if protected:
            return None
        for i in BEST_PLACES[PALACE]:
            if sp[i] == PLAYER:
                return i, translate("RoySolo", "expels one of your citizens")
        return None
    if not protected:
        for i in ROWS_BEST_FIRST:
            if sp[i] is not None and sp[i + 1] == PLAYER:
                return i, translate("RoySolo", "expels one of your citizens")
    for i in ROWS_BEST_FIRST:
        if sp[i] == PLAYER:
            _, _, victim = push_into_row(sp[i], sp[i + 1], NEUTRAL)
            if victim is not None and victim in g.expelled[b]:
                continue
            return i, translate("RoySolo", "pushes one of your citizens to the right-most space")
    return None


def _fill_event(g: "Game", record: dict) -> None:
    qidx = len(g.queue) - 1
    entry = g.queue[qidx]
    ev = g.data.events[entry[0]]
    free = ev.banners - len(entry[1])
    record["event"] = ev.id
    record["spent"] = spend(g, free)
    record["reason"] = translate(
        "RoySolo", "{event} is the right-most event: one die per free banner ({free})") \
        .format(event=localized(ev), free=free)
    for _ in range(free):
        g.place_event_cube(qidx, NEUTRAL)


def _place_tradesman(g: "Game", record: dict) -> None:
    if g.gray_supply <= 0:
        record["reason"] = translate("RoySolo", "le Roy has no meeple left to place")
        return
    best = None
    for s in range(9):
        if not g.slot_revealed[s] or g.has_tradesman(NEUTRAL, s):
            continue
        card = g.card(s)
        spaces = g.slot_spaces[s]
        if None in spaces:
            i = spaces.index(None)
            vp = card.spaces[i]
        else:
            i, vp = -1, 0                 # the illustration: worth nothing
        key = (vp, -card.cost, COLOUR_RANK[card.colour], -card.level)
        if best is None or key > best[0]:
            best = (key, s, i, vp)
    if best is None:
        record["reason"] = translate("RoySolo", "no activity card can take one of his tradesmen")
        return
    _, s, i, vp = best
    g.gray_supply -= 1
    if i >= 0:
        g.slot_spaces[s][i] = NEUTRAL
    else:
        g.slot_illus[s].append(NEUTRAL)
    record["slot"] = s
    record["card"] = g.slot_card[s]
    record["space"] = i
    record["reason"] = translate(
        "RoySolo", "{card}: the space worth the most VP ({vp}); ties go to the cheapest card, then red > "
                   "yellow > white").format(card=localized(g.card(s)), vp=vp)


def _available_cathedral_spaces(g: "Game") -> list[int]:
    out = []
    for level in range(3):
        for v in range(6):
            i = level * 6 + v
            if g.cathedral[i] is None and (level == 0 or g.cathedral[i - 6] is not None):
                out.append(i)
    return out


def _cathedral(g: "Game", record: dict) -> None:
    placed = []
    if not _available_cathedral_spaces(g):
        g.gain_vp(NEUTRAL, 2)
        record["vp"] = 2
        record["reason"] = translate("RoySolo", "the cathedral is full: he gains 2 VP instead")
        return
    for _ in range(2):
        spaces = _available_cathedral_spaces(g)
        if not spaces:
            break
        lowest = min(i // 6 for i in spaces)
        i = max(s for s in spaces if s // 6 == lowest)     # best = highest number on the lowest level
        g.cathedral[i] = NEUTRAL
        g.gain_vp(NEUTRAL, 1)
        placed.append([i // 6, i % 6 + 1])
    record["cubes"] = placed
    record["vp"] = len(placed)
    record["reason"] = translate("RoySolo", "the best free spaces (highest numbers) of the lowest level")
    if len(placed) == 1:
        # RULINGS R11: one free space: 1 cube (1 VP) and 1 VP more, 2 VP in all as with two spaces or none.
        g.gain_vp(NEUTRAL, 1)
        record["vp"] = 2
        record["reason"] = translate(
            "RoySolo", "only one free space: one cube (1 VP) and 1 VP more, 2 VP in all")


def roy_measure(g: "Game", what: str) -> int:
    if what == "citizens":
        return sum(1 for b in range(3) for o in g.spaces[b] if o == NEUTRAL)
    if what == "cathedral_cubes":
        return sum(1 for o in g.cathedral if o == NEUTRAL)
    if what == "tradesmen":
        return sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == NEUTRAL)
    if what == "event_cards":
        return len(g.roy["events_won"])
    return 0                            # le Roy does not score for deniers or influence


def reveal_character(g: "Game", record: dict) -> None:
    from .measures import measure
    pile = g.roy["pile"]
    if not pile:
        g.gain_vp(NEUTRAL, 1)
        record["vp"] = 1
        record["reason"] = translate("RoySolo", "no character left: he gains 1 VP")
        return
    cid = pile.pop(0)
    ch = g.data.characters[cid]
    mine = measure(g, PLAYER, ch.measure)
    if ch.measure == "deniers":
        mine += g.players[PLAYER].district_deniers    # RULINGS R10: deniers in your district are yours
    you = ch.score(mine, True)
    him = ch.score(roy_measure(g, ch.measure), True)
    g.players[PLAYER].vp += you
    g.gain_vp(NEUTRAL, him)
    g.roy["revealed"].append({"character": cid, "player": you, "roy": him})
    record["character"] = cid
    record["player_vp"] = you
    record["vp"] = him
    record["reason"] = translate(
        "RoySolo", "{character} is scored at once for both of you, then leaves the game") \
        .format(character=localized(ch))
