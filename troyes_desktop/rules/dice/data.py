"""Troyes Dice component data: read ``resources/data/troyes_dice.json`` once and turn it into tables.

The engine never reads the JSON text directly; it uses the small, flat tables built here (indices
instead of names) so that a game step costs little. Colours and resources share one index:
0 = red / influence, 1 = yellow / deniers, 2 = white / knowledge.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from ..common.errors import DataError, RulesError


class SetupError(RulesError, ValueError):
    """Impossible game options (player count, unknown module or numbering mode)."""


COLOURS = ("red", "yellow", "white")
RESOURCES = ("influence", "deniers", "knowledge")
CITIZEN_NAMES = ("knights", "artisans", "priests")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
RESOURCE_INDEX = {r: i for i, r in enumerate(RESOURCES)}

#: Building rows of a district: 0 = prestige building, 1 = work building.
PRESTIGE, WORK = 0, 1
PRESTIGE_BUILDINGS = ("fortress", "great_hall", "cathedral")  # by district
WORK_BUILDINGS = ("counts_palace", "city_hall", "bishopric")  # by district
#: building id -> its English name (show it with :func:`building_name`, in the current language).
BUILDING_NAMES = {
    "fortress": QT_TRANSLATE_NOOP("DiceRules", "Fortress"),
    "great_hall": QT_TRANSLATE_NOOP("DiceRules", "Great Hall"),
    "cathedral": QT_TRANSLATE_NOOP("DiceRules", "Cathedral"),
    "counts_palace": QT_TRANSLATE_NOOP("DiceRules", "Count's Palace"),
    "city_hall": QT_TRANSLATE_NOOP("DiceRules", "City Hall"),
    "bishopric": QT_TRANSLATE_NOOP("DiceRules", "Bishopric"),
}


def shown(table: dict[str, str], key: str) -> str:
    """The English text ``table`` holds for ``key`` (marked for the catalogue in context "DiceRules"), in the
    current language; the key itself if the table does not know it."""
    text = table.get(key)
    return translate("DiceRules", text) if text is not None else str(key)


def building_name(building: str) -> str:
    """A building's name in the current language ("Fortress", "Forteresse"); the id itself if unknown."""
    return shown(BUILDING_NAMES, building)
#: building id -> (row, district)
BUILDING_SLOT = {b: (PRESTIGE, d) for d, b in enumerate(PRESTIGE_BUILDINGS)}
BUILDING_SLOT.update({b: (WORK, d) for d, b in enumerate(WORK_BUILDINGS)})
#: (row, district) -> building id
BUILDING_AT = {v: k for k, v in BUILDING_SLOT.items()}

MODULE_BANQUETS = "banquets-and-raids"
KNOWN_MODULES = (MODULE_BANQUETS,)
NUMBERING_MODES = ("first", "rolled", "expert")


def normalise_modules(modules) -> tuple[str, ...]:
    """Known module ids in a fixed order; ``'all'`` means every module. Unknown ids raise SetupError."""
    out: set[str] = set()
    for m in modules:
        if m == "all":
            out.update(KNOWN_MODULES)
        elif m in KNOWN_MODULES:
            out.add(m)
        else:
            raise SetupError(translate(
                "DiceRules", "unknown module {module}: Troyes Dice knows {known}").format(
                module=repr(m)[:30], known=", ".join(KNOWN_MODULES)))
    return tuple(m for m in KNOWN_MODULES if m in out)


