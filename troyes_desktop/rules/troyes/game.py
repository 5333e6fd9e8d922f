"""The Troyes rules engine (base game, 2-4 players).

A :class:`Game` holds the whole state as plain data plus its own seeded RNG. At every moment
there is exactly one pending decision (``game.pending``: kind and player). ``legal_actions()``
lists every legal answer as a tuple; ``apply(action)`` checks it, applies it, runs the automatic
steps that follow (dice rolls, income, events...) until the next decision and returns what
happened as a list of event records (dicts with a ``type``). Illegal actions raise
:class:`IllegalAction` with a reason a person can read.

Action vocabulary (tuples; the first item is the verb):

* initial placement: ``("init", building, space)``
* before an action or a black die (influence): ``("reroll", die)``, ``("hire",)``, ``("flip",)``
  then ``("flip_die", die)`` ... ``("flip_done",)``
* an action turn: ``("pass",)`` or a group of dice ``("die", die)`` (1-3 times), then
  ``("target", kind, arg, cube_slot)`` with kind ``card`` (arg = activity slot), ``cathedral`` (arg =
  None; with a Preacher cube the value of the die the others copy, which is the column),
  ``event`` (arg = index in the event queue, 0 = Marauding), ``building`` (arg = building) or
  ``agriculture``; ``cube_slot`` is the activity slot whose stored cube modifies the group, or None.
  ``("cancel",)`` drops a group being formed.
* then, when asked: ``("source", kind, a, b)`` where the citizen comes from (``supply``,
  ``influence``, ``space`` building/index, ``expelled`` building, ``tradesman`` slot/position),
  ``("count", n)`` uses of a paid effect, ``("miller", n)`` activations on the Palace,
  ``("event", index)`` target of a cube.
* black dice: ``("bd", die)`` own die into the counter, ``("bx", i)`` also counter black die i
  (once the chosen dice beat it too), ``("counter",)``, ``("concede",)`` (only when your dice
  cannot beat it). Influence is spent before the first die is chosen.
"""
from __future__ import annotations

import copy

from ..common.actions import shape_refusal
from ..common.errors import IllegalAction, RulesError
from ..common.rng import Rng
from . import cards as card_effects
from . import events as event_effects
from . import ladies
from . import roy as roy_rules
from .board import (
    BISHOPRIC,
    BUILDING_NAMES,
    CITIZENS_AT_START,
    CITY_HALL,
    COLOUR_NAMES,
    CUBES_AT_START,
    GRAY_CITIZENS,
    INCOME,
    MAX_CITIZENS,
    MAX_INFLUENCE,
    NEUTRAL,
    PALACE,
    PENALTY_VP,
    PRICE_BY_GROUP_SIZE,
    ROUNDS,
    SALARY,
    START_DENIERS,
    START_INFLUENCE,
    TWO_PLAYER_NEUTRALS,
    push_into_row,
    space_index,
    space_label,
)
from .data import RED, WHITE, YELLOW, load_with_overrides
from .setup_check import SETUP_VERSION, check_setup

DEFAULT_NAMES = ("Anna", "Faye", "Geoffrey", "Emily")
#: Optional modules: The Ladies of Troyes and the promo cards (see ladies.py). Setup choices in
#: ``options``: ``activities_setup`` / ``events_setup`` = "shuffled" (with the base cards) or "alone".
AVAILABLE_MODULES: tuple[str, ...] = ladies.MODULES

#: Modifier cards (delayed effects) and what they forbid (rulebook appendix).
MODIFIERS = {"blacksmith", "militiaman", "tithe", "monk", "priest", "apprenticeship", "confession", "templar"}
_FORBIDDEN_BUILDINGS = {
    "blacksmith": (PALACE,),
    "priest": (CITY_HALL,),
    "apprenticeship": (BISHOPRIC, CITY_HALL),
    "confession": (BISHOPRIC, CITY_HALL),
    "preacher": (PALACE, BISHOPRIC, CITY_HALL),     # module card; it needs several dice anyway
}
_NO_CATHEDRAL = {"apprenticeship", "confession"}
#: Stored cubes usable on the cathedral (modules): they supply a die (Viticulturist) or change the dice
#: without changing their colour (Prior, Preacher); the cubes go where the values after the card say.
_CATHEDRAL_MODIFIERS = frozenset((None, "viticulturist", "prior", "preacher"))
#: Modifiers allowed on a group of mixed colours (for Pilgrimage).
_MIXED_MODIFIERS = frozenset(("apprenticeship", "confession"))
#: Modifiers that make exactly one white die count as several dice: (how many, the colour they count as).
_AS_SEVERAL = {"monk": (3, YELLOW), "templar": (2, RED), "herbalist": (3, RED), "prior": (2, WHITE)}
#: What colour a single-colour group must have for a modifier, and what colour it then counts as
#: (None: any colour / unchanged). Base and module modifiers; each game offers only its own.
_MODIFIER_COLOUR = {
    "apprenticeship": (None, None), "confession": (None, None),
    "viticulturist": (None, None), "preacher": (None, None),
    "blacksmith": (RED, RED), "chief-templar": (RED, RED),
    "militiaman": (YELLOW, RED),
    "tithe": (YELLOW, YELLOW), "priest": (YELLOW, YELLOW),
    **{m: (WHITE, c) for m, (_, c) in _AS_SEVERAL.items()},
}
_NO_COLOUR_CHOICE = (None,)
#: Stored cubes that buy dice for free (module: Viticulturist).
_FREE_DICE_CARDS = frozenset(("tithe", "viticulturist"))
PURPLE = ladies.PURPLE


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


