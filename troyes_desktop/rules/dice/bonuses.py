"""Gains and bonuses: resources, citizens on the tracks, buildings constructed, and the bonuses each of them
triggers (depth first, docs/rulings.md), with the choices they ask.

Rulebook (Troyes Dice): Using a die (gain, prestige building, work building), Citizens and their tracks,
Bonuses (track, column, link and cathedral bonuses)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from .decisions import CHOICE_KINDS, K_COLUMN_BUILD, K_DIE, K_FORTRESS, K_TRACK, K_TRACK_BUILD
from .sheet import _COLOURS, _RES, BUILT, EMPTY
from .tiles import NO_EFFECT
from .wheel import S_COLOUR, S_EFFECT, S_TILE, S_USABLE

if TYPE_CHECKING:
    from .state import DiceFields as _Base
else:
    _Base = object


class Bonuses(_Base):
    """Resolving gains and the bonuses they trigger."""

    def _resolve_choice(self, p: int, action: tuple, events: list[dict]) -> None:
        stage = self.stage
        self.options = []
        self.choice_item = None
        self.stage = ""
        if stage == K_TRACK:
            events.append({"type": "citizen_redirected", "player": p, "to": action[1]})
            self._citizen(p, _COLOURS.index(action[1]), events)
        elif stage == K_FORTRESS:
            self._citizen(p, _COLOURS.index(action[1]), events)
        else:
            row, district = D.BUILDING_SLOT[action[1]]
            via = "track_bonus" if stage == K_TRACK_BUILD else "column_bonus"
            self._build(p, row, district, action[2] - 1, via, events)

    def _run(self, events: list[dict]) -> None:
        """Resolve waiting gains; then move on to the next player / half day until a decision is needed."""
        todo = self.todo
        p = self.player
        while todo:
            if self.stage in CHOICE_KINDS:
                return
            item = todo.pop()
            tag = item[0]
            if tag == "res":
                self._resources(p, item[1], item[2], events)
            elif tag == "cit":
                self._citizen(p, item[1], events)
            else:
                self._bonus(p, item, events)
        if self.stage in CHOICE_KINDS:
            return
        # The player's turn is over.
        self.player += 1
        if self.player < self.n:
            self.stage = K_DIE
            return
        self._end_half_day(events)
        if not self.over:
            self.player = 0
            self.stage = K_DIE

    def _schedule(self, items) -> None:
        """Items to be resolved next, in the given order (before what was already waiting)."""
        if items:
            self.todo.extend(reversed(items))

    def _resources(self, p: int, r: int, n: int, events: list[dict]) -> None:
        sheet = self.sheets[p]
        before = sheet.circled[r]
        length = self.data.track_length
        after = before + n
        lost = 0
        if after > length:
            lost = after - length
            after = length
        sheet.circled[r] = after
        events.append(
            {
                "type": "resources_gained",
                "player": p,
                "resource": _RES[r],
                "amount": after - before,
                "lost": lost,
            }
        )
        cits = [("cit", r) for s in self.data.citizen_spaces if before < s <= after]
        if cits:
            self._schedule(cits)

    def _citizen(self, p: int, k: int, events: list[dict]) -> None:
        sheet = self.sheets[p]
        cit = sheet.citizens
        length = self.data.citizen_length
        if cit[k] >= length:
            free = [c for c in range(3) if cit[c] < length]
            if not free:
                events.append({"type": "citizen_lost", "player": p, "colour": _COLOURS[k]})
                return
            if len(free) == 1:
                events.append({"type": "citizen_redirected", "player": p, "to": _COLOURS[free[0]]})
                k = free[0]
            else:
                self._ask(K_TRACK, [("track", _COLOURS[c]) for c in free], ("cit", k))
                return
        n = cit[k] = cit[k] + 1
        events.append({"type": "citizen_gained", "player": p, "colour": _COLOURS[k], "count": n})
        triggered = []
        if n == 15:
            triggered.append(("track15", k))
        elif n == length:
            triggered.append(("track20", k))
        low = min(cit)
        cb = sheet.column_bonus
        for j, (column, _gain) in enumerate(self.data.column_bonuses):
            if not cb[j] and low >= column:
                cb[j] = True
                triggered.append(("column", j))
        if triggered:
            self._schedule(triggered)

    def _ask(self, kind: str, options: list[tuple], item: tuple) -> None:
        self.stage = kind
        self.options = options
        self.choice_item = item

    def _bonus(self, p: int, item: tuple, events: list[dict]) -> None:
        tag = item[0]
        sheet = self.sheets[p]
        data = self.data
        if tag == "track15":
            k = item[1]
            opts = []
            for name in data.track_bonus_15[k]:
                row, district = D.BUILDING_SLOT[name]
                base = row * 18 + district * 6
                for col in range(6):
                    if sheet.buildings[base + col] == EMPTY:
                        opts.append(("build", name, col + 1))
            events.append(
                {
                    "type": "track_bonus",
                    "player": p,
                    "colour": _COLOURS[k],
                    "space": 15,
                    "offers": list(data.track_bonus_15[k]),
                    "possible": bool(opts),
                }
            )
            self._offer_build(p, K_TRACK_BUILD, opts, item, "track_bonus", events)
        elif tag == "track20":
            k = item[1]
            events.append(
                {
                    "type": "track_bonus",
                    "player": p,
                    "colour": _COLOURS[k],
                    "space": data.citizen_length,
                    "citizens": [_COLOURS[c] for c in data.track_bonus_20[k]],
                }
            )
            self._schedule([("cit", c) for c in data.track_bonus_20[k]])
        elif tag == "column":
            column, gain = data.column_bonuses[item[1]]
            if gain == "work":
                opts = [
                    ("build", D.WORK_BUILDINGS[d], col + 1)
                    for d in range(3)
                    for col in range(6)
                    if sheet.buildings[18 + d * 6 + col] == EMPTY
                ]
                events.append(
                    {
                        "type": "column_bonus",
                        "player": p,
                        "column": column,
                        "gain": "work",
                        "possible": bool(opts),
                    }
                )
                self._offer_build(p, K_COLUMN_BUILD, opts, item, "column_bonus", events)
            else:
                events.append({"type": "column_bonus", "player": p, "column": column, "gain": "resources"})
                self._schedule(list(gain))
        elif tag == "fextra":
            self._ask(K_FORTRESS, [("citizen", "yellow"), ("citizen", "white")], item)
        else:  # pragma: no cover - internal error
            raise AssertionError(f"unknown bonus item {item!r}")

    def _offer_build(
        self, p: int, kind: str, opts: list[tuple], item: tuple, via: str, events: list[dict]
    ) -> None:
        if not opts:
            return
        if len(opts) == 1:
            row, district = D.BUILDING_SLOT[opts[0][1]]
            self._build(p, row, district, opts[0][2] - 1, via, events)
        else:
            self._ask(kind, opts, item)

    def _build(self, p: int, row: int, district: int, col: int, via: str, events: list[dict]) -> None:
        """Draw a building (its slot must be EMPTY) and schedule what it gives."""
        sheet = self.sheets[p]
        data = self.data
        b = sheet.buildings
        k = row * 18 + district * 6 + col
        b[k] = BUILT
        name = D.BUILDING_AT[(row, district)]
        ev = {"type": "built", "player": p, "building": name, "column": col + 1, "via": via}
        events.append(ev)
        eff = self.slots[self.t_rank][S_EFFECT] if via == "die" else NO_EFFECT
        items: list[tuple] = []
        if row == D.PRESTIGE:
            if district == 0:
                items.append(("cit", data.fortress_citizen[col]))
            elif district == 1:
                colour, what, idx, amount = data.great_hall[col]
                count = 0
                for s in self.slots:
                    if s[S_USABLE] and s[S_COLOUR] == colour:
                        count += 1
                if eff.extra_great_hall_die:
                    count += 1
                ev["dice_counted"] = count
                if count:
                    if what == "res":
                        items.append(("res", idx, amount * count))
                    else:
                        items.extend([("cit", idx)] * (amount * count))
            else:
                sheet.cathedrals += 1
                number = data.cathedral_multipliers[sheet.cathedrals - 1]
                sheet.cathedral[col] = number
                ev["cathedral_number"] = number
                ev["character"] = data.cathedral_characters[col]
        else:
            items.extend([("cit", district)] * data.work_citizens[district])
        for j, (lrow, ldistrict, a, c, gain) in enumerate(data.lozenges):
            if lrow == row and ldistrict == district and (col == a or col == c) and not sheet.links[j]:
                other = c if col == a else a
                if b[row * 18 + district * 6 + other] == BUILT:
                    sheet.links[j] = True
                    events.append(
                        {"type": "link_bonus", "player": p, "building": name, "columns": [a + 1, c + 1]}
                    )
                    items.extend(gain)
        if via == "die":
            extra = eff.on_build(name, district)
            if extra:
                events.append(
                    {
                        "type": "banquet",
                        "player": p,
                        "tile": self.slots[self.t_rank][S_TILE],
                        "building": name,
                    }
                )
                items.extend(extra)
        self._schedule(items)