@dataclass(frozen=True)
class DiceData:
    """Everything the engine needs from the data file, as flat tuples.

    Gains are tuples of queue items: ``('res', resource, n)`` or ``('cit', colour)`` (one per citizen).
    """

    fortress_citizen: tuple[int, ...]  # by column: colour of the citizen drawn in the Fortress
    great_hall: tuple[
        tuple[int, str, int, int], ...
    ]  # by column: (die colour counted, 'res'|'cit', index, amount per die)
    cathedral_scores: tuple[str, ...]  # by column: building id scored by that Cathedral
    cathedral_characters: tuple[str, ...]  # by column
    cathedral_multipliers: tuple[int, ...]  # by build order: 1, 1, 2, 2, 3, 3
    work_citizens: tuple[int, ...]  # by district: citizens gained with a work building
    lozenges: tuple[tuple[int, int, int, int, tuple], ...]  # (row, district, col a, col b, gain items)
    track_length: int  # resource track spaces (18)
    start_circled: int  # 3
    citizen_spaces: tuple[int, ...]  # resource-track spaces that give a citizen (6, 12, 18)
    citizen_length: int  # citizen track spaces (20)
    column_bonuses: tuple[tuple[int, Any], ...]  # (column, gain items or 'work')
    track_bonus_15: tuple[tuple[str, str], ...]  # by colour: the two prestige buildings offered
    track_bonus_20: tuple[tuple[int, ...], ...]  # by colour: colours of the two citizens gained
    wheel_costs: tuple[
        tuple[tuple[int, int, int], int], ...
    ]  # by rank: (fixed cost per resource, 'any' count)
    plaza_pairs: tuple[tuple[int, int], ...]  # the 9 plaza tiles, (front, back) colours
    attack_from_day: int  # 3
    tile_ids: tuple[str, ...]  # the 8 Banquet/Raid tiles
    tile_texts: dict  # tile id -> {'banquet': text, 'raid': text, 'banquet_fr': ..., 'raid_fr': ...}


def _gain_items(gain: Any, where: str) -> tuple:
    if not isinstance(gain, dict):
        raise DataError(f"{where}: a gain must be an object, not {gain!r}")
    items: list[tuple] = []
    for key, value in gain.items():
        if key == "citizens":
            for colour, n in value.items():
                if colour not in COLOUR_INDEX:
                    raise DataError(f"{where}: unknown citizen colour {colour!r}")
                items.extend([("cit", COLOUR_INDEX[colour])] * int(n))
        elif key in RESOURCE_INDEX:
            items.append(("res", RESOURCE_INDEX[key], int(value)))
        else:
            raise DataError(f"{where}: unknown gain {key!r}")
    return tuple(items)


def _single_citizen(gain: dict, where: str) -> int:
    items = _gain_items(gain, where)
    if len(items) != 1 or items[0][0] != "cit":
        raise DataError(f"{where}: expected exactly one citizen")
    return items[0][1]


def _wheel_cost(entry: dict, where: str) -> tuple[tuple[int, int, int], int]:
    cost = entry.get("cost")
    if cost == "free":
        return (0, 0, 0), 0
    if isinstance(cost, dict):
        fixed = [0, 0, 0]
        for res, n in cost.items():
            if res not in RESOURCE_INDEX:
                raise DataError(f"{where}: unknown resource {res!r}")
            fixed[RESOURCE_INDEX[res]] = int(n)
        return (fixed[0], fixed[1], fixed[2]), 0
    if isinstance(cost, str) and cost.startswith("1 resource of the player's choice"):
        return (0, 0, 0), 1
    raise DataError(f"{where}: cannot read the cost {cost!r}")