class Game:
    """One game of Troyes. Create with :meth:`new`; never mutate it except through :meth:`apply`."""

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int = 4, seed: int = 0, names: list[str] | None = None, start_player: int = 0,
            options: dict | None = None, card_overrides: dict | None = None, solo: bool = False) -> "Game":
        """A new game. ``solo=True``: one player against le Roy (``players`` must be 1; the start
        player is 0 for you or ``NEUTRAL`` for le Roy)."""
        if solo:
            if players != 1:
                raise RulesError("the solo game is one player against le Roy")
            if start_player not in (0, NEUTRAL):
                raise RulesError("in the solo game the start player is you or le Roy")
            if (options or {}).get("modules"):
                raise RulesError("the solo game against le Roy uses the base game only (no module)")
        elif players not in CITIZENS_AT_START:
            raise RulesError(f"Troyes is played by 2 to 4 players, not {players}")
        elif not 0 <= start_player < players:
            raise RulesError(f"the start player must be a seat from 1 to {players}")
        names = list(names) if names else list(DEFAULT_NAMES[:players])
        if len(names) != players or not all(isinstance(x, str) and x.strip() for x in names):
            raise RulesError("give one non-empty name per player")
        options = dict(options or {})
        unknown = [m for m in options.get("modules", ()) if m not in AVAILABLE_MODULES]
        if unknown:
            raise RulesError(f"module(s) not available yet: {', '.join(unknown)}")
        if options.get("modules"):
            ladies.check_options(players, options)
            options["modules"] = [m for m in AVAILABLE_MODULES if m in options["modules"]]
        elif "modules" in options:
            del options["modules"]                # no module: the same game as without the key
        for key, module in (("activities_setup", "activities"), ("events_setup", "events")):
            if module not in options.get("modules", ()):
                options.pop(key, None)            # a choice about a module not played means nothing
        setup = {"game": "troyes", "version": SETUP_VERSION, "players": players, "seed": int(seed),
                 "names": names, "start_player": start_player, "options": options}
        if solo:
            setup["solo"] = True
        if card_overrides:
            setup["card_overrides"] = card_overrides
        return cls(setup)

    def __init__(self, setup: dict) -> None:
        self.setup = check_setup(setup)        # the same checks for every setup, saved ones included
        mods = setup["options"].get("modules", ())
        #: The Ladies of Troyes state (plain JSON data), None in the base game.
        self.lx = None
        self.direction = 1           # +1 clockwise; -1 in the tournament variant's last round
        self.data = load_with_overrides(setup.get("card_overrides"), ladies=bool(set(mods) - {"promos"}))
        n = self.n = setup["players"]
        solo = self.solo = bool(setup.get("solo"))
        #: Turn order, clockwise. In the solo game le Roy (the neutral player) takes his own turns.
        self.seats = (0, NEUTRAL) if solo else tuple(range(n))
        self.rng = Rng(setup["seed"])
        self.players = [Player(name) for name in setup["names"]]
        self.history: list[tuple] = []
        self.round = 0
        self.rounds = ROUNDS[2] if solo else ROUNDS[n]       # solo: two-player rules (RULINGS R1)
        self.start = setup["start_player"]
        self.current = self.start
        # Principal buildings: Palace spaces by die value - 1; Bishopric / City Hall index row*2 + position.
        self.spaces: list[list] = [[None] * 6 for _ in range(3)]
        self.expelled: list[list] = [[], [], []]
        self.gray_supply = GRAY_CITIZENS
        self.cathedral: list = [None] * 18          # level * 6 + (value - 1)
        self.dice: dict[int, tuple[int, int, int]] = {}   # id -> (colour, value, owner district)
        self.next_die = 1
        self.black: list[int] = []                  # black dice still to counter, highest first
        self.ctx: dict | None = None                # the multi-step choice in progress
        self.pending: tuple = ("over", None)
        self.log_events: list[dict] = []
        self.scores: list[dict] | None = None
        rng = self.rng
        # Activity cards: one per colour and level, drawn at random, face down (slot = colour*3 + level-1).
        promos = "promos" in self.setup["options"].get("modules", ())
        self.slot_card: list[str] = []
        for colour in (RED, WHITE, YELLOW):
            for level in (1, 2, 3):
                pool = (ladies.activity_pool(self, colour, level) if mods
                        else self.data.activity_ids(colour, level, promos))
                self.slot_card.append(rng.choice(pool))
        self.slot_revealed = [False] * 9
        self.slot_spaces = [[None] * len(self.data.activities[c].spaces) for c in self.slot_card]
        self.slot_illus: list[list] = [[] for _ in range(9)]
        self.slot_cubes = [[0] * 5 for _ in range(9)]
        # Event decks.
        if mods:
            built = ladies.event_decks(self)
            decks = built["decks"]
            self.set_aside_red = built["aside"]
        else:
            decks = {"red": [], "white": [], "yellow": []}
            for ev in self.data.events.values():
                if ev.deck in decks and not ev.promo:
                    decks[ev.deck].append(ev.id)
            for d in decks.values():
                rng.shuffle(d)
            self.set_aside_red = decks["red"][self.rounds:]
        decks["red"] = decks["red"][:self.rounds]    # 4 / 5 / 6 cards: the number of rounds
        self.decks = decks
        # The event queue; Marauding always first: [event id, owners of cubes in placement order].
        self.queue: list[list] = [["marauding", []]]
        # Characters: 1 each, 2 each with 2 players; the rest stay unknown in the box.
        chars = [c for c, ch in self.data.characters.items() if not ch.expansion or "characters" in mods]
        rng.shuffle(chars)
        self._char_order = chars
        per = 2 if n == 2 else 1
        self.roy = None
        if solo:
            # All 6 characters form le Roy's pile, top card first (RULINGS R1); no gray citizens.
            self.roy = {"vp": 0, "pile": chars, "revealed": [], "events_won": []}
            self.gray_supply = roy_rules.ROY_MEEPLES
            self.players[0].supply = self.players[0].citizens = CITIZENS_AT_START[2]
        else:
            for i, p in enumerate(self.players):
                p.characters = chars[i * per:(i + 1) * per]
                p.supply = p.citizens = CITIZENS_AT_START[n]
        self.characters_in_play = [c for p in self.players for c in p.characters]
        if mods:
            if set(mods) - {"promos"}:
                self.gray_supply = ladies.GRAY_WITH_LADIES     # 2 more gray citizens with the expansion
            ladies.init(self)
        # 2 players: neutral citizens first (RULINGS B2).
        if n == 2:
            for b, idx in TWO_PLAYER_NEUTRALS:
                self.spaces[b][idx] = NEUTRAL
                self.gray_supply -= 1
        # Snake order initial placement.
        order = []
        if solo:
            # Le Roy places 3, you place 2, three times; then le Roy fills the last 3 spaces.
            order = [NEUTRAL, 0, 0] * 3 + [NEUTRAL]
        else:
            forward = [(self.start + i) % n for i in range(n)]
            for r in range(CITIZENS_AT_START[n]):
                order.extend(forward if r % 2 == 0 else forward[::-1])
        self.init_order = order
        self.init_pos = 0
        self.phase = "initial"
        self.pending = ("roy_setup" if order[0] == NEUTRAL else "initial", order[0])

    # ------------------------------------------------------------------ copying and state
    def copy(self) -> "Game":
        g = Game.__new__(Game)
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
        g.lx = None if self.lx is None else ladies.copy_lx(self.lx)
        if hasattr(self, "black_facing"):
            g.black_facing = self.black_facing
        return g

    def determinized(self, seat: int, seed: int) -> "Game":
        """A copy for ``seat`` in which everything that seat cannot see is resampled from what it could be.

        Resampled from ``seed`` only (never from the real hidden state): the other players' characters
        (among the characters the seat has not seen), le Roy's pile order (solo), the face-down activity
        cards, the order of every event deck and the set-aside red cards, and the RNG (so every future
        roll). What the seat sees (board, dice, revealed cards, public history, its own characters) is
        kept. Two games that differ only in what the seat cannot see give identical copies.
        """
        g = self.copy()
        rng = Rng(int(seed) * 4099 + int(seat) + 1)
        g.setup = dict(self.setup, seed=int(seed))
        g.rng = Rng(state=rng.next_u64())
        if self.phase == "over":
            return g
        mods = self.setup["options"].get("modules", ())
        # Characters.
        pool = sorted(c for c, ch in self.data.characters.items() if not ch.expansion or "characters" in mods)
        if self.solo:
            pile = sorted(self.roy["pile"])
            rng.shuffle(pile)
            g.roy["pile"] = pile
        else:
            revealed = self.lx["revealed_character"] if self.lx is not None else None
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

    def state_dict(self) -> dict:
        """The complete state as JSON-ready data (used for snapshots and equality checks)."""
        return {
            "setup": copy.deepcopy(self.setup), "rng": self.rng.state, "round": self.round,
            "start": self.start, "current": self.current, "phase": self.phase, "pending": list(self.pending),
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
            **({} if self.lx is None else {"ladies": ladies.copy_lx(self.lx), "direction": self.direction,
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

    def card(self, slot: int):
        return self.data.activities[self.slot_card[slot]]

    def event(self, qidx: int):
        return self.data.events[self.queue[qidx][0]]

    def owner_name(self, owner: int) -> str:
        if owner == NEUTRAL:
            return "le Roy" if self.solo else "the neutral player"
        return self.players[owner].name

    def next_seat(self, p: int) -> int:
        """The seat to the left of p (clockwise), le Roy included in the solo game."""
        seats = self.seats
        return seats[(seats.index(p) + self.direction) % len(seats)]

    def dice_of(self, owner: int) -> list[int]:
        return [d for d, v in self.dice.items() if v[2] == owner]

    def has_tradesman(self, p: int, slot: int) -> bool:
        return p in self.slot_spaces[slot] or p in self.slot_illus[slot]

    def has_citizen_source(self, p: int) -> bool:
        """Quick form of ``bool(citizen_sources(p))``: supply, 2 influence, or a citizen on the board."""
        pl = self.players[p]
        return pl.supply > 0 or pl.citizens > pl.supply or (pl.influence >= 2 and pl.citizens < MAX_CITIZENS)

    def citizen_sources(self, p: int) -> list[tuple]:
        """Where a citizen of player p can come from (personal supply, influence or the board)."""
        pl = self.players[p]
        out: list[tuple] = []
        if pl.supply > 0:
            out.append(("source", "supply", None, None))
        elif pl.influence >= 2 and pl.citizens < MAX_CITIZENS:
            out.append(("source", "influence", None, None))
        for b in range(3):
            row = self.spaces[b]
            for i in range(6):
                if row[i] == p:
                    out.append(("source", "space", b, i))
            if p in self.expelled[b]:
                out.append(("source", "expelled", b, None))
        for s in range(9):
            sp = self.slot_spaces[s]
            for i in range(len(sp)):
                if sp[i] == p:
                    out.append(("source", "tradesman", s, i))
            if p in self.slot_illus[s]:
                out.append(("source", "tradesman", s, -1))
        return out

    # ------------------------------------------------------------------ the decision loop
    def legal_actions(self) -> list[tuple]:
        kind, p = self.pending
        handler = _LEGAL.get(kind)
        return handler(self, p) if handler else []

    def apply(self, action) -> list[dict]:
        """Apply one action of the player whose decision is pending; return what happened."""
        if self.phase == "over":
            raise IllegalAction("the game is over", action)
        if isinstance(action, list):
            action = tuple(tuple(a) if isinstance(a, list) else a for a in action)
        why = shape_refusal(action)      # strict: True is not 1, 1.0 is not 1 (a damaged save, a bad caller)
        if why:
            raise IllegalAction(why, action)
        kind, p = self.pending
        handler = _APPLY.get((kind, action[0]))
        if handler is None:
            raise IllegalAction(self._wrong_moment(action), action)
        self.log_events = out = []
        handler(self, p, action)
        self.history.append(action)
        return out

    def why_illegal(self, action) -> str | None:
        """The reason ``action`` would be refused now, or None if it is legal (the game is unchanged)."""
        try:
            self.copy().apply(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def _wrong_moment(self, action) -> str:
        kind, p = self.pending
        who = self.owner_name(p) if isinstance(p, int) and (p < self.n or p == NEUTRAL) else "nobody"
        what = {
            "initial": "place a citizen for the initial placement",
            "black": "counter the black die facing them",
            "turn": "take an action or pass",
            "flip": "choose dice to turn over",
            "group": "add dice to the group or choose where to use it",
            "source": "choose where the citizen comes from",
            "count": "choose how many times to use the card",
            "miller": "choose how many activations go to the Palace",
            "event": "choose the event card for a cube",
            "roy_setup": "take his turn", "roy_black": "take his turn", "roy": "take his turn",
        }.get(kind, "decide")
        return f"'{action[0]}' is not possible now: {who} must {what}"

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

    # ------------------------------------------------------------------ initial placement
    def _init_place(self, p: int, action) -> None:
        _, b, idx = _ints(action, 3)
        if b not in (0, 1, 2) or not 0 <= idx < 6:
            raise IllegalAction("choose a space of the Palace, the Bishopric or City Hall", action)
        if self.spaces[b][idx] is not None:
            raise IllegalAction(f"{space_label(b, idx)} is already taken", action)
        self.spaces[b][idx] = p
        self.players[p].supply -= 1
        self.emit("citizen_placed", player=p, building=b, space=idx, initial=True)
        self._advance_initial()

    def _roy_setup(self, p: int, action) -> None:
        roy_rules.setup_step(self)
        self._advance_initial()

    def _advance_initial(self) -> None:
        self.init_pos += 1
        if self.init_pos < len(self.init_order):
            nxt = self.init_order[self.init_pos]
            self.pending = ("roy_setup" if nxt == NEUTRAL else "initial", nxt)
            return
        if self.solo:
            self._start_round()
            return
        # Neutral citizens fill the remaining spaces (2 players: already placed).
        for bb in range(3):
            for i in range(6):
                if self.spaces[bb][i] is None and self.gray_supply > 0:
                    self.spaces[bb][i] = NEUTRAL
                    self.gray_supply -= 1
                    self.emit("citizen_placed", player=NEUTRAL, building=bb, space=i, initial=True)
        self._start_round()

    # ------------------------------------------------------------------ rounds and phases
    def _start_round(self) -> None:
        self.round += 1
        self.emit("round_started", round=self.round, start_player=self.start)
        # Phase 0: reveal the activity cards of this round (rounds 1-3).
        if self.round <= 3:
            for colour in (RED, WHITE, YELLOW):
                slot = colour * 3 + self.round - 1
                self.slot_revealed[slot] = True
                self.emit("card_revealed", slot=slot, card=self.slot_card[slot])
        # Phase 1: income and salaries.
        for p, pl in enumerate(self.players):
            pl.deniers += INCOME
            salary = sum(SALARY[b] for b in (PALACE, BISHOPRIC) for o in self.spaces[b] if o == p)
            paid = self.pay(p, salary)
            self.emit("income", player=p, income=INCOME, salary=salary, paid=paid)
            if paid < salary:
                self.lose_vp(p, PENALTY_VP, "could not pay all salaries")
        # Phase 2: assemble the workforce (players, then the neutral dice rolled by the start player).
        for owner in list(range(self.n)) + [NEUTRAL]:
            rolled = []
            for b in (PALACE, BISHOPRIC, CITY_HALL):
                for o in self.spaces[b]:
                    if o == owner:
                        rolled.append(self._new_die(b, owner))
            if self.lx is not None and self.lx["hof"] and owner != NEUTRAL:
                rolled.append(self._new_die(ladies.PURPLE, owner))    # the head of the family
            self.emit("workforce", player=owner, dice=rolled,
                      values=[[self.dice[d][0], self.dice[d][1]] for d in rolled])
        # Phase 3: events.
        self._events_phase()

    def _new_die(self, colour: int, owner: int) -> int:
        d = self.next_die
        self.next_die += 1
        self.dice[d] = (colour, self.rng.roll(), owner)
        return d

    def _events_phase(self) -> None:
        if self.lx is not None:
            ladies.events_phase(self)
            return
        red = self.decks["red"]
        if red:
            card_id = red.pop()
            self.queue.append([card_id, []])
            self.emit("event_revealed", card=card_id)
            calls = self.data.events[card_id].calls
            if calls:
                deck = self.decks[calls] or self.decks["white" if calls == "yellow" else "yellow"]
                if deck:
                    called = deck.pop()
                    self.queue.append([called, []])
                    self.emit("event_revealed", card=called)
        # Resolve every event in the queue, left to right from Marauding.
        black = 0
        for entry in list(self.queue):
            if entry not in self.queue:          # countered meanwhile (Support's gray cubes)
                continue
            ev = self.data.events[entry[0]]
            black += ev.black_dice
            event_effects.resolve(self, entry, ev)
        self.black = sorted((self.rng.roll() for _ in range(black)), reverse=True)
        self.emit("black_dice_rolled", values=self.black[:])
        self.black_facing = self.start
        self.phase = "black"
        self._next_black()

    def _next_black(self) -> None:
        """Give the highest remaining black die to the next player, or start the actions."""
        while self.black:
            p = self.black_facing
            if p == NEUTRAL:
                self.ctx = None
                self.pending = ("roy_black", NEUTRAL)
                return
            if not self.dice_of(p) and self.players[p].influence < 2 and not (
                    self.lx is not None and ladies.can_protect_black(self, p)):
                # Nothing at all to counter with and nothing to do: the die is lost (RULINGS B5).
                self._concede(p)
                continue
            self.ctx = {"dice": [], "black": [0]}
            self.pending = ("black", p)
            return
        self.ctx = None
        self._start_actions()

    def _concede(self, p: int) -> None:
        value = self.black.pop(0)
        self.emit("black_die_not_countered", player=p, value=value)
        self.lose_vp(p, PENALTY_VP, f"could not counter a black {value}")
        self.black_facing = self.next_seat(p)

    def _start_actions(self) -> None:
        self.phase = "actions"
        for pl in self.players:
            pl.passed = False
        if not self.dice:
            self._end_round()
            return
        self.current = self.start
        self.ctx = None
        self.pending = ("roy" if self.start == NEUTRAL else "turn", self.start)

    def _after_action(self) -> None:
        """Phase 4 bookkeeping after an action or a pass: end of round or next player."""
        self.ctx = None
        if self.lx is not None and ladies.after_action_hook(self):
            return                       # an outdoor activity (or Possession) decision comes first
        # The round ends when no dice remain, or when every player has passed (le Roy never passes:
        # he plays until the board is empty, RULINGS R7).
        if not self.dice or (not self.solo and all(pl.passed for pl in self.players)):
            self._end_round()
            return
        p = self.current
        for _ in range(len(self.seats)):
            p = self.next_seat(p)
            if p == NEUTRAL:
                self.current = p
                self.pending = ("roy", p)
                return
            pl = self.players[p]
            if pl.passed:
                pl.district_deniers += 1      # the turn comes round to a player who passed
                continue
            self.current = p
            self.pending = ("turn", p)
            return
        self._end_round()

    def _end_round(self) -> None:
        for p, pl in enumerate(self.players):
            pl.deniers += pl.district_deniers
            pl.district_deniers = 0
            pl.passed = False
        for b in range(3):
            for o in self.expelled[b]:
                if o == NEUTRAL:
                    self.gray_supply += 1
                else:
                    self.players[o].supply += 1
            self.expelled[b] = []
        self.dice.clear()
        self.emit("round_ended", round=self.round)
        if self.round >= self.rounds:
            from .scoring import final_scores
            self.phase = "over"
            self.pending = ("over", None)
            self.scores = final_scores(self)
            self.emit("game_over", scores=self.scores)
            return
        if self.lx is not None:
            ladies.end_round_hook(self)
        self.start = self.next_seat(self.start)     # solo: le Roy and you alternate
        self._start_round()

    # ------------------------------------------------------------------ le Roy (solo)
    def _roy_black(self, p: int, action) -> None:
        roy_rules.black_step(self)
        self.black_facing = self.next_seat(NEUTRAL)
        self._next_black()

    def _roy_turn(self, p: int, action) -> None:
        roy_rules.turn(self)
        self._after_action()

    # -------------------------------------------------------------- influence (before an action / black die)
    def _reroll(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        self._check_own_die(p, d, action)
        if self.players[p].influence < 1:
            raise IllegalAction("rerolling a die costs 1 influence", action)
        self.players[p].influence -= 1
        c, _, o = self.dice[d]
        self.dice[d] = (c, self.rng.roll(), o)
        self.emit("die_rerolled", player=p, die=d, colour=c, value=self.dice[d][1])

    def _hire(self, p: int, action) -> None:
        pl = self.players[p]
        if pl.influence < 2:
            raise IllegalAction("hiring a citizen costs 2 influence", action)
        if pl.citizens >= MAX_CITIZENS:
            raise IllegalAction(f"{pl.name} already has all {MAX_CITIZENS} citizens", action)
        pl.influence -= 2
        pl.supply += 1
        pl.citizens += 1
        self.emit("citizen_hired", player=p)

    def _flip_start(self, p: int, action) -> None:
        if self.players[p].influence < 4:
            raise IllegalAction("turning dice over costs 4 influence", action)
        if not self.dice_of(p):
            raise IllegalAction("you have no dice in your district to turn over", action)
        self.ctx = {"resume": self.pending[0], "saved": self.ctx, "flip": []}
        self.pending = ("flip", p)

    def _flip_die(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        self._check_own_die(p, d, action)
        sel = self.ctx["flip"]
        if d in sel:
            raise IllegalAction("that die is already chosen", action)
        if len(sel) >= 3:
            raise IllegalAction("at most 3 dice can be turned over at once", action)
        sel.append(d)

    def _flip_done(self, p: int, action) -> None:
        sel = self.ctx["flip"]
        if not sel:
            raise IllegalAction("choose at least one die to turn over", action)
        self.players[p].influence -= 4
        for d in sel:
            c, v, o = self.dice[d]
            self.dice[d] = (c, 7 - v, o)
        self.emit("dice_turned_over", player=p, dice=sel[:], values=[self.dice[d][1] for d in sel],
                  colours=[self.dice[d][0] for d in sel])
        self._flip_cancel(p, action)

    def _flip_cancel(self, p: int, action) -> None:
        ctx = self.ctx
        self.ctx = ctx["saved"]
        self.pending = (ctx["resume"], p)

    def _check_own_die(self, p: int, d: int, action) -> None:
        die = self.dice.get(d)
        if die is None:
            raise IllegalAction("there is no such die in the city square", action)
        if die[2] != p:
            raise IllegalAction("influence only works on the dice of your own district", action)

    # ------------------------------------------------------------------ black dice
    def black_strength(self, dice_ids) -> int:
        """Value of dice against black dice: red dice count double."""
        total = 0
        for d in dice_ids:
            c, v, _ = self.dice[d]
            total += v * 2 if c == RED or c == 3 else v     # 3: the purple die (head of the family)
        return total

    def _bd(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        self._check_own_die(p, d, action)
        if d in self.ctx["dice"]:
            raise IllegalAction("that die is already in your counter", action)
        self.ctx["dice"].append(d)

    def _bx(self, p: int, action) -> None:
        _, i = _ints(action, 2)
        if not 0 < i < len(self.black) or i in self.ctx["black"]:
            raise IllegalAction("choose another remaining black die", action)
        have = self.black_strength(self.ctx["dice"])
        need = sum(self.black[j] for j in self.ctx["black"]) + self.black[i]
        if have < need:
            raise IllegalAction(f"choose your dice first: they total {have} (red counts double) and "
                                f"would need {need} to counter this black die too", action)
        self.ctx["black"].append(i)

    def _counter(self, p: int, action) -> None:
        sel, bl = self.ctx["dice"], self.ctx["black"]
        need = sum(self.black[i] for i in bl)
        have = self.black_strength(sel)
        if not sel:
            raise IllegalAction("choose dice from your district to counter the black die", action)
        if have < need:
            raise IllegalAction(f"your dice total {have} (red counts double), you need {need}", action)
        values = [self.black[i] for i in bl]
        for i in sorted(bl, reverse=True):
            del self.black[i]
        for d in sel:
            del self.dice[d]
        self.gain_influence(p, len(values))
        self.emit("black_dice_countered", player=p, values=values, dice=sel[:], influence=len(values))
        self.black_facing = self.next_seat(p)
        self._next_black()

    def _concede_action(self, p: int, action) -> None:
        if self.black_strength(self.dice_of(p)) >= self.black[0]:
            raise IllegalAction("your dice can beat this black die, so you must counter it", action)
        self._concede(p)
        self._next_black()

    # ------------------------------------------------------------------ action turn: groups of dice
    def _pass(self, p: int, action) -> None:
        pl = self.players[p]
        pl.passed = True
        pl.district_deniers += 2
        self.emit("passed", player=p)
        self._after_action()

    def _start_group(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        die = self.dice.get(d)
        if die is None:
            raise IllegalAction("there is no such die in the city square", action)
        if die[0] == PURPLE and die[2] != p:
            raise IllegalAction("nobody can buy another player's purple die", action)
        self.ctx = {"dice": [d]}
        self.pending = ("group", p)

    def _add_die(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        sel = self.ctx["dice"]
        die = self.dice.get(d)
        if die is None:
            raise IllegalAction("there is no such die in the city square", action)
        if d in sel:
            raise IllegalAction("that die is already in the group", action)
        if len(sel) >= 3:
            raise IllegalAction("a group has at most 3 dice", action)
        if die[0] == PURPLE and die[2] != p:
            raise IllegalAction("nobody can buy another player's purple die", action)
        colour = self.group_colour(sel)
        if die[0] != PURPLE and colour is not None and die[0] != colour and not self._mixing_possible(p):
            raise IllegalAction("a group's dice must all be the same colour", action)
        sel.append(d)

    def _group_cancel(self, p: int, action) -> None:
        if self.ctx.get("locked") and self.targets(p, self.ctx["dice"]):
            # (modules: the outdoor tile that turned it over)
            raise IllegalAction("the die turned over must be used at once", action)
        self.ctx = None
        self.pending = ("turn", p)

    def group_colour(self, sel) -> int | None:
        """The colour of the group being formed (None: only the purple die so far)."""
        dice = self.dice
        for d in sel:
            if d < 0:
                return ladies.VIRTUAL[self.slot_card[-d - 1]]
            c = dice[d][0]
            if c != PURPLE:
                return c
        return None

    def can_buy_dice(self, p: int, need: int) -> bool:
        """p has ``need`` deniers, or a stored cube that buys dice for free (Tithe, Viticulturist)."""
        if self.players[p].deniers >= need:
            return True
        slot_cubes, slot_card = self.slot_cubes, self.slot_card
        return any(slot_cubes[s][p] and slot_card[s] in _FREE_DICE_CARDS for s in range(9))

    def _mixing_possible(self, p: int) -> bool:
        """Mixed colours serve only Pilgrimage (with Apprenticeship or Confession cubes allowed)."""
        for s in range(9):
            if self.slot_revealed[s] and self.slot_card[s] == "pilgrimage":
                return self.has_tradesman(p, s) or self.players[p].deniers >= self.card(s).cost
        return False

    def evaluate(self, p: int, dice_ids, kind: str, arg=None, mod=None, colour=None) -> dict:
        """Can player p use this group of dice on this target (with this stored cube)?

        Returns a dict: ``ok`` (bool), ``reason`` (why not), ``value`` (group value after the
        cube), ``times`` (activations or cubes), ``price`` (deniers paid for dice), ``payments``
        ({owner: deniers}), ``hire_cost``; ``dice_values`` (after the cube) for the cathedral and, with
        modules, a card. The GUI asks this during a drag; legal_actions uses it. ``colour`` names
        the purple die's colour (modules only). One implementation for the base game and the
        modules: what only the modules have (purple die, Augustine / Recruiter cubes, the
        ramparts...) comes from :mod:`ladies` hooks and from the modifier tables above.
        """
        res = {"ok": False, "reason": "", "value": 0, "times": 0, "price": 0, "payments": {}, "hire_cost": 0}
        lx = self.lx
        if lx is None:
            dice = self.dice
            try:
                group = [dice[d] for d in dice_ids]
            except KeyError:
                res["reason"] = "one of these dice is no longer in the city square"
                return res
            if not 1 <= len(group) <= 3 or len(set(dice_ids)) != len(group):
                res["reason"] = "a group has 1 to 3 different dice"
                return res
            has_virtual = cube_used = False
            modifiers = MODIFIERS
        else:
            group = ladies.dice_group(self, p, dice_ids, colour)
            if isinstance(group, str):
                res["reason"] = group
                return res
            has_virtual = any(x[3] < 0 for x in group)
            cube_used = ladies.cube_used_on(self, p, dice_ids)
            modifiers = ladies.MODIFIERS_L
        pl = self.players[p]
        col = group[0][0]
        mixed = any(x[0] != col for x in group)
        values = [x[1] for x in group]
        n_dice = len(group)
        mod_id = None
        if mod is not None:
            if not (isinstance(mod, int) and 0 <= mod < 9) or self.slot_cubes[mod][p] <= 0:
                res["reason"] = "you have no stored cube on that card"
                return res
            mod_id = self.slot_card[mod]
            if mod_id not in modifiers:
                res["reason"] = f"{self.card(mod).name} does not modify dice"
                return res
            if has_virtual or cube_used:
                res["reason"] = "only one cube can change an action"
                return res
            if mixed and mod_id not in _MIXED_MODIFIERS:
                res["reason"] = "only Apprenticeship or Confession can modify a group of mixed colours"
                return res
        if mixed and has_virtual:
            res["reason"] = "an Augustine or Recruiter cube joins a group of its own colour"
            return res
        total = sum(values)
        single_die = n_dice == 1 and not has_virtual
        price_each = PRICE_BY_GROUP_SIZE[n_dice]
        free_owners = None               # Tithe: one die from each other district for free
        templar_owners = None            # Chief Templar: one die from each other district for 2
        first_free = False               # Viticulturist: the first die bought is free
        dice_values = values
        if mod_id is None:
            pass
        elif mod_id in _AS_SEVERAL:
            if n_dice != 1 or col != WHITE or has_virtual:
                res["reason"] = f"{self.data.activities[mod_id].name} works on exactly one white die"
                return res
            times_as, col = _AS_SEVERAL[mod_id]
            total = values[0] * times_as
            dice_values = [values[0]] * times_as
            single_die = False           # it counts as several dice: no citizen placement
            price_each = 2
        elif mod_id == "blacksmith":
            if col != RED:
                res["reason"] = "Blacksmith adds 5 to a group of red dice only"
                return res
            total += 5
        elif mod_id == "militiaman":
            if col != YELLOW:
                res["reason"] = "Militiaman turns yellow dice into red ones: use yellow dice only"
                return res
            col = RED
        elif mod_id == "tithe":
            if col != YELLOW:
                res["reason"] = "Tithe takes yellow dice only"
                return res
            free_owners = set()
        elif mod_id == "priest":
            if col != YELLOW:
                res["reason"] = "Priest adds 3 to yellow dice only"
                return res
            total += 3 * n_dice
            dice_values = [v + 3 for v in values]
        elif mod_id == "apprenticeship":
            total = 5 * n_dice
            dice_values = [5] * n_dice
        elif mod_id == "confession":
            total += 2 * n_dice
            dice_values = [v + 2 for v in values]
        elif mod_id == "viticulturist":
            if all(x[2] == p for x in group):
                res["reason"] = "Viticulturist takes a die from another district"
                return res
            first_free = True
        elif mod_id == "chief-templar":
            if col != RED:
                res["reason"] = "Chief Templar takes red dice only"
                return res
            templar_owners = set()
        elif mod_id == "preacher":
            if n_dice < 2:
                res["reason"] = "Preacher needs a group of several dice"
                return res
            if kind == "cathedral":
                # Ruling L12: on the cathedral the chosen die's value picks the column, so the player
                # names it (the target's arg); elsewhere the highest die is always the best choice.
                if isinstance(arg, bool) or arg not in values:
                    res["reason"] = ("Preacher: choose the die whose value the others take "
                                     "(on the cathedral that value is the column)")
                    return res
                best = arg
            else:
                best = max(values)
            total = best * n_dice
            dice_values = [best] * n_dice
        # The target.
        res["value"] = total
        need = 0
        need_infl = 0
        if kind == "card":
            if not (isinstance(arg, int) and 0 <= arg < 9) or not self.slot_revealed[arg]:
                res["reason"] = "that activity card is not available"
                return res
            card = self.card(arg)
            if mixed and card.id != "pilgrimage":
                res["reason"] = "only Pilgrimage accepts dice of different colours"
                return res
            if not mixed and card.id != "pilgrimage" and col != card.colour:
                res["reason"] = f"{card.name} needs {COLOUR_NAMES[card.colour]} dice"
                return res
            if card.id == "fort":
                times = len(dice_values)      # every die places one cube (appendix)
            else:
                times = total // card.divisor
            if times < 1:
                res["reason"] = f"the group is worth {total}: {card.name} needs at least {card.divisor}"
                return res
            res["times"] = times
            if not self.has_tradesman(p, arg):
                res["hire_cost"] = card.cost
                if card.cost_resource == "influence":
                    need_infl = card.cost
                    why = ladies.influence_hire_refusal(pl, card)
                    if why:
                        res["reason"] = why
                        return res
                else:
                    need = card.cost
                    if not self.has_citizen_source(p):
                        res["reason"] = "you have no citizen to hire as a tradesman (and not 2 influence)"
                        return res
            if lx is not None:
                res["dice_values"] = dice_values
        elif kind == "cathedral":
            if col != WHITE or mixed:
                res["reason"] = "the cathedral is built with white dice"
                return res
            if mod_id in _NO_CATHEDRAL:
                res["reason"] = f"{self.data.activities[mod_id].name} cannot be used on the cathedral"
                return res
            if mod_id not in _CATHEDRAL_MODIFIERS or has_virtual:
                res["reason"] = "no stored cube changes the cathedral's spaces"
                return res
            if arg is not None and mod_id != "preacher":
                res["reason"] = "the dice's values choose the cathedral's columns"
                return res
            # One cube per die, in the column of its value after the card (Prior: two cubes).
            for v in set(dice_values):
                free = sum(1 for lv in range(3) if self.cathedral[lv * 6 + v - 1] is None)
                if dice_values.count(v) > free:
                    res["reason"] = (f"column {v} of the cathedral is full" if not free else
                                     f"column {v} of the cathedral has only {_plural_space(free)} left")
                    return res
            res["times"] = len(dice_values)
            res["dice_values"] = dice_values
        elif kind == "event":
            if not (isinstance(arg, int) and 0 <= arg < len(self.queue)):
                res["reason"] = "there is no such event card"
                return res
            ev = self.event(arg)
            if mixed or col != ev.dice_colour:
                res["reason"] = f"{ev.name} is fought with {COLOUR_NAMES[ev.dice_colour]} dice"
                return res
            free = ev.banners - len(self.queue[arg][1])
            cubes = min(total // ev.divisor, free)
            if cubes < 1:
                res["reason"] = f"the group is worth {total}: {ev.name} needs at least {ev.divisor} per cube"
                return res
            res["times"] = cubes
        elif kind == "building":
            if not single_die:
                res["reason"] = "placing a citizen always uses exactly one die"
                return res
            if arg != col:
                res["reason"] = (f"a {COLOUR_NAMES[col]} die leads to the {BUILDING_NAMES[col]}"
                                 if arg in (0, 1, 2) else "there is no such building")
                return res
            if mod_id and arg in _FORBIDDEN_BUILDINGS.get(mod_id, ()):
                res["reason"] = f"{self.data.activities[mod_id].name} cannot be used to place a citizen there"
                return res
            if not 1 <= total <= 6:
                res["reason"] = f"no space of the {BUILDING_NAMES[arg]} shows a {total}"
                return res
            if not self.placement_sources(p, arg, total):
                res["reason"] = self._placement_refusal(p, arg, total)
                return res
            res["times"] = 1
        elif kind == "agriculture":
            if mixed or col != YELLOW:
                res["reason"] = "agriculture uses yellow dice"
                return res
            if total // 2 < 1:
                res["reason"] = "the group is worth less than 2: agriculture would give nothing"
                return res
            res["times"] = total // 2
        elif kind == "ramparts" and lx is not None:
            why = ladies.ramparts_refusal(self, p, n_dice, has_virtual, mod_id is not None or cube_used, col)
            if why:
                res["reason"] = why
                return res
            res["times"] = total
        else:
            res["reason"] = "unknown target"
            return res
        # The price of the dice bought.
        price = 0
        payments: dict[int, int] = {}
        for x in group:
            owner = x[2]
            if owner == p:
                continue
            cost = price_each
            if first_free:
                first_free = False
                cost = 0
            elif free_owners is not None and (owner not in free_owners or (self.solo and owner == NEUTRAL)):
                free_owners.add(owner)   # (solo: all of le Roy's yellow dice are free)
                cost = 0
            elif templar_owners is not None and owner not in templar_owners:
                templar_owners.add(owner)
                cost = 2
            if cost:
                price += cost
                payments[owner] = payments.get(owner, 0) + cost
        res["price"] = price
        res["payments"] = payments
        if pl.deniers < price + need:
            extra = f" and {need} to hire a tradesman" if need else ""
            res["reason"] = f"you need {price} deniers for the dice{extra}, you have {pl.deniers}"
            return res
        if kind == "card":
            if lx is None:
                why = card_effects.cannot_use(self, p, self.slot_card[arg], pl.deniers - price - need)
            else:
                why = ladies.cannot_use(self, p, self.slot_card[arg], pl.deniers - price - need, arg,
                                        need_infl)
            if why:
                res["reason"] = why
                return res
        res["ok"] = True
        return res

    def targets(self, p: int, dice_ids) -> list[tuple]:
        """Every legal ``("target", kind, arg, cube_slot)`` for this group.

        Candidates are narrowed by colour first (what colour the group counts as with each
        stored cube), then each one is checked by :meth:`evaluate`, the single rules check.
        With the purple die the target names its colour: ``("target", kind, arg, cube_slot, colour)``.
        """
        lx = self.lx
        slot_cubes, slot_card = self.slot_cubes, self.slot_card
        if lx is None:
            dice = self.dice
            raw = [dice[d][0] for d in dice_ids]
            colour_choices = _NO_COLOUR_CHOICE
            modifiers = MODIFIERS
            may_modify = True
            ramparts = False
        else:
            raw, colour_choices, may_modify = ladies.group_colours(self, dice_ids)
            modifiers = ladies.MODIFIERS_L
            ramparts = lx["ramparts"]
        mods: list = [None]
        if may_modify:
            for s in range(9):
                if slot_cubes[s][p] > 0 and slot_card[s] in modifiers:
                    mods.append(s)
        revealed = [s for s in range(9) if self.slot_revealed[s]]
        n_dice = len(dice_ids)
        activities, events = self.data.activities, self.data.events
        out = []
        evaluate = self.evaluate
        for pc in colour_choices:
            cols = raw if pc is None else raw + [pc]
            colour = cols[0]
            mixed = any(c != colour for c in cols)
            for m in mods:
                mod_id = None if m is None else slot_card[m]
                if mixed:
                    if mod_id is not None and mod_id not in _MIXED_MODIFIERS:
                        continue
                    cands = [("card", s) for s in revealed if slot_card[s] == "pilgrimage"]
                else:
                    eff = _effective_colour(mod_id, colour, n_dice)
                    if eff is None:
                        continue
                    cands = [("card", s) for s in revealed
                             if activities[slot_card[s]].colour == eff or slot_card[s] == "pilgrimage"]
                    if eff == WHITE and mod_id in _CATHEDRAL_MODIFIERS:
                        if mod_id == "preacher":     # the player names the die (its value: the column)
                            cands.extend(("cathedral", v) for v in sorted(set(_group_values(self, dice_ids))))
                        else:
                            cands.append(("cathedral", None))
                    cands.extend(("event", i) for i, e in enumerate(self.queue)
                                 if events[e[0]].dice_colour == eff)
                    if n_dice == 1 and mod_id not in _AS_SEVERAL:
                        cands.append(("building", eff))
                    if eff == YELLOW:
                        cands.append(("agriculture", None))
                    if ramparts and n_dice == 1 and mod_id is None:
                        cands.append(("ramparts", None))
                for kind, arg in cands:
                    if evaluate(p, dice_ids, kind, arg, m, pc)["ok"]:
                        out.append(("target", kind, arg, m) if pc is None else ("target", kind, arg, m, pc))
        return out

    def _placement_refusal(self, p: int, b: int, value: int) -> str:
        idx = space_index(b, value)
        if b == PALACE:
            victim = self.spaces[b][idx]
        else:
            victim = self.spaces[b][idx + 1] if self.spaces[b][idx] is not None else None
        if victim is not None and victim in self.expelled[b]:
            return (f"{self.owner_name(victim)} already has a citizen lying on the {BUILDING_NAMES[b]}: "
                    "nobody can expel another one this round")
        return "you have no citizen to place (and not 2 influence to hire one)"

    def placement_sources(self, p: int, b: int, value: int) -> list[tuple]:
        """Citizen sources with which placing on building b with this value is legal."""
        idx = space_index(b, value)
        out = []
        for src in self.citizen_sources(p):
            if src[1] == "space" and src[2] == b:
                if b == PALACE and src[3] == idx:
                    continue             # already standing there
                if b != PALACE and src[3] // 2 == idx // 2:
                    # taken out of the same row first, then placed on its first space
                    row = self.spaces[b][idx:idx + 2]
                    row[src[3] - idx] = None
                    _, _, victim = push_into_row(row[0], row[1], p)
                    if victim is not None and victim in self.expelled[b]:
                        continue
                    out.append(src)
                    continue
            if b == PALACE:
                victim = self.spaces[b][idx]
            else:
                _, _, victim = push_into_row(self.spaces[b][idx], self.spaces[b][idx + 1], p)
            if victim is not None and victim in self.expelled[b]:
                continue
            out.append(src)
        return out

    def _target(self, p: int, action) -> None:
        """Use the group formed on the chosen target. One implementation for the base game and the
        modules: what only the modules have (the purple die's colour, Augustine / Recruiter cubes,
        outdoor-tile offers, the ramparts) comes from :mod:`ladies` hooks."""
        lx = self.lx
        if lx is None:
            if len(action) != 4:
                raise IllegalAction("a target is ('target', kind, arg, cube_slot)", action)
            colour = None
        else:
            if len(action) not in (4, 5):
                raise IllegalAction("a target is ('target', kind, arg, cube_slot[, purple colour])", action)
            colour = action[4] if len(action) == 5 else None
        kind, arg, mod = action[1], action[2], action[3]
        dice_ids = self.ctx["dice"]
        res = self.evaluate(p, dice_ids, kind, arg, mod, colour)
        if not res["ok"]:
            raise IllegalAction(res["reason"], action)
        pl = self.players[p]
        # Pay for the dice, discard them, spend the stored cube.
        for owner, amount in res["payments"].items():
            pl.deniers -= amount
            if owner != NEUTRAL:
                self.players[owner].deniers += amount
                if lx is not None:
                    ladies.dice_bought_from(self, owner)
        dice = self.dice
        used = []
        for d in dice_ids:
            if d < 0:
                used.append(ladies.spend_virtual_die(self, p, d))    # Augustine / Recruiter cube
            else:
                used.append((d,) + dice.pop(d))
        if mod is not None:
            self.slot_cubes[mod][p] -= 1
            pl.cubes += 1
        # The record names its card by id: the queue may lose the event card during this action.
        card_id = (self.slot_card[arg] if kind == "card" else self.queue[arg][0] if kind == "event" else None)
        cube_card = None if mod is None else self.slot_card[mod]
        if lx is None:
            self.emit("dice_used", player=p, dice=used, target=kind, arg=arg, cube=mod, value=res["value"],
                      payments=res["payments"], times=res["times"], card=card_id, cube_card=cube_card)
            ctx = self.ctx = {"kind": kind, "arg": arg, "times": res["times"], "value": res["value"]}
        else:
            self.emit("dice_used", player=p, dice=used, target=kind, arg=arg, cube=mod, value=res["value"],
                      payments=res["payments"], times=res["times"], colour=colour, card=card_id,
                      cube_card=cube_card)
            ctx = self.ctx = {"kind": kind, "arg": arg, "times": res["times"], "value": res["value"],
                              "values": res.get("dice_values", [])}
        if kind == "card":
            card = self.card(arg)
            if not self.has_tradesman(p, arg):
                if lx is None:
                    pl.deniers -= card.cost
                    self.emit("tradesman_paid", player=p, slot=arg, cost=card.cost, card=card.id)
                else:
                    ladies.pay_tradesman(self, p, arg, card)
                ctx["purpose"] = "tradesman"
                self.pending = ("source", p)
                return
            self._activate(p)
        elif kind == "cathedral":
            for v in res["dice_values"]:         # the values after the stored cube (Prior, Preacher)
                self._cathedral_cube(p, v)
            self._after_action()
        elif kind == "event":
            for _ in range(res["times"]):     # capped at the free banners by evaluate()
                if arg < len(self.queue):
                    self.place_event_cube(arg, p)
            self._after_action()
        elif kind == "building":
            ctx["purpose"] = "citizen"
            if lx is not None:
                ladies.citizen_target(self, p)
            self.pending = ("source", p)
        elif kind == "agriculture":
            pl.deniers += res["times"]
            self.emit("agriculture", player=p, deniers=res["times"])
            if lx is not None:
                ladies.agriculture_done(self, p)
            self._after_action()
        elif kind == "ramparts":                  # modules only: evaluate() refuses it otherwise
            ladies.start_ramparts(self, p, used, colour, res["value"])

    def _cathedral_cube(self, p: int, value: int) -> None:
        for level in range(3):
            i = level * 6 + value - 1
            if self.cathedral[i] is None:
                self.cathedral[i] = p
                self.players[p].cubes -= 1
                gain = self.data.cathedral_influence[value - 1]
                self.gain_vp(p, 1)
                self.gain_influence(p, gain)
                self.emit("cathedral_cube", player=p, level=level, value=value, vp=1, influence=gain)
                return
        raise AssertionError("cathedral column full")   # evaluate() refuses this beforehand

    # ------------------------------------------------------------------ citizens: sources and placement
    def _source(self, p: int, action) -> None:
        if len(action) != 4:
            raise IllegalAction("a source is ('source', kind, a, b)", action)
        ctx = self.ctx
        if ctx["purpose"] == "citizen":
            legal = self.placement_sources(p, ctx["arg"], ctx["value"])
        else:
            legal = card_effects.tradesman_sources(self, p, self.slot_card[ctx["arg"]])
        if action not in legal:
            raise IllegalAction("that citizen cannot be used here", action)
        self._take_citizen(p, action)
        if ctx["purpose"] == "citizen":
            self._place_citizen(p, ctx["arg"], ctx["value"])
            self._after_action()
        else:
            slot = ctx["arg"]
            spaces = self.slot_spaces[slot]
            if None in spaces:
                i = spaces.index(None)       # the first free space (Merchant example)
                spaces[i] = p
                self.emit("tradesman_hired", player=p, slot=slot, space=i, vp=self.card(slot).spaces[i],
                          card=self.slot_card[slot])
            else:
                self.slot_illus[slot].append(p)
                self.emit("tradesman_hired", player=p, slot=slot, space=-1, vp=0, card=self.slot_card[slot])
            self._activate(p)

    def _take_citizen(self, p: int, src: tuple) -> None:
        _, kind, a, b = src
        pl = self.players[p]
        if kind == "supply":
            pl.supply -= 1
        elif kind == "influence":
            pl.influence -= 2
            pl.citizens += 1
            self.emit("citizen_hired", player=p)
        elif kind == "space":
            self.spaces[a][b] = None
        elif kind == "expelled":
            self.expelled[a].remove(p)
        elif kind == "tradesman":
            if b == -1:
                self.slot_illus[a].remove(p)
            else:
                self.slot_spaces[a][b] = None   # the space is freed for the next hire
        self.emit("citizen_taken", player=p, source=kind, a=a, b=b)

    def place_neutral(self, b: int, value: int) -> bool:
        """An event places a gray citizen (RULINGS B7: nothing once all are in play)."""
        if self.gray_supply <= 0:
            self.emit("no_neutral_citizen", building=b)
            return False
        idx = space_index(b, value)
        if b == PALACE:
            victim = self.spaces[b][idx]
        else:
            _, _, victim = push_into_row(self.spaces[b][idx], self.spaces[b][idx + 1], NEUTRAL)
        if victim is not None and victim in self.expelled[b]:
            self.emit("neutral_blocked", building=b, value=value)
            return False
        self.gray_supply -= 1
        self._place_citizen(NEUTRAL, b, value)
        return True

    def _place_citizen(self, owner: int, b: int, value: int) -> None:
        idx = space_index(b, value)
        sp = self.spaces[b]
        if b == PALACE:
            victim = sp[idx]
            sp[idx] = owner
        else:
            sp[idx], sp[idx + 1], victim = push_into_row(sp[idx], sp[idx + 1], owner)
        self.emit("citizen_placed", player=owner, building=b, space=idx, value=value)
        if victim is not None:
            self.expelled[b].append(victim)
            self.emit("citizen_expelled", player=victim, building=b)

    # ------------------------------------------------------------------ activity cards
    def _activate(self, p: int) -> None:
        """Apply the activated card's effect (the group's value already gives ``times``)."""
        ctx = self.ctx
        slot = ctx["arg"]
        card = self.card(slot)
        if self.lx is not None:
            return ladies.activate(self, p)
        ctx["card"] = card.id
        if card.delayed:
            self.slot_cubes[slot][p] += ctx["times"]
            self.players[p].cubes -= ctx["times"]
            self.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=ctx["times"])
            self._after_action()
            return
        card_effects.start(self, p, card.id)

    def place_event_cube(self, qidx: int, owner: int, influence: bool = True) -> None:
        """Put a cube on the upper-leftmost free banner; resolve the card when its banners are full."""
        entry = self.queue[qidx]
        if self.lx is not None and entry[0] == "possession":
            ladies.on_possession_cube(self, owner)
        entry[1].append(owner)
        if owner != NEUTRAL:
            self.players[owner].cubes -= 1
            if influence:
                self.gain_influence(owner, 1)
        ev = self.data.events[entry[0]]
        self.emit("event_cube", player=owner, event=entry[0], index=qidx)
        if len(entry[1]) >= ev.banners:
            self._event_countered(qidx)

    def _event_countered(self, qidx: int) -> None:
        entry = self.queue[qidx]
        ev = self.data.events[entry[0]]
        cubes = entry[1]
        counts: dict[int, int] = {}
        first: dict[int, int] = {}
        for i, o in enumerate(cubes):
            counts[o] = counts.get(o, 0) + 1
            first.setdefault(o, i)
        ranked = sorted(counts, key=lambda o: (-counts[o], first[o]))
        vp1, vp2 = ev.vp
        awards: dict[int, int] = {}
        top = counts[ranked[0]]
        tied = [o for o in ranked if counts[o] == top]
        if len(ranked) == 1:
            awards[ranked[0]] = vp1 + vp2
        elif len(tied) > 1:
            for o in tied:
                awards[o] = (vp1 + vp2) // len(tied)
        else:
            awards[ranked[0]] = vp1
            second = counts[ranked[1]]
            tied2 = [o for o in ranked[1:] if counts[o] == second]
            for o in tied2:
                awards[o] = vp2 // len(tied2)
        for o, vp in awards.items():
            self.gain_vp(o, vp)
        for o in cubes:
            if o != NEUTRAL:
                self.players[o].cubes += 1
        winner = ranked[0]
        if ev.id == "marauding":
            entry[1] = []
            taker = None
        else:
            del self.queue[qidx]
            if self.lx is not None and ev.id == "possession":
                ladies.release_possessed(self)
            taker = winner if winner != NEUTRAL or self.solo else None
            if taker == NEUTRAL:
                self.roy["events_won"].append(ev.id)      # le Roy takes the card like a player
            elif taker is not None:
                self.players[taker].events_won.append(ev.id)
        self.emit("event_countered", event=ev.id, awards={str(k): v for k, v in awards.items()},
                  taken_by=taker, counts={str(k): v for k, v in counts.items()})


def _plural_space(n: int) -> str:
    return f"{n} free space" + ("" if n == 1 else "s")


def _group_values(g: Game, dice_ids) -> list[int]:
    """The values of a group's dice (an Augustine / Recruiter cube counts as a 6)."""
    return [6 if d < 0 else g.dice[d][1] for d in dice_ids]


# ---------------------------------------------------------------------- legal actions per decision kind
def _effective_colour(mod_id, colour: int, n_dice: int):
    """The colour a single-colour group counts as with this stored cube (None: the cube cannot apply)."""
    if mod_id is None:
        return colour
    rule = _MODIFIER_COLOUR.get(mod_id)
    if rule is None:
        return None
    needs, becomes = rule
    if needs is not None and colour != needs:
        return None
    if mod_id in _AS_SEVERAL and n_dice != 1:
        return None
    return colour if becomes is None else becomes


def _influence_actions(g: Game, p: int) -> list[tuple]:
    pl = g.players[p]
    out = []
    infl = pl.influence
    if infl >= 1 or infl >= 4:
        own = [d for d, v in g.dice.items() if v[2] == p]
        if infl >= 1:
            out.extend(("reroll", d) for d in own)
        if infl >= 4 and own:
            out.append(("flip",))
    if infl >= 2 and pl.citizens < MAX_CITIZENS:
        out.append(("hire",))
    return out


def _legal_initial(g: Game, p: int) -> list[tuple]:
    return [("init", b, i) for b in range(3) for i in range(6) if g.spaces[b][i] is None]


def _legal_turn(g: Game, p: int) -> list[tuple]:
    out = [("pass",)]
    out.extend(_influence_actions(g, p))
    rich = g.can_buy_dice(p, 2)
    if g.lx is None:
        for d, v in g.dice.items():
            if v[2] == p or rich:
                out.append(("die", d))
        return out
    for d, v in g.dice.items():
        if v[2] == p or (rich and v[0] != PURPLE):     # nobody buys another player's purple die
            out.append(("die", d))
    out.extend(ladies.turn_tiles(g, p))
    return out


def _legal_group(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
    sel = ctx["dice"]
    tg = g.targets(p, sel)
    out: list[tuple] = []
    if not (ctx.get("locked") and tg):
        out.append(("cancel",))
    colour = g.group_colour(sel)
    if len(sel) < 3:
        mixing = None
        rich = g.can_buy_dice(p, 2 * (len(sel) + 1))
        for d, v in g.dice.items():
            if d in sel:
                continue
            if v[2] != p and (not rich or v[0] == PURPLE):
                continue
            if v[0] != PURPLE and colour is not None and v[0] != colour:
                if mixing is None:
                    mixing = g._mixing_possible(p)
                if not mixing:
                    continue
            out.append(("die", d))
    if g.lx is not None:
        out.extend(ladies.group_extras(g, p, sel, colour))
    out.extend(tg)
    return out


def _legal_flip(g: Game, p: int) -> list[tuple]:
    sel = g.ctx["flip"]
    out: list[tuple] = [("cancel",)]
    if sel:
        out.append(("flip_done",))
    if len(sel) < 3:
        out.extend(("flip_die", d) for d, v in g.dice.items() if v[2] == p and d not in sel)
    return out


def _legal_black(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
    sel, bl = ctx["dice"], ctx["black"]
    out: list[tuple] = []
    own = [d for d, v in g.dice.items() if v[2] == p]
    if not sel and len(bl) == 1:
        out.extend(_influence_actions(g, p))
    out.extend(("bd", d) for d in own if d not in sel)
    if sel:
        strength = g.black_strength(sel)
        need = sum(g.black[i] for i in bl)
        # Another black die can join the counter once the chosen dice already beat it too.
        out.extend(("bx", i) for i in range(1, len(g.black)) if i not in bl and strength >= need + g.black[i])
        if strength >= need:
            out.append(("counter",))
    if g.black_strength(own) < g.black[0]:
        out.append(("concede",))
    if g.lx is not None:
        out.extend(ladies.black_extra(g, p))
    return out


def _legal_roy(g: Game, p: int) -> list[tuple]:
    return [("roy",)]


def _legal_source(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
    if ctx["purpose"] == "citizen":
        return g.placement_sources(p, ctx["arg"], ctx["value"])
    return card_effects.tradesman_sources(g, p, g.slot_card[ctx["arg"]])


_LEGAL = {
    "initial": _legal_initial,
    "turn": _legal_turn,
    "group": _legal_group,
    "flip": _legal_flip,
    "black": _legal_black,
    "source": _legal_source,
    "count": lambda g, p: (ladies.legal_count if g.lx is not None else card_effects.legal_count)(g, p),
    "roy_setup": _legal_roy,
    "roy_black": _legal_roy,
    "roy": _legal_roy,
    "miller": card_effects.legal_miller,
    "event": lambda g, p: (ladies.legal_event if g.lx is not None else card_effects.legal_event)(g, p),
}

_APPLY = {
    ("initial", "init"): Game._init_place,
    ("turn", "pass"): Game._pass,
    ("turn", "reroll"): Game._reroll,
    ("turn", "hire"): Game._hire,
    ("turn", "flip"): Game._flip_start,
    ("turn", "die"): Game._start_group,
    ("group", "die"): Game._add_die,
    ("group", "cancel"): Game._group_cancel,
    ("group", "target"): Game._target,
    ("flip", "flip_die"): Game._flip_die,
    ("flip", "flip_done"): Game._flip_done,
    ("flip", "cancel"): Game._flip_cancel,
    ("black", "reroll"): Game._reroll,
    ("black", "hire"): Game._hire,
    ("black", "flip"): Game._flip_start,
    ("black", "bd"): Game._bd,
    ("black", "bx"): Game._bx,
    ("black", "counter"): Game._counter,
    ("black", "concede"): Game._concede_action,
    ("source", "source"): Game._source,
    ("roy_setup", "roy"): Game._roy_setup,
    ("roy_black", "roy"): Game._roy_black,
    ("roy", "roy"): Game._roy_turn,
    ("count", "count"): lambda g, p, a: (
        ladies.apply_count if g.lx is not None else card_effects.apply_count)(g, p, a),
    ("miller", "miller"): card_effects.apply_miller,
    ("event", "event"): lambda g, p, a: (
        ladies.apply_event if g.lx is not None else card_effects.apply_event)(g, p, a),
}
_LEGAL.update(ladies.LEGAL)
_APPLY.update(ladies.APPLY)


def _guard_influence_in_black(fn):
    def wrapped(g: Game, p: int, action):
        if g.ctx["dice"] or len(g.ctx["black"]) > 1:
            raise IllegalAction("spend influence before choosing the dice that counter", action)
        return fn(g, p, action)
    return wrapped


for _verb in ("reroll", "hire", "flip"):
    _APPLY[("black", _verb)] = _guard_influence_in_black(_APPLY[("black", _verb)])


def _ints(action, n: int) -> tuple:
    if len(action) != n or any(isinstance(a, bool) or not isinstance(a, int) for a in action[1:]):
        raise IllegalAction(f"'{action[0]}' takes {n - 1} whole number(s)", action)
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
