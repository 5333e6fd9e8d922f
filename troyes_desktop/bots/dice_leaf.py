"""Hard's value of a sheet at the end of its look-ahead: Normal's evaluation, corrected by a fitted table.

Normal's evaluation (:func:`troyes_desktop.bots.dice.evaluate`) is hand-made. Measured against what
Normal's own games went on to score, its estimates of the points still to come spread too widely in the
middle of the game (the final score grows by only 0.45 to 0.75 VP per VP of difference in its estimate,
6 to 11 half days before the end) and it explains 5 to 25 % of the spread of the points still to come.
The correction adds, for each number of half days left, a linear function of a few plain features of the
sheet (:func:`features`) fitted to those games by ridge regression (``scripts/fit_dice_leaf.py``): the
points still to come are then explained twice as well in the middle of the game.

Only Hard uses it, and only to value the sheets its look-ahead reaches: those sheets come from Normal's
play, like the games the table was fitted on. Played greedily (as Normal's evaluation), the corrected
value did worse (54.0 against 54.8 VP, 500 games): the fit describes the sheets Normal reaches, not the
choices it does not make.

The table is ``resources/data/dice_bot_leaf.json``; a missing or damaged table leaves Hard with Normal's
evaluation (and says so once on standard error), it never stops a game.
"""

from __future__ import annotations

import sys

from ..rules.dice import data as D
from ..rules.dice.game import BUILT, EMPTY
from ..rules.dice.sheet import Sheet

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
    from .dice import NORMAL, _cathedral_rows, link_prospects

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
    from ..paths import resource_path
    from ..rules.common.serialization import read_json

    try:
        raw = read_json(resource_path("data", "dice_bot_leaf.json"))
        if raw.get("version") != VERSION:
            raise ValueError("another version")
        out = {}
        for key, row in raw["weights"].items():
            row = tuple(float(x) for x in row)
            if len(row) != N_FEATURES + 1:
                raise ValueError("wrong length")
            out[int(key)] = row
        if sorted(out) != list(range(1, 16)):
            raise ValueError("a row for each of 1 to 15 half days left")
        return out
    except Exception:  # noqa: BLE001 - any problem with the table: Hard keeps Normal's evaluation
        print("Troyes Dice: the Hard player's table could not be read; it uses Normal's evaluation",
              file=sys.stderr)
        return None


def correction_row(left: int) -> tuple[float, ...] | None:
    t = table()
    return t[min(left, 15)] if t else None


def leaf_value(sheet: Sheet, data: D.DiceData, left: int, estimate: float | None = None) -> float:
    """Hard's value of ``sheet`` with ``left`` half days to play: Normal's estimate (computed here unless
    given) plus the correction."""
    from .dice import evaluate, final_points

    if left <= 0:
        return float(final_points(sheet, data))
    if estimate is None:
        estimate = evaluate(sheet, data, left)
    row = correction_row(left)
    if row is None:
        return estimate
    f = features(sheet, data, left)
    now = final_points(sheet, data)
    x = f[:-1] + [estimate - now, 1.0]
    return estimate + sum(a * b for a, b in zip(row, x))
