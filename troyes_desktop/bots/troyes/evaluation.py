"""How good a position of Troyes is for one seat: the score if the game ended now, plus what its
citizens, dice, deniers, influence, stored cubes and tradesmen are still worth in the rounds left.

Against le Roy (solo), the estimate is the margin, and le Roy's side adds what he will still make: the
events he fills (the right-most first), the dice left on the board (he plays until none is left) and the
dice his citizens give him in the rounds left (weights ``SOLO``).

Every figure read here is on the copy the bot was given (``Game.determinized``): the other players'
characters there are a sample, never the real ones.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...rules.troyes.board import NEUTRAL, SALARY
from ...rules.troyes.game import MODIFIERS
from ...rules.troyes.ladies import MODIFIERS_L, end_scores
from ...rules.troyes.scoring import final_scores, measure

_ALL_MODIFIERS = MODIFIERS | MODIFIERS_L


@dataclass(frozen=True)
class Weights:
    """What resources are worth in VP; ``future`` scales every term about the rounds left."""

    future: float = 0.5
    citizen_round: float = 0.8      # one citizen on a building: one die per round left
    supply: float = 0.8             # a citizen waiting in the personal supply
    denier: float = 0.30
    influence: float = 0.40
    die_now: float = 0.5            # one of your own dice still in the city square this round
    die_pip: float = 0.06           # ... per pip
    stored_cube: float = 1.6        # a cube on a card that modifies dice
    tradesman_round: float = 0.6    # a tradesman on a card: no hiring cost for each round left
    leader: float = 0.0             # weight of the best opponent (the rest: their mean)
    late: float = 1.0               # deniers and influence in the last round (1 = as early on)
    spend_round: float = 0.0        # deniers one can put to use per round (this one and each left): those
    #                                 beyond count ``spend_excess`` of their worth (0: no such limit)
    spend_excess: float = 0.25
    events: float = 0.3             # share of an unfinished event's VP expected per cube on it
    others: float = 0.5             # how much the opponents' estimate counts against yours
    roy_die: float = 0.0            # solo: VP le Roy still makes with each of his dice in the city square
    roy_board: float = 0.0          # solo: ... and with each die on the board (he plays until none is left)
    roy_citizen: float = 0.0        # solo: ... and with each of his citizens on a building, per round left
    roy_events: float = 0.0         # solo: weight of what each side gets if le Roy fills the right-most event
    roy_events_left: float = 1.0    # ... of an event left of it (not Marauding), relative to the right-most
    own_idle: float = 0.0           # solo: what each die of yours left on the board after you passed gives
    #                                 him (RULINGS R7: he plays on until the board is empty, and only his
    #                                 2/3/11/12 rows take a die of yours, 6 rolls in 36: ~6 free turns a die)
    plan_penalty: bool = False      # with players, before the end: each cathedral level without a cube costs
    #                                 its full 2 VP (the final scoring's cap, never below 0 VP, is left out:
    #                                 see ``score_now``)


#: With players: only 3 deniers per round (this one and each left) count in full, those beyond a quarter (a
#: player who cannot spend its deniers before the end gains nothing from them), and before the end each
#: cathedral level without a cube costs its full 2 VP (``plan_penalty``). Measured: docs/computer-players.md.
NORMAL = Weights(spend_round=3.0, plan_penalty=True)
#: Against le Roy: only the margin counts, and le Roy's dice, citizens and events are VP he will make;
#: ``own_idle``: passing with dice of yours left gives him free turns; deniers and influence count half in the
#: last round (``late``). Tuned on seeded solo games: docs/computer-players.md.
SOLO = Weights(others=1.0, roy_events=1.0, roy_events_left=0.6, roy_board=0.3, roy_citizen=1.0,
               stored_cube=0.6, tradesman_round=0.84, citizen_round=1.0, denier=0.2, future=0.8,
               own_idle=15.0, die_now=0.8, influence=0.3, late=0.5)
#: Hard with players: deniers and influence in the last round are worth 30 % of what they are worth earlier
#: (65 % in the round before), since nothing is left to buy with them once the game ends. Normal keeps
#: ``NORMAL``: it is the level Hard is measured against.
HARD = replace(NORMAL, late=0.3)
#: Easy values what it has now (score, deniers, influence) and gives the rounds left only half their worth.
EASY = Weights(future=0.5, citizen_round=1.6, denier=0.25, influence=0.3, die_now=0.5, die_pip=0.0,
               stored_cube=0.8, supply=0.3, others=1.0)


def _potential(g, q: int, w: Weights, left: int, seen: "_Seen") -> float:
    """What player q's assets are worth beyond the score now (``seen``: the board counted once for all)."""
    pl = g.players[q]
    live = left > 0 or g.phase == "actions"
    v = 0.0
    if live:
        keep = 1.0 if left >= 2 else (w.late if left == 0 else (1 + w.late) / 2)
        deniers = pl.deniers + pl.district_deniers
        if w.spend_round:
            usable = w.spend_round * (left + 1)
            if deniers > usable:
                deniers = usable + (deniers - usable) * w.spend_excess
        v += keep * (deniers * w.denier + pl.influence * w.influence)
        v += pl.supply * w.supply
        if w.events:
            events = g.data.events
            for eid, cubes in g.queue:
                if cubes and q in cubes:
                    ev = events[eid]
                    if w.roy_events and g.solo and eid != "marauding":
                        right = eid == g.queue[-1][0]
                        v += w.roy_events * (1.0 if right else w.roy_events_left) * _roy_fills(ev, cubes)[0]
                    else:
                        v += w.events * (ev.vp[0] + ev.vp[1]) * cubes.count(q) / ev.banners
    if left > 0 and w.future:
        board = seen.board[q]
        salary = board[0] * SALARY[0] + board[1] * SALARY[1] + board[2] * SALARY[2]
        v += w.future * left * ((board[0] + board[1] + board[2]) * w.citizen_round - salary * w.denier)
        v += w.future * left * seen.trade_slots[q] * w.tradesman_round
    if (g.phase == "actions" or g.phase == "black") and not pl.passed:
        for c, value, o in g.dice.values():
            if o == q:
                v += w.die_now + w.die_pip * value * (2 if c == 0 else 1)
    if live:
        v += seen.stored[q] * w.stored_cube
    return v


