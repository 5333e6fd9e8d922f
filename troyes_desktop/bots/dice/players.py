"""Computer players for Troyes Dice: Easy, Normal and Hard.

All three plan a whole half day at once: from the decision they are asked (a die, a change, the action or a
bonus choice) they try every way to finish their turn on a copy of the game that holds only their own sheet
(a second, empty sheet keeps the engine from starting the next half day), and score each finished turn with
an evaluation of the sheet (:func:`evaluate`). The first step of the best plan is their choice.

* Easy values a sheet by the points it would score if the game ended now, and often takes a plan that is
  merely good.
* Normal uses the full evaluation: points now plus what the sheet promises for the days left (Cathedral
  rows that will grow, link bonuses half done, the next citizen of a resource track, column and track
  bonuses, resources still to spend, buildings still open). The Cathedrals still to come are valued as a
  plan (:func:`_cathedral_rows`): they take the next numbers in build order, the higher ones going to the
  rows expected to be fullest.
* Hard values sheets by a table learned by approximate policy iteration
  (:mod:`troyes_desktop.bots.dice.leaf`): Normal's evaluation plus a linear correction. It keeps its eight
  best ways to use a die by those values and looks four half days further: each is tried on sampled futures
  (the same rolls for every plan), in which the next half days are played by the turn the table ranks best,
  and the sheets reached are valued by the table. The futures are shared out by successive halving: all
  eight ways on 6 futures, the better four on 6 more, the better two on 12 more; a new stage never starts
  after 1.2 s.

They play on the copy :func:`troyes_desktop.bots.decide` gives them, where future rolls and the unseen
backs of the plaza tiles are resampled; the samples Hard draws come from that copy's own random numbers.

How strong each level is, and what was tried and not kept: docs/computer-players.md, "Measurement history".
"""

from __future__ import annotations

import gc
import time

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, language, translate

from ...rules.common.rng import Rng
from ...rules.dice import actions as A
from ...rules.dice import data as D
from ...rules.dice.game import (
    K_ADJUST,
    K_DIE,
    K_DIRECTION,
    K_NUMBER,
    Game,
    Sheet,
)
from ...rules.troyes.board import colour_word
from .. import Choice, ComputerReasons, Plan
from .evaluation import (  # noqa: F401 - Normal's evaluation, also part of this module's face
    NORMAL,
    Weights,
    _cath_types,
    _cathedral_rows,
    _gain_value,
    evaluate,
    evaluate_easy,
    final_points,
    half_days_left,
    link_prospects,
    link_values,
)
from .leaf import leaf_value
from .style import Style

_COL = D.COLOURS
_CIT = D.CITIZEN_NAMES
_RES = D.RESOURCES

#: Values given to the columns, left to right, in expert numbering (see :func:`_numbering_choice`).
EXPERT_NUMBERING = (1, 2, 3, 4, 5, 6)


# ---------------------------------------------------------------------------------------------- planning


class _PlanningGame(Game):
    """A :func:`solo_view`: its copies share the empty second sheet, which is never played (the turn is
    over as soon as that seat is to play), instead of copying it (Hard copies a million games a game)."""

    __slots__ = ()

    def copy(self) -> Game:
        sheets = self.sheets
        self.sheets = sheets[:1]
        try:
            g = super().copy()
        finally:
            self.sheets = sheets
        g.sheets.extend(sheets[1:])
        return g


def solo_view(game: Game, seat: int) -> Game:
    """A copy holding only ``seat``'s sheet (as seat 0) and an empty second sheet, for planning a turn."""
    g = game.copy()
    own = g.sheets[seat]
    g.sheets = [own, Sheet(0, len(own.column_bonus), len(own.links))]
    g.n = 2
    g.player = 0
    g._legal = None
    g.history = []  # the record of the real game is not needed to plan, and every copy would copy it
    g.__class__ = _PlanningGame
    return g


def _turn_over(g: Game) -> bool:
    return g.player != 0 or g.over


def plans(g: Game, recolour: bool = True) -> list[tuple[list[tuple], Game]]:
    """Every way to finish the current turn of seat 0 of a :func:`solo_view`: (actions, game after).

    Without ``recolour``, the plans that change the colour of the die are left out (a quicker, rougher
    look used for the half day after the one being decided)."""
    out: list[tuple[list[tuple], Game]] = []
    _walk(g, [], out, recolour)
    return out


