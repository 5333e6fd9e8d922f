"""Hard's value of a Troyes Dice sheet: Normal's evaluation corrected by a table learned from play.

Normal's evaluation (:func:`troyes_desktop.bots.dice.evaluation.evaluate`) is hand-made. The correction adds,
for each number of half days left, a linear function of a few plain features of the sheet (:func:`features`)
and of Normal's estimate itself, learned by approximate policy iteration (``scripts/fit_dice_leaf.py``): each
round plays games choosing every turn by the table so far, fits the table again to what those games reached (a
lambda-return, lambda 0.7) and moves halfway to the new fit. Hard both chooses the turns of its sampled
futures by this table and values the sheets they reach by it. How it was fitted and measured:
docs/computer-players.md, "Measurement history".

The table is ``resources/data/dice_bot_leaf.json``; a missing or damaged table leaves Hard with Normal's
evaluation (and says so once on standard error and in the log), it never stops a game.
"""

from __future__ import annotations

from ...rules.dice import data as D
from ...rules.dice.game import BUILT, EMPTY
from ...rules.dice.sheet import Sheet

#: The table's format; a table of another version is not used.
VERSION = 1


def features(sheet: Sheet, data: D.DiceData, left: int) -> list[float]:
    """The plain features the correction is a linear function of (see the module docstring).

    Resources left (with caps at 2, 4 and 7: the first ones buy more than the last), progress to the next
    citizen of each resource track, closeness to the 15th and 20th citizen of each citizen track, the column
    bonuses still open, the buildings built, open and open in a column without a Fortress by type, the
    Cathedrals' expected points (Normal's plan of them), the Cathedral points the open buildings of drawn
    Cathedrals would add, the Cathedral spaces still open, the next Cathedral number, and the link bonuses
    half drawn and untouched (valued as Normal values them). The last feature is 1 (the constant).
    """
    from .evaluation import NORMAL, _cathedral_rows, link_prospects

    f: list[float] = []
    circled, spent, cit = sheet.circled, sheet.spent, sheet.citizens
    length = data.track_length
    for r in range(3):
        u = circled[r] - spent[r]
        f += [u, min(u, 2), min(u, 4), min(u, 7)]
        c = circled[r]
        f.append((c % 6) / 6.0 if c < length else 0.0)
    for k in range(3):
        c = cit[k]
        f.append((c / 15.0) ** 3 if c < 15 else 0.0)
        f.append(((c - 14) / 6.0) ** 2 if 15 <= c < 20 else 0.0)
    low = min(cit)
    for j, (column, _gain) in enumerate(data.column_bonuses):
        if sheet.column_bonus[j]:
            f += [0.0, 0.0]
        else:
            f += [1.0, (low / column) ** 2]
    b = sheet.buildings
    built = [0] * 6
    empty = [0] * 6
    unsafe = [0] * 6
    fortress = [b[col] == BUILT for col in range(6)]
    for t in range(6):
        base = (t // 3) * 18 + (t % 3) * 6
        seg = b[base : base + 6]
        built[t] = seg.count(BUILT)
        empty[t] = seg.count(EMPTY)
        unsafe[t] = sum(1 for col in range(6) if seg[col] == EMPTY and not fortress[col])
    f += built + empty + unsafe
    f.append(_cathedral_rows(sheet, data, left, NORMAL, built, empty, NORMAL.build_rate * left))
    promised = 0.0
    for col in range(6):
        m = sheet.cathedral[col]
        if m:
            row, district = D.BUILDING_SLOT[data.cathedral_scores[col]]
            promised += m * empty[row * 3 + district]
    f.append(promised)
    f.append(sum(1 for col in range(6) if b[12 + col] == EMPTY))
    f.append(data.cathedral_multipliers[sheet.cathedrals] if sheet.cathedrals < 6 else 0)
    half, untouched = link_prospects(sheet, data)
    f += [half, untouched, 1.0]
    return f


#: len(features(...)); a row of the table has one more: the constant is replaced by Normal's estimate
#: (minus the points now) and a constant.
N_FEATURES = 52


_TABLE: dict[int, tuple[float, ...]] | None = None
_LOADED = False


def table() -> dict[int, tuple[float, ...]] | None:
    """The fitted correction by half days left, read once (None when the file is missing or damaged)."""
    global _TABLE, _LOADED
    if not _LOADED:
        _LOADED = True
        _TABLE = _read()
    return _TABLE


def _read() -> dict[int, tuple[float, ...]] | None:
    from ..learned_table import read_table

    return read_table("dice_bot_leaf.json", VERSION, N_FEATURES + 1, lambda keys: keys == set(range(1, 16)),
                      "Troyes Dice: the Hard player's table could not be read; it uses Normal's evaluation")


def leaf_value(sheet: Sheet, data: D.DiceData, left: int) -> float:
    """Hard's value of ``sheet`` with ``left`` half days to play: exact at the end, else the table's
    (:func:`learned_value`), or Normal's estimate when the table could not be read."""
    parts = _PARTS or _normal_parts()
    if left <= 0:
        return float(parts[5](sheet, data))
    t = _TABLE if _LOADED else table()
    if t is None:
        return parts[4](sheet, data, left)
    return learned_value(sheet, data, left, t[left if left < 15 else 15])


# Normal's weights and helpers (bound at the first use: the module stays cheap to import).
_PARTS: tuple | None = None


def _normal_parts() -> tuple:
    global _PARTS
    from . import evaluation as ev

    _PARTS = (ev.NORMAL, ev._cath_types, ev._cathedral_rows, ev.link_prospects, ev.evaluate, ev.final_points)
    return _PARTS


# Rows of the table folded with Normal's weights (see _fold), by (id of the row, half days left).
_FOLDED: dict[tuple[int, int], tuple] = {}


def _fold(row, left: int, data: D.DiceData) -> tuple:
    """The value is Normal's estimate plus ``row`` times the features, and Normal's estimate is itself a
    sum of terms, most of them the features themselves: the coefficient of each quantity is worked out once
    per row and number of half days left, so :func:`learned_value` computes each quantity once and
    multiplies it once."""
    w = (_PARTS or _normal_parts())[0]
    h = min(1.0, left / w.horizon)
    re = row[-2]
    k = 1.0 + re
    res = []
    i = 0
    for r in range(3):
        res.append((0.5 * k + row[i], row[i + 1], row[i + 2], w.res_bonus * h * k, row[i + 3], -re,
                    w.track_next * h * k + row[i + 4]))
        i += 5
    cits = []
    for _k in range(3):
        cits.append((w.track15 * h * k + row[i], row[i + 1]))
        i += 2
    cols = []
    for j, (column, _g) in enumerate(data.column_bonuses):
        cols.append((column, row[i], w.column_bonus * (2.0 if j == 0 else 4.0) * h * k + row[i + 1]))
        i += 2
    slot = [w.slot_prestige * h * k] * 3 + [w.slot_work * h * k] * 3
    types = []
    for t in range(6):
        types.append(((t // 3) * 18 + (t % 3) * 6, row[i + t], row[i + 6 + t] + slot[t], row[i + 12 + t]))
    i += 18
    tail = (row[i] + k, row[i + 1], row[i + 2], row[i + 3], row[i + 4] + w.link_half * h * k,
            row[i + 5] + w.link_none * h * k, -re, row[i + 7])
    return (tuple(res), tuple(cits), tuple(cols), tuple(types), tail, w.build_rate * left, w.res_cap)


def learned_value(sheet: Sheet, data: D.DiceData, left: int, row) -> float:
    """Normal's estimate of ``sheet`` with ``left`` half days to play (``left`` at least 1) plus the table's
    ``row`` times the features (:func:`features` without its constant, then the estimate minus the points
    now, then 1), computed in one pass: Hard values every sheet it looks at this way (1.4 times the time of
    Normal's estimate alone, instead of 3.9 for the estimate, the features and their product one after the
    other)."""
    w, _cath_types, _cathedral_rows, link_prospects, _evaluate, _final = _PARTS or _normal_parts()
    key = (id(row), left)
    f = _FOLDED.get(key)
    if f is None or f[0] is not row:
        f = _FOLDED[key] = (row, _fold(row, left, data))
    res, cits, cols, types, tail, future, cap = f[1]
    cit = sheet.citizens
    circled, spent = sheet.circled, sheet.spent
    length = data.track_length
    v = float(cit[0] + cit[1] + cit[2])
    for r in range(3):
        u = circled[r] - spent[r]
        cu, c2, c4, c6, c7, chalf, cn = res[r]
        v += cu * u + c2 * (u if u < 2 else 2) + c4 * (u if u < 4 else 4) + c6 * (u if u < cap else cap) \
            + c7 * (u if u < 7 else 7) + chalf * (u // 2)
        c = circled[r]
        if c < length:
            v += cn * (c % 6) / 6.0
    for k in range(3):
        c = cit[k]
        if c < 15:
            v += cits[k][0] * (c / 15.0) ** 3
        elif c < 20:
            v += cits[k][1] * ((c - 14) / 6.0) ** 2
    low = min(cit)
    cb = sheet.column_bonus
    for j in range(len(cols)):
        if not cb[j]:
            column, co, cq = cols[j]
            v += co + cq * (low / column) ** 2
    b = sheet.buildings
    nf = [col for col in range(6) if b[col] != BUILT]
    built = [0] * 6
    empty = [0] * 6
    for t in range(6):
        base, cbt, cet, cst = types[t]
        seg = b[base:base + 6]
        nb = seg.count(BUILT)
        ne = seg.count(EMPTY)
        built[t] = nb
        empty[t] = ne
        if ne:
            if len(nf) == 6:
                unsafe = ne
            else:
                unsafe = 0
                for col in nf:
                    if seg[col] == EMPTY:
                        unsafe += 1
            v += cbt * nb + cet * ne + cst * unsafe
        else:
            v += cbt * nb
    ccr, cp, cos, cm, chf, cun, cnow, c0 = tail
    cr = _cathedral_rows(sheet, data, left, w, built, empty, future)
    ctypes = _cath_types(data)
    cath = sheet.cathedral
    promised = 0.0
    now_c = 0
    for col in range(6):
        m = cath[col]
        if m:
            t = ctypes[col]
            now_c += m * built[t]
            promised += m * empty[t]
    nc = sheet.cathedrals
    half, untouched = link_prospects(sheet, data)
    return (v + ccr * cr + cp * promised + cos * b[12:18].count(EMPTY)
            + cm * (data.cathedral_multipliers[nc] if nc < 6 else 0) + chf * half + cun * untouched
            + cnow * now_c + c0)