class _Seen:
    """What the board shows of every player, counted in one pass: citizens on each building, tradesmen
    by colour and the cards they are on, the Cathedral cubes, the cubes stored on modifier cards."""

    __slots__ = ("board", "trades", "trade_slots", "cubes", "stored")

    def __init__(self, g) -> None:
        n = g.n
        self.board = board = [[0, 0, 0] for _ in range(n)]
        for b in range(3):
            for o in g.spaces[b]:
                if o is not None and o < n:
                    board[o][b] += 1
        self.trades = trades = [[0, 0, 0] for _ in range(n)]
        self.trade_slots = slots = [0] * n
        self.stored = stored = [0] * n
        card = g.card
        slot_card = g.slot_card
        for s in range(9):
            colour = card(s).colour
            on = g.slot_spaces[s] + g.slot_illus[s]
            for o in on:
                if o is not None and o < n:
                    trades[o][colour] += 1
            for q in set(on):
                if q is not None and q < n:
                    slots[q] += 1
            if slot_card[s] in _ALL_MODIFIERS:
                sc = g.slot_cubes[s]
                for q in range(n):
                    stored[q] += sc[q]
        self.cubes = cubes = [0] * n
        for o in g.cathedral:
            if o is not None and o < n:
                cubes[o] += 1
        if g.expansion is not None:
            for o in g.expansion["cathedral4"]:
                if o is not None and o < n:
                    cubes[o] += 1

    def measures(self, g) -> list[dict[str, int]]:
        """What the characters measure, for every player (as scoring.measure)."""
        board, trades, cubes = self.board, self.trades, self.cubes
        out = []
        for q, pl in enumerate(g.players):
            b, t = board[q], trades[q]
            m = {"citizens": b[0] + b[1] + b[2], "cathedral_cubes": cubes[q], "deniers": pl.deniers,
                 "influence": pl.influence, "tradesmen": t[0] + t[1] + t[2],
                 "event_cards": len(pl.events_won)}
            if g.expansion is not None:
                m["red_citizens"] = b[0] + t[0]
                m["white_citizens"] = b[1] + t[1]
                m["yellow_citizens"] = b[2] + t[2]
            out.append(m)
        return out


