"""A learned correction of the hand-made evaluation of Troyes (issue 39, attempt 2).

:mod:`evaluation` estimates every seat's final score by hand (the score now and what its citizens, dice,
deniers, influence, cubes and tradesmen are still worth). This module adds, for each seat, a linear
function of plain features of the whole position (:func:`features`), fitted by approximate policy
iteration on self-play games (``scripts/fit_troyes_leaf.py``): the target is the seat's final score minus
the hand-made estimate. Each feature also enters multiplied by the share of the game still to play
(rounds left / rounds), so the correction changes smoothly with the rounds: there is no constant per round
(a correction fitted with one per round made moves that end a round look far better or worse than they
are; see docs/computer-players.md, "the weights of the evaluation").

The value of a position for seat p is then, as before, p's corrected estimate minus half the mean of the
others' (``evaluation.relative`` with Normal's weights).

Every figure read here is on the copy the bot was given (``Game.determinized``): the other players'
characters there are a sample, never the real ones.

The table is ``resources/data/troyes_bot_leaf.json``, one row per player count it was fitted for (2, 3 and 4).
Games with Ladies of Troyes modules (the promo cards too) have their own rows, fitted on games with modules
drawn at random (``troyes_bot_leaf_ladies.json``): there the row corrects the hand-made evaluation's totals,
which count the modules' VP. The solo game has its own row (``troyes_bot_leaf_solo.json``, key 1): it corrects
the solo evaluation's margin against le Roy, le Roy's estimate standing for "the others" (issue 49). Where a
table has no row for a game, the hand-made evaluation is used, never another table's row (but a game with
modules and a player count not fitted uses the nearest player count's row of the Ladies table). A missing or
damaged table leaves the players with the hand-made evaluation (said once on standard error and in the log);
it never stops a game. How it was trained and measured: docs/computer-players.md.
"""
from __future__ import annotations

import logging

from ...rules.troyes.board import NEUTRAL
from ...rules.troyes.scoring import measure
from .evaluation import NORMAL, Weights, _potential, _Seen, relative, score_now

logger = logging.getLogger(__name__)

#: The table's format; a table of another version is not used.
VERSION = 1

#: Names of the plain features of one seat (:func:`features` gives each, then each times the share of the
#: game left, then that share and its square, then 1).
BASE = ("estimate_now", "estimate_future", "vp", "cathedral_cubes", "levels_empty", "event_cubes",
        "events_won", "tradesmen", "tradesmen_vp", "characters_vp", "deniers", "deniers_max4",
        "deniers_max10", "influence", "influence_max4", "influence_max10", "red_citizens_x_left",
        "white_citizens_x_left", "yellow_citizens_x_left", "supply", "dice_in_hand", "stored_cubes",
        "others_best", "others_mean")
#: len(features(...)).
N_FEATURES = 2 * len(BASE) + 3


def features(g) -> list[list[float]]:
    """The features of every player's position on ``g`` (not over), one list a seat (against le Roy, the
    player's alone, le Roy's hand-made estimate standing for the others' best and mean).

    The hand-made estimate split in two (the score now, with each empty cathedral level at its full 2 VP,
    and what the rest is still worth), the VP won so far, cathedral cubes and levels without one, cubes on
    events in the queue and event cards won, tradesmen and the VP of their spaces, the characters' VP now
    (other players' characters on the copy are samples), deniers and influence as they are and capped at 4
    and 10 (the first ones are surely spent, the last perhaps never), citizens on the buildings of each
    colour times the rounds left, citizens in the supply, one's dice in the city square, cubes stored on
    cards, and the best and the mean of the others' hand-made estimates. Then each of them times the share
    of the game left, that share, its square, and 1."""
    bases, _est, share = _base(g)
    return [b + [x * share for x in b] + [share, share * share, 1.0] for b in bases]


