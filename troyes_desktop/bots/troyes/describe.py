"""One-line reasons a person can read ("buys Faye's yellow 5 for the Miller: 4 activations, +12 deniers").

Each reason is a verb phrase without its subject (the chronicle writes "Anna (Easy computer): " before it),
translated whole in the context "ComputerReasons"; the pieces slotted in are complete phrases (a die, a
target "for the Merchant", the gains "+2 VP, -4 deniers").
"""

from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate

from ...rules.troyes import actions as A
from ...rules.troyes.board import NEUTRAL, colour_word
from .. import ComputerReasons
from .moves import apply_all


def _die_words(c: int, v) -> str:
    return translate("ComputerReasons", "{colour} {value}", "a die: its colour, its value").format(
        colour=colour_word(c, "die"), value=v
    )


def _die(g, p: int, d: int) -> str:
    if d < 0:
        return translate("ComputerReasons", "a stored cube as a die")
    c, v, o = g.dice[d]
    die = _die_words(c, v)
    if o == p:
        return translate("ComputerReasons", "its {die}").format(die=die)
    if o == NEUTRAL and g.solo:
        return translate("ComputerReasons", "le Roy's {die}").format(die=die)
    if o == NEUTRAL:
        return translate("ComputerReasons", "the neutral {die}").format(die=die)
    return translate("ComputerReasons", "{player}'s {die}").format(player=g.owner_name(o), die=die)


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return translate("ComputerReasons", "{items} and {last}").format(
        items=", ".join(items[:-1]), last=items[-1]
    )


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"-{-n}"


def gains(before, after, p: int) -> str:
    """What the move changed for p, in the game's words and only what changed: VP, deniers, influence, a
    first cube on a level of the cathedral (no 2 VP lost at the end), a first cube on an event (1 VP at the
    end if nobody counters it), an event card won, a tradesman on an activity card (its VP at the end).
    Only what every player sees (never p's characters: see :func:`character_gains`)."""
    a, b = before.players[p], after.players[p]
    parts = []
    if b.vp != a.vp:
        parts.append(translate("ComputerReasons", "{amount} VP").format(amount=_signed(b.vp - a.vp)))
    if b.deniers != a.deniers:
        n = b.deniers - a.deniers
        parts.append(
            ComputerReasons.tr("{sign}%n denier(s)", None, abs(n)).format(sign="+" if n > 0 else "-")
        )
    if b.influence != a.influence:
        n = b.influence - a.influence
        parts.append(
            ComputerReasons.tr("{sign}%n influence", None, abs(n)).format(sign="+" if n > 0 else "-")
        )
    parts.extend(_board_gains(before, after, p))
    return ", ".join(parts)


def _levels(g, p: int) -> list[bool]:
    """Whether p has a cube on each level of the cathedral (the fourth floor of the Ladies too)."""
    out = [p in g.cathedral[lv:lv + 6] for lv in range(0, len(g.cathedral), 6)]
    if getattr(g, "expansion", None) is not None and "cathedral4" in g.expansion:
        out.append(p in g.expansion["cathedral4"])
    return out


def _board_gains(before, after, p: int) -> list[str]:
    parts = []
    pairs = zip(_levels(before, p), _levels(after, p))
    reached = [level for level, (old, new) in enumerate(pairs, start=1) if new and not old]
    scored = [level for level in reached if level <= 3]     # the fourth floor (Ladies) has no penalty
    if len(scored) == 1:
        parts.append(translate("ComputerReasons", "its first cube on level {level} of the cathedral "
                                                  "(no 2 VP lost at the end)").format(level=scored[0]))
    elif scored:
        parts.append(translate("ComputerReasons", "its first cubes on levels {levels} of the cathedral "
                                                  "(no {vp} VP lost at the end)").format(
            levels=_join([str(level) for level in scored]), vp=2 * len(scored)))
    if 4 in reached:
        parts.append(translate("ComputerReasons", "its first cube on level {level} of the cathedral").format(
            level=4))
    won = after.players[p].events_won[len(before.players[p].events_won):]
    for eid in won:
        parts.append(translate("ComputerReasons", "wins the {event} card").format(
            event=localized(after.data.events[eid])))
    fought = {eid for eid, cubes in before.queue if p in cubes}
    for eid, cubes in after.queue:
        if p in cubes and eid not in fought and eid not in won:
            fought.add(eid)
            parts.append(translate("ComputerReasons", "its first cube on {event} (1 VP at the end if nobody "
                                                      "counters it)").format(
                event=localized(after.data.events[eid])))
    for slot in range(9):
        new_spaces = [i for i, o in enumerate(after.slot_spaces[slot]) if o == p]
        old_spaces = {i for i, o in enumerate(before.slot_spaces[slot]) if o == p}
        card = after.card(slot)
        for i in new_spaces:
            if i not in old_spaces and card.spaces[i] > 0:
                text = translate("ComputerReasons", "a tradesman on the {card} (+{vp} VP at the end)")
                parts.append(text.format(card=localized(card), vp=card.spaces[i]))
    return parts


