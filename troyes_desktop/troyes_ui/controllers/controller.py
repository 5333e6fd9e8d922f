"""TroyesController: mouse and keys on the board turned into engine actions.

* Dice: press on a die and drag (the selected dice come along) onto a target; legal targets light up
  (``Game.targets``); a drop on a legal target opens the :class:`ConfirmPanel` (group, price paid to each
  owner and the bank, activations or cubes, hire cost, stored cube); a drop elsewhere glides back and
  ``statusMessage`` says why (``evaluate()['reason']``). Click alternative: click dice to select them,
  then click a target. Esc clears the selection (or closes the panel), Enter confirms.
* Right-click on one of your own dice: reroll (1 influence) or turn over (4 influence, the selected dice).
* Initial placement: click an empty building space. Black dice: click your dice to add them to the
  counter (the shell's buttons counter or concede). Citizen sources: click a lit meeple. Event choice:
  click an event card.

No rule is re-implemented here: every question goes to the engine (targets, evaluate, legal_actions).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes import actions as A
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.troyes_ui.describe import describe_decision

from ..scene import animation
from .confirm_panel import ConfirmPanel
from .keys import KeysMixin
from .targets import guard_reach, hl_key, pal_colour, target_key
from .words import WordsMixin

DRAG_THRESHOLD = 6.0  # scene units before a press becomes a drag

class TroyesController(KeysMixin, WordsMixin, QObject):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.panel: ConfirmPanel | None = None
        self.reset()

    def reset(self) -> None:
        self.kb_target = None  # the lit target that has the keyboard focus (Tab / arrows, Enter)
        self._press = None  # (scene pos, die id or None, key)
        self._drag: list[int] = []  # dice being dragged
        self._counter_drag = False  # the drag adds a die to the counter of a black die
        self._meeple = None  # (source action, flying meeple) while a citizen is dragged to its place
        self._drag_offsets: dict[int, QPointF] = {}
        self._legal: dict[tuple, list] = {}  # (kind, arg) -> legal cube slots
        self.close_panel()

    # ------------------------------------------------------------------ state
    @property
    def model(self):
        return self.scene.model

    @property
    def game(self):
        return self.scene.model.game

    def decider(self):
        return self.model.decider

    def dragging_ids(self) -> set[int]:
        return set(self._drag)

    def group_in_progress(self) -> list[int]:
        """Dice already in a group being formed in the engine (pending 'group')."""
        g = self.game
        if g.pending.kind == "group":
            return g.group_dice()
        return []

    def can_use_dice(self) -> bool:
        kind, p = self.game.pending.kind, self.game.pending.seat
        return kind in ("turn", "group") and p is not None and p != NEUTRAL

    def on_state_changed(self) -> None:
        """After any change: drop stale selection, light what can be clicked for the pending decision."""
        g = self.game
        self.scene.selected &= set(g.dice)
        kind = g.pending.kind
        decision = g.pending
        if decision != getattr(self, "_last_decision", None):
            if kind != "group" or not self.scene.selected <= set(self.group_in_progress()):
                self.scene.selected.clear()
            self._last_decision = decision
        if self.panel is not None and not self.can_use_dice():
            self.close_panel()
        keys = set()
        dice = set()
        legal = []
        if kind in ("initial", "source", "possession", "event", "black", "flip"):
            legal = self.model.legal_actions()
        if kind == "initial":
            keys = {("space", a[1], a[2]) for a in legal if a[0] == "init"}
        elif kind in ("source", "possession"):
            for a in legal:
                if a[1] == "supply" and kind == "source":
                    keys.add(("district", g.pending.seat))
                if a[1] == "space":
                    keys.add(("space", a[2], a[3]))
                elif a[1] == "expelled":
                    keys.add(("expelled", a[2]))
                elif a[1] == "tradesman":
                    keys.add(("card_illus", a[2]) if a[3] == -1 else ("card_space", a[2], a[3]))
        elif kind == "event":
            keys = {("event", a[1]) for a in legal if a[0] == "event"}
        elif kind == "black":
            dice = {a[1] for a in legal if a[0] == "bd"}
            self.scene.selected = set(g.counter_dice())
        elif kind == "flip":
            dice = {a[1] for a in legal if a[0] == "flip_die"}
            self.scene.selected = set(g.flip_dice())
        elif kind == "exchange":
            dice = self.exchange_choices()
        elif kind == "ramparts":
            p = g.pending.seat
            guard = g.expansion["guard"][p]
            for k in range(1, self.rampart_reach() + 1):
                keys.add(("rampart_space", guard + k))       # every space the guard can stop on
            for a in self.model.legal_actions():
                if a[0] == "rampart_cube":
                    keys.add(("outdoor", a[1]))
        elif kind == "outdoor" and g.outdoor_offer():
            level = g.outdoor_offer().get("level")
            if level:
                keys.add(("outdoor", level))
        if getattr(self, "kb_target", None) is not None and self.kb_target not in self.keyboard_targets():
            self.kb_target = None
            self._show_kb_focus()
        if self._drag:
            return
        if kind == "group":
            self.scene.selected |= set(self.group_in_progress())
        self.scene.set_highlights(keys, dice)

    # ------------------------------------------------------------------ mouse
    def mouse_press(self, event) -> bool:
        if event.button() != Qt.LeftButton:
            return event.button() == Qt.RightButton
        pos = event.scenePos()
        key = self.scene.key_at(pos)
        die = key[1] if key and key[0] == "die" else None
        self._press = (pos, die, key)
        return True

    def mouse_move(self, event) -> bool:
        if self._press is None:
            return False
        pos = event.scenePos()
        start, die, _ = self._press
        if self._meeple is not None:
            self._meeple[1].setPos(pos)
            over = target_key(self.scene.key_at(pos))
            self.scene.statusMessage.emit(
                translate("BoardControl", "Drop the citizen on the lit destination.")
                if over != self._meeple_goal() else
                translate("BoardControl", "Release to place the citizen there."))
            return True
        if not self._drag and die is None and (pos - start).manhattanLength() >= DRAG_THRESHOLD:
            if self.game.pending.kind == "source" and self._start_meeple_drag(self._press[2], pos):
                return True
        if not self._drag:
            if die is None or (pos - start).manhattanLength() < DRAG_THRESHOLD:
                return True
            if event.modifiers() & Qt.ShiftModifier and self.can_use_dice():
                return True               # Shift: the release adds the die to the group, no drag
            if self.game.pending.kind == "black" and A.counter_die(die) in self.model.legal_actions():
                self._start_counter_drag(die, start)
            elif not self.can_use_dice():
                self.scene.statusMessage.emit(self._why_no_dice())
                self._press = None
                return True
            else:
                self._start_drag(die, start)
        # move the dragged dice with the mouse, fanned out
        for d in self._drag:
            it = self.scene.dice.get(d)
            if it is not None:
                it.setPos(pos + self._drag_offsets[d])
        key = self.scene.key_at(pos, exclude=[self.scene.dice[d] for d in self._drag if d in self.scene.dice])
        if self._counter_drag:
            self.scene.statusMessage.emit(
                self.counter_words(self._drag) if key == ("black_dice",) else
                translate("BoardControl", "Drop the die on the black dice to add it to your counter."))
            return True
        tk = target_key(key)
        self.scene.statusMessage.emit(self._hover_text(tk))
        return True

    def mouse_release(self, event) -> bool:
        if event.button() != Qt.LeftButton:
            return event.button() == Qt.RightButton
        if self._press is None:
            return False
        pos = event.scenePos()
        _, die, key = self._press
        self._press = None
        if self._meeple is not None:
            self._drop_meeple(pos)
            return True
        shift = bool(event.modifiers() & Qt.ShiftModifier)
        if not self._drag and die is not None and shift and self.can_use_dice():
            self.click_die(die)           # Shift: add the die to the group (or take it out) without a drag
            return True
        if self._drag:
            group = self._drag[:]
            exclude = [self.scene.dice[d] for d in group if d in self.scene.dice]
            key = self.scene.key_at(pos, exclude=exclude)
            if self._counter_drag:
                self._end_drag()
                if key == ("black_dice",):
                    if self._apply([A.counter_die(d) for d in group]):
                        self.scene.statusMessage.emit(self.counter_words())
                else:
                    self.scene.statusMessage.emit(translate(
                        "BoardControl", "The die went back: drop it on the black dice to add it to your "
                        "counter (or click it)."))
                return True
            if key is not None and key[0] == "die" and self._joins_group(key[1], group):
                self._end_drag()
                self.add_to_group(group + [key[1]])
                return True
            tk = target_key(key)
            self._end_drag()
            self._drop(group, tk)
            return True
        self.click(key)
        return True

    # ------------------------------------------------------------------ drag
    def _start_drag(self, die: int, start: QPointF) -> None:
        group = self.group_in_progress()
        for d in sorted(self.scene.selected):
            if d not in group:
                group.append(d)
        if die not in group:
            group.append(die)
        group = group[:3]
        self._drag = group
        base = self.scene.dice[die].pos() - start
        self._drag_offsets = {}
        k = 0
        for d in group:
            if d == die:
                self._drag_offsets[d] = base
            else:
                k += 1
                self._drag_offsets[d] = base + QPointF(18 * k, 14 * k)
            it = self.scene.dice.get(d)
            if it is not None:
                it.setZValue(100 + (0 if d == die else -k))
        self._legal = self._legal_targets(group)
        self.scene.set_highlights({hl_key(*t) for t in self._legal})

    def _joins_group(self, other: int, group: list[int]) -> bool:
        """A die dropped onto ``other``: True when ``other`` is one of the decider's own dice."""
        info = self.game.dice.get(other)
        return (info is not None and info.owner == self.decider() and other not in group
                and self.can_use_dice())

    def add_to_group(self, dice: list[int]) -> bool:
        """Make ``dice`` the group being formed (a die dropped on another of yours, or Shift+click)."""
        group = []
        for d in self.group_in_progress() + list(dice):
            if d not in group:
                group.append(d)
        if len(group) > 3:
            self.scene.statusMessage.emit(translate("BoardControl", "A group has at most 3 dice."))
            return False
        legal = self._legal_targets(group)
        if not legal:
            self.scene.statusMessage.emit(translate(
                "BoardControl", "{group}: no target accepts these dice together (a group is 1 to 3 dice of "
                "one colour).").format(group=self._group_words(group)))
            return False
        self.scene.selected = set(d for d in group if d not in self.group_in_progress())
        self.scene.set_highlights({hl_key(*t) for t in legal}, set())
        for it in self.scene.dice.values():
            it.update()
        words = (translate("BoardControl", "{group}: drag the group onto a lit target, or drop another die "
                           "of yours on it.") if len(group) < 3 else
                 translate("BoardControl", "{group}: drag the group onto a lit target."))
        self.scene.statusMessage.emit(words.format(group=self._group_words(group)))
        return True

    # ------------------------------------------------------------------ meeples dragged from their source
    def _meeple_goal(self):
        """Where the citizen being placed goes: the building or the activity card of the action."""
        target = self.game.group_target()
        return target if target is not None and target[0] in ("building", "card") else None

    def _start_meeple_drag(self, key, pos: QPointF) -> bool:
        """A citizen source (a lit meeple, or your district for the supply) dragged towards its goal."""
        from ..scene.dice import FlyingToken

        action = self._source_action(key)
        goal = self._meeple_goal()
        if action is None or goal is None:
            return False
        p = self.decider()
        token = FlyingToken("meeple", pal_colour(self.game, p))
        token.setPos(pos)
        self.scene.addItem(token)
        self._meeple = (action, token)
        self.scene.set_highlights(self.scene.highlights | {hl_key(*goal)})
        return True

    def _drop_meeple(self, pos: QPointF) -> None:
        action, token = self._meeple
        self._meeple = None
        over = target_key(self.scene.key_at(pos, exclude=[token]))
        self.scene.removeItem(token)
        if over == self._meeple_goal():
            goal = self.describe_target(*self._meeple_goal())
            if self._apply([action]):
                self.scene.statusMessage.emit(translate("BoardControl", "Citizen placed: {place}.").format(
                    place=goal))
        else:
            self.on_state_changed()
            self.scene.statusMessage.emit(translate(
                "BoardControl",
                "The citizen went back: drop it on the lit destination (or click where it comes from)."))

    def _start_counter_drag(self, die: int, start: QPointF) -> None:
        """Black dice: drag one of your dice onto the black dice to add it to the counter."""
        self._drag = [die]
        self._counter_drag = True
        self._drag_offsets = {die: self.scene.dice[die].pos() - start}
        self.scene.dice[die].setZValue(100)
        self._legal = {}
        self.scene.set_highlights({("black_dice",)})

    def counter_words(self, extra=()) -> str:
        """The running total of the counter against the black dice it faces (red counts double)."""
        g = self.game
        chosen = g.counter_dice()
        chosen += [d for d in extra if d not in chosen]
        have = g.black_strength(chosen)
        need = sum(g.black_faced())
        if have >= need:
            return translate("BoardControl", "Your dice total {have} (red counts double) against {need}: "
                             "enough to counter.").format(have=have, need=need)
        missing = need - have
        return translate("BoardControl", "Your dice total {have} (red counts double) against {need}: "
                         "%n more needed.", None, missing).format(have=have, need=need)

    def _end_drag(self) -> None:
        self._counter_drag = False
        for d in self._drag:
            it = self.scene.dice.get(d)
            if it is not None:
                it.setZValue(10)
                animation.glide(it, it.home)
        self._drag = []
        self.on_state_changed()

    def _legal_targets(self, group: list[int]) -> dict[tuple, list]:
        """(kind, arg) -> the legal options ``(stored cube slot or None, purple colour or None)``."""
        p = self.decider()
        out: dict[tuple, list] = {}
        try:
            targets = self.game.targets(p, group)
        except (KeyError, IndexError):
            return out
        for t in targets:
            kind, arg, mod = t[1], t[2], t[3]
            colour = t[4] if len(t) > 4 else None
            out.setdefault((kind, arg), []).append((mod, colour))
        return out

    def evaluate(self, group, kind, arg, mod=None, colour=None) -> dict:
        """The engine's preview of a group on a target (with the purple die's colour when it has one)."""
        if colour is None:
            return self.model.evaluate(group, kind, arg, mod)
        return self.game.evaluate(self.decider(), list(group), kind, arg, mod, colour)

    def _hover_text(self, tk) -> str:
        if tk is None:
            return translate("BoardControl", "Drop the dice on a lit target.")
        if tk in self._legal:
            mod, colour = self._legal[tk][0]
            res = self.evaluate(self._drag, tk[0], tk[1], mod, colour)
            return self.target_words(tk, res)
        res = self.model.evaluate(self._drag, tk[0], tk[1], None)
        return self.refusal_words(tk, res)

    def target_words(self, tk, res) -> str:
        """"Palace: a citizen on value 5, costs nothing": a target, what it gives and what it costs."""
        return translate("BoardControl", "{target}: {outcome}, {cost}").format(
            target=self.describe_target(*tk), outcome=self.outcome_words(tk[0], res),
            cost=self.cost_words(res))

    def refusal_words(self, tk, res) -> str:
        """A target and why the dice cannot go there now."""
        reason = res["reason"] or translate("BoardControl", "not possible now")
        return translate("BoardControl", "{target}: {reason}").format(target=self.describe_target(*tk),
                                                                       reason=reason)

    def _drop(self, group: list[int], tk) -> None:
        if tk is None:
            self.scene.statusMessage.emit(translate(
                "BoardControl", "The dice went back: drop them on a lit target (activity card, cathedral, "
                "event card, building, agriculture or the ramparts)."))
            return
        if tk not in self._legal:
            res = self.model.evaluate(group, tk[0], tk[1], None)
            self.scene.statusMessage.emit(self.refusal_words(tk, res))
            return
        self.open_panel(group, tk, self._legal[tk])

    # ------------------------------------------------------------------ clicks
    def click(self, key) -> None:
        """A click (press and release without a drag) on the thing named by ``key``."""
        g = self.game
        kind = g.pending.kind
        if key is None:
            return
        if key[0] == "die":
            self.click_die(key[1])
            return
        if kind == "initial" and key[0] == "space":
            self._apply([A.init(key[1], key[2])])
            return
        if kind in ("source", "possession"):
            act = self._source_action(key)
            if act is not None:
                self._apply([act])
            else:
                self.scene.statusMessage.emit(translate(
                    "BoardControl", "Choose where the citizen comes from: click one of your lit citizens, "
                    "or use the buttons (supply, influence)."))
            return
        if kind == "event" and key[0] == "event":
            self._apply([A.event(key[1])])
            return
        if kind == "ramparts" and key[0] in ("rampart_space", "outdoor"):
            self._click_ramparts(key)
            return
        tk = target_key(key)
        if tk is not None and self.scene.selected and self.can_use_dice():
            group = self.current_group()
            legal = self._legal_targets(group)
            if tk in legal:
                self.open_panel(group, tk, legal[tk])
            else:
                res = self.model.evaluate(group, tk[0], tk[1], None)
                self.scene.statusMessage.emit(self.refusal_words(tk, res))

    def _click_ramparts(self, key) -> None:
        """During the ramparts decision: a space ahead of the guard advances it, a tile takes a cube."""
        legal = self.model.legal_actions()
        if key[0] == "outdoor":
            act = A.rampart_cube(key[1])
            if act in legal:
                self._apply([act])
            else:
                self.scene.statusMessage.emit(translate(
                    "BoardControl", "No cube there now: you need access (your guard at its gate), a die of "
                    "another colour than the tile's, and only one cube per outdoor activity in an action."))
            return
        p = self.decider()
        steps = key[1] - self.game.expansion["guard"][p]
        if A.advance() in legal and 0 < steps <= self.rampart_reach():
            self.advance_guard(steps)
        else:
            self.scene.statusMessage.emit(translate(
                "BoardControl", "Your guard moves one space per action point, clockwise, up to space 20: "
                "click a lit space to stop there."))

    def rampart_reach(self) -> int:
        return guard_reach(self.game)

    def advance_guard(self, steps: int) -> bool:
        """Advance the guard ``steps`` spaces at once (one action point each)."""
        ok = self._apply([A.advance()] * steps)
        if ok:
            self.scene.statusMessage.emit(
                translate("BoardControl", "Your guard advances %n space.", None, steps) if steps == 1 else
                translate("BoardControl", "Your guard advances %n spaces.", None, steps))
        return ok

    def current_group(self) -> list[int]:
        group = self.group_in_progress()
        for d in sorted(self.scene.selected):
            if d not in group:
                group.append(d)
        return group

    # ------------------------------------------------------------------ exchange (The Ladies of Troyes)
    def exchange_choices(self) -> set[int]:
        """The dice to click now: your own dice that can be exchanged, or once one is chosen, the
        opponents' dice it can be exchanged with."""
        swaps = [a for a in self.model.legal_actions() if a[0] == "swap"]
        mine = [d for d in self.scene.selected if any(a[1] == d for a in swaps)]
        if mine:
            return {a[2] for a in swaps if a[1] == mine[0]} | {a[1] for a in swaps}
        return {a[1] for a in swaps}

    def _click_exchange(self, d: int) -> None:
        """Exchange: first click one of your dice, then the opponent's die it goes for (values kept)."""
        swaps = [a for a in self.model.legal_actions() if a[0] == "swap"]
        chosen = next((x for x in self.scene.selected if any(a[1] == x for a in swaps)), None)
        if any(a[1] == d for a in swaps):
            self.scene.selected = set() if chosen == d else {d}
            words = self.die_words(d)
            msg = (translate("BoardControl", "{die}: now click the opponent's die to exchange it with."
                             ).format(die=words[:1].upper() + words[1:])
                   if chosen != d else translate("BoardControl", "Choose one of your dice to exchange."))
        elif chosen is not None and A.swap(chosen, d) in swaps:
            self.scene.selected = set()
            self._apply([A.swap(chosen, d)])
            self.on_state_changed()
            self.scene.statusMessage.emit(translate("BoardControl", "Dice exchanged (values kept)."))
            return
        else:
            msg = (translate("BoardControl", "Click one of your own dice first (not the purple one), then a "
                             "die of an opponent.")
                   if chosen is None else
                   translate("BoardControl", "That die cannot be taken: choose a die of a district not yet "
                             "used."))
        self.on_state_changed()
        self.scene.set_highlights(set(), self.exchange_choices())
        for it in self.scene.dice.values():
            it.update()
        self.scene.statusMessage.emit(msg)

    def click_die(self, d: int) -> None:
        g = self.game
        kind = g.pending.kind
        if kind == "exchange":
            self._click_exchange(d)
            return
        if kind == "black":
            act = A.counter_die(d)
            if act in self.model.legal_actions():
                if self._apply([act]):
                    self.scene.statusMessage.emit(self.counter_words())
            else:
                self.scene.statusMessage.emit(self.model.why_illegal(act) or "")
            return
        if kind == "flip":
            act = A.flip_die(d)
            if act in self.model.legal_actions():
                self._apply([act])
            else:
                self.scene.statusMessage.emit(self.model.why_illegal(act) or "")
            return
        if not self.can_use_dice():
            self.scene.statusMessage.emit(self._why_no_dice())
            return
        if d in self.group_in_progress():
            return
        sel = self.scene.selected
        if d in sel:
            sel.discard(d)
        else:
            if len(self.current_group()) >= 3:
                self.scene.statusMessage.emit(translate("BoardControl", "A group has at most 3 dice."))
                return
            sel.add(d)
        group = self.current_group()
        if group:
            legal = self._legal_targets(group)
            self.scene.set_highlights({hl_key(*t) for t in legal})
            words = (translate("BoardControl", "{group}: click a lit target (or Tab through them, Enter to "
                               "choose)")
                     if legal else self._no_target_words(group))
            self.scene.statusMessage.emit(words.format(group=self._group_words(group)))
        else:
            self.scene.set_highlights(set())
            self.scene.statusMessage.emit("")
        for it in self.scene.dice.values():
            it.update()

    def _no_target_words(self, group: list[int]) -> str:
        """What a selection no action takes says: when influence can turn these dice over (dice of
        several colours chosen for that, as the guided game asks), the way to do it, not a refusal."""
        g = self.game
        own = all(d in g.dice and g.dice[d].owner == self.decider() for d in group)
        if own and A.flip() in self.model.legal_actions():
            # Turning dice over is the right-click menu's (4 influence for up to 3 dice).
            return translate("BoardControl", "{group}: right-click one of them to turn them over "
                             "(4 influence); no action uses these dice together.")
        return translate("BoardControl", "{group}: no target accepts this group")

    def _source_action(self, key):
        legal = [a for a in self.model.legal_actions() if a[0] == "source"]
        if key is not None and key[0] == "district" and key[1] == self.decider():
            return next((a for a in legal if a[1] == "supply"), None)
        for a in legal:
            if key[0] == "space" and a[1] == "space" and (a[2], a[3]) == (key[1], key[2]):
                return a
            if key[0] == "expelled" and a[1] == "expelled" and a[2] == key[1]:
                return a
            if key[0] == "card_space" and a[1] == "tradesman" and (a[2], a[3]) == (key[1], key[2]):
                return a
            if key[0] == "card_illus" and a[1] == "tradesman" and (a[2], a[3]) == (key[1], -1):
                return a
        return None

    def _why_no_dice(self) -> str:
        kind, p = self.game.pending.kind, self.game.pending.seat
        if p is None:
            return translate("BoardControl", "The game is over.")
        name = self.model.player_name(p) if p is not None else ""
        if kind == "initial":
            return translate("BoardControl", "{player} places a citizen: click an empty space of a building."
                             ).format(player=name)
        if kind == "black":
            return translate("BoardControl", "{player} counters the black die: click dice of your district."
                             ).format(player=name)
        if kind == "source":
            return translate("BoardControl", "{player} chooses where the citizen comes from."
                             ).format(player=name)
        if kind == "event":
            return translate("BoardControl", "{player} chooses an event card: click it.").format(player=name)
        return translate("BoardControl", "Dice cannot be used now. {decision}.").format(
            decision=describe_decision(self.game))

    # ------------------------------------------------------------------ confirm panel
    def open_panel(self, group: list[int], tk, options: list, ask: bool = False) -> None:
        """``options``: the legal (stored cube, purple colour) pairs for this target. The same drop rule as
        Troyes Dice (docs/rulings.md, H3): with nothing left to choose (one way to use the group, no warning
        asked for) the group is used at once, Undo takes it back; otherwise (or ``ask``) the panel asks."""
        self.close_panel()
        if len(options) == 1 and not ask:
            mod, colour = options[0] if isinstance(options[0], tuple) else (options[0], None)
            from troyes_desktop.troyes_ui.confirm import confirmation_wanted, warning_for

            warning = warning_for(self.game, self.action_sequence(group, tk, mod, colour))
            if warning is None or not confirmation_wanted(warning.kind):
                words = self.target_words(tk, self.evaluate(group, tk[0], tk[1], mod, colour))
                if self.confirm(group, tk, mod, colour):
                    self.scene.statusMessage.emit(translate("BoardControl", "Played: {move}.").format(
                        move=words))
                return
        view = self.scene.views()[0] if self.scene.views() else None
        self.panel = ConfirmPanel(self, group, tk, options, view)
        self.panel.show_near(self.scene.item_for(hl_key(*tk)))

    def close_panel(self) -> None:
        if self.panel is not None:
            p = self.panel
            self.panel = None
            p.hide()
            p.deleteLater()

    def action_sequence(self, group: list[int], tk, mod, colour=None) -> list[tuple]:
        """The actions that use ``group`` on target ``tk``: the dice not yet in the group, then the target."""
        already = self.group_in_progress()
        target = A.target(tk[0], tk[1], mod, colour)
        return [A.use_die(d) for d in group if d not in already] + [target]

    def confirm(self, group: list[int], tk, mod, colour=None) -> bool:
        seq = self.action_sequence(group, tk, mod, colour)
        self.close_panel()
        ok = self._apply(seq)
        if ok:
            self.scene.selected.clear()
        return ok

    def _apply(self, seq) -> bool:
        reason = []
        conn = self.model.refused.connect(reason.append)
        try:
            ok = self.model.apply_sequence(seq)
        finally:
            self.model.refused.disconnect(conn)
        if not ok and reason:
            self.scene.statusMessage.emit(reason[0])
        return ok