def _walk(node: Game, path: list[tuple], out: list, recolour: bool) -> None:
    # A module function, not a closure: a closure referring to itself would keep every copy alive until the
    # cycle collector runs.
    legal = node.legal_actions()
    adjust = node.stage == K_ADJUST
    lowered = False
    if adjust and node.t_value_changed:
        slot = node.slots[node.t_rank]
        lowered = node.t_value < (0 if slot[5].zero_value else slot[1])
    for a in legal:
        if adjust and a[0] == "colour" and (node.t_value_changed or not recolour):
            continue  # colour then value reaches the same ends as value then colour
        if lowered and a[0] == "gain":
            continue  # paying influence to gain less: never better than gaining without the change
        child = node.copy()
        child._legal = legal  # same state as ``node``: its legal actions need not be listed again
        child.apply(a)
        p = path + [a]
        if _turn_over(child):
            out.append((p, child))
        else:
            _walk(child, p, out, recolour)


def finish_half_day(g: Game, seed: int | None) -> Game:
    """From a finished turn of a :func:`solo_view`: the next half day for that sheet alone, rolled from
    ``seed`` (None: from the copy's own random numbers, to go on with a sampled future)."""
    n = g.copy()
    n.sheets = [n.sheets[0]]
    n.n = 1
    n.player = 0
    if seed is not None:
        n.rng = Rng(seed)
    n._end_half_day([])
    if not n.over:
        n.player = 0
        n.stage = K_DIE
    n._legal = None
    return n


# ---------------------------------------------------------------------------------------------- reasons


#: Troyes Dice buildings: the name alone ("bonus: Fortress") and with its article ("build the Fortress").
_BUILDINGS = {
    "fortress": (
        QT_TRANSLATE_NOOP("ComputerReasons", "Fortress"),
        QT_TRANSLATE_NOOP("ComputerReasons", "the Fortress"),
    ),
    "great_hall": (
        QT_TRANSLATE_NOOP("ComputerReasons", "Great Hall"),
        QT_TRANSLATE_NOOP("ComputerReasons", "the Great Hall"),
    ),
    "cathedral": (
        QT_TRANSLATE_NOOP("ComputerReasons", "Cathedral"),
        QT_TRANSLATE_NOOP("ComputerReasons", "the Cathedral"),
    ),
    "counts_palace": (
        QT_TRANSLATE_NOOP("ComputerReasons", "Count's Palace"),
        QT_TRANSLATE_NOOP("ComputerReasons", "the Count's Palace"),
    ),
    "city_hall": (
        QT_TRANSLATE_NOOP("ComputerReasons", "City Hall"),
        QT_TRANSLATE_NOOP("ComputerReasons", "the City Hall"),
    ),
    "bishopric": (
        QT_TRANSLATE_NOOP("ComputerReasons", "Bishopric"),
        QT_TRANSLATE_NOOP("ComputerReasons", "the Bishopric"),
    ),
}
#: The extra citizen of a track, by colour (knights, artisans, priests).
_TRACK = {
    "red": QT_TRANSLATE_NOOP("ComputerReasons", "the extra citizen goes to the knights"),
    "yellow": QT_TRANSLATE_NOOP("ComputerReasons", "the extra citizen goes to the artisans"),
    "white": QT_TRANSLATE_NOOP("ComputerReasons", "the extra citizen goes to the priests"),
}
_BANQUET = {
    "red": QT_TRANSLATE_NOOP("ComputerReasons", "the Banquet citizen is one of the knights"),
    "yellow": QT_TRANSLATE_NOOP("ComputerReasons", "the Banquet citizen is one of the artisans"),
    "white": QT_TRANSLATE_NOOP("ComputerReasons", "the Banquet citizen is one of the priests"),
}
#: "turn it red": the colour a die is changed to.
_TURN = {
    "red": QT_TRANSLATE_NOOP("ComputerReasons", "turn it red"),
    "yellow": QT_TRANSLATE_NOOP("ComputerReasons", "turn it yellow"),
    "white": QT_TRANSLATE_NOOP("ComputerReasons", "turn it white"),
}


def _building(building: str, article: bool = False) -> str:
    names = _BUILDINGS.get(building)
    if names is None:
        return D.BUILDING_NAMES.get(building, building)
    return translate("ComputerReasons", names[1 if article else 0])


def _building_at(row: int, colour: int) -> str:
    return _building(D.BUILDING_AT[(row, colour)], article=True)


def _gain(resource: str, n: int) -> str:
    if resource == "deniers":
        return ComputerReasons.tr("gain %n denier(s)", None, n)
    if resource == "knowledge":
        return ComputerReasons.tr("gain %n knowledge", None, n)
    return ComputerReasons.tr("gain %n influence", None, n)