def score_now(g, seen: _Seen | None = None, planned: bool = False) -> dict[int, int]:
    """Every seat's total if the game ended now: :func:`final_scores` without the breakdown (each
    character's measure taken once per player), le Roy by final_scores itself.

    ``planned`` (with players, before the end): each cathedral level without a cube of the player's costs
    its full 2 VP. The final scoring takes no more than the player has (RULINGS B3), so early in the game,
    with few VP, the score "if the game ended now" loses nothing for an empty level, and gains nothing for
    VP won during play either, until they pass twice the empty levels; by the end they nearly always do."""
    if g.over:
        return {s["player"]: s["total"] for s in g.scores}
    if g.solo:
        return {s["player"]: s["total"] for s in final_scores(g)}
    n = g.n
    events = [0] * n
    for _, cubes in g.queue:
        for q in set(cubes):
            if q != NEUTRAL:
                events[q] += 1
    trades = [0] * n
    for s in range(9):
        spaces = g.card(s).spaces
        for i, o in enumerate(g.slot_spaces[s]):
            if o is not None and o != NEUTRAL:
                trades[o] += spaces[i]
    extra = end_scores(g) if g.expansion is not None else None
    chars = [g.data.characters[c] for c in g.characters_in_play]
    two = n == 2
    out = {}
    cathedral = g.cathedral
    found = (seen or _Seen(g)).measures(g)
    for q, pl in enumerate(g.players):
        running = pl.vp + events[q] + trades[q]
        if extra is not None:
            e = extra[q]
            running += e["hermit"] + e["fort"] + e["princess"] + e["outdoor"]
        empty = 0
        for lv in range(0, 18, 6):
            if q not in cathedral[lv:lv + 6]:
                empty += 1
        running -= 2 * empty if planned else min(running, 2 * empty)
        if extra is not None:
            running -= min(running, -extra[q]["master_builder"])
        mine = found[q]
        for ch in chars:
            m = mine.get(ch.measure)
            if m is None:
                m = mine[ch.measure] = measure(g, q, ch.measure)
            running += ch.score(m, two)
        out[q] = running
    return out


def totals(g, w: Weights = NORMAL) -> dict[int, float]:
    """Estimated final VP of every seat (players, and le Roy in the solo game)."""
    if g.over:
        return {s["player"]: float(s["total"]) for s in g.scores}
    seen = _Seen(g)
    now = score_now(g, seen, w.plan_penalty)
    left = g.rounds - g.round
    return {q: v + (_roy_potential(g, w) if q == NEUTRAL else _potential(g, q, w, left, seen))
            for q, v in now.items()}


def _roy_fills(ev, cubes: list) -> tuple[int, int]:
    """The VP the player and le Roy get if le Roy fills every free banner of an event (as
    countering.py awards them: the most cubes take the first VP, a tie shares both)."""
    mine = sum(1 for o in cubes if o != NEUTRAL)
    his = ev.banners - mine
    first, second = ev.vp
    if mine == his:
        return (first + second) // 2, (first + second) // 2
    if mine == 0:
        return 0, first + second
    return (first, second) if mine > his else (second, first)


def _roy_potential(g, w: Weights) -> float:
    """What le Roy still makes: he acts until his dice are spent, so each of his dice left in the city
    square is worth some VP to him (and one bought from him is not), his citizens give him dice in the
    rounds left, and he may fill the events."""
    v = 0.0
    if w.roy_die and g.phase in ("actions", "black"):
        v += w.roy_die * sum(1 for d in g.dice.values() if d.owner == NEUTRAL)
    if w.roy_board and g.phase == "actions":
        v += w.roy_board * len(g.dice)
    if w.own_idle and g.phase == "actions" and g.players[0].passed:
        v += w.own_idle * sum(1 for d in g.dice.values() if d.owner != NEUTRAL)
    left = g.rounds - g.round
    if w.roy_citizen and left > 0:
        v += w.roy_citizen * left * sum(1 for b in range(3) for o in g.spaces[b] if o == NEUTRAL)
    if w.roy_events and g.rounds - g.round + (g.phase in ("actions", "black")) > 0:
        events = g.data.events
        last = len(g.queue) - 1
        for i, (eid, cubes) in enumerate(g.queue):
            if eid != "marauding":
                chance = w.roy_events * (1.0 if i == last else w.roy_events_left)
                v += chance * _roy_fills(events[eid], cubes)[1]
    return v


def relative(values: dict[int, float], p: int, w: Weights = NORMAL) -> float:
    """p's estimate against the others: the leader counts ``w.leader``, the mean the rest."""
    others = [v for q, v in values.items() if q != p]
    if not others:
        return values[p]
    return values[p] - w.others * (w.leader * max(others) + (1 - w.leader) * sum(others) / len(others))


def evaluate(g, p: int, w: Weights = NORMAL) -> float:
    return relative(totals(g, w), p, w)