def _base(g, solo_totals: dict | None = None) -> tuple[list[list[float]], list[float], float]:
    """The plain features of every seat (``BASE``), the hand-made estimates, and the share of the game left.

    The score now is computed here as :func:`evaluation.score_now` does with ``planned`` (without a Ladies
    module), keeping its parts."""
    seen = _Seen(g)
    n = g.n
    left = g.rounds - g.round
    share = left / g.rounds
    counted = [0] * n                   # events in the queue with a cube of the player's: 1 VP each now
    cubes_on = [0] * n
    for _, cubes in g.queue:
        for o in cubes:
            if o != NEUTRAL and o is not None and o < n:
                cubes_on[o] += 1
        for o in set(cubes):
            if o != NEUTRAL and o is not None and o < n:
                counted[o] += 1
    trade_vp = [0] * n
    for s in range(9):
        spaces = g.card(s).spaces
        for i, o in enumerate(g.slot_spaces[s]):
            if o is not None and o != NEUTRAL and o < n:
                trade_vp[o] += spaces[i]
    chars = [g.data.characters[c] for c in g.characters_in_play]
    found = seen.measures(g)
    two = n == 2
    dice = [0] * n
    if g.phase in ("actions", "black"):
        for _c, _value, o in g.dice.values():
            if o is not None and 0 <= o < n and not g.players[o].passed:
                dice[o] += 1
    cathedral = g.cathedral
    now = [0] * n
    future = [0.0] * n
    char_vp = [0] * n
    empty = [0] * n
    for q, pl in enumerate(g.players):
        e = 0
        for lv in range(0, 18, 6):
            if q not in cathedral[lv:lv + 6]:
                e += 1
        mine = found[q]
        cv = 0
        for ch in chars:
            m = mine.get(ch.measure)
            if m is None:
                m = mine[ch.measure] = measure(g, q, ch.measure)
            cv += ch.score(m, two)
        empty[q], char_vp[q] = e, cv
        now[q] = pl.vp + counted[q] + trade_vp[q] - 2 * e + cv
        future[q] = _potential(g, q, NORMAL, left, seen)
    est = [now[q] + future[q] for q in range(n)]
    # With Ladies of Troyes modules the row corrects the hand-made evaluation's totals (evaluation.totals),
    # which count the modules' VP: its score now on the same board summary, with the same potentials.
    hand = est
    if g.expansion is not None and not g.solo:
        full = score_now(g, seen, True)
        hand = [full[q] + future[q] for q in range(n)]
    # Against le Roy, the others are le Roy: his hand-made estimate (what he has and will still make).
    roy = [(solo_totals or _solo_totals(g))[NEUTRAL]] if g.solo else []
    bases = []
    for q, pl in enumerate(g.players):
        d = pl.deniers + pl.district_deniers
        i = pl.influence
        board = seen.board[q]
        others = [est[o] for o in range(n) if o != q] or roy
        bases.append([now[q], future[q], pl.vp, seen.cubes[q], empty[q], cubes_on[q], len(pl.events_won),
                      sum(seen.trades[q]), trade_vp[q], char_vp[q], d, min(d, 4), min(d, 10), i, min(i, 4),
                      min(i, 10), board[0] * left, board[1] * left, board[2] * left, pl.supply, dice[q],
                      seen.stored[q], max(others), sum(others) / len(others)])
    return bases, hand, share


_TABLE: dict[int, tuple[float, ...]] | None = None
_LOADED = False


def table() -> dict[int, tuple[float, ...]] | None:
    """The fitted rows by player count, read once (None when the file is missing or damaged)."""
    global _TABLE, _LOADED
    if not _LOADED:
        _LOADED = True
        _TABLE = _read()
    return _TABLE


def _read() -> dict[int, tuple[float, ...]] | None:
    from ..learned_table import read_table

    return read_table("troyes_bot_leaf.json", VERSION, N_FEATURES, lambda keys: keys <= {2, 3, 4},
                      "Troyes: the computer players' table could not be read; "
                      "they use the hand-made evaluation",
                      check=lambda raw: list(raw.get("features", ())) == list(BASE))


#: Whether games with a Ladies of Troyes module (the promo cards too) use the rows fitted for them
#: (``troyes_bot_leaf_ladies.json``, issue 49), and the solo game its own (``troyes_bot_leaf_solo.json``).
#: The rows of the plain game are never used there: they value what the modules change wrongly (a Normal
#: with the two-player row hoarded 62 deniers in a game with the promo cards and scored 9).
MODULES_USE_ROW = True
#: Off: the solo row made Normal's margin against le Roy +3.02 instead of +0.70 (seeds 1-200) but its slowest
#: decisions several times slower (p95 1.1 s, at most 9.5 s on a shared machine, against 0.3 s and 2.2 s):
#: not shipped on until its look-ahead is made cheaper (docs/computer-players.md, "Issue 49").
SOLO_USE_ROW = False

