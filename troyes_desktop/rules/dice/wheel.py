"""The wheel and the dice: the plazas and their colours, the day window, rolling and placing the dice of a
half day, what each die costs, and the end of a half day.

Rulebook (Troyes Dice): Setup (the plaza tiles), A half day (rolling the dice, black dice), Choosing a die
(its price by plaza rank), End of a half day / of a day; the town crier (numbering the columns)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..common.errors import RulesError
from .decisions import K_DIE
from .scoring import final_scores
from .sheet import _COLOURS
from .tiles import BANQUET, NO_EFFECT, RAID, TILE_EFFECTS

# A slot is one die placed on a plaza for the current half day:
# (notch, value, is_black, usable, plaza colour, tile effect, tile id or None)
S_NOTCH, S_VALUE, S_BLACK, S_USABLE, S_COLOUR, S_EFFECT, S_TILE = range(7)


if TYPE_CHECKING:
    from .state import DiceFields as _Base
else:
    _Base = object


class Wheel(_Base):
    """The plazas, the dice of each half day and their prices."""

    def plaza_colour(self, notch: int) -> str:
        return _COLOURS[self._plaza_colour(notch)]

    def _plaza_colour(self, notch: int) -> int:
        pair = self.data.plaza_pairs[self.plaza_tile[notch]]
        return pair[self.plaza_face[notch]]

    def half_day_notches(self, half: int | None = None) -> list[int]:
        """The 4 notches of a half day's plazas, by rank (rank 1 = the free plaza)."""
        half = self.half if half is None else half
        base = self.window + 1 + 4 * half
        return [(base + i) % 9 for i in range(4)]

    def _effect(self, notch: int):
        tile = self.tiles.get(notch)
        return NO_EFFECT if tile is None else TILE_EFFECTS[tile]

    def die_cost(self, rank: int) -> dict:
        """What the die on the plaza of ``rank`` (1-4) costs: fixed resources plus 'any' resources."""
        if not self.slots:
            raise RulesError("no die lies on the plazas now (the game is over)")
        if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= len(self.slots):
            raise RulesError(f"a plaza rank goes from 1 to {len(self.slots)}, not {rank!r}")
        slot = self.slots[rank - 1]
        fixed, anyn = self._cost(rank - 1, slot[S_EFFECT])
        return {"influence": fixed[0], "deniers": fixed[1], "knowledge": fixed[2], "any": anyn}

    def _cost(self, rank: int, eff) -> tuple[tuple[int, int, int], int]:
        if eff.free:
            return (0, 0, 0), 0
        fixed, anyn = self.data.wheel_costs[rank]
        ex = eff.extra_cost
        if ex != (0, 0, 0):
            fixed = (fixed[0] + ex[0], fixed[1] + ex[1], fixed[2] + ex[2])
        return fixed, anyn

    def available_dice(self) -> list[dict]:
        """The dice players may choose this half day, with their plaza colour."""
        return [
            {"rank": i + 1, "value": s[S_VALUE], "colour": _COLOURS[s[S_COLOUR]], "black": s[S_BLACK]}
            for i, s in enumerate(self.slots)
            if s[S_USABLE]
        ]

    def _set_numbering(self, numbering: list[int], events: list[dict]) -> None:
        self.numbering = numbering
        for col, v in enumerate(numbering):
            self.col_of_value[v] = col
        events.append({"type": "numbering", "values": numbering[:]})
        self._start_half_day(events)
        self.player = 0
        self.stage = K_DIE

    def _start_half_day(self, events: list[dict]) -> None:
        """Roll the 3 transparent dice and the black die (in that order) and place them."""
        rng = self.rng
        values = [rng.roll(), rng.roll(), rng.roll()]
        black = rng.roll()
        self._place_dice(values, black, events)

    def _place_dice(self, values: list[int], black: int, events: list[dict]) -> None:
        """Place the dice on the current half day's plazas and resolve the event (rulebook steps 1 and 2).

        Smallest first from the free plaza, the black die before transparent dice of the same value. The
        black die destroys its plaza and, from day 3, crosses out the die (plaza colour, its value) on every
        sheet; Banquets and Raids may change that on the Shelter plaza.
        """
        # The black die goes before transparent dice of the same value.
        dice = sorted([(v, 1) for v in values] + [(black, 0)])
        notches = self.half_day_notches()
        slots: list[tuple] = []
        self.destroyed = []
        self.flip_tiles = []
        attacks = []
        for rank in range(4):
            v, transparent = dice[rank]
            notch = notches[rank]
            colour = self._plaza_colour(notch)
            tile = self.tiles.get(notch)
            eff = NO_EFFECT if tile is None else TILE_EFFECTS[tile]
            usable = True
            if not transparent:
                if eff.shelter == BANQUET:
                    self.flip_tiles.append(notch)
                else:
                    usable = False
            elif eff.shelter == RAID:
                usable = False
            if not usable:
                self.destroyed.append(notch)
                attacks.append((colour, v, bool(transparent)))
            slots.append((notch, v, not transparent, usable, colour, eff, tile[0] if tile else None))
        self.slots = slots
        events.append(
            {
                "type": "dice_rolled",
                "day": self.day,
                "half": ("morning", "afternoon")[self.half],
                "dice": [
                    {
                        "rank": i + 1,
                        "value": s[S_VALUE],
                        "black": s[S_BLACK],
                        "colour": _COLOURS[s[S_COLOUR]],
                        "usable": s[S_USABLE],
                        "tile": s[S_TILE],
                    }
                    for i, s in enumerate(slots)
                ],
            }
        )
        for notch in self.flip_tiles:
            events.append({"type": "black_die_sheltered", "plaza": notch})
        for colour, v, raid in attacks:
            events.append(
                {"type": "plaza_destroyed", "colour": _COLOURS[colour], "value": v, "by_raid": raid}
            )
            if self.day >= self.data.attack_from_day:
                self._attack(colour, v, events)

    def _end_half_day(self, events: list[dict]) -> None:
        for notch in self.destroyed:
            self.plaza_face[notch] ^= 1
            self.backs_seen[notch] = True
            tile = self.tiles.get(notch)
            if tile is not None and tile[1] == BANQUET:
                self.tiles[notch] = (tile[0], RAID)
                events.append({"type": "tile_flipped", "tile": tile[0], "colour": self.plaza_colour(notch)})
        for notch in self.flip_tiles:
            tile = self.tiles[notch]
            if tile[1] == BANQUET:
                self.tiles[notch] = (tile[0], RAID)
                events.append({"type": "tile_flipped", "tile": tile[0], "colour": self.plaza_colour(notch)})
        events.append(
            {"type": "half_day_ended", "day": self.day, "half": ("morning", "afternoon")[self.half]}
        )
        self.destroyed = []
        self.flip_tiles = []
        if self.half == 0:
            self.half = 1
        else:
            events.append({"type": "day_ended", "day": self.day})
            if self.day == 8:
                self.over = True
                self.stage = "over"
                self.slots = []
                scores = final_scores(self)
                events.append(
                    {"type": "game_over", "scores": [s["total"] for s in scores], "winners": self.winners()}
                )
                return
            self.day += 1
            self.half = 0
            self.window = (self.window + 1) % 9
        self._start_half_day(events)