def _paying_one(resource: str) -> str:
    if resource == "deniers":
        return translate("ComputerReasons", "take the {die} (plaza {plaza}, paying 1 denier)")
    if resource == "knowledge":
        return translate("ComputerReasons", "take the {die} (plaza {plaza}, paying 1 knowledge)")
    return translate("ComputerReasons", "take the {die} (plaza {plaza}, paying 1 influence)")


def _decimal(value: float) -> str:
    text = f"{value:.1f}"
    return text.replace(".", ",") if language() == "fr" else text


def describe_plan(g: Game, path: list[tuple], gain: float) -> str:
    """One line a person can read: the die, the changes, the action and what it is worth."""
    parts: list[str] = []
    colour = g.t_colour
    value = g.t_value
    first = path[0]
    if first[0] == "die":
        slot = g.slots[first[1] - 1]
        colour = slot[4]
        value = 0 if slot[5].zero_value else slot[1]
        die = translate("ComputerReasons", "{colour} {value}", "a die: its colour, its value").format(
            colour=colour_word(_COL[colour], "die"), value=value
        )
        if first[2]:
            parts.append(_paying_one(first[2]).format(die=die, plaza=first[1]))
        else:
            parts.append(
                translate("ComputerReasons", "take the {die} (plaza {plaza})").format(die=die, plaza=first[1])
            )
    for a in path:
        if a[0] == "colour":
            colour = _COL.index(a[1])
            parts.append(translate("ComputerReasons", _TURN[a[1]]) if a[1] in _TURN else str(a[1]))
        elif a[0] == "value":
            value = a[1]
            parts.append(translate("ComputerReasons", "set it to {value}").format(value=a[1]))
        elif a[0] in ("gain", "prestige", "work"):
            if a[0] == "gain":
                parts.append(_gain(_RES[colour], value))
            else:
                row = D.PRESTIGE if a[0] == "prestige" else D.WORK
                col = g.col_of_value[value] + 1
                parts.append(
                    translate("ComputerReasons", "build {building} in column {column}").format(
                        building=_building_at(row, colour), column=col
                    )
                )
        elif a[0] == "build":
            parts.append(
                translate("ComputerReasons", "bonus: {building} in column {column}").format(
                    building=_building(a[1]), column=a[2]
                )
            )
        elif a[0] == "track":
            parts.append(translate("ComputerReasons", _TRACK[a[1]]) if a[1] in _TRACK else str(a[1]))
        elif a[0] == "citizen":
            parts.append(translate("ComputerReasons", _BANQUET[a[1]]) if a[1] in _BANQUET else str(a[1]))
    if not parts:
        return translate("ComputerReasons", "the best way to finish this turn")
    text = ", ".join(parts)
    text = text[0].upper() + text[1:]
    if gain >= 0.05:
        text = translate("ComputerReasons", "{plan} (about +{gain} VP by the end)").format(
            plan=text, gain=_decimal(gain)
        )
    return text


# ---------------------------------------------------------------------------------------------- the bots


