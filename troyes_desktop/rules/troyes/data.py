"""Card data: activity cards, event cards, characters (resources/data/troyes_cards.json).

Numbers live in the data file with a provenance; rules live in code. A player who owns the
printed game may correct any number with ``card_overrides.json`` in the app's config folder:

    {"activities": {"merchant": {"cost": 4, "divisor": 2, "spaces": [2, 1]}},
     "events": {"war": {"divisor": 4, "banners": 5, "vp": [5, 2]}}}

Every override is validated; a bad one raises :class:`DataError` with a readable message (in the current
language: the player reads it when a new game does not use the corrections).

Names and texts a player reads come in English (``name``, ``text``) and in French (``name_fr``, ``text_fr``);
show them with ``troyes_desktop.i18n.localized(card)`` / ``localized(card, "text")``. The French fields are
optional in the file (a card without them reads in English) but, when present, must be non-empty text.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from troyes_desktop.i18n import translate

from ..common.errors import DataError

COLOURS = ("red", "white", "yellow")
RED, WHITE, YELLOW = 0, 1, 2
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}


def _default_french(card) -> None:
    """Empty French fields of a card read as the English ones (frozen dataclass: set once, at creation)."""
    for field in ("name", "text"):
        if hasattr(card, f"{field}_fr") and not getattr(card, f"{field}_fr"):
            object.__setattr__(card, f"{field}_fr", getattr(card, field))


@dataclass(frozen=True)
class ActivityCard:
    id: str
    name: str
    name_fr: str
    colour: int
    level: int
    delayed: bool
    cost: int
    divisor: int
    spaces: tuple[int, ...]
    text: str
    promo: bool
    provenance: dict
    kind: str = "immediate"         # immediate / delayed / mixed / end (The Ladies of Troyes)
    cost_resource: str = "deniers"  # Chief Templar and Recruiter: influence
    expansion: str = ""             # "ladies" for The Ladies of Troyes cards
    text_fr: str = ""               # the French text (the English one when the data has none)

    def __post_init__(self):
        _default_french(self)


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    name_fr: str
    deck: str           # red / white / yellow / permanent
    dice_colour: int
    divisor: int
    banners: int
    vp: tuple[int, int]
    black_dice: int
    calls: str | None   # red cards: which deck they call
    effect: str
    text: str
    promo: bool
    provenance: dict
    expansion: str = ""
    text_fr: str = ""

    def __post_init__(self):
        _default_french(self)


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    measure: str
    thresholds: tuple[tuple[int, int], ...]
    thresholds_2p: tuple[tuple[int, int], ...]
    text: str
    expansion: str = ""
    name_fr: str = ""               # only where French differs (Henry I: Henry Ier); else the English name
    text_fr: str = ""

    def __post_init__(self):
        _default_french(self)

    def score(self, amount: int, two_players: bool) -> int:
        vp = 0
        for at_least, points in (self.thresholds_2p if two_players else self.thresholds):
            if amount >= at_least:
                vp = points
        return vp


@dataclass(frozen=True)
class CardData:
    activities: dict[str, ActivityCard]
    events: dict[str, EventCard]
    characters: dict[str, Character]
    cathedral_influence: tuple[int, ...]
    #: The Ladies of Troyes: outdoor tiles, rampart numbers, supply of dice (empty for the base data).
    ladies: dict | None = None

    def activity_ids(self, colour: int, level: int, promos: bool = False, base: bool = True,
                     ladies: bool = False) -> list[str]:
        return [c.id for c in self.activities.values()
                if c.colour == colour and c.level == level and (promos or not c.promo)
                and ((base and not c.expansion and not c.promo) or (ladies and c.expansion)
                     or (promos and c.promo))]


def _value(entry, key, where):
    try:
        item = entry[key]
    except KeyError:
        message = translate("CardData", "{where}: '{key}' is missing")
        raise DataError(message.format(where=where, key=key)) from None
    if isinstance(item, dict):
        if "value" not in item:
            message = translate("CardData", "{where}: '{key}' has no value")
            raise DataError(message.format(where=where, key=key))
        prov = {"provenance": item.get("provenance", "unknown"), "reason": item.get("reason", "")}
        if "reason_fr" in item:
            prov["reason_fr"] = _words(item, "reason_fr", where, "")
        return item["value"], prov
    return item, {"provenance": "given", "reason": ""}


def _field(where, field):
    """"activity card merchant: cost": the number a message is about (``field``: the file's key)."""
    return translate("CardData", "{where}: {field}").format(where=where, field=field)


def _check_int(v, lo, hi, what):
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise DataError(translate("CardData", "{what} must be a whole number from {lo} to {hi}, not {value}")
                        .format(what=what, lo=lo, hi=hi, value=repr(v)))
    return v


def _check_spaces(v, what):
    if not isinstance(v, list) or not 1 <= len(v) <= 4:
        raise DataError(translate("CardData", "{what} must be a list of 1 to 4 VP values, not {value}")
                        .format(what=what, value=repr(v)))
    for x in v:
        _check_int(x, 0, 10, translate("CardData", "{what} (each space)").format(what=what))
    return tuple(v)


def _check_vp(v, what):
    if not isinstance(v, list) or len(v) != 2:
        raise DataError(translate("CardData", "{what} must be two VP values [first, second], not {value}")
                        .format(what=what, value=repr(v)))
    return (_check_int(v[0], 0, 20, what), _check_int(v[1], 0, 20, what))


def _words(entry, key, where, default: str) -> str:
    """A text a player reads (``name_fr``, ``text_fr``...): absent, ``default``; present, non-empty text."""
    if key not in entry:
        return default
    value = entry[key]
    if not isinstance(value, str) or not value.strip():
        raise DataError(translate("CardData", "{where}: '{key}' must be a non-empty text, not {value}")
                        .format(where=where, key=key, value=repr(value)))
    return value


def _activity(entry: dict) -> ActivityCard:
    where = translate("CardData", "activity card {id}").format(id=entry.get("id", "?"))
    prov = {}
    cost, prov["cost"] = _value(entry, "cost", where)
    div, prov["divisor"] = _value(entry, "divisor", where)
    spaces, prov["spaces"] = _value(entry, "spaces", where)
    colour = entry.get("colour")
    if colour not in COLOUR_INDEX:
        raise DataError(translate("CardData", "{where}: colour must be red, white or yellow, not {value}")
                        .format(where=where, value=repr(colour)))
    text = entry.get("text", "")
    return ActivityCard(
        id=entry["id"], name=entry["name"], name_fr=_words(entry, "name_fr", where, entry["name"]),
        colour=COLOUR_INDEX[colour], level=_check_int(entry.get("level"), 1, 3, _field(where, "level")),
        delayed=entry.get("kind") == "delayed",
        cost=_check_int(cost, 0, 20, _field(where, "cost")),
        divisor=_check_int(div, 1, 18, _field(where, "divisor")),
        spaces=_check_spaces(spaces, _field(where, "spaces")), text=text,
        promo=bool(entry.get("promo", False)), provenance=prov,
        kind=entry.get("kind", "immediate"), cost_resource=entry.get("cost_resource", "deniers"),
        expansion=entry.get("expansion", ""), text_fr=_words(entry, "text_fr", where, text))


def _event(entry: dict) -> EventCard:
    where = translate("CardData", "event card {id}").format(id=entry.get("id", "?"))
    prov = {}
    div, prov["divisor"] = _value(entry, "divisor", where)
    banners, prov["banners"] = _value(entry, "banners", where)
    vp, prov["vp"] = _value(entry, "vp", where)
    calls = entry.get("calls")
    if isinstance(calls, dict):
        calls, prov["calls"] = calls["value"], {"provenance": calls.get("provenance"),
                                                "reason": calls.get("reason", "")}
        if "reason_fr" in entry["calls"]:
            prov["calls"]["reason_fr"] = _words(entry["calls"], "reason_fr", where, "")
    colour = entry.get("dice_colour")
    if colour not in COLOUR_INDEX:
        message = translate("CardData", "{where}: dice_colour must be red, white or yellow, not {value}")
        raise DataError(message.format(where=where, value=repr(colour)))
    text = entry.get("text", "")
    return EventCard(
        id=entry["id"], name=entry["name"], name_fr=_words(entry, "name_fr", where, entry["name"]),
        deck=entry["deck"],
        dice_colour=COLOUR_INDEX[colour], divisor=_check_int(div, 1, 18, _field(where, "divisor")),
        banners=_check_int(banners, 1, 10, _field(where, "banners")), vp=_check_vp(vp, _field(where, "vp")),
        black_dice=_check_int(entry.get("black_dice", 0), 0, 6, _field(where, "black_dice")), calls=calls,
        effect=entry.get("effect", "none"), text=text, promo=bool(entry.get("promo", False)),
        provenance=prov, expansion=entry.get("expansion", ""), text_fr=_words(entry, "text_fr", where, text))


def _character(entry: dict) -> Character:
    where = translate("CardData", "character {id}").format(id=entry.get("id", "?"))
    text = entry.get("text", "")
    return Character(id=entry["id"], name=entry["name"], measure=entry["measure"],
                     thresholds=tuple(tuple(t) for t in entry["thresholds"]),
                     thresholds_2p=tuple(tuple(t) for t in entry["thresholds_2p"]),
                     text=text, expansion=entry.get("expansion", ""),
                     name_fr=_words(entry, "name_fr", where, entry["name"]),
                     text_fr=_words(entry, "text_fr", where, text))


def _check_tile_words(tiles) -> None:
    """The outdoor tiles' faces (The Ladies of Troyes): their French text, when given, is non-empty text."""
    for tile in tiles:
        for face in tile["faces"]:
            where = translate("CardData", "outdoor tile {id}").format(id=face.get("id", "?"))
            _words(face, "text_fr", where, "")


_OVERRIDABLE = {"activities": {"cost", "divisor", "spaces"}, "events": {"divisor", "banners", "vp"}}


def apply_overrides(raw: dict, overrides: dict) -> dict:
    """Return a copy of the raw card data with a player's corrections applied (validated later)."""
    if not isinstance(overrides, dict):
        raise DataError(translate("CardData", "the override file must hold a JSON object"))
    raw = json.loads(json.dumps(raw))
    for section, fields in overrides.items():
        if section not in _OVERRIDABLE:
            raise DataError(translate("CardData", "unknown section '{section}' in the override file "
                                                  "(use 'activities' or 'events')").format(section=section))
        if not isinstance(fields, dict):
            message = translate("CardData", "section '{section}' of the override file must be an object")
            raise DataError(message.format(section=section))
        by_id = {e["id"]: e for e in raw[section]}
        by_id.update({e["id"]: e for e in raw.get("ladies", {}).get(section, [])})
        for card_id, changes in fields.items():
            if card_id not in by_id:
                raise DataError(translate("CardData", "the override file names an unknown card '{card}' in "
                                                      "'{section}'").format(card=card_id, section=section))
            if not isinstance(changes, dict):
                message = translate("CardData", "override of '{card}' must be an object")
                raise DataError(message.format(card=card_id))
            for key, value in changes.items():
                if key not in _OVERRIDABLE[section]:
                    allowed = ", ".join(sorted(_OVERRIDABLE[section]))
                    message = translate("CardData",
                                        "'{key}' of '{card}' cannot be overridden (allowed: {allowed})")
                    raise DataError(message.format(key=key, card=card_id, allowed=allowed))
                by_id[card_id][key] = {"value": value, "provenance": "override",
                                       "reason": "set by the player's card_overrides.json"}
    return raw


def parse(raw: dict, ladies: bool = False) -> CardData:
    """The card data; ``ladies=True`` adds The Ladies of Troyes cards, events, characters and tiles."""
    try:
        acts = {e["id"]: _activity(e) for e in raw["activities"]}
        evs = {e["id"]: _event(e) for e in raw["events"]}
        chars = {e["id"]: _character(e) for e in raw["characters"]}
        infl, _ = _value(raw["cathedral"], "influence_by_column", "cathedral")
        extra = None
        if ladies:
            ex = raw["ladies"]
            acts.update((e["id"], _activity(e)) for e in ex["activities"])
            evs.update((e["id"], _event(e)) for e in ex["events"])
            chars.update((e["id"], _character(e)) for e in ex["characters"])
            _check_tile_words(ex["outdoor_tiles"])
            extra = {"tiles": {t["tile"]: {"level": t["level"], "faces": t["faces"]}
                               for t in ex["outdoor_tiles"]},
                     "gates": tuple(_value(ex["ramparts"], "gates", "ramparts")[0]),
                     "dice_per_colour": _value(ex, "dice_per_colour", "ladies")[0]}
    except DataError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        message = translate("CardData", "card data is malformed ({problem})")
        raise DataError(message.format(problem=exc)) from None
    return CardData(acts, evs, chars, tuple(infl), extra)


def default_data_path() -> Path:
    from ...paths import resource_path
    return resource_path("data", "troyes_cards.json")


_CACHE: dict = {}


def load(overrides_path: str | Path | None = None) -> CardData:
    """Load the card data, applying an override file when given (cached per path)."""
    key = str(overrides_path) if overrides_path else None
    if key in _CACHE:
        return _CACHE[key]
    raw = json.loads(default_data_path().read_text(encoding="utf-8"))
    if overrides_path:
        overrides = _read_overrides_file(Path(overrides_path))
        raw = apply_overrides(raw, overrides)
    data = parse(raw)
    _CACHE[key] = data
    return data


def load_with_overrides(overrides: dict | None, ladies: bool = False) -> CardData:
    """Card data with a (validated) overrides object applied; cached by its content.

    ``ladies=True``: with The Ladies of Troyes cards too (games with modules)."""
    if not overrides and not ladies:
        return load()
    key = ("ladies:" if ladies else "") + "json:" + json.dumps(overrides or {}, sort_keys=True)
    if key not in _CACHE:
        if len(_CACHE) > 64:
            _CACHE.clear()                  # many different corrections (tests, damaged files): start over
        raw = json.loads(default_data_path().read_text(encoding="utf-8"))
        if overrides:
            raw = apply_overrides(raw, overrides)
        _CACHE[key] = parse(raw, ladies)
    return _CACHE[key]


def user_overrides_path() -> Path:
    from ...paths import config_dir
    return config_dir() / "card_overrides.json"


#: Largest card_overrides.json read (a file correcting every card is about 20 KB).
MAX_OVERRIDES_BYTES = 256 * 1024


def _read_overrides_file(path: Path) -> dict:
    from ..common.errors import SaveError
    from ..common.files import read_json_file

    try:
        return read_json_file(path, max_bytes=MAX_OVERRIDES_BYTES, what="card corrections file")
    except SaveError as exc:
        raise DataError(str(exc)) from None


def check_overrides(overrides) -> dict:
    """Validate an overrides object against the base game and The Ladies of Troyes alike (every value
    in its range); raise DataError naming the card and the field."""
    if not isinstance(overrides, dict):
        raise DataError(translate("CardData", "the card corrections must be a JSON object"))
    load_with_overrides(overrides, ladies=True)
    return overrides


def read_user_overrides() -> dict | None:
    """The player's ``card_overrides.json`` from the config folder, validated, or None when there is none.

    A new game stores these overrides in its setup, so its save replays identically anywhere.
    Raises :class:`DataError` with a readable message when the file is broken or wrong.
    """
    path = user_overrides_path()
    if not path.exists() and not path.is_symlink():
        return None
    return check_overrides(_read_overrides_file(path)) or None


def overrides_for_new_game() -> tuple[dict | None, str]:
    """(overrides, problem) for a new game: the player's valid corrections, or None and a sentence
    saying why they are not used (the game then uses the values of the card data file)."""
    try:
        return read_user_overrides(), ""
    except DataError as exc:
        reason = str(exc).rstrip(".")
        message = translate("CardData", "Your card corrections ({file}) are not used: {reason}. "
                                        "This game uses the card values shipped with Troyes Desktop.")
        return None, message.format(file=user_overrides_path().name, reason=reason)
