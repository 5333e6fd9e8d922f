"""The game's data: players, copying, the complete state, what a seat may see, small queries and resources.

Rulebook: Components and Setup (the pieces each player has); influence track and VP (Game Turn)."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ..common.errors import IllegalAction
from ..common.rng import Rng
from . import ladies
from .board import (
    CUBES_AT_START,
    MAX_INFLUENCE,
    NEUTRAL,
    START_DENIERS,
    START_INFLUENCE,
)
from .data import RED, WHITE, YELLOW

if TYPE_CHECKING:
    from .game import Game


class Player:
    __slots__ = ("deniers", "influence", "vp", "supply", "citizens", "cubes", "characters", "events_won",
                 "passed", "district_deniers", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self.deniers = START_DENIERS
        self.influence = START_INFLUENCE
        self.vp = 0
        self.supply = 0          # citizens in the personal supply
        self.citizens = 0        # citizens this player has in play (supply + board), at most 12
        self.cubes = CUBES_AT_START   # cubes in the personal supply (unlimited: may go below 0)
        self.characters: list[str] = []
        self.events_won: list[str] = []
        self.passed = False
        self.district_deniers = 0

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.name = self.name
        p.deniers = self.deniers
        p.influence = self.influence
        p.vp = self.vp
        p.supply = self.supply
        p.citizens = self.citizens
        p.cubes = self.cubes
        p.characters = self.characters[:]
        p.events_won = self.events_won[:]
        p.passed = self.passed
        p.district_deniers = self.district_deniers
        return p

    def to_dict(self) -> dict:
        return {k: (list(getattr(self, k)) if isinstance(getattr(self, k), list) else getattr(self, k))
                for k in self.__slots__}


def _ints(action, n: int) -> tuple:
    if len(action) != n or any(isinstance(a, bool) or not isinstance(a, int) for a in action[1:]):
        raise IllegalAction(translate("TroyesRules", "'{verb}' takes {count} whole number(s)")
                            .format(verb=action[0], count=n - 1), action)
    return action


def _copy_ctx(ctx):
    if ctx is None:
        return None
    out = {}
    for k, v in ctx.items():
        if isinstance(v, list):
            out[k] = v[:]
        elif isinstance(v, dict):
            out[k] = _copy_ctx(v)
        else:
            out[k] = v
    return out


def _ctx_json(ctx):
    if ctx is None:
        return None
    return {k: (_ctx_json(v) if isinstance(v, dict) else (list(v) if isinstance(v, (list, tuple)) else v))
            for k, v in ctx.items()}


class GameState:
    """The game's data: copying, the complete state, what a seat may see, small queries."""

    # ------------------------------------------------------------------ copying and state
    def copy(self) -> "Game":
        g = self.__class__.__new__(self.__class__)
        g.setup = self.setup
        g.data = self.data
        g.n = self.n
        g.solo = self.solo
        g.seats = self.seats
        g.roy = None if self.roy is None else {
            "vp": self.roy["vp"], "pile": self.roy["pile"][:], "revealed": self.roy["revealed"][:],
            "events_won": self.roy["events_won"][:]}
        g.rng = Rng(state=self.rng.state)
        g.players = [p.copy() for p in self.players]
        g.history = self.history[:]
        g.round = self.round
        g.rounds = self.rounds
        g.start = self.start
        g.current = self.current
        g.spaces = [s[:] for s in self.spaces]
        g.expelled = [e[:] for e in self.expelled]
        g.gray_supply = self.gray_supply
        g.cathedral = self.cathedral[:]
        g.dice = self.dice.copy()
        g.next_die = self.next_die
        g.black = self.black[:]
        g.ctx = _copy_ctx(self.ctx)
        g.pending = self.pending
        g.log_events = []
        g.scores = self.scores
        g.slot_card = self.slot_card[:]
        g.slot_revealed = self.slot_revealed[:]
        g.slot_spaces = [s[:] for s in self.slot_spaces]
        g.slot_illus = [s[:] for s in self.slot_illus]
        g.slot_cubes = [s[:] for s in self.slot_cubes]
        g.set_aside_red = self.set_aside_red[:]
        g.decks = {k: v[:] for k, v in self.decks.items()}
        g.queue = [[e[0], e[1][:]] for e in self.queue]
        g.characters_in_play = self.characters_in_play
        g.init_order = self.init_order
        g.init_pos = self.init_pos
        g.phase = self.phase
        g.direction = self.direction
        g.expansion = None if self.expansion is None else ladies.copy_state(self.expansion)
        if hasattr(self, "black_facing"):
            g.black_facing = self.black_facing
        return g

    def state_dict(self) -> dict:
        """The complete state as JSON-ready data (used for snapshots and equality checks)."""
        return {
            "setup": copy.deepcopy(self.setup), "rng": self.rng.state, "round": self.round,
            "start": self.start, "current": self.current, "phase": self.phase,
            "pending": [self.pending.kind, self.pending.seat],     # [kind, seat]: the order saves hold
            "players": [p.to_dict() for p in self.players],
            "spaces": [s[:] for s in self.spaces], "expelled": [e[:] for e in self.expelled],
            "gray_supply": self.gray_supply, "cathedral": self.cathedral[:],
            "dice": {str(k): list(v) for k, v in sorted(self.dice.items())}, "next_die": self.next_die,
            "black": self.black[:], "ctx": _ctx_json(self.ctx),
            "slots": [{"card": self.slot_card[i], "revealed": self.slot_revealed[i],
                       "spaces": self.slot_spaces[i][:], "illustration": self.slot_illus[i][:],
                       "cubes": self.slot_cubes[i][:]} for i in range(9)],
            "decks": {k: v[:] for k, v in self.decks.items()}, "set_aside_red": self.set_aside_red[:],
            "queue": [[e[0], e[1][:]] for e in self.queue], "init_pos": self.init_pos,
            "scores": copy.deepcopy(self.scores), "history_length": len(self.history),
            "roy": None if self.roy is None else {k: list(v) if isinstance(v, list) else v
                                                   for k, v in self.roy.items()},
            **({} if self.expansion is None else {
                "ladies": ladies.copy_state(self.expansion), "direction": self.direction,
                "black_facing": getattr(self, "black_facing", None)}),
        }

    def view(self, player: int | None) -> dict:
        """What ``player`` may see (None: a spectator): no other player's characters or VP, no
        face-down activity card (nor its number of tradesman spaces, which tells cards apart), no deck
        order, no RNG state, no seed. Everything in it is a copy: changing it changes nothing in the game."""
        d = self.state_dict()
        del d["rng"]
        del d["setup"]["seed"]
        d["viewer"] = player
        over = self.phase == "over"
        for i, pl in enumerate(d["players"]):
            if i != player and not over:
                pl["characters"] = [None] * len(pl["characters"])
                pl["vp"] = None           # VP are kept hidden during the game (rulebook, End of the Game)
        for s in d["slots"]:
            if not s["revealed"]:
                s["card"] = None
                s["spaces"] = None
        d["decks"] = {k: len(v) for k, v in self.decks.items()}
        d["set_aside_red"] = len(self.set_aside_red)
        return d

    # ------------------------------------------------------------------ small queries
    @property
    def over(self) -> bool:
        return self.phase == "over"

    def action_in_progress(self) -> bool:
        """True while the engine keeps a decision's scratch state (``ctx``): a group being formed or used,
        a counter against black dice, dice being turned over, a card being activated, a Ladies' offer...;
        False between actions."""
        return self.ctx is not None

    def card(self, slot: int):
        return self.data.activities[self.slot_card[slot]]

    def event(self, qidx: int):
        return self.data.events[self.queue[qidx][0]]

    def owner_name(self, owner: int) -> str:
        if owner == NEUTRAL:
            return "le Roy" if self.solo else translate("TroyesRules", "the neutral player")
        return self.players[owner].name

    def next_seat(self, p: int) -> int:
        """The seat to the left of p (clockwise), le Roy included in the solo game."""
        seats = self.seats
        return seats[(seats.index(p) + self.direction) % len(seats)]

    def dice_of(self, owner: int) -> list[int]:
        return [d for d, v in self.dice.items() if v.owner == owner]

    def emit(self, type_: str, **info) -> None:
        info["type"] = type_
        self.log_events.append(info)

    # ------------------------------------------------------------------ resources
    def gain_influence(self, p: int, amount: int) -> None:
        pl = self.players[p]
        pl.influence = min(MAX_INFLUENCE, pl.influence + amount)

    def gain_vp(self, p: int, amount: int) -> None:
        """VP for a player; for the neutral player nothing, except le Roy in the solo game."""
        if not amount:
            return
        if p != NEUTRAL:
            self.players[p].vp += amount
        elif self.roy is not None:
            self.roy["vp"] += amount

    def lose_vp(self, p: int, amount: int, why: str) -> None:
        """Lose VP, never below 0 (RULINGS B3)."""
        pl = self.players[p]
        lost = min(pl.vp, amount)
        pl.vp -= lost
        self.emit("penalty", player=p, vp=lost, reason=why)

    def pay(self, p: int, amount: int) -> int:
        """Pay up to ``amount`` deniers to the bank; return what was paid."""
        pl = self.players[p]
        paid = min(pl.deniers, amount)
        pl.deniers -= paid
        return paid

    def roll_die(self) -> int:
        return self.rng.roll()

    # ------------------------------------------------------------------ hidden information (computer players)
    def determinized(self, seat: int, seed: int) -> "Game":
        """A copy for ``seat`` in which everything that seat cannot see is resampled from what it could be.

        Resampled from ``seed`` only (never from the real hidden state): the other players' characters
        (among the characters the seat has not seen), the face-down activity cards, the order of every
        event deck and the set-aside red cards, and the RNG (so every future roll). What the seat sees
        (board, dice, revealed cards, public history, its own characters, le Roy's pile in order) is
        kept. Two games that differ only in what the seat cannot see give identical copies.
        """
        g = self.copy()
        rng = Rng(int(seed) * 4099 + int(seat) + 1)
        g.setup = dict(self.setup, seed=int(seed))
        g.rng = Rng(state=rng.next_u64())
        if self.phase == "over":
            return g
        mods = self.setup["options"].get("modules", ())
        # Characters. Solo: le Roy's pile is spread so that every card shows, top first (the rulebook;
        # RULINGS R1), so its order is kept, as the app shows it.
        if not self.solo:
            pool = sorted(c for c, ch in self.data.characters.items()
                          if not ch.expansion or "characters" in mods)
            revealed = self.expansion["revealed_character"] if self.expansion is not None else None
            mine = self.players[seat].characters if 0 <= seat < self.n else []
            unseen = [c for c in pool if c not in mine and c != revealed]
            rng.shuffle(unseen)
            for i, pl in enumerate(g.players):
                if i != seat:
                    pl.characters = [unseen.pop() for _ in pl.characters]
            dealt = [c for pl in g.players for c in pl.characters]
            g.characters_in_play = dealt + [revealed] if revealed else dealt
        # Face-down activity cards (one per colour and level, from that level's cards).
        promos = "promos" in mods
        slot = 0
        for colour in (RED, WHITE, YELLOW):
            for level in (1, 2, 3):
                if not self.slot_revealed[slot]:
                    cards = sorted(ladies.activity_pool(self, colour, level) if mods
                                   else self.data.activity_ids(colour, level, promos))
                    g.slot_card[slot] = rng.choice(cards)
                    g.slot_spaces[slot] = [None] * len(self.data.activities[g.slot_card[slot]].spaces)
                slot += 1
        # Event decks. Red: the deck and the set-aside cards are one unseen pool; with the module's
        # events "alone", the deck's count of module and base cards is public, so it is kept.
        alone = "events" in mods and self.setup["options"].get("events_setup", "shuffled") == "alone"
        events = self.data.events

        def kind(eid: str) -> bool:
            return alone and bool(events[eid].expansion or events[eid].promo)

        pools: dict[bool, list[str]] = {}
        for eid in sorted(self.decks["red"] + self.set_aside_red):
            pools.setdefault(kind(eid), []).append(eid)
        for lst in pools.values():
            rng.shuffle(lst)
        g.set_aside_red = [pools[kind(e)].pop() for e in self.set_aside_red]
        red = sorted(pools[kind(e)].pop() for e in self.decks["red"])
        rng.shuffle(red)
        g.decks["red"] = red
        for name in ("white", "yellow"):
            deck = sorted(self.decks[name])
            rng.shuffle(deck)
            g.decks[name] = deck
        return g
