"""One-line reasons a person can read ("buys Faye's yellow 5 for the Miller: 4 activations, +12 deniers")."""
from __future__ import annotations

from ...rules.troyes.board import BUILDING_NAMES, COLOUR_NAMES
from .moves import apply_all

_DIE_COLOURS = COLOUR_NAMES + ("purple",)


def _die(g, p: int, d: int) -> str:
    if d < 0:
        return "a stored cube as a die"
    c, v, o = g.dice[d]
    if o == p:
        return f"its {_DIE_COLOURS[c]} {v}"
    return f"{g.owner_name(o)}'s {_DIE_COLOURS[c]} {v}"


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def gains(before, after, p: int) -> str:
    """What the move changed for p: VP, deniers, influence, citizens (only what changed)."""
    a, b = before.players[p], after.players[p]
    parts = []
    for label, x, y in (("VP", a.vp, b.vp), ("deniers", a.deniers, b.deniers),
                        ("influence", a.influence, b.influence)):
        if y != x:
            parts.append(f"{y - x:+d} {label}")
    return ", ".join(parts)


def target_text(g, t: tuple) -> str:
    kind, arg = t[1], t[2]
    if kind == "card":
        text = f"for the {g.card(arg).name}"
    elif kind == "cathedral":
        text = "for the cathedral"
    elif kind == "event":
        text = f"against {g.event(arg).name}"
    elif kind == "building":
        text = f"to place a citizen in the {BUILDING_NAMES[arg]}"
    elif kind == "agriculture":
        text = "for agriculture"
    elif kind == "ramparts":
        text = "for the ramparts"
    else:
        text = "for its action"
    if len(t) > 3 and t[3] is not None:
        text += f" with a cube from the {g.card(t[3]).name}"
    return text


def group_reason(g, p: int, move) -> str:
    grp, t = move.info["group"], move.info["target"]
    before = g
    if move.info.get("flip"):
        # The dice are described as they are once turned over.
        k = next(i for i, a in enumerate(move.actions) if a == ("flip_done",)) + 1
        g = apply_all(g, move.actions[:k]) or g
    own = [_die(g, p, d) for d in grp if d < 0 or g.dice[d][2] == p]
    bought = [_die(g, p, d) for d in grp if d >= 0 and g.dice[d][2] != p]
    verbs = []
    if own:
        verbs.append("uses " + _join(own))
    if bought:
        verbs.append("buys " + _join(bought))
    res = g.evaluate(p, [d for d in grp], t[1], t[2], t[3], t[4] if len(t) > 4 else None)
    times = res.get("times", 0)
    what = {"card": "activation", "event": "cube", "cathedral": "cube", "ramparts": "step"}.get(t[1])
    detail = [f"{times} {what}{'s' if times != 1 else ''}"] if what and times else []
    g2 = gains(before, move.state, p)
    if g2:
        detail.append(g2)
    text = " and ".join(verbs) + " " + target_text(g, t)
    if move.info.get("flip"):
        text = "turns its low dice over, then " + text
    return text + (": " + ", ".join(detail) if detail else "")


def move_reason(g, p: int, move) -> str:
    """The reason for a whole move, from the position before it."""
    info = move.info
    if info.get("pass"):
        return "passes: no group of dice is worth its price now (+2 deniers at the end of the round)"
    if "group" in info:
        return group_reason(g, p, move)
    if info.get("black") == "counter":
        dice = _join([_die(g, p, d) for d in info["dice"]])
        return f"counters the black {g.black[0]} with {dice} (+1 influence)"
    if info.get("black") == "concede":
        return f"cannot counter the black {g.black[0]}: loses 2 VP"
    if info.get("black") == "tile":
        return f"the outdoor tile protects it from the black {g.black[0]}"
    return step_reason(g, p, move.actions[0], move)


def step_reason(g, p: int, a: tuple, move=None) -> str:
    verb = a[0]
    after = "" if move is None else gains(g, move.state, p)
    tail = f": {after}" if after else ""
    if verb == "init":
        b = a[1]
        return f"places a citizen in the {BUILDING_NAMES[b]} for its {_DIE_COLOURS[b]} dice"
    if verb == "count":
        return f"uses the card {a[1]} time{'s' if a[1] != 1 else ''}{tail}"
    if verb == "miller":
        return f"sends {a[1]} activation{'s' if a[1] != 1 else ''} of the Miller to the Palace{tail}"
    if verb == "event" and isinstance(a[1], int) and a[1] < len(g.queue):
        return f"puts its cube on {g.event(a[1]).name}{tail}"
    if verb == "source":
        where = {"supply": "its supply", "influence": "hiring with 2 influence", "space": "a building",
                 "expelled": "its citizen lying on a building",
                 "tradesman": "one of its tradesmen"}.get(a[1], "its citizens")
        return f"takes the citizen from {where}"
    if verb == "outdoor":
        used = a[1] in ("use", "always")
        return ("uses the outdoor activity" if used else "leaves the outdoor activity") + tail
    if verb == "pass":
        return "passes"
    if verb == "die":
        return "adds a die to its group"
    if verb == "target":
        return "uses its group " + target_text(g, a) + tail
    if verb == "victim" and isinstance(a[1], int):
        return f"chooses {g.owner_name(a[1])}{tail}"
    if verb == "roy":
        return "le Roy's turn"
    return f"chooses what scores best{tail}" if tail else "chooses what scores best"
