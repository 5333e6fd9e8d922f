"""The Ladies of Troyes modules and the promo cards (docs/rulings.md, section "The Ladies of Troyes").

Module ids: ``characters``, ``reveal-character``, ``activities``, ``events``, ``head-of-family``,
``ramparts``, ``tournament``, ``promos``. A game with at least one module has ``game.lx`` (a dict of
plain JSON data); the base game has ``game.lx = None`` and never enters this file, so its rules and
speed are unchanged. Hooks in :mod:`game` call the functions here when ``game.lx`` is set.

Extra action vocabulary (only with modules):

* a group with the purple die names its colour: ``("target", kind, arg, cube_slot, colour)``;
* group stage: ``("cube_die", slot)`` (Augustine / Recruiter cube as a yellow / red 6),
  ``("distill", die)`` (Distiller cube: turn one of your dice over), ``("tile", level, die)``
  (outdoor tile: turn over a die you are buying);
* action 7: ``("target", "ramparts", None, None[, colour])`` then ``("boost", n)`` deniers, then
  ``("advance",)``, ``("rampart_cube", level)``, ``("ramparts_done",)``;
* before an action: ``("tile", level)`` (roll a die / exchange dice), ``("standing", level, mode)`` with
  mode ``ask`` / ``always`` / ``never``; exchanges: ``("swap", mine, theirs)``, ``("swap_done",)``;
* black dice: ``("tile", level)`` destroys the black die facing you (protect tile);
* decisions: ``("outdoor", "use"|"skip"|"always"|"never"[, slot])`` (an outdoor tile, also for other
  players during someone's turn and in the event phase), ``("mixed", "place"|"use", n)``,
  ``("landlady", n)``, ``("build", value)``, ``("victim", player)``, ``("scout", 1|0)``,
  ``("lose", "card"|"tile", slot_or_level)`` (Harsh Winter), ``("source", ...)`` (Possession),
  ``("liberate", owner)``.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ..common.errors import IllegalAction, RulesError
from . import cards as card_effects
from . import events as event_effects
from .board import (
    BISHOPRIC,
    CITY_HALL,
    COLOUR_NAMES,
    MAX_CITIZENS,
    NEUTRAL,
    PALACE,
    PENALTY_VP,
)
from .data import RED, WHITE, YELLOW

if TYPE_CHECKING:
    from .game import Game

PURPLE = 3
MODULES = ("characters", "reveal-character", "activities", "events", "head-of-family", "ramparts",
           "tournament", "promos")
MIX_CHOICES = ("shuffled", "alone")
GRAY_WITH_LADIES = 10
MODIFIERS_L = {"blacksmith", "militiaman", "tithe", "monk", "priest", "apprenticeship", "confession",
               "templar", "viticulturist", "chief-templar", "herbalist", "preacher", "prior"}
VIRTUAL = {"augustine": YELLOW, "recruiter": RED}
_RED_LEVEL_ONE = {"archer", "chivalry", "diplomat", "ransom", "catapult", "scout"}
_PAID_L = {"ransom": 3, "marriage": 7}
#: "It is thus possible to make up to 3 exchanges per cube" (the neutral district may be one of them).
MAX_EXCHANGES = 3
_PROTECTED_EVENTS = {"drought", "civil-war", "heresy", "harsh-winter", "interrupted-work"}
_STANDING_FACES = {"influence-citizen", "agriculture-deniers", "influence-bought", "deniers-tradesman",
                   "extra-cube", "protect"}


# ====================================================================== setup
def check_options(players: int, options: dict) -> None:
    mods = options.get("modules", ())
    if not isinstance(mods, (list, tuple)) or not all(isinstance(m, str) for m in mods):
        raise RulesError("modules must be a list of module ids")
    unknown = [m for m in mods if m not in MODULES]
    if unknown:
        raise RulesError(f"unknown module(s): {', '.join(unknown)} (available: {', '.join(MODULES)})")
    for key in ("activities_setup", "events_setup"):
        if options.get(key, "shuffled") not in MIX_CHOICES:
            raise RulesError(f"{key} must be 'shuffled' (with the base cards) or 'alone'")


def init(g: "Game") -> None:
    """Set up the modules (called by Game.__init__ after the base setup choices)."""
    opts = g.setup["options"]
    mods = list(opts.get("modules", ()))
    g.lx = lx = {
        "modules": mods,
        "hof": "head-of-family" in mods, "ramparts": "ramparts" in mods, "tournament": "tournament" in mods,
        "revealed_character": None, "cathedral4": [None] * 6, "offers": [], "used": [], "possessed": [],
        "possession_round": 0, "ev": None, "guard": [0] * g.n, "gate_order": [], "tiles": [],
        "tile_cubes": [[0] * g.n for _ in range(4)], "standing": [["ask"] * 4 for _ in range(g.n)],
    }
    if "reveal-character" in mods:
        dealt = set(g.characters_in_play)
        left = [c for c in g._char_order if c not in dealt]
        lx["revealed_character"] = left[0]
        g.characters_in_play = g.characters_in_play + [left[0]]
    if lx["ramparts"]:
        tiles = g.data.ladies["tiles"]
        for level in (1, 2, 3, 4):
            options = [t for t, info in tiles.items() if info["level"] == level]
            tile = g.rng.choice(sorted(options))
            face = g.rng.randint(0, 1)
            if tiles[tile]["faces"][face]["id"] == "roll-purple" and not lx["hof"]:
                face = 0          # the purple die exists only with the head of the family (ruling L9)
            lx["tiles"].append([tile, face])


def activity_pool(g: "Game", colour: int, level: int) -> list[str]:
    opts = g.setup["options"]
    mods = opts.get("modules", ())
    acts = "activities" in mods
    alone = acts and opts.get("activities_setup", "shuffled") == "alone"
    return g.data.activity_ids(colour, level, "promos" in mods, base=not alone, ladies=acts)


def event_decks(g: "Game") -> dict:
    opts = g.setup["options"]
    mods = opts.get("modules", ())
    evs = "events" in mods
    alone = evs and opts.get("events_setup", "shuffled") == "alone"
    promos = "promos" in mods
    decks = {"red": [], "white": [], "yellow": []}
    base_red = []
    for ev in g.data.events.values():
        if ev.deck not in decks:
            continue
        if ev.expansion:
            if evs:
                decks[ev.deck].append(ev.id)
        elif ev.promo:
            if promos:
                decks[ev.deck].append(ev.id)
        elif alone and ev.deck == "red":
            base_red.append(ev.id)
        elif not alone:
            decks[ev.deck].append(ev.id)
    for d in decks.values():
        g.rng.shuffle(d)
    if alone:
        # Ruling L3: the red deck is completed with base red cards (a red card opens every round).
        g.rng.shuffle(base_red)
        need = max(0, g.rounds - len(decks["red"]))
        filler, rest = base_red[:need], base_red[need:]
        decks["red"] = decks["red"] + filler
        g.rng.shuffle(decks["red"])
        return {"decks": decks, "aside": decks["red"][g.rounds:] + rest}
    return {"decks": decks, "aside": decks["red"][g.rounds:]}


# ====================================================================== small helpers
def copy_lx(lx: dict) -> dict:
    """A deep copy exactly as a JSON round trip gives it (fast path for plain lists and dicts)."""
    try:
        return _plain_copy(lx)
    except TypeError:
        return json.loads(json.dumps(lx))


_ATOMS = (str, int, bool, type(None))


def _plain_copy(x):
    t = type(x)
    if t is list:
        return [v if type(v) in _ATOMS else _plain_copy(v) for v in x]
    if t is dict:
        out = {}
        for k, v in x.items():
            if type(k) is not str:
                raise TypeError("a key JSON would turn into a string")
            out[k] = v if type(v) in _ATOMS else _plain_copy(v)
        return out
    if t in _ATOMS:
        return x
    raise TypeError("not plain JSON data")      # tuples, floats...: the JSON round trip decides


def tile_face(g: "Game", level: int) -> str | None:
    tiles = g.lx["tiles"]
    if not tiles:
        return None
    tile, face = tiles[level - 1]
    return g.data.ladies["tiles"][tile]["faces"][face]["id"]


def face_info(g: "Game", level: int) -> dict:
    tile, face = g.lx["tiles"][level - 1]
    return g.data.ladies["tiles"][tile]["faces"][face]


def level_of_face(g: "Game", face_id: str) -> int | None:
    for level in (1, 2, 3, 4):
        if g.lx["tiles"] and tile_face(g, level) == face_id:
            return level
    return None


def tile_cubes(g: "Game", p: int, level: int) -> int:
    return g.lx["tile_cubes"][level - 1][p]


def cathedral_count(g: "Game", p: int) -> int:
    n = sum(1 for o in g.cathedral if o == p)
    if g.lx is not None:
        n += sum(1 for o in g.lx["cathedral4"] if o == p)
    return n


def tradesmen_count(g: "Game", p: int) -> int:
    return sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)


def _spend_tile_cube(g: "Game", p: int, level: int) -> None:
    g.lx["tile_cubes"][level - 1][p] -= 1
    g.players[p].cubes += 1
    g.lx["used"].append([p, level])
    g.emit("outdoor_used", player=p, level=level, face=tile_face(g, level))


def _tile_usable(g: "Game", p: int, face_id: str) -> int | None:
    """The level of this face if p has a cube there not yet used in this action."""
    if g.lx is None or not g.lx["tiles"]:
        return None
    level = level_of_face(g, face_id)
    if level is None or tile_cubes(g, p, level) <= 0 or [p, level] in g.lx["used"]:
        return None
    return level


# ====================================================================== the purple die, groups and evaluate
def dice_group(g: "Game", p: int, dice_ids, colour):
    """Game.evaluate hook: [(colour, value, owner, die_id)] with the purple die's colour chosen and the
    Augustine / Recruiter cubes as dice (negative ids), or a reason string."""
    try:
        n_ids = len(dice_ids)
    except TypeError:
        return "not a group of dice"
    if not 1 <= n_ids <= 3 or len(set(dice_ids)) != n_ids:
        return "a group has 1 to 3 different dice"
    out = []
    virtual = 0
    purple = False
    for d in dice_ids:
        if isinstance(d, bool) or not isinstance(d, int):
            return "not a die"
        if d < 0:
            slot = -d - 1
            if not 0 <= slot < 9 or g.slot_card[slot] not in VIRTUAL or g.slot_cubes[slot][p] <= 0:
                return "you have no Augustine or Recruiter cube there"
            virtual += 1
            out.append((VIRTUAL[g.slot_card[slot]], 6, p, d))
            continue
        die = g.dice.get(d)
        if die is None:
            return "one of these dice is no longer in the city square"
        c, v, o = die
        if c == PURPLE:
            if o != p:
                return "nobody can buy another player's purple die"
            if colour not in (RED, WHITE, YELLOW):
                return "choose the purple die's colour (red, white or yellow)"
            purple = True
            c = colour
        out.append((c, v, o, d))
    if virtual > 1:
        return "only one cube can change an action"
    if virtual and virtual == len(out):
        return "an Augustine or Recruiter cube cannot be used alone"
    if colour is not None and not purple:
        return "only a group with the purple die names a colour"
    return out


def cube_used_on(g: "Game", p: int, dice_ids) -> bool:
    """Game.evaluate hook: has a cube (Distiller) already changed the group being formed?"""
    ctx = g.ctx
    return ctx is not None and g.pending == ("group", p) and ctx.get("cube_used") is not None \
        and list(ctx.get("dice", ())) == list(dice_ids)


def influence_hire_refusal(pl, card) -> str:
    """Game.evaluate hook: why a tradesman paid in influence (Chief Templar, Recruiter) cannot be hired."""
    if pl.influence < card.cost:
        return f"a tradesman on {card.name} costs {card.cost} influence"
    if not (pl.supply > 0 or pl.citizens > pl.supply
            or (pl.influence - card.cost >= 2 and pl.citizens < MAX_CITIZENS)):
        return "you have no citizen to hire as a tradesman (and not 2 influence left)"
    return ""


def ramparts_refusal(g: "Game", p: int, n_dice: int, has_virtual: bool, modified: bool, colour: int) -> str:
    """Game.evaluate hook for the ``ramparts`` target (action 7)."""
    if not g.lx["ramparts"]:
        return "the ramparts are not in this game"
    if n_dice != 1 or has_virtual:
        return "the guard is moved with a single die"
    if modified:
        return "no stored cube changes the die of the ramparts"
    if not _ramparts_useful(g, p, colour):
        return "your guard cannot move and no outdoor activity can take a cube"
    return ""


_NO_CHOICE = (None,)
_PURPLE_CHOICES = (RED, WHITE, YELLOW)


def group_colours(g: "Game", dice_ids) -> tuple:
    """Game.targets hook: (colours of the dice other than purple, colour choices for the purple die,
    whether a stored cube may still modify the group)."""
    raw = []
    has_purple = False
    for d in dice_ids:
        if d < 0:
            raw.append(VIRTUAL[g.slot_card[-d - 1]])
        else:
            c = g.dice[d][0]
            if c == PURPLE:
                has_purple = True
            else:
                raw.append(c)
    cube_used = g.ctx is not None and g.ctx.get("cube_used") is not None
    has_virtual = any(d < 0 for d in dice_ids)
    return raw, _PURPLE_CHOICES if has_purple else _NO_CHOICE, not cube_used and not has_virtual


# ================================================================== turn, group: legal actions and handlers
def turn_tiles(g: "Game", p: int) -> list[tuple]:
    """Game legal-turn hook: the outdoor activities p may use or set (ask / always / never) now."""
    lx = g.lx
    if not lx["tiles"]:
        return []
    out = []
    for level in (1, 2, 3):
        if tile_cubes(g, p, level) <= 0:
            continue
        face = tile_face(g, level)
        if face in _STANDING_FACES:
            for mode in ("ask", "always", "never"):
                if mode != lx["standing"][p][level - 1] and not (mode == "always" and face == "extra-cube"):
                    out.append(("standing", level, mode))
        if [p, level] in lx["used"]:
            continue
        if face in ("roll-red", "roll-yellow", "roll-white"):
            c = {"roll-red": RED, "roll-yellow": YELLOW, "roll-white": WHITE}[face]
            if sum(1 for v in g.dice.values() if v[0] == c) < g.data.ladies["dice_per_colour"]:
                out.append(("tile", level))
        elif face == "roll-purple":
            if lx["hof"] and g.players[p].deniers >= 2 and not any(
                    v[0] == PURPLE and v[2] == p for v in g.dice.values()):
                out.append(("tile", level))
        elif face == "exchange":
            if _exchange_options(g, p, []):
                out.append(("tile", level))
    return out


def turn_tile(g: "Game", p: int, action) -> None:
    if len(action) != 2 or not isinstance(action[1], int) or ("tile", action[1]) not in turn_tiles(g, p):
        raise IllegalAction("that outdoor activity cannot be used now", action)
    level = action[1]
    face = tile_face(g, level)
    _spend_tile_cube(g, p, level)
    if face == "exchange":
        g.ctx = {"exchange": [], "resume": "turn", "saved": g.ctx}
        g.pending = ("exchange", p)
        return
    if face == "roll-purple":
        g.players[p].deniers -= 2
        d = g._new_die(PURPLE, p)
    else:
        d = g._new_die({"roll-red": RED, "roll-yellow": YELLOW, "roll-white": WHITE}[face], p)
    g.emit("die_rolled_from_supply", player=p, die=d, colour=g.dice[d][0], value=g.dice[d][1])


def set_standing(g: "Game", p: int, action) -> None:
    if len(action) != 3 or action not in turn_tiles(g, p):
        raise IllegalAction("choose a tile of yours and ask / always / never", action)
    g.lx["standing"][p][action[1] - 1] = action[2]
    g.emit("standing_answer", player=p, level=action[1], mode=action[2])


def _exchange_options(g: "Game", p: int, done: list) -> list[tuple]:
    mine = [d for d, v in g.dice.items() if v[2] == p and v[0] != PURPLE]
    if not mine or len(done) >= MAX_EXCHANGES:
        return []
    theirs = [d for d, v in g.dice.items() if v[2] != p and v[0] != PURPLE and v[2] not in done]
    return [("swap", a, b) for a in mine for b in theirs]


def legal_exchange(g: "Game", p: int) -> list[tuple]:
    return [("swap_done",)] + _exchange_options(g, p, g.ctx["exchange"])


def apply_swap(g: "Game", p: int, action) -> None:
    if tuple(action) not in _exchange_options(g, p, g.ctx["exchange"]):
        if len(g.ctx["exchange"]) >= MAX_EXCHANGES:
            raise IllegalAction(f"one cube makes at most {MAX_EXCHANGES} exchanges", action)
        raise IllegalAction("exchange one of your dice (not purple) with a die of a district not yet used",
                            action)
    _, a, b = action
    ca, va, _ = g.dice[a]
    cb, vb, ob = g.dice[b]
    g.dice[a] = (ca, va, ob)
    g.dice[b] = (cb, vb, p)
    g.ctx["exchange"].append(ob)
    g.emit("dice_exchanged", player=p, other=ob, given=a, taken=b, given_die=[ca, va], taken_die=[cb, vb])


def swap_done(g: "Game", p: int, action) -> None:
    ctx = g.ctx
    g.ctx = ctx["saved"]
    g.pending = (ctx["resume"], p)


def group_extras(g: "Game", p: int, sel, colour) -> list[tuple]:
    """Game legal-group hook: Augustine / Recruiter cubes, Distiller cubes and the outdoor tile
    that turns over a die being bought."""
    out = []
    ctx = g.ctx
    free = ctx.get("cube_used") is None and not any(d < 0 for d in sel)
    if free and len(sel) < 3:
        for s in range(9):
            c = VIRTUAL.get(g.slot_card[s])
            if c is not None and g.slot_cubes[s][p] > 0 and (colour is None or colour == c):
                out.append(("cube_die", s))
    if free:
        if any(g.slot_card[s] == "distiller" and g.slot_cubes[s][p] > 0 for s in range(9)):
            out.extend(("distill", d) for d in sel if g.dice[d][2] == p)
    level = _tile_usable(g, p, "flip-bought")
    if level is not None:
        # "an opponent's die": a die bought from another player, never the neutral district (ruling L29)
        out.extend(("tile", level, d) for d in sel
                   if d > 0 and g.dice[d][2] not in (p, NEUTRAL) and g.dice[d][0] != PURPLE)
    return out


def cube_die(g: "Game", p: int, action) -> None:
    if tuple(action) not in g.legal_actions():
        raise IllegalAction("an Augustine or Recruiter cube joins a group of its colour "
                            "(one cube per action)", action)
    g.ctx["dice"].append(-action[1] - 1)


def distill(g: "Game", p: int, action) -> None:
    if tuple(action) not in g.legal_actions():
        raise IllegalAction("a Distiller cube turns over one of your own dice of the group", action)
    d = action[1]
    slot = next(s for s in range(9) if g.slot_card[s] == "distiller")
    g.slot_cubes[slot][p] -= 1
    g.players[p].cubes += 1
    c, v, o = g.dice[d]
    g.dice[d] = (c, 7 - v, o)
    g.ctx["cube_used"] = slot
    g.emit("die_turned_over", player=p, die=d, value=7 - v, card="distiller")


def group_tile(g: "Game", p: int, action) -> None:
    if tuple(action) not in g.legal_actions():
        raise IllegalAction("that outdoor activity turns over an opponent's die you are buying (never a "
                            "neutral die)", action)
    _, level, d = action
    _spend_tile_cube(g, p, level)
    c, v, o = g.dice[d]
    g.dice[d] = (c, 7 - v, o)
    g.ctx["locked"] = True
    g.emit("die_turned_over", player=p, die=d, value=7 - v, tile=level)


# ====================================================================== applying a group (target)
def dice_bought_from(g: "Game", owner: int) -> None:
    """Game._target hook: ``owner`` was paid for a die (outdoor activity "influence-bought")."""
    _offer(g, owner, "influence-bought")


def spend_virtual_die(g: "Game", p: int, d: int) -> tuple:
    """Game._target hook: spend the Augustine / Recruiter cube used as die ``d`` (a negative id);
    its record in ``dice_used``."""
    slot = -d - 1
    g.slot_cubes[slot][p] -= 1
    g.players[p].cubes += 1
    return (d, VIRTUAL[g.slot_card[slot]], 6, p)


def pay_tradesman(g: "Game", p: int, slot: int, card) -> None:
    """Game._target hook: hire the tradesman of this card (in deniers or influence)."""
    pl = g.players[p]
    if card.cost_resource == "influence":
        pl.influence -= card.cost
    else:
        pl.deniers -= card.cost
    g.emit("tradesman_paid", player=p, slot=slot, cost=card.cost, resource=card.cost_resource, card=card.id)


def citizen_target(g: "Game", p: int) -> None:
    """Game._target hook: a die placed a citizen (outdoor activity "influence-citizen")."""
    _offer(g, p, "influence-citizen")


def agriculture_done(g: "Game", p: int) -> None:
    """Game._target hook: agriculture gave deniers (outdoor activity "agriculture-deniers")."""
    _offer(g, p, "agriculture-deniers")


def start_ramparts(g: "Game", p: int, used: list, colour, value: int) -> None:
    """Game._target hook for the ``ramparts`` target: the single die moves the guard."""
    ctx = g.ctx
    die_colour = None
    for d, c, _, _ in used:
        if d >= 0:
            die_colour = colour if c == PURPLE else c
    ctx["colour"] = die_colour
    ctx["placed"] = []
    most = min(6 - value, g.players[p].deniers)
    ctx["points"] = value
    if most > 0:
        ctx["boost_max"] = most
        g.pending = ("boost", p)
    else:
        _ramparts_next(g, p)


# ====================================================================== activity cards
def activate(g: "Game", p: int) -> None:
    ctx = g.ctx
    slot = ctx["arg"]
    card = g.card(slot)
    ctx["card"] = card.id
    times = ctx["times"]
    for o in range(g.n):
        if o != p and g.has_tradesman(o, slot):
            _offer(g, o, "deniers-tradesman")
    if card.kind in ("delayed", "mixed"):
        _offer(g, p, "extra-cube")
    if card.delayed:
        g.slot_cubes[slot][p] += times
        g.players[p].cubes -= times
        g.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=times)
        g._after_action()
        return
    if card.kind == "mixed":
        g.pending = ("mixed", p)
        return
    if card.id in ("hermit", "princess"):
        g.slot_cubes[slot][p] += times
        g.players[p].cubes -= times
        g.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=times)
        g._after_action()
        return
    if card.id == "fort":
        vp = infl = 0
        for v in ctx["values"]:
            big = v >= 4
            vp += 2 if big else 1
            infl += 2 if big else 1
        g.slot_cubes[slot][p] += times
        g.players[p].cubes -= times
        g.gain_vp(p, vp)
        g.gain_influence(p, infl)
        g.emit("fort", player=p, cubes=times, vp=vp, influence=infl)
        g._after_action()
        return
    if card.id in _PAID_L:
        ctx["max"] = min(times, g.players[p].deniers // _PAID_L[card.id])
        if ctx["max"] < 1:
            g.emit("effect_unused", player=p, card=card.id, reason="nothing left to pay with")
            g._after_action()
            return
        g.pending = ("count", p)
        return
    if card.id == "landlady":
        g.pending = ("landlady", p)
        return
    if card.id == "master-builder":
        ctx["left"] = times
        _build_next(g, p)
        return
    if card.id == "executioner":
        ctx["left"] = times
        _executioner_next(g, p)
        return
    if card.id == "scout":
        ctx["left"] = times
        ctx["todo"] = []
        _scout_next(g, p)
        return
    fn = _SIMPLE.get(card.id)
    if fn is not None:
        fn(g, p, times)
        g._after_action()
        return
    card_effects.start(g, p, card.id)


def cannot_use(g: "Game", p: int, card_id: str, deniers_left: int, slot: int, need_infl: int) -> str:
    name = g.data.activities[card_id].name
    if card_id in _PAID_L:
        if deniers_left < _PAID_L[card_id]:
            return f"{name} costs {_PAID_L[card_id]} deniers per use and you would have {deniers_left}"
        return ""
    if card_id == "breeder":
        if deniers_left < 3 and g.slot_cubes[slot][p] <= 0:
            return "Breeder: you need 3 deniers to place a cube, or a cube to sell"
        return ""
    if card_id == "master-builder":
        if not _build_options(g):
            return "the cathedral has no free space left, even on the 4th floor"
        return ""
    if card_id == "scout":
        if deniers_left < 1:
            return "Scout: each cube costs 1 denier"
        return ""
    if card_id in card_effects._PAID and card_effects._PAID[card_id][0] == "influence" and need_infl:
        if g.players[p].influence - need_infl < card_effects._PAID[card_id][1]:
            return f"{name}: too little influence left"
    return card_effects.cannot_use(g, p, card_id, deniers_left)


def _clog_maker(g, p, times):
    n = sum(1 for o in g.spaces[CITY_HALL] if o == p)
    g.players[p].deniers += n * times
    g.emit("deniers_gained", player=p, deniers=n * times, card="clog-maker")


def _weaver(g, p, times):
    n = tradesmen_count(g, p)
    g.players[p].deniers += n * times
    g.emit("deniers_gained", player=p, deniers=n * times, card="weaver")


def _banker(g, p, times):
    vp = 3 * times if g.players[p].deniers > 30 else 0
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="banker")


def _master_tradesman(g, p, times):
    vp = times * (tradesmen_count(g, p) // 2)
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="master-tradesman")


def _bishop(g, p, times):
    n = cathedral_count(g, p) * times
    g.players[p].deniers += n
    g.emit("deniers_gained", player=p, deniers=n, card="bishop")


def _scribe(g, p, times):
    vp = times * len(g.players[p].events_won)
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="scribe")


def _nun(g, p, times):
    whites = sum(1 for c, v, o in g.dice.values() if o == p and c == WHITE)
    g.gain_vp(p, whites * times)
    g.emit("vp_gained", player=p, vp=whites * times, card="nun")


def _baker(g, p, times):
    yellows = sum(1 for c, v, o in g.dice.values() if c == YELLOW)
    g.players[p].deniers += yellows * times
    g.emit("deniers_gained", player=p, deniers=yellows * times, card="baker")


def _banquet(g, p, times):
    counts = {o: 0 for o in list(range(g.n)) + [NEUTRAL]}
    for c, v, o in g.dice.values():
        if c == RED:
            counts[o] += 1
    vp = max(counts.values()) * times
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="banquet")


_SIMPLE = {"clog-maker": _clog_maker, "weaver": _weaver, "banker": _banker,
           "master-tradesman": _master_tradesman, "bishop": _bishop, "scribe": _scribe, "nun": _nun,
           "baker": _baker, "banquet": _banquet}


# ---------------------------------------------------------------- mixed cards
def legal_mixed(g: "Game", p: int) -> list[tuple]:
    ctx = g.ctx
    times = ctx["times"]
    card = ctx["card"]
    slot = ctx["arg"]
    most = times if card != "breeder" else min(times, g.players[p].deniers // 3)
    out = [("mixed", "place", n) for n in range(1, most + 1)]
    out.extend(("mixed", "use", n) for n in range(1, min(times, g.slot_cubes[slot][p]) + 1))
    return out


def apply_mixed(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_mixed(g, p):
        raise IllegalAction("place cubes on the card, or use cubes already there (not both)", action)
    _, mode, n = action
    ctx = g.ctx
    card, slot = ctx["card"], ctx["arg"]
    pl = g.players[p]
    if mode == "place":
        if card == "breeder":
            pl.deniers -= 3 * n
        g.slot_cubes[slot][p] += n
        pl.cubes -= n
        g.emit("cubes_stored", player=p, slot=slot, card=card, cubes=n)
        g._after_action()
        return
    g.slot_cubes[slot][p] -= n
    pl.cubes += n
    if card == "lumberjack":
        pl.deniers += 4 * n
        g.emit("deniers_gained", player=p, deniers=4 * n, card=card)
    elif card == "breeder":
        g.gain_vp(p, 2 * n)
        g.emit("vp_gained", player=p, vp=2 * n, card=card)
    elif card == "squire":
        g.gain_influence(p, 5 * n)
        g.emit("influence_gained", player=p, influence=5 * n, card=card)
    elif card == "catapult":
        ctx["cubes_left"] = n
        ctx["pair"] = True
        g.emit("catapult", player=p, shots=n)
        g.pending = ("event", p)
        return
    g._after_action()


# ---------------------------------------------------------------- cards with small decisions
def legal_landlady(g: "Game", p: int) -> list[tuple]:
    return [("landlady", n) for n in range(g.ctx["times"] + 1)]


def apply_landlady(g: "Game", p: int, action) -> None:
    times = g.ctx["times"]
    if len(action) != 2 or not isinstance(action[1], int) or not 0 <= action[1] <= times:
        raise IllegalAction(f"choose how many of the {times} activations give 4 influence (0 to {times})",
                            action)
    n = action[1]
    g.gain_influence(p, 4 * n)
    g.gain_vp(p, times - n)
    g.emit("landlady", player=p, influence=4 * n, vp=times - n)
    g._after_action()


def _build_options(g: "Game") -> list[int]:
    out = []
    for v in range(1, 7):
        if any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3)) or g.lx["cathedral4"][v - 1] is None:
            out.append(v)
    return out


def _build_next(g: "Game", p: int) -> None:
    if g.ctx["left"] > 0 and _build_options(g):
        g.pending = ("build", p)
        return
    g._after_action()


def legal_build(g: "Game", p: int) -> list[tuple]:
    return [("build", v) for v in _build_options(g)]


def apply_build(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_build(g, p):
        raise IllegalAction("choose a cathedral column with a free space", action)
    v = action[1]
    if any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3)):
        g._cathedral_cube(p, v)
    else:
        g.lx["cathedral4"][v - 1] = p
        built = g.lx.setdefault("built4", [])       # "has not played a cube on the 4th floor" (penalty)
        if p not in built:
            built.append(p)
        g.players[p].cubes -= 1
        gain = g.data.cathedral_influence[v - 1]
        g.gain_vp(p, 1)
        g.gain_influence(p, gain)
        g.emit("cathedral_cube", player=p, level=3, value=v, vp=1, influence=gain)
    g.ctx["left"] -= 1
    _build_next(g, p)


def _executioner_leaders(g: "Game", p: int) -> list[int]:
    others = [o for o in range(g.n) if o != p]
    best = max(g.players[o].influence for o in others)
    return [o for o in others if g.players[o].influence == best] if best > 0 else []


def _executioner_next(g: "Game", p: int) -> None:
    ctx = g.ctx
    while ctx["left"] > 0:
        leaders = _executioner_leaders(g, p)
        if len(leaders) > 1:
            g.pending = ("victim", p)
            return
        _execute(g, p, leaders[0] if leaders else None)
    g._after_action()


def _execute(g: "Game", p: int, victim) -> None:
    g.ctx["left"] -= 1
    got = 1
    if victim is not None:
        g.players[victim].influence -= 1
        got += 1
    g.gain_influence(p, got)
    g.emit("executioner", player=p, victim=victim, influence=got)


def legal_victim(g: "Game", p: int) -> list[tuple]:
    return [("victim", o) for o in _executioner_leaders(g, p)]


def apply_victim(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_victim(g, p):
        raise IllegalAction("take the influence point from a tied opponent with the most influence", action)
    _execute(g, p, action[1])
    _executioner_next(g, p)


def _scout_next(g: "Game", p: int) -> None:
    ctx = g.ctx
    while True:
        while ctx["todo"]:
            eid = ctx["todo"][0]
            if g.players[p].deniers >= 1 and any(e[0] == eid for e in g.queue):
                g.pending = ("scout", p)
                return
            ctx["todo"].pop(0)
        if ctx["left"] <= 0:
            g._after_action()
            return
        ctx["left"] -= 1
        ctx["todo"] = [e[0] for e in g.queue if e[0] != "chief-outlaw"]


def legal_scout(g: "Game", p: int) -> list[tuple]:
    return [("scout", 1), ("scout", 0)]


def apply_scout(g: "Game", p: int, action) -> None:
    if tuple(action) not in (("scout", 1), ("scout", 0)):
        raise IllegalAction("place a cube on this event card (1 denier) or not", action)
    eid = g.ctx["todo"].pop(0)
    if action[1]:
        g.players[p].deniers -= 1
        idx = next(i for i, e in enumerate(g.queue) if e[0] == eid)
        g.place_event_cube(idx, p)
    _scout_next(g, p)


def legal_event(g: "Game", p: int) -> list[tuple]:
    card = g.ctx.get("card")
    return [("event", i) for i, e in enumerate(g.queue)
            if not (e[0] == "chief-outlaw" and card in _RED_LEVEL_ONE)]


def apply_event(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_event(g, p):
        raise IllegalAction("choose one of the event cards in the queue (the Chief Outlaw is never fought by "
                            "level I red cards)", action)
    ctx = g.ctx
    if ctx.get("pair"):
        eid = g.queue[action[1]][0]
        g.place_event_cube(action[1], p)
        if g.queue[action[1]:action[1] + 1] and g.queue[action[1]][0] == eid:
            g.place_event_cube(action[1], p)      # second cube of the pair (lost if the card was completed)
        ctx["cubes_left"] -= 1
        if ctx["cubes_left"] > 0:
            g.pending = ("event", p)
        else:
            g._after_action()
        return
    card_effects.apply_event(g, p, action)


def legal_count(g: "Game", p: int) -> list[tuple]:
    return [("count", n) for n in range(1, g.ctx["max"] + 1)]


def apply_count(g: "Game", p: int, action) -> None:
    ctx = g.ctx
    card = ctx["card"]
    if card not in _PAID_L:
        card_effects.apply_count(g, p, action)
        return
    if len(action) != 2 or not isinstance(action[1], int) or not 1 <= action[1] <= ctx["max"]:
        raise IllegalAction(f"choose a number of uses from 1 to {ctx['max']}", action)
    n = action[1]
    pl = g.players[p]
    pl.deniers -= _PAID_L[card] * n
    if card == "marriage":
        g.gain_vp(p, 4 * n)
        g.emit("marriage", player=p, deniers=-7 * n, vp=4 * n)
        g._after_action()
        return
    ctx["cubes_left"] = n
    g.emit("ransom", player=p, deniers=-3 * n, cubes=n)
    g.pending = ("event", p)


def next_cube_after_event(g: "Game", p: int) -> None:
    card_effects._next_cube(g, p)


# ====================================================================== ramparts (action 7)
def _tile_takes_cube(g: "Game", p: int, level: int, die_colour) -> bool:
    lx = g.lx
    if lx["guard"][p] < g.data.ladies["gates"][level - 1]:
        return False
    face = face_info(g, level)
    if face["id"] == "gate-race":
        return False
    c = face.get("colour")
    if c in COLOUR_NAMES and die_colour is not None and COLOUR_NAMES.index(c) == die_colour:
        return False
    return True


def _ramparts_useful(g: "Game", p: int, die_colour) -> bool:
    if g.lx["guard"][p] < 20:
        return True
    return any(_tile_takes_cube(g, p, lv, die_colour) for lv in (1, 2, 3, 4))


def legal_boost(g: "Game", p: int) -> list[tuple]:
    return [("boost", n) for n in range(g.ctx["boost_max"] + 1)]


def apply_boost(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_boost(g, p):
        raise IllegalAction(f"pay 0 to {g.ctx['boost_max']} deniers (the die cannot exceed 6)", action)
    n = action[1]
    g.players[p].deniers -= n
    g.ctx["points"] += n
    if n:
        g.emit("ramparts_boost", player=p, deniers=n, points=g.ctx["points"])
    _ramparts_next(g, p)


def legal_ramparts(g: "Game", p: int) -> list[tuple]:
    ctx = g.ctx
    out = [("ramparts_done",)]
    if ctx["points"] <= 0:
        return out
    if g.lx["guard"][p] < 20:
        out.append(("advance",))
    for level in (1, 2, 3, 4):
        if level not in ctx["placed"] and _tile_takes_cube(g, p, level, ctx["colour"]):
            out.append(("rampart_cube", level))
    return out


def _ramparts_next(g: "Game", p: int) -> None:
    if len(legal_ramparts(g, p)) <= 1:
        g._after_action()
        return
    g.pending = ("ramparts", p)


def apply_ramparts(g: "Game", p: int, action) -> None:
    action = tuple(action)
    if action not in legal_ramparts(g, p):
        raise IllegalAction("advance your guard, put a cube on an outdoor activity you reach (one per "
                            "activity), or stop", action)
    ctx = g.ctx
    lx = g.lx
    if action[0] == "ramparts_done":
        g._after_action()
        return
    ctx["points"] -= 1
    if action[0] == "advance":
        lx["guard"][p] += 1
        pos = lx["guard"][p]
        g.emit("guard_moved", player=p, space=pos)
        if pos == 20:
            lx["gate_order"].append(p)
            face = face_info(g, 4)
            vp = 0
            if face["id"] == "gate-race":
                rank = len(lx["gate_order"]) - 1
                vp = face["vp"][rank] if rank < len(face["vp"]) else 0
            elif face["id"] == "gate-everyone":
                vp = face["vp"]
            g.gain_vp(p, vp)
            g.emit("top_gate_reached", player=p, rank=len(lx["gate_order"]), vp=vp)
    else:
        level = action[1]
        lx["tile_cubes"][level - 1][p] += 1
        g.players[p].cubes -= 1
        ctx["placed"].append(level)
        g.emit("outdoor_cube", player=p, level=level)
    _ramparts_next(g, p)


# ================================================================ outdoor offers (decisions for any player)
def _offer(g: "Game", p: int, face_id: str, resume: str = "action", **extra) -> None:
    lx = g.lx
    if lx is None or not lx["tiles"] or p == NEUTRAL:
        return
    level = level_of_face(g, face_id)
    if level is None or tile_cubes(g, p, level) <= 0:
        return
    for o in lx["offers"]:
        if o["p"] == p and o["level"] == level:
            return
    offer = {"p": p, "level": level, "face": face_id, "resume": resume}
    offer.update(extra)
    lx["offers"].append(offer)


def _extra_cube_slots(g: "Game", p: int) -> list[int]:
    out = []
    for s in range(9):
        card = g.card(s)
        if g.slot_revealed[s] and card.kind in ("delayed", "mixed", "end"):
            if card.id == "breeder" and g.players[p].deniers < 3:
                continue
            out.append(s)
    return out


def next_offer(g: "Game") -> bool:
    """Process pending offers; returns True when a decision is now pending (the caller stops)."""
    lx = g.lx
    while lx["offers"]:
        o = lx["offers"][0]
        p, level = o["p"], o["level"]
        if o["face"] == "liberate":
            owners = sorted(set(lx["possessed"]))
            if not owners:
                lx["offers"].pop(0)
                continue
            if len(owners) == 1:
                lx["offers"].pop(0)
                _liberate(g, p, owners[0])
                continue
            g.ctx = {"offer": o}
            g.pending = ("liberate", p)
            return True
        if tile_cubes(g, p, level) <= 0 or [p, level] in lx["used"]:
            lx["offers"].pop(0)
            continue
        if o["face"] == "extra-cube" and not _extra_cube_slots(g, p):
            lx["offers"].pop(0)
            continue
        mode = lx["standing"][p][level - 1]
        if mode == "never":
            lx["offers"].pop(0)
            _offer_result(g, o, False)
            continue
        if mode == "always" and o["face"] != "extra-cube":
            lx["offers"].pop(0)
            _use_offer(g, o, None)
            continue
        g.ctx = {"offer": o}
        g.pending = ("outdoor", p)
        return True
    return False


def legal_outdoor(g: "Game", p: int) -> list[tuple]:
    o = g.ctx["offer"]
    if o["face"] == "extra-cube":
        out = [("outdoor", "use", s) for s in _extra_cube_slots(g, p)]
        return out + [("outdoor", "skip"), ("outdoor", "never")]
    return [("outdoor", "use"), ("outdoor", "skip"), ("outdoor", "always"), ("outdoor", "never")]


def apply_outdoor(g: "Game", p: int, action) -> None:
    action = tuple(action)
    if action not in legal_outdoor(g, p):
        raise IllegalAction("use the outdoor activity or not (always / never set a standing answer)", action)
    o = g.lx["offers"].pop(0)
    verb = action[1]
    if verb in ("always", "never"):
        g.lx["standing"][p][o["level"] - 1] = verb
    if verb in ("use", "always"):
        _use_offer(g, o, action[2] if len(action) == 3 else None)
    else:
        _offer_result(g, o, False)
    _resume(g, o)


def _use_offer(g: "Game", o: dict, slot) -> None:
    p, level, face = o["p"], o["level"], o["face"]
    _spend_tile_cube(g, p, level)
    pl = g.players[p]
    if face == "influence-citizen" or face == "influence-bought":
        g.gain_influence(p, 4)
    elif face == "agriculture-deniers":
        pl.deniers += 5
    elif face == "deniers-tradesman":
        pl.deniers += 4
    elif face == "extra-cube":
        pl.cubes -= 1                       # the cube goes from the tile onto the card
        if g.slot_card[slot] == "breeder":
            pl.deniers -= 3
        g.slot_cubes[slot][p] += 1
        g.emit("cubes_stored", player=p, slot=slot, card=g.slot_card[slot], cubes=1, tile=level)
    _offer_result(g, o, True)


def _offer_result(g: "Game", o: dict, used: bool) -> None:
    if o["resume"] == "events" and used:
        g.lx["ev"]["protected"].append(o["p"])
    if o["resume"] == "events":
        g.lx["ev"]["asked"].append(o["p"])


def _resume(g: "Game", o: dict) -> None:
    if o["resume"] == "events":
        continue_events(g)
    else:
        g._after_action()


def after_action_hook(g: "Game") -> bool:
    """Called by Game._after_action: True when an outdoor / liberation decision is pending."""
    if g.lx["offers"] and next_offer(g):
        return True
    g.lx["used"] = []
    return False


# ====================================================================== black dice (protect tile)
def can_protect_black(g: "Game", p: int) -> bool:
    level = _tile_usable(g, p, "protect")
    return level is not None and g.lx["standing"][p][level - 1] != "never"


def black_extra(g: "Game", p: int) -> list[tuple]:
    ctx = g.ctx
    if ctx["dice"] or len(ctx["black"]) > 1:
        return []
    level = _tile_usable(g, p, "protect")
    return [] if level is None else [("tile", level)]


def black_tile(g: "Game", p: int, action) -> None:
    if tuple(action) not in black_extra(g, p):
        raise IllegalAction("the protect activity destroys the black die facing you, before choosing dice",
                            action)
    _spend_tile_cube(g, p, action[1])
    value = g.black.pop(0)
    g.gain_influence(p, 1)
    g.emit("black_die_destroyed", player=p, value=value, tile=action[1])
    g.lx["used"] = []
    g.black_facing = g.next_seat(p)
    g._next_black()


# ====================================================================== events phase (resumable)
def events_phase(g: "Game") -> None:
    lx = g.lx
    red = g.decks["red"]
    if red:
        card_id = red.pop()
        _reveal(g, card_id)
    lx["ev"] = {"todo": [e[0] for e in g.queue], "black": 0, "sub": None, "asked": [], "protected": []}
    continue_events(g)


def _reveal(g: "Game", card_id: str) -> None:
    g.queue.append([card_id, []])
    g.emit("event_revealed", card=card_id)
    if card_id == "possession":
        g.lx["possession_round"] = g.round
    calls = g.data.events[card_id].calls
    if calls == "red":
        if g.set_aside_red:
            _reveal(g, g.set_aside_red.pop())
        return
    if calls:
        deck = g.decks[calls] or g.decks["white" if calls == "yellow" else "yellow"]
        if deck:
            _reveal(g, deck.pop())


def continue_events(g: "Game") -> None:
    st = g.lx["ev"]
    while st["todo"]:
        eid = st["todo"][0]
        entry = next((e for e in g.queue if e[0] == eid), None)
        if entry is None:
            st["todo"].pop(0)
            continue
        ev = g.data.events[eid]
        if st["sub"] is None:
            g.lx["used"] = []          # several protect cubes may serve several events (appendix)
            st["sub"] = eid
            st["black"] += ev.black_dice
            st["asked"] = []
            st["protected"] = []
        if _resolve(g, entry, ev):
            return                    # a decision is pending; we come back here
        st["todo"].pop(0)
        st["sub"] = None
    black = st["black"]
    g.lx["ev"] = None
    g.lx["used"] = []
    g.black = sorted((g.rng.roll() for _ in range(black)), reverse=True)
    if any(e[0] == "chief-outlaw" for e in g.queue):
        g.black = [min(6, v + 3) for v in g.black]
        g.emit("chief_outlaw", values=g.black[:])
    g.emit("black_dice_rolled", values=g.black[:])
    g.black_facing = g.start
    g.phase = "black"
    g.ctx = None
    g._next_black()


def _losers(g: "Game", eid: str) -> list[int]:
    out = []
    for p, pl in enumerate(g.players):
        if eid == "drought":
            lose = any(o == p for o in g.spaces[CITY_HALL])
        elif eid == "civil-war":
            lose = True
        elif eid == "heresy":
            lose = True
        elif eid == "harsh-winter":
            lose = bool(_winter_options(g, p))
        else:   # interrupted work: the owner of the cube that would be removed
            lose = _interrupted_victim(g) == p
        if lose:
            out.append(p)
    return out


def _seat_order(g: "Game") -> list[int]:
    order, p = [], g.start
    for _ in range(g.n):
        order.append(p)
        p = g.next_seat(p)
    return order


def _resolve(g: "Game", entry: list, ev) -> bool:
    """Resolve one event; True when it waits for a decision."""
    st = g.lx["ev"]
    eid = ev.effect
    if eid in _PROTECTED_EVENTS:
        for p in _seat_order(g):
            if p in st["asked"]:
                continue
            if p in _losers(g, eid) and _tile_usable(g, p, "protect") is not None:
                _offer(g, p, "protect", resume="events")
                if next_offer(g):
                    return True
            if p not in st["asked"]:
                st["asked"].append(p)
        protected = set(st["protected"])
        if eid == "harsh-winter":
            return _harsh_winter(g, protected)
        if eid == "interrupted-work":
            victim = _interrupted_victim(g)
            if victim in protected:
                g.emit("event_avoided", event=entry[0], player=victim)
            elif not interrupted_work(g, entry):
                event_effects._interrupted_work(g, entry)
            g.emit("event_resolved", event=ev.id)
            return False
        for p in protected:
            g.emit("event_avoided", event=entry[0], player=p)
        _apply_with_protection(g, entry, ev, protected)
        return False
    if eid == "support":
        _support(g, entry)
        g.emit("event_resolved", event=ev.id)
        return False
    if eid == "uprising":
        _uprising(g)
        g.emit("event_resolved", event=ev.id)
        return False
    if eid == "monk-event":
        _monk_event(g)
        g.emit("event_resolved", event=ev.id)
        return False
    if eid == "possession":
        if g.lx["possession_round"] != g.round:
            return False
        return _possession(g)
    if eid == "resistance":
        _resistance(g)
        g.emit("event_resolved", event=ev.id)
        return False
    event_effects.resolve(g, entry, ev)
    return False


def _apply_with_protection(g: "Game", entry, ev, protected) -> None:
    eid = ev.effect
    for p, pl in enumerate(g.players):
        if p in protected:
            continue
        if eid == "drought":
            owed = sum(1 for o in g.spaces[CITY_HALL] if o == p)
            paid = g.pay(p, owed)
            g.emit("event_payment", event=entry[0], player=p, owed=owed, paid=paid)
            if paid < owed:
                g.lose_vp(p, PENALTY_VP, "could not pay the whole Drought")
        elif eid == "civil-war":
            paid = g.pay(p, 3)
            g.emit("event_payment", event=entry[0], player=p, owed=3, paid=paid)
            if paid < 3:
                g.lose_vp(p, PENALTY_VP, "could not pay the whole Civil War")
        elif eid == "heresy":
            lost = min(pl.influence, 2)
            pl.influence -= lost
            g.emit("influence_lost", event=entry[0], player=p, influence=lost)
            if lost < 2:
                g.lose_vp(p, PENALTY_VP, "could not lose the whole Heresy influence")
    g.emit("event_resolved", event=ev.id)


def _interrupted_victim(g: "Game"):
    for o in reversed(g.lx["cathedral4"]):
        if o is not None:
            return o
    for i in range(17, -1, -1):
        if g.cathedral[i] is not None:
            return g.cathedral[i]
    return None


def interrupted_work(g: "Game", entry) -> bool:
    """The 4th floor is the highest level: its rightmost cube goes first."""
    c4 = g.lx["cathedral4"]
    for i in range(5, -1, -1):
        if c4[i] is not None:
            owner = c4[i]
            c4[i] = None
            if owner != NEUTRAL:
                g.players[owner].cubes += 1
            g.emit("cathedral_cube_removed", player=owner, level=3, value=i + 1)
            return True
    return False


def _winter_options(g: "Game", p: int) -> list[tuple]:
    out = []
    for s in range(9):
        if g.slot_cubes[s][p] > 0 and g.card(s).kind in ("delayed", "mixed", "end"):
            out.append(("lose", "card", s))
    if g.lx["tiles"]:
        for level in (1, 2, 3, 4):
            if tile_cubes(g, p, level) > 0:
                out.append(("lose", "tile", level))
    return out


def _harsh_winter(g: "Game", protected) -> bool:
    st = g.lx["ev"]
    done = st.setdefault("winter_done", [])
    for p in _seat_order(g):
        if p in done:
            continue
        options = [] if p in protected else _winter_options(g, p)
        if len(options) > 1:
            g.ctx = None
            g.pending = ("harsh_winter", p)
            return True
        done.append(p)
        if options:
            _lose_cube(g, p, options[0])
    st.pop("winter_done", None)
    g.emit("event_resolved", event="harsh-winter")
    return False


def _lose_cube(g: "Game", p: int, option) -> None:
    _, kind, x = option
    if kind == "card":
        g.slot_cubes[x][p] -= 1
    else:
        g.lx["tile_cubes"][x - 1][p] -= 1
    g.players[p].cubes += 1
    g.emit("cube_lost", player=p, where=kind, arg=x, event="harsh-winter",
           card=g.slot_card[x] if kind == "card" else None)


def legal_winter(g: "Game", p: int) -> list[tuple]:
    return _winter_options(g, p)


def apply_winter(g: "Game", p: int, action) -> None:
    if tuple(action) not in _winter_options(g, p):
        raise IllegalAction("choose the cube you lose to the Harsh Winter", action)
    _lose_cube(g, p, tuple(action))
    g.lx["ev"]["winter_done"].append(p)
    continue_events(g)


def _support(g: "Game", entry) -> None:
    idx = next(i for i, e in enumerate(g.queue) if e is entry)
    targets_ = [t for t in g.queue[max(0, idx - 2):idx]]
    for t in targets_:
        if t[0] == "chief-outlaw":
            g.emit("support_refused", event=t[0])
            continue
        for i, e in enumerate(g.queue):
            if e is t:
                g.place_event_cube(i, NEUTRAL)
                break


def _uprising(g: "Game") -> None:
    value = g.roll_die()
    b = BISHOPRIC if value <= 2 else PALACE if value <= 4 else CITY_HALL
    g.emit("event_roll", event="uprising", value=value, building=b)
    people = [o for o in g.spaces[b] if o is not None]
    lying = g.expelled[b]
    if lying:
        people.extend(lying)
        g.expelled[b] = []
    elif g.gray_supply > 0:
        g.gray_supply -= 1
        people.append(NEUTRAL)
    g.rng.shuffle(people)
    spaces = list(range(6))
    g.rng.shuffle(spaces)
    g.spaces[b] = [None] * 6
    for who, i in zip(people, spaces):
        g.spaces[b][i] = who
    for who in people[6:]:
        g.expelled[b].append(who)
        g.emit("citizen_expelled", player=who, building=b)
    g.emit("uprising", building=b, spaces=g.spaces[b][:], lying=people[6:])


def _monk_event(g: "Game") -> None:
    value = g.roll_die()
    colour = WHITE if value <= 2 else YELLOW if value <= 4 else RED
    g.emit("event_roll", event="monk-event", value=value, colour=colour)
    if g.gray_supply <= 0:
        g.emit("no_neutral_citizen", building=None)
        return
    best = None
    for level in (1, 2, 3):
        s = colour * 3 + level - 1
        if not g.slot_revealed[s]:
            continue
        for i, o in enumerate(g.slot_spaces[s]):
            if o is None:
                vp = g.card(s).spaces[i]
                if best is None or vp > best[0]:
                    best = (vp, s, i)
    if best is None:
        g.emit("monk_no_space", colour=colour)
        return
    _, s, i = best
    g.slot_spaces[s][i] = NEUTRAL
    g.gray_supply -= 1
    g.emit("tradesman_hired", player=NEUTRAL, slot=s, space=i, vp=0, card=g.slot_card[s])


def _possession(g: "Game") -> bool:
    st = g.lx["ev"]
    done = st.setdefault("possessed_done", [])
    for p in _seat_order(g):
        if p in done:
            continue
        if g.citizen_sources(p):
            g.ctx = None
            g.pending = ("possession", p)
            return True
        done.append(p)
    st.pop("possessed_done", None)
    g.emit("event_resolved", event="possession")
    return False


def legal_possession(g: "Game", p: int) -> list[tuple]:
    return g.citizen_sources(p)


def apply_possession(g: "Game", p: int, action) -> None:
    action = tuple(action)
    if action not in g.citizen_sources(p):
        raise IllegalAction("choose the citizen possessed by the devil", action)
    g._take_citizen(p, action)
    g.lx["possessed"].append(p)
    g.emit("citizen_possessed", player=p)
    g.lx["ev"]["possessed_done"].append(p)
    continue_events(g)


def on_possession_cube(g: "Game", owner: int) -> None:
    if owner != NEUTRAL and g.lx["possessed"]:
        g.lx["offers"].append({"p": owner, "level": 0, "face": "liberate", "resume": "action"})


def _liberate(g: "Game", p: int, owner: int) -> None:
    g.lx["possessed"].remove(owner)
    g.players[owner].supply += 1
    g.emit("citizen_liberated", player=p, owner=owner)


def legal_liberate(g: "Game", p: int) -> list[tuple]:
    return [("liberate", o) for o in sorted(set(g.lx["possessed"]))]


def apply_liberate(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_liberate(g, p):
        raise IllegalAction("free one of the citizens on the Possession card", action)
    o = g.lx["offers"].pop(0)
    _liberate(g, p, action[1])
    _resume(g, o)


def release_possessed(g: "Game") -> None:
    for o in g.lx["possessed"]:
        g.players[o].supply += 1
    g.lx["possessed"] = []


def _resistance(g: "Game") -> None:
    for entry in g.queue:
        if entry[1]:
            owner = entry[1].pop()
            if owner != NEUTRAL:
                g.players[owner].cubes += 1
            g.emit("event_cube_removed", event=entry[0], player=owner)


# ====================================================================== phases
def end_round_hook(g: "Game") -> None:
    """Tournament variant: the penultimate round's start player passes right; the last round runs
    counterclockwise."""
    if g.lx["tournament"] and g.round == g.rounds - 1:
        g.direction = -1


# ====================================================================== end of the game
def _majority(counts: dict, prizes: list[int]) -> dict:
    """Ranks by cubes (at least one); tied players split the VP of the ranks they take (round down)."""
    out = {}
    ranked = sorted((c for c in counts.values() if c > 0), reverse=True)
    levels = sorted(set(ranked), reverse=True)
    rank = 0
    for lvl in levels:
        tied = [p for p, c in counts.items() if c == lvl]
        pool = sum(prizes[rank:rank + len(tied)])
        for p in tied:
            out[p] = pool // len(tied)
        rank += len(tied)
    return out


def end_scores(g: "Game") -> list[dict]:
    """VP of end-of-game cards and outdoor tiles, and the Master Builder penalty, per player."""
    lx = g.lx
    out = [{"hermit": 0, "fort": 0, "princess": 0, "outdoor": 0, "master_builder": 0} for _ in range(g.n)]
    for s in range(9):
        cid = g.slot_card[s]
        cubes = {p: g.slot_cubes[s][p] for p in range(g.n)}
        if cid == "hermit":
            total = sum(cubes.values())
            for p, c in cubes.items():
                out[p]["hermit"] = c * max(1, 9 - total)
        elif cid == "fort":
            best = max(cubes.values())
            if best > 0:
                tied = [p for p, c in cubes.items() if c == best]
                for p in tied:
                    out[p]["fort"] = 3 // len(tied)
        elif cid == "princess":
            best = max(cubes.values())
            if best > 0:
                tied = [p for p, c in cubes.items() if c == best]
                for p in tied:
                    out[p]["princess"] = 6 // len(tied)
    if "master-builder" in g.slot_card:
        built = set(lx.get("built4", ())) | set(lx["cathedral4"])   # a cube removed later still counts
        for p in range(g.n):
            if p not in built:
                out[p]["master_builder"] = -2
    if lx["tiles"]:
        face = face_info(g, 4)
        cubes = {p: lx["tile_cubes"][3][p] for p in range(g.n)}
        if face["id"] == "gate-everyone":
            for p in range(g.n):
                out[p]["outdoor"] = cubes[p] * face["per_cube"]
        elif face["id"] == "majority":
            for p, vp in _majority(cubes, face["vp"]).items():
                out[p]["outdoor"] = vp
    return out


def measure(g: "Game", p: int, what: str):
    if what in ("yellow_citizens", "red_citizens", "white_citizens"):
        colour = COLOUR_NAMES.index(what.split("_")[0])
        building = colour          # red: Palace, white: Bishopric, yellow: City Hall
        n = sum(1 for o in g.spaces[building] if o == p)
        for s in range(9):
            if g.card(s).colour == colour:
                n += sum(1 for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)
        return n
    if what == "cathedral_cubes":
        return cathedral_count(g, p)
    return None


# ====================================================================== registration
LEGAL = {
    "exchange": legal_exchange, "boost": legal_boost, "ramparts": legal_ramparts, "outdoor": legal_outdoor,
    "mixed": legal_mixed, "landlady": legal_landlady, "build": legal_build, "victim": legal_victim,
    "scout": legal_scout, "harsh_winter": legal_winter, "possession": legal_possession,
    "liberate": legal_liberate,
}
APPLY = {
    ("turn", "tile"): turn_tile, ("turn", "standing"): set_standing,
    ("exchange", "swap"): apply_swap, ("exchange", "swap_done"): swap_done,
    ("group", "cube_die"): cube_die, ("group", "distill"): distill, ("group", "tile"): group_tile,
    ("black", "tile"): black_tile,
    ("boost", "boost"): apply_boost,
    ("ramparts", "advance"): apply_ramparts, ("ramparts", "rampart_cube"): apply_ramparts,
    ("ramparts", "ramparts_done"): apply_ramparts,
    ("outdoor", "outdoor"): apply_outdoor, ("mixed", "mixed"): apply_mixed,
    ("landlady", "landlady"): apply_landlady, ("build", "build"): apply_build,
    ("victim", "victim"): apply_victim, ("scout", "scout"): apply_scout,
    ("harsh_winter", "lose"): apply_winter, ("possession", "source"): apply_possession,
    ("liberate", "liberate"): apply_liberate,
}