def character_gains(before, after, p: int) -> list[str]:
    """The VP p's own characters give at the end that the move adds ("+3 VP at the end for your character
    Urbain IV"): said to the person the hint is for, who knows them, never in a computer's reason."""
    from ...rules.troyes.measures import measure

    two = after.n == 2 or after.solo
    out = []
    for cid in after.players[p].characters:
        ch = after.data.characters.get(cid)
        if ch is None:
            continue
        more = ch.score(measure(after, p, ch.measure), two) - ch.score(measure(before, p, ch.measure), two)
        if more > 0:
            text = translate("ComputerReasons", "+{vp} VP at the end for your character {character}")
            out.append(text.format(vp=more, character=localized(ch)))
    return out


_TO_PLACE = (
    QT_TRANSLATE_NOOP("ComputerReasons", "to place a citizen in the Palace"),
    QT_TRANSLATE_NOOP("ComputerReasons", "to place a citizen in the Bishopric"),
    QT_TRANSLATE_NOOP("ComputerReasons", "to place a citizen in the City Hall"),
)
_FOR_DICE = (
    QT_TRANSLATE_NOOP("ComputerReasons", "places a citizen in the Palace for its red dice"),
    QT_TRANSLATE_NOOP("ComputerReasons", "places a citizen in the Bishopric for its white dice"),
    QT_TRANSLATE_NOOP("ComputerReasons", "places a citizen in the City Hall for its yellow dice"),
)


def target_text(g, t: tuple) -> str:
    kind, arg = t[1], t[2]
    if kind == "card":
        text = translate("ComputerReasons", "for the {card}").format(card=localized(g.card(arg)))
    elif kind == "cathedral":
        text = translate("ComputerReasons", "for the cathedral")
    elif kind == "event":
        text = translate("ComputerReasons", "against {event}").format(event=localized(g.event(arg)))
    elif kind == "building" and arg in (0, 1, 2):
        text = translate("ComputerReasons", _TO_PLACE[arg])
    elif kind == "agriculture":
        text = translate("ComputerReasons", "for agriculture")
    elif kind == "ramparts":
        text = translate("ComputerReasons", "for the ramparts")
    else:
        text = translate("ComputerReasons", "for its action")
    if len(t) > 3 and t[3] is not None:
        text = translate("ComputerReasons", "{target} with a cube from the {card}").format(
            target=text, card=localized(g.card(t[3]))
        )
    return text


def group_reason(g, p: int, move) -> str:
    grp, t = move.info["group"], move.info["target"]
    before = g
    if move.info.get("flip"):
        # The dice are described as they are once turned over.
        k = next(i for i, a in enumerate(move.actions) if a == A.flip_done()) + 1
        g = apply_all(g, move.actions[:k]) or g
    own = [_die(g, p, d) for d in grp if d < 0 or g.dice[d].owner == p]
    bought = [_die(g, p, d) for d in grp if d >= 0 and g.dice[d].owner != p]
    res = g.evaluate(p, [d for d in grp], t[1], t[2], t[3], t[4] if len(t) > 4 else None)
    times = res.get("times", 0)
    detail = []
    if times and t[1] == "card":
        detail.append(ComputerReasons.tr("%n activation(s)", None, times))
    elif times and t[1] in ("event", "cathedral"):
        detail.append(ComputerReasons.tr("%n cube(s)", None, times))
    elif times and t[1] == "ramparts":
        detail.append(ComputerReasons.tr("%n step(s)", None, times))
    g2 = gains(before, move.state, p)
    if g2:
        detail.append(g2)
    target = target_text(g, t)
    if own and bought:
        text = translate("ComputerReasons", "uses {own} and buys {bought} {target}")
    elif bought:
        text = translate("ComputerReasons", "buys {bought} {target}")
    else:
        text = translate("ComputerReasons", "uses {own} {target}")
    text = text.format(own=_join(own), bought=_join(bought), target=target)
    if move.info.get("flip"):
        text = translate("ComputerReasons", "turns its low dice over, then {move}").format(move=text)
    if detail:
        text = translate("ComputerReasons", "{move}: {details}").format(move=text, details=", ".join(detail))
    return text