def parse(raw: dict) -> DiceData:
    """Build the tables from the parsed JSON; every surprise raises :class:`DataError`."""
    try:
        d = raw["districts"]
        red, yellow, white = d["red"], d["yellow"], d["white"]
        fortress_citizen = tuple(
            _single_citizen(g, f"fortress column {i + 1}")
            for i, g in enumerate(red["prestige"]["gain_by_column"])
        )
        great_hall = []
        for i, g in enumerate(yellow["prestige"]["gain_by_column"]):
            items = _gain_items(g["gain"], f"great hall column {i + 1}")
            colour = COLOUR_INDEX[g["per_available_die"]]
            if items[0][0] == "cit":
                great_hall.append((colour, "cit", items[0][1], len(items)))
            else:
                great_hall.append((colour, "res", items[0][1], items[0][2]))
        cath = white["prestige"]["unlocks_scoring_by_column"]
        cathedral_scores = tuple(c["scores"] for c in cath)
        for b in cathedral_scores:
            if b not in BUILDING_SLOT:
                raise DataError(f"a Cathedral scores an unknown building {b!r}")
        work_citizens = []
        for i, colour in enumerate(COLOURS):  # type: ignore[assignment]  # a name here, an index above
            items = _gain_items(d[colour]["work"]["gain_each_column"], f"{colour} work building")
            if any(it != ("cit", i) for it in items):
                raise DataError(f"the {colour} work building must give citizens of its own colour")
            work_citizens.append(len(items))
        lozenges = []
        for z in raw["link_bonuses"]["lozenges"]:
            a, b = z["between"]
            row = PRESTIGE if z["row"] == "prestige" else WORK
            lozenges.append(
                (row, COLOUR_INDEX[z["district"]], a - 1, b - 1, _gain_items(z["gain"], "lozenge"))
            )
        rt = raw["resource_tracks"]
        ct = raw["citizen_tracks"]
        column_bonuses: list[tuple[int, object]] = []
        for cb in ct["column_bonuses"]:
            gain = cb["gain"]
            if isinstance(gain, str):
                if "work building" not in gain:
                    raise DataError(f"column bonus {cb['column']}: cannot read {gain!r}")
                column_bonuses.append((int(cb["column"]), "work"))
            else:
                column_bonuses.append((int(cb["column"]), _gain_items(gain, f"column bonus {cb['column']}")))
        tb15, tb20 = [], []
        for colour in COLOURS:  # type: ignore[assignment]  # a name here, an index above
            tb = ct["track_bonuses"][colour]
            pair = tuple(tb["15"]["construct_prestige_one_of"])
            if len(pair) != 2 or any(b not in PRESTIGE_BUILDINGS for b in pair):
                raise DataError(f"{colour} track bonus 15: two prestige buildings expected")
            tb15.append(pair)
            tb20.append(tuple(it[1] for it in _gain_items(tb["20"], f"{colour} track bonus 20")))
        wheel = raw["wheel"]
        costs = tuple(
            _wheel_cost(e, f"wheel rank {e.get('rank')}")
            for e in sorted(wheel["cost_by_rank_from_day_window"], key=lambda e: e["rank"])
        )
        if len(costs) != 4:
            raise DataError("the wheel needs 4 costs per half day")
        pairs = []
        for p in wheel["plaza_tiles"]["pairs"]:
            a, b = p.split("/")
            pairs.append((COLOUR_INDEX[a], COLOUR_INDEX[b]))
        if len(pairs) != 9 or sum(1 for a, b in pairs if a == b) != 3:
            raise DataError("9 plaza tiles with exactly 3 single-colour tiles expected")
        tiles = raw["banquets_and_raids"]["tiles"]
        return DiceData(
            fortress_citizen=fortress_citizen,
            great_hall=tuple(great_hall),
            cathedral_scores=cathedral_scores,
            cathedral_characters=tuple(c["character"] for c in cath),
            cathedral_multipliers=tuple(int(x) for x in raw["cathedral_multiplier_by_build_order"]),
            work_citizens=tuple(work_citizens),
            lozenges=tuple(lozenges),
            track_length=int(rt["length"]),
            start_circled=int(rt["start_circled"]),
            citizen_spaces=tuple(int(x) for x in rt["citizen_at_spaces"]),
            citizen_length=int(ct["length"]),
            column_bonuses=tuple(column_bonuses),
            track_bonus_15=tuple(tb15),
            track_bonus_20=tuple(tb20),
            wheel_costs=costs,
            plaza_pairs=tuple(pairs),
            attack_from_day=int(wheel["black_die_attacks_sheets_from_day"]),
            tile_ids=tuple(t["id"] for t in tiles),
            tile_texts={t["id"]: {"banquet": t["banquet"], "raid": t["raid"],
                                  "banquet_fr": t.get("banquet_fr", t["banquet"]),
                                  "raid_fr": t.get("raid_fr", t["raid"])} for t in tiles},
        )
    except DataError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise DataError(f"troyes_dice.json: unexpected layout ({exc!r})") from None


@lru_cache(maxsize=1)
def load() -> DiceData:
    """The game data, read once from ``resources/data/troyes_dice.json``."""
    from ...paths import resource_path
    from ..common.serialization import read_json

    path = resource_path("data", "troyes_dice.json")
    try:
        raw = read_json(path)
    except Exception as exc:  # SaveError from read_json: report it as a data problem
        raise DataError(f"cannot read {path}: {exc}") from None
    return parse(raw)
