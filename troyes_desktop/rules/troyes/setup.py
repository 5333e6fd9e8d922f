"""Setting up a game: the new game, its cards and decks, characters, and the initial placement.

Rulebook: Setup (Game Set-up, 2-player rules, Initial placement); the solo rules' setup (le Roy)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ..common.contract import GAME_OVER, Decision, Die, DieId
from ..common.errors import IllegalAction, RulesError
from ..common.rng import Rng
from . import ladies
from . import roy as roy_rules
from .board import (
    CITIZENS_AT_START,
    GRAY_CITIZENS,
    NEUTRAL,
    ROUNDS,
    TWO_PLAYER_NEUTRALS,
    space_label,
)
from .data import RED, WHITE, YELLOW, load_with_overrides
from .setup_check import SETUP_VERSION, check_setup, solo_modules_refusal
from .state import Player, _ints

if TYPE_CHECKING:
    from .game import Game


DEFAULT_NAMES = ("Anna", "Faye", "Geoffrey", "Emily")


#: Optional modules: The Ladies of Troyes and the promo cards (see the ladies package). Setup choices in
#: ``options``: ``activities_setup`` / ``events_setup`` = "shuffled" (with the base cards) or "alone".
AVAILABLE_MODULES: tuple[str, ...] = ladies.MODULES


def _legal_initial(g: Game, p: int) -> list[tuple]:
    return [("init", b, i) for b in range(3) for i in range(6) if g.spaces[b][i] is None]


class Setup:
    """Setting up a game: the new game, its cards and decks, characters, and the initial placement."""

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int = 4, seed: int = 0, names: list[str] | None = None, start_player: int = 0,
            options: dict | None = None, card_overrides: dict | None = None, solo: bool = False) -> "Game":
        """A new game. ``solo=True``: one player against le Roy (``players`` must be 1; the start
        player is 0 for you or ``NEUTRAL`` for le Roy)."""
        if solo:
            if players != 1:
                raise RulesError(translate("TroyesSetup", "the solo game is one player against le Roy"))
            if start_player not in (0, NEUTRAL):
                raise RulesError(translate(
                    "TroyesSetup", "in the solo game the start player is you or le Roy"))
        elif players not in CITIZENS_AT_START:
            raise RulesError(translate("TroyesSetup", "Troyes is played by 2 to 4 players, not {players}")
                             .format(players=players))
        elif not 0 <= start_player < players:
            raise RulesError(translate("TroyesSetup", "the start player must be a seat from 1 to {players}")
                             .format(players=players))
        names = list(names) if names else list(DEFAULT_NAMES[:players])
        if len(names) != players or not all(isinstance(x, str) and x.strip() for x in names):
            raise RulesError(translate("TroyesSetup", "give one non-empty name per player"))
        options = dict(options or {})
        unknown = [m for m in options.get("modules", ()) if m not in AVAILABLE_MODULES]
        if unknown:
            raise RulesError(translate("TroyesSetup", "module(s) not available yet: {modules}")
                             .format(modules=", ".join(unknown)))
        if options.get("modules"):
            ladies.check_options(players, options)
            if solo and solo_modules_refusal(options["modules"]):
                raise RulesError(solo_modules_refusal(options["modules"]))    # the bonus cards only
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
        #: The Ladies of Troyes' state (plain JSON data, see :mod:`.ladies`), None in the base game.
        self.expansion = None
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
        self.dice: dict[DieId, Die] = {}            # id -> Die(colour, value, owner district)
        self.next_die = 1
        self.black: list[int] = []                  # black dice still to counter, highest first
        self.ctx: dict | None = None                # the multi-step choice in progress
        self.pending: Decision = GAME_OVER
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
        self.pending = Decision(order[0], "roy_setup" if order[0] == NEUTRAL else "initial")

    # ------------------------------------------------------------------ initial placement
    def _init_place(self, p: int, action) -> None:
        _, b, idx = _ints(action, 3)
        if b not in (0, 1, 2) or not 0 <= idx < 6:
            raise IllegalAction(translate(
                "TroyesSetup", "choose a space of the Palace, the Bishopric or City Hall"), action)
        if self.spaces[b][idx] is not None:
            raise IllegalAction(translate("TroyesSetup", "{space} is already taken")
                                .format(space=space_label(b, idx)), action)
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
            self.pending = Decision(nxt, "roy_setup" if nxt == NEUTRAL else "initial")
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