def move_reason(g, p: int, move) -> str:
    """The reason for a whole move, from the position before it."""
    info = move.info
    if info.get("pass"):
        return translate(
            "ComputerReasons",
            "passes: no group of dice is worth its price now (+2 deniers at the end of the round)",
        )
    if "group" in info:
        return group_reason(g, p, move)
    if info.get("black") == "counter":
        dice = _join([_die(g, p, d) for d in info["dice"]])
        return translate("ComputerReasons", "counters the black {value} with {dice} (+1 influence)").format(
            value=g.black[0], dice=dice
        )
    if info.get("black") == "concede":
        return translate("ComputerReasons", "cannot counter the black {value}: loses 2 VP").format(
            value=g.black[0]
        )
    if info.get("black") == "tile":
        return translate("ComputerReasons", "the outdoor tile protects it from the black {value}").format(
            value=g.black[0]
        )
    return step_reason(g, p, move.actions[0], move)


_SOURCES = {
    "supply": QT_TRANSLATE_NOOP("ComputerReasons", "takes the citizen from its supply"),
    "influence": QT_TRANSLATE_NOOP("ComputerReasons", "takes the citizen from hiring with 2 influence"),
    "space": QT_TRANSLATE_NOOP("ComputerReasons", "takes the citizen from a building"),
    "expelled": QT_TRANSLATE_NOOP(
        "ComputerReasons", "takes the citizen from its citizen lying on a building"
    ),
    "tradesman": QT_TRANSLATE_NOOP("ComputerReasons", "takes the citizen from one of its tradesmen"),
}


def step_reason(g, p: int, a: tuple, move=None) -> str:  # noqa: C901 - one branch per kind of step
    verb = a[0]
    after = "" if move is None else gains(g, move.state, p)

    def tail(text: str) -> str:
        return (
            translate("ComputerReasons", "{move}: {details}").format(move=text, details=after)
            if after
            else text
        )

    if verb == "init":
        b = a[1]
        return (
            translate("ComputerReasons", _FOR_DICE[b])
            if b in (0, 1, 2)
            else translate("ComputerReasons", "places a citizen")
        )
    if verb == "count":
        return tail(ComputerReasons.tr("uses the card %n time(s)", None, a[1]))
    if verb == "miller":
        miller = localized(g.data.activities["miller"]) if "miller" in g.data.activities else "Miller"
        return tail(
            ComputerReasons.tr("sends %n activation(s) of the {card} to the Palace", None, a[1]).format(
                card=miller
            )
        )
    if verb == "event" and isinstance(a[1], int) and a[1] < len(g.queue):
        return tail(
            translate("ComputerReasons", "puts its cube on {event}").format(event=localized(g.event(a[1])))
        )
    if verb == "source":
        where = _SOURCES.get(a[1])
        if where:
            return translate("ComputerReasons", where)
        return translate("ComputerReasons", "takes the citizen from its citizens")
    if verb == "outdoor":
        used = a[1] in ("use", "always")
        return tail(
            translate("ComputerReasons", "uses the outdoor activity")
            if used
            else translate("ComputerReasons", "leaves the outdoor activity")
        )
    if verb == "pass":
        return translate("ComputerReasons", "passes")
    if verb == "die":
        return translate("ComputerReasons", "adds a die to its group")
    if verb == "target":
        return tail(translate("ComputerReasons", "uses its group {target}").format(target=target_text(g, a)))
    if verb == "victim" and isinstance(a[1], int):
        return tail(translate("ComputerReasons", "chooses {player}").format(player=g.owner_name(a[1])))
    if verb == "roy":
        return translate("ComputerReasons", "le Roy's turn")
    return tail(translate("ComputerReasons", "chooses what scores best"))
