"""Normal's evaluation of a Troyes Dice scoresheet, hand-made (the weights of :class:`Weights`), and Easy's.

Every level of :mod:`troyes_desktop.bots.dice.players` values sheets with it, and the learned table of
:mod:`troyes_desktop.bots.dice.leaf` corrects it: both import it from here, so neither imports the other.
"""

from __future__ import annotations

from ...rules.dice import data as D
from ...rules.dice.game import BUILT, CROSSED, EMPTY, Game, Sheet

_COL = D.COLOURS
_CIT = D.CITIZEN_NAMES
_RES = D.RESOURCES


class Weights:
    """The knobs of :func:`evaluate` (one set per level)."""

    __slots__ = (
        "res_bonus",
        "res_cap",
        "track_next",
        "column_bonus",
        "track15",
        "cathedral_future",
        "build_rate",
        "slot_work",
        "slot_prestige",
        "link_half",
        "link_none",
        "next_cathedral",
        "horizon",
        "column_power",
        "assign",
        "cath_rate",
        "cath_sure",
    )
    # The knobs' types, for the type checker (set in __init__ by name).
    res_bonus: float
    res_cap: float
    track_next: float
    column_bonus: float
    track15: float
    cathedral_future: float
    build_rate: float
    slot_work: float
    slot_prestige: float
    link_half: float
    link_none: float
    next_cathedral: float
    horizon: float
    column_power: float
    assign: float
    cath_rate: float
    cath_sure: float

    def __init__(self, **kw: float) -> None:
        defaults = {
            "res_bonus": 0.1,
            "res_cap": 6,
            "track_next": 0.6,
            "column_bonus": 1.0,
            "track15": 2.5,
            "cathedral_future": 0.9,
            "build_rate": 0.35,
            "slot_work": 0.1,
            "slot_prestige": 0.1,
            "link_half": 0.5,
            "link_none": 0.1,
            "next_cathedral": 0.3,
            "horizon": 6.0,
            "column_power": 2.0,
            "assign": 0.6,
            "cath_rate": 0.3,
            "cath_sure": 0.8,
        }
        defaults.update(kw)
        for k, v in defaults.items():
            setattr(self, k, v)


NORMAL = Weights()


def half_days_left(game: Game) -> int:
    """Half days still to play after the current one."""
    return (8 - game.day) * 2 + (1 - game.half)


def final_points(sheet: Sheet, data: D.DiceData) -> int:
    """What the sheet would score if the game ended now."""
    vp = sum(sheet.citizens)
    for r in range(3):
        vp += (sheet.circled[r] - sheet.spent[r]) // 2
    b = sheet.buildings
    for col in range(6):
        m = sheet.cathedral[col]
        if m:
            row, district = D.BUILDING_SLOT[data.cathedral_scores[col]]
            base = row * 18 + district * 6
            vp += m * b[base : base + 6].count(BUILT)
    return vp


def _gain_value(items: tuple) -> float:
    v = 0.0
    for it in items:
        v += 1.0 if it[0] == "cit" else 0.45 * it[2]
    return v


_LINK_VALUES: tuple[float, ...] | None = None


def link_values(data: D.DiceData) -> tuple[float, ...]:
    """What each link bonus is worth to the evaluation, by lozenge."""
    global _LINK_VALUES
    if _LINK_VALUES is None:
        _LINK_VALUES = tuple(_gain_value(z[4]) for z in data.lozenges)
    return _LINK_VALUES


def evaluate(sheet: Sheet, data: D.DiceData, left: int, w: Weights = NORMAL) -> float:
    """Expected final score of ``sheet`` with ``left`` half days still to play (exact when ``left`` is 0)."""
    if left <= 0:
        return float(final_points(sheet, data))
    # Hard's look-ahead calls this about a million times a game: the loops over the six building types
    # are written out (a type's six spaces are the slice [6 * type, 6 * type + 6] of the buildings).
    h = left / w.horizon
    if h > 1.0:
        h = 1.0
    cit = sheet.citizens
    v = float(cit[0] + cit[1] + cit[2])
    circled, spent = sheet.circled, sheet.spent
    cap = w.res_cap
    rb = w.res_bonus * h
    length = data.track_length
    tn = w.track_next * h
    for r in range(3):
        u = circled[r] - spent[r]
        v += 0.5 * u + rb * (u if u < cap else cap)
        c = circled[r]
        if c < length:
            v += tn * (c % 6) / 6.0
    low = min(cit)
    cb = sheet.column_bonus
    for j, (column, _gain) in enumerate(data.column_bonuses):
        if not cb[j]:
            v += w.column_bonus * (2.0 if j == 0 else 4.0) * h * (low / column) ** w.column_power
    for c in cit:
        if c < 15:
            v += w.track15 * h * (c / 15.0) ** 3
    b = sheet.buildings
    s0, s1, s2, s3, s4, s5 = b[0:6], b[6:12], b[12:18], b[18:24], b[24:30], b[30:36]
    built = [s0.count(BUILT), s1.count(BUILT), s2.count(BUILT), s3.count(BUILT), s4.count(BUILT),
             s5.count(BUILT)]
    empty = [s0.count(EMPTY), s1.count(EMPTY), s2.count(EMPTY), s3.count(EMPTY), s4.count(EMPTY),
             s5.count(EMPTY)]
    # Cathedral rows: points now and the buildings still to come.
    future = w.build_rate * left
    if w.assign:
        v += _cathedral_rows(sheet, data, left, w, built, empty, future)
    else:
        best_row = 0.0
        types = _cath_types(data)
        for col in range(6):
            t = types[col]
            expect = empty[t] if empty[t] < future else future
            m = sheet.cathedral[col]
            if m:
                v += m * (built[t] + w.cathedral_future * expect)
            elif b[2 * 6 + col] == EMPTY:
                worth = built[t] + w.cathedral_future * expect
                if worth > best_row:
                    best_row = worth
        if sheet.cathedrals < 6:
            v += w.next_cathedral * h * data.cathedral_multipliers[sheet.cathedrals] * best_row
    # Open buildings are options for the days left.
    v += h * w.slot_prestige * (empty[0] + empty[1] + empty[2])
    v += h * w.slot_work * (empty[3] + empty[4] + empty[5])
    # Link bonuses half drawn or still possible.
    half, untouched = link_prospects(sheet, data)
    v += w.link_half * h * half + w.link_none * h * untouched
    return v