#: The other tables, read once each: file name -> rows (None: missing or damaged).
_OTHER: dict[str, dict[int, tuple[float, ...]] | None] = {}
LADIES_FILE = "troyes_bot_leaf_ladies.json"
SOLO_FILE = "troyes_bot_leaf_solo.json"


def other_table(name: str) -> dict[int, tuple[float, ...]] | None:
    """The rows of the Ladies of Troyes (by player count) or of the solo game (key 1), read once (None when
    the file is missing or damaged: the hand-made evaluation is used there, said once)."""
    if name not in _OTHER:
        from ..learned_table import read_table

        keys = {2, 3, 4} if name == LADIES_FILE else {1}
        _OTHER[name] = read_table(name, VERSION, N_FEATURES, lambda got: got <= keys,
                                  "Troyes: a table of the computer players could not be read; "
                                  "they use the hand-made evaluation there",
                                  check=lambda raw: list(raw.get("features", ())) == list(BASE))
    return _OTHER[name]


def row_for(g):
    """The table's row for this game, or None (a player count not fitted, no table, or the game over: then
    the hand-made evaluation, exact at the end, is used). A game with Ladies of Troyes modules uses the rows
    fitted for them (where none was fitted for its player count, the nearest one's, said in the log), and the
    solo game its own (:data:`MODULES_USE_ROW`, :data:`SOLO_USE_ROW`)."""
    if g.over:
        return None
    if g.solo:
        if not SOLO_USE_ROW:
            return None
        t = other_table(SOLO_FILE)
        return None if t is None else t.get(1)
    if g.expansion is not None:
        if not MODULES_USE_ROW:
            return None
        t = other_table(LADIES_FILE)
        return None if not t else t.get(g.n) or t[_nearest(t, g.n)]
    t = _TABLE if _LOADED else table()
    if t is None:
        return None
    return t.get(g.n)


def _nearest(rows: dict, n: int) -> int:
    """The player count of the row nearest to ``n`` (the larger of two as near), said once in the log."""
    key = min(rows, key=lambda k: (abs(k - n), -k))
    if (n, key) not in _SAID:
        _SAID.add((n, key))
        logger.info("Troyes with the Ladies of Troyes: no row fitted for %d players; the %d-player row is "
                    "used", n, key)
    return key


_SAID: set[tuple[int, int]] = set()


def hand_estimates(g) -> list[float]:
    """Every player's hand-made estimate the row corrects: the plain one of :func:`_base`; with Ladies of
    Troyes modules the hand-made evaluation's own totals, which count the modules' VP (the hermit, the
    fort, the princess, the outdoor tiles, the master builder, the fourth level of the cathedral); against
    le Roy the solo evaluation's margin (``evaluation.SOLO``)."""
    if g.solo:
        return _solo_estimates(g)
    return _base(g)[1]


def _solo_estimates(g, solo_totals: dict | None = None) -> list[float]:
    """The solo evaluation's margin: the player's total less le Roy's (``evaluate`` with ``SOLO``)."""
    t = solo_totals or _solo_totals(g)
    return [t[0] - t[NEUTRAL]]


def _solo_totals(g) -> dict:
    from .evaluation import SOLO, totals

    return totals(g, SOLO)


def learned_totals(g, row) -> dict[int, float]:
    """Every player's estimated final score: the hand-made estimate plus ``row`` times its features
    (:func:`features`, with the terms times the share of the game left folded into the coefficients).
    Against le Roy: the player's estimated final margin (the only entry)."""
    solo = _solo_totals(g) if g.solo else None
    bases, est, share = _base(g, solo)
    if solo is not None:
        est = _solo_estimates(g, solo)      # the margin against le Roy: the row corrects it
    k = len(BASE)
    coef = [row[i] + row[k + i] * share for i in range(k)]
    const = row[2 * k] * share + row[2 * k + 1] * share * share + row[2 * k + 2]
    return {q: est[q] + const + sum(a * b for a, b in zip(coef, x)) for q, x in enumerate(bases)}


def evaluate(g, p: int, fallback: Weights = NORMAL) -> float:
    """p's value of ``g``: the learned estimates (:func:`learned_totals`) against the others', or the
    hand-made evaluation with ``fallback`` weights where the table has no row (see :func:`row_for`)."""
    from .evaluation import evaluate as hand

    row = row_for(g)
    if row is None:
        return hand(g, p, fallback)
    return relative(learned_totals(g, row), p, NORMAL)
