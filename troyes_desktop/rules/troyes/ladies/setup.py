"""Setting up The Ladies of Troyes: which modules are played, the activity and event cards in play (the
promo cards included), the expansion's state and how it is copied.

Rulebook (The Ladies of Troyes): Components, Setup, "Mixing the cards" for the activities and events
modules; the promo cards' sheet."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from troyes_desktop.i18n import translate

from ...common.errors import RulesError
from ..data import RED, YELLOW

if TYPE_CHECKING:
    from ..game import Game


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
        raise RulesError(translate("TroyesLadies", "modules must be a list of module ids"))
    unknown = [m for m in mods if m not in MODULES]
    if unknown:
        raise RulesError(translate("TroyesLadies", "unknown module(s): {unknown} (available: {known})")
                         .format(unknown=", ".join(unknown), known=", ".join(MODULES)))
    for key in ("activities_setup", "events_setup"):
        if options.get(key, "shuffled") not in MIX_CHOICES:
            text = translate("TroyesSetup", "{option} must be 'shuffled' (with the base cards) or 'alone'")
            raise RulesError(text.format(option=key))


def init(g: "Game") -> None:
    """Set up the modules (called by Game.__init__ after the base setup choices)."""
    opts = g.setup["options"]
    mods = list(opts.get("modules", ()))
    ex: dict[str, Any]
    g.expansion = ex = {
        "modules": mods,
        "hof": "head-of-family" in mods, "ramparts": "ramparts" in mods, "tournament": "tournament" in mods,
        "revealed_character": None, "cathedral4": [None] * 6, "offers": [], "used": [], "possessed": [],
        "possession_round": 0, "ev": None, "guard": [0] * g.n, "gate_order": [], "tiles": [],
        "tile_cubes": [[0] * g.n for _ in range(4)], "standing": [["ask"] * 4 for _ in range(g.n)],
    }
    if "reveal-character" in mods:
        dealt = set(g.characters_in_play)
        left = [c for c in g._char_order if c not in dealt]
        ex["revealed_character"] = left[0]
        g.characters_in_play = g.characters_in_play + [left[0]]
    if ex["ramparts"]:
        assert g.data.ladies is not None
        tiles = g.data.ladies["tiles"]
        for level in (1, 2, 3, 4):
            options = [t for t, info in tiles.items() if info["level"] == level]
            tile = g.rng.choice(sorted(options))
            face = g.rng.randint(0, 1)
            if tiles[tile]["faces"][face]["id"] == "roll-purple" and not ex["hof"]:
                face = 0          # the purple die exists only with the head of the family (ruling L9)
            ex["tiles"].append([tile, face])


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
    decks: dict[str, list[str]] = {"red": [], "white": [], "yellow": []}
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
def copy_state(ex: dict) -> dict:
    """A deep copy exactly as a JSON round trip gives it (fast path for plain lists and dicts)."""
    try:
        return _plain_copy(ex)
    except TypeError:
        return json.loads(json.dumps(ex))


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