# By lozenge: its index, the two building spaces it links and what its bonus is worth (see link_values).
_LINKS: tuple[tuple[int, int, int, float], ...] | None = None


def link_prospects(sheet: Sheet, data: D.DiceData) -> tuple[float, float]:
    """The link bonuses still possible, by their value: those with one building drawn, and those with none."""
    global _LINKS
    if _LINKS is None:
        values = link_values(data)
        _LINKS = tuple(
            (j, row * 18 + district * 6 + a, row * 18 + district * 6 + c, values[j])
            for j, (row, district, a, c, _gain) in enumerate(data.lozenges)
        )
    b = sheet.buildings
    links = sheet.links
    half = untouched = 0.0
    for j, ia, ic, value in _LINKS:
        if links[j]:
            continue
        sa, sc = b[ia], b[ic]
        if sa == CROSSED or sc == CROSSED:
            continue
        if sa == BUILT or sc == BUILT:
            half += value
        else:
            untouched += value
    return half, untouched


# Sheet type (row * 3 + district) scored by the Cathedral of each column.
_CATH_TYPE: tuple[int, ...] | None = None


def _cath_types(data: D.DiceData) -> tuple[int, ...]:
    global _CATH_TYPE
    if _CATH_TYPE is None:
        _CATH_TYPE = tuple(
            D.BUILDING_SLOT[s][0] * 3 + D.BUILDING_SLOT[s][1] for s in data.cathedral_scores
        )
    return _CATH_TYPE


def _cathedral_rows(
    sheet: Sheet,
    data: D.DiceData,
    left: int,
    w: Weights,
    built: list,
    empty: list,
    future: float,
) -> float:
    """Cathedral points expected at the end: the Cathedrals drawn times their rows' expected buildings, and
    the Cathedrals still to come, the higher numbers (they come later) on the rows expected to be fuller."""
    types = _CATH_TYPE or _cath_types(data)
    b = sheet.buildings
    cath = sheet.cathedral
    open_cols = [col for col in range(6) if b[12 + col] == EMPTY]
    n_future = w.cath_rate * left
    if n_future > len(open_cols):
        n_future = float(len(open_cols))
    cf = w.cathedral_future
    expect = [0.0] * 6
    for t in range(6):
        e = empty[t] if empty[t] < future else future
        expect[t] = built[t] + cf * e
    expect[2] = built[2] + w.cath_sure * n_future
    v = 0.0
    for col in range(6):
        m = cath[col]
        if m:
            v += m * expect[types[col]]
    if n_future > 0:
        rows = sorted((expect[types[col]] for col in open_cols), reverse=True)
        whole = int(n_future)
        frac = n_future - whole
        k = sheet.cathedrals
        nxt = list(data.cathedral_multipliers[k : k + whole + (1 if frac > 0 else 0)])
        # The later Cathedrals get the higher numbers: the fullest rows wait for them.
        nxt.sort(reverse=True)
        acc = 0.0
        for i in range(min(len(nxt), len(rows))):
            acc += nxt[i] * rows[i] * (frac if i == whole else 1.0)
        v += w.assign * acc
    return v


def evaluate_easy(sheet: Sheet, data: D.DiceData, left: int, w: Weights = NORMAL) -> float:
    """Easy's view: the points the sheet would score now, resources at half a point each."""
    cit = sheet.citizens
    v = float(cit[0] + cit[1] + cit[2])
    for r in range(3):
        v += 0.5 * (sheet.circled[r] - sheet.spent[r])
    return v + final_points(sheet, data) - sum(cit) - sum(
        (sheet.circled[r] - sheet.spent[r]) // 2 for r in range(3)
    )