class DiceBot:
    """One level of computer player (see the module docstring)."""

    def __init__(
        self, level: str, seed: int = 0, budget: float | None = None, style: Style | None = None
    ) -> None:
        self.level = level
        self.seed = seed
        self.budget = budget
        # Its own taste and tie breaks (see style.py; None: none, as for the hint), from the game's seed and
        # the seat, given by whoever makes the bot: the copy of the game it is shown never tells it.
        self.style = style
        self._tipped = False  # the last turn chosen was its taste's choice (its reason says so)
        self._rng = Rng(seed * 7 + 11)
        # Hard's look-ahead (see the module docstring for the figures): 8 ways to use a die, shared futures
        # by successive halving (6 for all, 6 more for the better half, 12 more for the better two), 4 half
        # days played by the best turn by the table, then the table's value. A small thinking budget
        # (seconds per decision) uses 4 ways on 6 futures and 1 half day.
        self.keep = 8
        self.samples = 6
        self.depth = 4  # half days played ahead on each sampled future before the sheet is evaluated
        self.halving = True
        self.stage_limit = 1.2  # seconds: no new stage of the halving starts after this (see _halving)
        if budget is not None and budget < 0.15:
            self.keep, self.samples, self.depth, self.halving = 4, 6, 1, False
        self.recolour = True
        self._plan: tuple | None = None  # (day, half, seat, first action index, actions, reason)
        self._chosen_at = -1  # the history's length at its last decision (-1: the town crier's numbering)
        self.evaluate = evaluate_easy if level == "easy" else evaluate
        if level == "hard":
            self.evaluate = leaf_value  # the fitted table (Normal's evaluation if it cannot be read)

    # The town crier's numbering.
    def _numbering_choice(self, game: Game, legal: list[tuple]) -> Choice:
        if game.stage == K_DIRECTION:
            return Choice(
                A.direction("increasing"),
                translate("ComputerReasons", "the numbers increase from the rolled value"),
            )
        col = len(game.numbering)
        want = EXPERT_NUMBERING[col]
        if self.level == "easy":
            want = legal[self._rng.randint(0, len(legal) - 1)][1]
        action = A.number(want) if A.number(want) in legal else legal[0]
        return Choice(
            action,
            translate("ComputerReasons", "column {column} gets the value {value}").format(
                column=col + 1, value=action[1]
            ),
        )

    def choose(self, game: Game, seat: int, legal: list[tuple]) -> Choice:
        # Planning makes many short-lived copies and no reference cycles: the cycle collector only slows
        # it down (about three times), so it is paused for the decision.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._choose(game, seat, legal)
        finally:
            if was_enabled:
                gc.enable()

    @property
    def plan(self) -> Plan | None:
        """The rest of the half day chosen at the last decision (None: nothing planned)."""
        if self._plan is None or self._chosen_at < 0:
            return None
        _day, _half, _seat, start, path, reason = self._plan
        done = self._chosen_at - start
        if not 0 <= done < len(path):
            return None
        return Plan(self._chosen_at + 1, tuple(path[done + 1:]), reason)

    def _choose(self, game: Game, seat: int, legal: list[tuple]) -> Choice:
        self._chosen_at = len(game.history)
        if game.stage in (K_DIRECTION, K_NUMBER):
            self._chosen_at = -1
            return self._numbering_choice(game, legal)
        cached = self._follow_plan(game, seat, legal)
        if cached is not None:
            return cached
        root = solo_view(game, seat)
        data = game.data
        left = half_days_left(game)
        value_of = self.evaluate
        style = self.style
        if style is None:
            scored = [(value_of(g.sheets[0], data, left), p, g) for p, g in plans(root)]
        else:
            scored = [(value_of(g.sheets[0], data, left) + style.preference(g.sheets[0], left) + style.tie(p),
                       p, g) for p, g in plans(root)]
        scored.sort(key=lambda x: -x[0])
        self._tipped = False
        if self.level == "easy":
            # Easy takes one of its three best plans at random, the best more often.
            pick = min(len(scored) - 1, [0, 0, 0, 1, 1, 2][self._rng.randint(0, 5)])
            _value, path, leaf = scored[pick]
            self._tipped = pick == 0 and self._taste_first(scored, left)
        elif self.level == "normal" or left == 0 or game.stage != K_DIE:
            _value, path, leaf = scored[0]
            self._tipped = self._taste_first(scored, left)
        else:
            _value, path, leaf = self._look_ahead(scored, data, left)
        action = path[0]
        if action not in legal:  # cannot happen: plans start from the same legal actions
            self._chosen_at = -1
            return Choice(legal[0], translate("ComputerReasons", "the first possible move"))
        # What the turn adds, for the reason a person reads: the sheet after it against the sheet as it is,
        # both with the half days left after this one. Hard's table values only sheets at the end of a
        # turn (the blank sheet of the first turn is not one), so it says this by Normal's evaluation.
        judge = evaluate if self.level == "hard" else value_of
        gain = judge(leaf.sheets[0], data, left) - judge(root.sheets[0], data, left)
        reason = describe_plan(root, path, gain)
        if self._tipped:
            reason = translate("ComputerReasons", "{plan}; it has a taste for {taste}").format(
                plan=reason, taste=style.words())
        self._plan = (game.day, game.half, seat, len(game.history), path, reason)
        return Choice(action, reason)

    def _bias(self, path: list[tuple], g: Game, left: int) -> float:
        """What its style adds to a finished turn (0 without a style)."""
        style = self.style
        if style is None:
            return 0.0
        return style.preference(g.sheets[0], left) + style.tie(path)

    def _taste_first(self, scored: list, left: int) -> bool:
        """Whether its taste put first the turn ranked first in ``scored`` (values with the style): the turn
        ranked first by the points alone is another, which the taste likes less."""
        style = self.style
        if style is None:
            return False
        first = scored[0]
        plain = max(scored, key=lambda x: x[0] - self._bias(x[1], x[2], left))
        return plain is not first and (
            style.preference(first[2].sheets[0], left) > style.preference(plain[2].sheets[0], left))

    def _follow_plan(self, game: Game, seat: int, legal: list[tuple]) -> Choice | None:
        """The next step of the plan made earlier in this turn, if the turn went as planned."""
        plan = self._plan
        if plan is None:
            return None
        day, half, who, start, path, reason = plan
        done = len(game.history) - start
        if (day, half, who) != (game.day, game.half, seat) or not 0 < done < len(path):
            return None
        if game.history[start:] != path[:done] or path[done] not in legal:
            return None
        return Choice(path[done], reason)

    def _look_ahead(self, scored: list, data: D.DiceData, left: int) -> tuple[float, list[tuple], Game]:
        """Hard: the best of Normal's few best plans once the next half days are played on sampled futures."""
        seeds = [self._rng.next_u64() for _ in range(self.samples)]
        # The best plan of each way to use a die (die, colour, value, action), best first: the candidates
        # then differ in substance rather than in a bonus choice or the resource paid.
        top = []
        seen = set()
        for item in scored:
            path = item[1]
            key = tuple(a for a in path if a[0] in ("die", "colour", "value", "gain", "prestige", "work"))
            if key in seen:
                continue
            seen.add(key)
            top.append(item)
            if len(top) == self.keep:
                break
        # The style's preference and tie break count again once the futures are played: the look-ahead's
        # values hold the points alone.
        bias = [self._bias(path, g, left) for _v, path, g in top]
        if self.halving:
            return self._halving(top, seeds, data, left, bias)
        means = []
        for _value, _path, g in top:
            total = 0.0
            for s in seeds:
                total += self._future(g, s, data, left)
            means.append(total / len(seeds))
        return self._pick(top, means, bias, left)

    def _pick(self, top: list, means: list, bias: list, left: int) -> tuple[float, list[tuple], Game]:
        """The candidate of ``top`` with the best mean with its style's bias (and whether the taste chose it:
        ``_tipped``)."""
        order = range(len(means))
        i = max(order, key=lambda k: means[k] + bias[k])
        plain = max(order, key=lambda k: means[k])
        style = self.style
        self._tipped = style is not None and plain != i and (
            style.preference(top[i][2].sheets[0], left) > style.preference(top[plain][2].sheets[0], left))
        return means[i], top[i][1], top[i][2]

    def _halving(
        self, top: list, seeds: list, data: D.DiceData, left: int, bias: list
    ) -> tuple[float, list[tuple], Game]:
        """Successive halving: every candidate on the first futures, then the better half on as many more."""
        alive = list(range(len(top)))
        totals = [0.0] * len(top)
        used = 0
        batch = seeds
        start = time.perf_counter()
        while True:
            for i in alive:
                g = top[i][2]
                t = 0.0
                for s in batch:
                    t += self._future(g, s, data, left)
                totals[i] += t
            used += len(batch)
            alive.sort(key=lambda i: -(totals[i] / used + bias[i]))
            if len(alive) <= 2 or time.perf_counter() - start > self.stage_limit:
                # (the time check only cuts the rare decisions with very many ways to play: the next stage
                # would take at least as long as this one, and no decision may take over 3 seconds)
                kept = [top[i] for i in alive]
                return self._pick(kept, [totals[i] / used for i in alive], [bias[i] for i in alive], left)
            alive = alive[: (len(alive) + 1) // 2]
            batch = [self._rng.next_u64() for _ in range(used)]

    def _future(self, g: Game, seed: int, data: D.DiceData, left: int) -> float:
        """The value of a finished turn ``g`` on one sampled future: the next ``depth`` half days are rolled
        from ``seed`` and played by the best turn by the bot's own values, then the sheet is valued."""
        value_of = self.evaluate
        nxt = finish_half_day(g, seed)
        for step in range(1, self.depth + 1):
            if nxt.over:
                return float(final_points(nxt.sheets[0], data))
            rest = left - step
            best_v = None
            best_h = None
            for _p, h in plans(solo_view(nxt, 0), self.recolour):
                v = value_of(h.sheets[0], data, rest)
                if best_v is None or v > best_v:
                    best_v, best_h = v, h
            if step == self.depth:
                return best_v
            nxt = finish_half_day(best_h, None)
        return best_v  # pragma: no cover - the loop always returns


def make(level: str, seed: int = 0, budget: float | None = None, style: Style | None = None) -> DiceBot:
    return DiceBot(level, seed=seed, budget=budget, style=style)
